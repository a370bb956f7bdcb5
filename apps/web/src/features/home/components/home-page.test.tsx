import type { Match } from '@cueleague/domain/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leagueTeams, match, season, signedIn, standingRow } from '../../../test/fixtures.ts';
import { WINTER_CUP, WINTER_CUPS } from '../../../test/cup-tie-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** One match being played, then the season's: one played and one a week away. */
const LEAGUE_MATCHES = (): Match[] => [
  match({
    id: 'm0',
    homeTeamId: 't2',
    awayTeamId: 't1',
    state: 'in-progress',
    homeScore: 2,
    awayScore: 1,
  }),
  match({
    id: 'm1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    state: 'completed',
    homeScore: 10,
    awayScore: 6,
  }),
  match({
    id: 'm2',
    homeTeamId: 't2',
    awayTeamId: 't1',
    scheduledDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  }),
];

/** GET /api/matches: the first match for the live list, the others for the season's. */
const seasonMatches =
  ([live, ...season]: Match[]) =>
  ({ url }: { url: URL }) => ({
    items: url.searchParams.get('state') === 'in-progress' ? (live ? [live] : []) : season,
  });

describe('HomePage', () => {
  it('shows live now, next fixtures, the top of the table and recent results', async () => {
    renderApp({
      path: '/',
      api: {
        '/api/seasons/current': season(),
        '/api/teams': { items: leagueTeams({ count: 2 }) },
        '/api/matches': seasonMatches(LEAGUE_MATCHES()),
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

  it('marks the cup ties being played, coming up and just played with their cup and round', async () => {
    renderApp({
      path: '/',
      api: {
        '/api/seasons/current': season(),
        '/api/teams': { items: leagueTeams({ count: 2 }) },
        '/api/competitions': WINTER_CUPS,
        '/api/matches': seasonMatches(
          LEAGUE_MATCHES().map((each, at) => ({
            ...each,
            competitionId: WINTER_CUP.id,
            tieId: ['W1-2', 'W1-1', 'W3-1'][at],
          })),
        ),
      },
    });
    const live = await screen.findByRole('article', {
      name: 'Cue Tips 2, Rack Attack 1, Winter Cup Quarter-finals',
    });
    within(live).getByRole('link', { name: 'Winter Cup · Quarter-finals' });
    const next = screen.getByRole('region', { name: 'Next fixtures' });
    expect(
      (await within(next).findByRole('link', { name: 'Winter Cup · Final' })).getAttribute('href'),
    ).toBe('/competitions/c1');
    within(next).getByRole('group', {
      name: /^Cue Tips versus Rack Attack, .*, Winter Cup Final$/,
    });
    const results = screen.getByRole('region', { name: 'Recent results' });
    within(results).getByRole('group', {
      name: 'Rack Attack 10, Cue Tips 6, Winter Cup Quarter-finals',
    });
  });

  it("holds each section's place, with its heading, while its data loads", async () => {
    // Nothing answers: every section is on the screen, in its place, saying it is loading.
    const never = () => new Promise<never>(() => {});
    renderApp({ path: '/', api: { '/api/seasons/current': never, '/api/matches': never } });
    const live = await screen.findByRole('region', { name: 'Live now' });
    within(live).getByRole('status', { name: 'Loading live matches' });
    const table = screen.getByRole('region', { name: 'Top of the table' });
    within(table).getByRole('status', { name: 'Loading the table' });
    within(screen.getByRole('region', { name: 'Next fixtures' })).getByRole('status');
    within(screen.getByRole('region', { name: 'Recent results' })).getByRole('status');
    const order = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(order).toEqual(['Live now', 'Next fixtures', 'Top of the table', 'Recent results']);
  });

  it('keeps the live card loading until its teams have names, then shows the match', async () => {
    let teamsIn: (value: { items: ReturnType<typeof leagueTeams> }) => void = () => {};
    const teams = new Promise<{ items: ReturnType<typeof leagueTeams> }>((resolve) => {
      teamsIn = resolve;
    });
    renderApp({
      path: '/',
      api: {
        '/api/seasons/current': season(),
        '/api/teams': () => teams,
        '/api/matches': ({ url }: { url: URL }) => ({
          items:
            url.searchParams.get('state') === 'in-progress'
              ? [match({ id: 'm0', homeTeamId: 't2', awayTeamId: 't1', state: 'in-progress' })]
              : [],
        }),
      },
    });
    const live = await screen.findByRole('region', { name: 'Live now' });
    await screen.findByText('No results yet');
    // The match is in, its teams' names are not: no "Unknown Team" flashes up meanwhile.
    within(live).getByRole('status', { name: 'Loading live matches' });
    expect(screen.queryByText(/Unknown Team/)).toBeNull();
    teamsIn({ items: leagueTeams({ count: 2 }) });
    await within(live).findByRole('article', { name: /^Cue Tips \d+, Rack Attack \d+$/ });
    expect(within(live).queryByRole('status', { name: 'Loading live matches' })).toBeNull();
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
