// The admin's fixture list: recording a walkover or voiding a match not played, and how each
// then reads on its row.
import type { MatchAction } from '@cueleague/domain/match-lifecycle';
import type { Match } from '@cueleague/domain/entities';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordBody } from '../../../test/api-stub.ts';
import { afterAdminAction, unplayedMatch } from '../../../test/admin-action.ts';
import { league, leagueTeams, pointsAdjustment, season, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const UNPLAYED = unplayedMatch();

const world = (matches: readonly Match[], extra: Record<string, unknown> = {}) => ({
  '/api/auth/me': signedIn('admin'),
  '/api/seasons': { items: [season({ startDate: '2026-03-02' })] },
  '/api/teams': { items: leagueTeams() },
  '/api/venues': { items: [] },
  '/api/matches': { items: matches },
  ...extra,
});

const openAction = async (item: string) => {
  fireEvent.click(
    await screen.findByRole('button', { name: 'Actions for Rack Attack v Cue Tips' }),
  );
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
};

describe('a match not played, on the fixture list', () => {
  it("starts the walkover form from the league's own rule", async () => {
    renderApp({
      path: '/admin/schedule-matches',
      api: world([UNPLAYED], {
        '/api/leagues': { items: [league({ walkoverRule: 'points' })] },
      }),
    });
    await openAction('Record a walkover…');
    const dialog = await screen.findByRole('dialog', { name: 'Walkover: Rack Attack v Cue Tips' });
    expect(
      within(dialog).getByRole<HTMLInputElement>('radio', { name: /^Points only/ }).checked,
    ).toBe(true);
  });

  it('records a walkover: which side turned up, the rule and a reason, each required', async () => {
    const walkover = {
      type: 'walkover',
      winner: 'away',
      rule: 'points',
      reason: 'Rack Attack had no team',
    } as const;
    const sent = recordBody(afterAdminAction(walkover));
    renderApp({
      path: '/admin/schedule-matches',
      api: world([UNPLAYED], { 'POST /api/matches/m1/walkover': sent.handler }),
    });
    await openAction('Record a walkover…');
    const dialog = await screen.findByRole('dialog', { name: 'Walkover: Rack Attack v Cue Tips' });
    // Each rule says what it does.
    within(dialog).getByText(
      'Frames: Every frame of the match goes to the side present (no player gets them).',
    );
    // The form starts from the league's rule (frames, in this league).
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /^Frames/ }).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record walkover' }));
    await within(dialog).findByText('Say which side turned up: home or away');
    expect(sent.body).toBeUndefined();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Cue Tips (away)' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Points only/ }));
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'Rack Attack had no team' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record walkover' }));
    await screen.findByText('Match recorded as a walkover');
    expect(sent.body).toEqual({
      winner: 'away',
      rule: 'points',
      reason: 'Rack Attack had no team',
    });
  });

  it('takes the penalty asked for off the side that did not turn up, once the walkover is in', async () => {
    const walkover = {
      type: 'walkover',
      winner: 'away',
      rule: 'frames',
      reason: 'Rack Attack had no team',
    } as const;
    const recorded = recordBody(afterAdminAction(walkover));
    const penalty = recordBody(
      pointsAdjustment({ teamId: 't1', points: -3, reason: 'Walkover conceded', matchId: 'm1' }),
    );
    const view = renderApp({
      path: '/admin/schedule-matches',
      api: world([UNPLAYED], {
        'POST /api/matches/m1/walkover': recorded.handler,
        'POST /api/adjustments': penalty.handler,
      }),
    });
    await openAction('Record a walkover…');
    const dialog = await screen.findByRole('dialog', { name: 'Walkover: Rack Attack v Cue Tips' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Cue Tips (away)' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Frames/ }));
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'Rack Attack had no team' },
    });
    const points = within(dialog).getByLabelText(/^Penalty for the side absent/);
    fireEvent.change(points, { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record walkover' }));
    // Out of range: nothing is sent.
    await within(dialog).findByText(/99/);
    expect(recorded.body).toBeUndefined();
    fireEvent.change(points, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record walkover' }));
    await screen.findByText('Match recorded as a walkover');
    await screen.findByText(/Adjustment of \u22123/);
    expect(recorded.body).toEqual({
      winner: 'away',
      rule: 'frames',
      reason: 'Rack Attack had no team',
    });
    expect(penalty.body).toEqual({
      teamId: 't1',
      points: -3,
      reason: 'Walkover conceded',
      matchId: 'm1',
    });
    const calls = view.stub.calls();
    expect(calls.indexOf('POST /api/matches/m1/walkover')).toBeLessThan(
      calls.indexOf('POST /api/adjustments'),
    );
  });

  it('voids a match after asking, with a reason', async () => {
    const sent = recordBody(afterAdminAction({ type: 'void', reason: 'Neither team turned up' }));
    renderApp({
      path: '/admin/schedule-matches',
      api: world([UNPLAYED], { 'POST /api/matches/m1/void': sent.handler }),
    });
    await openAction('Void…');
    const dialog = await screen.findByRole('dialog', { name: 'Void Rack Attack v Cue Tips?' });
    within(dialog).getByText(/counts for nothing in the standings/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void match' }));
    await within(dialog).findByText('Say why');
    expect(sent.body).toBeUndefined();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'Neither team turned up' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void match' }));
    await screen.findByText('Match voided');
    expect(sent.body).toEqual({ reason: 'Neither team turned up' });
  });

  it.each<[string, MatchAction, string]>([
    [
      'a frames walkover',
      { type: 'walkover', winner: 'away', rule: 'frames', reason: 'No-show' },
      'Walkover: Cue Tips 16-0',
    ],
    [
      'a points walkover',
      { type: 'walkover', winner: 'home', rule: 'points', reason: 'No-show' },
      'Walkover: Rack Attack (no frames)',
    ],
    ['a void match', { type: 'void', reason: 'No-show' }, 'Void'],
  ])('labels %s on its row', async (_name, action, label) => {
    renderApp({ path: '/admin/schedule-matches', api: world([afterAdminAction(action)]) });
    const row = await screen.findByRole('listitem', { name: 'Rack Attack v Cue Tips' });
    within(row).getByText(label);
  });

  it('says a reopened walkover is undone, not unlocked', async () => {
    renderApp({
      path: '/admin/schedule-matches',
      api: world([
        afterAdminAction({ type: 'walkover', winner: 'home', rule: 'frames', reason: 'No-show' }),
      ]),
    });
    await openAction('Reopen…');
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Rack Attack v Cue Tips' });
    within(dialog).getByText(/The walkover is undone/);
  });
});
