// A cup's seeded draw through the API, on both databases: by the league table as it stands, by
// the teams' players' ratings, by a previous cup's bracket, the draw's record saying which, and
// redrawn until published.
import type { Competition } from '@cueleague/domain/competitions/records';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { adminCookie, call, createMatch, playMatch, winnersFor } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)("a cup's seeded draw (%s)", (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const newCup = async (world: World, admin: string, name = 'Winter Cup'): Promise<Competition> =>
    (
      await call(
        t,
        {
          method: 'POST',
          url: '/api/competitions',
          cookie: admin,
          payload: { seasonId: world.seasonId, name, teamIds: world.teams },
        },
        201,
      )
    ).json();

  const draw = async (cupId: string, admin: string, payload: object) =>
    (
      await call(t, {
        method: 'POST',
        url: `/api/competitions/${cupId}/draw`,
        cookie: admin,
        payload,
      })
    ).json<Competition>();

  const readCupTie = async (cupId: string, tieId: string) => {
    const cup = (
      await call(t, { method: 'GET', url: `/api/competitions/${cupId}`, cookie: '' })
    ).json<Competition>();
    const tie = cup.ties.find((candidate) => candidate.id === tieId);
    if (!tie) throw new Error(`no tie ${tieId}`);
    return tie;
  };

  /** The entries' team ids, seed 1 first. */
  const seeds = (cup: Competition) =>
    [...cup.entries].sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0)).map((entry) => entry.teamId);

  it('seeds by the table and by the rating, level teams by name, and says how', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const [t1, t2, t3] = world.teams;
    const cup = await newCup(world, admin);

    // Nothing played yet: everyone level on both, so the names decide.
    const byTable = await draw(cup.id, admin, { method: 'seeded', by: 'table' });
    expect(byTable.draw).toEqual({ method: 'seeded', by: 'table' });
    expect(seeds(byTable)).toEqual([t1, t2, t3]);
    expect((await draw(cup.id, admin, { method: 'seeded', by: 'rating' })).draw).toEqual({
      method: 'seeded',
      by: 'rating',
    });

    // Team 1 wins both its league matches 9-7; Team 2 beats Team 3 16-0. Team 1 tops the
    // table on points, but Team 2's players won more frames: it is the stronger by rating.
    const play = async (home: string, away: string, homeFrames: number) => {
      const match = await createMatch(t, world, { homeTeamId: home, awayTeamId: away });
      await playMatch(t, world, match.id, winnersFor(homeFrames));
    };
    await play(t1, t2, 9);
    await play(t1, t3, 9);
    await play(t2, t3, 16);
    const table = await draw(cup.id, admin, { method: 'seeded', by: 'table' });
    expect(seeds(table)).toEqual([t1, t2, t3]);
    // Seed 1 has the bye; the draw shows who meets whom before it is published.
    expect(table.ties.find((tie) => tie.id === 'W1-1')).toMatchObject({
      status: 'bye',
      home: { teamId: t1, seed: 1 },
    });
    const rating = await draw(cup.id, admin, { method: 'seeded', by: 'rating' });
    expect(seeds(rating)).toEqual([t2, t1, t3]);
    expect(rating).toMatchObject({ state: 'drawn', draw: { method: 'seeded', by: 'rating' } });

    // Visitors see how it was made once it is published; it stands from then on.
    await call(t, {
      method: 'POST',
      url: `/api/competitions/${cup.id}/publish`,
      cookie: admin,
      payload: { roundDates: ['2026-10-01T18:30:00.000Z', '2026-10-15T18:30:00.000Z'] },
    });
    const shown = (
      await call(t, { method: 'GET', url: `/api/competitions/${cup.id}` })
    ).json<Competition>();
    expect(shown.draw).toEqual({ method: 'seeded', by: 'rating' });
    await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${cup.id}/draw`,
        cookie: admin,
        payload: { method: 'seeded', by: 'table' },
      },
      409,
    );
  });

  it('seeds by how far each team went in a previous cup, and refuses a cup not yet under way', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const [t1, t2, t3] = world.teams;
    const post = (url: string, payload: object) =>
      call(t, { method: 'POST', url, cookie: admin, payload });

    // The Winter Cup: Team 1 has the bye, Team 3 beats Team 2, then Team 1 in the final.
    const winter = await newCup(world, admin);
    const spring = await newCup(world, admin, 'Spring Cup');
    const byWinter = { method: 'seeded', by: 'cup', competitionId: winter.id };
    // Not published yet: nothing to seed by.
    const early = await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${spring.id}/draw`,
        cookie: admin,
        payload: byWinter,
      },
      422,
    );
    expect(early.json()).toMatchObject({
      error: {
        message: 'Seed by a cup whose draw is published.',
        fields: { competitionId: 'A published or finished cup' },
      },
    });
    await post(`/api/competitions/${winter.id}/draw`, { method: 'manual', order: [t1, t2, t3] });
    await post(`/api/competitions/${winter.id}/publish`, {
      roundDates: ['2026-10-01T18:30:00.000Z', '2026-10-08T18:30:00.000Z'],
    });
    await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${winter.id}/draw`,
        cookie: admin,
        payload: byWinter,
      },
      409,
    );

    // Under way: Team 1 (through to the final) is ahead of the others, level on round 1.
    expect(seeds(await draw(spring.id, admin, byWinter))).toEqual([t1, t2, t3]);
    const decide = (tieId: string, winner: 'home' | 'away') =>
      post(`/api/competitions/${winter.id}/ties/${tieId}/decide`, {
        winner,
        reason: 'Walkover',
      });
    await decide('W1-2', 'away');
    const final = (await readCupTie(winter.id, 'W2-1')).home?.teamId === t1 ? 'away' : 'home';
    await decide('W2-1', final);

    // Finished: Team 3 won, Team 1 the runner-up, Team 2 out in the first round.
    const drawn = await draw(spring.id, admin, byWinter);
    expect(drawn.draw).toEqual({
      method: 'seeded',
      by: 'cup',
      competitionId: winter.id,
      name: 'Winter Cup',
    });
    expect(seeds(drawn)).toEqual([t3, t1, t2]);

    // Not by itself, nor by a cup that is not there.
    for (const competitionId of [spring.id, 'no-such-cup'])
      await call(
        t,
        {
          method: 'POST',
          url: `/api/competitions/${spring.id}/draw`,
          cookie: admin,
          payload: { ...byWinter, competitionId },
        },
        422,
      );
  });

  it('refuses a seeded draw by anything else', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const cup = await newCup(world, admin);
    const refused = await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${cup.id}/draw`,
        cookie: admin,
        payload: { method: 'seeded', by: 'previous-round' },
      },
      422,
    );
    expect(refused.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });
});
