// Sign in, register, sign out and the password changes. Each reports its outcome through the
// mutation cache's snackbars (app/query-client.ts) and keeps the auth context in step.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearPersistedQueries } from '../../../lib/query-persistence.ts';
import { useLeagueName } from '../../league/hooks/use-league.ts';
import { matchKeys } from '../../matches/api/matches-api.ts';
import { notificationKeys } from '../../notifications/api/notifications-api.ts';
import { useRefreshingMutation } from '../../../lib/use-invalidate.ts';
import {
  authKeys,
  changePassword,
  forgotPassword,
  login,
  logout,
  register,
  resendVerification,
  resetPassword,
  SIGNED_OUT,
} from '../api/auth-api.ts';

export const useLogin = () =>
  useRefreshingMutation([authKeys.me], {
    mutationFn: login,
    meta: {
      successMessage: (data) =>
        `Signed in as ${(data as Awaited<ReturnType<typeof login>>).user.email}`,
    },
  });

export const useRegister = () => {
  const league = useLeagueName();
  return useRefreshingMutation([authKeys.me], {
    mutationFn: register,
    meta: { successMessage: `Your account is ready. Welcome to ${league}!` },
  });
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { successMessage: 'Signed out' },
    // What the signed-in user saw (their team, their banner) is not for the next person, on
    // this screen or in the offline cache: forgotten even when the server could not be told
    // (no signal), since the person at this screen asked to leave.
    onSettled: () => void clearPersistedQueries(queryClient),
    onSuccess: () => {
      // Signed out: app/forget-user.ts resets every other answer as /auth/me changes.
      queryClient.setQueryData(authKeys.me, SIGNED_OUT);
      queryClient.removeQueries({ queryKey: matchKeys.allActive });
      queryClient.removeQueries({ queryKey: notificationKeys.all });
    },
  });
};

export const useForgotPassword = () =>
  useMutation({
    mutationFn: forgotPassword,
    meta: { successMessage: 'If an account uses that e-mail, a reset link is on its way.' },
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: resetPassword,
    meta: { successMessage: 'Password changed. Sign in with your new password.' },
  });

export const useResendVerification = () =>
  useMutation({
    mutationFn: resendVerification,
    meta: {
      successMessage: 'A new confirmation link is on its way: open it from your e-mail.',
      errorPrefix: 'Could not send the link',
    },
  });

export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, meta: { successMessage: 'Password changed' } });
