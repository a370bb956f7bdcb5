// A groups-then-knockout cup through the API, on both databases (docs/decisions/0040). Six teams
// play two groups of three, the winner of each going through to a final: the draw fills the
// groups, publishing makes every group tie a match on its round's date, a level group match is a
// draw, a walkover a win with no frames, and the last group result makes the final.
import type { Competition } from '@cueleague/domain/competitions/records';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { adminCookie, call, cookieFor, playMatch } from '../test/match-driver.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { postAs, readCup, withMoreTeams } from '../test/cup-driver.ts';

const CUP_FORMAT = { roundsPerMatch: 1, framesPerRound: 4, positionsPerTeam: 4, name: 'Cup 1x4' };
const ROUND_DATES = Array.from({ length: 4 }, (_, at) =>
  new Date(Date.UTC(2026, 9, 1 + 7 * at, 19, 30)).toISOString(),
);

describe.each(TEST_DATABASES)('groups then knockout (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));
  const post = <T = Competition>(url: string, cookie: string, payload: object, status = 200) =>
    postAs<T>(t, url, cookie, payload, status);

  const groupTie = (cup: Competition, a: string, b: string) =>
    cup.groupStage?.groups
      .flatMap((group) => group.ties)
      .find((tie) => [tie.home?.teamId, tie.away?.teamId].every((id) => id === a || id === b));

  it('plays its groups, then a knockout of their winners', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    // The world's three teams (with captains) and Team 4 to Team 6.
    const ids = await withMoreTeams(t, world, admin, 3);
    const [t1, t2, t3, t4, t5, t6] = ids as [string, string, string, string, string, string];
    const made = await post(
      '/api/competitions',
      admin,
      {
        seasonId: world.seasonId,
        name: 'Winter Cup',
        teamIds: ids,
        format: CUP_FORMAT,
        groups: { size: 3, qualifiers: 1 },
      },
      201,
    );
    expect(made).toMatchObject({ groups: { size: 3, qualifiers: 1 }, groupStage: null });
    const drawn = await post(`/api/competitions/${made.id}/draw`, admin, {
      method: 'manual',
      order: ids,
    });
    // Snake seeding: group A has seeds 1, 4, 5 and group B seeds 2, 3, 6.
    const members = (cup: Competition) =>
      cup.groupStage?.groups.map((group) => [
        group.name,
        group.table.map((row) => row.team.teamId).sort(),
      ]);
    expect(members(drawn)).toEqual([
      ['Group A', [t1, t4, t5].sort()],
      ['Group B', [t2, t3, t6].sort()],
    ]);
    expect(drawn.groupStage?.groups.map((group) => group.ties.length)).toEqual([3, 3]);
    expect(drawn.groupStage?.knockoutPlaces).toEqual([
      { group: 'A', position: 1 },
      { group: 'B', position: 1 },
    ]);
    // Three rounds of groups, then the final; the final waits for the groups.
    expect(drawn.rounds.map((round) => round.name)).toEqual([
      'Group round 1',
      'Group round 2',
      'Group round 3',
      'Final',
    ]);
    expect(drawn.ties).toMatchObject([{ id: 'W1-1', status: 'waiting', home: null, away: null }]);

    const cup = await post(`/api/competitions/${drawn.id}/publish`, admin, {
      roundDates: ROUND_DATES,
    });
    // Every group tie is a fixture at once, on its round's date; the final not yet.
    for (const group of cup.groupStage?.groups ?? [])
      for (const tie of group.ties)
        expect(tie).toMatchObject({
          stage: 'group',
          status: 'ready',
          match: { state: 'pre-match', scheduledDate: ROUND_DATES[tie.round - 1] },
        });
    expect(cup.ties[0]?.match).toBeNull();
    // A captain hears of the draw once: their first group tie.
    const notices = (
      await call(t, {
        method: 'GET',
        url: '/api/notifications',
        cookie: await cookieFor(t, world, 'captain1'),
      })
    ).json<{ items: { kind: string; title: string }[] }>().items;
    expect(notices.filter((item) => item.kind === 'cup-draw')).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^Winter Cup draw: Group round/) as string,
      }),
    ]);

    const decide = (a: string, b: string, winner: string) => {
      const tie = groupTie(cup, a, b);
      return post(`/api/competitions/${cup.id}/ties/${tie?.id ?? ''}/decide`, admin, {
        winner: tie?.home?.teamId === winner ? 'home' : 'away',
        reason: 'Walkover',
      });
    };
    // Group A: Team 1 wins both, Team 4 beats Team 5.
    await decide(t1, t4, t1);
    await decide(t1, t5, t1);
    await decide(t4, t5, t4);
    // Group B: Teams 2 and 3 draw 2-2 (a draw, no decision needed), Team 3 beats Team 6 and
    // Team 6 beats Team 2.
    const level = groupTie(cup, t2, t3);
    await playMatch(t, world, level?.match?.id ?? '', ['home', 'home', 'away', 'away']);
    const afterDraw = await readCup(t, cup.id);
    expect(groupTie(afterDraw, t2, t3)).toMatchObject({ status: 'decided', winner: null });
    expect(afterDraw.ties[0]).toMatchObject({ status: 'waiting', match: null });
    await decide(t3, t6, t3);
    const groupsDone = await decide(t2, t6, t6);

    expect(groupsDone.groupStage?.complete).toBe(true);
    const tableB = groupsDone.groupStage?.groups[1]?.table;
    expect(tableB?.map((row) => [row.position, row.team.name, row.points, row.qualifies])).toEqual([
      [1, 'Team 3', 3, true],
      [2, 'Team 6', 2, false],
      [3, 'Team 2', 1, false],
    ]);
    expect(tableB?.[0]).toMatchObject({
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      framesFor: 2,
      framesAgainst: 2,
    });
    // The group winners meet in the final, now a fixture on its date.
    expect(groupsDone.ties[0]).toMatchObject({
      id: 'W1-1',
      status: 'ready',
      home: { teamId: t1, seed: 1 },
      away: { teamId: t3, seed: 2 },
      match: { state: 'pre-match', scheduledDate: ROUND_DATES[3] },
    });
    // The final was made from the tables: the level group match can no longer be reopened.
    const reopen = await call(
      t,
      {
        method: 'POST',
        url: `/api/matches/${level?.match?.id ?? ''}/reopen`,
        cookie: admin,
        payload: { reason: 'Frame 3 went to the wrong player' },
      },
      409,
    );
    expect(reopen.json<{ error: { message: string } }>().error.message).toBe(
      'The knockout has been drawn from the group tables, so a group result can no longer be reopened.',
    );
    expect(groupTie(await readCup(t, cup.id), t2, t3)).toMatchObject({ status: 'decided' });
    const final = groupsDone.ties[0]?.match?.id ?? '';
    await playMatch(t, world, final, 'away');
    expect(await readCup(t, cup.id)).toMatchObject({
      state: 'finished',
      winner: { teamId: t3 },
      runnerUp: { teamId: t1 },
    });
  });

  it('refuses groups the teams cannot fill', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const create = async (extra: object): Promise<unknown> =>
      (
        await call(
          t,
          {
            method: 'POST',
            url: '/api/competitions',
            cookie: admin,
            payload: { seasonId: world.seasonId, name: 'Cup', teamIds: world.teams, ...extra },
          },
          422,
        )
      ).json();
    // Three teams make one group of three: one winner, nobody to meet in a knockout.
    expect(await create({ groups: { size: 3, qualifiers: 1 } })).toMatchObject({
      error: { fields: { groups: 'At least two teams must reach the knockout' } },
    });
    expect(
      await create({ groups: { size: 3, qualifiers: 1 }, bracket: 'double-elimination' }),
    ).toMatchObject({
      error: {
        fields: { groups: 'After its groups a cup plays a single elimination, without a plate' },
      },
    });
  });
});
