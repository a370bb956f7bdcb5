// Invites through HTTP on both databases: an admin invites a player record's person by e-mail,
// the link is checked as the join page opens, and accepting it creates the account, linked to
// the record (and captain of the team when the invite says so), and signs it in.
import { afterEach, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../auth/password-policy.ts';
import {
  buildTestApp,
  seedWorld,
  sessionCookieHeader,
  type TestApp,
  tokenOf,
  type World,
} from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { INVALID_INVITE, INVITE_TTL_MS } from './invite-routes.ts';

const NEW_PASSWORD = 'a brand new passphrase';
const INVITEE = 'new.player@example.test';

describe.each(TEST_DATABASES)('invites (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  let admin: string;
  let clock: Date;
  afterEach(async () => t.close());

  const open = async (env: Record<string, string> = {}) => {
    clock = new Date('2026-10-01T12:00:00.000Z');
    t = await buildTestApp(kind, env, { now: () => clock });
    world = await seedWorld(t.db);
    admin = await t.login(world.emails.admin);
  };
  /** As the admin, unless another cookie (or null: signed out) is given. */
  const invite = (playerId: string, payload: object, cookie: string | null = admin) =>
    t.request({
      method: 'POST',
      url: `/api/players/${playerId}/invite`,
      payload,
      ...(cookie ? { cookie } : {}),
    });
  const check = (token: string, remoteAddress = '127.0.0.1') =>
    t.request({ method: 'POST', url: '/api/invites/check', payload: { token }, remoteAddress });
  const accept = (token: string, password = NEW_PASSWORD, remoteAddress = '127.0.0.1') =>
    t.request({
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token, password },
      remoteAddress,
    });
  const lastToken = () => tokenOf(t.mails.at(-1)?.link);

  it('invites a player, whose link signs them in as a player linked to their record', async () => {
    await open();
    const created = await invite('t1-p3', { email: ' New.Player@Example.test ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      email: INVITEE,
      expiresAt: new Date(clock.getTime() + INVITE_TTL_MS).toISOString(),
    });
    expect(created.body).not.toContain(lastToken());
    const mail = t.mails.at(-1);
    expect(mail).toMatchObject({
      to: INVITEE,
      subject: "You're invited to Test League on CueLeague",
    });
    expect(mail?.text).toContain(mail?.link);
    expect(mail?.link).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${t.config.port}/join\\?token=`),
    );

    const pending = await t.request({ method: 'GET', url: '/api/invites', cookie: admin });
    expect(pending.json()).toEqual({
      items: [
        {
          playerId: 't1-p3',
          email: INVITEE,
          expiresAt: created.json<{ expiresAt: string }>().expiresAt,
          captainOfTeamId: null,
        },
      ],
    });

    const checked = await check(lastToken());
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      email: INVITEE,
      playerName: 'Player3 Team1',
      leagueName: 'Test League',
    });

    const accepted = await accept(lastToken());
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      user: { email: INVITEE },
      role: 'player',
      isAdmin: false,
      memberOf: ['t1'],
      captainOf: [],
    });
    const cookie = sessionCookieHeader(accepted);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie });
    expect(me.json()).toMatchObject({ user: { email: INVITEE }, role: 'player' });
    const player = await t.request({ method: 'GET', url: '/api/players/t1-p3' });
    expect(player.json()).toMatchObject({ userId: me.json<{ user: { id: string } }>().user.id });
    // The password works for signing in later, and the invite is no longer pending.
    await t.login(INVITEE, NEW_PASSWORD);
    const after = await t.request({ method: 'GET', url: '/api/invites', cookie: admin });
    expect(after.json()).toEqual({ items: [] });
  });

  it("makes a captain invite's account the team's captain, who can then manage the roster", async () => {
    await open();
    const created = await invite('t2-p3', { email: INVITEE, captainOfTeamId: 't2' });
    expect(created.statusCode).toBe(201);
    expect(t.mails.at(-1)?.text).toContain('as captain of Team 2');
    expect((await check(lastToken())).json()).toMatchObject({ captainOf: 'Team 2' });

    const accepted = await accept(lastToken());
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      role: 'captain',
      team: { id: 't2' },
      captainOf: ['t2'],
    });
    const cookie = sessionCookieHeader(accepted);
    const team = await t.request({ method: 'GET', url: '/api/teams/t2' });
    const userId = accepted.json<{ user: { id: string } }>().user.id;
    expect(team.json()).toMatchObject({ captainUserId: userId });
    const newcomer = await t.request({
      method: 'POST',
      url: '/api/players',
      payload: { firstName: 'Late', lastName: 'Signing' },
      cookie: admin,
    });
    const added = await t.request({
      method: 'POST',
      url: '/api/team-players',
      payload: { teamId: 't2', playerId: newcomer.json<{ id: string }>().id, seasonId: 's1' },
      cookie,
    });
    expect(added.statusCode).toBe(201);
  });

  it('refuses a used link, on check and on accept', async () => {
    await open();
    await invite('t1-p3', { email: INVITEE });
    const token = lastToken();
    expect((await accept(token)).statusCode).toBe(201);
    for (const response of [await check(token), await accept(token, 'another passphrase')]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: {
          code: 'validation_failed',
          message: INVALID_INVITE,
          fields: { token: 'Used or expired' },
        },
      });
    }
  });

  it('makes one account when the link is used twice at once', async () => {
    await open();
    await invite('t1-p3', { email: INVITEE });
    const answers = await Promise.all([accept(lastToken()), accept(lastToken())]);
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes[0]).toBe(201);
    expect([409, 422]).toContain(codes[1]);
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', INVITEE)
      .execute();
    expect(users).toHaveLength(1);
  });

  it('refuses an expired link, on check and on accept', async () => {
    await open();
    await invite('t1-p3', { email: INVITEE });
    clock = new Date(clock.getTime() + INVITE_TTL_MS + 1000);
    expect((await check(lastToken())).statusCode).toBe(422);
    expect((await accept(lastToken())).statusCode).toBe(422);
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', INVITEE)
      .execute();
    expect(users).toEqual([]);
  });

  it('replaces an older unused invite of the same player', async () => {
    await open();
    await invite('t1-p3', { email: 'first@example.test' });
    const first = lastToken();
    await invite('t1-p3', { email: INVITEE });
    expect((await check(first)).statusCode).toBe(422);
    expect((await check(lastToken())).json()).toMatchObject({ email: INVITEE });
    const pending = await t.request({ method: 'GET', url: '/api/invites', cookie: admin });
    expect(pending.json()).toMatchObject({ items: [{ email: INVITEE }] });
  });

  it('builds the link on the public origin, never on the Host header', async () => {
    await open({ PUBLIC_URL: 'https://league.example/pool/' });
    const response = await t.request({
      method: 'POST',
      url: '/api/players/t1-p3/invite',
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
      payload: { email: INVITEE },
      cookie: admin,
    });
    expect(response.statusCode).toBe(201);
    expect(t.mails.at(-1)?.link).toMatch(/^https:\/\/league\.example\/pool\/join\?token=/);
    expect(t.mails.at(-1)?.text).not.toContain('attacker.example');
  });

  it('lets only an admin invite or list invites', async () => {
    await open();
    expect((await invite('t1-p3', { email: INVITEE }, null)).statusCode).toBe(401);
    for (const who of [world.emails.captain1, world.emails.player1, world.emails.plain]) {
      const cookie = await t.login(who);
      expect((await invite('t1-p3', { email: INVITEE }, cookie)).statusCode).toBe(403);
      const list = await t.request({ method: 'GET', url: '/api/invites', cookie });
      expect(list.statusCode).toBe(403);
    }
    expect(t.mails).toEqual([]);
  });

  it('refuses a player who has an account, an e-mail in use, and a team they are not on', async () => {
    await open();
    const linked = await invite('t1-p2', { email: INVITEE });
    expect(linked.statusCode).toBe(409);
    expect(linked.json()).toMatchObject({
      error: { message: 'This player already has an account.' },
    });
    const taken = await invite('t1-p3', { email: world.emails.plain });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ error: { message: string } }>().error.message).toMatch(/link that account/);
    const otherTeam = await invite('t1-p3', { email: INVITEE, captainOfTeamId: 't2' });
    expect(otherTeam.statusCode).toBe(409);
    expect(otherTeam.json()).toMatchObject({
      error: { message: 'This player is not an active member of that team.' },
    });
    const noSuchPlayer = await invite('no-such-player', { email: INVITEE });
    expect(noSuchPlayer.statusCode).toBe(404);
    expect(t.mails).toEqual([]);
  });

  describe('registration before the invitee (an address nobody has proved)', () => {
    const register = (email = INVITEE, password = 'someone else chose') =>
      t.request({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
    const verifyLast = async () => {
      await t.app.ctx.mailQueue.idle();
      const mail = t.mails.findLast((sent) => sent.subject.startsWith('Confirm your e-mail'));
      return t.request({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: tokenOf(mail?.link) },
      });
    };

    it('lets the admin invite an address someone registered without proving it', async () => {
      await open();
      expect((await register()).statusCode).toBe(201);
      const created = await invite('t1-p3', { email: INVITEE });
      expect(created.statusCode).toBe(201);
      expect(created.body).not.toMatch(/link that account/);
      const users = await t.request({
        method: 'GET',
        url: `/api/users?email=${INVITEE}`,
        cookie: admin,
      });
      expect(users.json()).toMatchObject({ items: [{ email: INVITEE, emailVerified: false }] });
    });

    it("gives the squatted account to the invite's holder and signs the registrant out", async () => {
      await open();
      await invite('t1-p3', { email: INVITEE });
      const inviteToken = lastToken();
      const registered = await register();
      expect(registered.statusCode).toBe(201);
      const squatter = sessionCookieHeader(registered);
      const squatterId = registered.json<{ user: { id: string } }>().user.id;
      // The invite survives the registration, and the join page still opens.
      expect((await check(inviteToken)).statusCode).toBe(200);

      const accepted = await accept(inviteToken);
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json()).toMatchObject({
        user: { id: squatterId, email: INVITEE },
        role: 'player',
        memberOf: ['t1'],
        emailVerified: true,
      });
      const users = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', INVITEE)
        .execute();
      expect(users).toEqual([{ id: squatterId }]);
      const player = await t.request({ method: 'GET', url: '/api/players/t1-p3' });
      expect(player.json()).toMatchObject({ userId: squatterId });
      // Whoever registered it is out, and their password no longer opens it.
      const after = await t.request({ method: 'GET', url: '/api/auth/me', cookie: squatter });
      expect(after.json()).toMatchObject({ user: null });
      const oldPassword = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: INVITEE, password: 'someone else chose' },
      });
      expect(oldPassword.statusCode).toBe(401);
      await t.login(INVITEE, NEW_PASSWORD);
      // The registration's confirmation link died with the takeover.
      expect((await verifyLast()).statusCode).toBe(422);
    });

    it('refuses to accept when a proved account has the address, and spends nothing', async () => {
      await open();
      await invite('t1-p3', { email: INVITEE });
      const inviteToken = lastToken();
      expect((await register()).statusCode).toBe(201);
      expect((await verifyLast()).statusCode).toBe(204);
      const response = await accept(inviteToken);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(
        /link that account/,
      );
      expect((await check(inviteToken)).statusCode).toBe(200);
    });
  });

  it('drops the invite when the admin links an existing account instead', async () => {
    await open();
    await invite('t1-p3', { email: INVITEE });
    const linked = await t.request({
      method: 'PATCH',
      url: '/api/players/t1-p3',
      payload: { userId: world.users.plain },
      cookie: admin,
    });
    expect(linked.statusCode).toBe(200);
    expect((await accept(lastToken())).statusCode).toBe(422);
  });

  describe("a captain invite and the admin's later decisions", () => {
    const captainInvite = async () => {
      expect((await invite('t2-p3', { email: INVITEE, captainOfTeamId: 't2' })).statusCode).toBe(
        201,
      );
      return lastToken();
    };
    const teamCaptain = async () =>
      (await t.request({ method: 'GET', url: '/api/teams/t2' })).json<{
        captainUserId?: string | null;
      }>().captainUserId ?? null;
    const membership = () =>
      t.db
        .selectFrom('teamPlayers')
        .select(['role', 'isActive'])
        .where('id', '=', 't2-m3')
        .executeTakeFirstOrThrow();
    const pending = async () =>
      (await t.request({ method: 'GET', url: '/api/invites', cookie: admin })).json<{
        items: { playerId: string; captainOfTeamId: string | null }[];
      }>().items;

    it('taking the player off the team revokes the captaincy: the link makes a plain player', async () => {
      await open();
      const token = await captainInvite();
      const removed = await t.request({
        method: 'PATCH',
        url: '/api/team-players/t2-m3',
        payload: { isActive: false },
        cookie: admin,
      });
      expect(removed.statusCode).toBe(200);
      expect(await pending()).toEqual([
        expect.objectContaining({ playerId: 't2-p3', captainOfTeamId: null }),
      ]);
      expect((await check(token)).json()).not.toHaveProperty('captainOf');
      const accepted = await accept(token);
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json()).toMatchObject({ role: 'player', captainOf: [], memberOf: [] });
      // The membership stays ended, and the sitting captain sits.
      expect(await membership()).toMatchObject({ role: 'player', isActive: 0 });
      expect(await teamCaptain()).toBe(world.users.captain2);
    });

    it('appointing or standing down a captain revokes the captaincy of pending invites', async () => {
      await open();
      const token = await captainInvite();
      const stoodDown = await t.request({
        method: 'DELETE',
        url: '/api/teams/t2/captain',
        payload: { userId: world.users.captain2 },
        cookie: admin,
      });
      expect(stoodDown.statusCode).toBe(200);
      expect(await pending()).toEqual([expect.objectContaining({ captainOfTeamId: null })]);
      const accepted = await accept(token);
      expect(accepted.json()).toMatchObject({ role: 'player', captainOf: [], memberOf: ['t2'] });
      expect(await teamCaptain()).toBeNull();
    });

    it('re-checks at accept time: a changed captaincy makes a plain player and tells the admin', async () => {
      await open();
      const token = await captainInvite();
      // A change the revocation did not see (an older server's invite, a write racing the accept):
      // the team got another captain, and the invitee's membership ended.
      await t.db
        .updateTable('teams')
        .set({ captainUserId: world.users.player1 })
        .where('id', '=', 't2')
        .execute();
      await t.db
        .updateTable('teamPlayers')
        .set({ isActive: 0 })
        .where('id', '=', 't2-m3')
        .execute();
      expect((await check(token)).json()).not.toHaveProperty('captainOf');

      const accepted = await accept(token);
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json()).toMatchObject({ role: 'player', captainOf: [] });
      expect(await teamCaptain()).toBe(world.users.player1);
      expect(await membership()).toMatchObject({ isActive: 0 });

      const bell = await t.request({ method: 'GET', url: '/api/notifications', cookie: admin });
      expect(bell.json()).toMatchObject({
        unread: 1,
        items: [
          {
            kind: 'invite-accepted-as-player',
            title:
              'Player3 Team2 accepted an invite as captain of Team 2, but the team changed since: they joined as a player',
            link: '/admin/players',
          },
        ],
      });
      const audit = await t.request({
        method: 'GET',
        url: '/api/players/t2-p3/audit',
        cookie: admin,
      });
      expect(audit.json()).toMatchObject({
        items: [{ reason: 'captain_invite_accepted_as_player' }],
      });
    });

    it('an unchanged captaincy still makes the captain', async () => {
      await open();
      const token = await captainInvite();
      const accepted = await accept(token);
      expect(accepted.json()).toMatchObject({ role: 'captain', captainOf: ['t2'] });
      const bell = await t.request({ method: 'GET', url: '/api/notifications', cookie: admin });
      expect(bell.json()).toMatchObject({ unread: 0 });
    });
  });

  it('refuses a weak password and keeps the link usable', async () => {
    await open();
    await invite('t1-p3', { email: INVITEE });
    const short = await accept(lastToken(), 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      error: { fields: { password: expect.any(String) as string } },
    });
    const common = await accept(lastToken(), 'password123');
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({
      error: { fields: { password: COMMON_PASSWORD_MESSAGE } },
    });
    expect((await accept(lastToken())).statusCode).toBe(201);
  });

  it('answers a flood of made-up tokens with 429, on check and on accept', async () => {
    await open({ AUTH_RATE_LIMIT_PER_IP: '5' });
    const attacker = '203.0.113.66';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await check(`guess-${i}`, attacker)).statusCode);
    for (let i = 0; i < 4; i++)
      codes.push((await accept(`guess-${i}`, NEW_PASSWORD, attacker)).statusCode);
    expect(codes).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
    const limited = await accept('guess', NEW_PASSWORD, attacker);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
