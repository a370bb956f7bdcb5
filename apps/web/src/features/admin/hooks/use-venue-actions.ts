// Venue writes; a venue's name shows on fixtures, so those refresh too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leagueKeys } from '../../league/api/league-api.ts';
import { teamKeys } from '../../teams/api/teams-api.ts';
import { matchKeys } from '../../matches/api/matches-api.ts';
import {
  createVenue,
  deleteVenue,
  updateVenue,
  type VenueUpdateBody,
} from '../api/venues-admin-api.ts';

const useInvalidateVenues = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leagueKeys.venues });
};

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
  const queryClient = useQueryClient();
  const invalidate = useInvalidateVenues();
  return useMutation({
    mutationFn: deleteVenue,
    meta: { successMessage: 'Venue deleted', errorPrefix: 'Could not delete the venue' },
    // Teams and matches lose the venue with it.
    onSuccess: () =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
      ]),
  });
};
