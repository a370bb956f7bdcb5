// Venue writes; a venue's name shows on fixtures, so those refresh too.
import { useRefreshingMutation } from '../../../lib/use-invalidate.ts';
import { leagueKeys } from '../../league/api/league-api.ts';
import { teamKeys } from '../../teams/api/teams-api.ts';
import { matchKeys } from '../../matches/api/matches-api.ts';
import {
  createVenue,
  deleteVenue,
  updateVenue,
  type VenueUpdateBody,
} from '../api/venues-admin-api.ts';

const VENUE_KEYS = [leagueKeys.venues];

export const useCreateVenue = () =>
  useRefreshingMutation(VENUE_KEYS, {
    mutationFn: createVenue,
    meta: {
      successMessage: (venue) => `${(venue as { name: string }).name} added`,
      errorPrefix: 'Could not add the venue',
    },
  });

export const useUpdateVenue = () =>
  useRefreshingMutation(VENUE_KEYS, {
    mutationFn: ({ id, body }: { id: string; body: VenueUpdateBody }) => updateVenue(id, body),
    meta: { successMessage: 'Venue saved', errorPrefix: 'Could not save the venue' },
  });

export const useDeleteVenue = () =>
  // Teams and matches lose the venue with it.
  useRefreshingMutation([leagueKeys.venues, teamKeys.all, matchKeys.all], {
    mutationFn: deleteVenue,
    meta: { successMessage: 'Venue deleted', errorPrefix: 'Could not delete the venue' },
  });
