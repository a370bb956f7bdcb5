// Proving an account's e-mail through HTTP on both databases (docs/decisions/0031): registering
// mails a link through the mail queue, built on the public origin; the link works once, expires,
// and only its hash is stored; the signed-in account can ask for a new one; a reset link proves
// the address too.
import { afterEach, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import {
  buildTestApp,
  PASSWORD,
  sessionCookieHeader,
  type TestApp,
  tokenOf,
} from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { INVALID_VERIFY_LINK } from './auth-routes.ts';

const EMAIL = 'newcomer@example.test';
const SUBJECT = 'Confirm your e-mail for CueLeague';

describe.each(TEST_DATABASES)('e-mail verification (%s)', (kind) => {
  let t: TestApp;
  let clock: Date;
  afterEach(async () => t.close());

  const open = async (env: Record<string, string> = {}) => {
    clock = new Date('2026-10-01T12:00:00.000Z');
    t = await buildTestApp(kind, env, { now: () => clock });
  };
  const register = async (headers: Record<string, string> = {}) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: EMAIL, password: PASSWORD },
      headers,
    });
    expect(response.statusCode).toBe(201);
    return sessionCookieHeader(response);
  };
  /** The links mailed to confirm, once the queue has sent them. */
  const links = async () => {
    await t.app.ctx.mailQueue.idle();
    return t.mails.filter((mail) => mail.subject === SUBJECT).map((mail) => mail.link);
  };
  const verify = (token: string) =>
    t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const verified = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/auth/me', cookie })).json<{
      emailVerified?: boolean;
    }>().emailVerified;
  const resend = (cookie?: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      ...(cookie ? { cookie } : {}),
    });

  it('mails a link on PUBLIC_URL through the queue; it proves the address once', async () => {
    await open({ PUBLIC_URL: 'https://league.example/pool/' });
    const cookie = await register({ host: 'attacker.example', 'x-forwarded-host': 'evil.example' });
    // Signed in at once, but not yet the address's owner.
    expect(await verified(cookie)).toBe(false);
    const [link] = await links();
    expect(link).toMatch(/^https:\/\/league\.example\/pool\/verify-email\?token=/);
    expect(t.mails.at(-1)).toMatchObject({ to: EMAIL });
    const queued = await t.db.selectFrom('mailQueue').select(['toAddress', 'sentAt']).execute();
    expect(queued).toEqual([{ toAddress: EMAIL, sentAt: expect.any(String) as string }]);
    // Only the token's hash is kept.
    const token = tokenOf(link);
    const rows = await t.db.selectFrom('emailVerifications').select('tokenHash').execute();
    expect(rows).toEqual([{ tokenHash: hashToken(token) }]);

    expect((await verify(token)).statusCode).toBe(204);
    expect(await verified(cookie)).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      error: { code: 'validation_failed', message: INVALID_VERIFY_LINK },
    });
  });

  it('refuses an expired link and a made-up one', async () => {
    await open();
    const cookie = await register();
    const [link] = await links();
    expect((await verify('made-up-token')).statusCode).toBe(422);
    clock = new Date(clock.getTime() + 49 * 3_600_000);
    expect((await verify(tokenOf(link))).statusCode).toBe(422);
    expect(await verified(cookie)).toBe(false);
  });

  it('sends a new link on request, which replaces the old one; signed out is 401', async () => {
    await open();
    const cookie = await register();
    expect((await resend()).statusCode).toBe(401);
    expect((await resend(cookie)).statusCode).toBe(202);
    const [first, second] = await links();
    expect(second).toBeDefined();
    expect((await verify(tokenOf(first))).statusCode).toBe(422);
    expect((await verify(tokenOf(second))).statusCode).toBe(204);
    // A verified account asks for nothing more.
    expect((await resend(cookie)).statusCode).toBe(202);
    expect(await links()).toHaveLength(2);
  });

  it('limits new links per account: 429 past three a minute', async () => {
    await open();
    const cookie = await register();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await resend(cookie)).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
    expect(await links()).toHaveLength(4);
  });

  it('counts a used reset link as proof of the address', async () => {
    await open();
    const cookie = await register();
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: EMAIL },
    });
    await t.app.ctx.mailQueue.idle();
    const reset = t.mails.find((mail) => mail.subject === 'Reset your CueLeague password');
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(reset?.link), password: 'a brand new passphrase' },
    });
    expect(response.statusCode).toBe(204);
    expect(await verified(await t.login(EMAIL, 'a brand new passphrase'))).toBe(true);
    // The reset ended the old session; its confirmation link is spent with the proof.
    expect(await verified(cookie)).toBeUndefined();
    expect((await verify(tokenOf((await links())[0]))).statusCode).toBe(422);
  });
});
