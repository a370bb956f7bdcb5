import { standingsSchema, type StandingsAnswer } from '@cueleague/domain/responses';
import type { TieBreaker } from '@cueleague/domain/compute-standings';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, queryString } from '../../../lib/api-client.ts';

export type { StandingsAnswer };

export const standingsKeys = {
  all: ['standings'] as const,
  season: (seasonId: string | undefined) => [...standingsKeys.all, seasonId ?? 'current'] as const,
};

export const standingsQuery = (seasonId: string | undefined) =>
  queryOptions({
    queryKey: standingsKeys.season(seasonId),
    queryFn: ({ signal }) =>
      apiFetch(standingsSchema, `/api/standings${queryString({ seasonId })}`, { signal }),
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
