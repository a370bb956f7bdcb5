// A team's statement: its lines with the running balance and the totals; a keeper's charge,
// payment (the server's 422 on its field) and delete; a player's own lines (named, picked in the
// dialog, totalled by player); a captain's read-only view of their own; the print button.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, recordBody, reply } from '../../../test/api-stub.ts';
import { openDialog } from '../../../test/dialogs.ts';
import { pickOption } from '../../../test/select.ts';
import {
  leagueTeam,
  leagueTeams,
  player,
  season,
  signedIn,
  teamPlayer,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { formatLedgerDay } from '../../../entities/ledger/money.ts';
import { ledgerEntry, statement, statementWithPlayer } from '../testing/ledger-fixtures.ts';

const FINE_DAY = formatLedgerDay('2026-02-10');

const api = {
  '/api/auth/me': signedIn('admin'),
  '/api/seasons': { items: [season()] },
  '/api/seasons/current': season(),
  '/api/teams': { items: leagueTeams() },
  '/api/teams/t1': leagueTeam('t1'),
  '/api/ledger/teams/t1': statement(),
  // Rack Attack's roster: Kate Hill, and Sam Ward who has left.
  '/api/team-players': {
    items: [teamPlayer('tp1', 'p1'), teamPlayer('tp2', 'p2', { isActive: false })],
  },
  '/api/players': { items: [player('p1', 'Kate', 'Hill'), player('p2', 'Sam', 'Ward')] },
};

/** The dialog's Player select, once the team's players are in. */
const playerSelect = async (dialog: HTMLElement) => {
  await within(dialog).findByText("For a player's own fee, fine or payment");
  return within(dialog).getByRole('combobox', { name: 'Player' });
};

/** The statement's rows below its header, as their text. */
const lines = async () => {
  const table = await screen.findByRole('table', { name: 'Statement lines' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
};

describe('the statement', () => {
  it('shows each line with its amount and the running balance, then the totals', async () => {
    renderApp({ path: '/treasurer/teams/t1', api });
    await screen.findByRole('heading', { level: 1, name: 'Statement: Rack Attack' });
    const [fee, fine, payment] = await lines();
    expect(fee).toContain('Entry fee');
    expect(fee).toContain('+£45.00£45.00');
    expect(fine).toContain('Fine');
    expect(fine).toContain('Late result');
    expect(fine).toContain('+£10.00£55.00');
    expect(payment).toContain('Payment · Bank transfer');
    expect(payment).toContain('\u2212£30.00£25.00');
    const totals = screen.getByRole('region', { name: 'Totals' });
    within(totals).getByText('£55.00');
    within(totals).getByText('£30.00');
    within(totals).getByText('Owes £25.00');
    // No line names a player: no totals by player.
    expect(screen.queryByRole('heading', { name: 'By player' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'By player' })).toBeNull();
  });

  it("names the player a line is for, and totals each player's own lines", async () => {
    renderApp({
      path: '/treasurer/teams/t1',
      api: { ...api, '/api/ledger/teams/t1': statementWithPlayer() },
    });
    await screen.findByRole('heading', { level: 1, name: 'Statement: Rack Attack' });
    const table = await screen.findByRole('table', { name: 'Statement lines' });
    await within(table).findByText('Kate Hill · Fine');
    const [fee, , , fine, payment] = await lines();
    expect(fee).toContain('Entry fee');
    expect(fee).not.toContain('Kate Hill');
    expect(fine).toContain('Kate Hill · Fine');
    expect(fine).toContain('+£10.00£35.00');
    expect(payment).toContain('Kate Hill · Payment · Cash');
    expect(payment).toContain('\u2212£4.00£31.00');
    const byPlayer = screen.getByRole('table', { name: 'By player' });
    screen.getByRole('heading', { level: 2, name: 'By player' });
    const rows = within(byPlayer)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['PlayerChargedPaidBalance', 'Kate Hill£10.00£4.00Owes £6.00']);
    within(screen.getByRole('region', { name: 'Totals' })).getByText('Owes £31.00');
    // The printed sheet says whose lines they are too.
    const sheet = screen.getByTestId('print-statement');
    within(sheet).getByText('Kate Hill · Fine');
    within(sheet).getByRole('heading', { name: 'By player', hidden: true });
    within(sheet).getByText('Owes £6.00');
  });

  it("sends the player picked for a charge, and none when it stays the team's", async () => {
    const sent = recordBody(
      reply(201, ledgerEntry({ id: 'e4', playerId: 'p1', category: 'fine', amount: 1000 })),
    );
    renderApp({
      path: '/treasurer/teams/t1',
      api: { ...api, 'POST /api/ledger/entries': sent.handler },
    });
    await lines();
    let dialog = await openDialog('Add a charge', 'Add a charge: Rack Attack');
    expect((await playerSelect(dialog)).textContent).toBe('The team');
    await pickOption('Player', 'Kate Hill');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    await screen.findByText('Fine recorded');
    expect(sent.body).toEqual({
      kind: 'charge',
      teamId: 't1',
      playerId: 'p1',
      category: 'fine',
      amount: 1000,
      on: '2026-03-01',
      note: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A player who has left is still there to pick; the team stays the default.
    dialog = await openDialog('Record a payment', 'Record a payment: Rack Attack');
    const select = await playerSelect(dialog);
    expect(select.textContent).toBe('The team');
    fireEvent.mouseDown(select);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['The team', 'Kate Hill', 'Sam Ward (left the team)']);
    fireEvent.click(screen.getByRole('option', { name: 'The team' }));
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-03-02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(sent.body).toHaveProperty('kind', 'payment'));
    expect(sent.body).not.toHaveProperty('playerId');
  });

  it("puts the server's refusal of the player on the Player field", async () => {
    renderApp({
      path: '/treasurer/teams/t1',
      api: {
        ...api,
        'POST /api/ledger/entries': apiError(422, 'validation_failed', 'Invalid entry', {
          playerId: 'Not a player of this team',
        }),
      },
    });
    await lines();
    const dialog = await openDialog('Add a charge', 'Add a charge: Rack Attack');
    await playerSelect(dialog);
    await pickOption('Player', 'Sam Ward (left the team)');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    const message = await within(dialog).findByText('Not a player of this team');
    expect(
      within(dialog).getByRole('combobox', { name: 'Player' }).getAttribute('aria-describedby'),
    ).toContain(message.id);
  });

  it('says a settled team is settled, and one that paid ahead is in credit', async () => {
    const view = renderApp({
      path: '/treasurer/teams/t1',
      api: { ...api, '/api/ledger/teams/t1': statement({ paid: 5500, balance: 0 }) },
    });
    await within(await screen.findByRole('region', { name: 'Totals' })).findByText('Settled');
    view.unmount();
    renderApp({
      path: '/treasurer/teams/t1',
      api: { ...api, '/api/ledger/teams/t1': statement({ paid: 6000, balance: -500 }) },
    });
    await within(await screen.findByRole('region', { name: 'Totals' })).findByText(
      'In credit £5.00',
    );
  });

  it('records a payment: its method, the amount in pence, the day and the note', async () => {
    const sent = recordBody(
      reply(201, ledgerEntry({ id: 'e4', kind: 'payment', category: null, method: 'cash' })),
    );
    const view = renderApp({
      path: '/treasurer/teams/t1',
      api: { ...api, 'POST /api/ledger/entries': sent.handler },
    });
    await lines();
    const dialog = await openDialog('Record a payment', 'Record a payment: Rack Attack');
    await pickOption('Paid by', 'Cash');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '12.5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-03-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'At the bar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await screen.findByText('Payment · Cash recorded');
    expect(sent.body).toEqual({
      kind: 'payment',
      teamId: 't1',
      method: 'cash',
      amount: 1250,
      on: '2026-03-01',
      note: 'At the bar',
    });
    // The statement is read again with the payment in it.
    await waitFor(() =>
      expect(view.stub.calls().filter((call) => call === 'GET /api/ledger/teams/t1')).toHaveLength(
        2,
      ),
    );
  });

  it('adds a charge as a fine unless another category is picked', async () => {
    const sent = recordBody(reply(201, ledgerEntry({ id: 'e4', category: 'fine', amount: 500 })));
    renderApp({
      path: '/treasurer/teams/t1',
      api: { ...api, 'POST /api/ledger/entries': sent.handler },
    });
    await lines();
    const dialog = await openDialog('Add a charge', 'Add a charge: Rack Attack');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    await screen.findByText('Fine recorded');
    expect(sent.body).toEqual({
      kind: 'charge',
      teamId: 't1',
      category: 'fine',
      amount: 500,
      on: '2026-03-01',
      note: '',
    });
  });

  it("puts the server's refusal on the field it is about", async () => {
    renderApp({
      path: '/treasurer/teams/t1',
      api: {
        ...api,
        'POST /api/ledger/entries': apiError(422, 'validation_failed', 'Invalid entry', {
          on: 'Not a day of the season',
        }),
      },
    });
    await lines();
    const dialog = await openDialog('Record a payment', 'Record a payment: Rack Attack');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2027-12-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    const message = await within(dialog).findByText('Not a day of the season');
    expect(within(dialog).getByLabelText(/^Date/).getAttribute('aria-describedby')).toBe(
      message.id,
    );
  });

  it('deletes a mistaken line after asking', async () => {
    const view = renderApp({
      path: '/treasurer/teams/t1',
      api: { ...api, 'DELETE /api/ledger/entries/e2': reply(204) },
    });
    await lines();
    const dialog = await openDialog(`Delete Fine of ${FINE_DAY}`, `Delete Fine of ${FINE_DAY}?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete line' }));
    await screen.findByText('Line deleted');
    expect(view.stub.calls()).toContain('DELETE /api/ledger/entries/e2');
  });

  it('prints on paper', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp({ path: '/treasurer/teams/t1', api });
    await lines();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    const sheet = screen.getByTestId('print-statement');
    within(sheet).getByRole('heading', { name: 'Statement: Rack Attack', hidden: true });
    within(sheet).getByText('Owes £25.00');
  });

  it('says when nothing is charged yet', async () => {
    renderApp({
      path: '/treasurer/teams/t1',
      api: {
        ...api,
        '/api/ledger/teams/t1': statement({ charged: 0, paid: 0, balance: 0, lines: [] }),
      },
    });
    await screen.findByText('Nothing charged yet');
  });

  it("shows a captain their own team's statement, read-only", async () => {
    const view = renderApp({
      path: '/team/statement',
      api: { ...api, '/api/auth/me': signedIn('captain') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Statement: Rack Attack' });
    expect((await lines())[2]).toContain('\u2212£30.00£25.00');
    screen.getByRole('button', { name: 'Print' });
    expect(screen.queryByRole('button', { name: 'Add a charge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record a payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(view.location()).toBe('/team/statement');
  });

  it("keeps a captain out of another team's statement in the keepers' pages", async () => {
    const view = renderApp({
      path: '/treasurer/teams/t2',
      api: { ...api, '/api/auth/me': signedIn('captain') },
    });
    await screen.findByRole('heading', { level: 2, name: 'Live now' });
    expect(view.location()).toBe('/');
  });

  it("shows the captain the way to it from the team's dashboard, and a player none", async () => {
    const captain = renderApp({
      path: '/team',
      api: { ...api, '/api/auth/me': signedIn('captain') },
    });
    const link = await screen.findByRole('link', { name: 'Fees statement' });
    expect(link.getAttribute('href')).toBe('/team/statement');
    captain.unmount();
    renderApp({ path: '/team', api: { ...api, '/api/auth/me': signedIn('player') } });
    await screen.findByRole('link', { name: 'Public team page' });
    expect(screen.queryByRole('link', { name: 'Fees statement' })).toBeNull();
  });
});
