import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordBody } from '../../../test/api-stub.ts';
import { league, leagueTeams, match, season, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const asAdmin = { '/api/auth/me': signedIn('admin') };
const NOW = new Date('2026-03-12T12:00:00Z');
const TEAMS = leagueTeams();
const locked = {
  lineupLocked: { home: [true, true, true, true], away: [true, true, true, true] },
  roundsLocked: 4,
  confirmed: { home: true, away: false },
  dispute: null,
};
const DISPUTED = match({
  id: 'md',
  homeTeamId: 't1',
  awayTeamId: 't2',
  state: 'in-progress',
  scheduledDate: '2026-03-10T19:30:00.000Z',
  homeScore: 9,
  awayScore: 7,
  progress: {
    ...locked,
    confirmed: { home: true, away: false },
    dispute: {
      side: 'away',
      reason: 'Frame 7 was ours',
      raisedBy: 'u2',
      raisedAt: '2026-03-10T22:00:00Z',
    },
  },
});
const OVERDUE = match({
  id: 'mo',
  homeTeamId: 't2',
  awayTeamId: 't3',
  state: 'in-progress',
  scheduledDate: '2026-03-03T19:30:00.000Z',
  homeScore: 8,
  awayScore: 8,
  // Its last round locked on the 10th: unconfirmed, it completes itself 72 hours later.
  progress: {
    ...locked,
    roundLocks: [{ round: 4, side: 'home', userId: 'u1', at: '2026-03-10T21:00:00.000Z' }],
  },
});
/** Never started: its result was due 48 hours after its start, on the 11th. */
const NOT_STARTED = match({
  id: 'ms',
  homeTeamId: 't1',
  awayTeamId: 't3',
  scheduledDate: '2026-03-09T19:30:00.000Z',
});
const POSTPONED = match({
  id: 'mp',
  homeTeamId: 't3',
  awayTeamId: 't1',
  state: 'postponed',
  scheduledDate: '2026-03-05T19:30:00.000Z',
});
const SEASON_MATCHES = [
  DISPUTED,
  OVERDUE,
  NOT_STARTED,
  POSTPONED,
  match({
    id: 'c1',
    homeTeamId: 't1',
    awayTeamId: 't3',
    state: 'completed',
    scheduledDate: '2026-02-24T19:30:00.000Z',
  }),
  match({
    id: 'n1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    scheduledDate: '2026-03-17T19:30:00.000Z',
  }),
  match({
    id: 'n2',
    homeTeamId: 't2',
    awayTeamId: 't3',
    scheduledDate: '2026-03-17T20:00:00.000Z',
  }),
  match({
    id: 'n3',
    homeTeamId: 't3',
    awayTeamId: 't1',
    scheduledDate: '2026-03-24T19:30:00.000Z',
  }),
];

const world = (extra: Record<string, unknown> = {}) => ({
  ...asAdmin,
  '/api/seasons/current': season(),
  '/api/teams': { items: TEAMS },
  '/api/matches': ({ url }: { url: URL }) => {
    const state = url.searchParams.get('state');
    return { items: state ? SEASON_MATCHES.filter((m) => m.state === state) : SEASON_MATCHES };
  },
  ...extra,
});

/** Opens the postponed match's reschedule dialog and types `date` as its new date. */
const rescheduleThePostponedTo = async (date: string) => {
  const row = await screen.findByRole('listitem', { name: 'Break Masters v Rack Attack' });
  fireEvent.click(within(row).getByRole('button', { name: 'Reschedule' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Reschedule Break Masters v Rack Attack',
  });
  fireEvent.change(within(dialog).getByLabelText(/^New date/), { target: { value: date } });
  return dialog;
};

describe('AdminDashboardPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the current season at a glance', async () => {
    renderApp({ path: '/admin', api: world() });
    const region = await screen.findByRole('region', { name: 'Current season' });
    await waitFor(() => expect(within(region).getByText('3')).toBeTruthy());
    within(region).getByText('1 / 8');
    within(region).getByText('completed · 2 in progress');
    within(region).getByText('2 matches');
  });

  it("offers the league and the current season's tables as downloads", async () => {
    renderApp({ path: '/admin', api: world() });
    const region = await screen.findByRole('region', { name: 'Export' });
    expect(within(region).getByRole('link', { name: 'League (JSON)' }).getAttribute('href')).toBe(
      '/api/export/league',
    );
    const frames = await within(region).findByRole('link', { name: /^Frames of .* \(CSV\)$/ });
    expect(frames.getAttribute('href')).toMatch(/^\/api\/seasons\/[^/]+\/export\/frames\.csv$/);
    expect(within(region).getAllByRole('link')).toHaveLength(5);
  });

  it('lists the matches needing attention, each with its action', async () => {
    renderApp({ path: '/admin', api: world() });
    const list = await screen.findByRole('list', { name: 'Matches needing attention' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Rack Attack v Cue Tips',
      'Cue Tips v Break Masters',
      'Rack Attack v Break Masters',
      'Break Masters v Rack Attack',
    ]);
    const [disputed, overdue, , postponed] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    within(disputed).getByText('Disputed');
    within(disputed).getByText(/Frame 7 was ours/);
    within(disputed).getByRole('button', { name: 'Accept result' });
    within(disputed).getByRole('button', { name: 'Reopen with reason' });
    expect(
      within(disputed).getByRole('link', { name: 'Open the match' }).getAttribute('href'),
    ).toBe('/team/match/md/score');
    within(overdue).getByText('Result overdue');
    within(overdue).getByRole('button', { name: 'Force complete' });
    within(postponed).getByRole('button', { name: 'Reschedule' });
    expect(within(postponed).getByRole('link', { name: 'Fixture list' }).getAttribute('href')).toBe(
      '/admin/schedule-matches?season=s1',
    );
  });

  it("says whom an overdue result waits for, from a match never started to a captain's confirmation", async () => {
    const view = renderApp({ path: '/admin', api: world() });
    const notStarted = await screen.findByRole('listitem', { name: 'Rack Attack v Break Masters' });
    within(notStarted).getByText('Result overdue');
    within(notStarted).getByText(
      `Due ${formatDateTime('2026-03-11T19:30:00.000Z', 'Europe/London')}; not started`,
    );
    // Nothing to complete: the admin records what happened, or moves it.
    within(notStarted).getByRole('button', { name: 'Record a walkover' });
    within(notStarted).getByRole('button', { name: 'Postpone' });
    expect(within(notStarted).queryByRole('button', { name: 'Force complete' })).toBeNull();

    const unconfirmed = screen.getByRole('listitem', { name: 'Cue Tips v Break Masters' });
    within(unconfirmed).getByText(
      `Due ${formatDateTime('2026-03-05T19:30:00.000Z', 'Europe/London')}; waiting for Break Masters' captain to confirm; completes automatically ${formatDateTime('2026-03-13T21:00:00.000Z', 'Europe/London')}`,
    );
    // Matches not started are asked for up to today only, in the league's time, of the current
    // season alone.
    expect(view.stub.calls()).toContain(
      'GET /api/matches?seasonId=s1&state=pre-match&to=2026-03-12&view=summary',
    );
  });

  it("counts from the league's own due time: a result not yet due is not listed", async () => {
    renderApp({
      path: '/admin',
      api: world({ '/api/leagues': { items: [league({ resultDueHours: 96 })] } }),
    });
    const list = await screen.findByRole('list', { name: 'Matches needing attention' });
    // Due 96 hours after the 9th's start: the 13th.
    expect(
      within(list).queryByRole('listitem', { name: 'Rack Attack v Break Masters' }),
    ).toBeNull();
    within(list).getByRole('listitem', { name: 'Cue Tips v Break Masters' });
  });

  it('force-completes an overdue match after asking', async () => {
    const view = renderApp({
      path: '/admin',
      api: world({ 'POST /api/matches/mo/complete': { ...OVERDUE, state: 'completed' } }),
    });
    const row = await screen.findByRole('listitem', { name: 'Cue Tips v Break Masters' });
    fireEvent.click(within(row).getByRole('button', { name: 'Force complete' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Complete Cue Tips v Break Masters?',
    });
    within(dialog).getByText(/Only the home captain has confirmed/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete match' }));
    await screen.findByText('Match completed');
    expect(view.stub.calls()).toContain('POST /api/matches/mo/complete');
  });

  it('reopens a disputed match with a reason: completes it, then reopens it', async () => {
    const bodies: unknown[] = [];
    const view = renderApp({
      path: '/admin',
      api: world({
        'POST /api/matches/md/complete': { ...DISPUTED, state: 'completed' },
        'POST /api/matches/md/reopen': (request: { body: unknown }) => {
          bodies.push(request.body);
          return DISPUTED;
        },
      }),
    });
    const row = await screen.findByRole('listitem', { name: 'Rack Attack v Cue Tips' });
    fireEvent.click(within(row).getByRole('button', { name: 'Reopen with reason' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Rack Attack v Cue Tips' });
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect((reason as HTMLTextAreaElement).value).toBe('Dispute: Frame 7 was ours');
    fireEvent.change(reason, { target: { value: 'Frame 7 went to the away player' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen match' }));
    await screen.findByText('Match reopened: the captains can correct it and confirm again');
    const posts = view.stub.calls().filter((call) => call.startsWith('POST'));
    expect(posts).toEqual(['POST /api/matches/md/complete', 'POST /api/matches/md/reopen']);
    expect(bodies).toEqual([{ reason: 'Frame 7 went to the away player' }]);
  });

  it('reschedules a postponed match', async () => {
    const sent = recordBody({ ...POSTPONED, state: 'pre-match' });
    renderApp({
      path: '/admin',
      api: world({
        'POST /api/matches/mp/reschedule': sent.handler,
      }),
    });
    const dialog = await rescheduleThePostponedTo('2026-04-07');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await screen.findByText('Match rescheduled');
    // 19:30 in London on 7 April (summer time) is 18:30 UTC.
    expect(sent.body).toEqual({ scheduledDate: '2026-04-07T18:30:00.000Z', venueId: null });
  });

  it('warns when a match is moved into a week the fixture list skips (a season break)', async () => {
    const season = [
      POSTPONED,
      match({
        id: 'a',
        homeTeamId: 't1',
        awayTeamId: 't2',
        scheduledDate: '2026-03-03T19:30:00.000Z',
      }),
      match({
        id: 'b',
        homeTeamId: 't2',
        awayTeamId: 't3',
        scheduledDate: '2026-03-10T19:30:00.000Z',
      }),
      // Weeks of 16 and 23 March skipped.
      match({
        id: 'c',
        homeTeamId: 't3',
        awayTeamId: 't1',
        scheduledDate: '2026-03-31T18:30:00.000Z',
      }),
    ];
    renderApp({
      path: '/admin',
      api: world({
        '/api/matches': ({ url }: { url: URL }) => {
          const state = url.searchParams.get('state');
          return { items: state ? season.filter((m) => m.state === state) : season };
        },
      }),
    });
    const dialog = await rescheduleThePostponedTo('2026-03-17');
    await within(dialog).findByText(
      /No fixtures are played the week of Mar 16 – Mar 22, 2026: it looks like a season break/,
    );
    fireEvent.change(within(dialog).getByLabelText(/^New date/), {
      target: { value: '2026-03-12' },
    });
    await waitFor(() => expect(within(dialog).queryByText(/season break/)).toBeNull());
  });

  it('says when nothing needs attention, and when no season is current', async () => {
    renderApp({ path: '/admin', api: asAdmin });
    await screen.findByText('Nothing needs you right now');
    await screen.findByText('No current season');
  });

  it("shows a new league's set-up checklist, ticking what is done and linking to the rest", async () => {
    renderApp({
      path: '/admin',
      api: {
        ...asAdmin,
        '/api/seasons/current': season(),
        '/api/venues': { items: [{ id: 'v1', name: 'The Red Lion', address: null, tables: 2 }] },
        '/api/teams': { items: leagueTeams({ count: 2, t1: { captainUserId: 'u1' } }) },
        '/api/team-players': {
          items: ['t1', 't2'].flatMap((teamId) =>
            [1, 2, 3, 4].map((n) => ({
              id: `${teamId}-${n}`,
              teamId,
              playerId: `${teamId}-p${n}`,
              seasonId: 's1',
              role: 'player',
              isActive: true,
            })),
          ),
        },
        '/api/matches': { items: [] },
      },
    });
    const checklist = await screen.findByRole('region', { name: 'Getting the league ready' });
    const steps = within(checklist).getByRole('list', { name: 'Set-up steps' });
    within(steps).getByRole('listitem', { name: 'Venues: done' });
    within(steps).getByRole('listitem', { name: 'Players on every roster: done' });
    const captains = within(steps).getByRole('listitem', {
      name: 'A captain for every team: to do',
    });
    expect(captains.textContent).toContain('No captain yet: Cue Tips');
    expect(
      within(captains)
        .getByRole('link', { name: /^Go to a captain for every team/ })
        .getAttribute('href'),
    ).toBe('/admin/teams');
    within(checklist).getByText('4 of 6 done');
  });
});
