import type { AppRoute } from '@cueleague/domain/permissions';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  AuthContext,
  SIGNED_OUT_STATE,
  type AuthState,
} from '../features/auth/hooks/auth-context.tsx';
import { RouteGuard } from './route-guard.tsx';

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const renderGuard = (route: AppRoute, path: string, auth: Partial<AuthState>) =>
  render(
    <AuthContext.Provider value={{ ...SIGNED_OUT_STATE, ...auth }}>
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
    </AuthContext.Provider>,
  );

const user = { id: 'u1', email: 'u1@example.com' };

describe('RouteGuard', () => {
  it("shows 'Loading...' while authentication loads", () => {
    renderGuard('/team', '/team', { loading: true });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('Protected page')).toBeNull();
  });

  it('sends a visitor with no user to /login', () => {
    renderGuard('/profile', '/profile', {});
    expect(screen.getByText('Login page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('lets an admin through any role-gated route, captain-only ones included', () => {
    for (const [route, path] of [
      ['/admin', '/admin'],
      ['/team/roster', '/team/roster'],
      ['/team/match/:matchId/score', '/team/match/m1/score'],
    ] as const) {
      const view = renderGuard(route, path, { user, userRole: 'admin', isAdmin: true });
      expect(screen.getByText('Protected page')).toBeTruthy();
      view.unmount();
    }
  });

  it('sends a role that is not among those required to /', () => {
    renderGuard('/team/roster', '/team/roster', { user, userRole: 'player' });
    expect(screen.getByText('Home page')).toBeTruthy();
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
    expect(screen.getByText('Protected page')).toBeTruthy();
    view.unmount();
    renderGuard('/team/matches', '/team/matches', { user, userRole: 'player' });
    expect(screen.getByText('Protected page')).toBeTruthy();
  });

  it('lets any signed-in user open /profile', () => {
    renderGuard('/profile', '/profile', { user, userRole: 'user' });
    expect(screen.getByText('Protected page')).toBeTruthy();
  });
});
