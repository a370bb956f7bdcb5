// A team cup through the API, on both databases: the admin makes it, draws it (again, until it is
// published), publishes it with a date per round; its first tie is a fixture, scored and confirmed
// like a league match, and the winner's next tie appears; the admin decides the final as a
// walkover and the cup has its winner. Visitors see only published cups; a cup tie never counts
// in the league table.
import type { Competition, CompetitionSummary } from '@cueleague/domain/competitions/records';
import type { Match } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { adminCookie, call, cookieFor, getMatch, playMatch } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { createCup, postAs } from '../test/cup-driver.ts';

const CUP_FORMAT = { roundsPerMatch: 1, framesPerRound: 4, positionsPerTeam: 4, name: 'Cup 1x4' };
const ROUND_DATES = ['2026-10-01T19:30:00.000Z', '2026-10-15T19:30:00.000Z'];

describe.each(TEST_DATABASES)('a team cup through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const createWinterCup = (world: World, admin: string) =>
    createCup(t, world, admin, { format: CUP_FORMAT });
  const post = (url: string, cookie: string, payload: object, status = 200) =>
    postAs(t, url, cookie, payload, status);

  it('is drawn, published, played through and won, moving on with each result', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const cup = await createWinterCup(world, admin);
    expect(cup).toMatchObject({ state: 'entries', entrantCount: 3, format: CUP_FORMAT, ties: [] });

    // Not public yet: a visitor neither lists nor opens it.
    expect((await call(t, { method: 'GET', url: '/api/competitions' })).json()).toEqual({
      items: [],
    });
    await call(t, { method: 'GET', url: `/api/competitions/${cup.id}` }, 404);
    // The admin's read of it is not kept for anyone else.
    await call(t, { method: 'GET', url: `/api/competitions/${cup.id}`, cookie: admin });
    await call(t, { method: 'GET', url: `/api/competitions/${cup.id}` }, 404);

    // A random draw records its seed: the same seed draws the same bracket.
    const first = await post(`/api/competitions/${cup.id}/draw`, admin, {
      method: 'random',
      seed: 'pub',
    });
    const again = await post(`/api/competitions/${cup.id}/draw`, admin, {
      method: 'random',
      seed: 'pub',
    });
    expect(first.draw).toEqual({ method: 'random', seed: 'pub' });
    expect(again.entries).toEqual(first.entries);
    const picked = await post(`/api/competitions/${cup.id}/draw`, admin, { method: 'random' });
    // Without a seed the server picks one, and records it.
    expect(picked.draw?.method).toBe('random');
    expect(picked.draw && 'seed' in picked.draw ? picked.draw.seed : '').toMatch(/^[0-9a-f]{12}$/);

    // By hand: Team 1 is seed 1 and has the bye; seeds 2 and 3 meet in round 1.
    const [t1, t2, t3] = world.teams;
    const drawn = await post(`/api/competitions/${cup.id}/draw`, admin, {
      method: 'manual',
      order: [t1, t2, t3],
    });
    expect(drawn.state).toBe('drawn');
    expect(drawn.rounds.map((round) => round.name)).toEqual(['Semi-finals', 'Final']);
    const tie = (c: Competition, id: string) => c.ties.find((candidate) => candidate.id === id);
    expect(tie(drawn, 'W1-1')).toMatchObject({ status: 'bye', home: { teamId: t1, seed: 1 } });
    expect(tie(drawn, 'W1-2')).toMatchObject({
      status: 'ready',
      home: { teamId: t2, seed: 2 },
      away: { teamId: t3, seed: 3 },
      match: null,
    });
    expect(tie(drawn, 'W2-1')).toMatchObject({
      status: 'waiting',
      home: { teamId: t1 },
      away: null,
    });

    // Publishing needs a date per round, in order.
    const refused = await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${cup.id}/publish`,
        cookie: admin,
        payload: { roundDates: [ROUND_DATES[0]] },
      },
      422,
    );
    expect(refused.json()).toMatchObject({
      error: { message: 'This cup has 2 rounds: give a date for each.' },
    });
    const published = await post(`/api/competitions/${cup.id}/publish`, admin, {
      roundDates: ROUND_DATES,
    });
    expect(published.state).toBe('published');
    const semi = tie(published, 'W1-2')?.match;
    expect(semi).toMatchObject({ state: 'pre-match', scheduledDate: ROUND_DATES[0] });
    // Every entered team's captains are told of the draw once, with their first tie or their
    // bye; no cup-tie notice repeats a tie the draw made.
    const cupNotices = async (who: 'captain1' | 'captain2' | 'captain3', kind = 'cup-tie') =>
      (
        await call(t, {
          method: 'GET',
          url: '/api/notifications',
          cookie: await cookieFor(t, world, who),
        })
      )
        .json<{ items: { kind: string; title: string; link: string }[] }>()
        .items.filter((item) => item.kind === kind);
    for (const who of ['captain2', 'captain3'] as const) {
      expect(await cupNotices(who, 'cup-draw')).toEqual([
        expect.objectContaining({
          title: expect.stringMatching(
            /^Winter Cup draw: Semi-finals, Team 2 v Team 3, /,
          ) as string,
          link: `/team/match/${semi?.id ?? ''}/score`,
        }),
      ]);
      expect(await cupNotices(who)).toEqual([]);
    }
    expect(await cupNotices('captain1', 'cup-draw')).toEqual([
      expect.objectContaining({
        title: 'Winter Cup draw: a bye to the Final',
        link: `/competitions/${cup.id}`,
      }),
    ]);
    expect(await cupNotices('captain1')).toEqual([]);
    // The draw stands once published.
    await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${cup.id}/draw`,
        cookie: admin,
        payload: { method: 'random' },
      },
      409,
    );
    await call(t, { method: 'DELETE', url: `/api/competitions/${cup.id}`, cookie: admin }, 409);

    // Visitors see it now, from the response cache after the first read; the tie is a fixture
    // of the season, in the cup's format.
    await call(t, { method: 'GET', url: `/api/competitions/${cup.id}` });
    const hit = await call(t, { method: 'GET', url: `/api/competitions/${cup.id}` });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.json<Competition>().state).toBe('published');
    const listed = (
      await call(t, { method: 'GET', url: `/api/competitions?seasonId=${world.seasonId}` })
    ).json<{
      items: CompetitionSummary[];
    }>();
    expect(listed.items).toMatchObject([
      { id: cup.id, name: 'Winter Cup', state: 'published', winner: null },
    ]);
    const match: Match = await getMatch(t, semi?.id ?? '');
    expect(match).toMatchObject({
      competitionId: cup.id,
      tieId: 'W1-2',
      format: CUP_FORMAT,
      homeTeamId: t2,
    });

    // Team 2 wins the tie 3-1 and both captains confirm: the final is made at once, Team 2
    // away (the side drawn first plays at home, and the bye's Team 1 comes first).
    await playMatch(t, world, match.id, ['home', 'home', 'away', 'home']);
    const after = (
      await call(t, { method: 'GET', url: `/api/competitions/${cup.id}` })
    ).json<Competition>();
    expect(tie(after, 'W1-2')).toMatchObject({
      status: 'decided',
      winner: 'home',
      match: { state: 'completed', homeScore: 3, awayScore: 1 },
    });
    const final = tie(after, 'W2-1');
    // The final is made at once, and its captains told.
    expect(await cupNotices('captain1')).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^Winter Cup, Final: Team 1 v Team 2, /) as string,
      }),
    ]);
    expect(final).toMatchObject({
      status: 'ready',
      home: { teamId: t1 },
      away: { teamId: t2 },
      match: { state: 'pre-match', scheduledDate: ROUND_DATES[1] },
    });
    // The final was made from that result: reopening the semi-final is refused, its result kept.
    const reopen = await call(
      t,
      {
        method: 'POST',
        url: `/api/matches/${match.id}/reopen`,
        cookie: admin,
        payload: { reason: 'Frame 3 went to the wrong player' },
      },
      409,
    );
    expect(reopen.json<{ error: { message: string } }>().error.message).toBe(
      "The next round's tie has been made from this result, so it can no longer be reopened.",
    );
    expect((await getMatch(t, match.id)).state).toBe('completed');

    // Player stats are the league's unless cups are asked for; the rating counts every frame.
    type Stats = { items: { playerId: string; framesPlayed: number; rating: number | null }[] };
    const stats = async (query: string) =>
      (
        await call(t, {
          method: 'GET',
          url: `/api/stats/players?seasonId=${world.seasonId}${query}`,
        })
      ).json<Stats>().items;
    const played = (await getMatch(t, match.id)).frames.map((frame) => frame.homePlayerId);
    const [leagueOnly, withCups] = [await stats(''), await stats('&cups=true')];
    for (const playerId of played) {
      expect(leagueOnly.find((row) => row.playerId === playerId)).toMatchObject({
        framesPlayed: 0,
        rating: expect.any(Number) as number,
      });
      expect(withCups.find((row) => row.playerId === playerId)?.framesPlayed).toBeGreaterThan(0);
    }

    // The league table counts no cup tie.
    const standings = (
      await call(t, { method: 'GET', url: `/api/standings?seasonId=${world.seasonId}` })
    ).json<{
      items: { played: number }[];
    }>();
    expect(standings.items.length).toBe(3);
    expect(standings.items.every((row) => row.played === 0)).toBe(true);

    // Team 1 cannot raise a side: the admin gives the final to Team 2, and says why.
    const captain = await cookieFor(t, world, 'captain1');
    await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${cup.id}/ties/W2-1/decide`,
        cookie: captain,
        payload: { winner: 'away', reason: 'Walkover' },
      },
      403,
    );
    const decided = await post(`/api/competitions/${cup.id}/ties/W2-1/decide`, admin, {
      winner: 'away',
      reason: 'Walkover: Team 1 could not raise a side',
    });
    expect(tie(decided, 'W2-1')).toMatchObject({
      status: 'decided',
      winner: 'away',
      match: null,
      decidedBy: { reason: 'Walkover: Team 1 could not raise a side' },
    });
    expect(decided).toMatchObject({
      state: 'finished',
      winner: { teamId: t2, name: 'Team 2' },
      runnerUp: { teamId: t1, name: 'Team 1' },
    });
    // The final's fixture went with the decision; deciding it again is refused.
    await call(t, { method: 'GET', url: `/api/matches/${final?.match?.id ?? ''}` }, 404);
    await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${cup.id}/ties/W2-1/decide`,
        cookie: admin,
        payload: { winner: 'home', reason: 'Changed my mind' },
      },
      409,
    );
  });

  it('refuses what a cup cannot be: strangers, a bad draw, a tie not ready, and non-admins', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const player = await cookieFor(t, world, 'player1');
    const create = (cookie: string, teamIds: string[], status: number) =>
      call(
        t,
        {
          method: 'POST',
          url: '/api/competitions',
          cookie,
          payload: { seasonId: world.seasonId, name: 'Cup', teamIds },
        },
        status,
      );
    await create(player, world.teams, 403);
    expect((await create(admin, ['t1', 'nobody'], 422)).json()).toMatchObject({
      error: { fields: { teamIds: 'Only the season’s own teams can enter its cup' } },
    });
    expect((await create(admin, ['t1', 't1'], 422)).json()).toMatchObject({
      error: { fields: { teamIds: 'A team is entered once' } },
    });

    const cup = await createWinterCup(world, admin);
    // Publishing before the draw, and a hand draw that leaves a team out.
    await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${cup.id}/publish`,
        cookie: admin,
        payload: { roundDates: ROUND_DATES },
      },
      409,
    );
    const short = await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${cup.id}/draw`,
        cookie: admin,
        payload: { method: 'manual', order: ['t1', 't2'] },
      },
      422,
    );
    expect(short.json()).toMatchObject({ error: { code: 'validation_failed' } });
    await post(`/api/competitions/${cup.id}/draw`, admin, { method: 'manual', order: world.teams });
    await post(`/api/competitions/${cup.id}/publish`, admin, { roundDates: ROUND_DATES });
    // The final waits for its second side; a tie the bracket has not is not found.
    await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${cup.id}/ties/W2-1/decide`,
        cookie: admin,
        payload: { winner: 'home', reason: 'Early' },
      },
      409,
    );
    await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${cup.id}/ties/W9-9/decide`,
        cookie: admin,
        payload: { winner: 'home', reason: 'Nope' },
      },
      404,
    );
    // A team in a published cup is not deleted (its bracket would change under it).
    const kept = await call(t, { method: 'DELETE', url: '/api/teams/t3', cookie: admin }, 409);
    expect(kept.json()).toMatchObject({
      error: {
        message: 'This team is in Winter Cup: decide its ties there instead of deleting it.',
      },
    });
    // A cup tie's match is not deleted on its own, nor by the batch delete of league fixtures.
    const semi = (await call(t, { method: 'GET', url: `/api/competitions/${cup.id}` }))
      .json<Competition>()
      .ties.find((tie) => tie.id === 'W1-2');
    await call(
      t,
      { method: 'DELETE', url: `/api/matches/${semi?.match?.id ?? ''}`, cookie: admin },
      409,
    );
    await call(t, {
      method: 'DELETE',
      url: `/api/matches?seasonId=${world.seasonId}&state=pre-match`,
      cookie: admin,
    });
    await call(t, { method: 'GET', url: `/api/matches/${semi?.match?.id ?? ''}` });
  });
});
