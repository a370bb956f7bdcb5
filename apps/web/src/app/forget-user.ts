// What a signed-in user saw (their team's availability, the users and invites an admin lists, the
// audits) is kept in memory and in the offline cache for that user only. It is forgotten, on
// this screen and on the device, as soon as that user is gone, whichever way they went: signing
// out (even when the server could not be told), the session ending (a 401 on a request made while
// signed in: it expired, a password reset ended it, or it was signed out elsewhere), or
// /api/auth/me answering for someone else.
import type { AuthState } from '@cueleague/domain/entities';
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { authKeys } from '../entities/auth/api/auth-api.ts';
import { ApiError } from '../lib/api-client.ts';
import { clearPersistedQueries } from '../lib/query-persistence.ts';

const ME = hashKey(authKeys.me);
const isMe = (query: Pick<Query, 'queryHash'>): boolean => query.queryHash === ME;

/** Empties the offline cache and every answer in memory but /auth/me (active ones ask again). */
export const forgetPrivateAnswers = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    clearPersistedQueries(queryClient),
    queryClient.resetQueries({ predicate: (query) => !isMe(query) }),
  ]);

/** The user /auth/me last answered with: undefined before its first answer, null signed out. */
const userOf = (data: unknown): string | null => (data as AuthState | undefined)?.user?.id ?? null;

/**
 * Watches `queryClient` for the signed-in user going away: call once per client. Answers the
 * handler for errors of queries and mutations (a 401 while signed in ends the user).
 */
export const watchSignedInUser = (queryClient: QueryClient) => {
  let known: string | null | undefined;
  const forget = () => {
    // After the event that told us: the cache is not changed while it notifies.
    queueMicrotask(() => void forgetPrivateAnswers(queryClient));
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isMe(event.query)) return;
    const user = userOf(event.query.state.data);
    // Signing in after nobody was signed in leaves public answers alone.
    if (known && user !== known) forget();
    known = user;
  });
  return (error: unknown): void => {
    if (!(error instanceof ApiError) || error.status !== 401 || !known) return;
    forget();
    // Ask who this is now: the answer (signed out, most likely) updates the whole app.
    void queryClient.invalidateQueries({ queryKey: authKeys.me, refetchType: 'all' });
  };
};
