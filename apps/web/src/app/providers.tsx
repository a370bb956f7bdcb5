// Everything a page needs around it: theme, server state, snackbars, the live channel, auth and
// the scoring outbox (one per app, so waiting entries are sent from whichever page is open).
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import {
  hydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../entities/auth/hooks/auth-context.tsx';
import { OutboxProvider, OutboxUser } from '../features/scoring/outbox/outbox-context.tsx';
import { createLazyOutbox } from '../features/scoring/outbox/lazy-outbox.ts';
import { createIndexedDbOutboxStore } from '../features/scoring/outbox/outbox-store.ts';
import type { ScoringOutbox } from '../features/scoring/outbox/scoring-outbox.ts';
import type { LiveClient } from '../lib/live-client.ts';
import { createBrowserQueryPersistence } from '../lib/query-persistence.ts';
import { NotificationProvider } from '../lib/notifications.tsx';
import { LiveClientProvider } from '../lib/use-live-topic.tsx';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

// MUI's own ThemeProvider brings its CSS-variables provider (colour-scheme storage and scripts)
// into every first load even for a theme without CSS variables; for such a theme it renders just
// this: the system provider, with `vars` set to null (as @mui/material's ThemeProviderNoVars).
const plainTheme = { ...theme, vars: null };

export const AppProviders = ({
  children,
  queryClient,
  liveClient,
  outbox,
  initialState,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** What the server's first view of the page was rendered from (ssr/), before any render. */
  initialState?: DehydratedState | undefined;
  liveClient?: LiveClient;
  outbox?: ScoringOutbox;
}) => {
  const [client] = useState(() => {
    const made =
      queryClient ??
      createQueryClient({
        persistence: createBrowserQueryPersistence(import.meta.env.VITE_CACHE_SIZE_BYTES),
      });
    if (initialState) hydrate(made, initialState);
    return made;
  });
  const [scoringOutbox] = useState(() => {
    if (outbox) return outbox;
    const store = createIndexedDbOutboxStore();
    return createLazyOutbox({
      store,
      load: () =>
        import('../features/scoring/outbox/scoring-outbox.ts').then((module) =>
          module.createScoringOutbox({ store, queryClient: client }),
        ),
    });
  });
  return (
    <ThemeProvider theme={plainTheme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <NotificationProvider>
          <LiveClientProvider {...(liveClient ? { client: liveClient } : {})}>
            <OutboxProvider outbox={scoringOutbox}>
              <AuthProvider>
                <OutboxUser />
                {children}
              </AuthProvider>
            </OutboxProvider>
          </LiveClientProvider>
        </NotificationProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
};
