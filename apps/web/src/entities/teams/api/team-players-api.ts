// Rosters: team_players memberships (docs/api.md, Rosters (team players)). Reads are open to
// anyone; adding a player and (de)activating one are for admins and that team's captain (the server
// says 403 to anyone else), and only admins change a membership's role or transfer a player. A
// player is active on one team per season: adding another team's player answers 409 with who he
// plays for.
import type {
  newTeamPlayerSchema,
  teamPlayerCreateSchema,
  teamPlayerUpdateSchema,
  transferBodySchema,
} from '@cueleague/domain/requests';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, queryString } from '../../../lib/api-client.ts';

export interface TeamPlayerFilter {
  teamId?: string | undefined;
  seasonId?: string | undefined;
  isActive?: boolean | undefined;
}

export const teamPlayerKeys = {
  all: ['team-players'] as const,
  list: (filter: TeamPlayerFilter) => [...teamPlayerKeys.all, filter] as const,
};

export const teamPlayersQuery = (filter: TeamPlayerFilter) =>
  queryOptions({
    queryKey: teamPlayerKeys.list(filter),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(
          'teamPlayers',
          `/api/team-players${queryString({ teamId: filter.teamId, seasonId: filter.seasonId, isActive: filter.isActive })}`,
          { signal },
        )
      ).items,
  });

export type AddTeamPlayerBody = z.input<typeof teamPlayerCreateSchema>;
export type UpdateTeamPlayerBody = z.input<typeof teamPlayerUpdateSchema>;

export const addTeamPlayer = (body: AddTeamPlayerBody) =>
  apiFetch('teamPlayer', '/api/team-players', { method: 'POST', body });

export const updateTeamPlayer = (id: string, body: UpdateTeamPlayerBody) =>
  apiFetch('teamPlayer', `/api/team-players/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });

export type TransferBody = z.input<typeof transferBodySchema>;

/** Ends this active membership and makes the player active on `teamId` (admins only). */
export const transferTeamPlayer = (membershipId: string, body: TransferBody) =>
  apiFetch('transfer', `/api/team-players/${encodeURIComponent(membershipId)}/transfer`, {
    method: 'POST',
    body,
  });

export type NewTeamPlayerBody = z.input<typeof newTeamPlayerSchema>;

/**
 * Someone new joins the team on the spot: a player record and an active membership at once. A
 * captain's record is flagged for the league admin to review.
 */
export const addNewTeamPlayer = (teamId: string, body: NewTeamPlayerBody) =>
  apiFetch('addedTeamPlayer', `/api/teams/${encodeURIComponent(teamId)}/players`, {
    method: 'POST',
    body,
  });
