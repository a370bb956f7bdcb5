import type { PlayerStatsRow } from '@cueleague/domain/player-stats';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { season } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const stat = (
  playerId: string,
  firstName: string,
  lastName: string,
  played: number,
  won: number,
): PlayerStatsRow => ({
  playerId,
  firstName,
  lastName,
  matchesPlayed: Math.ceil(played / 4),
  framesPlayed: played,
  framesWon: won,
  framesLost: played - won,
  winPercent: Math.round((won / played) * 100),
});

const STATS = [
  stat('p1', 'Ann', 'Zed', 10, 8),
  stat('p2', 'Bob', 'Young', 20, 12),
  stat('p3', 'Cat', 'Xu', 4, 1),
];

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('PlayersPage', () => {
  const api = {
    '/api/seasons': { items: [season()] },
    '/api/stats/players': ({ url }: { url: URL }) => {
      const min = Number(url.searchParams.get('minFrames') ?? 0);
      return { seasonId: 's1', items: STATS.filter((row) => row.framesPlayed >= min) };
    },
  };

  it('sorts by any column, and searches by name', async () => {
    renderApp({ path: '/players', api });
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

  it('asks the server for players with at least the minimum frames', async () => {
    const view = renderApp({ path: '/players', api });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Minimum frames'), { target: { value: '5' } });
    await waitFor(() => expect(names()).toEqual(['Ann Zed', 'Bob Young']));
    expect(view.stub.calls()).toContain('GET /api/stats/players?seasonId=s1&minFrames=5');
  });
});
