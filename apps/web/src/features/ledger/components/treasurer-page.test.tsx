// /treasurer: the season's summary (amounts, owes and credit, totals), charging the entry fee,
// the CSV download, its states, and who the route lets in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, recordBody } from '../../../test/api-stub.ts';
import { openDialog } from '../../../test/dialogs.ts';
import { leagueTeams, season, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { summary } from '../testing/ledger-fixtures.ts';

const api = {
  '/api/auth/me': signedIn('user', { isTreasurer: true }),
  '/api/seasons': { items: [season()] },
  '/api/seasons/current': season(),
  '/api/teams': { items: leagueTeams() },
  '/api/ledger/seasons/s1': summary(),
};

/** A row's cells' text, by the row's first cell. */
const rowText = async (first: string) => {
  const cell = await screen.findByRole('cell', { name: new RegExp(`^${first}`) });
  return cell.closest('tr')?.textContent ?? '';
};

describe('TreasurerPage', () => {
  it("shows each team's charged, paid and balance, owing first, and the totals", async () => {
    const view = renderApp({ path: '/treasurer', api });
    await screen.findByRole('heading', { level: 1, name: 'Fees and fines' });
    expect(await rowText('Rack Attack')).toContain('£55.00£30.00£25.00owes');
    expect(await rowText('Cue Tips')).toContain('£45.00£45.00£0.00');
    expect(await rowText('Cue Tips')).not.toMatch(/owes|in credit/);
    expect(await rowText('Break Masters')).toContain('£45.00£50.00\u2212£5.00in credit');
    expect(await rowText('Total')).toContain('£145.00£125.00£20.00owes');
    // Each team opens its statement.
    const link = screen.getByRole('link', { name: 'Rack Attack' });
    expect(link.getAttribute('href')).toBe('/treasurer/teams/t1');
    expect(view.stub.calls()).toContain('GET /api/ledger/seasons/s1');
  });

  it('charges the entry fee typed as money, and says how many teams', async () => {
    const sent = recordBody({ charged: 3 });
    renderApp({
      path: '/treasurer',
      api: { ...api, 'POST /api/ledger/seasons/s1/entry-fees': sent.handler },
    });
    await screen.findByRole('link', { name: 'Rack Attack' });
    const dialog = await openDialog('Charge entry fees', 'Charge entry fees');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '45.5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-01-05' } });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Season fee' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Charge entry fees' }));
    await screen.findByText('Entry fee charged to 3 teams');
    expect(sent.body).toEqual({ amount: 4550, on: '2026-01-05', note: 'Season fee' });
  });

  it('refuses an amount that is not money before sending anything', async () => {
    const view = renderApp({ path: '/treasurer', api });
    await screen.findByRole('link', { name: 'Rack Attack' });
    const dialog = await openDialog('Charge entry fees', 'Charge entry fees');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '45.555' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Charge entry fees' }));
    await within(dialog).findByText('An amount like 45.00');
    expect(view.stub.calls().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('downloads the summary as a CSV file named after the season', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:fees';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderApp({ path: '/treasurer', api });
    await screen.findByRole('link', { name: 'Rack Attack' });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Download CSV' });
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(names).toEqual(['fees-spring-2026.csv']);
    // jsdom's Blob has no text(): read it as a page would have, with a FileReader.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0] as Blob);
    });
    expect(text).toContain('Team,Charged,Paid,Balance\r\nRack Attack,55.00,30.00,25.00\r\n');
    expect(text).toContain('Total,145.00,125.00,20.00');
  });

  it('says when the season has no teams yet', async () => {
    renderApp({
      path: '/treasurer',
      api: {
        ...api,
        '/api/ledger/seasons/s1': summary({ charged: 0, paid: 0, balance: 0, teams: [] }),
      },
    });
    await screen.findByText('No teams in this season');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Charge entry fees' }).disabled,
    ).toBe(true);
  });

  it('shows an error with a retry when the summary does not load', async () => {
    renderApp({
      path: '/treasurer',
      api: { ...api, '/api/ledger/seasons/s1': apiError(500, 'internal', 'The ledger is down') },
    });
    await screen.findByText('The ledger is down');
    screen.getByRole('button', { name: 'Retry' });
  });

  it('sends a signed-in account that keeps no ledger home, and lets an admin in', async () => {
    const captain = renderApp({
      path: '/treasurer',
      api: { ...api, '/api/auth/me': signedIn('captain') },
    });
    await waitFor(() => expect(captain.location()).toBe('/'));
    await screen.findByRole('heading', { level: 2, name: 'Live now' });
    expect(captain.stub.calls()).not.toContain('GET /api/ledger/seasons/s1');
    captain.unmount();
    const admin = renderApp({
      path: '/treasurer',
      api: { ...api, '/api/auth/me': signedIn('admin') },
    });
    await screen.findByRole('link', { name: 'Rack Attack' });
    expect(admin.location()).toBe('/treasurer');
  });

  it('sends a signed-out visitor to sign in', async () => {
    const { '/api/auth/me': _treasurer, ...signedOut } = api;
    const view = renderApp({ path: '/treasurer', api: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(view.location()).toBe('/login');
  });
});
