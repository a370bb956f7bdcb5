// /profile's e-mail notification switches (docs/rules.md, The web app: Notifications bell), the
// unconfirmed e-mail notice, and a player's own fees (docs/rules.md, Fees and fines).
import { DEFAULT_EMAIL_PREFERENCES } from '@cueleague/domain/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../entities/auth/api/auth-api.ts';
import { formatLedgerDay } from '../../../entities/ledger/money.ts';
import { apiError, recordBody } from '../../../test/api-stub.ts';
import { leagueTeams, myLedger, season, signedIn } from '../../../test/fixtures.ts';
import { setViewportWidth } from '../../../test/media.ts';
import { renderApp } from '../../../test/render-app.tsx';

const CAPTAIN_KINDS = [
  'Match day reminders',
  'A result awaits your confirmation',
  'A result of your team is due',
  'A result completed automatically',
  'The other captain confirmed a result',
  'The other captain disputed a result',
  'A fixture of your team moved',
  'A match of your team decided without play',
  "Your team's next cup tie",
  "Your team's cup draws",
  'A date proposed for your cup tie',
  "A cup tie's date agreed",
];

const renderProfile = (me: Me, api: Record<string, unknown> = {}) => {
  setViewportWidth(360);
  return renderApp({ path: '/profile', api: { '/api/auth/me': me, ...api } });
};

const emailSection = () =>
  screen.findByRole('group', { name: 'E-mail notifications' }, { timeout: 10_000 });

const checked = (control: HTMLElement) => (control as HTMLInputElement).checked;

const switchNames = (section: HTMLElement) =>
  within(section)
    .getAllByRole('switch')
    .map((control) => control.closest('label')?.textContent);

describe('profile: e-mail notifications', () => {
  it("shows a captain a switch per kind, without the admins' disputes", async () => {
    renderProfile(signedIn('captain'), {
      '/api/notifications/preferences': {
        email: { ...DEFAULT_EMAIL_PREFERENCES, 'fixture-moved': false },
      },
    });
    const section = await emailSection();
    screen.getByRole('heading', { level: 1, name: 'Profile' });
    expect(switchNames(section)).toEqual(CAPTAIN_KINDS);
    expect(checked(within(section).getByRole('switch', { name: 'Match day reminders' }))).toBe(
      true,
    );
    expect(
      checked(within(section).getByRole('switch', { name: 'A fixture of your team moved' })),
    ).toBe(false);
  });

  it("shows an admin the admins' own kinds as well (disputes, invites, cup entries)", async () => {
    renderProfile(signedIn('admin'));
    const section = await emailSection();
    expect(switchNames(section)).toEqual([
      ...CAPTAIN_KINDS.slice(0, 6),
      'Disputes to settle (admins)',
      CAPTAIN_KINDS[6],
      CAPTAIN_KINDS[7],
      'Captain invites accepted as a player (admins)',
      ...CAPTAIN_KINDS.slice(8),
      'Cup entries and withdrawals (admins)',
    ]);
  });

  it('saves a switch as it is switched, and says so', async () => {
    const saved = recordBody({ email: { ...DEFAULT_EMAIL_PREFERENCES, 'match-day': false } });
    renderProfile(signedIn('player'), { 'PUT /api/notifications/preferences': saved.handler });
    const section = await emailSection();
    const matchDay = within(section).getByRole('switch', { name: 'Match day reminders' });
    fireEvent.click(matchDay);
    await screen.findByText('Match day reminders: e-mails off');
    // The whole set goes, the kinds not shown as they were.
    expect(saved.body).toEqual({ email: { ...DEFAULT_EMAIL_PREFERENCES, 'match-day': false } });
    expect(checked(matchDay)).toBe(false);
  });

  it('puts the switch back when saving fails', async () => {
    let fail = () => undefined as void;
    const view = renderProfile(signedIn('captain'), {
      'PUT /api/notifications/preferences': () =>
        new Promise((resolve) => {
          fail = () => resolve(apiError(503, 'unavailable', 'Down for a moment.'));
        }),
    });
    const section = await emailSection();
    const moved = within(section).getByRole('switch', { name: 'A fixture of your team moved' });
    fireEvent.click(moved);
    // Off before the server answers…
    await waitFor(() => expect(checked(moved)).toBe(false));
    await waitFor(() => expect(view.stub.calls()).toContain('PUT /api/notifications/preferences'));
    fail();
    // …and back when it refuses.
    await screen.findByText('Could not save your e-mail settings: Down for a moment.');
    await waitFor(() => expect(checked(moved)).toBe(true));
  });

  it('says when the settings did not load, and loads them on Retry', async () => {
    let fail = true;
    renderProfile(signedIn('captain'), {
      '/api/notifications/preferences': () =>
        fail
          ? apiError(503, 'unavailable', 'Down for a moment.')
          : { email: DEFAULT_EMAIL_PREFERENCES },
    });
    const alert = await screen.findByRole('alert');
    within(alert).getByText("Your e-mail settings didn't load");
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await emailSection();
  });
});

describe('profile: an e-mail not confirmed yet', () => {
  it('says so, and sends the link again on request', async () => {
    const view = renderProfile(signedIn('user', { emailVerified: false }), {
      'POST /api/auth/verify-email/resend': () => null,
    });
    await screen.findByText(/user@example\.com \(not confirmed\)/);
    const notices = await screen.findAllByText(/is not confirmed yet: open the link we mailed/);
    // The profile's own panel says it; the banner under the top bar stays away on this page.
    expect(notices).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await screen.findByRole('button', { name: 'Link sent' });
    expect(view.stub.calls()).toContain('POST /api/auth/verify-email/resend');
  });

  it('says nothing for a confirmed address', async () => {
    renderProfile(signedIn('player'));
    await emailSection();
    expect(screen.queryByText(/not confirmed/)).toBeNull();
  });
});

describe('profile: your fees', () => {
  const api = {
    '/api/seasons': { items: [season()] },
    '/api/teams': { items: leagueTeams() },
  };

  it("shows a player's own lines per team and season, and what they owe", async () => {
    renderProfile(signedIn('player'), { ...api, '/api/ledger/mine': myLedger() });
    await screen.findByRole('heading', { level: 2, name: 'Your fees' });
    const panel = screen.getByRole('region', { name: 'Your fees' });
    await within(panel).findByRole('heading', { level: 3, name: 'Rack Attack · Spring 2026' });
    const table = within(panel).getByRole('table', { name: 'Rack Attack · Spring 2026' });
    const [fine, payment] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(fine).toContain(formatLedgerDay('2026-02-20'));
    expect(fine).toContain('Fine');
    expect(fine).toContain('Late to the table');
    expect(fine).toContain('+£10.00');
    expect(payment).toContain('Payment · Cash');
    expect(payment).toContain('\u2212£4.00');
    within(panel).getByText('Owes £6.00');
  });

  it('says a player who paid it all is settled', async () => {
    const [item] = myLedger().items;
    renderProfile(signedIn('player'), {
      ...api,
      '/api/ledger/mine': myLedger({ items: item ? [{ ...item, paid: 1000, balance: 0 }] : [] }),
    });
    await within(await screen.findByRole('region', { name: 'Your fees' })).findByText('Settled');
  });

  it('shows nothing of fees when the treasurer recorded none', async () => {
    const view = renderProfile(signedIn('player'), api);
    await emailSection();
    await waitFor(() => expect(view.stub.calls()).toContain('GET /api/ledger/mine'));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading your fees' })).toBeNull(),
    );
    expect(screen.queryByRole('heading', { name: 'Your fees' })).toBeNull();
  });

  it('says while they load, and when they did not', async () => {
    let fail = () => undefined as void;
    renderProfile(signedIn('player'), {
      ...api,
      '/api/ledger/mine': () =>
        new Promise((resolve) => {
          fail = () => resolve(apiError(503, 'unavailable', 'Down for a moment.'));
        }),
    });
    await screen.findByRole('status', { name: 'Loading your fees' });
    fail();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Your fees didn't load: Down for a moment.");
    screen.getByRole('heading', { level: 2, name: 'Your fees' });
  });
});
