// Players through the API, checked against the database: linking a player record to a user
// (which makes them a player, never lowering an admin) and reading players by id.
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { me } from '../test/league-api.ts';
import { adminCookie, call, cookieFor, createPlayer } from '../test/match-driver.ts';
import { PASSWORD, tokenOf, type TestApp } from '../test/test-app.ts';
import { UNVERIFIED_ACCOUNT } from './player-routes.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('players through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  describe('linking a player record to a user', () => {
    const storedRole = async (userId: string) =>
      (
        await t.db
          .selectFrom('users')
          .select('role')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).role;

    it('POST /api/players with userId makes that user a player', async () => {
      const world = await setup();
      expect(await me(t, await cookieFor(t, world, 'plain'))).toMatchObject({ role: 'user' });
      const response = await t.request({
        method: 'POST',
        url: '/api/players',
        cookie: await adminCookie(t, world),
        payload: { firstName: 'Plain', lastName: 'User', userId: world.users.plain },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ userId: world.users.plain, firstName: 'Plain' });
      expect(await storedRole(world.users.plain)).toBe('player');
      expect(await me(t, await cookieFor(t, world, 'plain'))).toMatchObject({
        role: 'player',
        isAdmin: false,
      });
    });

    it('PATCH /api/players/:id with userId makes a freshly registered user a player', async () => {
      const world = await setup();
      const registered = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'newcomer@example.test', password: PASSWORD },
      });
      const userId = registered.json<{ user: { id: string } }>().user.id;
      const admin = await adminCookie(t, world);
      const playerId = await createPlayer(t, world, { firstName: 'New', lastName: 'Comer' });
      expect(await storedRole(userId)).toBeNull();
      // Until its e-mail is proved the account may be anyone's: linking it is refused.
      const unverified = await t.request({
        method: 'PATCH',
        url: `/api/players/${playerId}`,
        cookie: admin,
        payload: { userId },
      });
      expect(unverified.statusCode).toBe(409);
      expect(unverified.json()).toMatchObject({ error: { message: UNVERIFIED_ACCOUNT } });
      expect(await storedRole(userId)).toBeNull();
      await t.app.ctx.mailQueue.idle();
      const verified = await t.request({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: tokenOf(t.mails.at(-1)?.link) },
      });
      expect(verified.statusCode).toBe(204);
      await call(t, {
        method: 'PATCH',
        url: `/api/players/${playerId}`,
        cookie: admin,
        payload: { userId },
      });
      expect(await storedRole(userId)).toBe('player');
      expect(
        (
          await t.db
            .selectFrom('players')
            .select('userId')
            .where('id', '=', playerId)
            .executeTakeFirstOrThrow()
        ).userId,
      ).toBe(userId);
      expect(await me(t, await t.login('newcomer@example.test'))).toMatchObject({ role: 'player' });
    });

    it('never lowers an admin', async () => {
      const world = await setup();
      await t.db
        .insertInto('users')
        .values({
          id: 'u-admin2',
          email: 'admin2@example.test',
          passwordHash: (
            await t.db
              .selectFrom('users')
              .select('passwordHash')
              .where('id', '=', world.users.admin)
              .executeTakeFirstOrThrow()
          ).passwordHash,
          role: 'admin',
          createdAt: '2026-01-01T00:00:00.000Z',
          emailVerifiedAt: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      const admin = await adminCookie(t, world);
      await createPlayer(t, world, { firstName: 'Second', lastName: 'Admin', userId: 'u-admin2' });
      await createPlayer(t, world, {
        firstName: 'League',
        lastName: 'Admin',
        userId: world.users.admin,
      });
      expect(await storedRole('u-admin2')).toBe('admin');
      expect(await storedRole(world.users.admin)).toBe('admin');
      expect(await me(t, await t.login('admin2@example.test'))).toMatchObject({
        role: 'admin',
        isAdmin: true,
      });
      expect(await me(t, admin)).toMatchObject({ role: 'admin', isAdmin: true });
    });
  });

  describe('unlinking a captain', () => {
    it("ends the account's captaincy with its player record, audited", async () => {
      const world = await setup();
      const admin = await adminCookie(t, world);
      const captain = await cookieFor(t, world, 'captain1');
      expect(await me(t, captain)).toMatchObject({ role: 'captain', captainOf: ['t1'] });
      await call(t, {
        method: 'PATCH',
        url: '/api/players/t1-p1',
        cookie: admin,
        payload: { userId: null },
      });
      // The account keeps no power over the team: no roster change, no role, no captaincy.
      expect(await me(t, captain)).toMatchObject({ role: 'user', captainOf: [], team: null });
      const team = await call(t, { method: 'GET', url: '/api/teams/t1' });
      expect(team.json()).toMatchObject({ captainUserId: null });
      const roster = await t.request({
        method: 'PATCH',
        url: '/api/team-players/t1-m3',
        cookie: captain,
        payload: { isActive: false },
      });
      expect(roster.statusCode).toBe(403);
      const memberships = await t.db
        .selectFrom('teamPlayers')
        .select('role')
        .where('id', '=', 't1-m1')
        .executeTakeFirstOrThrow();
      expect(memberships.role).toBe('player');
      const audit = await call(t, {
        method: 'GET',
        url: '/api/players/t1-p1/audit',
        cookie: admin,
      });
      expect(audit.json()).toMatchObject({
        items: [
          {
            reason: 'captaincy_ended',
            actorUserId: world.users.admin,
            before: { userId: world.users.captain1, captainOf: ['t1'] },
            after: { userId: null, captainOf: [] },
          },
        ],
      });
      // Nothing is left to stand down, and the team takes a new captain as usual.
      await call(t, {
        method: 'PUT',
        url: '/api/teams/t1/captain',
        cookie: admin,
        payload: { userId: world.users.player1 },
      });
      expect(await me(t, await cookieFor(t, world, 'player1'))).toMatchObject({
        captainOf: ['t1'],
      });
    });

    it('lets an admin stand down a captain whose record was unlinked by an older server', async () => {
      const world = await setup();
      // What an older server left: the record unlinked, the team still naming the account.
      await t.db.updateTable('players').set({ userId: null }).where('id', '=', 't1-p1').execute();
      const response = await call(t, {
        method: 'DELETE',
        url: '/api/teams/t1/captain',
        cookie: await adminCookie(t, world),
        payload: { userId: world.users.captain1 },
      });
      expect(response.json()).toMatchObject({ captainUserId: null });
      expect(await me(t, await cookieFor(t, world, 'captain1'))).toMatchObject({ captainOf: [] });
    });
  });

  it('GET /api/players?ids= answers up to 10 players by id', async () => {
    const world = await setup();
    const ten = [...world.players[0], ...world.players[1]];
    const response = await call(t, { method: 'GET', url: `/api/players?ids=${ten.join(',')}` });
    expect(
      response
        .json<{ items: { id: string }[] }>()
        .items.map((player) => player.id)
        .sort(),
    ).toEqual([...ten].sort());
    const some = await call(t, {
      method: 'GET',
      url: '/api/players?ids=t3-p2,no-such-player,t1-p1',
    });
    expect(
      some
        .json<{ items: { id: string }[] }>()
        .items.map((player) => player.id)
        .sort(),
    ).toEqual(['t1-p1', 't3-p2']);
    const eleven = await t.request({
      method: 'GET',
      url: `/api/players?ids=${[...ten, 't3-p1'].join(',')}`,
    });
    expect(eleven.statusCode).toBe(422);
  });
});
