import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const waitUntil = async (condition: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

// The heartbeat needs no database difference: SQLite is enough.
describe('live heartbeats', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('keeps a client that answers pings and drops one that stops answering', async () => {
    t = await buildTestApp('sqlite', { LIVE_HEARTBEAT_MS: '150' });
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const open = (socket: WebSocket) =>
      new Promise<void>((resolve) => socket.once('open', () => resolve()));
    const healthy = new WebSocket(`${base}/api/live`);
    const dead = new WebSocket(`${base}/api/live`);
    await Promise.all([open(healthy), open(dead)]);
    healthy.send(JSON.stringify({ type: 'subscribe', topic: 'live' }));
    dead.send(JSON.stringify({ type: 'subscribe', topic: 'live' }));
    await waitUntil(() => t.app.ctx.live.subscriberCount === 2);
    let deadClosed = false;
    dead.once('close', () => (deadClosed = true));
    let pings = 0;
    healthy.on('ping', () => pings++);
    // A phone that lost signal: its socket stays open but nothing comes back, not even a pong.
    (dead as unknown as { _socket: Socket })._socket.pause();
    await waitUntil(() => t.app.ctx.live.subscriberCount === 1);
    expect(healthy.readyState).toBe(WebSocket.OPEN);
    (dead as unknown as { _socket: Socket })._socket.resume();
    await waitUntil(() => deadClosed);
    // Three heartbeats later (each would have dropped it had it missed a pong) it is still there.
    const seen = pings;
    await waitUntil(() => pings >= seen + 3);
    expect(healthy.readyState).toBe(WebSocket.OPEN);
    expect(t.app.ctx.live.subscriberCount).toBe(1);
    healthy.close();
  });
});
