// /unsubscribe?token=… (docs/rules.md, The web app: Notifications bell): nothing happens on
// opening; the button switches that kind of e-mail off, and a bad link says so.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { UNSUBSCRIBE_INCOMPLETE, UNSUBSCRIBE_UNKNOWN } from './unsubscribe-page.tsx';

const POST = 'POST /api/notifications/unsubscribe';

const posts = (calls: string[]) => calls.filter((call) => call.startsWith(POST));

describe('unsubscribe page', () => {
  it('asks first, then unsubscribes a signed-out visitor from that kind of e-mail', async () => {
    const view = renderApp({
      path: '/unsubscribe?token=tok-123',
      api: { [POST]: { kind: 'match-day' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' });
    screen.getByText(/Stop the e-mails of the kind this link came with/);
    // Opening the link (a mail scanner does) changes nothing.
    expect(posts(view.stub.calls())).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await screen.findByRole('heading', { level: 1, name: 'Unsubscribed' });
    screen.getByText(
      'You will no longer get e-mails about “Match day reminders”. Change this any time in your profile.',
    );
    expect(screen.getByRole('link', { name: 'Open your profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(posts(view.stub.calls())).toEqual([`${POST}?token=tok-123`]);
    expect(view.location()).toBe('/unsubscribe?token=tok-123');
  });

  it('says a link with no token is incomplete, and sends nothing', async () => {
    const view = renderApp({ path: '/unsubscribe' });
    await screen.findByText(UNSUBSCRIBE_INCOMPLETE);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    screen.getByRole('link', { name: 'Open your profile' });
    expect(posts(view.stub.calls())).toEqual([]);
  });

  it('says an unknown link is not valid', async () => {
    renderApp({
      path: '/unsubscribe?token=stale',
      api: { [POST]: apiError(404, 'not_found', 'No such unsubscribe link') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await screen.findByText(UNSUBSCRIBE_UNKNOWN);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    screen.getByRole('link', { name: 'Open your profile' });
  });

  it('keeps the button after a failure the server may get over, and unsubscribes on a retry', async () => {
    let fail = true;
    renderApp({
      path: '/unsubscribe?token=tok-9',
      api: {
        [POST]: () =>
          fail ? apiError(503, 'unavailable', 'Down for a moment.') : { kind: 'fixture-moved' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Could not unsubscribe: Down for a moment.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await screen.findByText(/no longer get e-mails about “A fixture of your team moved”/);
    await waitFor(() => expect(screen.queryByText(/Could not unsubscribe/)).toBeNull());
  });
});
