// A double-elimination cup and a plate through the API, on both databases. Five teams play a
// double elimination through to a grand final the losers' bracket winner wins, so its reset is
// played (and only then shown); six teams play a single elimination with a plate, which keeps the
// cup open until the plate has its winner too. Ties of every stage are decided by the admin or
// played as matches; each stage's round is dated by the rounds it waits for.
import type { Competition, Honours } from '@cueleague/domain/competitions/records';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { adminCookie, call, cookieFor, playMatch } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { postAs, readCup, withMoreTeams } from '../test/cup-driver.ts';

const CUP_FORMAT = { roundsPerMatch: 1, framesPerRound: 4, positionsPerTeam: 4, name: 'Cup 1x4' };
/** A date a week apart for each of `count` rounds, from 1 October 2026. */
const dates = (count: number) =>
  Array.from({ length: count }, (_, at) =>
    new Date(Date.UTC(2026, 9, 1 + 7 * at, 19, 30)).toISOString(),
  );

describe.each(TEST_DATABASES)('double elimination and a plate (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const post = <T = Competition>(url: string, cookie: string, payload: object, status = 200) =>
    postAs<T>(t, url, cookie, payload, status);
  const read = (id: string) => readCup(t, id);
  const tie = (cup: Competition, id: string) => cup.ties.find((candidate) => candidate.id === id);

  const teams = (world: World, admin: string, more: number) => withMoreTeams(t, world, admin, more);

  /** A cup of these teams, drawn by hand in this order (seed 1 first). */
  const drawnCup = async (admin: string, world: World, order: string[], extra: object) => {
    const cup = await post(
      '/api/competitions',
      admin,
      {
        seasonId: world.seasonId,
        name: 'Winter Cup',
        teamIds: order,
        format: CUP_FORMAT,
        ...extra,
      },
      201,
    );
    return post(`/api/competitions/${cup.id}/draw`, admin, { method: 'manual', order });
  };

  it('plays a five-team double elimination through a grand final and its reset', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const [t1, t2, t3, t4, t5] = await teams(world, admin, 2);
    const drawn = await drawnCup(admin, world, [t1!, t2!, t3!, t4!, t5!], {
      bracket: 'double-elimination',
    });
    expect(drawn).toMatchObject({ bracket: 'double-elimination', plate: false });
    // Each losers' round is dated after the winners' round whose losers it takes.
    expect(drawn.rounds.map((round) => round.name)).toEqual([
      "Winners' quarter-finals",
      "Winners' semi-finals",
      "Winners' final, Losers' round 1",
      "Losers' round 2",
      "Losers' final",
      'Grand final',
    ]);
    expect(
      drawn.stages.map((stage) => [stage.name, stage.rounds.map((round) => round.name)]),
    ).toEqual([
      ["Winners' bracket", ["Winners' quarter-finals", "Winners' semi-finals", "Winners' final"]],
      ["Losers' bracket", ["Losers' round 1", "Losers' round 2", "Losers' final"]],
      // No reset until the grand final needs one.
      ['Grand final', ['Grand final']],
    ]);
    expect(drawn.ties.map((one) => one.id)).not.toContain('GF2');
    expect(tie(drawn, 'L2-1')).toMatchObject({ stage: 'losers', status: 'waiting' });

    const ROUND_DATES = dates(6);
    const cup = await post(`/api/competitions/${drawn.id}/publish`, admin, {
      roundDates: ROUND_DATES,
    });
    const decide = (id: string, winner: 'home' | 'away') =>
      post(`/api/competitions/${cup.id}/ties/${id}/decide`, admin, { winner, reason: 'Walkover' });
    // Winners' bracket: Team 4 beats Team 5; Teams 1 and 2 win their semi-finals; Team 1 the final.
    await decide('W1-2', 'home');
    await decide('W2-1', 'home');
    const semis = await decide('W2-2', 'home');
    // Team 5 (out of the first round) meets Team 3 (out of a semi-final) in the losers' bracket,
    // on the winners' final's date; Team 3's captain is told of it as the losers' round it is.
    expect(tie(semis, 'L2-1')).toMatchObject({
      stage: 'losers',
      status: 'ready',
      home: { teamId: t5 },
      away: { teamId: t3 },
      match: { state: 'pre-match', scheduledDate: ROUND_DATES[2] },
    });
    const notices = (
      await call(t, {
        method: 'GET',
        url: '/api/notifications',
        cookie: await cookieFor(t, world, 'captain3'),
      })
    ).json<{ items: { kind: string; title: string }[] }>().items;
    expect(notices.map((item) => item.title)).toContainEqual(
      expect.stringMatching(/^Winter Cup, Losers' round 1: Team 5 v Team 3, /),
    );
    await decide('W3-1', 'home');
    await decide('L2-1', 'away');
    // Team 3 then beats Team 4 (who lost the first semi-final), and meets Team 2 in the
    // losers' final: played as a match, on its date, and Team 2 wins it.
    const losersFinal = tie(await decide('L3-1', 'home'), 'L4-1');
    expect(losersFinal).toMatchObject({
      home: { teamId: t3 },
      away: { teamId: t2 },
      match: { scheduledDate: ROUND_DATES[4] },
    });
    await playMatch(t, world, losersFinal?.match?.id ?? '', ['away', 'away', 'away', 'home']);

    // The grand final: Team 1 (unbeaten) at home to Team 2 (one loss). Team 2 wins it, so both
    // have lost once and the reset is played, on the grand final's date.
    const grandFinal = tie(await read(cup.id), 'GF');
    expect(grandFinal).toMatchObject({
      stage: 'final',
      home: { teamId: t1 },
      away: { teamId: t2 },
      match: { scheduledDate: ROUND_DATES[5] },
    });
    await playMatch(t, world, grandFinal?.match?.id ?? '', ['away', 'away', 'home', 'away']);
    const reset = await read(cup.id);
    expect(reset).toMatchObject({ state: 'published', winner: null });
    expect(reset.stages.at(-1)?.rounds.map((round) => round.name)).toEqual([
      'Grand final',
      'Grand final reset',
    ]);
    const decider = tie(reset, 'GF2');
    expect(decider).toMatchObject({
      stage: 'final',
      status: 'ready',
      home: { teamId: t1 },
      away: { teamId: t2 },
      match: { state: 'pre-match', scheduledDate: ROUND_DATES[5] },
    });

    // Team 1 wins the reset: the cup is won, Team 2 runner-up.
    await playMatch(t, world, decider?.match?.id ?? '', 'home');
    expect(await read(cup.id)).toMatchObject({
      state: 'finished',
      winner: { teamId: t1, name: 'Team 1' },
      runnerUp: { teamId: t2, name: 'Team 2' },
      plateWinner: null,
    });
  });

  it('ends a double elimination at the grand final when the unbeaten side wins it, with no reset', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const [t1, t2] = world.teams;
    const drawn = await drawnCup(admin, world, [t1, t2], { bracket: 'double-elimination' });
    expect(drawn.rounds.map((round) => round.name)).toEqual(["Winners' final", 'Grand final']);
    const cup = await post(`/api/competitions/${drawn.id}/publish`, admin, {
      roundDates: dates(2),
    });
    const decide = (id: string, winner: 'home' | 'away') =>
      post(`/api/competitions/${cup.id}/ties/${id}/decide`, admin, { winner, reason: 'Walkover' });
    await decide('W1-1', 'home');
    const done = await decide('GF', 'home');
    expect(done).toMatchObject({ state: 'finished', winner: { teamId: t1 } });
    expect(done.ties.map((one) => one.id)).toEqual(['W1-1', 'GF']);
    // A reset not played is not there to decide.
    await post(
      `/api/competitions/${cup.id}/ties/GF2/decide`,
      admin,
      { winner: 'home', reason: 'x' },
      404,
    );
  });

  it("plays a plate for the first round's losers, the cup finished once both finals are", async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const ids = await teams(world, admin, 3);
    const [t1, t2, , , t5, t6] = ids;
    const drawn = await drawnCup(admin, world, ids, { plate: true });
    expect(drawn).toMatchObject({ bracket: 'single-elimination', plate: true });
    // The plate's one round goes with the semi-finals: no date of its own.
    expect(drawn.rounds.map((round) => round.name)).toEqual([
      'Quarter-finals',
      'Semi-finals, Plate final',
      'Final',
    ]);
    expect(drawn.stages.map((stage) => stage.name)).toEqual(['Main draw', 'Plate']);
    const ROUND_DATES = dates(3);
    const cup = await post(`/api/competitions/${drawn.id}/publish`, admin, {
      roundDates: ROUND_DATES,
    });
    const decide = (id: string, winner: 'home' | 'away') =>
      post(`/api/competitions/${cup.id}/ties/${id}/decide`, admin, { winner, reason: 'Walkover' });
    await decide('W1-2', 'home');
    const quarters = await decide('W1-4', 'home');
    // The losers of the two quarter-finals played meet in the plate final, on the semi-finals' date.
    expect(tie(quarters, 'P1-1')).toMatchObject({
      stage: 'plate',
      status: 'ready',
      home: { teamId: t5 },
      away: { teamId: t6 },
      match: { scheduledDate: ROUND_DATES[1] },
    });
    await decide('W2-1', 'home');
    await decide('W2-2', 'home');
    // The cup has its winner, but is not finished while the plate is still to play.
    expect(await decide('W3-1', 'home')).toMatchObject({
      state: 'published',
      winner: { teamId: t1 },
      runnerUp: { teamId: t2 },
      plateWinner: null,
    });
    expect(await decide('P1-1', 'away')).toMatchObject({
      state: 'finished',
      plateWinner: { teamId: t6, name: 'Team 6' },
    });
    const roll = (
      await call(t, { method: 'GET', url: '/api/competitions/honours' })
    ).json<Honours>();
    expect(roll.items).toMatchObject([
      { name: 'Winter Cup', winner: { teamId: t1 }, plateWinner: { teamId: t6, name: 'Team 6' } },
    ]);
  });

  it('refuses a plate the cup cannot have', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const create = async (teamIds: string[], extra: object): Promise<unknown> =>
      (
        await call(
          t,
          {
            method: 'POST',
            url: '/api/competitions',
            cookie: admin,
            payload: { seasonId: world.seasonId, name: 'Cup', teamIds, ...extra },
          },
          422,
        )
      ).json();
    // Three teams play one first-round tie: its loser would be the plate alone.
    expect(await create(world.teams, { plate: true })).toMatchObject({
      error: { fields: { plate: 'With 3 teams only one first-round tie is played: no plate' } },
    });
    expect(await create(world.teams, { plate: true, bracket: 'double-elimination' })).toMatchObject(
      { error: { fields: { plate: 'A plate is for a single-elimination cup' } } },
    );
  });
});
