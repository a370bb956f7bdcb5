// Team, captain and roster writes. Captaincy changes the captain's role and the team's
// captainUserId together, so teams, rosters and the signed-in user's own answer are refreshed.
import { authKeys } from '../../auth/api/auth-api.ts';
import { matchKeys } from '../../matches/api/matches-api.ts';
import {
  addTeamPlayer,
  teamPlayerKeys,
  transferTeamPlayer,
  updateTeamPlayer,
  type AddTeamPlayerBody,
} from '../api/team-players-api.ts';
import { teamKeys } from '../api/teams-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import {
  useAddMutation,
  useDeleteMutation,
  useRefreshingMutation,
  useSaveMutation,
} from '../../../lib/use-invalidate.ts';
import { findUserByEmail, userKeys } from '../../players/api/players-admin-api.ts';
import {
  assignCaptain,
  createTeam,
  deleteTeam,
  removeCaptain,
  updateTeam,
} from '../api/teams-admin-api.ts';

const TEAM_KEYS = [teamKeys.all, teamPlayerKeys.all];

export const useCreateTeam = () =>
  useAddMutation(TEAM_KEYS, 'team', createTeam, (team) => team.name);

export const useUpdateTeam = () => useSaveMutation(TEAM_KEYS, 'team', updateTeam);

// Its unplayed matches go with it.
export const useDeleteTeam = () =>
  useDeleteMutation([...TEAM_KEYS, matchKeys.all], 'team', deleteTeam);

const CAPTAINCY_KEYS = [...TEAM_KEYS, authKeys.me, userKeys.all];
const CAPTAIN_ASSIGNED = {
  successMessage: 'Captain assigned',
  errorPrefix: 'Could not assign the captain',
};

export const useAssignCaptain = () =>
  useRefreshingMutation(CAPTAINCY_KEYS, {
    mutationFn: ({ teamId, userId }: { teamId: string; userId: string }) =>
      assignCaptain(teamId, userId),
    meta: CAPTAIN_ASSIGNED,
  });

/** Finds the account by e-mail, then makes it captain; no such account is a field error. */
export const useAssignCaptainByEmail = () =>
  useRefreshingMutation(CAPTAINCY_KEYS, {
    mutationFn: async ({ teamId, email }: { teamId: string; email: string }) => {
      const user = await findUserByEmail(email);
      if (!user)
        throw new ApiError(422, 'validation_failed', 'No account uses that e-mail.', {
          email: 'No account uses this e-mail',
        });
      return assignCaptain(teamId, user.id);
    },
    meta: CAPTAIN_ASSIGNED,
  });

export const useRemoveCaptain = () =>
  useRefreshingMutation(CAPTAINCY_KEYS, {
    mutationFn: ({ teamId, userId }: { teamId: string; userId: string }) =>
      removeCaptain(teamId, userId),
    meta: { successMessage: 'Captain removed', errorPrefix: 'Could not remove the captain' },
  });

export const useAddRosterPlayer = () =>
  useRefreshingMutation(TEAM_KEYS, {
    mutationFn: (body: AddTeamPlayerBody) => addTeamPlayer(body),
    meta: { successMessage: 'Player added to the roster', errorPrefix: 'Could not add the player' },
  });

export const useSetRosterActive = () =>
  useRefreshingMutation(TEAM_KEYS, {
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      updateTeamPlayer(id, { isActive }),
    meta: {
      successMessage: (membership) =>
        (membership as { isActive: boolean }).isActive ? 'Player active' : 'Player inactive',
      errorPrefix: 'Could not change the roster',
    },
  });

/** Moves a player to this team from the one he plays for; a captain moved loses that captaincy. */
export const useTransferPlayer = () =>
  useRefreshingMutation(CAPTAINCY_KEYS, {
    mutationFn: ({ membershipId, teamId }: { membershipId: string; teamId: string }) =>
      transferTeamPlayer(membershipId, { teamId }),
    meta: { successMessage: 'Player transferred', errorPrefix: 'Could not transfer the player' },
  });
