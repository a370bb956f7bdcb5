// A season that is over is read-only except to admins (docs/rules.md, Permissions), through HTTP
// on both databases: once another season is current, the old season's captain can no longer add,
// drop or (de)activate players, add someone new, answer availability or act on its matches, and
// each refusal says why; /auth/me no longer names the team among those they captain, so the web
// hides the buttons; an admin still changes it.
import { PAST_SEASON_READ_ONLY } from '@cueleague/domain/permissions';
import type { Season } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { fixture, type ErrorBody } from '../test/league-api.ts';
import { adminCookie, call, cookieFor, createPlayer } from '../test/match-driver.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('a past season (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  /** The world, a match of its season, and then a new current season: the world's is over. */
  const pastWorld = async () => {
    const world = await setup();
    const match = await fixture(t, world, 't1 v t2');
    const admin = await adminCookie(t, world);
    const newcomer = await createPlayer(t, world, { firstName: 'Late', lastName: 'Signing' });
    await call(
      t,
      {
        method: 'POST',
        url: '/api/seasons',
        cookie: admin,
        payload: { leagueId: world.leagueId, name: 'Summer 2027', isCurrent: true },
      },
      201,
    );
    const old = await call(t, { method: 'GET', url: `/api/seasons/${world.seasonId}` });
    expect(old.json<Season>().isCurrent).toBe(false);
    return { world, match, admin, newcomer, captain: await cookieFor(t, world, 'captain1') };
  };

  it("refuses every captain write on the old season's team, saying why", async () => {
    const { world, match, newcomer, captain } = await pastWorld();
    const writes = [
      {
        method: 'POST' as const,
        url: '/api/team-players',
        payload: { teamId: 't1', playerId: newcomer, seasonId: world.seasonId },
      },
      { method: 'PATCH' as const, url: '/api/team-players/t1-m3', payload: { isActive: false } },
      {
        method: 'POST' as const,
        url: '/api/teams/t1/players',
        payload: { firstName: 'Match', lastName: 'Night' },
      },
      {
        method: 'PUT' as const,
        url: `/api/matches/${match.id}/availability`,
        payload: { playerId: 't1-p3', available: true },
      },
      {
        method: 'PUT' as const,
        url: `/api/matches/${match.id}/pre-match`,
        payload: { side: 'home', availablePlayers: ['t1-p1', 't1-p2'], rosterConfirmed: false },
      },
    ];
    for (const write of writes) {
      const response = await t.request({ ...write, cookie: captain });
      expect({ url: write.url, status: response.statusCode }).toEqual({
        url: write.url,
        status: 403,
      });
      expect(response.json<ErrorBody>().error.message).toBe(PAST_SEASON_READ_ONLY);
    }
    // Nothing changed: the roster the next season would copy is the one the season ended with.
    const roster = await t.db
      .selectFrom('teamPlayers')
      .select(['id', 'isActive'])
      .where('teamId', '=', 't1')
      .orderBy('id')
      .execute();
    expect(roster).toHaveLength(5);
    expect(roster.every((membership) => membership.isActive === 1)).toBe(true);
  });

  it('no longer counts the old team among those the captain captains', async () => {
    const { captain } = await pastWorld();
    const me = await call(t, { method: 'GET', url: '/api/auth/me', cookie: captain });
    expect(me.json()).toMatchObject({ captainOf: [], memberOf: ['t1'] });
  });

  it('still lets an admin change it', async () => {
    const { admin } = await pastWorld();
    const response = await t.request({
      method: 'PATCH',
      url: '/api/team-players/t1-m3',
      payload: { isActive: false },
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
  });
});
