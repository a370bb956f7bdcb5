import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_CHANNEL } from '../live/live-hub.ts';
import { afterCommittedNotifications } from '../test/live-channel.ts';
import {
  cookieFor,
  createMatch,
  lockLineups,
  playMatch,
  scoreFrame,
  startMatch,
} from '../test/match-driver.ts';
import { buildTestApp, PASSWORD, seedWorld, type TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('cached public reads (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('serves a repeated read from the cache and drops it when anything changes', async () => {
    t = await buildTestApp(kind);
    const world = await seedWorld(t.db);
    const first = await t.request({ method: 'GET', url: '/api/teams?seasonId=s1' });
    const second = await t.request({ method: 'GET', url: '/api/teams?seasonId=s1' });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    // Cached answers still carry the security headers.
    expect(second.headers['x-content-type-options']).toBe('nosniff');

    const admin = await cookieFor(t, world, 'admin');
    const renamed = await t.request({
      method: 'PATCH',
      url: '/api/teams/t1',
      cookie: admin,
      payload: { name: 'The Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: '/api/teams?seasonId=s1' });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.body).toContain('The Renamed');
  });

  it('shows a completed result in the standings at once, even after a cached read', async () => {
    t = await buildTestApp(kind);
    const world = await seedWorld(t.db);
    const before = await t.request({ method: 'GET', url: '/api/standings' });
    await t.request({ method: 'GET', url: '/api/standings' });
    expect(
      before.json<{ items: { points: number }[] }>().items.every((row) => row.points === 0),
    ).toBe(true);
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await playMatch(t, world, match.id, 'home');
    const after = await t.request({ method: 'GET', url: '/api/standings' });
    expect(after.headers['x-cache']).toBeUndefined();
    const leader = after.json<{ items: { teamId: string; points: number }[] }>().items[0];
    expect(leader).toMatchObject({ teamId: 't1', points: 2 });
  });

  it('a frame write drops the cached reads once, before its answer', async () => {
    t = await buildTestApp(kind);
    const world = await seedWorld(t.db);
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await startMatch(t, world, match.id);
    await lockLineups(t, world, match.id, 1);
    await t.request({ method: 'GET', url: `/api/matches/${match.id}` });
    const before = t.app.ctx.responses.generation;
    const scored = await scoreFrame(t, world, match.id, `${match.id}-R1-F1`, 'home');
    expect(scored.homeScore).toBe(1);
    // On PostgreSQL its own NOTIFY comes back too, and must not drop them a second time.
    expect(await afterCommittedNotifications(t, () => t.app.ctx.responses.generation)).toBe(
      before + 1,
    );
    const read = await t.request({ method: 'GET', url: `/api/matches/${match.id}` });
    expect(read.json<{ homeScore: number }>().homeScore).toBe(1);
  });

  it('keeps the cached reads through writes no public read shows, and drops them for one it does', async () => {
    t = await buildTestApp(kind);
    const world = await seedWorld(t.db);
    const admin = await cookieFor(t, world, 'admin');
    const standings = () => t.request({ method: 'GET', url: '/api/standings' });
    // Cached once whatever the start-up announced has been heard.
    await afterCommittedNotifications(t, () => undefined);
    await standings();
    expect((await standings()).headers['x-cache']).toBe('hit');
    const before = t.app.ctx.responses.generation;
    const kept = async (what: string, response: { statusCode: number; body: string }) => {
      expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
      // On PostgreSQL, once this process has heard its own NOTIFY too.
      expect(await afterCommittedNotifications(t, () => t.app.ctx.responses.generation), what).toBe(
        before,
      );
      expect((await standings()).headers['x-cache'], what).toBe('hit');
    };
    await kept(
      'a sign-in',
      await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: world.emails.captain1, password: PASSWORD },
      }),
    );
    await kept(
      'a fixture preview',
      await t.request({
        method: 'POST',
        url: '/api/schedule/round-robin?dryRun=true',
        cookie: admin,
        payload: {
          seasonId: world.seasonId,
          startDate: '2027-01-05',
          weekday: 2,
          time: '19:30',
        },
      }),
    );
    await kept(
      "one's notifications read",
      await t.request({ method: 'POST', url: '/api/notifications/read', cookie: admin }),
    );
    await kept(
      'a fee recorded',
      await t.request({
        method: 'POST',
        url: '/api/ledger/entries',
        cookie: admin,
        payload: { kind: 'charge', teamId: 't1', category: 'fine', amount: 500, on: '2026-10-01' },
      }),
    );

    if (kind === 'postgres') {
      // Another process's private change is read for its events and keeps this one's cache; its
      // public change drops it.
      const notify = (payload: string) =>
        sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(t.db);
      await notify('another-process:private');
      expect(await afterCommittedNotifications(t, () => t.app.ctx.responses.generation)).toBe(
        before,
      );
      await notify('another-process');
      expect(await afterCommittedNotifications(t, () => t.app.ctx.responses.generation)).toBe(
        before + 1,
      );
      await standings();
    }

    // A points adjustment is in the table: that write drops them.
    const penalty = await t.request({
      method: 'POST',
      url: '/api/adjustments',
      cookie: admin,
      payload: { teamId: 't1', points: -2, reason: 'Late result' },
    });
    expect(penalty.statusCode).toBe(201);
    const after = await standings();
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json<{ items: { teamId: string; adjustment: number }[] }>().items).toContainEqual(
      expect.objectContaining({ teamId: 't1', adjustment: -2 }),
    );
  });

  it('answers gzipped, compressed once, to clients that accept it, and plain to the others', async () => {
    t = await buildTestApp(kind);
    const world = await seedWorld(t.db);
    await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const url = '/api/matches?seasonId=s1';
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    // On PostgreSQL a NOTIFY still on its way would clear the cache between the two reads.
    await afterCommittedNotifications(t, () => undefined);
    const first = await t.app.inject({ method: 'GET', url, headers: gzip });
    const hit = await t.app.inject({ method: 'GET', url, headers: gzip });
    const plain = await t.app.inject({ method: 'GET', url });
    const refused = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(gunzipSync(hit.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(refused.headers['content-encoding']).toBeUndefined();
    for (const answer of [first, hit, plain]) expect(answer.headers.vary).toBe('accept-encoding');
    expect(plain.json<{ items: unknown[] }>().items).toHaveLength(1);
    // Too small to gain: sent as it is.
    const small = await t.app.inject({ method: 'GET', url: '/api/seasons/s1', headers: gzip });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never caches what depends on who asks', async () => {
    t = await buildTestApp(kind);
    const world = await seedWorld(t.db);
    const admin = await cookieFor(t, world, 'admin');
    await t.request({ method: 'GET', url: '/api/auth/me', cookie: admin });
    const signedOut = await t.request({ method: 'GET', url: '/api/auth/me' });
    expect(signedOut.json()).toMatchObject({ user: null });
    expect(signedOut.headers['x-cache']).toBeUndefined();
  });
});
