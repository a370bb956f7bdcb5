// Season writes with their outcome reported by the mutation cache's snackbars.
import { useRefreshingMutation } from '../../../lib/use-invalidate.ts';
import { seasonKeys } from '../api/seasons-api.ts';
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

// The current season decides what the public pages show: refresh what hangs off it too.
const SEASON_KEYS = [seasonKeys.all, standingsKeys.all, ['player-stats']];

export const useCreateSeason = () =>
  useRefreshingMutation(SEASON_KEYS, {
    mutationFn: createSeason,
    meta: { successMessage: 'Season created', errorPrefix: 'Could not create the season' },
  });

export const useUpdateSeason = () =>
  useRefreshingMutation(SEASON_KEYS, {
    mutationFn: ({ id, body }: { id: string; body: SeasonUpdateBody }) => updateSeason(id, body),
    meta: { successMessage: 'Season saved', errorPrefix: 'Could not save the season' },
  });

export const useMakeCurrentSeason = () =>
  useRefreshingMutation(SEASON_KEYS, {
    mutationFn: (id: string) => updateSeason(id, { isCurrent: true }),
    meta: {
      successMessage: (season) => `${(season as { name: string }).name} is now the current season`,
      errorPrefix: 'Could not make it the current season',
    },
  });

export const useDeleteSeason = () =>
  useRefreshingMutation([...SEASON_KEYS, teamKeys.all, matchKeys.all], {
    mutationFn: deleteSeason,
    meta: { successMessage: 'Season deleted', errorPrefix: 'Could not delete the season' },
  });

export type { SeasonCreateBody };
