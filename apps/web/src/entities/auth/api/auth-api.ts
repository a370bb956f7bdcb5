// The accounts endpoints (docs/api.md, Accounts), the signed-in password change among them.
import type { AuthState, AuthUser } from '@cueleague/domain/entities';
import { SIGNED_OUT } from '@cueleague/domain/signed-out';
import type {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordCheckBodySchema,
  verifyEmailBodySchema,
} from '@cueleague/domain/requests';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, apiSend, isNotFound } from '../../../lib/api-client.ts';

export type { AuthUser };

/** GET /api/auth/me: who is signed in and the role the server resolved (docs/rules.md, Roles). */
export type Me = AuthState;

export { SIGNED_OUT };

export const authKeys = {
  me: ['auth', 'me'] as const,
  resetLink: (token: string) => ['auth', 'reset-link', token] as const,
  verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
  /** Under 'setup': the demo accounts are made by the first-run setup. */
  demoLogins: ['setup', 'demo-logins'] as const,
};

export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => apiFetch('authState', '/api/auth/me', { signal }),
    staleTime: 60_000,
  });

export const login = (body: z.output<typeof loginBodySchema>) =>
  apiFetch('signedIn', '/api/auth/login', { method: 'POST', body });

export const register = (body: z.output<typeof registerBodySchema>) =>
  apiFetch('signedIn', '/api/auth/register', { method: 'POST', body });

export const logout = () => apiSend('/api/auth/logout', { method: 'POST' });

export const forgotPassword = (body: z.output<typeof forgotPasswordBodySchema>) =>
  apiSend('/api/auth/forgot-password', { method: 'POST', body });

export const resetPassword = (body: z.output<typeof resetPasswordBodySchema>) =>
  apiSend('/api/auth/reset-password', { method: 'POST', body });

/** POST /api/auth/reset-password/check: 204 while the link is unspent and unexpired, else 422. */
export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetLink(token),
    queryFn: () =>
      apiSend('/api/auth/reset-password/check', {
        method: 'POST',
        body: { token } satisfies z.output<typeof resetPasswordCheckBodySchema>,
      }).then(() => true),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

/**
 * POST /api/auth/verify-email as the confirmation page opens: 204 once the link proved the
 * address, 422 for a used or expired one. A query, so the page asks once however often it renders.
 */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () =>
      apiSend('/api/auth/verify-email', {
        method: 'POST',
        body: { token } satisfies z.output<typeof verifyEmailBodySchema>,
      }).then(() => true),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** POST /api/auth/verify-email/resend: a new confirmation link to the signed-in account's e-mail. */
export const resendVerification = () =>
  apiSend('/api/auth/verify-email/resend', { method: 'POST' });

export const changePassword = (body: z.output<typeof changePasswordBodySchema>) =>
  apiSend('/api/auth/change-password', { method: 'POST', body });

/** GET /api/setup/demo: the demo league's logins when this server holds it (404 otherwise: none). */
export const demoLoginsQuery = () =>
  queryOptions({
    queryKey: authKeys.demoLogins,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch('demoLogins', '/api/setup/demo', {
          signal,
        });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
