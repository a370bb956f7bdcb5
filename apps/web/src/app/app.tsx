import type { DehydratedState } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { AppProviders } from './providers.tsx';

/** The app; `initialState` is the data the server rendered the page's first view from (ssr/). */
export const App = ({ initialState }: { initialState?: DehydratedState | undefined }) => (
  <AppProviders initialState={initialState}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);
