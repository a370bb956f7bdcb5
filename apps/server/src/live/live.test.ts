import type { Match } from '@cueleague/domain/entities';
import { applyMatchDelta, type MatchDelta } from '@cueleague/domain/match-delta';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSpectator, type Spectator } from '../test/live-client.ts';
import {
  cookieFor,
  createMatch,
  getMatch,
  lockLineups,
  playMatch,
  scoreFrame,
  startMatch,
} from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('live updates (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  let baseUrl: string;
  const spectators: Spectator[] = [];

  const setUp = async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.db);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  };
  /** A long poll of /api/live/poll with this query. */
  const poll = (query: string) => t.request({ method: 'GET', url: `/api/live/poll?${query}` });
  const spectator = async () => {
    const s = await connectSpectator(baseUrl);
    spectators.push(s);
    return s;
  };

  afterEach(async () => {
    await Promise.all(spectators.splice(0).map((s) => s.close()));
    await t.close();
  });

  it('sends a snapshot on subscribe, then an event after each commit', async () => {
    await setUp();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const viewer = await spectator();
    viewer.subscribe(`match:${match.id}`);
    const snapshot = await viewer.waitFor((m) => m.type === 'snapshot');
    expect(snapshot).toMatchObject({
      topic: `match:${match.id}`,
      kind: 'match',
      match: { id: match.id, version: 0 },
    });

    await startMatch(t, world, match.id);
    await lockLineups(t, world, match.id, 1);
    const scored = await scoreFrame(t, world, match.id, `${match.id}-R1-F1`, 'home');
    const event = await viewer.waitFor((m) => m.type === 'event' && m.version === scored.version);
    // A frame result keeps the match in its lists: only what changed goes out.
    expect(event).toMatchObject({
      event: 'match.patched',
      topic: `match:${match.id}`,
      data: { id: match.id, from: scored.version - 1, version: scored.version, homeScore: 1 },
    });
    const delta = event.data as MatchDelta;
    expect(delta.frames?.map((frame) => frame.frameId)).toEqual([`${match.id}-R1-F1`]);
    const bytes = viewer.sizes[viewer.messages.indexOf(event)] ?? Infinity;
    expect(bytes).toBeLessThanOrEqual(600);
    // The snapshot, with every event applied in order, is the match as the API reads it.
    let copy = snapshot.match as Match;
    for (const message of viewer.messages.filter((m) => m.type === 'event')) {
      const next =
        message.event === 'match.patched'
          ? applyMatchDelta(copy, message.data as MatchDelta)
          : (message.data as Match);
      expect(next, `event ${message.event} v${message.version}`).not.toBeNull();
      copy = next as Match;
    }
    expect(copy).toEqual(await getMatch(t, match.id));
    // The whole match, for comparison, is ten times the size.
    expect(Buffer.byteLength(JSON.stringify(copy))).toBeGreaterThan(bytes * 5);
    // Every change arrived, in order, none twice.
    const versions = viewer.messages.filter((m) => m.type === 'event').map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions.at(-1)).toBe(scored.version);
    // Events go out as text frames (one encoded buffer for every subscriber).
    expect(viewer.messages.some((m) => m.type === 'binary-frame')).toBe(false);
  });

  it('puts a match on the live topic when it starts and tells when it ends', async () => {
    await setUp();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const viewer = await spectator();
    viewer.subscribe('live');
    expect(await viewer.waitFor((m) => m.type === 'snapshot')).toMatchObject({
      kind: 'live',
      matches: [],
    });
    await startMatch(t, world, match.id);
    await viewer.waitFor((m) => m.type === 'event' && (m.data as Match).state === 'in-progress');
    const done = await playMatch(t, world, match.id, 'home');
    const last = await viewer.waitFor(
      (m) => m.type === 'event' && (m.data as Match).state === 'completed',
    );
    expect(last.version).toBe(done.version);
  });

  it('replays exactly what a reconnecting client missed from its cursor', async () => {
    await setUp();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await startMatch(t, world, match.id);
    await lockLineups(t, world, match.id, 1);
    const first = await spectator();
    first.subscribe(`match:${match.id}`);
    const { cursor } = await first.waitFor((m) => m.type === 'snapshot');
    await first.close();
    // Two frames are scored while the client is away.
    await scoreFrame(t, world, match.id, `${match.id}-R1-F1`, 'home');
    const latest = await scoreFrame(t, world, match.id, `${match.id}-R1-F2`, 'away');
    const again = await spectator();
    again.subscribe(`match:${match.id}`, cursor);
    await again.waitFor((m) => m.type === 'event' && m.version === latest.version);
    const replayed = again.messages.filter((m) => m.type === 'event');
    expect(replayed).toHaveLength(2);
    // The replay is the same deltas, each following the one before.
    expect(replayed.map((m) => [m.event, (m.data as MatchDelta).from, m.version])).toEqual([
      ['match.patched', latest.version - 2, latest.version - 1],
      ['match.patched', latest.version - 1, latest.version],
    ]);
    expect(again.messages.some((m) => m.type === 'snapshot')).toBe(false);
  });

  it('answers a malformed message with an error and keeps the connection', async () => {
    await setUp();
    const viewer = await spectator();
    viewer.subscribe('everything');
    expect(await viewer.waitFor((m) => m.type === 'error')).toMatchObject({ type: 'error' });
    viewer.subscribe('live');
    await viewer.waitFor((m) => m.type === 'snapshot');
  });

  it('long-polls: a snapshot first, then the events after the cursor', async () => {
    await setUp();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const first = await poll(`topics=match:${match.id}&timeout=5`);
    expect(first.statusCode).toBe(200);
    const { cursor, snapshots } = first.json<{ cursor: number; snapshots: { match: Match }[] }>();
    expect(snapshots[0]?.match.id).toBe(match.id);
    // A poll that waits is answered as soon as something commits.
    const listening = t.app.ctx.live.subscriberCount;
    const waiting = poll(`topics=match:${match.id}&cursor=${cursor}&timeout=10`);
    await vi.waitFor(() => expect(t.app.ctx.live.subscriberCount).toBe(listening + 1));
    await startMatch(t, world, match.id);
    const next = await waiting;
    const body = next.json<{ cursor: number; events: { version: number; topic: string }[] }>();
    expect(body.events.length).toBeGreaterThan(0);
    expect(body.events[0]?.topic).toBe(`match:${match.id}`);
    expect(body.cursor).toBeGreaterThan(cursor);
  });

  it('long-polls an event once for each asked topic it concerns, as the socket would send it', async () => {
    await setUp();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const topics = `live,match:${match.id}`;
    const first = await poll(`topics=${topics}&timeout=5`);
    const { cursor } = first.json<{ cursor: number }>();
    // Starting the match puts it on the live list and changes the match: both topics hear of it.
    await startMatch(t, world, match.id);
    const next = await poll(`topics=${topics}&cursor=${cursor}&timeout=5`);
    const { events } = next.json<{ events: { seq: number; topic: string }[] }>();
    const started = events.find((event) => event.topic === 'live')?.seq;
    expect(started).toBeDefined();
    expect(events.filter((event) => event.seq === started).map((event) => event.topic)).toEqual([
      'live',
      `match:${match.id}`,
    ]);
  });

  it("finds a quiet topic's event behind thousands on other topics, by long poll and by resume", async () => {
    await setUp();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const first = await poll(`topics=match:${match.id}&timeout=5`);
    const { cursor } = first.json<{ cursor: number }>();
    // A busy evening elsewhere: 4,100 events on another match's topic.
    const noise = Array.from({ length: 4_100 }, () => ({
      topics: 'match:elsewhere,season:elsewhere',
      event: 'match.updated',
      version: 1,
      data: '{}',
      createdAt: new Date().toISOString(),
    }));
    for (let i = 0; i < noise.length; i += 500) {
      await t.db
        .insertInto('liveEvents')
        .values(noise.slice(i, i + 500))
        .execute();
    }
    const started = await startMatch(t, world, match.id);
    const polled = await poll(`topics=match:${match.id}&cursor=${cursor}&timeout=5`);
    const body = polled.json<{ cursor: number; events: { version: number }[] }>();
    expect(body.events.map((event) => event.version)).toContain(started.version);
    expect(body.cursor).toBeGreaterThan(cursor + 4_100);

    const resumed = await spectator();
    resumed.subscribe(`match:${match.id}`, cursor);
    await resumed.waitFor((m) => m.type === 'event' && m.version === started.version);
    expect(resumed.messages.some((m) => m.type === 'snapshot')).toBe(false);
  });

  it('starts from a snapshot when a cursor is beyond every event (kept across a restore)', async () => {
    await setUp();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const polled = await poll(`topics=match:${match.id}&cursor=999999&timeout=5`);
    const body = polled.json<{ cursor: number; snapshots?: { match: Match }[] }>();
    expect(body.snapshots?.[0]?.match.id).toBe(match.id);
    expect(body.cursor).toBeLessThan(999_999);

    const viewer = await spectator();
    viewer.subscribe(`match:${match.id}`, 999_999);
    expect(await viewer.waitFor((m) => m.type === 'snapshot')).toMatchObject({
      cursor: body.cursor,
    });
    // And events after it still arrive.
    const started = await startMatch(t, world, match.id);
    await viewer.waitFor((m) => m.type === 'event' && m.version === started.version);
  });

  it('long-polls the same deltas the socket sends, and the whole match when it changes lists', async () => {
    await setUp();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const topics = `live,match:${match.id}`;
    const { cursor } = (await poll(`topics=${topics}&timeout=5`)).json<{ cursor: number }>();
    const viewer = await spectator();
    viewer.subscribe(`match:${match.id}`, cursor);
    await startMatch(t, world, match.id);
    await lockLineups(t, world, match.id, 1);
    const scored = await scoreFrame(t, world, match.id, `${match.id}-R1-F1`, 'home');
    const polled = await poll(`topics=${topics}&cursor=${cursor}&timeout=5`);
    const { events } = polled.json<{
      events: { event: string; topic: string; version: number; data: unknown }[];
    }>();
    const started = events.find((event) => event.topic === 'live');
    // Starting moves the match onto the live list: the whole match, on both topics.
    expect(started).toMatchObject({ event: 'match.updated', data: { state: 'in-progress' } });
    expect((started?.data as Match).frames).toHaveLength(16);
    const frameEvents = events.filter((event) => event.version === scored.version);
    expect(frameEvents.map((event) => [event.topic, event.event])).toEqual([
      ['live', 'match.patched'],
      [`match:${match.id}`, 'match.patched'],
    ]);
    const socketEvent = await viewer.waitFor(
      (m) => m.type === 'event' && m.version === scored.version,
    );
    expect(frameEvents[1]?.data).toEqual(socketEvent.data);
  });

  it.each(['4', '31', 'x'])('refuses a long-poll timeout of %s seconds', async (timeout) => {
    await setUp();
    const response = await poll(`topics=live&cursor=0&timeout=${timeout}`);
    expect(response.statusCode).toBe(422);
    const { error } = response.json<{ error: { code: string; fields: Record<string, string> } }>();
    expect(error.code).toBe('validation_failed');
    expect(error.fields.timeout).toBeTypeOf('string');
  });

  it('sends the match row version in every event so clients can drop stale ones', async () => {
    await setUp();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const viewer = await spectator();
    viewer.subscribe(`season:${world.seasonId}`);
    await viewer.waitFor((m) => m.type === 'snapshot');
    const admin = await cookieFor(t, world, 'admin');
    await t.request({
      method: 'PATCH',
      url: `/api/matches/${match.id}`,
      cookie: admin,
      payload: { scheduledDate: '2026-10-14T18:30:00Z' },
    });
    const event = await viewer.waitFor((m) => m.type === 'event');
    expect(event.version).toBe((await getMatch(t, match.id)).version);
  });
});
