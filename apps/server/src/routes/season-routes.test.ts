// Seasons through the API, checked against the database: deleting one (refused while a match
// has been played) and which season is the current one.
import type { Season } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { type ErrorBody, seasonRows, secondSeason } from '../test/league-api.ts';
import {
  adminCookie,
  call,
  createMatch,
  getMatch,
  playMatch,
  startMatch,
} from '../test/match-driver.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { insertLeagueRow, insertSeasonRow } from '../test/world.ts';

describe.each(TEST_DATABASES)('seasons through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  describe('deleting a season', () => {
    it.each(['in-progress', 'completed'] as const)(
      'is refused with 409 when a match is %s, and nothing is deleted',
      async (state) => {
        const world = await setup();
        const played = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
        await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
        if (state === 'in-progress') await startMatch(t, world, played.id);
        else await playMatch(t, world, played.id, 'home');
        expect((await getMatch(t, played.id)).state).toBe(state);
        const before = await seasonRows(t, world.seasonId);

        const response = await t.request({
          method: 'DELETE',
          url: `/api/seasons/${world.seasonId}`,
          cookie: await adminCookie(t, world),
        });
        expect(response.statusCode).toBe(409);
        expect(response.json<ErrorBody>().error.code).toBe('conflict');
        expect(await seasonRows(t, world.seasonId)).toEqual(before);
        expect(before.matches).toHaveLength(2);
        expect(before.frames).toBe(32);
      },
    );

    it('deletes a season with only unplayed matches: its matches, frames, teams and memberships go', async () => {
      const world = await setup();
      const other = await secondSeason(t, world);
      await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      const postponed = await createMatch(t, world, { homeTeamId: 't3', awayTeamId: 't1' });
      const admin = await adminCookie(t, world);
      await call(t, {
        method: 'POST',
        url: `/api/matches/${postponed.id}/postpone`,
        cookie: admin,
        payload: { reason: 'Venue closed' },
      });
      const otherBefore = await seasonRows(t, other.seasonId);

      const response = await t.request({
        method: 'DELETE',
        url: `/api/seasons/${world.seasonId}`,
        cookie: admin,
      });
      expect(response.statusCode).toBe(204);
      expect(await seasonRows(t, world.seasonId)).toEqual({
        season: [],
        teams: [],
        memberships: [],
        matches: [],
        frames: 0,
        players: 15,
      });
      expect(await seasonRows(t, other.seasonId)).toEqual(otherBefore);
      expect(otherBefore).toMatchObject({ teams: other.teamIds.sort(), frames: 16 });
      expect(
        (await t.request({ method: 'GET', url: `/api/seasons/${world.seasonId}` })).statusCode,
      ).toBe(404);
    });
  });

  describe('the current season', () => {
    const isCurrent = async (id: string) =>
      (
        await t.db
          .selectFrom('seasons')
          .select('isCurrent')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).isCurrent === 1;

    it('creating a current season un-currents the others of its league only', async () => {
      const world = await setup();
      await insertLeagueRow(t.db, {
        id: 'l2',
        name: 'Other League',
        createdAt: '2026-01-01T00:00:00.000Z',
      });
      await insertSeasonRow(t.db, { id: 's-other', leagueId: 'l2', name: 'Other current' });
      const created = (
        await call(
          t,
          {
            method: 'POST',
            url: '/api/seasons',
            cookie: await adminCookie(t, world),
            payload: { leagueId: world.leagueId, name: 'Spring 2027', isCurrent: true },
          },
          201,
        )
      ).json<Season>();
      expect(created).toMatchObject({ isCurrent: true, pointsForWin: 2, pointsForDraw: 1 });
      expect(await isCurrent(created.id)).toBe(true);
      expect(await isCurrent(world.seasonId)).toBe(false);
      expect(await isCurrent('s-other')).toBe(true);
    });

    it('patching a season current un-currents the others; editing another field keeps it current', async () => {
      const world = await setup();
      const admin = await adminCookie(t, world);
      const next = (
        await call(
          t,
          {
            method: 'POST',
            url: '/api/seasons',
            cookie: admin,
            payload: { leagueId: world.leagueId, name: 'Spring 2027' },
          },
          201,
        )
      ).json<Season>();
      expect(next.isCurrent).toBe(false);
      expect(await isCurrent(world.seasonId)).toBe(true);

      const patched = await call(t, {
        method: 'PATCH',
        url: `/api/seasons/${next.id}`,
        cookie: admin,
        payload: { isCurrent: true },
      });
      expect(patched.json<Season>().isCurrent).toBe(true);
      expect(await isCurrent(next.id)).toBe(true);
      expect(await isCurrent(world.seasonId)).toBe(false);

      // Renaming the current season must not take "current" away from it.
      const renamed = await call(t, {
        method: 'PATCH',
        url: `/api/seasons/${next.id}`,
        cookie: admin,
        payload: { name: 'Spring 2027 (renamed)' },
      });
      expect(renamed.json<Season>()).toMatchObject({
        name: 'Spring 2027 (renamed)',
        isCurrent: true,
      });
      expect(await isCurrent(next.id)).toBe(true);
    });

    it('GET /api/seasons/current answers the current season, and 404 when there is none', async () => {
      const world = await setup();
      const current = await t.request({ method: 'GET', url: '/api/seasons/current' });
      expect(current.statusCode).toBe(200);
      expect(current.json()).toMatchObject({
        id: world.seasonId,
        isCurrent: true,
        name: 'Winter 2026',
      });
      await call(t, {
        method: 'PATCH',
        url: `/api/seasons/${world.seasonId}`,
        cookie: await adminCookie(t, world),
        payload: { isCurrent: false },
      });
      const none = await t.request({ method: 'GET', url: '/api/seasons/current' });
      expect(none.statusCode).toBe(404);
    });
  });
});
