import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { season } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { expectTapTarget } from '../../../test/tap-target.ts';
import type { PlayerStatsItem } from '../../../entities/players/api/players-api.ts';

const stat = (
  playerId: string,
  firstName: string,
  lastName: string,
  played: number,
  won: number,
  rating: number | null = null,
  teamName: string | null = 'Rack Attack',
): PlayerStatsItem => ({
  playerId,
  firstName,
  lastName,
  matchesPlayed: Math.ceil(played / 4),
  framesPlayed: played,
  framesWon: won,
  framesLost: played - won,
  winPercent: Math.round((won / played) * 100),
  rating,
  teamId: teamName ? 't1' : null,
  teamName,
});

const STATS = [
  stat('p1', 'Ann', 'Zed', 10, 8, 1523.4),
  stat('p2', 'Bob', 'Young', 20, 12, 1531),
  stat('p3', 'Cat', 'Xu', 4, 1, null),
];

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    // The name's link to the player's page (on a phone the team's link sits under it).
    .map(
      (cell) =>
        within(cell)
          .getAllByRole('link')
          .find((link) => link.getAttribute('href')?.startsWith('/players/'))?.textContent,
    );

describe('PlayersPage', () => {
  const api = {
    '/api/seasons': { items: [season()] },
    '/api/stats/players': { seasonId: 's1', divisionId: 'd1', items: STATS },
  };

  it('sorts by any column, and searches by name', async () => {
    renderApp({ path: '/players?minFrames=0', api });
    await screen.findByRole('table');
    expect(names()).toEqual(['Ann Zed', 'Bob Young', 'Cat Xu']);
    fireEvent.click(screen.getByRole('button', { name: 'Frames' }));
    expect(names()).toEqual(['Bob Young', 'Ann Zed', 'Cat Xu']);
    fireEvent.click(screen.getByRole('button', { name: /^Frames/ }));
    expect(names()).toEqual(['Cat Xu', 'Ann Zed', 'Bob Young']);
    fireEvent.click(screen.getByRole('button', { name: 'Player' }));
    expect(names()).toEqual(['Cat Xu', 'Bob Young', 'Ann Zed']);
    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: 'bo' } });
    await waitFor(() => expect(names()).toEqual(['Bob Young']));
  });

  it('sorts by rating, players with no rated frame last', async () => {
    renderApp({ path: '/players?minFrames=0', api });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Rating' }));
    expect(names()).toEqual(['Bob Young', 'Ann Zed', 'Cat Xu']);
    screen.getByText('1523.4');
  });

  it("links each player's name to their page", async () => {
    const view = renderApp({
      path: '/players?minFrames=0',
      api: {
        ...api,
        '/api/players/p1': { id: 'p1', firstName: 'Ann', lastName: 'Zed', userId: null },
      },
    });
    await screen.findByRole('table');
    const link = within(screen.getByRole('rowheader', { name: /Ann Zed/ })).getByRole('link', {
      name: 'Ann Zed',
    });
    expect(link.getAttribute('href')).toBe('/players/p1');
    fireEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Ann Zed' });
    expect(view.location()).toBe('/players/p1');
  });

  it("opens a past season's player at that season, and the current one's at their page", async () => {
    renderApp({
      path: '/players?season=s0&minFrames=0',
      api: {
        '/api/seasons': {
          items: [season(), season({ id: 's0', name: 'Autumn 2025', isCurrent: false })],
        },
        '/api/stats/players': { seasonId: 's0', divisionId: 'd1', items: STATS },
      },
    });
    await screen.findByRole('table');
    const link = within(screen.getByRole('rowheader', { name: /Ann Zed/ })).getByRole('link', {
      name: 'Ann Zed',
    });
    expect(link.getAttribute('href')).toBe('/players/p1?season=s0');
  });

  it('ranks players with at least half the most frames by default, says who is left out, and shows everyone on request', async () => {
    const view = renderApp({ path: '/players', api });
    await screen.findByRole('table');
    // Bob played 20, so the suggestion is 10: Cat's 4 frames are not ranked.
    expect(names()).toEqual(['Ann Zed', 'Bob Young']);
    expect(screen.getByLabelText<HTMLInputElement>('Minimum frames').value).toBe('10');
    screen.getByText('To be ranked (suggested: 10)');
    screen.getByText(/1 player has played fewer than 10 frames and is not ranked/);
    fireEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    await waitFor(() => expect(names()).toEqual(['Ann Zed', 'Bob Young', 'Cat Xu']));
    expect(view.location()).toBe('/players?minFrames=0');
    // One read of the season's stats, whatever the minimum.
    expect(view.stub.calls().filter((call) => call.startsWith('GET /api/stats/players'))).toEqual([
      'GET /api/stats/players?seasonId=s1',
    ]);
  });

  it('counts cup ties in the stats when asked, kept in the URL', async () => {
    const view = renderApp({ path: '/players', api });
    await screen.findByRole('table');
    const cups = screen.getByRole('switch', { name: 'Include cup ties' });
    expect(cups).toHaveProperty('checked', false);
    fireEvent.click(cups);
    await waitFor(() => expect(view.location()).toBe('/players?cups=true'));
    expect(screen.getByRole('switch', { name: 'Include cup ties' })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() =>
      expect(view.stub.calls().filter((call) => call.startsWith('GET /api/stats/players'))).toEqual(
        ['GET /api/stats/players?seasonId=s1', 'GET /api/stats/players?seasonId=s1&cups=true'],
      ),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Include cup ties' }));
    await waitFor(() => expect(view.location()).toBe('/players'));
  });

  it('keeps a minimum typed in the URL', async () => {
    const view = renderApp({ path: '/players?minFrames=0', api });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Minimum frames'), { target: { value: '5' } });
    await waitFor(() => expect(names()).toEqual(['Ann Zed', 'Bob Young']));
    expect(view.location()).toBe('/players?minFrames=5');
  });

  it("shows each player's team", async () => {
    renderApp({
      path: '/players?minFrames=0',
      api: {
        ...api,
        '/api/stats/players': {
          seasonId: 's1',
          items: [stat('p9', 'Dee', 'Vale', 4, 2, null, 'Cue Tips')],
        },
      },
    });
    const row = (await screen.findAllByRole('row'))[1];
    expect(row?.textContent).toContain('Cue Tips');
  });

  it("makes a player's name and, under it on a phone, their team tap targets", async () => {
    renderApp({ path: '/players?minFrames=0', api });
    await screen.findByRole('table');
    const [name, team] = screen.getByRole('rowheader', { name: /Ann Zed/ }).querySelectorAll('a');
    expect(name?.textContent).toBe('Ann Zed');
    expect(team?.textContent).toBe('Rack Attack');
    expectTapTarget(name!);
    expectTapTarget(team!);
  });
});
