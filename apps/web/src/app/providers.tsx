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
// A page the server rendered was laid out for a phone (it cannot know the screen): the app's
// first render must match it, so media queries answer their default first and the real screen
// just after (MUI's useMediaQuery with noSsr off), where a page the app renders itself knows
// the screen from its first render.
const takeOverTheme = {
  ...plainTheme,
  components: {
    ...plainTheme.components,
    MuiUseMediaQuery: { defaultProps: { noSsr: false } },
  },
};

export const AppProviders = ({
  children,
  queryClient,
  liveClient,
  outbox,
  initialState,
  serverRendered = false,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** What the server's first view of the page was rendered from (ssr/), before any render. */
  initialState?: DehydratedState | undefined;
  /** The app is taking over a page the server rendered (main.tsx), or rendering it (ssr/). */
  serverRendered?: boolean;
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
    <ThemeProvider theme={serverRendered ? takeOverTheme : plainTheme}>
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
