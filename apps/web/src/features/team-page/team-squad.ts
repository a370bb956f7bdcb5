// Who plays for a team, as its page lists them: each roster member with the season's figures (from
// the player stats of the team's division), captain first, then active before former, then by name.
// A member who left without playing a frame is not shown; one who played stays, marked as former.
import type { Player, Team, TeamPlayer } from '@cueleague/domain/entities';
import type { PlayerStatsItem } from '../../entities/players/api/players-api.ts';
import { rosterMembers, type RosterMember } from '../../entities/teams/roster-members.ts';

export interface SquadRow extends RosterMember {
  /** Null when the stats have no row for the player (none yet). */
  stats: PlayerStatsItem | null;
}

/** Stats rows name every player of the league, so they name the roster too. */
const playerOf = (row: PlayerStatsItem): Player => ({
  id: row.playerId,
  userId: null,
  firstName: row.firstName,
  lastName: row.lastName,
});

export const squadRows = (
  team: Pick<Team, 'captainUserId'>,
  memberships: readonly TeamPlayer[],
  stats: readonly PlayerStatsItem[],
  /** Players the stats did not name (read by id), and whether they are still loading. */
  extra: { players: readonly Player[]; loading: boolean },
): SquadRow[] => {
  const statsOf = new Map(stats.map((row) => [row.playerId, row]));
  const players = [...stats.map(playerOf), ...extra.players];
  return rosterMembers(team, memberships, players, { namesLoading: extra.loading })
    .map((member) => ({ ...member, stats: statsOf.get(member.membership.playerId) ?? null }))
    .filter((row) => row.membership.isActive || (row.stats?.framesPlayed ?? 0) > 0);
};

/** The roster's players the stats did not name (to read by id). */
export const unnamedPlayerIds = (
  memberships: readonly TeamPlayer[],
  stats: readonly PlayerStatsItem[],
): string[] => {
  const named = new Set(stats.map((row) => row.playerId));
  return memberships.map((m) => m.playerId).filter((id) => !named.has(id));
};
