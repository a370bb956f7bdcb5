// One QueryClient per app. Every mutation reports its outcome here, centrally: an error always
// shows as an error snackbar (unless the mutation says it shows it itself), and a success shows
// the mutation's `meta.successMessage`.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { ApiError, errorMessage } from '../lib/api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      successMessage?: string | ((data: unknown) => string);
      /** Prefix for the error snackbar, e.g. 'Could not save the team'. */
      errorPrefix?: string;
    };
  }
}

const shouldRetry = (failureCount: number, error: unknown): boolean => {
  // A 4xx answer won't change by asking again; network blips and 5xx might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

/** `forTests`: no retries, so a stubbed failure shows at once. */
export const createQueryClient = ({ forTests = false }: { forTests?: boolean } = {}): QueryClient =>
  new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (data, _variables, _context, mutation) => {
        const message = mutation.meta?.successMessage;
        if (!message) return;
        enqueueSnackbar(typeof message === 'function' ? message(data) : message, {
          variant: 'success',
        });
      },
      onError: (error, _variables, _context, mutation) => {
        const prefix = mutation.meta?.errorPrefix;
        const text = errorMessage(error);
        enqueueSnackbar(prefix ? `${prefix}: ${text}` : text, { variant: 'error' });
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: forTests ? false : shouldRetry },
      mutations: { retry: false },
    },
  });
