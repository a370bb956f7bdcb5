// The standings page of a season with divisions, and of one giving points per frame (issue 15)
// or per rack won.
import { asRace, STANDARD_FORMAT } from '@cueleague/domain/match-format';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  dividedSeason,
  season,
  standingRow,
  STANDINGS_FIRST_COLUMNS,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { pickOption } from '../../../test/select.ts';

const PREMIER = [standingRow({ teamId: 't1', teamName: 'Rack Attack' })];
const DIVISION_ONE = [standingRow({ teamId: 't5', teamName: 'Cannon Club' })];

/** Answers each division's table, Premier's when no division is asked for. */
const standings = ({ url }: { url: URL }) => {
  const divisionId = url.searchParams.get('divisionId') ?? 'd1';
  return {
    seasonId: url.searchParams.get('seasonId') ?? 's1',
    divisionId,
    items: divisionId === 'd2' ? DIVISION_ONE : PREMIER,
  };
};

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('StandingsPage with divisions', () => {
  it('shows no division picker for an undivided season', async () => {
    const view = renderApp({
      path: '/standings',
      api: { '/api/seasons': { items: [season()] }, '/api/standings': standings },
    });
    await screen.findByText('Rack Attack');
    expect(screen.queryByRole('combobox', { name: 'Division' })).toBeNull();
    expect(screen.queryByText(/Premier|Division/)).toBeNull();
    expect(view.stub.calls()).toContain('GET /api/standings?seasonId=s1');
  });

  it("shows the top division first, and the picked division's table with its name in the URL", async () => {
    const view = renderApp({
      path: '/standings',
      api: { '/api/seasons': { items: [dividedSeason()] }, '/api/standings': standings },
    });
    await screen.findByText('Rack Attack');
    expect(view.stub.calls()).toContain('GET /api/standings?seasonId=s1&divisionId=d1');
    screen.getByText('Spring 2026, Premier, after every completed match.');
    await pickOption('Division', 'Division One');
    await screen.findByText('Cannon Club');
    expect(view.location()).toBe('/standings?division=d2');
    expect(view.stub.calls()).toContain('GET /api/standings?seasonId=s1&divisionId=d2');
    screen.getByText('Spring 2026, Division One, after every completed match.');
  });

  it('opens the division of the URL, and another season at its top division', async () => {
    const view = renderApp({
      path: '/standings?division=d2',
      api: {
        '/api/seasons': {
          items: [
            dividedSeason(),
            dividedSeason({ id: 's0', name: 'Autumn 2025', isCurrent: false }),
          ],
        },
        '/api/standings': standings,
      },
    });
    await screen.findByText('Cannon Club');
    await pickOption('Season', 'Autumn 2025');
    await screen.findByText('Rack Attack');
    expect(view.location()).toBe('/standings?season=s0');
    expect(view.stub.calls()).toContain('GET /api/standings?seasonId=s0&divisionId=d1');
  });

  it('shows the frame points beside the points when the season gives points per frame', async () => {
    renderApp({
      path: '/standings',
      api: {
        '/api/seasons': { items: [season({ pointsPerFrame: 1 })] },
        '/api/standings': {
          seasonId: 's1',
          divisionId: 'd1',
          items: [
            standingRow({ teamId: 't1', teamName: 'Rack Attack', framePoints: 10, points: 12 }),
          ],
        },
      },
    });
    await screen.findByText('Rack Attack');
    expect(headers()).toEqual([
      ...STANDINGS_FIRST_COLUMNS,
      'Frame pts',
      'Pts',
      'Form',
      'Placed by',
    ]);
    screen.getByRole('columnheader', { name: 'Frame pts' });
    const row = screen.getAllByRole('row')[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Position, P W D L FW FL FD, frame points, points.
    expect(cells.slice(0, 10)).toEqual(['1', '1', '1', '0', '0', '10', '6', '+4', '10', '12']);
    screen.getByTitle('Points from frames won, counted in Pts');
    screen.getByText(/Frame pts points for frames won \(1 a frame, counted in Pts\)/);
    expect(screen.queryByText(/racks won/)).toBeNull();
  });

  it('shows the frame points, and says they count racks too, when racks earn points', async () => {
    renderApp({
      path: '/standings',
      api: {
        '/api/seasons': {
          items: [
            season({ pointsPerFrame: 1, pointsPerRack: 1, format: asRace(STANDARD_FORMAT, 3) }),
          ],
        },
        '/api/standings': {
          seasonId: 's1',
          divisionId: 'd1',
          items: [
            standingRow({ teamId: 't1', teamName: 'Rack Attack', framePoints: 25, points: 27 }),
          ],
        },
      },
    });
    await screen.findByText('Rack Attack');
    expect(headers()).toContain('Frame pts');
    screen.getByTitle('Points from frames and racks won, counted in Pts');
    screen.getByText(
      /Frame pts points for frames and racks won \(1 a frame, 1 a rack, counted in Pts\)/,
    );
  });

  it('shows the frame points of a season that gives points per rack only', async () => {
    renderApp({
      path: '/standings',
      api: {
        '/api/seasons': {
          items: [season({ pointsPerRack: 2, format: asRace(STANDARD_FORMAT, 3) })],
        },
        '/api/standings': standings,
      },
    });
    await screen.findByText('Rack Attack');
    expect(headers()).toContain('Frame pts');
    screen.getByTitle('Points from racks won, counted in Pts');
    screen.getByText(/Frame pts points for racks won \(2 a rack, counted in Pts\)/);
  });

  it('shows no frame points column when the season gives none', async () => {
    renderApp({
      path: '/standings',
      api: { '/api/seasons': { items: [season()] }, '/api/standings': standings },
    });
    await screen.findByText('Rack Attack');
    expect(headers()).not.toContain('Frame pts');
    expect(screen.queryByText(/Frame pts/)).toBeNull();
  });
});
