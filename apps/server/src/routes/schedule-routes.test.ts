// The round-robin fixture generator through the API: a dry run, the saved fixtures, and venue
// conflicts.
import type { Match } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { framesOf } from '../test/league-api.ts';
import { adminCookie, call } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('the round-robin generator through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  describe('the round-robin generator', () => {
    const roundRobin = async (world: World, query = '', body: object = {}) =>
      t.request({
        method: 'POST',
        url: `/api/schedule/round-robin${query}`,
        cookie: await adminCookie(t, world),
        payload: {
          seasonId: world.seasonId,
          weekday: 3,
          time: '19:30',
          startDate: '2026-09-01',
          ...body,
        },
      });
    const matchCount = async () => (await t.db.selectFrom('matches').select('id').execute()).length;

    it('previews with dryRun and saves nothing', async () => {
      const world = await setup();
      const single = await roundRobin(world, '?dryRun=true');
      expect(single.statusCode).toBe(200);
      expect(single.json()).toMatchObject({ saved: false, conflicts: [] });
      expect(single.json<{ items: Match[] }>().items).toHaveLength(3);
      const double = await roundRobin(world, '?dryRun=true', { double: true });
      const pairs = double
        .json<{ items: Match[] }>()
        .items.map((match) => `${match.homeTeamId}>${match.awayTeamId}`);
      expect(pairs).toHaveLength(6);
      expect(new Set(pairs).size).toBe(6);
      expect(await matchCount()).toBe(0);
      expect((await t.db.selectFrom('frames').select('frameId').execute()).length).toBe(0);
    });

    it("creates n(n-1)/2 matches, each pair once, weekly, at the home team's venue", async () => {
      const world = await setup();
      const admin = await adminCookie(t, world);
      const venues: Record<string, string> = { t1: world.venueId };
      for (const teamId of ['t2', 't3']) {
        const venue = (
          await call(
            t,
            {
              method: 'POST',
              url: '/api/venues',
              cookie: admin,
              payload: { name: `Hall ${teamId}`, tables: 1 },
            },
            201,
          )
        ).json<{ id: string }>();
        venues[teamId] = venue.id;
        await call(t, {
          method: 'PATCH',
          url: `/api/teams/${teamId}`,
          cookie: admin,
          payload: { homeVenueId: venue.id },
        });
      }
      const response = await roundRobin(world);
      expect(response.statusCode).toBe(201);
      const body = response.json<{ items: Match[]; conflicts: unknown[]; saved: boolean }>();
      expect(body.saved).toBe(true);
      expect(body.conflicts).toEqual([]);
      expect(body.items).toHaveLength(3);
      const rows = await t.db.selectFrom('matches').selectAll().orderBy('scheduledDate').execute();
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((row) => [row.homeTeamId, row.awayTeamId].sort().join('-')))).toEqual(
        new Set(['t1-t2', 't1-t3', 't2-t3']),
      );
      for (const row of rows) {
        expect(row.venueId).toBe(venues[row.homeTeamId]);
        expect(row.state).toBe('pre-match');
        expect(await framesOf(t, row.id)).toHaveLength(16);
      }
      // Wednesdays at 19:30 London time (BST in September, GMT from November).
      expect(rows.map((row) => Date.parse(row.scheduledDate))).toEqual(
        ['2026-09-02T18:30:00Z', '2026-09-09T18:30:00Z', '2026-09-16T18:30:00Z'].map(Date.parse),
      );
    });

    it('seats two teams of a one-table pub to be at home on alternate weeks', async () => {
      const world = await setup();
      const admin = await adminCookie(t, world);
      const send = (method: 'POST' | 'PATCH', url: string, payload: object, status = 200) =>
        call(t, { method, url, cookie: admin, payload }, status);
      // Team 1 and Team 2 share The Red Lion's one table; Team 3 and Team 4 have halls of their own.
      await send('PATCH', `/api/venues/${world.venueId}`, { tables: 1 });
      const hall = (await send('POST', '/api/venues', { name: 'Hall', tables: 1 }, 201)).json<{
        id: string;
      }>();
      const club = (await send('POST', '/api/venues', { name: 'Club', tables: 1 }, 201)).json<{
        id: string;
      }>();
      await send('PATCH', '/api/teams/t3', { homeVenueId: hall.id });
      await send(
        'POST',
        '/api/teams',
        { seasonId: world.seasonId, name: 'Team 4', homeVenueId: club.id },
        201,
      );
      for (const double of [false, true]) {
        const response = await roundRobin(world, '?dryRun=true', { double });
        const body = response.json<{ items: Match[]; conflicts: unknown[] }>();
        expect(body.items).toHaveLength(double ? 12 : 6);
        expect(body.conflicts).toEqual([]);
        const lionNights = body.items
          .filter((match) => match.venueId === world.venueId)
          .map((match) => match.scheduledDate);
        expect(new Set(lionNights).size).toBe(lionNights.length);
      }
    });

    it('reports a venue hosting more matches on an evening than it has tables', async () => {
      const world = await setup();
      const admin = await adminCookie(t, world);
      await call(t, {
        method: 'PATCH',
        url: `/api/venues/${world.venueId}`,
        cookie: admin,
        payload: { tables: 1 },
      });
      await call(
        t,
        {
          method: 'POST',
          url: '/api/teams',
          cookie: admin,
          payload: { seasonId: world.seasonId, name: 'Team 4', homeVenueId: world.venueId },
        },
        201,
      );
      const response = await roundRobin(world);
      expect(response.statusCode).toBe(201);
      const body = response.json<{
        items: Match[];
        conflicts: {
          kind: string;
          venueId?: string;
          date: string;
          fixtures: unknown[];
          message: string;
        }[];
      }>();
      expect(body.items).toHaveLength(6);
      expect(await matchCount()).toBe(6);
      const venueConflicts = body.conflicts.filter(
        (conflict) => conflict.kind === 'venue-over-capacity',
      );
      expect(venueConflicts.map((conflict) => conflict.date)).toEqual([
        '2026-09-02',
        '2026-09-09',
        '2026-09-16',
      ]);
      for (const conflict of venueConflicts) {
        expect(conflict.venueId).toBe(world.venueId);
        expect(conflict.fixtures).toHaveLength(2);
      }
      expect(venueConflicts[0]?.message).toBe(
        'The Red Lion has 2 matches on 2026-09-02 but only 1 table',
      );
      expect(body.conflicts.filter((conflict) => conflict.kind === 'team-double-booked')).toEqual(
        [],
      );
    });
  });
});
