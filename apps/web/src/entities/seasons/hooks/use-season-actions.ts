// Season writes with their outcome reported by the mutation cache's snackbars.
import {
  useDeleteMutation,
  useRefreshingMutation,
  useSaveMutation,
} from '../../../lib/use-invalidate.ts';
import { seasonKeys } from '../api/seasons-api.ts';
import { playerKeys } from '../../players/api/players-api.ts';
import { standingsKeys } from '../../standings/api/standings-api.ts';
import { teamKeys } from '../../teams/api/teams-api.ts';
import { matchKeys } from '../../matches/api/matches-api.ts';
import {
  createSeason,
  deleteSeason,
  updateSeason,
  type SeasonCreateBody,
} from '../api/seasons-admin-api.ts';

// The current season decides what the public pages show: refresh what hangs off it too.
const SEASON_KEYS = [seasonKeys.all, standingsKeys.all, playerKeys.allStats];

export const useCreateSeason = () =>
  useRefreshingMutation(SEASON_KEYS, {
    mutationFn: createSeason,
    meta: { successMessage: 'Season created', errorPrefix: 'Could not create the season' },
  });

export const useUpdateSeason = () => useSaveMutation(SEASON_KEYS, 'season', updateSeason);

export const useMakeCurrentSeason = () =>
  useRefreshingMutation(SEASON_KEYS, {
    mutationFn: (id: string) => updateSeason(id, { isCurrent: true }),
    meta: {
      successMessage: (season) => `${(season as { name: string }).name} is now the current season`,
      errorPrefix: 'Could not make it the current season',
    },
  });

export const useDeleteSeason = () =>
  useDeleteMutation([...SEASON_KEYS, teamKeys.all, matchKeys.all], 'season', deleteSeason);

export type { SeasonCreateBody };
