// The notifications bell (docs/rules.md, The web app: Notifications bell): the live unread badge,
// the list, marking read, and who sees it.
import type { Notification } from '@cueleague/domain/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../entities/auth/api/auth-api.ts';
import { apiError, recordBody } from '../../../test/api-stub.ts';
import { createFakeLiveClient } from '../../../test/fake-live-client.ts';
import { signedIn } from '../../../test/fixtures.ts';
import { setViewportWidth } from '../../../test/media.ts';
import { renderApp } from '../../../test/render-app.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notification = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'result-entered',
  title: 'Rack Attack 9-7 Cue Tips awaits your confirmation',
  link: '/team/match/m1/score',
  matchId: 'm1',
  createdAt: minutesAgo(5),
  readAt: null,
  ...overrides,
});

const NEWEST = notification('n2', {
  kind: 'fixture-moved',
  title: 'Rack Attack v Cue Tips moved to Fri 13 Mar',
  link: '/matches/m2',
  matchId: 'm2',
  createdAt: minutesAgo(5),
});
const OLDER = notification('n1', { createdAt: minutesAgo(3 * 60) });
const READ = notification('n0', {
  kind: 'match-day',
  title: 'Match day: Rack Attack v Cue Tips at 19:30',
  createdAt: minutesAgo(26 * 60),
  readAt: minutesAgo(20 * 60),
});

const renderBell = ({
  me = signedIn('captain'),
  api = {},
  width = 360,
}: { me?: Me | null; api?: Record<string, unknown>; width?: number } = {}) => {
  setViewportWidth(width);
  const live = createFakeLiveClient('open');
  const view = renderApp({
    path: '/',
    live,
    api: { ...(me ? { '/api/auth/me': me } : {}), ...api },
  });
  return view;
};

const notificationCalls = (calls: string[]) =>
  calls.filter((call) => call.startsWith('GET /api/notifications'));

const openList = async (name: string | RegExp) => {
  const bell = await screen.findByRole('button', { name });
  bell.focus();
  fireEvent.click(bell);
  return screen.findByRole('dialog', { name: 'Notifications' });
};

/** Escape closes the list, and the bell has the focus back. */
const closeList = async (dialog: HTMLElement) => {
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() =>
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Notifications/),
  );
};

describe('notifications bell', () => {
  it('shows the unread count, and follows the live count with no request', async () => {
    const view = renderBell({
      api: { '/api/notifications': { items: [NEWEST, OLDER, READ], unread: 2 } },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeTruthy();
    expect(view.live.topics()).toContain('user:u1');
    const asked = notificationCalls(view.stub.calls()).length;

    act(() =>
      view.live.emit({
        type: 'event',
        topic: 'user:u1',
        event: 'notifications.changed',
        data: { unread: 3 },
      }),
    );
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    within(bell).getByText('3');
    // A snapshot (after a reconnect) sets it too; a message that makes no sense is ignored.
    act(() => view.live.emit({ type: 'snapshot', topic: 'user:u1', kind: 'user', unread: 0 }));
    await screen.findByRole('button', { name: 'Notifications' });
    act(() =>
      view.live.emit({
        type: 'event',
        topic: 'user:u1',
        event: 'notifications.changed',
        data: { unread: -4 },
      }),
    );
    screen.getByRole('button', { name: 'Notifications' });
    expect(notificationCalls(view.stub.calls())).toHaveLength(asked);
  });

  it('fetches the list again on opening once a pushed count changed it', async () => {
    let items = [OLDER];
    const view = renderBell({
      api: { '/api/notifications': () => ({ items, unread: items.length }) },
    });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    items = [NEWEST, OLDER];
    act(() =>
      view.live.emit({
        type: 'event',
        topic: 'user:u1',
        event: 'notifications.changed',
        data: { unread: 2 },
      }),
    );
    const dialog = await openList('Notifications, 2 unread');
    await within(dialog).findByRole('link', { name: /Rack Attack v Cue Tips moved/ });
  });

  it('shows a new notification in the open list as it comes', async () => {
    let items = [OLDER];
    const view = renderBell({
      api: { '/api/notifications': () => ({ items, unread: items.length }) },
    });
    const dialog = await openList('Notifications, 1 unread');
    await within(dialog).findByRole('link', { name: /awaits your confirmation/ });
    items = [NEWEST, OLDER];
    act(() =>
      view.live.emit({
        type: 'event',
        topic: 'user:u1',
        event: 'notifications.changed',
        data: { unread: 2 },
      }),
    );
    await within(dialog).findByRole('link', { name: /Rack Attack v Cue Tips moved/ });
  });

  it('lists the newest, unread ones marked; choosing one marks it read and opens its page', async () => {
    const read = recordBody({ unread: 1 });
    const view = renderBell({
      api: {
        '/api/notifications': { items: [NEWEST, OLDER, READ], unread: 2 },
        'POST /api/notifications/read': read.handler,
      },
    });
    const dialog = await openList('Notifications, 2 unread');
    const links = within(dialog).getAllByRole('link', { name: /Rack Attack|Match day/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'Unread: Rack Attack v Cue Tips moved to Fri 13 Mar5 minutes ago',
      'Unread: Rack Attack 9-7 Cue Tips awaits your confirmation3 hours ago',
      'Match day: Rack Attack v Cue Tips at 19:30yesterday',
    ]);
    expect(within(dialog).getByText('5 minutes ago').getAttribute('datetime')).toBe(
      NEWEST.createdAt,
    );

    fireEvent.click(links[0]!);
    await waitFor(() => expect(view.location()).toBe('/matches/m2'));
    await waitFor(() => expect(read.body).toEqual({ ids: ['n2'] }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a read one without asking to mark it again, and never leaves the site', async () => {
    const view = renderBell({
      api: {
        '/api/notifications': {
          items: [READ, notification('n9', { link: '//evil.example/x', readAt: minutesAgo(1) })],
          unread: 0,
        },
      },
    });
    const dialog = await openList('Notifications');
    const offsite = within(dialog).getAllByRole('link', { name: /awaits your confirmation/ })[0]!;
    expect(offsite.getAttribute('href')).toBe('/');
    fireEvent.click(within(dialog).getByRole('link', { name: /Match day/ }));
    await waitFor(() => expect(view.location()).toBe('/team/match/m1/score'));
    expect(view.stub.calls()).not.toContain('POST /api/notifications/read');
  });

  it('marks all as read', async () => {
    const read = recordBody({ unread: 0 });
    renderBell({
      api: {
        '/api/notifications': { items: [NEWEST, OLDER], unread: 2 },
        'POST /api/notifications/read': read.handler,
      },
    });
    const dialog = await openList('Notifications, 2 unread');
    expect(within(dialog).getAllByText(/^Unread:/)).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(dialog).queryByText(/^Unread:/)).toBeNull());
    expect(read.body).toEqual({});
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await closeList(dialog);
    screen.getByRole('button', { name: 'Notifications' });
  });

  it('puts a notification back as unread when marking it fails', async () => {
    renderBell({
      api: {
        '/api/notifications': { items: [OLDER], unread: 1 },
        'POST /api/notifications/read': apiError(500, 'internal', 'The server had a problem.'),
      },
    });
    const dialog = await openList('Notifications, 1 unread');
    fireEvent.click(within(dialog).getByRole('link', { name: /awaits your confirmation/ }));
    await screen.findByText('Could not mark the notification as read: The server had a problem.');
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  });

  it('says when there is nothing new', async () => {
    renderBell();
    const dialog = await openList('Notifications');
    within(dialog).getByText('Nothing new');
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await closeList(dialog);
  });

  it('says when the list did not load, and loads it on Retry', async () => {
    let fail = true;
    renderBell({
      api: {
        '/api/notifications': () =>
          fail ? apiError(503, 'unavailable', 'Down for a moment.') : { items: [OLDER], unread: 1 },
      },
    });
    const dialog = await openList('Notifications');
    const alert = await within(dialog).findByRole('alert');
    within(alert).getByText("The notifications didn't load");
    within(alert).getByText('Down for a moment.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await within(dialog).findByRole('link', { name: /awaits your confirmation/ });
    await closeList(dialog);
    screen.getByRole('button', { name: 'Notifications, 1 unread' });
  });

  it('is not there for a visitor, who asks for no notifications', async () => {
    const view = renderBell({ me: null, width: 1280 });
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(notificationCalls(view.stub.calls())).toEqual([]);
    expect(view.live.topics().some((topic) => topic.startsWith('user:'))).toBe(false);
  });

  it('refetches the count every 15 seconds while the live channel is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 1;
    setViewportWidth(360);
    const view = renderApp({
      path: '/',
      api: {
        '/api/auth/me': signedIn('player'),
        '/api/notifications': () => ({ items: [], unread }),
      },
    });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    unread = 4;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    expect(view.live.status()).toBe('closed');
  });
});
