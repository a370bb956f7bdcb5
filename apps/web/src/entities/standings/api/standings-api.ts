import type { StandingsAnswer } from '@cueleague/domain/responses';
import type { TieBreaker } from '@cueleague/domain/compute-standings';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, queryString } from '../../../lib/api-client.ts';

export type { StandingsAnswer };

export const standingsKeys = {
  all: ['standings'] as const,
  /** Every division's table of a season (what a completed match may change). */
  season: (seasonId: string | undefined) => [...standingsKeys.all, seasonId ?? 'current'] as const,
  /** One division's table; no division: the season's top one (its only one if undivided). */
  division: (seasonId: string | undefined, divisionId: string | undefined) =>
    [...standingsKeys.season(seasonId), divisionId ?? 'top'] as const,
};

/** A division's table (GET /api/standings); without a division, the season's top one. */
export const standingsQuery = (seasonId: string | undefined, divisionId?: string) =>
  queryOptions({
    queryKey: standingsKeys.division(seasonId, divisionId),
    queryFn: ({ signal }) =>
      apiFetch('standings', `/api/standings${queryString({ seasonId, divisionId })}`, {
        signal,
      }),
  });

/**
 * How each tie-breaker reads in the table: each row says which one placed it (docs/rules.md,
 * Standings).
 */
export const TIE_BREAKER_LABELS: Record<TieBreaker, string> = {
  points: 'Points',
  frameDifference: 'Frame difference',
  framesWon: 'Frames won',
  headToHead: 'Head-to-head',
  name: 'Name (level on all)',
};
