import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-stub.ts';
import { signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { INVITE_UNUSABLE } from './join-page.tsx';

const USED = apiError(422, 'validation_failed', 'This invite link has been used or has expired.', {
  token: 'Used or expired',
});
const INVITE = {
  email: 'sam@example.com',
  playerName: 'Sam Break',
  leagueName: 'Test League',
};

describe('JoinPage', () => {
  it('says a used or expired invite is no good as it opens, before any password is typed', async () => {
    const view = renderApp({
      path: '/join?token=spent-token',
      api: { 'POST /api/invites/check': USED },
    });
    await screen.findByText(INVITE_UNUSABLE);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    screen.getByRole('link', { name: 'Sign in' });
    expect(view.stub.calls()).toContain('POST /api/invites/check');
  });

  it('says an incomplete link is incomplete without asking the server', async () => {
    const view = renderApp({ path: '/join' });
    await screen.findByText(/This invite link is incomplete/);
    expect(view.stub.calls()).not.toContain('POST /api/invites/check');
  });

  it('shows whose invite it is, and joins: signed in on the team page', async () => {
    let checked: unknown;
    let accepted: unknown;
    const me = signedIn('captain', { user: { id: 'u9', email: INVITE.email } });
    const view = renderApp({
      path: '/join?token=good-token',
      api: {
        'POST /api/invites/check': (request: { body: unknown }) => {
          checked = request.body;
          return { ...INVITE, captainOf: 'Rack Attack' };
        },
        'POST /api/auth/accept-invite': (request: { body: unknown }) => {
          accepted = request.body;
          return me;
        },
      },
    });
    await screen.findByRole('heading', { name: 'Join Test League as Sam Break' });
    expect(checked).toEqual({ token: 'good-token' });
    screen.getByText(/captain of Rack Attack/);
    const email = screen.getByLabelText<HTMLInputElement>('E-mail');
    expect(email.value).toBe('sam@example.com');
    expect(email.readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Password/), {
      target: { value: 'a fine passphrase' },
    });
    fireEvent.change(screen.getByLabelText(/^Repeat password/), {
      target: { value: 'a different one' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join Test League' }));
    await screen.findByText('The passwords differ');
    expect(accepted).toBeUndefined();
    fireEvent.change(screen.getByLabelText(/^Repeat password/), {
      target: { value: 'a fine passphrase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join Test League' }));
    await waitFor(() => expect(view.location()).toBe('/team'));
    expect(accepted).toEqual({ token: 'good-token', password: 'a fine passphrase' });
  });

  it('shows the server refusing a common password, and a link used meanwhile', async () => {
    let calls = 0;
    renderApp({
      path: '/join?token=good-token',
      api: {
        'POST /api/invites/check': INVITE,
        'POST /api/auth/accept-invite': () =>
          ++calls === 1
            ? apiError(422, 'validation_failed', 'Too common', {
                password: 'This password is one of the most common ones',
              })
            : USED,
      },
    });
    const password = await screen.findByLabelText(/^Password/);
    for (let i = 0; i < 2; i++) {
      fireEvent.change(password, { target: { value: 'password1' } });
      fireEvent.change(screen.getByLabelText(/^Repeat password/), {
        target: { value: 'password1' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Join Test League' }));
      if (i === 0) await screen.findByText('This password is one of the most common ones');
    }
    await screen.findByText(INVITE_UNUSABLE);
  });
});
