// Season writes with their outcome reported by the mutation cache's snackbars.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seasonKeys } from '../../seasons/api/seasons-api.ts';
import { standingsKeys } from '../../standings/api/standings-api.ts';
import { teamKeys } from '../../teams/api/teams-api.ts';
import { matchKeys } from '../../matches/api/matches-api.ts';
import {
  createSeason,
  deleteSeason,
  updateSeason,
  type SeasonCreateBody,
  type SeasonUpdateBody,
} from '../api/seasons-admin-api.ts';

const useInvalidateSeasons = () => {
  const queryClient = useQueryClient();
  // The current season decides what the public pages show: refresh what hangs off it too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: seasonKeys.all }),
      queryClient.invalidateQueries({ queryKey: standingsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['player-stats'] }),
    ]);
};

export const useCreateSeason = () => {
  const invalidate = useInvalidateSeasons();
  return useMutation({
    mutationFn: createSeason,
    meta: { successMessage: 'Season created', errorPrefix: 'Could not create the season' },
    onSuccess: invalidate,
  });
};

export const useUpdateSeason = () => {
  const invalidate = useInvalidateSeasons();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SeasonUpdateBody }) => updateSeason(id, body),
    meta: { successMessage: 'Season saved', errorPrefix: 'Could not save the season' },
    onSuccess: invalidate,
  });
};

export const useMakeCurrentSeason = () => {
  const invalidate = useInvalidateSeasons();
  return useMutation({
    mutationFn: (id: string) => updateSeason(id, { isCurrent: true }),
    meta: {
      successMessage: (season) => `${(season as { name: string }).name} is now the current season`,
      errorPrefix: 'Could not make it the current season',
    },
    onSuccess: invalidate,
  });
};

export const useDeleteSeason = () => {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateSeasons();
  return useMutation({
    mutationFn: deleteSeason,
    meta: { successMessage: 'Season deleted', errorPrefix: 'Could not delete the season' },
    onSuccess: () =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
      ]),
  });
};

export type { SeasonCreateBody };
