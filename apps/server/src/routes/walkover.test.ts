// POST /api/matches/:id/walkover and /void (docs/api.md, Match actions): a match one side did not
// turn up for, or that neither side played, recorded by the admin and shown as such in the table;
// walkover frames never count for players.
import type { StandingsRow } from '@cueleague/domain/compute-standings';
import type { Competition } from '@cueleague/domain/competitions/records';
import type { Match } from '@cueleague/domain/entities';
import type { RatedStatsRow } from '@cueleague/domain/player-rating';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import {
  adminCookie,
  call,
  cookieFor,
  createMatch,
  getMatch,
  playMatch,
  startMatch,
} from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { postAs } from '../test/cup-driver.ts';

describe.each(TEST_DATABASES)('walkovers and void matches (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const post = (matchId: string, action: string, cookie: string | undefined, payload: object) =>
    t.request({
      method: 'POST',
      url: `/api/matches/${matchId}/${action}`,
      ...(cookie ? { cookie } : {}),
      payload,
    });

  const standings = async (world: World) =>
    (await call(t, { method: 'GET', url: `/api/standings?seasonId=${world.seasonId}` })).json<{
      items: StandingsRow[];
    }>().items;
  const line = (rows: StandingsRow[], teamId: string) => {
    const row = rows.find((candidate) => candidate.teamId === teamId);
    return (
      row &&
      `P${row.played} W${row.won} L${row.lost} ${row.framesWon}-${row.framesLost} ${row.points}pts`
    );
  };
  const playerStats = async (world: World) =>
    (await call(t, { method: 'GET', url: `/api/stats/players?seasonId=${world.seasonId}` })).json<{
      items: RatedStatsRow[];
    }>().items;

  const unplayedMatch = async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    return { world, admin, match };
  };

  it('records a points walkover: a win for the side present in the table, no frames', async () => {
    const { world, admin, match } = await unplayedMatch();
    const response = await post(match.id, 'walkover', admin, {
      winner: 'away',
      rule: 'points',
      reason: 'The home team did not turn up',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Match>()).toMatchObject({
      state: 'completed',
      homeScore: 0,
      awayScore: 0,
      progress: {
        walkover: { winner: 'away', rule: 'points', reason: 'The home team did not turn up' },
      },
    });
    expect((await getMatch(t, match.id)).progress.walkover?.rule).toBe('points');
    const rows = await standings(world);
    expect(line(rows, 't2')).toBe('P1 W1 L0 0-0 2pts');
    expect(line(rows, 't1')).toBe('P1 W0 L1 0-0 0pts');
    const audit = (
      await call(t, { method: 'GET', url: `/api/matches/${match.id}/audit`, cookie: admin })
    ).json<{ items: { reason: string; note: string | null }[] }>();
    expect(audit.items.at(-1)).toMatchObject({
      reason: 'walkover_recorded',
      note: 'The home team did not turn up',
    });
    // The season's fixtures CSV says what its 0-0 is, in a column only such a season has.
    const fixtures = (
      await call(t, {
        method: 'GET',
        url: `/api/seasons/${world.seasonId}/export/fixtures.csv`,
        cookie: admin,
      })
    ).body.split('\r\n');
    expect(fixtures[0]).toBe('Match id,Date (UTC),Home,Away,State,Home frames,Away frames,Note');
    const row = fixtures.find((csvLine) => csvLine.startsWith(`${match.id},`));
    expect(row).toMatch(/,completed,0,0,Walkover: .+ \(no frames\)$/);
  });

  it('records a frames walkover: every frame to the side present, none to any player', async () => {
    const { world, admin, match } = await unplayedMatch();
    // A match t1 really played first, so its players have stats and ratings to keep.
    const played = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't3' });
    await playMatch(t, world, played.id, 'home');
    const before = await playerStats(world);
    const response = await post(match.id, 'walkover', admin, {
      winner: 'home',
      rule: 'frames',
      reason: 'The away team had no players',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Match>()).toMatchObject({
      state: 'completed',
      homeScore: 16,
      awayScore: 0,
    });
    const rows = await standings(world);
    expect(line(rows, 't1')).toBe('P2 W2 L0 32-0 4pts');
    expect(line(rows, 't2')).toBe('P1 W0 L1 0-16 0pts');
    expect(await playerStats(world)).toEqual(before);
  });

  it('records a walkover on a postponed match', async () => {
    const { world, admin, match } = await unplayedMatch();
    await call(t, { method: 'POST', url: `/api/matches/${match.id}/postpone`, cookie: admin });
    const response = await post(match.id, 'walkover', admin, {
      winner: 'home',
      rule: 'points',
      reason: 'Never rearranged',
    });
    expect(response.statusCode).toBe(200);
    expect(line(await standings(world), 't1')).toBe('P1 W1 L0 0-0 2pts');
  });

  it("decides a cup tie for the walkover's winner, with no frames too", async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const [t1, t2] = world.teams;
    const cup = await postAs(
      t,
      '/api/competitions',
      admin,
      {
        seasonId: world.seasonId,
        name: 'Winter Cup',
        teamIds: [t1, t2],
        format: { roundsPerMatch: 1, framesPerRound: 4, positionsPerTeam: 4, name: 'Cup 1x4' },
      },
      201,
    );
    await postAs(t, `/api/competitions/${cup.id}/draw`, admin, {
      method: 'manual',
      order: [t1, t2],
    });
    const published = await postAs(t, `/api/competitions/${cup.id}/publish`, admin, {
      roundDates: ['2026-10-01T19:30:00.000Z'],
    });
    const final = published.ties[0]?.match;
    if (!final) throw new Error('The final has no match');
    const response = await post(final.id, 'walkover', admin, {
      winner: 'away',
      rule: 'points',
      reason: 'No-show',
    });
    expect(response.statusCode).toBe(200);
    const after = (
      await call(t, { method: 'GET', url: `/api/competitions/${cup.id}` })
    ).json<Competition>();
    expect(after).toMatchObject({ state: 'finished', winner: { teamId: t2 } });
  });

  it('voids a match: cancelled, marked void, counting for nothing', async () => {
    const { world, admin, match } = await unplayedMatch();
    const response = await post(match.id, 'void', admin, { reason: 'Neither team turned up' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Match>()).toMatchObject({
      state: 'cancelled',
      progress: { void: { reason: 'Neither team turned up' } },
    });
    const rows = await standings(world);
    expect(line(rows, 't1')).toBe('P0 W0 L0 0-0 0pts');
    expect(line(rows, 't2')).toBe('P0 W0 L0 0-0 0pts');
  });

  it('refuses both once the match has started, completed or been cancelled', async () => {
    const { world, admin, match } = await unplayedMatch();
    const walkover = { winner: 'home', rule: 'points', reason: 'No-show' };
    await startMatch(t, world, match.id);
    for (const [action, payload] of [
      ['walkover', walkover],
      ['void', { reason: 'No-show' }],
    ] as const) {
      const refused = await post(match.id, action, admin, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error: { message: 'Not allowed: the match is in progress.' },
      });
    }
    const other = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
    expect((await post(other.id, 'walkover', admin, walkover)).statusCode).toBe(200);
    expect((await post(other.id, 'walkover', admin, walkover)).statusCode).toBe(409);
    expect((await post(other.id, 'void', admin, { reason: 'x' })).statusCode).toBe(409);
    const third = await createMatch(t, world, { homeTeamId: 't3', awayTeamId: 't1' });
    expect((await post(third.id, 'void', admin, { reason: 'No-show' })).statusCode).toBe(200);
    expect((await post(third.id, 'walkover', admin, walkover)).statusCode).toBe(409);
  });

  it('refuses anyone but an admin, and leaves the match as it was', async () => {
    const { world, match } = await unplayedMatch();
    const captain = await cookieFor(t, world, 'captain1');
    const walkover = { winner: 'home', rule: 'frames', reason: 'No-show' };
    expect((await post(match.id, 'walkover', captain, walkover)).statusCode).toBe(403);
    expect((await post(match.id, 'void', captain, { reason: 'No-show' })).statusCode).toBe(403);
    expect((await post(match.id, 'walkover', undefined, walkover)).statusCode).toBe(401);
    expect((await getMatch(t, match.id)).state).toBe('pre-match');
  });

  it('says what is missing in words', async () => {
    const { admin, match } = await unplayedMatch();
    const response = await post(match.id, 'walkover', admin, { reason: ' ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: {
        fields: {
          winner: 'Say which side turned up: home or away',
          rule: 'Choose the walkover rule: frames (every frame to the side present) or points',
          reason: 'Say why',
        },
      },
    });
    const voided = await post(match.id, 'void', admin, {});
    expect(voided.statusCode).toBe(422);
    expect(voided.json()).toMatchObject({ error: { fields: { reason: 'Reason is required.' } } });
  });
});
