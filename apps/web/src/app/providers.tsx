// Everything a page needs around it: theme, server state, snackbars, the live channel, auth and
// the scoring outbox (one per app, so waiting entries are sent from whichever page is open).
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/hooks/auth-context.tsx';
import { OutboxProvider, OutboxUser } from '../features/scoring/outbox/outbox-context.tsx';
import { createIndexedDbOutboxStore } from '../features/scoring/outbox/outbox-store.ts';
import {
  createScoringOutbox,
  type ScoringOutbox,
} from '../features/scoring/outbox/scoring-outbox.ts';
import type { LiveClient } from '../lib/live-client.ts';
import { createBrowserQueryPersistence } from '../lib/query-persistence.ts';
import { NotificationProvider } from '../lib/notifications.tsx';
import { LiveClientProvider } from '../lib/use-live-topic.tsx';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

export const AppProviders = ({
  children,
  queryClient,
  liveClient,
  outbox,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  liveClient?: LiveClient;
  outbox?: ScoringOutbox;
}) => {
  const [client] = useState(
    () =>
      queryClient ??
      createQueryClient({
        persistence: createBrowserQueryPersistence(import.meta.env.VITE_CACHE_SIZE_BYTES),
      }),
  );
  const [scoringOutbox] = useState(
    () =>
      outbox ?? createScoringOutbox({ store: createIndexedDbOutboxStore(), queryClient: client }),
  );
  return (
    <ThemeProvider theme={theme}>
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
