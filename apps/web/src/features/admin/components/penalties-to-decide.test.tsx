import type { PenaltyProposal } from '@cueleague/domain/penalty-proposals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, conflict, type StubRequest } from '../../../test/api-stub.ts';
import { openDialog } from '../../../test/dialogs.ts';
import {
  league,
  leagueTeams,
  match,
  penaltyProposal,
  season,
  signedIn,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { adjustmentKeys } from '../../../entities/adjustments/api/adjustments-api.ts';
import { standingsKeys } from '../../../entities/standings/api/standings-api.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';

const NOW = new Date('2026-03-12T12:00:00Z');
const MINUS = '\u2212';
const LATE = penaltyProposal();
const UNCONFIRMED = penaltyProposal({
  id: 'pp2',
  teamId: 't3',
  matchId: 'm2',
  kind: 'unconfirmed',
  points: -2,
  reason: 'Result not confirmed',
  proposedAt: '2026-03-12T10:00:00.000Z',
});
const MATCHES = [
  match({
    id: 'm1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    state: 'completed',
    scheduledDate: '2026-03-03T19:30:00.000Z',
  }),
  match({
    id: 'm2',
    homeTeamId: 't3',
    awayTeamId: 't1',
    state: 'completed',
    scheduledDate: '2026-03-05T19:30:00.000Z',
  }),
];
const LATE_ROW = `${MINUS}4 for Cue Tips (Late result)`;

/**
 * The dashboard's server with `proposals` waiting; `decide` takes one off the list, as the server
 * does once it is applied or waived. `rules`: the league's late-result penalty (0: none proposed).
 */
const dashboard = (proposals: PenaltyProposal[], { rules = 4 } = {}) => {
  const waiting = [...proposals];
  const read = () => ({ items: [...waiting] });
  return {
    routes: {
      '/api/auth/me': signedIn('admin'),
      '/api/leagues': { items: [league({ lateResultPenalty: rules })] },
      '/api/seasons/current': season(),
      '/api/teams': { items: leagueTeams() },
      '/api/matches': ({ url }: StubRequest) => {
        const state = url.searchParams.get('state');
        return { items: state ? MATCHES.filter((m) => m.state === state) : MATCHES };
      },
      '/api/penalty-proposals': read,
    },
    read,
    decide: (id: string, decided: Partial<PenaltyProposal>): PenaltyProposal => {
      const index = waiting.findIndex((proposal) => proposal.id === id);
      const [proposal] = waiting.splice(index, 1);
      return { ...penaltyProposal(proposal), decidedAt: NOW.toISOString(), ...decided };
    },
  };
};

describe('Penalties to decide (the admin dashboard)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists each proposal with its team, figure, reason, match and when it was proposed', async () => {
    const view = renderApp({ path: '/admin', api: dashboard([LATE, UNCONFIRMED]).routes });
    const list = await screen.findByRole('list', { name: 'Penalties to decide' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      LATE_ROW,
      `${MINUS}2 for Break Masters (Result not confirmed)`,
    ]);
    const [late] = rows as [HTMLElement];
    within(late).getByText(`${MINUS}4`);
    within(late).getByText('Late result');
    within(late).getByRole('link', { name: 'Cue Tips' });
    const forMatch = await within(late).findByRole('link', {
      name: `Rack Attack v Cue Tips, ${formatDay('2026-03-03T19:30:00.000Z', 'Europe/London')}`,
    });
    expect(forMatch.getAttribute('href')).toBe('/matches/m1');
    within(late).getByText(
      new RegExp(`proposed ${formatDateTime('2026-03-12T09:00:00.000Z', 'Europe/London')}`),
    );
    within(late).getByRole('button', { name: `Apply ${MINUS}4 to Cue Tips` });
    within(late).getByRole('button', { name: `Waive ${MINUS}4 for Cue Tips` });
    expect(view.stub.calls()).toContain('GET /api/penalty-proposals?state=proposed');
  });

  it('applies one: posts it, and the row goes while the adjustments and the tables refresh', async () => {
    const bodies: unknown[] = [];
    const server = dashboard([LATE, UNCONFIRMED]);
    const view = renderApp({
      path: '/admin',
      api: {
        ...server.routes,
        'POST /api/penalty-proposals/pp1/apply': ({ body }: StubRequest) => {
          bodies.push(body);
          return server.decide('pp1', { state: 'applied', adjustmentId: 'a9' });
        },
      },
    });
    // A season's adjustments and table, as another page left them in the cache.
    const adjustments = adjustmentKeys.season('s1');
    const table = standingsKeys.division('s1', undefined);
    view.queryClient.setQueryData(adjustments, []);
    view.queryClient.setQueryData(table, {});
    const row = await screen.findByRole('listitem', { name: LATE_ROW });
    fireEvent.click(within(row).getByRole('button', { name: `Apply ${MINUS}4 to Cue Tips` }));
    await screen.findByText(`Penalty of ${MINUS}4 applied`);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: LATE_ROW })).toBeNull());
    screen.getByRole('listitem', { name: `${MINUS}2 for Break Masters (Result not confirmed)` });
    expect(bodies).toEqual([{}]);
    expect(view.queryClient.getQueryState(adjustments)?.isInvalidated).toBe(true);
    expect(view.queryClient.getQueryState(table)?.isInvalidated).toBe(true);
  });

  it('says when another admin decided it first, and reads the list again', async () => {
    const server = dashboard([LATE]);
    renderApp({
      path: '/admin',
      api: {
        ...server.routes,
        'POST /api/penalty-proposals/pp1/apply': () => {
          server.decide('pp1', { state: 'waived', waiveReason: 'Power cut' });
          return conflict('This penalty was already decided');
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Penalties to decide' });
    const row = await within(region).findByRole('listitem', { name: LATE_ROW });
    fireEvent.click(within(row).getByRole('button', { name: `Apply ${MINUS}4 to Cue Tips` }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain(
      'Could not apply the penalty: This penalty was already decided',
    );
    await within(region).findByText('No penalties to decide');
  });

  it('waives one only with a reason, and posts the reason', async () => {
    const bodies: unknown[] = [];
    const server = dashboard([LATE]);
    const view = renderApp({
      path: '/admin',
      api: {
        ...server.routes,
        'POST /api/penalty-proposals/pp1/waive': ({ body }: StubRequest) => {
          bodies.push(body);
          return server.decide('pp1', { state: 'waived', waiveReason: 'The venue lost power' });
        },
      },
    });
    const dialog = await openDialog(`Waive ${MINUS}4 for Cue Tips`, 'Waive this penalty?');
    const what = within(dialog).getByText(/the team keeps its points/);
    expect(what.textContent).toContain(LATE_ROW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Waive' }));
    await within(dialog).findByText('Say why it is waived');
    expect(view.stub.calls().some((call) => call.startsWith('POST'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'The venue lost power' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Waive' }));
    await screen.findByText('Penalty waived');
    expect(bodies).toEqual([{ reason: 'The venue lost power' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('No penalties to decide');
  });

  it("puts the server's refusal of a reason on the field, and keeps the dialog open", async () => {
    renderApp({
      path: '/admin',
      api: {
        ...dashboard([LATE]).routes,
        'POST /api/penalty-proposals/pp1/waive': apiError(422, 'validation_failed', 'Bad reason', {
          reason: 'At most 200 characters',
        }),
      },
    });
    const dialog = await openDialog(`Waive ${MINUS}4 for Cue Tips`, 'Waive this penalty?');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Because' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Waive' }));
    await within(dialog).findByText('At most 200 characters');
    expect(
      within(dialog)
        .getByLabelText(/^Reason/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('is left out while the league proposes no penalties and none wait', async () => {
    const view = renderApp({ path: '/admin', api: dashboard([], { rules: 0 }).routes });
    await screen.findByRole('region', { name: 'Matches needing attention' });
    await waitFor(() =>
      expect(view.stub.calls()).toContain('GET /api/penalty-proposals?state=proposed'),
    );
    expect(screen.queryByRole('region', { name: 'Penalties to decide' })).toBeNull();
  });

  it('shows proposals left from before the rules were turned off', async () => {
    renderApp({ path: '/admin', api: dashboard([LATE], { rules: 0 }).routes });
    const region = await screen.findByRole('region', { name: 'Penalties to decide' });
    await within(region).findByRole('listitem', { name: LATE_ROW });
  });

  it('says when the rules are on and nothing waits', async () => {
    renderApp({ path: '/admin', api: dashboard([]).routes });
    const region = await screen.findByRole('region', { name: 'Penalties to decide' });
    await within(region).findByText('No penalties to decide');
  });

  it('offers a retry when the list does not load', async () => {
    let fail = true;
    const server = dashboard([LATE]);
    renderApp({
      path: '/admin',
      api: {
        ...server.routes,
        '/api/penalty-proposals': () =>
          fail ? apiError(500, 'internal', 'Server down') : server.read(),
      },
    });
    const region = await screen.findByRole('region', { name: 'Penalties to decide' });
    await within(region).findByText('Server down');
    fail = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    await within(region).findByRole('listitem', { name: LATE_ROW });
  });
});
