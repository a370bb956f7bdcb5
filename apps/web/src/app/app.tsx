import type { DehydratedState } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { AppProviders } from './providers.tsx';

/**
 * The app; `initialState` is the data the server rendered the page's first view from, and
 * `serverRendered` says the app is taking that page over (ssr/).
 */
export const App = ({
  initialState,
  serverRendered = false,
}: {
  initialState?: DehydratedState | undefined;
  serverRendered?: boolean;
}) => (
  <AppProviders initialState={initialState} serverRendered={serverRendered}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);
