import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, reply } from '../../../test/api-stub.ts';
import { season, signedIn, team } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const asAdmin = { '/api/auth/me': signedIn('admin') };
const ALEX = { id: 'p1', firstName: 'Alex', lastName: 'Cue', userId: 'u7' };
const SAM = { id: 'p2', firstName: 'Sam', lastName: 'Break', userId: null };
const MEMBERSHIPS = [
  { id: 'm1', teamId: 't1', playerId: 'p1', seasonId: 's1', role: 'captain', isActive: true },
  { id: 'm2', teamId: 't1', playerId: 'p2', seasonId: 's1', role: 'player', isActive: true },
];

const world = (extra: Record<string, unknown> = {}) => ({
  ...asAdmin,
  '/api/seasons/current': season(),
  '/api/teams': { items: [team('t1', 'Rack Attack')] },
  '/api/players': { items: [SAM, ALEX] },
  '/api/users': { items: [{ id: 'u7', email: 'alex@example.com', role: 'captain' }] },
  '/api/team-players': { items: MEMBERSHIPS },
  '/api/invites': { items: [] },
  ...extra,
});

describe('AdminPlayersPage', () => {
  it('lists the players with their account and team, and searches them', async () => {
    renderApp({ path: '/admin/players', api: world() });
    const alex = await screen.findByRole('listitem', { name: 'Alex Cue' });
    expect(await within(alex).findByText('Account: alex@example.com')).toBeTruthy();
    expect(await within(alex).findByText('Rack Attack')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Sam Break' })).getByText('No account'),
    ).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search players' }), {
      target: { value: 'alex@' },
    });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sam Break' })).toBeNull());
    expect(screen.getByText('1 of 2 players')).toBeTruthy();
  });

  it('adds a player', async () => {
    let body: unknown;
    renderApp({
      path: '/admin/players',
      api: world({
        'POST /api/players': (request: { body: unknown }) => {
          body = request.body;
          return reply(201, { id: 'p3', firstName: 'Jo', lastName: 'Pocket', userId: null });
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a player' });
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: ' Jo ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: 'Pocket' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(await screen.findByText('Jo Pocket added')).toBeTruthy();
    expect(body).toEqual({ firstName: 'Jo', lastName: 'Pocket' });
  });

  it('warns before adding a second player with the same name, and adds one only for a different person', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/admin/players',
      api: world({
        'POST /api/players': (request: { body: unknown }) => {
          bodies.push(request.body);
          return reply(201, { id: 'p9', firstName: 'Sam', lastName: 'Break', userId: null });
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a player' });
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'sam' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: ' BREAK' } });
    expect(
      await within(dialog).findByText(/There is already a player called Sam Break/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(await within(dialog).findByText('Say whether this is someone else')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'This is a different person' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add player' }));
    await waitFor(() => expect(bodies).toEqual([{ firstName: 'sam', lastName: 'BREAK' }]));
  });

  it('links a player to the account found by e-mail', async () => {
    let body: unknown;
    renderApp({
      path: '/admin/players',
      api: world({
        '/api/users': ({ url }: { url: URL }) =>
          url.searchParams.get('email') === 'sam@example.com'
            ? { items: [{ id: 'u9', email: 'sam@example.com', role: null }] }
            : { items: [] },
        'PATCH /api/players/p2': (request: { body: unknown }) => {
          body = request.body;
          return { ...SAM, userId: 'u9' };
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Link Sam Break to an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link Sam Break to an account' });
    const email = within(dialog).getByLabelText(/^Account e-mail/);
    fireEvent.change(email, { target: { value: 'nobody@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link account' }));
    expect(
      await within(dialog).findByText('No account uses this e-mail; the player registers first'),
    ).toBeTruthy();
    fireEvent.change(email, { target: { value: 'Sam@Example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link account' }));
    expect(await screen.findByText('Account linked')).toBeTruthy();
    expect(body).toEqual({ userId: 'u9' });
  });

  it('invites a player with no account, as captain of their team if asked', async () => {
    let body: unknown;
    renderApp({
      path: '/admin/players',
      api: world({
        'POST /api/players/p2/invite': (request: { body: unknown }) => {
          body = request.body;
          return reply(201, { email: 'sam@example.com', expiresAt: '2026-10-15T12:00:00.000Z' });
        },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Invite Sam Break' })).toBeTruthy();
    // A player with an account is linked already: nothing to invite.
    expect(screen.queryByRole('button', { name: 'Invite Alex Cue' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Invite Sam Break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Sam Break' });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), {
      target: { value: 'Sam@Example.com ' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Make captain of Rack Attack' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invite sent to sam@example.com')).toBeTruthy();
    expect(body).toEqual({ email: 'sam@example.com', captainOfTeamId: 't1' });
  });

  it("shows the server's refusal where the e-mail is typed", async () => {
    const message =
      'An account already uses this e-mail: link that account to the player instead of inviting.';
    renderApp({
      path: '/admin/players',
      api: world({ 'POST /api/players/p2/invite': apiError(409, 'conflict', message) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Sam Break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Sam Break' });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), {
      target: { value: 'alex@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('marks an invited player and sends the invite again', async () => {
    let body: unknown;
    renderApp({
      path: '/admin/players',
      api: world({
        '/api/invites': {
          items: [
            {
              playerId: 'p2',
              email: 'sam@example.com',
              expiresAt: '2026-10-15T12:00:00.000Z',
              captainOfTeamId: null,
            },
          ],
        },
        'POST /api/players/p2/invite': (request: { body: unknown }) => {
          body = request.body;
          return reply(201, { email: 'sam@example.com', expiresAt: '2026-10-16T12:00:00.000Z' });
        },
      }),
    });
    const sam = await screen.findByRole('listitem', { name: 'Sam Break' });
    expect(await within(sam).findByText('Invited')).toBeTruthy();
    expect(within(sam).getByText(/^Invited sam@example\.com, expires/)).toBeTruthy();
    fireEvent.click(within(sam).getByRole('button', { name: 'Send again to Sam Break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Sam Break a new invite' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe(
      'sam@example.com',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Invite sent to sam@example.com')).toBeTruthy();
    expect(body).toEqual({ email: 'sam@example.com' });
  });

  it('shows why a player in line-ups cannot be deleted and offers to make them inactive', async () => {
    const patched: string[] = [];
    renderApp({
      path: '/admin/players',
      api: world({
        'DELETE /api/players/p1': apiError(
          409,
          'conflict',
          'This player is in match line-ups and cannot be deleted; make them inactive instead.',
        ),
        'PATCH /api/team-players/m1': (request: { body: unknown }) => {
          patched.push(JSON.stringify(request.body));
          return { ...MEMBERSHIPS[0], isActive: false };
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alex Cue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Alex Cue?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete player' }));
    expect(
      await within(dialog).findByText(
        'This player is in match line-ups and cannot be deleted; make them inactive instead.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make inactive instead' }));
    expect(await screen.findByText('Player made inactive on 1 team')).toBeTruthy();
    expect(patched).toEqual(['{"isActive":false}']);
  });
});
