// The account endpoints as an attacker meets them: reset links that can't be pointed elsewhere,
// limits that can't lock someone else out and are shared by every process, tokens looked up before
// anything is hashed, links revoked once used, common passwords refused, HSTS only over https.
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  PASSWORD_REPEATS_MESSAGE,
  PASSWORD_SEQUENCE_MESSAGE,
  passwordNameMessage,
} from '@cueleague/domain/password-strength';
import { COMMON_PASSWORD_MESSAGE } from '../auth/password-policy.ts';
import { RESET_MAILS_PER_HOUR } from './auth-routes.ts';
import { buildTestApp, PASSWORD, seedWorld, type TestApp, tokenOf } from '../test/test-app.ts';
import { createTestDatabase, TEST_DATABASES } from '../test/test-db.ts';

const NEW_PASSWORD = 'a brand new passphrase';
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.20';

describe.each(TEST_DATABASES)('account endpoints under attack (%s)', (kind) => {
  let apps: TestApp[] = [];
  afterEach(async () => {
    // Apps sharing one database close in reverse, so the one that owns it goes last.
    for (const app of apps.reverse()) await app.close();
    apps = [];
  });
  const build = async (...args: Parameters<typeof buildTestApp>) => {
    const app = await buildTestApp(...args);
    apps.push(app);
    return app;
  };
  const send = (t: TestApp, url: string, payload: object, ip = '127.0.0.1', cookie?: string) =>
    t.request({ method: 'POST', url, payload, remoteAddress: ip, ...(cookie ? { cookie } : {}) });
  /** The signed-in account's password change, from `ip`. */
  const changePassword = (
    t: TestApp,
    cookie: string,
    passwords: { currentPassword: string; newPassword: string },
    ip = '127.0.0.1',
  ) => send(t, '/api/auth/change-password', passwords, ip, cookie);

  describe('reset links', () => {
    it('are built on the address the server listens on, never on the Host header', async () => {
      const t = await build(kind);
      const world = await seedWorld(t.db);
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
        payload: { email: world.emails.plain },
      });
      expect(response.statusCode).toBe(202);
      const link = t.mails[0]?.link ?? '';
      expect(link).not.toContain('attacker.example');
      expect(new URL(link).origin).toBe(`http://127.0.0.1:${t.config.port}`);
    });

    it('use PUBLIC_URL, path included, whatever the request says', async () => {
      const t = await build(kind, { PUBLIC_URL: 'https://league.example/pool/' });
      const world = await seedWorld(t.db);
      await t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { host: 'attacker.example' },
        payload: { email: world.emails.plain },
      });
      expect(t.mails[0]?.link).toMatch(/^https:\/\/league\.example\/pool\/reset-password\?token=/);
    });

    it('can be checked when the page opens: 204 while unspent, 422 once used or expired', async () => {
      let clock = new Date('2026-10-01T12:00:00.000Z');
      const t = await build(kind, {}, { now: () => clock });
      const world = await seedWorld(t.db);
      await send(t, '/api/auth/forgot-password', { email: world.emails.plain });
      await send(t, '/api/auth/forgot-password', { email: world.emails.admin });
      const [plain, admin] = t.mails.map((mail) => tokenOf(mail.link));
      const check = (token = '') => send(t, '/api/auth/reset-password/check', { token });
      expect((await check(plain)).statusCode).toBe(204);
      expect((await check('made-up')).json()).toMatchObject({
        error: { code: 'validation_failed', fields: { token: 'Invalid or expired' } },
      });
      await send(t, '/api/auth/reset-password', { token: plain, password: NEW_PASSWORD });
      expect((await check(plain)).statusCode).toBe(422);
      clock = new Date('2026-10-01T13:00:01.000Z');
      expect((await check(admin)).statusCode).toBe(422);
    });

    it('using one revokes every other link of that account', async () => {
      const t = await build(kind);
      const world = await seedWorld(t.db);
      for (let i = 0; i < 3; i++) {
        await send(t, '/api/auth/forgot-password', { email: world.emails.plain });
      }
      const [first, second, third] = t.mails.map((mail) => tokenOf(mail.link));
      const reset = (token: string | undefined, password: string) =>
        send(t, '/api/auth/reset-password', { token, password });
      expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(204);
      // An older mail can't set the password back to something the attacker knows.
      expect((await reset(first, 'attacker chose this')).statusCode).toBe(422);
      expect((await reset(third, 'attacker chose this')).statusCode).toBe(422);
      const owner = { email: world.emails.plain, password: NEW_PASSWORD };
      expect((await send(t, '/api/auth/login', owner)).statusCode).toBe(200);
    });

    it('changing the password revokes the links mailed before', async () => {
      const t = await build(kind);
      const world = await seedWorld(t.db);
      await send(t, '/api/auth/forgot-password', { email: world.emails.plain });
      const cookie = await t.login(world.emails.plain);
      const change = await changePassword(t, cookie, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(change.statusCode).toBe(204);
      const old = await send(t, '/api/auth/reset-password', {
        token: tokenOf(t.mails[0]?.link),
        password: 'attacker chose this',
      });
      expect(old.statusCode).toBe(422);
    });

    it('refuse a flood of made-up tokens with 429, and the owner still signs in meanwhile', async () => {
      const t = await build(kind, { AUTH_RATE_LIMIT_PER_IP: '5' });
      const world = await seedWorld(t.db);
      const flood = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          send(
            t,
            '/api/auth/reset-password',
            { token: `guess-${i}`, password: NEW_PASSWORD },
            ATTACKER,
          ),
        ),
      );
      const codes = flood.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 422)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(15);
      const owner = await send(t, '/api/auth/login', login(world.emails.plain), OWNER);
      expect(owner.statusCode).toBe(200);
    });

    it('name the link, not the password, when the token is made up', async () => {
      // The token is looked up first: a made-up one is refused before the password is examined.
      const t = await build(kind);
      const response = await send(t, '/api/auth/reset-password', {
        token: 'made-up',
        password: 'password',
      });
      expect(response.json()).toMatchObject({ error: { fields: { token: 'Invalid or expired' } } });
    });
  });

  describe('sign-in limits', () => {
    it("one address flooding an e-mail can't lock its owner out from another address", async () => {
      const t = await build(kind, { AUTH_RATE_LIMIT_PER_IP: '30', AUTH_RATE_LIMIT_PER_EMAIL: '5' });
      const world = await seedWorld(t.db);
      const codes: number[] = [];
      for (let i = 0; i < 40; i++) {
        const wrong = { email: world.emails.plain, password: 'guess number ' + String(i) };
        codes.push((await send(t, '/api/auth/login', wrong, ATTACKER)).statusCode);
      }
      // The attacker gets five tries at that e-mail, then only refusals.
      expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(new Set(codes.slice(5))).toEqual(new Set([429]));
      const owner = await send(t, '/api/auth/login', login(world.emails.plain), OWNER);
      expect(owner.statusCode).toBe(200);
    });

    it('failures from many addresses hold back those addresses, never the owner (nor forgot-password)', async () => {
      // The defaults: 10 failures per e-mail from one address, 30 from all of them together.
      const t = await build(kind);
      const world = await seedWorld(t.db);
      const attackers = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
      for (const address of attackers) {
        const codes: number[] = [];
        for (let i = 0; i < 11; i++) {
          const wrong = { email: world.emails.plain, password: `guess ${address} ${i}` };
          codes.push((await send(t, '/api/auth/login', wrong, address)).statusCode);
        }
        expect(codes).toEqual([...Array<number>(10).fill(401), 429]);
      }
      // The owner's right password, from an address that has not failed: signed in.
      const owner = await send(t, '/api/auth/login', login(world.emails.plain), OWNER);
      expect(owner.statusCode).toBe(200);
      // Forgot-password keeps its own count, from the owner's address and the attackers' alike.
      for (const address of [OWNER, ...attackers]) {
        const forgot = await send(
          t,
          '/api/auth/forgot-password',
          { email: world.emails.plain },
          address,
        );
        expect(forgot.statusCode).toBe(202);
      }
      // The e-mail is under attack: a fourth address gets a guess, and once it has failed it is
      // held back too, even with the right password.
      const fourth = '203.0.113.4';
      const guess = { email: world.emails.plain, password: 'one more guess' };
      expect((await send(t, '/api/auth/login', guess, fourth)).statusCode).toBe(401);
      const held = await send(t, '/api/auth/login', login(world.emails.plain), fourth);
      expect(held.statusCode).toBe(429);
      expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // While the owner, signing in again, still gets in.
      expect((await send(t, '/api/auth/login', login(world.emails.plain), OWNER)).statusCode).toBe(
        200,
      );
    });

    it('refused attempts add nothing: fresh e-mails from a refused address keep no count', async () => {
      const t = await build(kind, { AUTH_RATE_LIMIT_PER_IP: '3' });
      for (let i = 0; i < 60; i++) {
        await send(
          t,
          '/api/auth/login',
          { email: `fresh-${i}@example.test`, password: 'wrong password' },
          ATTACKER,
        );
      }
      // The address's window plus two keys for each of the three attempts it was allowed.
      const rows = await t.db.selectFrom('rateLimits').select('key').execute();
      expect(rows).toHaveLength(1 + 3 * 2);
    });

    it('holds across processes: two servers on one database share one count', async () => {
      const database = await createTestDatabase(kind);
      const limits = { AUTH_RATE_LIMIT_PER_IP: '4', AUTH_RATE_LIMIT_PER_EMAIL: '100' };
      const a = await build(kind, limits, { database });
      const b = await build(kind, limits, { database: { ...database, dispose: async () => {} } });
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const server = i % 2 === 0 ? a : b;
        const attempt = { email: 'nobody@example.test', password: 'wrong password' };
        codes.push((await send(server, '/api/auth/login', attempt, ATTACKER)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    });

    it('open again once the minute is over', async () => {
      let clock = new Date('2026-10-01T12:00:00.000Z');
      const t = await build(kind, { AUTH_RATE_LIMIT_PER_IP: '2' }, { now: () => clock });
      const attempt = () =>
        send(
          t,
          '/api/auth/login',
          { email: 'a@example.test', password: 'wrong password' },
          ATTACKER,
        );
      await attempt();
      await attempt();
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      clock = new Date('2026-10-01T12:01:00.000Z');
      expect((await attempt()).statusCode).toBe(401);
    });
  });

  describe('change password', () => {
    it('is limited per account, from any address', async () => {
      const t = await build(kind, { AUTH_RATE_LIMIT_PER_EMAIL: '4' });
      const world = await seedWorld(t.db);
      const cookie = await t.login(world.emails.plain);
      const guess = (i: number) =>
        changePassword(
          t,
          cookie,
          { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD },
          `203.0.113.${i + 1}`,
        );
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) codes.push((await guess(i)).statusCode);
      expect(codes).toEqual([422, 422, 422, 422, 429, 429, 429, 429]);
    });
  });

  describe('password rules', () => {
    it.each([
      ['password', COMMON_PASSWORD_MESSAGE],
      ['12345678', PASSWORD_SEQUENCE_MESSAGE],
      ['Password1', COMMON_PASSWORD_MESSAGE],
      ['        ', 'Use letters, digits or symbols, not only spaces'],
      ['aaaaaaaa', PASSWORD_REPEATS_MESSAGE],
      ['abcabcabcabc', PASSWORD_REPEATS_MESSAGE],
      ['abcdefgh', PASSWORD_SEQUENCE_MESSAGE],
      ['abcd1234', PASSWORD_SEQUENCE_MESSAGE],
      ['cueleague', passwordNameMessage('CueLeague')],
      ['CueLeague-2026!', passwordNameMessage('CueLeague')],
      [DEMO_PASSWORD, passwordNameMessage('the demo password')],
      ['My Demo Password', passwordNameMessage('the demo password')],
      ['test league rocks', passwordNameMessage("the league's name")],
    ])('refuse %j wherever a password is chosen', async (password, message) => {
      const t = await build(kind);
      const world = await seedWorld(t.db);
      const register = await send(t, '/api/auth/register', { email: 'new@example.test', password });
      expect(register.statusCode).toBe(422);
      expect(register.json()).toMatchObject({ error: { fields: { password: message } } });

      await send(t, '/api/auth/forgot-password', { email: world.emails.plain });
      const reset = await send(t, '/api/auth/reset-password', {
        token: tokenOf(t.mails[0]?.link),
        password,
      });
      expect(reset.json()).toMatchObject({ error: { fields: { password: message } } });

      const cookie = await t.login(world.emails.captain1);
      const change = await changePassword(t, cookie, {
        currentPassword: PASSWORD,
        newPassword: password,
      });
      expect(change.json()).toMatchObject({ error: { fields: { newPassword: message } } });

      const admin = await t.login(world.emails.admin);
      await t.request({
        method: 'POST',
        url: '/api/players/t1-p3/invite',
        payload: { email: 'invitee@example.test' },
        cookie: admin,
      });
      const accept = await send(t, '/api/auth/accept-invite', {
        token: tokenOf(t.mails.at(-1)?.link),
        password,
      });
      expect(accept.statusCode).toBe(422);
      expect(accept.json()).toMatchObject({ error: { fields: { password: message } } });
      // Nothing was changed: the old passwords still work, the link is still unspent.
      expect((await send(t, '/api/auth/login', login(world.emails.plain))).statusCode).toBe(200);
      expect((await send(t, '/api/auth/login', login(world.emails.captain1))).statusCode).toBe(200);
    });

    it.each([
      ['qwertyuiop', COMMON_PASSWORD_MESSAGE],
      ['aaaaaaaa', PASSWORD_REPEATS_MESSAGE],
      ['cueleague', passwordNameMessage('CueLeague')],
      ['Riverside Pool 1', passwordNameMessage("the league's name")],
    ])(
      'refuse %j on the set-up page too (the league being named counts)',
      async (password, message) => {
        const t = await build(kind);
        const response = await send(t, '/api/setup', {
          setupCode: await t.setupCode(),
          leagueName: 'Riverside Pool',
          email: 'admin@example.test',
          password,
        });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ error: { fields: { password: message } } });
        expect(await t.db.selectFrom('leagues').select('id').execute()).toEqual([]);
      },
    );

    it('accept passphrases and passwords that merely contain a short run', async () => {
      const t = await build(kind);
      for (const [index, password] of [
        'correct horse battery',
        'abc-Tangerine-77',
        'zz top fan since 1983',
      ].entries()) {
        const response = await send(t, '/api/auth/register', {
          email: `fine${index}@example.test`,
          password,
        });
        expect(response.statusCode).toBe(201);
      }
    });
  });

  describe('reset mails', () => {
    it('go to one account at most a few times an hour, whoever asks from wherever; the answer stays 202', async () => {
      let clock = new Date('2026-10-01T12:00:00.000Z');
      const t = await build(kind, {}, { now: () => clock });
      const world = await seedWorld(t.db);
      const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];
      for (const ip of addresses) {
        const response = await send(
          t,
          '/api/auth/forgot-password',
          { email: world.emails.plain },
          ip,
        );
        expect(response.statusCode).toBe(202);
      }
      expect(t.mails.filter((mail) => mail.to === world.emails.plain)).toHaveLength(
        RESET_MAILS_PER_HOUR,
      );
      // Another account is not affected, nor is an unknown e-mail's answer different.
      expect(
        (await send(t, '/api/auth/forgot-password', { email: world.emails.captain1 }, ATTACKER))
          .statusCode,
      ).toBe(202);
      expect(t.mails.filter((mail) => mail.to === world.emails.captain1)).toHaveLength(1);
      // An hour on, the owner can have a link again.
      clock = new Date(clock.getTime() + 60 * 60_000 + 1_000);
      await send(t, '/api/auth/forgot-password', { email: world.emails.plain }, OWNER);
      expect(t.mails.filter((mail) => mail.to === world.emails.plain)).toHaveLength(
        RESET_MAILS_PER_HOUR + 1,
      );
    });
  });

  describe('HSTS', () => {
    it('is not sent over plain http', async () => {
      const t = await build(kind);
      const response = await t.request({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('is sent when PUBLIC_URL is https', async () => {
      const t = await build(kind, { PUBLIC_URL: 'https://league.example' });
      const response = await t.request({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });
  });
});

const login = (email: string) => ({ email, password: PASSWORD });
