// Venue writes; a venue's name shows on fixtures, so those refresh too.
import { useMutation } from '@tanstack/react-query';
import { useInvalidate } from '../../../lib/use-invalidate.ts';
import { leagueKeys } from '../../league/api/league-api.ts';
import { teamKeys } from '../../teams/api/teams-api.ts';
import { matchKeys } from '../../matches/api/matches-api.ts';
import {
  createVenue,
  deleteVenue,
  updateVenue,
  type VenueUpdateBody,
} from '../api/venues-admin-api.ts';

const useInvalidateVenues = () => useInvalidate(leagueKeys.venues);

export const useCreateVenue = () => {
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: createVenue,
    meta: {
      successMessage: (venue) => `${(venue as { name: string }).name} added`,
      errorPrefix: 'Could not add the venue',
    },
    onSuccess: invalidate,
  });
};

export const useUpdateVenue = () => {
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VenueUpdateBody }) => updateVenue(id, body),
    meta: { successMessage: 'Venue saved', errorPrefix: 'Could not save the venue' },
    onSuccess: invalidate,
  });
};

export const useDeleteVenue = () => {
  // Teams and matches lose the venue with it.
  const invalidate = useInvalidate(leagueKeys.venues, teamKeys.all, matchKeys.all);
  return useMutation({
    mutationFn: deleteVenue,
    meta: { successMessage: 'Venue deleted', errorPrefix: 'Could not delete the venue' },
    onSuccess: invalidate,
  });
};
