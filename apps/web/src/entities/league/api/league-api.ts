import type { LeagueSettingsUpdate } from '@cueleague/domain/requests';
import { queryOptions } from '@tanstack/react-query';
import { adminWrites } from '../../../lib/admin-writes.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const leagueKeys = {
  leagues: ['leagues'] as const,
  venues: ['venues'] as const,
};

/** The league (one per install): its name and the time zone fixtures are shown in. */
export const leagueQuery = () =>
  queryOptions({
    queryKey: leagueKeys.leagues,
    queryFn: async ({ signal }) =>
      (await apiFetch('leagues', '/api/leagues', { signal })).items[0] ?? null,
    staleTime: 5 * 60_000,
  });

export const venuesQuery = () =>
  queryOptions({
    queryKey: leagueKeys.venues,
    queryFn: async ({ signal }) => (await apiFetch('venues', '/api/venues', { signal })).items,
    staleTime: 5 * 60_000,
  });

/** PATCH /api/leagues/:id (an admin): its name, time zone, walkover rule or result deadlines. */
export const { update: updateLeague } = adminWrites<'league', never, LeagueSettingsUpdate>(
  'league',
  '/api/leagues',
);
