import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, reply } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const INVALID = apiError(422, 'validation_failed', 'This reset link is invalid or has expired.', {
  token: 'Invalid or expired',
});

describe('ResetPasswordPage', () => {
  it('says a used or expired link is no good as it opens, before any password is typed', async () => {
    const view = renderApp({
      path: '/reset-password?token=spent-token',
      api: { 'POST /api/auth/reset-password/check': INVALID },
    });
    await screen.findByText('This reset link is invalid or has expired.');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    screen.getByRole('link', { name: 'Ask for a new link' });
    expect(view.stub.calls()).toContain('POST /api/auth/reset-password/check');
  });

  it('offers the form for a good link, and shows the server refusing a common password', async () => {
    let checked: unknown;
    renderApp({
      path: '/reset-password?token=good-token',
      api: {
        'POST /api/auth/reset-password/check': (request: { body: unknown }) => {
          checked = request.body;
          return reply(204);
        },
        'POST /api/auth/reset-password': apiError(
          422,
          'validation_failed',
          'This password is one of the most common ones',
          {
            password:
              'This password is one of the most common ones: choose one that is harder to guess',
          },
        ),
      },
    });
    const password = await screen.findByLabelText(/^New password/);
    expect(checked).toEqual({ token: 'good-token' });
    fireEvent.change(password, { target: { value: 'password1' } });
    fireEvent.change(screen.getByLabelText(/^Repeat new password/), {
      target: { value: 'password1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await screen.findByText(
      'This password is one of the most common ones: choose one that is harder to guess',
    );
  });
});
