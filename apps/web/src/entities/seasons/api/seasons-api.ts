import type { Season } from '@cueleague/domain/entities';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '../../../lib/api-client.ts';
import type { NextSeasonBody } from './next-season-api.ts';

export const seasonKeys = {
  all: ['seasons'] as const,
  list: () => [...seasonKeys.all, 'list'] as const,
  current: () => [...seasonKeys.all, 'current'] as const,
  detail: (id: string) => [...seasonKeys.all, 'detail', id] as const,
  /** Not under 'seasons': saving refreshes those, and the preview of a saved plan is done with. */
  nextSeasonPreview: (seasonId: string, body: NextSeasonBody) =>
    ['next-season-preview', seasonId, body] as const,
};

export const fetchCurrentSeason = async (signal?: AbortSignal): Promise<Season | null> => {
  try {
    return await apiFetch('season', '/api/seasons/current', { signal });
  } catch (error) {
    // No season is current yet: a normal state of a new league, not an error.
    if (isNotFound(error)) return null;
    throw error;
  }
};

export const currentSeasonQuery = () =>
  queryOptions({
    queryKey: seasonKeys.current(),
    queryFn: ({ signal }) => fetchCurrentSeason(signal),
  });

export const seasonsQuery = () =>
  queryOptions({
    queryKey: seasonKeys.list(),
    queryFn: async ({ signal }) => (await apiFetch('seasons', '/api/seasons', { signal })).items,
  });
