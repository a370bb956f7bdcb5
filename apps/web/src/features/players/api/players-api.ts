import { chunkIds } from '@cueleague/domain/chunk-ids';
import type { Player } from '@cueleague/domain/entities';
import type { RatedStatsRow, RatingHistoryItem } from '@cueleague/domain/player-rating';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, queryString } from '../../../lib/api-client.ts';

export const playerKeys = {
  all: ['players', 'all'] as const,
  byIds: (ids: readonly string[]) => ['players', 'ids', ids] as const,
  stats: (seasonId: string | undefined) => ['player-stats', seasonId ?? 'current'] as const,
  ratings: (playerId: string, seasonId: string | undefined) =>
    ['player-ratings', playerId, seasonId ?? 'current'] as const,
};

/** Players by id, in chunks of 10 (GET /api/players?ids= takes at most that many). */
export const fetchPlayersByIds = async (
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Player[]> => {
  const chunks = chunkIds(ids);
  const lists = await Promise.all(
    chunks.map(
      async (chunk) =>
        (
          await apiFetch<{ items: Player[] }>(
            `/api/players${queryString({ ids: chunk.join(',') })}`,
            {
              signal,
            },
          )
        ).items,
    ),
  );
  return lists.flat();
};

export const playersByIdsQuery = (ids: readonly string[]) => {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: playerKeys.byIds(sorted),
    queryFn: ({ signal }) => fetchPlayersByIds(sorted, signal),
    enabled: sorted.length > 0,
    staleTime: 5 * 60_000,
  });
};

/** Every player of the league (GET /api/players, no filter), by last then first name. */
export const allPlayersQuery = () =>
  queryOptions({
    queryKey: playerKeys.all,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ items: Player[] }>('/api/players', { signal })).items,
    staleTime: 60_000,
  });

/** A stats row as the API answers it: the domain's, with the rating and the team's name. */
export type PlayerStatsItem = RatedStatsRow & { teamName: string | null };

export interface PlayerStatsAnswer {
  seasonId: string;
  items: PlayerStatsItem[];
}

export interface RatingHistoryAnswer {
  seasonId: string;
  playerId: string;
  rating: number | null;
  /** Oldest first: one entry per rated frame. */
  items: RatingHistoryItem[];
}

/** A player's rating, frame by frame, over the season's counted matches. */
export const ratingHistoryQuery = (playerId: string, seasonId: string | undefined) =>
  queryOptions({
    queryKey: playerKeys.ratings(playerId, seasonId),
    queryFn: ({ signal }) =>
      apiFetch<RatingHistoryAnswer>(
        `/api/stats/players/${encodeURIComponent(playerId)}/ratings${queryString({ seasonId })}`,
        { signal },
      ),
  });

/** Every player's stats for the season (the page applies its minimum itself: one cached read). */
export const playerStatsQuery = (seasonId: string | undefined) =>
  queryOptions({
    queryKey: playerKeys.stats(seasonId),
    queryFn: ({ signal }) =>
      apiFetch<PlayerStatsAnswer>(`/api/stats/players${queryString({ seasonId })}`, { signal }),
    placeholderData: (previous) => previous,
  });
