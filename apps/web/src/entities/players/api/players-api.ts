import type {
  PlayerCareerAnswer,
  PlayerStatsAnswer,
  RatingHistoryAnswer,
} from '@cueleague/domain/responses';
import type { Player } from '@cueleague/domain/entities';
import { chunkIds } from '@cueleague/domain/chunk-ids';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, queryString } from '../../../lib/api-client.ts';

export const playerKeys = {
  /** Every query of player records: the list, one player, names by id. */
  all: ['players'] as const,
  list: () => [...playerKeys.all, 'all'] as const,
  byIds: (ids: readonly string[]) => [...playerKeys.all, 'ids', ids] as const,
  one: (playerId: string) => [...playerKeys.all, 'one', playerId] as const,
  /** The player record linked to an account (at most one). */
  ofUser: (userId: string) => [...playerKeys.all, 'user', userId] as const,
  /** Every stats table, of any season or division: a result changes them all. */
  allStats: ['player-stats'] as const,
  stats: (seasonId: string | undefined, divisionId?: string, cups = false) =>
    [
      ...playerKeys.allStats,
      seasonId ?? 'current',
      divisionId ?? 'all',
      ...(cups ? ['with-cups'] : []),
    ] as const,
  ratings: (playerId: string, seasonId: string | undefined) =>
    ['player-ratings', playerId, seasonId ?? 'current'] as const,
  career: (playerId: string) => ['player-career', playerId] as const,
};

/** One player (GET /api/players/:id); a 404 says there is no such player. */
export const playerQuery = (playerId: string) =>
  queryOptions({
    queryKey: playerKeys.one(playerId),
    queryFn: ({ signal }) =>
      apiFetch('player', `/api/players/${encodeURIComponent(playerId)}`, { signal }),
    staleTime: 60_000,
  });

export type { PlayerCareerAnswer };

/** A player's line per season played, oldest first (GET /api/players/:id/career). */
export const playerCareerQuery = (playerId: string) =>
  queryOptions({
    queryKey: playerKeys.career(playerId),
    queryFn: ({ signal }) =>
      apiFetch('playerCareer', `/api/players/${encodeURIComponent(playerId)}/career`, {
        signal,
      }),
  });

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
          await apiFetch('players', `/api/players${queryString({ ids: chunk.join(',') })}`, {
            signal,
          })
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

/**
 * The player record linked to an account (GET /api/players?userId=), or null: an account with
 * none plays under no name of the league's (a singles knockout has no one to enter for it).
 */
export const playerOfUserQuery = (userId: string) =>
  queryOptions({
    queryKey: playerKeys.ofUser(userId),
    queryFn: async ({ signal }) =>
      (await apiFetch('players', `/api/players${queryString({ userId })}`, { signal })).items[0] ??
      null,
    enabled: userId !== '',
    staleTime: 60_000,
  });

/** Every player of the league (GET /api/players, no filter), by last then first name. */
export const allPlayersQuery = () =>
  queryOptions({
    queryKey: playerKeys.list(),
    queryFn: async ({ signal }) => (await apiFetch('players', '/api/players', { signal })).items,
    staleTime: 60_000,
  });

/** A stats row as the API answers it: the domain's, with the rating and the team's name. */
export type PlayerStatsItem = PlayerStatsAnswer['items'][number];

export type { PlayerStatsAnswer, RatingHistoryAnswer };

/** A player's rating, frame by frame, over the season's counted matches. */
export const ratingHistoryQuery = (playerId: string, seasonId: string | undefined) =>
  queryOptions({
    queryKey: playerKeys.ratings(playerId, seasonId),
    queryFn: ({ signal }) =>
      apiFetch(
        'ratingHistory',
        `/api/stats/players/${encodeURIComponent(playerId)}/ratings${queryString({ seasonId })}`,
        { signal },
      ),
  });

/**
 * Every player's stats for the season, or for one division of it (the page applies its minimum
 * itself: one cached read).
 */
/** A season's (or division's) player stats: the league's frames, or with `cups` cup ties' too. */
export const playerStatsQuery = (seasonId: string | undefined, divisionId?: string, cups = false) =>
  queryOptions({
    queryKey: playerKeys.stats(seasonId, divisionId, cups),
    queryFn: ({ signal }) =>
      apiFetch(
        'playerStats',
        `/api/stats/players${queryString({ seasonId, divisionId, cups: cups ? 'true' : undefined })}`,
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
