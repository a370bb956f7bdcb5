import type { MatchListItem } from '@cueleague/domain/responses';
import type { Match, MatchState } from '@cueleague/domain/entities';
import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import { apiFetch, queryString } from '../../../lib/api-client.ts';
import { isMatch, newerMatch } from '../newer-match.ts';

export interface MatchFilter {
  seasonId?: string | undefined;
  /** Only the matches between the teams of this division of the season. */
  divisionId?: string | undefined;
  teamId?: string | undefined;
  state?: MatchState | undefined;
  /** The matches played on or after this day (YYYY-MM-DD), in the league's time. */
  from?: string | undefined;
  /** The matches played on or before this day (YYYY-MM-DD), in the league's time. */
  to?: string | undefined;
  /**
   * The league's zone, for `from` and `to`: not sent (the server knows its league's), but it lets
   * the live cache tell whether a pushed match falls in the range (live-cache.ts).
   */
  timeZone?: string | undefined;
}

/** The query string of a filter: every member but the zone. */
const filterQuery = (filter: MatchFilter, view?: 'summary') =>
  queryString({
    seasonId: filter.seasonId,
    divisionId: filter.divisionId,
    teamId: filter.teamId,
    state: filter.state,
    from: filter.from,
    to: filter.to,
    view,
  });

/** The season (and division, team) whose months are counted (match-months-api.ts). */
export interface MatchMonthsFilter {
  seasonId: string;
  divisionId?: string | undefined;
  teamId?: string | undefined;
}

export const matchKeys = {
  all: ['matches'] as const,
  list: (filter: MatchFilter) => [...matchKeys.all, 'list', filter] as const,
  summaries: (filter: MatchFilter) => [...matchKeys.list(filter), 'summary'] as const,
  detail: (id: string) => [...matchKeys.all, 'detail', id] as const,
  /** Every season's month counts. */
  allMonths: ['matches', 'months'] as const,
  months: (filter: MatchMonthsFilter) => [...matchKeys.allMonths, filter] as const,
  /**
   * The signed-in captain's matches in progress (the return-to-live banner). Not under 'matches':
   * the live cache reads every query there as a match list or a match.
   */
  allActive: ['active-matches'] as const,
  active: (userId: string | undefined) => [...matchKeys.allActive, userId] as const,
};

export const fetchMatches = async (filter: MatchFilter, signal?: AbortSignal): Promise<Match[]> =>
  (await apiFetch('matchesWithFrames', `/api/matches${filterQuery(filter)}`, { signal })).items;

/**
 * A match as a fixture line needs it: GET /api/matches?view=summary leaves the frames out (the
 * score is on the match), a small fraction of the full list for a whole season.
 */
export type MatchSummary = MatchListItem;

/** The matches of a filter without their frames (fixture lists). */
export const matchSummariesQuery = (filter: MatchFilter) =>
  queryOptions({
    queryKey: matchKeys.summaries(filter),
    queryFn: async ({ signal }) =>
      (await apiFetch('matches', `/api/matches${filterQuery(filter, 'summary')}`, { signal }))
        .items,
  });

export const matchesQuery = (filter: MatchFilter) =>
  queryOptions({
    queryKey: matchKeys.list(filter),
    queryFn: ({ signal }) => fetchMatches(filter, signal),
  });

export const LIVE_MATCHES_FILTER: MatchFilter = { state: 'in-progress' };

/**
 * One match with its frames (GET /api/matches/:id), for the match page and the scoring page
 * alike, kept at the newest version seen: a late answer never replaces a newer match.
 */
export const matchQuery = (matchId: string) =>
  queryOptions({
    queryKey: matchKeys.detail(matchId),
    queryFn: ({ signal }) =>
      apiFetch('match', `/api/matches/${encodeURIComponent(matchId)}`, { signal }),
    structuralSharing: (previous: unknown, next: unknown) =>
      replaceEqualDeep(
        previous,
        isMatch(previous) && isMatch(next) ? newerMatch(previous, next) : next,
      ),
    staleTime: 10_000,
  });
