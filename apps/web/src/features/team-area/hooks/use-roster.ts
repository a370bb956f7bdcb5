// A team's roster: its memberships (GET /api/team-players?teamId=) with each player's name
// (GET /api/players?ids=, in chunks of 10), captain first, then active before inactive, then by
// name.
import type { Player, Team, TeamPlayer } from '@cueleague/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { playersByIdsQuery } from '../../../entities/players/api/players-api.ts';
import { teamPlayersQuery } from '../../../entities/teams/api/team-players-api.ts';

export interface RosterMember {
  membership: TeamPlayer;
  player: Player | undefined;
  /** 'First Last', or a placeholder while the name loads or for a deleted player. */
  name: string;
  isCaptain: boolean;
}

export const playerFullName = (player: Pick<Player, 'firstName' | 'lastName'>): string =>
  `${player.firstName} ${player.lastName}`;

export const rosterMembers = (
  team: Pick<Team, 'captainUserId'>,
  memberships: readonly TeamPlayer[],
  players: readonly Player[],
  namesLoading = false,
): RosterMember[] => {
  const byId = new Map(players.map((player) => [player.id, player]));
  return memberships
    .map((membership) => {
      const player = byId.get(membership.playerId);
      return {
        membership,
        player,
        name: player ? playerFullName(player) : namesLoading ? '…' : 'Unknown player',
        // The membership role is the record; captainUserId is kept in step with it.
        isCaptain:
          membership.role === 'captain' ||
          Boolean(player?.userId && player.userId === team.captainUserId),
      };
    })
    .sort(
      (a, b) =>
        Number(b.isCaptain) - Number(a.isCaptain) ||
        Number(b.membership.isActive) - Number(a.membership.isActive) ||
        (a.player?.lastName ?? '').localeCompare(b.player?.lastName ?? '') ||
        a.name.localeCompare(b.name),
    );
};

export const useRoster = (team: Pick<Team, 'id' | 'captainUserId'>) => {
  const memberships = useQuery(teamPlayersQuery({ teamId: team.id }));
  const ids = (memberships.data ?? []).map((membership) => membership.playerId);
  // Keeps the names shown while a newly added player's name loads.
  const players = useQuery({ ...playersByIdsQuery(ids), placeholderData: (previous) => previous });
  const members = useMemo(
    () => rosterMembers(team, memberships.data ?? [], players.data ?? [], players.isFetching),
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
