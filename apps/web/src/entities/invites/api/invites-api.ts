// Invites (docs/api.md, Invites): the admin's invite and pending list, and the join page's check
// and accept. The check is a POST, like the reset link's: the token stays out of request lines.
import type {
  acceptInviteBodySchema,
  inviteCheckBodySchema,
  inviteCreateBodySchema,
} from '@cueleague/domain/requests';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export type InviteCreateBody = z.input<typeof inviteCreateBodySchema>;

export const inviteKeys = {
  pending: ['invites', 'pending'] as const,
  check: (token: string) => ['invites', 'check', token] as const,
};

/** GET /api/invites (admins): every unused, unexpired invite. */
export const pendingInvitesQuery = () =>
  queryOptions({
    queryKey: inviteKeys.pending,
    queryFn: async ({ signal }) =>
      (await apiFetch('pendingInvites', '/api/invites', { signal })).items,
    staleTime: 60_000,
  });

export const sendInvite = (playerId: string, body: InviteCreateBody) =>
  apiFetch('inviteSent', `/api/players/${encodeURIComponent(playerId)}/invite`, {
    method: 'POST',
    body,
  });

/** POST /api/invites/check: whose invite the link is, or 422 once it is used or expired. */
export const inviteCheckQuery = (token: string) =>
  queryOptions({
    queryKey: inviteKeys.check(token),
    queryFn: () =>
      apiFetch('inviteCheck', '/api/invites/check', {
        method: 'POST',
        body: { token } satisfies z.output<typeof inviteCheckBodySchema>,
      }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

export const acceptInvite = (body: z.output<typeof acceptInviteBodySchema>) =>
  apiFetch('authState', '/api/auth/accept-invite', { method: 'POST', body });
