import type { StandingsRow } from '@cueleague/domain/compute-standings';
import type { Match } from '@cueleague/domain/entities';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-stub.ts';
import { createFakeLiveClient } from '../../../test/fake-live-client.ts';
import {
  match,
  pointsAdjustment,
  season,
  STANDINGS_FIRST_COLUMNS,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { pickOption } from '../../../test/select.ts';
import { expectTapTarget } from '../../../test/tap-target.ts';
import { formatDay } from '../../../lib/format.ts';

const row = (
  overrides: Partial<StandingsRow> & Pick<StandingsRow, 'position' | 'teamId' | 'teamName'>,
): StandingsRow => ({
  played: 6,
  won: 3,
  drawn: 1,
  lost: 2,
  framesWon: 50,
  framesLost: 46,
  frameDifference: 4,
  framePoints: 0,
  adjustment: 0,
  points: 7,
  form: ['W', 'L', 'D'],
  decidedBy: 'points',
  ...overrides,
});

const ROWS = [
  row({
    position: 1,
    teamId: 't1',
    teamName: 'Rack Attack',
    points: 10,
    won: 5,
    decidedBy: null,
    form: ['W', 'W', 'W', 'D', 'W'],
  }),
  row({ position: 2, teamId: 't2', teamName: 'Cue Tips', frameDifference: 6 }),
  row({
    position: 3,
    teamId: 't3',
    teamName: 'Break Masters',
    frameDifference: 2,
    decidedBy: 'frameDifference',
  }),
  row({
    position: 4,
    teamId: 't4',
    teamName: 'Pocket Rockets',
    frameDifference: 2,
    framesWon: 49,
    decidedBy: 'framesWon',
    form: [],
  }),
];

const SEASONS = { items: [season(), season({ id: 's0', name: 'Autumn 2025', isCurrent: false })] };

describe('StandingsPage', () => {
  it('shows the table with every column, the form, and the tie-breaker that placed each team', async () => {
    renderApp({
      path: '/standings',
      api: {
        '/api/seasons': SEASONS,
        '/api/standings': { seasonId: 's1', divisionId: 'd1', items: ROWS },
      },
    });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([...STANDINGS_FIRST_COLUMNS, 'Pts', 'Form', 'Placed by']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Rack Attack',
      'Cue Tips',
      'Break Masters',
      'Pocket Rockets',
    ]);
    const [first, second, third, fourth] = rows;
    within(first!).getByText('10');
    within(first!).getByRole('img', { name: 'Last 5, newest first: won, won, won, drawn, won' });
    within(second!).getByText('+6');
    within(second!).getByText('Points');
    within(third!).getByText('Frame difference');
    within(fourth!).getByText('Frames won');
    screen.getByRole('heading', { level: 1, name: 'Standings' });
    screen.getByText('Spring 2026, after every completed match.');
  });

  it('holds the header and the table in their places while the seasons load', async () => {
    renderApp({ path: '/standings', api: { '/api/seasons': () => new Promise<never>(() => {}) } });
    await screen.findByRole('status', { name: 'Loading the table' });
    // The description's line is there, the season's name still to come.
    screen.getByText(/^, after every completed match\.$/);
    expect(screen.queryByText('The league table.')).toBeNull();
  });

  it("links each team's name to its page", async () => {
    const view = renderApp({
      path: '/standings',
      api: {
        '/api/seasons': SEASONS,
        '/api/standings': { seasonId: 's1', divisionId: 'd1', items: ROWS },
      },
    });
    const table = await screen.findByRole('table');
    const link = within(table).getByRole('link', { name: 'Cue Tips' });
    expect(link.getAttribute('href')).toBe('/teams/t2');
    fireEvent.click(link);
    await waitFor(() => expect(view.location()).toBe('/teams/t2'));
  });

  it('updates an open table when a result is confirmed, and not for frames of matches in progress', async () => {
    const live = createFakeLiveClient('open');
    let items = ROWS;
    const view = renderApp({
      path: '/standings',
      live,
      api: {
        '/api/seasons': SEASONS,
        '/api/standings': () => ({ seasonId: 's1', divisionId: 'd1', items }),
      },
    });
    await screen.findByText('Rack Attack');
    const asked = () =>
      view.stub.calls().filter((call) => call.startsWith('GET /api/standings')).length;
    const before = asked();
    const event = (data: Match) =>
      act(() =>
        live.emit({
          type: 'event',
          topic: 'season:s1',
          event: 'match.updated',
          version: data.version,
          data,
        }),
      );
    event(
      match({ id: 'm9', homeTeamId: 't1', awayTeamId: 't2', state: 'in-progress', version: 3 }),
    );
    event(
      match({ id: 'm9', homeTeamId: 't1', awayTeamId: 't2', state: 'in-progress', version: 4 }),
    );
    expect(asked()).toBe(before);
    items = [
      row({ position: 1, teamId: 't2', teamName: 'Cue Tips', points: 12 }),
      ...ROWS.slice(0, 1),
    ];
    event(match({ id: 'm9', homeTeamId: 't1', awayTeamId: 't2', state: 'completed', version: 5 }));
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Cue Tips', 'Rack Attack']),
    );
  });

  it('asks for the season picked in the season picker', async () => {
    const view = renderApp({
      path: '/standings',
      api: {
        '/api/seasons': SEASONS,
        '/api/standings': ({ url }: { url: URL }) => ({
          seasonId: url.searchParams.get('seasonId') ?? 's1',
          divisionId: 'd1',
          items:
            url.searchParams.get('seasonId') === 's0'
              ? [row({ position: 1, teamId: 'old', teamName: 'Old Timers' })]
              : ROWS,
        }),
      },
    });
    await screen.findByText('Rack Attack');
    await pickOption('Season', 'Autumn 2025');
    await screen.findByText('Old Timers');
    expect(view.location()).toBe('/standings?season=s0');
    expect(view.stub.calls()).toContain('GET /api/standings?seasonId=s0');
  });

  it('says so when the league has no season yet', async () => {
    renderApp({ path: '/standings' });
    await screen.findByText('No season yet');
  });

  it('says so when the season has no teams yet', async () => {
    renderApp({
      path: '/standings',
      api: {
        '/api/seasons': SEASONS,
        '/api/standings': { seasonId: 's1', divisionId: 'd1', items: [] },
      },
    });
    await screen.findByText('No teams in this season yet');
  });

  it('shows the error with a retry that asks again', async () => {
    let calls = 0;
    renderApp({
      path: '/standings',
      api: {
        '/api/seasons': SEASONS,
        '/api/standings': () => {
          calls += 1;
          return calls === 1
            ? apiError(500, 'internal', 'The database is not answering.')
            : { seasonId: 's1', divisionId: 'd1', items: ROWS };
        },
      },
    });
    const alert = await screen.findByRole('alert');
    within(alert).getByText('The database is not answering.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Rack Attack');
  });

  describe('points adjustments', () => {
    // Cue Tips docked 2 (so 5, not 7), Break Masters given 1: the points already count them.
    const ADJUSTED = [
      ROWS[0]!,
      row({ position: 2, teamId: 't2', teamName: 'Cue Tips', adjustment: -2, points: 5 }),
      row({ position: 3, teamId: 't3', teamName: 'Break Masters', adjustment: 1, points: 8 }),
    ];
    const api = {
      '/api/seasons': SEASONS,
      '/api/standings': { seasonId: 's1', divisionId: 'd1', items: ADJUSTED },
      '/api/adjustments': ({ url }: { url: URL }) => ({
        items:
          url.searchParams.get('teamId') === 't2'
            ? [
                pointsAdjustment(),
                pointsAdjustment({
                  id: 'a2',
                  points: -1,
                  reason: 'Unregistered player',
                  matchId: 'm1',
                }),
              ]
            : [],
      }),
      '/api/teams': {
        items: [
          { id: 't1', seasonId: 's1', name: 'Rack Attack' },
          { id: 't2', seasonId: 's1', name: 'Cue Tips' },
        ],
      },
      '/api/matches': {
        items: [match({ id: 'm1', homeTeamId: 't1', awayTeamId: 't2', state: 'completed' })],
      },
    };

    it('shows the column only where a division has an adjustment, after the points', async () => {
      renderApp({ path: '/standings', api });
      const table = await screen.findByRole('table');
      const headers = within(table).getAllByRole('columnheader');
      expect(headers.map((cell) => cell.textContent)).toEqual([
        ...STANDINGS_FIRST_COLUMNS,
        'Pts',
        'Adj.',
        'Form',
        'Placed by',
      ]);
      within(table).getByRole('columnheader', { name: 'Points adjustment' });
      const [first, second, third] = within(table).getAllByRole('row').slice(1);
      // No adjustment: a plain 0, nothing to open.
      expect(within(first!).queryByRole('button')).toBeNull();
      // Each figure twice: in its column, and under the name (where a phone shows it, its column
      // hidden there by CSS, which jsdom does not apply).
      const cueTips = within(second!).getAllByRole('button', {
        name: 'Adjustments of Cue Tips: \u22122',
      });
      expect(cueTips.map((button) => button.textContent)).toEqual(['\u22122 pts', '\u22122']);
      expect(within(within(second!).getByRole('rowheader')).getByRole('button').textContent).toBe(
        '\u22122 pts',
      );
      expect(
        within(third!)
          .getAllByRole('button', { name: 'Adjustments of Break Masters: +1' })
          .map((button) => button.textContent),
      ).toEqual(['+1 pts', '+1']);
      screen.getByText(/Adj\. points adjustment/);
    });

    it("opens a team's adjustments from its figure, with the reason, the day and the match", async () => {
      const view = renderApp({ path: '/standings', api });
      const [figure] = await screen.findAllByRole('button', {
        name: 'Adjustments of Cue Tips: \u22122',
      });
      if (!figure) throw new Error('no figure');
      expectTapTarget(figure);
      expect(view.stub.calls().some((call) => call.startsWith('GET /api/adjustments'))).toBe(false);
      fireEvent.click(figure);
      const dialog = await screen.findByRole('dialog', { name: 'Cue Tips: points adjustments' });
      const list = await within(dialog).findByRole('list', {
        name: 'Cue Tips: points adjustments',
      });
      within(list).getByText('Late result');
      within(list).getByText('Unregistered player');
      within(list).getByText(formatDay('2026-03-12T10:00:00.000Z', 'Europe/London'));
      const day = formatDay('2026-03-10T19:30:00.000Z', 'Europe/London');
      await within(list).findByText(
        `${formatDay('2026-03-12T10:00:00.000Z', 'Europe/London')} · v Rack Attack, ${day}`,
      );
      expect(view.stub.calls()).toContain('GET /api/adjustments?teamId=t2');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('leaves a table with no adjustment as it was', async () => {
      const view = renderApp({
        path: '/standings',
        api: { ...api, '/api/standings': { seasonId: 's1', divisionId: 'd1', items: ROWS } },
      });
      const table = await screen.findByRole('table');
      expect(within(table).queryByRole('columnheader', { name: 'Points adjustment' })).toBeNull();
      expect(screen.queryByText(/Adj\. points adjustment/)).toBeNull();
      expect(view.stub.calls().some((call) => call.startsWith('GET /api/adjustments'))).toBe(false);
    });

    it('reads the table and the adjustments again when an adjustment is recorded', async () => {
      const live = createFakeLiveClient('open');
      let items = ROWS;
      const view = renderApp({
        path: '/standings',
        live,
        api: { ...api, '/api/standings': () => ({ seasonId: 's1', divisionId: 'd1', items }) },
      });
      const table = await screen.findByRole('table');
      items = ADJUSTED;
      act(() =>
        live.emit({
          type: 'event',
          topic: 'season:s1',
          event: 'adjustments.changed',
          data: { seasonId: 's1', teamId: 't2' },
        }),
      );
      const [figure] = await within(table).findAllByRole('button', {
        name: 'Adjustments of Cue Tips: \u22122',
      });
      if (!figure) throw new Error('no figure');
      fireEvent.click(figure);
      const dialog = await screen.findByRole('dialog', { name: 'Cue Tips: points adjustments' });
      await within(dialog).findByText('Late result');
      const adjustmentReads = () =>
        view.stub.calls().filter((call) => call === 'GET /api/adjustments?teamId=t2').length;
      const readsBefore = adjustmentReads();
      act(() =>
        live.emit({
          type: 'event',
          topic: 'season:s1',
          event: 'adjustments.changed',
          data: { seasonId: 's1', teamId: 't2' },
        }),
      );
      // The open dialog reads the team's adjustments again.
      await waitFor(() => expect(adjustmentReads()).toBe(readsBefore + 1));
      // Once at the start, once for each event.
      expect(view.stub.calls().filter((call) => call.startsWith('GET /api/standings')).length).toBe(
        3,
      );
    });
  });
});
