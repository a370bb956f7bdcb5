// Shared by the roster page's list and its "Add a player" form.
import type { TeamPlayer } from '@cueleague/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { teamPlayerKeys, teamPlayersQuery } from '../../../entities/teams/api/team-players-api.ts';

/** The memberships list of this team in the cache gets the server's answer at once, so a switch
 * or an added player shows without waiting for the list to be fetched again. */
export const useRosterCache = (teamId: string) => {
  const queryClient = useQueryClient();
  return (membership: TeamPlayer) => {
    queryClient.setQueryData<TeamPlayer[]>(teamPlayersQuery({ teamId }).queryKey, (list) =>
      list
        ? list.some((item) => item.id === membership.id)
          ? list.map((item) => (item.id === membership.id ? membership : item))
          : [...list, membership]
        : list,
    );
    void queryClient.invalidateQueries({ queryKey: teamPlayerKeys.all });
  };
};
