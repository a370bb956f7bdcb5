// The admin sends an invite; the invited player accepts it (and is signed in by the answer).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../lib/use-invalidate.ts';
import { authKeys } from '../../auth/api/auth-api.ts';
import { useLeagueName } from '../../league/hooks/use-league.ts';
import { acceptInvite, inviteKeys, sendInvite, type InviteCreateBody } from '../api/invites-api.ts';

export const useSendInvite = () =>
  useRefreshingMutation([inviteKeys.pending], {
    mutationFn: ({ playerId, body }: { playerId: string; body: InviteCreateBody }) =>
      sendInvite(playerId, body),
    meta: {
      successMessage: (data) => `Invite sent to ${(data as { email: string }).email}`,
      errorPrefix: 'Could not send the invite',
    },
  });

export const useAcceptInvite = () => {
  const queryClient = useQueryClient();
  const league = useLeagueName();
  return useMutation({
    mutationFn: acceptInvite,
    meta: { successMessage: `Welcome to ${league}! You are signed in.` },
    // The answer is /auth/me's: the app knows the new role at once, without another round trip.
    onSuccess: (me) => queryClient.setQueryData(authKeys.me, me),
  });
};
