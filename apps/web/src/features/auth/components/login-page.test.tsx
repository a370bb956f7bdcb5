import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT } from '../../../entities/auth/api/auth-api.ts';
import { apiError, recordBody } from '../../../test/api-stub.ts';
import { signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginPage', () => {
  it('signs in with the e-mail in lower case and returns to the page that asked for it', async () => {
    let signedInNow = false;
    let body: unknown;
    const view = renderApp({
      path: '/profile',
      api: {
        '/api/auth/me': () => (signedInNow ? signedIn('player') : SIGNED_OUT),
        'POST /api/auth/login': (request: { body: unknown }) => {
          body = request.body;
          signedInNow = true;
          return { user: { id: 'u1', email: 'player@example.com' } };
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    fill(/^E-mail/, '  Player@Example.com ');
    fill(/^Password/, 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(body).toEqual({ email: 'player@example.com', password: 'secret-password' });
    expect(view.location()).toBe('/profile');
    await screen.findByText('Signed in as player@example.com');
  });

  it("lists the demo league's logins again when this server holds it, and signs in as one", async () => {
    const sent = recordBody({ user: { id: 'u1', email: 'captain.rack@demo.cueleague.local' } });
    renderApp({
      path: '/login',
      api: {
        '/api/auth/me': SIGNED_OUT,
        '/api/setup/demo': {
          leagueName: 'CueLeague Demo',
          seasonName: 'Demo Season',
          logins: [
            {
              email: 'captain.rack@demo.cueleague.local',
              password: 'demo-password',
              role: 'captain',
              name: 'Alex Cue',
              teamName: 'Rack Attack',
            },
          ],
        },
        'POST /api/auth/login': sent.handler,
      },
    });
    const section = await screen.findByRole('region', { name: 'Demo league logins' });
    expect(within(section).getByText(/password is/).textContent).toContain('demo-password');
    fireEvent.click(
      within(section).getByRole('button', { name: 'Sign in as captain.rack@demo.cueleague.local' }),
    );
    await waitFor(() =>
      expect(sent.body).toEqual({
        email: 'captain.rack@demo.cueleague.local',
        password: 'demo-password',
      }),
    );
  });

  it('shows no demo logins on a real league', async () => {
    renderApp({ path: '/login', api: { '/api/auth/me': SIGNED_OUT } });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Demo league logins' })).toBeNull(),
    );
  });

  it('checks the form before sending it', async () => {
    const view = renderApp({ path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    fill(/^E-mail/, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter a valid e-mail address');
    screen.getByText('Required');
    expect(view.stub.calls().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it("reports the server's refusal", async () => {
    renderApp({
      path: '/login',
      api: { 'POST /api/auth/login': apiError(401, 'unauthorized', 'Wrong e-mail or password.') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    fill(/^E-mail/, 'someone@example.com');
    fill(/^Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Wrong e-mail or password.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy());
  });
});
