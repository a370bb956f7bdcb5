// Player writes: create, rename, link to an account (the account becomes a 'player'), unlink,
// delete, and deactivation on every team (what a player with results gets instead of a delete).
import type { TeamPlayer } from '@cueleague/domain/entities';
import { authKeys } from '../../auth/api/auth-api.ts';
import { teamPlayerKeys, updateTeamPlayer } from '../../teams/api/team-players-api.ts';
import { teamKeys } from '../../teams/api/teams-api.ts';
import {
  createPlayer,
  deletePlayer,
  findUserByEmail,
  updatePlayer,
  userKeys,
} from '../api/players-admin-api.ts';
import { playerKeys } from '../api/players-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import {
  useAddMutation,
  useDeleteMutation,
  useRefreshingMutation,
  useSaveMutation,
} from '../../../lib/use-invalidate.ts';

const PLAYER_KEYS = [playerKeys.all, teamPlayerKeys.all, userKeys.all];

export const useCreatePlayer = () =>
  useAddMutation(PLAYER_KEYS, 'player', createPlayer, (player) =>
    [player.firstName, player.lastName].join(' '),
  );

export const useUpdatePlayer = () => useSaveMutation(PLAYER_KEYS, 'player', updatePlayer);

/** Looks the account up by e-mail, then links it; no such account is a field error on `email`. */
export const useLinkAccount = () =>
  useRefreshingMutation([...PLAYER_KEYS, authKeys.me], {
    mutationFn: async ({ playerId, email }: { playerId: string; email: string }) => {
      const user = await findUserByEmail(email);
      if (!user)
        throw new ApiError(422, 'validation_failed', 'No account uses that e-mail.', {
          email: 'No account uses this e-mail; the player registers first',
        });
      return updatePlayer(playerId, { userId: user.id });
    },
    meta: { successMessage: 'Account linked', errorPrefix: 'Could not link the account' },
  });

export const useUnlinkAccount = () =>
  useRefreshingMutation(PLAYER_KEYS, {
    mutationFn: (playerId: string) => updatePlayer(playerId, { userId: null }),
    meta: { successMessage: 'Account unlinked', errorPrefix: 'Could not unlink the account' },
  });

export const useDeletePlayer = () =>
  useDeleteMutation([...PLAYER_KEYS, teamKeys.all], 'player', deletePlayer);

/** Makes every active membership of the player inactive. */
export const useDeactivatePlayer = () =>
  useRefreshingMutation(PLAYER_KEYS, {
    mutationFn: async (memberships: readonly TeamPlayer[]) => {
      const active = memberships.filter((membership) => membership.isActive);
      for (const membership of active) await updateTeamPlayer(membership.id, { isActive: false });
      return active.length;
    },
    meta: {
      successMessage: (count) =>
        count === 0
          ? 'The player was already inactive on every team'
          : `Player made inactive on ${String(count)} ${count === 1 ? 'team' : 'teams'}`,
      errorPrefix: 'Could not make the player inactive',
    },
  });
