import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, recordBody, reply } from '../../../test/api-stub.ts';
import { league, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const asAdmin = { '/api/auth/me': signedIn('admin') };
describe('AdminLeaguePage', () => {
  it("shows the league's settings and saves the changed ones with the body the API takes", async () => {
    const sent = recordBody(
      reply(200, league({ name: 'Westside League', walkoverRule: 'points' })),
    );
    renderApp({
      path: '/admin/league',
      api: { ...asAdmin, 'PATCH /api/leagues/l1': sent.handler },
    });
    const name = await screen.findByLabelText<HTMLInputElement>(/^League name/);
    expect(name.value).toBe('Test League');
    expect(screen.getByLabelText<HTMLInputElement>(/^Time zone/).value).toBe('Europe/London');
    const rules = screen.getByRole('radiogroup');
    expect(within(rules).getByRole<HTMLInputElement>('radio', { name: /^Frames:/ }).checked).toBe(
      true,
    );

    fireEvent.change(name, { target: { value: 'Westside League' } });
    fireEvent.click(within(rules).getByRole('radio', { name: /^Points only:/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('League settings saved');
    expect(sent.body).toEqual({
      name: 'Westside League',
      timezone: 'Europe/London',
      walkoverRule: 'points',
      resultDueHours: 48,
      autoCompleteHours: 72,
      lateResultPenalty: 0,
      unconfirmedPenalty: 0,
      currency: 'GBP',
    });
  });

  it('saves when results are due and when unconfirmed ones are completed (0: never)', async () => {
    const sent = recordBody(reply(200, league({ resultDueHours: 24, autoCompleteHours: 0 })));
    renderApp({
      path: '/admin/league',
      api: {
        ...asAdmin,
        '/api/leagues': { items: [league({ resultDueHours: 36, autoCompleteHours: 96 })] },
        'PATCH /api/leagues/l1': sent.handler,
      },
    });
    const due = await screen.findByLabelText<HTMLInputElement>(
      /^Results due \(hours after the start\)/,
    );
    expect(due.value).toBe('36');
    const auto = screen.getByLabelText<HTMLInputElement>(
      /^Complete unconfirmed results after \(hours\)/,
    );
    expect(auto.value).toBe('96');
    screen.getByText('Captains are reminded 12 hours before; later results are marked late.');
    screen.getByText(/0: never\. A disputed result is never completed automatically\./);

    fireEvent.change(due, { target: { value: '24' } });
    fireEvent.change(auto, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('League settings saved');
    expect(sent.body).toMatchObject({ resultDueHours: 24, autoCompleteHours: 0 });
  });

  it('saves the points proposed for a late result and an unconfirmed one (0: none)', async () => {
    const sent = recordBody(reply(200, league({ lateResultPenalty: 3, unconfirmedPenalty: 0 })));
    renderApp({
      path: '/admin/league',
      api: {
        ...asAdmin,
        '/api/leagues': { items: [league({ lateResultPenalty: 2, unconfirmedPenalty: 5 })] },
        'PATCH /api/leagues/l1': sent.handler,
      },
    });
    const late = await screen.findByLabelText<HTMLInputElement>(/^Late result penalty/);
    expect(late.value).toBe('2');
    const unconfirmed = screen.getByLabelText<HTMLInputElement>(/^Unconfirmed result penalty/);
    expect(unconfirmed.value).toBe('5');
    screen.getByText('Points proposed against a team whose result is late; 0 proposes none');
    screen.getByText(/A penalty is only proposed: .* you apply it .* or waive it with a reason\./);

    fireEvent.change(late, { target: { value: '3' } });
    fireEvent.change(unconfirmed, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('League settings saved');
    expect(sent.body).toMatchObject({ lateResultPenalty: 3, unconfirmedPenalty: 0 });
  });

  it('checks the penalties before sending: whole points, none below 0', async () => {
    const view = renderApp({ path: '/admin/league', api: asAdmin });
    const late = await screen.findByLabelText(/^Late result penalty/);
    fireEvent.change(late, { target: { value: '-2' } });
    fireEvent.change(screen.getByLabelText(/^Unconfirmed result penalty/), {
      target: { value: '1.5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('0 (none), or the points to take away');
    screen.getByText('Whole points');
    expect(late.getAttribute('aria-invalid')).toBe('true');
    expect(view.stub.calls()).not.toContain('PATCH /api/leagues/l1');
  });

  it("checks the hours before sending, and shows the server's refusal on its field", async () => {
    const view = renderApp({
      path: '/admin/league',
      api: {
        ...asAdmin,
        'PATCH /api/leagues/l1': apiError(422, 'validation_failed', 'Invalid settings', {
          resultDueHours: 'Use at most 336 hours',
        }),
      },
    });
    const auto = await screen.findByLabelText(/^Complete unconfirmed results after/);
    // Between never and a day: too soon for the captains to confirm or dispute.
    fireEvent.change(auto, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('0 (never), or at least 24 hours');
    expect(view.stub.calls()).not.toContain('PATCH /api/leagues/l1');

    fireEvent.change(auto, { target: { value: '72' } });
    fireEvent.change(screen.getByLabelText(/^Results due/), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Use at most 336 hours');
    expect(screen.getByLabelText(/^Results due/).getAttribute('aria-invalid')).toBe('true');
  });

  it("puts the server's refusal of a time zone on its field", async () => {
    renderApp({
      path: '/admin/league',
      api: {
        ...asAdmin,
        'PATCH /api/leagues/l1': apiError(422, 'validation_failed', 'Not a zone', {
          timezone: 'Use an IANA name like Europe/London',
        }),
      },
    });
    const zone = await screen.findByLabelText(/^Time zone/);
    fireEvent.change(zone, { target: { value: 'Mars/Base' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Use an IANA name like Europe/London');
  });

  it('saves the currency the ledger counts in, in capitals however it was typed', async () => {
    const sent = recordBody(reply(200, league({ currency: 'EUR' })));
    renderApp({
      path: '/admin/league',
      api: {
        ...asAdmin,
        '/api/leagues': { items: [league({ currency: 'USD' })] },
        'PATCH /api/leagues/l1': sent.handler,
      },
    });
    const currency = await screen.findByLabelText<HTMLInputElement>(/^Currency/);
    expect(currency.value).toBe('USD');
    screen.getByText('The currency the ledger counts in, e.g. GBP, EUR, USD');

    fireEvent.change(currency, { target: { value: 'eur' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('League settings saved');
    expect(sent.body).toMatchObject({ currency: 'EUR' });
  });

  it('checks the currency code before sending anything', async () => {
    const view = renderApp({ path: '/admin/league', api: asAdmin });
    const currency = await screen.findByLabelText(/^Currency/);
    fireEvent.change(currency, { target: { value: 'pounds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('A three-letter currency code, like GBP or EUR');
    expect(currency.getAttribute('aria-invalid')).toBe('true');
    expect(view.stub.calls()).not.toContain('PATCH /api/leagues/l1');
  });

  it('checks a blank name before sending anything', async () => {
    const view = renderApp({ path: '/admin/league', api: asAdmin });
    fireEvent.change(await screen.findByLabelText(/^League name/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText(/Required|Enter/);
    expect(view.stub.calls()).not.toContain('PATCH /api/leagues/l1');
  });
});
