// Matches through the API, checked against the database: deleting them, the frames a new match
// is given, a team's match list and the audit trail of scoring and fixture changes.
import type { Frame, Match } from '@cueleague/domain/entities';
import { FORMAT_PRESETS } from '@cueleague/domain/match-format';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { fixture, framesOf, seasonRows, secondSeason } from '../test/league-api.ts';
import {
  adminCookie,
  call,
  createMatch,
  getMatch,
  lockLineups,
  playMatch,
  scoreFrame,
  startMatch,
  winnersFor,
} from '../test/match-driver.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

interface AuditItem {
  reason: string;
  note: string | null;
  actorUserId: string;
  at: string;
  before: { state: string; homeScore: number; frames: Frame[] };
  after: { state: string; homeScore: number; frames: Frame[]; extra?: unknown };
}

describe.each(TEST_DATABASES)('matches through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  describe('deleting matches', () => {
    it('batch-deletes only the pre-match matches of the season and says how many', async () => {
      const world = await setup();
      const other = await secondSeason(t, world);
      const pre1 = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      const pre2 = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
      const running = await createMatch(t, world, { homeTeamId: 't3', awayTeamId: 't1' });
      const done = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't3' });
      await startMatch(t, world, running.id);
      await playMatch(t, world, done.id, 'away');

      const response = await t.request({
        method: 'DELETE',
        url: `/api/matches?seasonId=${world.seasonId}&state=pre-match`,
        cookie: await adminCookie(t, world),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: 2 });
      expect((await seasonRows(t, world.seasonId)).matches).toEqual([running.id, done.id].sort());
      expect(await framesOf(t, pre1.id)).toHaveLength(0);
      expect(await framesOf(t, pre2.id)).toHaveLength(0);
      expect(await framesOf(t, running.id)).toHaveLength(16);
      expect(await framesOf(t, done.id)).toHaveLength(16);
      expect((await seasonRows(t, other.seasonId)).matches).toEqual([other.matchId]);
    });

    it('DELETE /api/matches/:id refuses a played match (409) and deletes an unplayed one', async () => {
      const world = await setup();
      const admin = await adminCookie(t, world);
      // The admin's DELETE, insisting on its status.
      const deleteMatch = (id: string, status: number) =>
        call(t, { method: 'DELETE', url: `/api/matches/${id}`, cookie: admin }, status);
      const played = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      const unplayed = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
      await startMatch(t, world, played.id);

      await deleteMatch(played.id, 409);
      expect(await framesOf(t, played.id)).toHaveLength(16);
      expect((await getMatch(t, played.id)).state).toBe('in-progress');

      await playMatch(t, world, played.id, 'home');
      await deleteMatch(played.id, 409);
      expect(await framesOf(t, played.id)).toHaveLength(16);

      await deleteMatch(unplayed.id, 204);
      expect(
        await t.db.selectFrom('matches').select('id').where('id', '=', unplayed.id).execute(),
      ).toEqual([]);
      expect(await framesOf(t, unplayed.id)).toHaveLength(0);
    });
  });

  describe('creating a match', () => {
    const expectLayout = (
      matchId: string,
      frames: readonly Pick<
        Frame,
        'frameId' | 'round' | 'frameNumber' | 'homePosition' | 'awayPosition' | 'breakerSide'
      >[],
    ) => {
      expect(frames).toHaveLength(16);
      for (let round = 1; round <= 4; round++) {
        for (let frameNumber = 1; frameNumber <= 4; frameNumber++) {
          const frame = frames.find(
            (candidate) => candidate.round === round && candidate.frameNumber === frameNumber,
          );
          expect(frame).toMatchObject({
            frameId: `${matchId}-R${round}-F${frameNumber}`,
            homePosition: 'ABCD'[(frameNumber - 1) % 4],
            awayPosition: ((frameNumber - 1 + round - 1) % 4) + 1,
            breakerSide: frameNumber % 2 === 1 ? 'home' : 'away',
          });
        }
      }
    };

    it('fills in the 16 frames when none are given', async () => {
      const world = await setup();
      const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      expect(match).toMatchObject({
        seasonId: world.seasonId,
        state: 'pre-match',
        venueId: world.venueId,
        version: 0,
        homeScore: 0,
        awayScore: 0,
        format: { roundsPerMatch: 4, framesPerRound: 4, positionsPerTeam: 4, name: '4v4 Standard' },
        preMatchState: {
          homeRosterConfirmed: false,
          awayRosterConfirmed: false,
          homeAvailablePlayers: [],
          awayAvailablePlayers: [],
        },
      });
      expectLayout(match.id, match.frames);
      for (const frame of match.frames) {
        expect(frame).toMatchObject({
          matchId: match.id,
          seasonId: world.seasonId,
          homePlayerId: 'vacant',
          awayPlayerId: 'vacant',
          winnerPlayerId: null,
          homeScore: 0,
          awayScore: 0,
          isComplete: false,
          state: 'unplayed',
        });
      }
      const rows = await framesOf(t, match.id);
      expectLayout(
        match.id,
        rows.map((row) => ({
          ...row,
          homePosition: row.homePosition as Frame['homePosition'],
          awayPosition: row.awayPosition as Frame['awayPosition'],
          breakerSide: row.breakerSide as Frame['breakerSide'],
        })),
      );
      expect((await getMatch(t, match.id)).frames).toHaveLength(16);
    });

    it('completes partial frames and keeps a valid supplied frame', async () => {
      const world = await setup();
      const match = await createMatch(t, world, {
        homeTeamId: 't1',
        awayTeamId: 't2',
        frames: [
          {
            frameId: 'made-up-id',
            round: 2,
            frameNumber: 3,
            homePosition: 'A',
            homePlayerId: 't1-p3',
            awayPlayerId: 't2-p4',
          },
          { round: 7, frameNumber: 1, homePlayerId: 't1-p1' },
          'not a frame',
        ],
      });
      expectLayout(match.id, match.frames);
      const kept = match.frames.find((frame) => frame.frameId === `${match.id}-R2-F3`);
      expect(kept).toMatchObject({
        homePlayerId: 't1-p3',
        awayPlayerId: 't2-p4',
        homePosition: 'C',
        awayPosition: 4,
      });
      expect(match.frames.filter((frame) => frame.homePlayerId !== 'vacant')).toHaveLength(1);
      const row = (await framesOf(t, match.id)).find(
        (frame) => frame.frameId === `${match.id}-R2-F3`,
      );
      expect(row).toMatchObject({
        homePlayerId: 't1-p3',
        awayPlayerId: 't2-p4',
        homePosition: 'C',
      });
      expect(
        await t.db
          .selectFrom('frames')
          .select('frameId')
          .where('frameId', '=', 'made-up-id')
          .execute(),
      ).toEqual([]);
    });

    it('plays a 5v5 match in its own format: 25 frames, five positions, round 6 refused', async () => {
      const world = await setup();
      const fiveVFive = FORMAT_PRESETS.find((format) => format.name === '5v5');
      // The season plays 5v5: its matches are made in its format.
      await call(t, {
        method: 'PATCH',
        url: `/api/seasons/${world.seasonId}`,
        cookie: await adminCookie(t, world),
        payload: { format: fiveVFive },
      });
      const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      expect(match.format).toEqual(fiveVFive);
      expect(match.frames).toHaveLength(25);
      expect(match.frames[24]).toMatchObject({
        frameId: `${match.id}-R5-F5`,
        homePosition: 'E',
        awayPosition: 4,
      });
      expect(match.progress.lineupLocked.home).toHaveLength(5);
      expect(await framesOf(t, match.id)).toHaveLength(25);
      await startMatch(t, world, match.id);
      const admin = await adminCookie(t, world);
      const four = await t.request({
        method: 'PUT',
        url: `/api/matches/${match.id}/lineup`,
        cookie: admin,
        payload: { side: 'home', round: 1, positions: world.players[0].slice(0, 4), locked: true },
      });
      expect(four.statusCode).toBe(422);
      expect(four.json<{ error: { message: string } }>().error.message).toBe('Give 5 positions.');
      const roundSix = await t.request({
        method: 'PATCH',
        url: `/api/matches/${match.id}/frames/${match.id}-R6-F1`,
        cookie: admin,
        payload: { winnerPlayerId: world.players[0][0], baseVersion: 0, reason: 'Frame won' },
      });
      expect(roundSix.statusCode).toBe(404);
      const done = await playMatch(t, world, match.id, winnersFor(13, fiveVFive));
      expect(done).toMatchObject({ state: 'completed', homeScore: 13, awayScore: 12 });
    });
  });

  it('GET /api/matches?teamId= merges home and away matches, newest first, without duplicates', async () => {
    const world = await setup();
    const a = await fixture(t, world, 't1 v t2', '2026-10-07T18:30:00.000Z');
    const b = await fixture(t, world, 't3 v t1', '2026-10-14T18:30:00.000Z');
    await fixture(t, world, 't2 v t3', '2026-10-21T18:30:00.000Z');
    const d = await fixture(t, world, 't1 v t3', '2026-09-30T18:30:00+01:00');
    const e = await fixture(t, world, 't2 v t1', '2026-11-04T19:30:00.000Z');
    for (const url of [
      '/api/matches?teamId=t1',
      `/api/matches?teamId=t1&seasonId=${world.seasonId}`,
    ]) {
      const items = (await call(t, { method: 'GET', url })).json<{ items: Match[] }>().items;
      expect(items.map((match) => match.id)).toEqual([e.id, b.id, a.id, d.id]);
      expect(new Set(items.map((match) => match.id)).size).toBe(items.length);
      expect(items.every((match) => match.frames.length === 16)).toBe(true);
    }
    expect(d.scheduledDate).toBe('2026-09-30T17:30:00.000Z');
    const all = (
      await call(t, { method: 'GET', url: `/api/matches?seasonId=${world.seasonId}` })
    ).json<{ items: Match[] }>();
    expect(all.items).toHaveLength(5);
  });

  it('the audit trail of a scored frame has the reason, who, when, before and after', async () => {
    const world = await setup();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await startMatch(t, world, match.id);
    await lockLineups(t, world, match.id, 1);
    const frameId = `${match.id}-R1-F2`;
    await scoreFrame(t, world, match.id, frameId, 'away', 'Won on the black');

    const response = await t.request({
      method: 'GET',
      url: `/api/matches/${match.id}/audit`,
      cookie: await adminCookie(t, world),
    });
    expect(response.statusCode).toBe(200);
    const items = response.json<{ items: AuditItem[] }>().items;
    expect(items.map((item) => item.reason).sort()).toEqual([
      'frame_scored',
      'lineup_set',
      'lineup_set',
      'match_created',
      'match_started',
      'pre_match_updated',
      'pre_match_updated',
    ]);
    const scored = items.find((item) => item.reason === 'frame_scored');
    expect(scored).toMatchObject({
      reason: 'frame_scored',
      note: 'Won on the black',
      actorUserId: world.users.captain1,
    });
    expect(Number.isNaN(Date.parse(scored?.at ?? ''))).toBe(false);
    expect(scored?.before.frames).toEqual([
      expect.objectContaining({ frameId, winnerPlayerId: null, state: 'unplayed', awayScore: 0 }),
    ]);
    expect(scored?.after.frames).toEqual([
      expect.objectContaining({
        frameId,
        winnerPlayerId: 't2-p2',
        state: 'resulted',
        awayScore: 1,
        isComplete: true,
        scoredBy: world.users.captain1,
      }),
    ]);
    expect(scored?.before).toMatchObject({ state: 'in-progress' });
    expect(scored?.after).toMatchObject({ state: 'in-progress' });
    const frame = (await getMatch(t, match.id)).frames.find(
      (candidate) => candidate.frameId === frameId,
    );
    expect(frame).toMatchObject({
      winnerPlayerId: 't2-p2',
      awayPlayerId: 't2-p2',
      homePlayerId: 't1-p2',
    });
    const auditRows = await t.db
      .selectFrom('auditLog')
      .select(['reason', 'actorUserId'])
      .where('matchId', '=', match.id)
      .execute();
    expect(auditRows).toHaveLength(7);
  });

  it('fixture changes are audited: created, moved, its venue deleted, deleted', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const match = await createMatch(t, world, {
      homeTeamId: 't1',
      awayTeamId: 't2',
      venueId: world.venueId,
    });
    await call(t, {
      method: 'PATCH',
      url: `/api/matches/${match.id}`,
      cookie: admin,
      payload: { scheduledDate: '2026-10-14T18:30:00.000Z' },
    });
    await call(t, { method: 'DELETE', url: `/api/venues/${world.venueId}`, cookie: admin }, 204);
    // Deleting the venue is a change to the match like any other: a new version.
    const moved = await getMatch(t, match.id);
    expect(moved).toMatchObject({ venueId: null, version: match.version + 2 });
    await call(t, { method: 'DELETE', url: `/api/matches/${match.id}`, cookie: admin }, 204);

    const entries = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('matchId', '=', match.id)
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.reason)).toEqual([
      'match_created',
      'match_updated',
      'match_updated',
      'match_deleted',
    ]);
    expect(entries.every((entry) => entry.actorUserId === world.users.admin)).toBe(true);
    const [created, rescheduled, venueGone, deleted] = entries.map((entry) => ({
      note: entry.note,
      before: JSON.parse(entry.before) as { venueId?: string | null; scheduledDate?: string },
      after: JSON.parse(entry.after) as { venueId?: string | null; scheduledDate?: string },
    }));
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({ homeTeamId: 't1', venueId: world.venueId });
    expect(rescheduled?.after.scheduledDate).toBe('2026-10-14T18:30:00.000Z');
    expect(venueGone).toMatchObject({
      before: { venueId: world.venueId },
      after: { venueId: null },
    });
    expect(venueGone?.note).toContain('deleted');
    expect(deleted?.before).toMatchObject({ homeTeamId: 't1', awayTeamId: 't2' });
    expect(deleted?.after).toBeNull();
  });

  it('a whole-frames update keeps its extra data in its audit entry', async () => {
    const world = await setup();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await startMatch(t, world, match.id);
    const ready = await lockLineups(t, world, match.id, 1);
    const admin = await adminCookie(t, world);
    const response = await t.request({
      method: 'PUT',
      url: `/api/matches/${match.id}/frames`,
      cookie: admin,
      payload: {
        frames: ready.frames.map((frame) =>
          frame.round === 1
            ? { ...frame, winnerPlayerId: frame.homePlayerId, isComplete: true }
            : frame,
        ),
        reason: 'Typed in from the paper score sheet',
        extra: { scoreSheet: 'photo-17.jpg' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Match>().homeScore).toBe(4);
    const items = (
      await t.request({ method: 'GET', url: `/api/matches/${match.id}/audit`, cookie: admin })
    ).json<{ items: AuditItem[] }>().items;
    const replaced = items.find((item) => item.reason === 'frames_replaced');
    expect(replaced?.note).toBe('Typed in from the paper score sheet');
    expect(replaced?.after.extra).toEqual({ scoreSheet: 'photo-17.jpg' });
    expect(replaced?.after.frames).toHaveLength(4);
  });
});
