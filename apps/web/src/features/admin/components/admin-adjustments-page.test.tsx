import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../lib/format.ts';
import { apiError, recordBody, reply } from '../../../test/api-stub.ts';
import { openDialog } from '../../../test/dialogs.ts';
import { leagueTeams, match, pointsAdjustment, season, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const MATCH = match({ id: 'm1', homeTeamId: 't1', awayTeamId: 't2', state: 'completed' });
const MATCH_DAY = formatDay(MATCH.scheduledDate, 'Europe/London');
const RECORDED = formatDay('2026-03-12T10:00:00.000Z', 'Europe/London');

const api = {
  '/api/auth/me': signedIn('admin'),
  '/api/seasons/current': season(),
  '/api/teams': { items: leagueTeams() },
  '/api/matches': ({ url }: { url: URL }) => ({
    items: ['t1', 't2', null].includes(url.searchParams.get('teamId')) ? [MATCH] : [],
  }),
  '/api/adjustments/reasons': { items: ['Late result', 'Unregistered player'] },
};

const choose = async (label: RegExp, option: string) => {
  const dialog = screen.getByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** Opens the add dialog and fills it in: Cue Tips, `points`, the reason typed, the match. */
const fillIn = async (points: string, reason: string) => {
  const dialog = await openDialog('Add adjustment', 'Add a points adjustment');
  await choose(/^Team/, 'Cue Tips');
  fireEvent.change(within(dialog).getByLabelText(/^Points/), { target: { value: points } });
  fireEvent.change(within(dialog).getByRole('combobox', { name: /^Reason/ }), {
    target: { value: reason },
  });
  await choose(/^Match/, `v Rack Attack, ${MATCH_DAY}`);
  return dialog;
};

describe('AdminAdjustmentsPage', () => {
  it('says the season has none yet and offers to add the first', async () => {
    renderApp({ path: '/admin/adjustments', api });
    await screen.findByText('No adjustments this season');
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Add adjustment' }).disabled,
      ).toBe(false),
    );
  });

  it('lists each adjustment with its team, figure, reason, match and day', async () => {
    const view = renderApp({
      path: '/admin/adjustments',
      api: {
        ...api,
        '/api/adjustments': { items: [pointsAdjustment({ matchId: 'm1' })] },
      },
    });
    const row = await screen.findByRole('listitem', { name: '\u22122 for Cue Tips' });
    within(row).getByText('Cue Tips \u22122');
    await within(row).findByText(`Late result · v Rack Attack, ${MATCH_DAY} · ${RECORDED}`);
    expect(view.stub.calls()).toContain('GET /api/adjustments?seasonId=s1');
  });

  it('sends a penalty as minus points, with the reason typed and the match picked', async () => {
    const sent = recordBody(reply(201, pointsAdjustment({ points: -3, matchId: 'm1' })));
    renderApp({
      path: '/admin/adjustments',
      api: { ...api, 'POST /api/adjustments': sent.handler },
    });
    const dialog = await fillIn('3', 'Late result card');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    await screen.findByText('Adjustment of \u22123 added');
    expect(sent.body).toEqual({
      teamId: 't2',
      points: -3,
      reason: 'Late result card',
      matchId: 'm1',
    });
  });

  it("offers the league's reasons, and sends an award as plus points", async () => {
    const sent = recordBody(reply(201, pointsAdjustment({ points: 2 })));
    renderApp({
      path: '/admin/adjustments',
      api: { ...api, 'POST /api/adjustments': sent.handler },
    });
    const dialog = await fillIn('2', '');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Reason/ }), {
      target: { value: 'Unreg' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Unregistered player' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Award (plus)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    await screen.findByText('Adjustment of +2 added');
    expect(sent.body).toMatchObject({ points: 2, reason: 'Unregistered player' });
  });

  it('fines a penalty with it, sent in pence, and checks the amount before sending', async () => {
    const sent = recordBody(reply(201, pointsAdjustment({ points: -3, matchId: 'm1' })));
    const view = renderApp({
      path: '/admin/adjustments',
      api: { ...api, 'POST /api/adjustments': sent.handler },
    });
    const dialog = await fillIn('3', 'Unregistered player');
    const fine = within(dialog).getByRole('textbox', { name: /^Fine/ });
    fireEvent.change(fine, { target: { value: '10.5.0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    await within(dialog).findByText('An amount like 45.00');
    expect(view.stub.calls()).not.toContain('POST /api/adjustments');
    fireEvent.change(fine, { target: { value: '10.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    await screen.findByText('Adjustment of \u22123 added');
    expect(sent.body).toEqual({
      teamId: 't2',
      points: -3,
      reason: 'Unregistered player',
      matchId: 'm1',
      fine: 1050,
    });
  });

  it('offers no fine with an award', async () => {
    renderApp({ path: '/admin/adjustments', api });
    const dialog = await fillIn('2', 'Fair play');
    expect(within(dialog).queryByRole('textbox', { name: /^Fine/ })).not.toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Award (plus)' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Fine/ })).toBeNull();
  });

  it('checks the points before sending anything', async () => {
    const view = renderApp({ path: '/admin/adjustments', api });
    const dialog = await fillIn('0', 'Late result');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    await within(dialog).findByText('Use 1 or more');
    expect(view.stub.calls()).not.toContain('POST /api/adjustments');
  });

  it("puts the server's field error on its field", async () => {
    renderApp({
      path: '/admin/adjustments',
      api: {
        ...api,
        'POST /api/adjustments': apiError(422, 'validation_failed', 'Invalid adjustment', {
          matchId: 'Not one of the team’s matches this season',
        }),
      },
    });
    const dialog = await fillIn('3', 'Late result');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    const message = await within(dialog).findByText('Not one of the team’s matches this season');
    // The match's own helper text is the one replaced.
    expect(
      within(dialog)
        .getByRole('combobox', { name: /^Match/ })
        .closest('.MuiFormControl-root'),
    ).toBe(message.closest('.MuiFormControl-root'));
    await screen.findByText('Could not add the adjustment: Invalid adjustment');
  });

  it('changes an adjustment, keeping its team', async () => {
    const sent = recordBody(pointsAdjustment({ points: -4 }));
    renderApp({
      path: '/admin/adjustments',
      api: {
        ...api,
        '/api/adjustments': { items: [pointsAdjustment()] },
        'PATCH /api/adjustments/a1': sent.handler,
      },
    });
    const dialog = await openDialog('Edit \u22122 for Cue Tips', 'Edit adjustment');
    // A fine goes with a penalty as it is recorded, not with a change.
    expect(within(dialog).queryByRole('textbox', { name: /^Fine/ })).toBeNull();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Points/).value).toBe('2');
    fireEvent.change(within(dialog).getByLabelText(/^Points/), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await screen.findByText('Adjustment saved');
    expect(sent.body).toEqual({ points: -4, reason: 'Late result', matchId: null });
  });

  it('removes an adjustment after asking', async () => {
    let removed = false;
    const view = renderApp({
      path: '/admin/adjustments',
      api: {
        ...api,
        '/api/adjustments': () => ({ items: removed ? [] : [pointsAdjustment()] }),
        'DELETE /api/adjustments/a1': () => {
          removed = true;
          return reply(204);
        },
      },
    });
    const dialog = await openDialog('Delete \u22122 for Cue Tips', 'Delete \u22122 for Cue Tips?');
    expect(view.stub.calls()).not.toContain('DELETE /api/adjustments/a1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete adjustment' }));
    await screen.findByText('No adjustments this season');
    expect(view.stub.calls()).toContain('DELETE /api/adjustments/a1');
  });

  it('asks for a season first when the league has none', async () => {
    renderApp({ path: '/admin/adjustments', api: { '/api/auth/me': signedIn('admin') } });
    await screen.findByText('No season yet');
  });
});
