// Renders the real app (providers, shell, routes) at a path, against a stubbed API and a fake
// live channel, and tells the test where the router ended up.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../app/app-routes.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import {
  createMemoryOutboxStore,
  type OutboxStore,
} from '../features/scoring/outbox/outbox-store.ts';
import { createScoringOutbox } from '../features/scoring/outbox/scoring-outbox.ts';
import { stubApi, type ApiRoutes } from './api-stub.ts';
import { createFakeLiveClient, type FakeLiveClient } from './fake-live-client.ts';

let currentLocation = '';

const LocationProbe = () => {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
};

export interface RenderOptions<R extends object = object> {
  path?: string;
  /** The stubbed API's routes, each typed by what its route answers (api-answers.ts). */
  api?: ApiRoutes<R>;
  live?: FakeLiveClient;
  /** The outbox's storage: pass the same one to a second render to "reload" the page. */
  outboxStore?: OutboxStore;
}

export const renderWithProviders = <R extends object = object>(
  ui: ReactNode,
  {
    path = '/',
    api,
    live = createFakeLiveClient(),
    outboxStore = createMemoryOutboxStore(),
  }: RenderOptions<R> = {},
) => {
  const stub = stubApi(api);
  const queryClient = createQueryClient({ forTests: true });
  const outbox = createScoringOutbox({
    store: outboxStore,
    queryClient,
    channel: null,
    locks: null,
  });
  const view = render(
    <AppProviders queryClient={queryClient} liveClient={live} outbox={outbox}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, stub, live, queryClient, outbox, location: () => currentLocation };
};

export const renderApp = <R extends object = object>(options: RenderOptions<R> = {}) =>
  renderWithProviders(<AppRoutes />, options);
