import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leagueTeams, match, season, signedIn, standingRow } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('HomePage', () => {
  it('shows live now, next fixtures, the top of the table and recent results', async () => {
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    renderApp({
      path: '/',
      api: {
        '/api/seasons/current': season(),
        '/api/teams': { items: leagueTeams({ count: 2 }) },
        '/api/matches': ({ url }: { url: URL }) => ({
          items:
            url.searchParams.get('state') === 'in-progress'
              ? [
                  match({
                    id: 'm0',
                    homeTeamId: 't2',
                    awayTeamId: 't1',
                    state: 'in-progress',
                    homeScore: 2,
                    awayScore: 1,
                  }),
                ]
              : [
                  match({
                    id: 'm1',
                    homeTeamId: 't1',
                    awayTeamId: 't2',
                    state: 'completed',
                    homeScore: 10,
                    awayScore: 6,
                  }),
                  match({ id: 'm2', homeTeamId: 't2', awayTeamId: 't1', scheduledDate: future }),
                ],
        }),
        '/api/standings': {
          seasonId: 's1',
          divisionId: 'd1',
          items: [standingRow({ teamId: 't1', teamName: 'Rack Attack' })],
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Test League' });
    await screen.findByRole('article', { name: 'Cue Tips 2, Rack Attack 1' });
    const next = screen.getByRole('region', { name: 'Next fixtures' });
    await within(next).findByRole('group', { name: /^Cue Tips versus Rack Attack/ });
    const table = screen.getByRole('region', { name: 'Top of the table' });
    within(table).getByRole('rowheader', { name: 'Rack Attack' });
    const results = screen.getByRole('region', { name: 'Recent results' });
    within(results).getByRole('group', { name: 'Rack Attack 10, Cue Tips 6' });
  });

  it('says what is missing when nothing is happening', async () => {
    renderApp({ path: '/' });
    await screen.findByText('No matches are being played right now');
    await screen.findByText("The season hasn't started yet");
    expect(screen.queryByRole('link', { name: 'Create the season' })).toBeNull();
  });

  it("shows the admin, fresh from the setup page, the way to the league's first season", async () => {
    const { location } = renderApp({ path: '/', api: { '/api/auth/me': signedIn('admin') } });
    fireEvent.click(await screen.findByRole('link', { name: 'Create the season' }));
    await waitFor(() => expect(location()).toBe('/admin/seasons/create'));
  });

  it("puts a signed-in member's own next match first, with the captain's way into it", async () => {
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    const api = {
      '/api/seasons/current': season(),
      '/api/teams': { items: leagueTeams() },
      '/api/matches': {
        items: [
          match({ id: 'other', homeTeamId: 't2', awayTeamId: 't3', scheduledDate: at(1) }),
          match({ id: 'ours-later', homeTeamId: 't1', awayTeamId: 't2', scheduledDate: at(14) }),
          match({ id: 'ours', homeTeamId: 't3', awayTeamId: 't1', scheduledDate: at(7) }),
        ],
      },
    };
    renderApp({ path: '/', api: { ...api, '/api/auth/me': signedIn('captain') } });
    const mine = await screen.findByRole('region', { name: 'Your next match' });
    within(mine).getByRole('group', { name: /^Break Masters versus Rack Attack/ });
    expect(within(mine).getByRole('link', { name: 'Open the match' }).getAttribute('href')).toBe(
      '/team/match/ours/score',
    );
  });

  it('shows a visitor no "your next match"', async () => {
    renderApp({
      path: '/',
      api: {
        '/api/seasons/current': season(),
        '/api/teams': { items: leagueTeams({ count: 2 }) },
        '/api/matches': {
          items: [
            match({
              id: 'm2',
              homeTeamId: 't2',
              awayTeamId: 't1',
              scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
            }),
          ],
        },
      },
    });
    await screen.findByRole('region', { name: 'Next fixtures' });
    expect(screen.queryByRole('region', { name: 'Your next match' })).toBeNull();
  });
});
