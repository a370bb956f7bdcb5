// Health, readiness and /metrics through HTTP, as a monitoring system (or an outsider) calls them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { freePort } from '../test/processes.ts';
import { buildTestApp, seedWorld, type TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

const TOKEN = 'metrics-token-0123456789';
const BEARER = { authorization: `Bearer ${TOKEN}` };

/** One sample's value from Prometheus' text format, or undefined when it is absent. */
const sample = (text: string, name: string, labels = ''): number | undefined => {
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}${labels ? `{${labels}` : ' '}`));
  return line === undefined ? undefined : Number(line.split(' ').pop());
};

describe.each(TEST_DATABASES)('health, readiness and metrics (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(kind, { METRICS_TOKEN: TOKEN });
    await seedWorld(t.db);
  });
  afterEach(() => t.close());

  it('is ready when the database answers with every migration, and 503 with what is missing otherwise', async () => {
    expect((await t.request({ url: '/api/ready' })).json()).toMatchObject({
      ready: true,
      db: kind,
    });
    await t.db
      .deleteFrom('kyselyMigration' as never)
      .where('name' as never, '=', '0002-live-events' as never)
      .execute();
    const response = await t.request({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ error: Record<string, unknown> }>().error).toMatchObject({
      code: 'unavailable',
      ready: false,
      pendingMigrations: ['0002-live-events'],
    });
    // Liveness is not readiness: the process still answers its health check.
    expect((await t.request({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers /metrics to the token with request durations by route pattern and database time', async () => {
    for (const id of ['a', 'b', 'c']) await t.request({ url: `/api/teams/${id}` });
    const response = await t.request({ url: '/metrics', headers: BEARER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    // Three ids, one series: the route's pattern, never the raw URL.
    expect(
      sample(
        response.body,
        'cueleague_http_request_duration_seconds_count',
        'method="GET",route="/api/teams/:id",status_code="404"',
      ),
    ).toBe(3);
    expect(response.body).not.toContain('/api/teams/a');
    expect(sample(response.body, 'cueleague_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(response.body, 'cueleague_mail_failures_total')).toBe(0);
  });

  it('refuses /metrics without the token: other addresses, loopback, and a proxy that sets only X-Real-IP', async () => {
    const outsider = await t.request({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json<{ error: { code: string } }>().error.code).toBe('forbidden');
    // A proxy on the same box is a loopback peer: no header it may or may not set is trusted.
    for (const headers of [
      {},
      { 'x-real-ip': '203.0.113.9' },
      { 'x-forwarded-for': '203.0.113.9' },
    ]) {
      const proxied = await t.request({ url: '/metrics', remoteAddress: '127.0.0.1', headers });
      expect(proxied.statusCode).toBe(403);
      expect(proxied.body).not.toContain('cueleague_');
    }
    const wrong = await t.request({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(403);
    const withToken = await t.request({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('cueleague_live_sockets');
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('are not on the main port at all, even from loopback through a proxy that sets X-Real-IP', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const response = await t.request({
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-real-ip': '203.0.113.9' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/METRICS_PORT/);
    } finally {
      await t.close();
    }
  });

  it('are served on METRICS_PORT, a listener of its own on loopback, without a token', async () => {
    const port = await freePort();
    const t = await buildTestApp('sqlite', { METRICS_PORT: String(port) });
    try {
      await t.request({ url: '/api/health' });
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      const text = await scrape.text();
      expect(
        sample(
          text,
          'cueleague_http_request_duration_seconds_count',
          'method="GET",route="/api/health",status_code="200"',
        ),
      ).toBe(1);
      // Nothing else is served there, and the main port still keeps metrics to itself.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
      expect((await t.request({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('metrics of live sockets and mail', () => {
  it('counts open live sockets and mails that could not be sent', async () => {
    const t = await buildTestApp('sqlite', { METRICS_TOKEN: TOKEN });
    const world = await seedWorld(t.db);
    await t.app.close();
    // The same database, now with a mail server that is down.
    const app = await buildApp({
      config: t.config,
      db: t.db,
      dbKind: 'sqlite',
      logger: false,
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
    });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const socket = new WebSocket(`${address.replace('http', 'ws')}/api/live`);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: world.emails.captain1 },
      });
      const read = async () => (await app.inject({ url: '/metrics', headers: BEARER })).body;
      expect(sample(await read(), 'cueleague_live_sockets')).toBe(1);
      await expect.poll(async () => sample(await read(), 'cueleague_mail_failures_total')).toBe(1);
      socket.close();
      await expect.poll(async () => sample(await read(), 'cueleague_live_sockets')).toBe(0);
    } finally {
      await app.close();
      await t.database.dispose();
    }
  });
});
