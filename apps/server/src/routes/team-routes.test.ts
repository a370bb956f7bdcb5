// Teams and rosters through the API, checked against the database: captaincy, and the rosters
// captains keep (their own team only, never roles).
import type { Team, TeamPlayer } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { type ErrorBody, me } from '../test/league-api.ts';
import { adminCookie, call, cookieFor, createPlayer } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

const NO_PLAYER_RECORD = 'No player record found for this user';

describe.each(TEST_DATABASES)('teams and rosters through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));
  /** A membership made inactive, by whoever `cookie` signs in. */
  const deactivate = (membershipId: string, cookie: string) =>
    t.request({
      method: 'PATCH',
      url: `/api/team-players/${membershipId}`,
      cookie,
      payload: { isActive: false },
    });

  describe('captaincy', () => {
    const memberships = async (teamId: string) =>
      Object.fromEntries(
        (
          await t.db
            .selectFrom('teamPlayers')
            .select(['playerId', 'role'])
            .where('teamId', '=', teamId)
            .execute()
        ).map((row) => [row.playerId, row.role]),
      );
    /** An admin makes `userId` captain of team 1 (PUT), or stands them down (DELETE). */
    const captainOfT1 = async (world: World, method: 'PUT' | 'DELETE', userId: string) =>
      t.request({
        method,
        url: '/api/teams/t1/captain',
        cookie: await adminCookie(t, world),
        payload: { userId },
      });
    const captainUserId = async (teamId: string) =>
      (
        await t.db
          .selectFrom('teams')
          .select('captainUserId')
          .where('id', '=', teamId)
          .executeTakeFirstOrThrow()
      ).captainUserId;

    it('assigning sets the membership role and captainUserId and demotes the previous captain', async () => {
      const world = await setup();
      const response = await captainOfT1(world, 'PUT', world.users.player1);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: 't1', captainUserId: world.users.player1 });
      expect(await captainUserId('t1')).toBe(world.users.player1);
      expect(await memberships('t1')).toEqual({
        't1-p1': 'player',
        't1-p2': 'captain',
        't1-p3': 'player',
        't1-p4': 'player',
        't1-p5': 'player',
      });
      expect(await memberships('t2')).toMatchObject({ 't2-p1': 'captain' });

      const newCaptain = await cookieFor(t, world, 'player1');
      expect(await me(t, newCaptain)).toMatchObject({
        role: 'captain',
        isAdmin: false,
        team: { id: 't1' },
      });
      const oldCaptain = await cookieFor(t, world, 'captain1');
      expect(await me(t, oldCaptain)).toMatchObject({ role: 'player', team: null });

      // The roster follows the captaincy.
      const byNew = await deactivate('t1-m5', newCaptain);
      expect(byNew.statusCode).toBe(200);
      const byOld = await deactivate('t1-m4', oldCaptain);
      expect(byOld.statusCode).toBe(403);
    });

    it('removing sets the role back to player and clears captainUserId', async () => {
      const world = await setup();
      const response = await captainOfT1(world, 'DELETE', world.users.captain1);
      expect(response.statusCode).toBe(200);
      expect(response.json<Team>().captainUserId ?? null).toBeNull();
      expect(await captainUserId('t1')).toBeNull();
      expect(Object.values(await memberships('t1'))).toEqual(Array(5).fill('player'));
      expect(await me(t, await cookieFor(t, world, 'captain1'))).toMatchObject({
        role: 'player',
        team: null,
      });
    });

    it.each(['PUT', 'DELETE'] as const)(
      '%s answers 422 "No player record found for this user" for a user without one and changes nothing',
      async (method) => {
        const world = await setup();
        const before = { captain: await captainUserId('t1'), roles: await memberships('t1') };
        for (const userId of [world.users.plain, 'u-does-not-exist']) {
          const response = await captainOfT1(world, method, userId);
          expect(response.statusCode).toBe(422);
          expect(response.json<ErrorBody>().error.message).toBe(NO_PLAYER_RECORD);
        }
        expect({ captain: await captainUserId('t1'), roles: await memberships('t1') }).toEqual(
          before,
        );
        expect(before.captain).toBe(world.users.captain1);
      },
    );
  });

  describe('rosters kept by captains', () => {
    const membership = (id: string) =>
      t.db.selectFrom('teamPlayers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const membershipsOf = (playerId: string) =>
      t.db.selectFrom('teamPlayers').select('id').where('playerId', '=', playerId).execute();
    const newPlayer = (world: World, firstName: string) =>
      createPlayer(t, world, { firstName, lastName: 'Signing' });

    it('a captain adds a player to their own roster and deactivates one', async () => {
      const world = await setup();
      const playerId = await newPlayer(world, 'New');
      const captain = await cookieFor(t, world, 'captain1');
      const added = await t.request({
        method: 'POST',
        url: '/api/team-players',
        cookie: captain,
        payload: { teamId: 't1', playerId, seasonId: world.seasonId },
      });
      expect(added.statusCode).toBe(201);
      const created = added.json<TeamPlayer>();
      expect(created).toMatchObject({ teamId: 't1', playerId, role: 'player', isActive: true });
      expect(await membership(created.id)).toMatchObject({
        teamId: 't1',
        playerId,
        role: 'player',
        isActive: 1,
      });

      const deactivated = await deactivate('t1-m3', captain);
      expect(deactivated.statusCode).toBe(200);
      expect(await membership('t1-m3')).toMatchObject({ isActive: 0, role: 'player' });
      const active = (
        await call(t, { method: 'GET', url: '/api/team-players?teamId=t1&isActive=true' })
      ).json<{ items: TeamPlayer[] }>();
      expect(active.items.map((item) => item.playerId).sort()).toEqual(
        ['t1-p1', 't1-p2', 't1-p4', 't1-p5', playerId].sort(),
      );
    });

    it('an admin adding an unlinked player as captain gets the catalogue message and nothing changes', async () => {
      const world = await setup();
      const playerId = await newPlayer(world, 'Unlinked');
      const response = await t.request({
        method: 'POST',
        url: '/api/team-players',
        cookie: await adminCookie(t, world),
        payload: { teamId: 't1', playerId, seasonId: world.seasonId, role: 'captain' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: { code: 'validation_failed', message: 'No player record found for this user' },
      });
      expect(await membershipsOf(playerId)).toEqual([]);
    });

    it("a captain cannot touch another team's roster nor change roles (403), and nothing changes", async () => {
      const world = await setup();
      const playerId = await newPlayer(world, 'Wanted');
      const captain = await cookieFor(t, world, 'captain1');
      const refusals = [
        {
          method: 'POST' as const,
          url: '/api/team-players',
          payload: { teamId: 't2', playerId, seasonId: world.seasonId },
        },
        { method: 'PATCH' as const, url: '/api/team-players/t2-m3', payload: { isActive: false } },
        { method: 'PATCH' as const, url: '/api/team-players/t1-m3', payload: { role: 'captain' } },
        { method: 'PATCH' as const, url: '/api/team-players/t1-m1', payload: { role: 'player' } },
        {
          method: 'POST' as const,
          url: '/api/team-players',
          payload: { teamId: 't1', playerId, seasonId: world.seasonId, role: 'captain' },
        },
      ];
      for (const refusal of refusals) {
        const response = await t.request({ ...refusal, cookie: captain });
        expect(
          response.statusCode,
          `${refusal.method} ${refusal.url} ${JSON.stringify(refusal.payload)}`,
        ).toBe(403);
      }
      expect(await membershipsOf(playerId)).toEqual([]);
      expect(await membership('t2-m3')).toMatchObject({ isActive: 1 });
      expect(await membership('t1-m3')).toMatchObject({ role: 'player' });
      expect(await membership('t1-m1')).toMatchObject({ role: 'captain' });
      expect(
        (
          await t.db
            .selectFrom('teams')
            .select('captainUserId')
            .where('id', '=', 't1')
            .executeTakeFirstOrThrow()
        ).captainUserId,
      ).toBe(world.users.captain1);
    });
  });
});
