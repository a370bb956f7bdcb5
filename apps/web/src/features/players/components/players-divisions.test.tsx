// The player stats page across seasons and divisions (issue 15).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dividedSeason, season } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { pickOption } from '../../../test/select.ts';
import type { PlayerStatsItem } from '../../../entities/players/api/players-api.ts';

const stat = (playerId: string, firstName: string, lastName: string): PlayerStatsItem => ({
  playerId,
  firstName,
  lastName,
  matchesPlayed: 2,
  framesPlayed: 8,
  framesWon: 5,
  framesLost: 3,
  winPercent: 63,
  rating: null,
  teamId: 't1',
  teamName: 'Rack Attack',
});

const stats = ({ url }: { url: URL }) => ({
  seasonId: url.searchParams.get('seasonId') ?? 's1',
  divisionId: url.searchParams.get('divisionId'),
  items:
    url.searchParams.get('seasonId') === 's0'
      ? [stat('p9', 'Old', 'Hand')]
      : url.searchParams.get('divisionId') === 'd2'
        ? [stat('p5', 'Dee', 'Two')]
        : [stat('p1', 'Ann', 'Zed')],
});

describe('PlayersPage across seasons and divisions', () => {
  it("shows no division picker for an undivided season, and a past season's stats", async () => {
    const view = renderApp({
      path: '/players',
      api: {
        '/api/seasons': {
          items: [season(), season({ id: 's0', name: 'Autumn 2025', isCurrent: false })],
        },
        '/api/stats/players': stats,
      },
    });
    await screen.findByRole('rowheader', { name: /Ann Zed/ });
    expect(screen.queryByRole('combobox', { name: 'Division' })).toBeNull();
    expect(view.stub.calls()).toContain('GET /api/stats/players?seasonId=s1');
    await pickOption('Season', 'Autumn 2025');
    await screen.findByRole('rowheader', { name: /Old Hand/ });
    expect(view.location()).toBe('/players?season=s0');
    expect(view.stub.calls()).toContain('GET /api/stats/players?seasonId=s0');
  });

  it("shows the picked division's players, by the URL and the API", async () => {
    const view = renderApp({
      path: '/players',
      api: { '/api/seasons': { items: [dividedSeason()] }, '/api/stats/players': stats },
    });
    await screen.findByRole('rowheader', { name: /Ann Zed/ });
    expect(view.stub.calls()).toContain('GET /api/stats/players?seasonId=s1&divisionId=d1');
    await pickOption('Division', 'Division One');
    await screen.findByRole('rowheader', { name: /Dee Two/ });
    expect(view.location()).toBe('/players?division=d2');
    expect(view.stub.calls()).toContain('GET /api/stats/players?seasonId=s1&divisionId=d2');
  });
});
