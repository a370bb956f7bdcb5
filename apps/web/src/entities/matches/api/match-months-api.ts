// GET /api/matches/months: which months of a season hold matches, how many and the day of the
// first. The fixtures page lists its months from it and finds the next month with fixtures
// without reading them. Under ['matches', 'months', filter], so the live cache sees it too.
import type { MatchMonth } from '@cueleague/domain/responses';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, queryString } from '../../../lib/api-client.ts';
import { matchKeys, type MatchMonthsFilter } from './matches-api.ts';

export type { MatchMonth };

export const matchMonthsQuery = (filter: MatchMonthsFilter) =>
  queryOptions({
    queryKey: matchKeys.months(filter),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(
          'matchMonths',
          `/api/matches/months${queryString({ seasonId: filter.seasonId, divisionId: filter.divisionId, teamId: filter.teamId })}`,
          { signal },
        )
      ).items,
  });
