// Team, captain and roster writes. Captaincy changes the captain's role and the team's
// captainUserId together, so teams, rosters and the signed-in user's own answer are refreshed.
import { useMutation } from '@tanstack/react-query';
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
import { useInvalidate } from '../../../lib/use-invalidate.ts';
import { findUserByEmail } from '../../players/api/players-admin-api.ts';
import {
  assignCaptain,
  createTeam,
  deleteTeam,
  removeCaptain,
  updateTeam,
  type TeamUpdateBody,
} from '../api/teams-admin-api.ts';

const TEAM_KEYS = [teamKeys.all, teamPlayerKeys.all];

const useInvalidateTeams = () => useInvalidate(...TEAM_KEYS);

export const useCreateTeam = () => {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: createTeam,
    meta: {
      successMessage: (team) => `${(team as { name: string }).name} added`,
      errorPrefix: 'Could not add the team',
    },
    onSuccess: invalidate,
  });
};

export const useUpdateTeam = () => {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TeamUpdateBody }) => updateTeam(id, body),
    meta: { successMessage: 'Team saved', errorPrefix: 'Could not save the team' },
    onSuccess: invalidate,
  });
};

export const useDeleteTeam = () => {
  // Its unplayed matches go with it.
  const invalidate = useInvalidate(...TEAM_KEYS, matchKeys.all);
  return useMutation({
    mutationFn: deleteTeam,
    meta: { successMessage: 'Team deleted', errorPrefix: 'Could not delete the team' },
    onSuccess: invalidate,
  });
};

const useCaptaincyInvalidation = () => useInvalidate(...TEAM_KEYS, authKeys.me, ['users']);

export const useAssignCaptain = () => {
  const invalidate = useCaptaincyInvalidation();
  return useMutation({
    mutationFn: ({ teamId, userId }: { teamId: string; userId: string }) =>
      assignCaptain(teamId, userId),
    meta: { successMessage: 'Captain assigned', errorPrefix: 'Could not assign the captain' },
    onSuccess: invalidate,
  });
};

/** Finds the account by e-mail, then makes it captain; no such account is a field error. */
export const useAssignCaptainByEmail = () => {
  const invalidate = useCaptaincyInvalidation();
  return useMutation({
    mutationFn: async ({ teamId, email }: { teamId: string; email: string }) => {
      const user = await findUserByEmail(email);
      if (!user)
        throw new ApiError(422, 'validation_failed', 'No account uses that e-mail.', {
          email: 'No account uses this e-mail',
        });
      return assignCaptain(teamId, user.id);
    },
    meta: { successMessage: 'Captain assigned', errorPrefix: 'Could not assign the captain' },
    onSuccess: invalidate,
  });
};

export const useRemoveCaptain = () => {
  const invalidate = useCaptaincyInvalidation();
  return useMutation({
    mutationFn: ({ teamId, userId }: { teamId: string; userId: string }) =>
      removeCaptain(teamId, userId),
    meta: { successMessage: 'Captain removed', errorPrefix: 'Could not remove the captain' },
    onSuccess: invalidate,
  });
};

export const useAddRosterPlayer = () => {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (body: AddTeamPlayerBody) => addTeamPlayer(body),
    meta: { successMessage: 'Player added to the roster', errorPrefix: 'Could not add the player' },
    onSuccess: invalidate,
  });
};

export const useSetRosterActive = () => {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      updateTeamPlayer(id, { isActive }),
    meta: {
      successMessage: (membership) =>
        (membership as { isActive: boolean }).isActive ? 'Player active' : 'Player inactive',
      errorPrefix: 'Could not change the roster',
    },
    onSuccess: invalidate,
  });
};

/** Moves a player to this team from the one he plays for; a captain moved loses that captaincy. */
export const useTransferPlayer = () => {
  const invalidate = useCaptaincyInvalidation();
  return useMutation({
    mutationFn: ({ membershipId, teamId }: { membershipId: string; teamId: string }) =>
      transferTeamPlayer(membershipId, { teamId }),
    meta: { successMessage: 'Player transferred', errorPrefix: 'Could not transfer the player' },
    onSuccess: invalidate,
  });
};
