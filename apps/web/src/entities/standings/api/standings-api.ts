import type { StandingsAnswer } from '@cueleague/domain/responses';
import type { PointsConfig, TieBreaker } from '@cueleague/domain/compute-standings';
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

/**
 * What a season's frame points (a row's `framePoints`) are for, as the table words them: frames
 * won, racks won (a race's, docs/rules.md, Races) or both, and how many points each earns; null
 * when neither earns any, and the table shows no such column.
 */
export const framePointsOf = (
  season: Pick<PointsConfig, 'pointsPerFrame' | 'pointsPerRack'> | undefined,
): { won: string; rates: string } | null => {
  const parts = [
    { what: 'frames', each: 'a frame', points: season?.pointsPerFrame ?? 0 },
    { what: 'racks', each: 'a rack', points: season?.pointsPerRack ?? 0 },
  ].filter((part) => part.points > 0);
  if (parts.length === 0) return null;
  return {
    won: parts.map((part) => part.what).join(' and '),
    rates: parts.map((part) => `${String(part.points)} ${part.each}`).join(', '),
  };
};
