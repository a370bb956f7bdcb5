import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, reply } from '../../../test/api-stub.ts';
import { signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const USED = apiError(
  422,
  'validation_failed',
  'This confirmation link has been used or has expired: sign in and ask for a new one.',
  { token: 'Used or expired' },
);

describe('VerifyEmailPage', () => {
  it('confirms the address as it opens, with the token from the link', async () => {
    let sent: unknown;
    const view = renderApp({
      path: '/verify-email?token=good-token',
      api: {
        '/api/auth/me': signedIn('user', { emailVerified: false }),
        'POST /api/auth/verify-email': (request: { body: unknown }) => {
          sent = request.body;
          return reply(204);
        },
      },
    });
    await screen.findByText(/Your e-mail address is confirmed/);
    expect(sent).toEqual({ token: 'good-token' });
    screen.getByRole('link', { name: 'Go to your profile' });
    expect(view.stub.calls().filter((call) => call === 'POST /api/auth/verify-email')).toHaveLength(
      1,
    );
  });

  it('says a used or expired link is no good, and where to get a new one', async () => {
    renderApp({
      path: '/verify-email?token=spent-token',
      api: { 'POST /api/auth/verify-email': USED },
    });
    await screen.findByText(/This confirmation link has been used or has expired/);
    screen.getByText(/Sign in to ask for a new one/);
    screen.getByRole('link', { name: 'Sign in' });
  });

  it('says a link without its token is incomplete, and asks the server nothing', async () => {
    const view = renderApp({ path: '/verify-email' });
    await screen.findByText(/This confirmation link is incomplete/);
    expect(view.stub.calls()).not.toContain('POST /api/auth/verify-email');
  });
});
