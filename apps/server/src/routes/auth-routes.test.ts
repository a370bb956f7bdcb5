// Accounts as a user meets them: register, sign in and out, who am I, rate limits, password
// recovery and change, sessions that can't be planted, and writes from other sites refused.
import { SIGNED_OUT } from '@cueleague/domain/signed-out';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  PASSWORD,
  seedWorld,
  sessionCookieHeader,
  type TestApp,
  tokenOf,
} from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import type { WorldUser } from '../test/world.ts';

const COOKIE = 'cueleague_session';
const NEW_PASSWORD = 'a brand new passphrase';

interface ResponseCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  path?: string;
}

const sessionCookie = (response: { cookies: ResponseCookie[] }) => {
  const cookie = response.cookies.find((candidate) => candidate.name === COOKIE);
  if (!cookie) throw new Error('no session cookie in the answer');
  return cookie;
};

describe.each(TEST_DATABASES)('auth routes (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => t.close());

  const me = async (cookie?: string) =>
    (await t.request({ method: 'GET', url: '/api/auth/me', ...(cookie ? { cookie } : {}) })).json<{
      user: { id: string; email: string } | null;
      role: string | null;
      isAdmin: boolean;
      team: { id: string } | null;
    }>();

  const post = (url: string, payload: object, cookie?: string) =>
    t.request({ method: 'POST', url, payload, ...(cookie ? { cookie } : {}) });
  /** Signs in with this e-mail and password (the world's by default), answering the response. */
  const signIn = (email: string, password = PASSWORD) =>
    post('/api/auth/login', { email, password });
  /** Registers an account with this e-mail and password (the world's by default). */
  const register = (email: string, password = PASSWORD) =>
    post('/api/auth/register', { email, password });
  const loginStatus = async (email: string, password: string) =>
    (await signIn(email, password)).statusCode;

  const sessionCount = async (userId: string) =>
    (await t.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute()).length;

  describe('register', () => {
    it('creates the account, answers 201 with the user and signs them in as a plain user', async () => {
      t = await buildTestApp(kind);
      const response = await register('new@example.test');
      expect(response.statusCode).toBe(201);
      const body = response.json<{ user: { id: string; email: string } }>();
      expect(body).toEqual({
        user: { id: expect.any(String) as string, email: 'new@example.test' },
      });
      const row = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', body.user.id)
        .executeTakeFirstOrThrow();
      expect(row.email).toBe('new@example.test');
      expect(row.role).toBeNull();
      expect(row.passwordHash).not.toContain(PASSWORD);
      expect(await me(sessionCookieHeader(response))).toMatchObject({
        user: body.user,
        role: 'user',
        isAdmin: false,
        team: null,
      });
    });

    it('refuses an e-mail that already has an account with 422 naming the field', async () => {
      t = await buildTestApp(kind);
      await seedWorld(t.db);
      const response = await register('plain@example.test', 'another password');
      expect(response.statusCode).toBe(422);
      const body = response.json<{ error: { code: string; fields?: Record<string, string> } }>();
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields).toHaveProperty('email');
      expect(response.cookies.find((cookie) => cookie.name === COOKIE)).toBeUndefined();
      const users = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'plain@example.test')
        .execute();
      expect(users).toHaveLength(1);
    });

    it('gives one of several simultaneous registrations for an e-mail the account, the rest 422', async () => {
      t = await buildTestApp(kind);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => register('race@example.test')),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422]);
      for (const answer of answers.filter((candidate) => candidate.statusCode === 422)) {
        expect(answer.json()).toMatchObject({
          error: { code: 'validation_failed', fields: { email: expect.any(String) as string } },
        });
      }
    });

    it('treats e-mail case-insensitively: stored in lower case, duplicates by case refused', async () => {
      t = await buildTestApp(kind);
      const first = await register('  Mixed.Case@Example.TEST ');
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ user: { email: 'mixed.case@example.test' } });
      const again = await register('MIXED.case@example.test');
      expect(again.statusCode).toBe(422);
      const login = await signIn('mixed.CASE@EXAMPLE.test');
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ user: { email: 'mixed.case@example.test' } });
    });
  });

  describe('login and logout', () => {
    it('answers 200 with the user and an HttpOnly, SameSite=Lax session cookie (not Secure over http)', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      const response = await signIn(world.emails.plain);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: { id: world.users.plain, email: world.emails.plain },
      });
      const cookie = sessionCookie(response);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeFalsy();
      const raw = String(response.headers['set-cookie']);
      expect(raw).toMatch(/HttpOnly/i);
      expect(raw).toMatch(/SameSite=Lax/i);
      expect(raw).not.toMatch(/;\s*Secure/i);
      expect(raw).not.toContain(PASSWORD);
      expect(await me(sessionCookieHeader(response))).toMatchObject({
        user: { id: world.users.plain },
      });
    });

    it('marks the cookie Secure when PUBLIC_URL is https', async () => {
      t = await buildTestApp(kind, { PUBLIC_URL: 'https://league.example' });
      const world = await seedWorld(t.db);
      const response = await signIn(world.emails.plain);
      expect(response.statusCode).toBe(200);
      expect(sessionCookie(response)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
      expect(String(response.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    });

    it('keeps the cookie not Secure when PUBLIC_URL is plain http', async () => {
      t = await buildTestApp(kind, { PUBLIC_URL: 'http://league.example' });
      const world = await seedWorld(t.db);
      const response = await signIn(world.emails.plain);
      expect(response.statusCode).toBe(200);
      expect(sessionCookie(response).secure).toBeFalsy();
    });

    it('answers 401 with the same body for an unknown e-mail and for a wrong password', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      const unknown = await signIn('nobody@example.test');
      const wrong = await signIn(world.emails.plain, 'not the password');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
      expect(unknown.json()).toMatchObject({ error: { code: 'unauthorized' } });
      expect(unknown.cookies.find((cookie) => cookie.name === COOKIE)).toBeUndefined();
      expect(wrong.cookies.find((cookie) => cookie.name === COOKIE)).toBeUndefined();
    });

    it('logs out with 204: the session is gone and the cookie no longer works', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      const cookie = await t.login(world.emails.admin);
      expect(await sessionCount(world.users.admin)).toBe(1);
      const response = await post('/api/auth/logout', {}, cookie);
      expect(response.statusCode).toBe(204);
      expect(await sessionCount(world.users.admin)).toBe(0);
      expect(await me(cookie)).toEqual(SIGNED_OUT);
      const write = await post('/api/venues', { name: 'After logout', tables: 1 }, cookie);
      expect(write.statusCode).toBe(401);
    });
  });

  describe('GET /api/auth/me', () => {
    it('says who is signed out', async () => {
      t = await buildTestApp(kind);
      const response = await t.request({ method: 'GET', url: '/api/auth/me' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SIGNED_OUT);
    });

    it('resolves admin, captain (with the team), player and plain user', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      // Each signs in and asks who they are: the user is always themselves.
      const meAs = async (who: WorldUser) => {
        const state = await me(await t.login(world.emails[who]));
        expect(state).toMatchObject({ user: { id: world.users[who], email: world.emails[who] } });
        return state;
      };
      expect(await meAs('admin')).toMatchObject({ role: 'admin', isAdmin: true, team: null });
      expect(await meAs('captain2')).toMatchObject({
        role: 'captain',
        isAdmin: false,
        team: {
          id: 't2',
          name: 'Team 2',
          seasonId: world.seasonId,
          captainUserId: world.users.captain2,
        },
      });
      expect(await meAs('player1')).toMatchObject({ role: 'player', isAdmin: false, team: null });
      expect(await meAs('plain')).toMatchObject({ role: 'user', isAdmin: false, team: null });
    });
  });

  describe('rate limiting', () => {
    const expectLimited = (response: {
      statusCode: number;
      headers: Record<string, unknown>;
      json: () => unknown;
    }) => {
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(response.json()).toMatchObject({ error: { code: 'rate_limited' } });
    };

    it('limits sign-in attempts per e-mail, leaving other e-mails alone', async () => {
      t = await buildTestApp(kind, {
        AUTH_RATE_LIMIT_PER_EMAIL: '3',
        AUTH_RATE_LIMIT_PER_IP: '100',
      });
      const world = await seedWorld(t.db);
      for (let i = 0; i < 3; i++) {
        const attempt = await signIn(world.emails.plain, 'wrong password');
        expect(attempt.statusCode).toBe(401);
      }
      // Past the limit even the right password is refused, whatever the case of the e-mail.
      expectLimited(await signIn(world.emails.plain.toUpperCase()));
      const other = await signIn(world.emails.admin);
      expect(other.statusCode).toBe(200);
    });

    it('limits sign-in attempts per IP, leaving other IPs alone', async () => {
      t = await buildTestApp(kind, {
        AUTH_RATE_LIMIT_PER_EMAIL: '100',
        AUTH_RATE_LIMIT_PER_IP: '3',
      });
      const world = await seedWorld(t.db);
      const from = (ip: string, email: string) =>
        t.request({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { email, password: 'wrong password' },
        });
      for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) {
        expect((await from('203.0.113.7', email)).statusCode).toBe(401);
      }
      expectLimited(await from('203.0.113.7', world.emails.plain));
      expect((await from('198.51.100.9', world.emails.plain)).statusCode).toBe(401);
    });

    it('believes X-Forwarded-For only from a proxy TRUST_PROXY names, even with PUBLIC_URL set', async () => {
      const attempt = (forwardedFor: string, from = '203.0.113.7') =>
        t.request({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: from,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { email: 'nobody@example.test', password: 'wrong password' },
        });
      const limits = { AUTH_RATE_LIMIT_PER_EMAIL: '100', AUTH_RATE_LIMIT_PER_IP: '2' };
      t = await buildTestApp(kind, { ...limits, PUBLIC_URL: 'https://league.example' });
      // A client that makes up a new address each time is still one client.
      expect((await attempt('192.0.2.1')).statusCode).toBe(401);
      expect((await attempt('192.0.2.2')).statusCode).toBe(401);
      expectLimited(await attempt('192.0.2.3'));
      await t.close();

      t = await buildTestApp(kind, { ...limits, TRUST_PROXY: '10.0.0.0/8' });
      // Behind the named proxy, each forwarded client has its own allowance.
      for (const client of ['192.0.2.1', '192.0.2.2', '192.0.2.1']) {
        expect((await attempt(client, '10.1.2.3')).statusCode).toBe(401);
      }
      expectLimited(await attempt('192.0.2.1', '10.1.2.3'));
      expect((await attempt('192.0.2.2', '10.1.2.3')).statusCode).toBe(401);
    });

    it('limits registration per e-mail and per IP', async () => {
      t = await buildTestApp(kind, { AUTH_RATE_LIMIT_PER_EMAIL: '2', AUTH_RATE_LIMIT_PER_IP: '4' });
      const registerFrom = (email: string, ip = '203.0.113.7') =>
        t.request({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: ip,
          payload: { email, password: PASSWORD },
        });
      expect((await registerFrom('same@example.test')).statusCode).toBe(201);
      expect((await registerFrom('same@example.test')).statusCode).toBe(422);
      expectLimited(await registerFrom('same@example.test'));
      // That IP has made 3 attempts; one more is allowed, then it is limited for any e-mail.
      expect((await registerFrom('other@example.test')).statusCode).toBe(201);
      expectLimited(await registerFrom('third@example.test'));
      expect((await registerFrom('third@example.test', '198.51.100.9')).statusCode).toBe(201);
    });

    it('limits forgot-password per e-mail and per IP', async () => {
      t = await buildTestApp(kind, { AUTH_RATE_LIMIT_PER_EMAIL: '2', AUTH_RATE_LIMIT_PER_IP: '4' });
      const world = await seedWorld(t.db);
      const forgot = (email: string, ip = '203.0.113.7') =>
        t.request({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: ip,
          payload: { email },
        });
      expect((await forgot(world.emails.plain)).statusCode).toBe(202);
      expect((await forgot(world.emails.plain)).statusCode).toBe(202);
      expectLimited(await forgot(world.emails.plain));
      expect(t.mails).toHaveLength(2);
      expect((await forgot(world.emails.admin)).statusCode).toBe(202);
      expectLimited(await forgot('unknown@example.test'));
      expect((await forgot('unknown@example.test', '198.51.100.9')).statusCode).toBe(202);
      expect(t.mails).toHaveLength(3);
    });
  });

  describe('forgot and reset password', () => {
    it('answers 202 for an unknown e-mail and sends nothing', async () => {
      t = await buildTestApp(kind);
      await seedWorld(t.db);
      const response = await post('/api/auth/forgot-password', { email: 'nobody@example.test' });
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('');
      expect(t.mails).toHaveLength(0);
      expect(await t.db.selectFrom('passwordResets').select('userId').execute()).toHaveLength(0);
    });

    it('answers 202 for a known e-mail and mails a reset link to it', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      const response = await post('/api/auth/forgot-password', {
        email: world.emails.plain.toUpperCase(),
      });
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('');
      expect(t.mails).toHaveLength(1);
      const mail = t.mails[0];
      expect(mail?.to).toBe(world.emails.plain);
      expect(mail?.link).toMatch(/\/reset-password\?token=[\w-]+$/);
      expect(mail?.text).toContain(mail?.link);
      // Only the token's hash is stored.
      const rows = await t.db.selectFrom('passwordResets').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.userId).toBe(world.users.plain);
      expect(rows[0]?.tokenHash).not.toBe(tokenOf(mail?.link));
    });

    it('builds the link on PUBLIC_URL when it is set', async () => {
      t = await buildTestApp(kind, { PUBLIC_URL: 'https://league.example/' });
      const world = await seedWorld(t.db);
      await post('/api/auth/forgot-password', { email: world.emails.plain });
      expect(t.mails[0]?.link).toMatch(/^https:\/\/league\.example\/reset-password\?token=/);
    });

    it('resets with 204: the new password works, the old one does not, other sessions end', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      const laptop = await t.login(world.emails.plain);
      const phone = await t.login(world.emails.plain);
      await post('/api/auth/forgot-password', { email: world.emails.plain });
      const token = tokenOf(t.mails[0]?.link);
      const response = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(204);
      expect(await sessionCount(world.users.plain)).toBe(0);
      expect((await me(laptop)).user).toBeNull();
      expect((await me(phone)).user).toBeNull();
      const old = await signIn(world.emails.plain);
      expect(old.statusCode).toBe(401);
      const fresh = await signIn(world.emails.plain, NEW_PASSWORD);
      expect(fresh.statusCode).toBe(200);
      // Other users keep their sessions.
      const admin = await t.login(world.emails.admin);
      expect((await me(admin)).user?.id).toBe(world.users.admin);
    });

    it('spends the token: a second use answers 422 and changes nothing', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      await post('/api/auth/forgot-password', { email: world.emails.plain });
      const token = tokenOf(t.mails[0]?.link);
      expect(
        (await post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode,
      ).toBe(204);
      const again = await post('/api/auth/reset-password', {
        token,
        password: 'third password here',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({
        error: { code: 'validation_failed', fields: { token: expect.any(String) as string } },
      });
      expect(await loginStatus(world.emails.plain, NEW_PASSWORD)).toBe(200);
    });

    it('refuses a made-up token with 422', async () => {
      t = await buildTestApp(kind);
      await seedWorld(t.db);
      const response = await post('/api/auth/reset-password', {
        token: 'made-up-token',
        password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(422);
    });

    it('honours the link within the hour and refuses it after (422)', async () => {
      let clock = new Date('2026-10-01T12:00:00.000Z');
      t = await buildTestApp(kind, {}, { now: () => clock });
      const world = await seedWorld(t.db);
      await post('/api/auth/forgot-password', { email: world.emails.plain });
      await post('/api/auth/forgot-password', { email: world.emails.admin });
      const plainToken = tokenOf(t.mails[0]?.link);
      const adminToken = tokenOf(t.mails[1]?.link);

      clock = new Date('2026-10-01T12:59:00.000Z');
      expect(
        (await post('/api/auth/reset-password', { token: adminToken, password: NEW_PASSWORD }))
          .statusCode,
      ).toBe(204);

      clock = new Date('2026-10-01T13:00:01.000Z');
      const late = await post('/api/auth/reset-password', {
        token: plainToken,
        password: NEW_PASSWORD,
      });
      expect(late.statusCode).toBe(422);
      expect(await loginStatus(world.emails.plain, PASSWORD)).toBe(200);
    });
  });

  describe('change password', () => {
    it('refuses a wrong current password with 422 and keeps the old one', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      const cookie = await t.login(world.emails.plain);
      const response = await post(
        '/api/auth/change-password',
        { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
        cookie,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: { fields: { currentPassword: expect.any(String) as string } },
      });
      expect(await loginStatus(world.emails.plain, PASSWORD)).toBe(200);
    });

    it('needs a signed-in user (401)', async () => {
      t = await buildTestApp(kind);
      const response = await post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
    });

    it('changes it with 204: this session stays, the others end', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      const here = await t.login(world.emails.plain);
      const elsewhere = await t.login(world.emails.plain);
      const response = await post(
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        here,
      );
      expect(response.statusCode).toBe(204);
      expect((await me(here)).user?.id).toBe(world.users.plain);
      expect((await me(elsewhere)).user).toBeNull();
      expect(await sessionCount(world.users.plain)).toBe(1);
      expect(await loginStatus(world.emails.plain, PASSWORD)).toBe(401);
      expect(await loginStatus(world.emails.plain, NEW_PASSWORD)).toBe(200);
    });
  });

  describe('session fixation', () => {
    it('does not take a made-up cookie value for a session', async () => {
      t = await buildTestApp(kind);
      await seedWorld(t.db);
      for (const value of ['made-up', 'made-up.signature', '']) {
        expect((await me(`${COOKIE}=${value}`)).user).toBeNull();
      }
    });

    it('does not sign in under a planted cookie: login issues a fresh token', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      const planted = `${COOKIE}=attacker-chosen-value`;
      const response = await post(
        '/api/auth/login',
        { email: world.emails.plain, password: PASSWORD },
        planted,
      );
      expect(response.statusCode).toBe(200);
      expect(sessionCookie(response).value).not.toContain('attacker-chosen-value');
      expect((await me(planted)).user).toBeNull();
      expect((await me(sessionCookieHeader(response))).user?.id).toBe(world.users.plain);
    });

    it('ends the old session when signing in again over it', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      const first = await t.login(world.emails.plain);
      const response = await post(
        '/api/auth/login',
        { email: world.emails.plain, password: PASSWORD },
        first,
      );
      expect(response.statusCode).toBe(200);
      const second = sessionCookieHeader(response);
      expect(second).not.toBe(first);
      expect((await me(first)).user).toBeNull();
      expect((await me(second)).user?.id).toBe(world.users.plain);
      expect(await sessionCount(world.users.plain)).toBe(1);
    });
  });

  describe('cross-origin writes', () => {
    const login = (world: { emails: { plain: string } }, headers: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { email: world.emails.plain, password: PASSWORD },
      });

    it('refuses a write whose Origin is another site (403), signed in or not', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      const response = await login(world, {
        host: 'league.example',
        origin: 'https://evil.example',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'forbidden' } });
      expect(response.cookies.find((cookie) => cookie.name === COOKIE)).toBeUndefined();

      const cookie = await t.login(world.emails.admin);
      const write = await t.request({
        method: 'POST',
        url: '/api/venues',
        cookie,
        headers: { host: 'league.example', origin: 'https://evil.example' },
        payload: { name: 'Planted venue', tables: 1 },
      });
      expect(write.statusCode).toBe(403);
      expect(await t.db.selectFrom('venues').select('id').execute()).toHaveLength(1);
    });

    it('refuses a write the browser marks sec-fetch-site: cross-site (403)', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      const cookie = await t.login(world.emails.admin);
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/logout',
        cookie,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(403);
      expect((await me(cookie)).user?.id).toBe(world.users.admin);
    });

    it('allows a same-origin write (Origin matching Host) and reads from anywhere', async () => {
      t = await buildTestApp(kind);
      const world = await seedWorld(t.db);
      const response = await login(world, {
        host: 'league.example:3000',
        origin: 'http://league.example:3000',
        'sec-fetch-site': 'same-origin',
      });
      expect(response.statusCode).toBe(200);
      const read = await t.request({
        method: 'GET',
        url: '/api/auth/me',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(read.statusCode).toBe(200);
    });

    it('allows a write from PUBLIC_URL behind a proxy that rewrites Host', async () => {
      t = await buildTestApp(kind, { PUBLIC_URL: 'https://league.example' });
      const world = await seedWorld(t.db);
      const response = await login(world, {
        host: '127.0.0.1:3000',
        origin: 'https://league.example',
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
