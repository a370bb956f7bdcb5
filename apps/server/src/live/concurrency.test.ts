import type { Match } from '@cueleague/domain/entities';
import { applyMatchDelta, type MatchDelta } from '@cueleague/domain/match-delta';
import { afterEach, describe, expect, it } from 'vitest';
import { connectSpectator } from '../test/live-client.ts';
import {
  cookieFor,
  createMatch,
  getMatch,
  lockLineups,
  playMatch,
  startMatch,
} from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

interface AuditItem {
  reason: string;
  mutationId: string | null;
}

describe.each(TEST_DATABASES)('concurrency and integrity (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  afterEach(async () => t.close());

  const inProgressMatch = async (): Promise<Match> => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.db);
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await startMatch(t, world, match.id);
    return lockLineups(t, world, match.id, 1);
  };

  const audit = async (matchId: string): Promise<AuditItem[]> =>
    (
      await t.request({
        method: 'GET',
        url: `/api/matches/${matchId}/audit`,
        cookie: await cookieFor(t, world, 'admin'),
      })
    ).json<{ items: AuditItem[] }>().items;

  const bothCaptains = () =>
    Promise.all([cookieFor(t, world, 'captain1'), cookieFor(t, world, 'captain2')]);

  it('two captains scoring the same frame at once: exactly one applies, the other gets the current frame', async () => {
    const match = await inProgressMatch();
    const frame = match.frames[0];
    if (!frame) throw new Error('no frame');
    const [home, away] = await bothCaptains();
    const send = (cookie: string, winnerPlayerId: string) =>
      t.request({
        method: 'PATCH',
        url: `/api/matches/${match.id}/frames/${frame.frameId}`,
        cookie,
        payload: { winnerPlayerId, baseVersion: frame.version, reason: 'frame_scored' },
      });
    const answers = await Promise.all([
      send(home, frame.homePlayerId),
      send(away, frame.awayPlayerId),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json<Match>();
    const loser = answers
      .find((answer) => answer.statusCode === 409)
      ?.json<{
        error: { code: string; frame: { version: number; winnerPlayerId: string } };
      }>();
    const stored = (await getMatch(t, match.id)).frames[0];
    expect(loser?.error.code).toBe('conflict');
    // The refused writer sees the frame as it now is, to show both values.
    expect(loser?.error.frame).toMatchObject({
      version: stored?.version,
      winnerPlayerId: stored?.winnerPlayerId,
    });
    expect(winner?.frames[0]?.winnerPlayerId).toBe(stored?.winnerPlayerId);
    expect((await audit(match.id)).filter((entry) => entry.reason === 'frame_scored')).toHaveLength(
      1,
    );
    // Different winners: both entries are kept on the match for both captains to settle.
    expect((await getMatch(t, match.id)).progress.conflicts).toHaveLength(1);
  });

  it('two captains entering a frame differently: both entries kept, seen by both, audited, and the round locked only once settled', async () => {
    const match = await inProgressMatch();
    const frame = match.frames[0];
    if (!frame) throw new Error('no frame');
    const [home, away] = await bothCaptains();
    const patch = (
      cookie: string,
      winnerPlayerId: string,
      baseVersion: number,
      id = frame.frameId,
    ) =>
      t.request({
        method: 'PATCH',
        url: `/api/matches/${match.id}/frames/${id}`,
        cookie,
        payload: { winnerPlayerId, baseVersion, reason: 'frame_scored' },
      });
    expect((await patch(home, frame.homePlayerId, frame.version)).statusCode).toBe(200);
    // The away captain, not having seen it, taps the other winner.
    const refused = await patch(away, frame.awayPlayerId, frame.version);
    expect(refused.statusCode).toBe(409);
    const conflict = {
      frameId: frame.frameId,
      entries: [
        { userId: world.users.captain1, side: 'home', winnerPlayerId: frame.homePlayerId },
        { userId: world.users.captain2, side: 'away', winnerPlayerId: frame.awayPlayerId },
      ],
    };
    expect(refused.json()).toMatchObject({
      error: { code: 'conflict', frame: { winnerPlayerId: frame.homePlayerId }, conflict },
    });
    // Any device of either captain reads it from the match.
    const read = await getMatch(t, match.id);
    expect(read.progress.conflicts).toMatchObject([conflict]);
    expect(read.frames[0]?.winnerPlayerId).toBe(frame.homePlayerId);
    const entries = await audit(match.id);
    expect(entries.map((entry) => entry.reason)).toContain('frame_conflict');

    // The rest of the round scored, the round cannot be locked while the frame is in question.
    let current = read;
    for (const other of current.frames.filter((each) => each.round === 1).slice(1)) {
      const answer = await patch(home, other.homePlayerId, other.version, other.frameId);
      expect(answer.statusCode).toBe(200);
      current = answer.json<Match>();
    }
    const lock = () =>
      t.request({
        method: 'POST',
        url: `/api/matches/${match.id}/lock-round`,
        cookie: home,
        payload: { round: 1 },
      });
    const early = await lock();
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: { message: string } }>().error.message).toBe(
      'The captains entered frame 1 differently: settle it before round 1 is locked.',
    );
    // The home captain takes the away captain's result: settled, and the round locks.
    const stands = current.frames[0];
    if (!stands) throw new Error('no frame');
    const settled = await patch(home, frame.awayPlayerId, stands.version);
    expect(settled.statusCode).toBe(200);
    expect(settled.json<Match>().progress.conflicts).toEqual([]);
    expect((await lock()).statusCode).toBe(200);
  });

  it('a whole-frames update from a stale copy is refused with the current frame and changes nothing', async () => {
    const seen = await inProgressMatch();
    const frame = seen.frames[0];
    if (!frame) throw new Error('no frame');
    const away = await cookieFor(t, world, 'captain2');
    const scored = await t.request({
      method: 'PATCH',
      url: `/api/matches/${seen.id}/frames/${frame.frameId}`,
      cookie: away,
      payload: { winnerPlayerId: frame.awayPlayerId, baseVersion: frame.version, reason: 'x' },
    });
    expect(scored.statusCode).toBe(200);
    // The home captain still holds the match as it was and sends all 16 frames back.
    const stale = await t.request({
      method: 'PUT',
      url: `/api/matches/${seen.id}/frames`,
      cookie: await cookieFor(t, world, 'captain1'),
      payload: {
        frames: seen.frames.map((candidate) =>
          candidate.frameId === frame.frameId || candidate.frameNumber === 2
            ? { ...candidate, winnerPlayerId: candidate.homePlayerId, isComplete: true }
            : candidate,
        ),
        reason: 'Scoresheet typed in',
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { frame: { frameId: frame.frameId, winnerPlayerId: frame.awayPlayerId } },
    });
    const after = await getMatch(t, seen.id);
    expect(after.frames.filter((candidate) => candidate.isComplete)).toHaveLength(1);
    expect(after.version).toBe(seen.version + 1);
  });

  it('100 parallel writes on one match lose nothing: versions rise by one each and all are audited', async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.db);
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const admin = await cookieFor(t, world, 'admin');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        t.request({
          method: 'PUT',
          url: `/api/matches/${match.id}/pre-match`,
          cookie: admin,
          payload: {
            side: index % 2 === 0 ? 'home' : 'away',
            availablePlayers: (index % 2 === 0 ? world.players[0] : world.players[1]).slice(
              0,
              1 + (index % 5),
            ),
            rosterConfirmed: false,
            reason: `update ${index}`,
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      Array.from({ length: 100 }, () => 200),
    );
    const versions = answers.map((answer) => answer.json<Match>().version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 100 }, (_, index) => match.version + index + 1));
    expect((await getMatch(t, match.id)).version).toBe(match.version + 100);
    expect(
      (await audit(match.id)).filter((entry) => entry.reason === 'pre_match_updated'),
    ).toHaveLength(100);
  });

  it('100 parallel frame writes from one base: one per frame applies, the rest are refused, none fails', async () => {
    const match = await inProgressMatch();
    const captain = await cookieFor(t, world, 'captain1');
    const round1 = match.frames.filter((frame) => frame.round === 1);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const frame = round1[index % 4];
        if (!frame) throw new Error('no frame');
        return t.request({
          method: 'PATCH',
          url: `/api/matches/${match.id}/frames/${frame.frameId}`,
          cookie: captain,
          payload: {
            winnerPlayerId: index % 3 === 0 ? frame.awayPlayerId : frame.homePlayerId,
            baseVersion: frame.version,
            reason: 'frame_scored',
          },
        });
      }),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(96);
    const stored = await getMatch(t, match.id);
    for (const frame of round1) {
      expect(stored.frames.find((candidate) => candidate.frameId === frame.frameId)?.version).toBe(
        frame.version + 1,
      );
    }
    expect(stored.version).toBe(match.version + 4);
    expect((await audit(match.id)).filter((entry) => entry.reason === 'frame_scored')).toHaveLength(
      4,
    );
  });

  it('the same mutationId sent 3 times is applied once and answered the same each time', async () => {
    const match = await inProgressMatch();
    const captain = await cookieFor(t, world, 'captain1');
    const frame = match.frames[0];
    if (!frame) throw new Error('no frame');
    const send = () =>
      t.request({
        method: 'PATCH',
        url: `/api/matches/${match.id}/frames/${frame.frameId}`,
        cookie: captain,
        payload: {
          winnerPlayerId: frame.homePlayerId,
          baseVersion: frame.version,
          reason: 'frame_scored',
          mutationId: 'a3c1f6f2-5e0b-4c43-9d1a-111111111111',
        },
      });
    const first = await send();
    const [second, third] = await Promise.all([send(), send()]);
    for (const answer of [first, second, third]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(first.json());
    }
    expect((await getMatch(t, match.id)).version).toBe(match.version + 1);
    const entries = (await audit(match.id)).filter(
      (entry) => entry.mutationId === 'a3c1f6f2-5e0b-4c43-9d1a-111111111111',
    );
    expect(entries).toHaveLength(1);
  });

  it('a scripted two-captain match start to finish: a spectator socket sees every change', async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.db);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const spectator = await connectSpectator(baseUrl);
    try {
      spectator.subscribe(`match:${match.id}`);
      const snapshot = await spectator.waitFor((message) => message.type === 'snapshot');
      const final = await playMatch(t, world, match.id, [
        'home',
        'away',
        'home',
        'away',
        'home',
        'home',
        'away',
        'away',
        'home',
        'home',
        'home',
        'away',
        'away',
        'home',
        'away',
        'home',
      ]);
      expect(final).toMatchObject({ state: 'completed', homeScore: 9, awayScore: 7 });
      await spectator.waitFor(
        (message) => message.type === 'event' && message.version === final.version,
      );
      const versions = spectator.messages
        .filter((message) => message.type === 'event')
        .map((message) => message.version);
      // One event per committed change, in order, none lost: consecutive versions.
      const start = (snapshot.match as Match).version;
      expect(versions).toEqual(
        Array.from({ length: final.version - start }, (_, index) => start + index + 1),
      );
      // The snapshot with every event applied in order (a delta to the version it follows, the
      // whole match when it changes lists) is the final match.
      let copy = snapshot.match as Match;
      for (const message of spectator.messages.filter((m) => m.type === 'event')) {
        const next =
          message.event === 'match.patched'
            ? applyMatchDelta(copy, message.data as MatchDelta)
            : (message.data as Match);
        expect(next).not.toBeNull();
        copy = next as Match;
      }
      expect(copy).toEqual(final);
      expect(copy.frames.filter((frame) => frame.isComplete)).toHaveLength(16);
    } finally {
      await spectator.close();
    }
  });
});
