import type { AppRoute } from '@cueleague/domain/permissions';
import { render, screen } from '@testing-library/react';
import { hashKey, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../entities/auth/api/auth-api.ts';
import {
  AuthContext,
  AuthProvider,
  SIGNED_OUT_STATE,
  type AuthState,
} from '../entities/auth/hooks/auth-context.tsx';
import { createMemoryQueryStore, createQueryPersistence } from '../lib/query-persistence.ts';
import { stubApi } from '../test/api-stub.ts';
import { signedIn } from '../test/fixtures.ts';
import { createQueryClient } from './query-client.ts';
import { RouteGuard } from './route-guard.tsx';

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const guarded = (route: AppRoute, path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route
        path={route}
        element={
          <RouteGuard route={route}>
            <p>Protected page</p>
          </RouteGuard>
        }
      />
      <Route path="/login" element={<p>Login page</p>} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>
    <Where />
  </MemoryRouter>
);

const renderGuard = (route: AppRoute, path: string, auth: Partial<AuthState>) =>
  render(
    <AuthContext.Provider value={{ ...SIGNED_OUT_STATE, ...auth }}>
      {guarded(route, path)}
    </AuthContext.Provider>,
  );

const user = { id: 'u1', email: 'u1@example.com' };

describe('RouteGuard', () => {
  it("shows 'Loading...' while authentication loads", () => {
    renderGuard('/team', '/team', { loading: true });
    screen.getByText('Loading...');
    expect(screen.queryByText('Protected page')).toBeNull();
  });

  it('waits for /auth/me asked again before sending anyone away, but lets them in at once', () => {
    const view = renderGuard('/team', '/team', { user, userRole: 'user', checking: true });
    screen.getByText('Loading...');
    expect(screen.getByTestId('where').textContent).toBe('/team');
    view.unmount();
    renderGuard('/team', '/team', { user, userRole: 'player', checking: true });
    screen.getByText('Protected page');
  });

  it('lets in a player whose answer kept on the device is from before they joined a team', async () => {
    // Last visit, the account had no team yet; since then the admin added them to one.
    const store = createMemoryQueryStore();
    const kept = signedIn('user');
    await store.write(
      [
        {
          queryHash: hashKey(authKeys.me),
          queryKey: authKeys.me,
          data: kept,
          dataUpdatedAt: Date.now() - 1_000,
          bytes: JSON.stringify(kept).length,
          buster: '1',
        },
      ],
      10_000_000,
    );

    // This visit: the kept answer shows at once, and the server now says 'player'.
    let answer: (() => void) | undefined;
    stubApi({
      '/api/auth/me': () =>
        new Promise((resolve) => {
          answer = () => resolve(signedIn('player'));
        }),
    });
    const client = createQueryClient({
      forTests: true,
      persistence: createQueryPersistence({ store, channel: null, writeDelayMs: 0 }),
    });
    render(
      <QueryClientProvider client={client}>
        <AuthProvider>{guarded('/team', '/team')}</AuthProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('Loading...');
    expect(screen.getByTestId('where').textContent).toBe('/team');
    answer?.();
    await screen.findByText('Protected page');
    expect(screen.getByTestId('where').textContent).toBe('/team');
  });

  it('sends a visitor with no user to /login', () => {
    renderGuard('/profile', '/profile', {});
    screen.getByText('Login page');
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('lets an admin through any role-gated route, captain-only ones included', () => {
    for (const [route, path] of [
      ['/admin', '/admin'],
      ['/team/roster', '/team/roster'],
      ['/team/match/:matchId/score', '/team/match/m1/score'],
    ] as const) {
      const view = renderGuard(route, path, { user, userRole: 'admin', isAdmin: true });
      screen.getByText('Protected page');
      view.unmount();
    }
  });

  it('sends a role that is not among those required to /', () => {
    renderGuard('/team/roster', '/team/roster', { user, userRole: 'player' });
    screen.getByText('Home page');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('sends a captain away from admin routes, and a plain user away from the team area', () => {
    const view = renderGuard('/admin/teams', '/admin/teams', { user, userRole: 'captain' });
    expect(screen.getByTestId('where').textContent).toBe('/');
    view.unmount();
    renderGuard('/team', '/team', { user, userRole: 'user' });
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('shows the page to an allowed role', () => {
    const view = renderGuard('/team/roster', '/team/roster', { user, userRole: 'captain' });
    screen.getByText('Protected page');
    view.unmount();
    renderGuard('/team/matches', '/team/matches', { user, userRole: 'player' });
    screen.getByText('Protected page');
  });

  it('lets a player, and any account, open a score page: the page says who may score', () => {
    // A singles knockout's players score their own ties (decision 0048), whatever their role.
    for (const userRole of ['player', 'user'] as const) {
      const view = renderGuard('/team/match/:matchId/score', '/team/match/m1/score', {
        user,
        userRole,
        entrantOf: ['e1'],
      });
      screen.getByText('Protected page');
      expect(screen.getByTestId('where').textContent).toBe('/team/match/m1/score');
      view.unmount();
    }
  });

  it('lets any signed-in user open /profile', () => {
    renderGuard('/profile', '/profile', { user, userRole: 'user' });
    screen.getByText('Protected page');
  });
});
