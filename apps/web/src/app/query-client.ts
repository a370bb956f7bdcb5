// One QueryClient per app. Every mutation reports its outcome here, centrally: an error always
// shows as an error snackbar (unless the mutation says it shows it itself), and a success shows
// the mutation's `meta.successMessage`. With a persistence (lib/query-persistence.ts) what the
// queries learn is also kept for offline use, for as long as the user who saw it is signed in
// (forget-user.ts).
import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../lib/api-client.ts';
import { isCachedReadFailure, type QueryPersistence } from '../lib/query-persistence.ts';
import { notify } from '../lib/notifications.tsx';
import { watchSignedInUser } from './forget-user.ts';

// TanStack assumes a network until told otherwise; a page opened with none must know at once.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      successMessage?: string | ((data: unknown) => string);
      /** Prefix for the error snackbar, e.g. 'Could not save the team'. */
      errorPrefix?: string;
      /** The mutation shows its own error beside what it is about: no snackbar. */
      quiet?: boolean;
    };
  }
}

const shouldRetry = (failureCount: number, error: unknown): boolean => {
  // Stored data is on screen: keep it there and ask again (TanStack waits for the signal).
  if (isCachedReadFailure(error)) return true;
  // No signal and nothing stored: say so now rather than after the retries.
  if (error instanceof ApiError && error.status === 0 && navigator.onLine === false) return false;
  // A 4xx answer won't change by asking again; network blips and 5xx might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

/** `forTests`: no retries, so a stubbed failure shows at once (stored data still waits). */
export const createQueryClient = ({
  forTests = false,
  persistence,
}: { forTests?: boolean; persistence?: QueryPersistence } = {}): QueryClient => {
  // Bound once the client exists: a 401 on a request made while signed in ends the user.
  let endedSession: (error: unknown) => void = () => {};
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => endedSession(error) }),
    mutationCache: new MutationCache({
      onSuccess: (data, _variables, _context, mutation) => {
        const message = mutation.meta?.successMessage;
        if (!message) return;
        notify(typeof message === 'function' ? message(data) : message, 'success');
      },
      onError: (error, _variables, _context, mutation) => {
        endedSession(error);
        if (mutation.meta?.quiet) return;
        const prefix = mutation.meta?.errorPrefix;
        const text = errorMessage(error);
        notify(prefix ? `${prefix}: ${text}` : text, 'error');
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: forTests
          ? (_count: number, error: unknown) => isCachedReadFailure(error)
          : shouldRetry,
        // Run the query function even with no signal: it reads the offline cache, and a read
        // with nothing stored must fail with the offline message rather than wait silently.
        networkMode: 'offlineFirst',
        ...(persistence ? { persister: persistence.persister } : {}),
      },
      mutations: { retry: false },
    },
  });
  persistence?.attach(client);
  endedSession = watchSignedInUser(client);
  return client;
};
