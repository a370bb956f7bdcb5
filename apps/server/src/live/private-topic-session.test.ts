// A user's private topic lives only as long as the session that opened the socket (issue 28): a
// sign-out, a password reset or a session ended elsewhere drops it and refuses it afterwards, on
// the socket and on the long poll; a WebSocket from another site's page is refused like a write;
// and one address may keep only so many long polls waiting, like sockets.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectSpectator, type Spectator } from '../test/live-client.ts';
import { call, createMatch, playMatch } from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp, tokenOf, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('live channel: sessions, origins and waiting polls (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  const spectators: Spectator[] = [];
  afterEach(async () => {
    await Promise.all(spectators.splice(0).map((s) => s.close()));
    await t.close();
  });
  const setUp = async (env: Record<string, string> = {}) => {
    t = await buildTestApp(kind, env);
    world = await seedWorld(t.db);
    return t.app.listen({ port: 0, host: '127.0.0.1' });
  };

  /** captain2, signed in anew, on a socket following their own topic (its snapshot received). */
  const ownerSocket = async (baseUrl: string) => {
    const cookie = await t.login(world.emails.captain2);
    const socket = await connectSpectator(baseUrl, { cookie });
    spectators.push(socket);
    const topic = `user:${world.users.captain2}`;
    socket.subscribe(topic);
    await socket.waitFor((message) => message.type === 'snapshot' && message.topic === topic);
    return { cookie, socket, topic };
  };
  /** A match whose result awaits captain2's confirmation: their unread count changes. */
  const notifyCaptain2 = async () => {
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await playMatch(t, world, match.id, 'home', { confirm: false });
  };
  const signedOutError = (topic: string) => (message: { type: string; topic?: string }) =>
    message.type === 'error' && message.topic === topic;

  it('a sign-out drops the private topic from the open socket, and refuses it afterwards', async () => {
    const baseUrl = await setUp();
    const { cookie, socket, topic } = await ownerSocket(baseUrl);
    await call(t, { method: 'POST', url: '/api/auth/logout', cookie }, 204);
    const dropped = await socket.waitFor(signedOutError(topic));
    expect(dropped.message).toMatch(/Signed out/);

    // Subscribing again on the same socket is refused: its session is gone.
    const before = socket.messages.length;
    socket.subscribe(topic);
    const refused = await socket.waitFor(
      (message) => socket.messages.indexOf(message) >= before && message.type === 'error',
    );
    expect(refused.topic).toBe(topic);
    expect(refused.message).toMatch(/private/);

    // The count changes: a socket of a live session hears it, the signed-out one does not.
    const fresh = await ownerSocket(baseUrl);
    await notifyCaptain2();
    await fresh.socket.waitFor((message) => message.event === 'notifications.changed');
    expect(socket.messages.filter((message) => message.type === 'event')).toEqual([]);
  });

  it('a password reset drops the private topic from every socket of the account', async () => {
    const baseUrl = await setUp();
    const { socket, topic } = await ownerSocket(baseUrl);
    await call(
      t,
      {
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: world.emails.captain2 },
      },
      202,
    );
    await call(
      t,
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: tokenOf(t.mails.at(-1)?.link), password: 'a brand new passphrase' },
      },
      204,
    );
    expect((await socket.waitFor(signedOutError(topic))).message).toMatch(/Signed out/);
  });

  it('a session ended by another process: the next private event is not delivered', async () => {
    const baseUrl = await setUp();
    const { socket, topic } = await ownerSocket(baseUrl);
    // As another server process would: the row goes, and this process is not told.
    await t.db.deleteFrom('sessions').where('userId', '=', world.users.captain2).execute();
    await notifyCaptain2();
    expect((await socket.waitFor(signedOutError(topic))).message).toMatch(/Signed out/);
    expect(socket.messages.filter((message) => message.type === 'event')).toEqual([]);
  });

  it('a long poll waiting on a private topic answers 401 if its session ended meanwhile', async () => {
    await setUp();
    const cookie = await t.login(world.emails.captain2);
    const topic = `user:${world.users.captain2}`;
    const url = (cursor?: number) =>
      `/api/live/poll?topics=${topic}&timeout=30${cursor === undefined ? '' : `&cursor=${cursor}`}`;
    const first = (await call(t, { method: 'GET', url: url(), cookie })).json<{ cursor: number }>();
    const waiting = t.request({ method: 'GET', url: url(first.cursor), cookie });
    await expect.poll(() => t.app.ctx.live.stats.polls).toBe(1);
    await call(t, { method: 'POST', url: '/api/auth/logout', cookie }, 204);
    await notifyCaptain2();
    const answer = await waiting;
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect(answer.body).not.toContain('unread');
  });

  it("refuses a WebSocket from another site's page, as it refuses a write", async () => {
    const baseUrl = await setUp();
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`, {
        origin: 'https://evil.example',
      });
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('open', () => {
        socket.terminate();
        reject(new Error('a cross-site WebSocket was accepted'));
      });
      socket.once('error', () => undefined);
    });
    expect(status).toBe(403);
    // The app's own page, and a client that is no browser (no Origin), still connect.
    const own = await connectSpectator(baseUrl, { origin: baseUrl });
    const script = await connectSpectator(baseUrl);
    spectators.push(own, script);
    own.subscribe('live');
    await own.waitFor((message) => message.type === 'snapshot');
  });

  it('one address keeps at most LIVE_MAX_SOCKETS_PER_IP polls waiting; past that, 429', async () => {
    await setUp({ LIVE_MAX_SOCKETS_PER_IP: '3' });
    const poll = (address: string, cursor?: number) =>
      t.request({
        method: 'GET',
        url: `/api/live/poll?topics=live&timeout=5${cursor === undefined ? '' : `&cursor=${cursor}`}`,
        remoteAddress: address,
      });
    const { cursor } = (await poll('203.0.113.5')).json<{ cursor: number }>();
    const waiting = [1, 2, 3].map(() => poll('203.0.113.5', cursor));
    await expect.poll(() => t.app.ctx.live.stats.polls).toBe(3);
    const refused = await poll('203.0.113.5', cursor);
    expect(refused.statusCode).toBe(429);
    const error = refused.json<{ error: { code: string; message: string } }>().error;
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(/at most 3 waiting polls/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not held back, and the first one's polls are answered as usual.
    const other = poll('198.51.100.5', cursor);
    await expect.poll(() => t.app.ctx.live.stats.polls).toBe(4);
    for (const answer of await Promise.all([...waiting, other]))
      expect(answer.statusCode).toBe(200);
    // Once they are answered, the address may wait again.
    expect(t.app.ctx.live.stats.polls).toBe(0);
  });
});
