// Races over HTTP (docs/rules.md, Races; docs/api.md, PATCH /api/matches/:id/frames/:frameId/racks):
// a season whose format makes each pairing a race, scored rack by rack by either captain, stored
// and read back on both databases; the table and the player stats count pairings.
import type { StandingsRow } from '@cueleague/domain/compute-standings';
import type { Frame, Match } from '@cueleague/domain/entities';
import { customFormat } from '@cueleague/domain/match-format';
import type { RatedStatsRow } from '@cueleague/domain/player-rating';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import {
  adminCookie,
  call,
  confirmResult,
  createMatch,
  getMatch,
  lockLineups,
  startMatch,
  teamActorCookie,
} from '../test/match-driver.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

const RACE_TO_3 = customFormat(2, 1, 3);

describe.each(TEST_DATABASES)('races (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  /** A started race-to-3 match of two pairings, its one round's line-ups locked. */
  const raceUnderWay = async () => {
    const world = await setup();
    await call(t, {
      method: 'PATCH',
      url: `/api/seasons/${world.seasonId}`,
      cookie: await adminCookie(t, world),
      payload: { format: RACE_TO_3 },
    });
    const created = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    expect(created.format).toEqual(RACE_TO_3);
    await startMatch(t, world, created.id);
    const match = await lockLineups(t, world, created.id, 1);
    const home = await teamActorCookie(t, world, 't1');
    const away = await teamActorCookie(t, world, 't2');
    return { world, match, home, away };
  };

  const frameOf = (match: Match, frameNumber: number): Frame => {
    const frame = match.frames.find((candidate) => candidate.frameNumber === frameNumber);
    if (!frame) throw new Error(`No frame ${frameNumber}`);
    return frame;
  };

  const racks = (
    match: Match,
    frameNumber: number,
    cookie: string,
    body: { home: number; away: number; baseVersion?: number; mutationId?: string },
  ) => {
    const frame = frameOf(match, frameNumber);
    return t.request({
      method: 'PATCH',
      url: `/api/matches/${match.id}/frames/${frame.frameId}/racks`,
      cookie,
      payload: { baseVersion: frame.version, reason: 'Frame won', ...body },
    });
  };

  /** One accepted rack write; answers the match. */
  const rack = async (
    match: Match,
    frameNumber: number,
    cookie: string,
    home: number,
    away: number,
  ): Promise<Match> => {
    const response = await racks(match, frameNumber, cookie, { home, away });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Match>();
  };

  it('scores a race rack by rack from both captains; the pairing is won at the race', async () => {
    const { match: started, home, away } = await raceUnderWay();
    let match = await rack(started, 1, home, 1, 0);
    match = await rack(match, 1, away, 1, 1);
    match = await rack(match, 1, home, 2, 1);
    // Stored and read back: a race in play keeps its racks, with no result yet.
    const stored = frameOf(await getMatch(t, match.id), 1);
    expect(stored).toMatchObject({
      homeScore: 2,
      awayScore: 1,
      isComplete: false,
      state: 'unplayed',
    });
    expect(stored.winnerPlayerId).toBeNull();

    match = await rack(match, 1, away, 2, 2);
    match = await rack(match, 1, away, 2, 3);
    const won = frameOf(await getMatch(t, match.id), 1);
    expect(won).toMatchObject({ homeScore: 2, awayScore: 3, isComplete: true, state: 'resulted' });
    expect(won.winnerPlayerId).toBe(won.awayPlayerId);
    expect(await getMatch(t, match.id)).toMatchObject({ homeScore: 0, awayScore: 1 });
  });

  it('refuses racks past the race and a stale write, keeping what was saved', async () => {
    const { match: started, home, away } = await raceUnderWay();
    const match = await rack(started, 1, home, 1, 0);

    const tooMany = await racks(match, 1, home, { home: 4, away: 0 });
    expect(tooMany.statusCode).toBe(422);
    expect(
      tooMany.json<{ error: { fields: Record<string, string> } }>().error.fields.racks,
    ).toMatch(/race to 3/);
    const bothAtRace = await racks(match, 1, home, { home: 3, away: 3 });
    expect(bothAtRace.statusCode).toBe(422);
    const negative = await racks(match, 1, home, { home: -1, away: 0 });
    expect(negative.statusCode).toBe(422);

    // The away captain taps on the frame as it was before the home captain's rack.
    const stale = await racks(match, 1, away, { home: 0, away: 1, baseVersion: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: { frame: Frame } }>().error.frame).toMatchObject({
      homeScore: 1,
      awayScore: 0,
    });
    expect(frameOf(await getMatch(t, match.id), 1)).toMatchObject({ homeScore: 1, awayScore: 0 });
  });

  it('applies a repeated rack write once (the outbox sending again after a lost answer)', async () => {
    const { match, home } = await raceUnderWay();
    const body = { home: 1, away: 0, mutationId: 'rack-once-0001' };
    const first = await racks(match, 1, home, body);
    const again = await racks(match, 1, home, body);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(frameOf(await getMatch(t, match.id), 1)).toMatchObject({
      homeScore: 1,
      version: frameOf(match, 1).version + 1,
    });
  });

  it('is only for the two captains and the admin', async () => {
    const { world, match } = await raceUnderWay();
    const outsider = await teamActorCookie(t, world, 't3');
    expect((await racks(match, 1, outsider, { home: 1, away: 0 })).statusCode).toBe(403);
    const signedOut = await t.request({
      method: 'PATCH',
      url: `/api/matches/${match.id}/frames/${frameOf(match, 1).frameId}/racks`,
      payload: { home: 1, away: 0, baseVersion: 0, reason: 'Frame won' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('counts pairings in the table and the player stats, whatever the racks', async () => {
    const { world, match: started, home } = await raceUnderWay();
    // Pairing 1: home 3-2. Pairing 2: away 3-0.
    let match = started;
    for (const [h, a] of [
      [1, 0],
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 2],
    ] as const)
      match = await rack(match, 1, home, h, a);
    for (const a of [1, 2, 3]) match = await rack(match, 2, home, 0, a);
    await call(t, {
      method: 'POST',
      url: `/api/matches/${match.id}/lock-round`,
      cookie: home,
      payload: { round: 1 },
    });
    const done = await confirmResult(t, world, match.id);
    expect(done).toMatchObject({ state: 'completed', homeScore: 1, awayScore: 1 });

    const rows = (
      await call(t, { method: 'GET', url: `/api/standings?seasonId=${world.seasonId}` })
    ).json<{ items: StandingsRow[] }>().items;
    const t1 = rows.find((row) => row.teamId === 't1');
    expect(t1).toMatchObject({ played: 1, drawn: 1, framesWon: 1, framesLost: 1 });

    // Points per rack on top: home won 3 racks, away 5 (2 in the pairing it lost).
    await call(t, {
      method: 'PATCH',
      url: `/api/seasons/${world.seasonId}`,
      cookie: await adminCookie(t, world),
      payload: { pointsPerRack: 1 },
    });
    const racked = (
      await call(t, { method: 'GET', url: `/api/standings?seasonId=${world.seasonId}` })
    ).json<{ items: StandingsRow[] }>().items;
    expect(racked.slice(0, 2).map((row) => [row.teamId, row.points, row.framePoints])).toEqual([
      ['t2', 6, 5],
      ['t1', 4, 3],
    ]);

    const stats = (
      await call(t, { method: 'GET', url: `/api/stats/players?seasonId=${world.seasonId}` })
    ).json<{ items: RatedStatsRow[] }>().items;
    const winner = stats.find((row) => row.playerId === frameOf(done, 1).homePlayerId);
    expect(winner).toMatchObject({ framesPlayed: 1, framesWon: 1, framesLost: 0 });
  });

  it('leaves a one-frame season as it was: racks 1-0 are a win, 2-0 refused', async () => {
    const world = await setup();
    const created = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await startMatch(t, world, created.id);
    const match = await lockLineups(t, world, created.id, 1);
    const home = await teamActorCookie(t, world, 't1');
    expect((await racks(match, 1, home, { home: 2, away: 0 })).statusCode).toBe(422);
    const won = await rack(match, 1, home, 1, 0);
    expect(frameOf(won, 1)).toMatchObject({ homeScore: 1, awayScore: 0, isComplete: true });
  });
});
