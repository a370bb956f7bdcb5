// A team's roster as pages show it: each membership with its player and name, captain first, then
// active before inactive, then by name (or by surname, where a page lists it so).
import type { Player, Team, TeamPlayer } from '@cueleague/domain/entities';
import { playerFullName } from '../players/player-name.ts';

export interface RosterMember {
  membership: TeamPlayer;
  player: Player | undefined;
  /** 'First Last', or a placeholder while the name loads or for a deleted player. */
  name: string;
  isCaptain: boolean;
}

export const rosterMembers = (
  team: Pick<Team, 'captainUserId'>,
  memberships: readonly TeamPlayer[],
  players: readonly Player[],
  { namesLoading = false, bySurname = false }: { namesLoading?: boolean; bySurname?: boolean } = {},
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
        (bySurname ? (a.player?.lastName ?? '').localeCompare(b.player?.lastName ?? '') : 0) ||
        a.name.localeCompare(b.name),
    );
};
