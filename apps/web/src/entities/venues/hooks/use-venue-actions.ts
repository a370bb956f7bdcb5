// Venue writes; a venue's name shows on fixtures, so those refresh too.
import { useAddMutation, useDeleteMutation, useSaveMutation } from '../../../lib/use-invalidate.ts';
import { leagueKeys } from '../../league/api/league-api.ts';
import { teamKeys } from '../../teams/api/teams-api.ts';
import { matchKeys } from '../../matches/api/matches-api.ts';
import { createVenue, deleteVenue, updateVenue } from '../api/venues-admin-api.ts';

const VENUE_KEYS = [leagueKeys.venues];

export const useCreateVenue = () =>
  useAddMutation(VENUE_KEYS, 'venue', createVenue, (venue) => venue.name);

export const useUpdateVenue = () => useSaveMutation(VENUE_KEYS, 'venue', updateVenue);

// Teams and matches lose the venue with it.
export const useDeleteVenue = () =>
  useDeleteMutation([leagueKeys.venues, teamKeys.all, matchKeys.all], 'venue', deleteVenue);
