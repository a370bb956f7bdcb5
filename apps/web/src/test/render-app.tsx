// Renders the real app (providers, shell, routes) at a path, against a stubbed API and a fake
// live channel, and tells the test where the router ended up.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../app/app-routes.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { stubApi, type ApiHandler } from './api-stub.ts';
import { createFakeLiveClient, type FakeLiveClient } from './fake-live-client.ts';

let currentLocation = '';

const LocationProbe = () => {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
};

export interface RenderOptions {
  path?: string;
  api?: Record<string, ApiHandler>;
  live?: FakeLiveClient;
}

export const renderWithProviders = (
  ui: ReactNode,
  { path = '/', api = {}, live = createFakeLiveClient() }: RenderOptions = {},
) => {
  const stub = stubApi(api);
  const queryClient = createQueryClient({ forTests: true });
  const view = render(
    <AppProviders queryClient={queryClient} liveClient={live}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, stub, live, queryClient, location: () => currentLocation };
};

export const renderApp = (options: RenderOptions = {}) =>
  renderWithProviders(<AppRoutes />, options);
