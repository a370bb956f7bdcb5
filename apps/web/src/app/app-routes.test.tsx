import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leagueTeams, match, signedIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const asCaptain = { '/api/auth/me': signedIn('captain') };
const asAdmin = { '/api/auth/me': signedIn('admin') };
const TEAMS = {
  items: leagueTeams({ t3: { name: 'Break Point' } }),
};

describe('routes and redirects', () => {
  it('/matches/:id sends a league admin on to its score page too, whatever the teams', async () => {
    const theirs = match({ id: 'm43', homeTeamId: 't2', awayTeamId: 't3' });
    const admin = renderApp({
      path: '/matches/m43',
      api: { ...asAdmin, '/api/matches/m43': theirs, '/api/teams': TEAMS },
    });
    await screen.findByRole('heading', { level: 1, name: /^Scoring: Cue Tips v Break Point/ });
    expect(admin.location()).toBe('/team/match/m43/score');
    // The score page lets the admin in: no "You can't score this match".
    expect(screen.queryByText("You can't score this match")).toBeNull();
  });

  it('/matches/:id sends a captain of the match on to its score page, and shows anyone else the scorecard', async () => {
    const ours = match({ id: 'm42', homeTeamId: 't2', awayTeamId: 't1' });
    const theirs = match({ id: 'm43', homeTeamId: 't2', awayTeamId: 't3' });
    const matches = { '/api/matches/m42': ours, '/api/matches/m43': theirs, '/api/teams': TEAMS };
    // A captain of t1 (away in m42) scores it: the score page, in place of the match page.
    const captain = renderApp({ path: '/matches/m42', api: { ...asCaptain, ...matches } });
    await screen.findByRole('heading', { level: 1, name: /^Scoring: Cue Tips v Rack Attack/ });
    expect(captain.location()).toBe('/team/match/m42/score');
    captain.unmount();
    // A visitor, and a captain of neither team, read the match's scorecard.
    const visitor = renderApp({ path: '/matches/m42', api: matches });
    await screen.findByRole('heading', { level: 1, name: 'Cue Tips v Rack Attack' });
    expect(visitor.location()).toBe('/matches/m42');
    visitor.unmount();
    const other = renderApp({ path: '/matches/m43', api: { ...asCaptain, ...matches } });
    await screen.findByRole('heading', { level: 1, name: 'Cue Tips v Break Point' });
    expect(other.location()).toBe('/matches/m43');
  });

  it('/team/match/:id goes to its /score page', async () => {
    const view = renderApp({ path: '/team/match/m7', api: asCaptain });
    await screen.findByRole('heading', { level: 1, name: 'No such match' });
    expect(view.location()).toBe('/team/match/m7/score');
  });

  it('sends an unknown path to /', async () => {
    const view = renderApp({ path: '/no/such/page' });
    await waitFor(() => expect(view.location()).toBe('/'));
    await screen.findByRole('heading', { level: 2, name: 'Live now' });
  });

  it('sends /admin/schedule to / even for an admin: no route matches it', async () => {
    const view = renderApp({ path: '/admin/schedule', api: asAdmin });
    await waitFor(() => expect(view.location()).toBe('/'));
    await screen.findByRole('heading', { level: 2, name: 'Live now' });
  });

  it('opens the admin pages for an admin', async () => {
    renderApp({ path: '/admin/schedule-matches', api: asAdmin });
    await screen.findByRole('heading', { level: 1, name: 'Schedule Matches' });
    await screen.findByText('No season yet');
  });

  it('sends a signed-out visitor from a team page to /login', async () => {
    const view = renderApp({ path: '/team/roster' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(view.location()).toBe('/login');
  });

  it('shows a spinner while a page loads', async () => {
    renderApp({ path: '/standings' });
    screen.getByRole('progressbar', { name: 'Loading page' });
    await screen.findByRole('heading', { level: 1, name: 'Standings' });
  });

  it('sends every page to /setup while no league exists', async () => {
    const view = renderApp({ path: '/standings', api: { '/api/setup': { needed: true } } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to CueLeague' });
    expect(view.location()).toBe('/setup');
  });
});
