// /team/matches: the team's matches grouped In progress / Upcoming / Results with their state,
// score links for captains, the live scoreboard for everyone.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiRoutes } from '../../../test/api-stub.ts';
import { leagueTeams, match, season, signedIn, team } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { teamSide } from '../../../entities/matches/team-side.ts';
import { groupTeamMatches, nextMatchOf } from '../team-matches.ts';

const TEAMS = [...leagueTeams({ t1: { captainUserId: 'u1' } }), team('t4', 'Pocket Rockets')];

// Newest first, as GET /api/matches?teamId= answers.
const MATCHES = [
  match({ id: 'later', homeTeamId: 't1', awayTeamId: 't4', scheduledDate: '2026-04-07T18:30:00Z' }),
  match({
    id: 'moved',
    homeTeamId: 't3',
    awayTeamId: 't1',
    state: 'postponed',
    scheduledDate: '2026-03-31T18:30:00Z',
  }),
  match({ id: 'soon', homeTeamId: 't2', awayTeamId: 't1', scheduledDate: '2026-03-24T19:30:00Z' }),
  match({
    id: 'live',
    homeTeamId: 't1',
    awayTeamId: 't3',
    state: 'in-progress',
    scheduledDate: '2026-03-17T19:30:00Z',
  }),
  match({
    id: 'off',
    homeTeamId: 't4',
    awayTeamId: 't1',
    state: 'cancelled',
    scheduledDate: '2026-03-10T19:30:00Z',
  }),
  match({
    id: 'won',
    homeTeamId: 't2',
    awayTeamId: 't1',
    state: 'completed',
    homeScore: 6,
    awayScore: 10,
    scheduledDate: '2026-03-03T19:30:00Z',
  }),
];

const api = <R extends object = object>(overrides?: ApiRoutes<R>) => ({
  '/api/auth/me': signedIn('captain'),
  '/api/seasons/current': season(),
  '/api/teams': { items: TEAMS },
  '/api/matches': ({ url }: { url: URL }) => ({
    items: url.searchParams.get('teamId') && !url.searchParams.get('state') ? MATCHES : [],
  }),
  ...overrides,
});

const group = (name: RegExp) => screen.findByRole('region', { name });
const headingsIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('team matches helpers', () => {
  it('groups by state: live earliest first, upcoming soonest first, results newest first', () => {
    const groups = groupTeamMatches(MATCHES);
    expect(groups.inProgress.map((m) => m.id)).toEqual(['live']);
    expect(groups.upcoming.map((m) => m.id)).toEqual(['soon', 'moved', 'later']);
    expect(groups.results.map((m) => m.id)).toEqual(['off', 'won']);
    expect(nextMatchOf(groups)?.id).toBe('live');
    expect(nextMatchOf({ ...groups, inProgress: [] })?.id).toBe('soon');
  });

  it('reads a match from our side', () => {
    const won = MATCHES.find((m) => m.id === 'won')!;
    expect(teamSide(won, 't1')).toEqual({
      side: 'away',
      opponentId: 't2',
      us: 10,
      them: 6,
      result: 'W',
    });
    expect(teamSide(won, 't2').result).toBe('L');
  });
});

describe('TeamMatchesPage', () => {
  it('groups the matches, each with its state chip, home or away, and the score', async () => {
    renderApp({ path: '/team/matches', api: api() });
    const live = await group(/^In progress/);
    const upcoming = await group(/^Upcoming \(3\)/);
    const results = await group(/^Results \(2\)/);
    expect(headingsIn(live)).toEqual(['vs Break Masters, at home']);
    expect(headingsIn(upcoming)).toEqual([
      'vs Cue Tips, away',
      'vs Break Masters, away',
      'vs Pocket Rockets, at home',
    ]);
    expect(headingsIn(results)).toEqual(['vs Pocket Rockets, away', 'vs Cue Tips, away']);
    within(live).getByText('In progress');
    expect(within(upcoming).getAllByText('Pre-match', { selector: '.MuiChip-label' })).toHaveLength(
      2,
    );
    within(upcoming).getByText('Postponed');
    within(results).getByText('Cancelled');
    within(results).getByText('Completed');
    within(results).getByText('Won 10–6');
  });

  it('links a captain to the score page of pre-match and in-progress matches only', async () => {
    renderApp({ path: '/team/matches', api: api() });
    const live = await group(/^In progress/);
    expect(
      within(live)
        .getByRole('link', { name: 'Score this match vs Break Masters' })
        .getAttribute('href'),
    ).toBe('/team/match/live/score');
    expect(
      within(live)
        .getByRole('link', { name: 'Live scoreboard vs Break Masters' })
        .getAttribute('href'),
    ).toBe('/live');
    const upcoming = await group(/^Upcoming/);
    expect(
      within(upcoming)
        .getAllByRole('link', { name: /^Pre-match/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/team/match/soon/score', '/team/match/later/score']);
    const results = await group(/^Results/);
    // Nothing to score in the results: their only links are the opponents' pages.
    expect(
      within(results)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/teams/t4', '/teams/t2']);
  });

  it('gives a player the live scoreboard but no score page', async () => {
    renderApp({
      path: '/team/matches',
      api: api({ '/api/auth/me': signedIn('player', { memberOf: ['t1'] }) }),
    });
    const live = await group(/^In progress/);
    within(live).getByRole('link', { name: /Live scoreboard/ });
    expect(screen.queryByRole('link', { name: /Score this match|Pre-match/ })).toBeNull();
  });

  it('marks the next match when none is in progress', async () => {
    renderApp({
      path: '/team/matches',
      api: api({ '/api/matches': { items: MATCHES.filter((m) => m.state !== 'in-progress') } }),
    });
    const upcoming = await group(/^Upcoming/);
    const [first, ...others] = within(upcoming).getAllByRole('listitem', { name: /^vs/ });
    within(first!).getByText('Next');
    expect(others.every((row) => within(row).queryByText('Next') === null)).toBe(true);
  });

  it('says so when the team has no matches yet', async () => {
    renderApp({ path: '/team/matches', api: api({ '/api/matches': { items: [] } }) });
    await screen.findByText('No matches yet');
  });

  it('has an empty state per group', async () => {
    const [, , , , , won] = MATCHES;
    renderApp({ path: '/team/matches', api: api({ '/api/matches': { items: [won!] } }) });
    await screen.findByText('Nothing scheduled');
    expect(screen.queryByRole('region', { name: /^In progress/ })).toBeNull();
  });
});
