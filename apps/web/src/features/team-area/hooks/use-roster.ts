// A team's roster: its memberships (GET /api/team-players?teamId=) with each player's name
// (GET /api/players?ids=, in chunks of 10), captain first, then active before inactive, then by
// name.
import type { Team } from '@cueleague/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { playersByIdsQuery } from '../../../entities/players/api/players-api.ts';
import { teamPlayersQuery } from '../../../entities/teams/api/team-players-api.ts';
import { rosterMembers } from '../../../entities/teams/roster-members.ts';

export const useRoster = (team: Pick<Team, 'id' | 'captainUserId'>) => {
  const memberships = useQuery(teamPlayersQuery({ teamId: team.id }));
  const ids = (memberships.data ?? []).map((membership) => membership.playerId);
  // Keeps the names shown while a newly added player's name loads.
  const players = useQuery({ ...playersByIdsQuery(ids), placeholderData: (previous) => previous });
  const members = useMemo(
    () =>
      rosterMembers(team, memberships.data ?? [], players.data ?? [], {
        namesLoading: players.isFetching,
        bySurname: true,
      }),
    [team, memberships.data, players.data, players.isFetching],
  );
  const namesPending = ids.length > 0 && players.isPending;
  return {
    members,
    isPending: memberships.isPending || namesPending,
    isError: memberships.isError || players.isError,
    error: memberships.error ?? players.error,
    refetch: () => {
      void memberships.refetch();
      void players.refetch();
    },
  };
};
