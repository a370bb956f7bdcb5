// The top bar's and the drawer's role rules (docs/rules.md, The web app: Top bar and drawer).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authKeys, type Me } from '../../entities/auth/api/auth-api.ts';
import { reply } from '../../test/api-stub.ts';
import { signedIn } from '../../test/fixtures.ts';
import { setViewportWidth } from '../../test/media.ts';
import { renderApp } from '../../test/render-app.tsx';

const PUBLIC = ['Home', 'Live Matches', 'Standings', 'Fixtures', 'Cups', 'Players'];

const renderAs = async (me: Me | null, width: number) => {
  setViewportWidth(width);
  const view = renderApp({
    path: '/',
    api: {
      ...(me ? { '/api/auth/me': me } : {}),
      'POST /api/auth/logout': reply(204),
    },
  });
  await screen.findByRole('heading', { level: 2, name: 'Live now' });
  await waitFor(() => expect(view.queryClient.getQueryState(authKeys.me)?.status).toBe('success'));
  return view;
};

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/** The texts of the links in a list or nav, in order. */
const linkTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);
const navLabels = () => linkTexts(mainNav());

const openDrawer = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Menu' });
};

describe('top bar', () => {
  it("shows the logo, the league's name over the product's, the public links, and Login to a visitor", async () => {
    await renderAs(null, 1280);
    const header = screen.getByRole('banner');
    await within(header).findByRole('link', { name: 'Test League, home' });
    within(header).getByText('Test League');
    within(header).getByText('CueLeague');
    expect(navLabels()).toEqual(PUBLIC);
    expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(header).queryByRole('button', { name: 'Account' })).toBeNull();
  });

  it('adds Admin and Fees and fines for an admin, and no Team', async () => {
    await renderAs(signedIn('admin'), 1280);
    expect(navLabels()).toEqual([...PUBLIC, 'Admin', 'Fees and fines']);
    expect(within(mainNav()).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('adds Team for a captain and for a player, and no Admin', async () => {
    const view = await renderAs(signedIn('captain'), 1280);
    expect(navLabels()).toEqual([...PUBLIC, 'Team']);
    view.unmount();
    await renderAs(signedIn('player'), 1280);
    expect(navLabels()).toEqual([...PUBLIC, 'Team']);
    expect(within(mainNav()).getByRole('link', { name: 'Team' }).getAttribute('href')).toBe(
      '/team',
    );
  });

  it('adds Fees and fines for a treasurer, beside Team when they play too, and no Admin', async () => {
    const view = await renderAs(signedIn('user', { isTreasurer: true }), 1280);
    expect(navLabels()).toEqual([...PUBLIC, 'Fees and fines']);
    expect(
      within(mainNav()).getByRole('link', { name: 'Fees and fines' }).getAttribute('href'),
    ).toBe('/treasurer');
    view.unmount();
    await renderAs(signedIn('captain', { isTreasurer: true }), 1280);
    expect(navLabels()).toEqual([...PUBLIC, 'Team', 'Fees and fines']);
  });

  it('shows neither Admin nor Team to a signed-in user with no role', async () => {
    await renderAs(signedIn('user'), 1280);
    expect(navLabels()).toEqual(PUBLIC);
  });

  it('gives a signed-in user an account menu with Profile and Logout', async () => {
    const view = await renderAs(signedIn('player'), 1280);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(view.stub.calls()).toContain('POST /api/auth/logout'));
    await screen.findByText('Signed out');
    await screen.findByRole('link', { name: 'Login' });
  });

  it('has a menu button instead of the links on a small screen', async () => {
    await renderAs(signedIn('admin'), 360);
    screen.getByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});

describe('drawer', () => {
  it('greets an admin and lists the admin entries, Schedule going to /admin/schedule-matches', async () => {
    await renderAs(signedIn('admin'), 360);
    const drawer = await openDrawer();
    within(drawer).getByText('Hello, admin@example.com');
    within(drawer).getByText('Role: admin');
    const admin = within(drawer).getByRole('list', { name: 'Admin' });
    const entries = within(admin).getAllByRole('link');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Dashboard',
      'Teams',
      'Players',
      'Venues',
      'Schedule',
      'Cups',
      'Adjustments',
      'League settings',
    ]);
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/teams',
      '/admin/players',
      '/admin/venues',
      '/admin/schedule-matches',
      '/admin/competitions',
      '/admin/adjustments',
      '/admin/league',
    ]);
    expect(within(drawer).queryByRole('list', { name: 'Team' })).toBeNull();
    const treasurer = within(drawer).getByRole('list', { name: 'Treasurer' });
    expect(linkTexts(treasurer)).toEqual(['Fees and fines']);
    within(drawer).getByRole('button', { name: 'Logout' });
  });

  it('gives a treasurer Fees and fines, going to /treasurer, and no admin entries', async () => {
    await renderAs(signedIn('user', { isTreasurer: true }), 360);
    const drawer = await openDrawer();
    const treasurer = within(drawer).getByRole('list', { name: 'Treasurer' });
    expect(linkTexts(treasurer)).toEqual(['Fees and fines']);
    expect(
      within(treasurer).getByRole('link', { name: 'Fees and fines' }).getAttribute('href'),
    ).toBe('/treasurer');
    expect(within(drawer).queryByRole('list', { name: 'Admin' })).toBeNull();
  });

  it('gives a captain Team Dashboard and Team Roster, and no admin entries', async () => {
    await renderAs(signedIn('captain'), 360);
    const drawer = await openDrawer();
    within(drawer).getByText('Role: captain');
    const team = within(drawer).getByRole('list', { name: 'Team' });
    expect(linkTexts(team)).toEqual(['Team Dashboard', 'Team Roster']);
    expect(within(team).getByRole('link', { name: 'Team Roster' }).getAttribute('href')).toBe(
      '/team/roster',
    );
    expect(within(drawer).queryByRole('list', { name: 'Admin' })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: 'Fees and fines' })).toBeNull();
  });

  it('gives a player Team Dashboard but not Team Roster', async () => {
    await renderAs(signedIn('player'), 360);
    const drawer = await openDrawer();
    within(drawer).getByText('Role: player');
    const team = within(drawer).getByRole('list', { name: 'Team' });
    expect(linkTexts(team)).toEqual(['Team Dashboard']);
    expect(within(drawer).queryByRole('link', { name: 'Team Roster' })).toBeNull();
  });

  it('offers a visitor the public links and Login, with no greeting and no Logout', async () => {
    await renderAs(null, 360);
    const drawer = await openDrawer();
    expect(within(drawer).queryByText(/^Hello,/)).toBeNull();
    const league = within(drawer).getByRole('list', { name: 'League' });
    expect(linkTexts(league)).toEqual(PUBLIC);
    within(drawer).getByRole('link', { name: 'Login' });
    expect(within(drawer).queryByRole('link', { name: 'Fees and fines' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('signs out from the drawer', async () => {
    const view = await renderAs(signedIn('captain'), 360);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(view.stub.calls()).toContain('POST /api/auth/logout'));
    await screen.findByText('Signed out');
  });
});
