// A captain adds someone new to their team (the roster page, or pre-match on the night): the new
// record goes into the cached player lists at once, so their name shows before any refetch.
import type { Player, TeamPlayer } from '@cueleague/domain/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allPlayersQuery, playerKeys } from '../../players/api/players-api.ts';
import {
  addNewTeamPlayer,
  teamPlayerKeys,
  teamPlayersQuery,
  type NewTeamPlayerBody,
} from '../api/team-players-api.ts';

export const useAddNewTeamPlayer = (teamId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTeamPlayerBody) => addNewTeamPlayer(teamId, body),
    meta: {
      successMessage: (answer) => {
        const { player } = answer as { player: Player };
        return `${player.firstName} ${player.lastName} added to the team`;
      },
      errorPrefix: "Couldn't add the player",
    },
    onSuccess: ({ player, membership }) => {
      queryClient.setQueryData<Player[]>(allPlayersQuery().queryKey, (list) =>
        list ? [...list, player] : list,
      );
      for (const isActive of [true, undefined])
        queryClient.setQueryData<TeamPlayer[]>(
          teamPlayersQuery({ teamId, isActive }).queryKey,
          (list) => (list ? [...list, membership] : list),
        );
      void queryClient.invalidateQueries({ queryKey: playerKeys.all });
      void queryClient.invalidateQueries({ queryKey: teamPlayerKeys.all });
    },
  });
};
