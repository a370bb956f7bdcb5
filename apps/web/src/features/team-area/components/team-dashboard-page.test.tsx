// /team: next match (with the captain's way into scoring it), last results, the standing row,
// the roster summary and the calendar link; each with its empty state.
import type { Frame } from '@cueleague/domain/entities';
import { availabilityBodySchema } from '@cueleague/domain/requests';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type ApiRoutes } from '../../../test/api-stub.ts';
import {
  leagueTeams,
  match,
  player,
  season,
  signedIn,
  standingRow,
  teamPlayer,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TEAMS = leagueTeams({ t1: { captainUserId: 'u1' } });

/** A completed frame won by one side (enough for the score). */
const wonFrame = (matchId: string, index: number, homeWins: boolean): Frame => ({
  frameId: `${matchId}-R${Math.floor(index / 4) + 1}-F${(index % 4) + 1}`,
  matchId,
  seasonId: 's1',
  round: Math.floor(index / 4) + 1,
  frameNumber: (index % 4) + 1,
  homePosition: 'A',
  awayPosition: 1,
  homePlayerId: 'p1',
  awayPlayerId: 'x1',
  winnerPlayerId: homeWins ? 'p1' : 'x1',
  homeScore: homeWins ? 1 : 0,
  awayScore: homeWins ? 0 : 1,
  isComplete: true,
  state: 'locked',
  breakerSide: 'home',
  version: 1,
});

const framesWith = (matchId: string, homeWins: number, awayWins: number): Frame[] =>
  Array.from({ length: homeWins + awayWins }, (_, index) =>
    wonFrame(matchId, index, index < homeWins),
  );

const RESULT = match({
  id: 'm1',
  homeTeamId: 't1',
  awayTeamId: 't3',
  state: 'completed',
  scheduledDate: '2026-03-03T19:30:00Z',
  frames: framesWith('m1', 9, 7),
});
const NEXT = match({
  id: 'm2',
  homeTeamId: 't2',
  awayTeamId: 't1',
  venueId: 'v1',
  scheduledDate: '2026-03-10T19:30:00Z',
});
const LATER = match({
  id: 'm3',
  homeTeamId: 't1',
  awayTeamId: 't3',
  scheduledDate: '2026-03-17T19:30:00Z',
});

const STANDINGS = [
  standingRow({}),
  standingRow({
    position: 2,
    teamId: 't1',
    teamName: 'Rack Attack',
    framesWon: 9,
    framesLost: 7,
    frameDifference: 2,
    decidedBy: 'frameDifference',
  }),
  standingRow({ position: 3, teamId: 't3', teamName: 'Break Masters', won: 0, lost: 2 }),
];

const ROSTER = [
  teamPlayer('tp1', 'p1', { role: 'captain' }),
  teamPlayer('tp2', 'p2'),
  teamPlayer('tp3', 'p3', { isActive: false }),
];
const PLAYERS = [
  player('p1', 'Ann', 'Archer', { userId: 'u1' }),
  player('p2', 'Bob', 'Brown'),
  player('p3', 'Cy', 'Cole'),
];

const api = <R extends object = object>(overrides?: ApiRoutes<R>) => ({
  '/api/auth/me': signedIn('captain'),
  '/api/seasons/current': season(),
  '/api/teams': { items: TEAMS },
  '/api/venues': { items: [{ id: 'v1', name: 'The Red Lion', address: '1 High St', tables: 2 }] },
  '/api/matches': { items: [LATER, NEXT, RESULT] },
  '/api/standings': { seasonId: 's1', divisionId: 'd1', items: STANDINGS },
  '/api/team-players': { items: ROSTER },
  '/api/players': { items: PLAYERS },
  ...overrides,
});

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('TeamDashboardPage', () => {
  it("shows the captain's next match with its way into the score page", async () => {
    const view = renderApp({ path: '/team', api: api() });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack' });
    const next = section('Next match');
    await within(next).findByRole('heading', { name: /vs Cue Tips/ });
    within(next).getByText('Away');
    within(next).getByText('Pre-match', { selector: '.MuiChip-label' });
    await within(next).findByText('The Red Lion');
    expect(within(next).getByRole('link', { name: 'Pre-match' }).getAttribute('href')).toBe(
      '/team/match/m2/score',
    );
    expect(view.stub.calls()).toContain('GET /api/matches?teamId=t1');
  });

  it('keeps a postponed match in view, marked postponed, beside the next one', async () => {
    const moved = match({
      id: 'm4',
      homeTeamId: 't3',
      awayTeamId: 't1',
      state: 'postponed',
      scheduledDate: '2026-03-05T19:30:00Z',
    });
    renderApp({
      path: '/team',
      api: api({ '/api/matches': { items: [LATER, NEXT, RESULT, moved] } }),
    });
    const postponed = await screen.findByRole('region', { name: 'Postponed' });
    within(postponed).getByRole('heading', { name: /vs Break Masters/ });
    within(postponed).getByText('Postponed', { selector: '.MuiChip-label' });
    within(postponed).getByText('Waiting for a new date from the league admin.');
    // The next match to play is still the pre-match one.
    within(section('Next match')).getByRole('heading', { name: /vs Cue Tips/ });
  });

  it('offers "Score this match" and the live scoreboard while a match is in progress', async () => {
    const live = match({
      id: 'm9',
      homeTeamId: 't1',
      awayTeamId: 't2',
      state: 'in-progress',
      frames: framesWith('m9', 3, 2),
    });
    renderApp({ path: '/team', api: api({ '/api/matches': { items: [LATER, live, RESULT] } }) });
    const now = await screen.findByRole('region', { name: 'Playing now' });
    expect(within(now).getByRole('link', { name: 'Score this match' }).getAttribute('href')).toBe(
      '/team/match/m9/score',
    );
    expect(within(now).getByRole('link', { name: 'Live scoreboard' }).getAttribute('href')).toBe(
      '/live',
    );
    within(now).getByText('So far 3–2');
  });

  it('lists the last results from our side, the standing row, the roster and the calendar', async () => {
    renderApp({ path: '/team', api: api() });
    const results = await screen.findByRole('region', { name: 'Last results' });
    await within(results).findByText('Won 9–7');
    expect(within(results).getByRole('link', { name: 'Break Masters' }).getAttribute('href')).toBe(
      '/teams/t3',
    );

    const standing = section('Standing');
    await within(standing).findByText('2nd');
    within(standing).getByText('of 3');
    within(standing).getByText('+2');
    within(standing).getByRole('img', { name: 'Last 1, newest first: won' });

    const roster = section('Roster');
    const active = await within(roster).findByRole('list', { name: 'Active players' });
    expect(
      within(active)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann ArcherCaptain', 'Bob Brown']);
    expect(within(active).getByRole('link', { name: 'Bob Brown' }).getAttribute('href')).toMatch(
      /^\/players\/[^/]+$/,
    );
    within(roster).getByText('2 active players');
    expect(within(roster).getByRole('link', { name: 'Manage roster' }).getAttribute('href')).toBe(
      '/team/roster',
    );

    const calendar = section('Team calendar');
    expect(
      within(calendar).getByRole('link', { name: 'Subscribe (iCal)' }).getAttribute('href'),
    ).toBe(`webcal://${window.location.host}/api/calendar/t1.ics`);
    expect(
      within(calendar).getByRole<HTMLInputElement>('textbox', { name: 'Calendar link' }).value,
    ).toBe(`${window.location.origin}/api/calendar/t1.ics`);
  });

  it('gives a player no score link and no roster management', async () => {
    renderApp({
      path: '/team',
      api: api({ '/api/auth/me': signedIn('player', { memberOf: ['t1'] }) }),
    });
    const next = await screen.findByRole('region', { name: 'Next match' });
    await within(next).findByRole('heading', { name: /vs Cue Tips/ });
    expect(within(next).queryByRole('link', { name: 'Pre-match' })).toBeNull();
    await within(section('Roster')).findByRole('list', { name: 'Active players' });
    expect(screen.queryByRole('link', { name: 'Manage roster' })).toBeNull();
    expect(screen.queryByText("You're the captain", { exact: false })).toBeNull();
  });

  it('lets a player say whether they can play coming matches, and shows the captain who can', async () => {
    const SOON = match({
      id: 'm5',
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2030-03-10T19:30:00Z',
    });
    const answers = [
      {
        matchId: 'm5',
        playerId: 'p2',
        teamId: 't1',
        available: false,
        updatedAt: '2030-03-01T10:00:00.000Z',
      },
    ];
    const sent: unknown[] = [];
    renderApp({
      path: '/team',
      api: api({
        '/api/matches': { items: [SOON, RESULT] },
        '/api/teams/t1/availability': () => ({ items: answers }),
        'PUT /api/matches/m5/availability': (request) => {
          const body = availabilityBodySchema.parse(request.body);
          sent.push(body);
          const answer = {
            ...body,
            matchId: 'm5',
            teamId: 't1',
            updatedAt: '2030-03-01T10:00:00.000Z',
          };
          answers.push(answer);
          return answer;
        },
      }),
    });
    const ask = await screen.findByRole('region', { name: 'Can you play?' });
    // The captain (Ann, player p1) answers for herself ...
    const group = await within(ask).findByRole('group', { name: /Can you play vs Cue Tips/ });
    // The line reads as one sentence; each name in it links to the player's page.
    const answersLine = (text: string) =>
      within(ask).findByText(
        (_, element) => element?.tagName === 'P' && element.textContent === text,
      );
    await answersLine("0 can play · 1 can't · 1 hasn't said (can't: Bob Brown)");
    expect(within(ask).getByRole('link', { name: 'Bob Brown' }).getAttribute('href')).toMatch(
      /^\/players\//,
    );
    fireEvent.click(within(group).getByRole('button', { name: 'I can play' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ playerId: 'p1', available: true }]);
    expect(
      within(group).getByRole('button', { name: 'I can play' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // ... and sees the team's answers add up.
    await answersLine("1 can play · 1 can't · 0 haven't said (can't: Bob Brown)");
  });

  it('asks nothing when no coming match is left to answer for', async () => {
    renderApp({
      path: '/team',
      api: api({
        '/api/auth/me': signedIn('player', {
          memberOf: ['t1'],
          user: { id: 'u2', email: 'bob@example.com' },
        }),
        '/api/players': { items: PLAYERS.map((p) => (p.id === 'p2' ? { ...p, userId: 'u2' } : p)) },
        '/api/teams/t1/availability': { items: [] },
      }),
    });
    const ask = await screen.findByRole('region', { name: 'Can you play?' });
    await within(ask).findByText('No coming matches to answer for');
  });

  it('has a designed empty state in every section', async () => {
    renderApp({
      path: '/team',
      api: api({
        '/api/matches': { items: [] },
        '/api/standings': { seasonId: 's1', divisionId: 'd1', items: [] },
        '/api/team-players': { items: [] },
      }),
    });
    await screen.findByText('No match scheduled');
    screen.getByText('No results yet');
    await screen.findByText('Not in the table yet');
    await screen.findByText('No active players');
    screen.getByText('Add your players on the roster page.');
  });

  it('says what failed and offers a retry', async () => {
    renderApp({
      path: '/team',
      api: api({
        // Only the team's list fails (the live banner's own read, by state, logs its failures).
        '/api/matches': ({ url }: { url: URL }) =>
          !url.searchParams.get('state')
            ? apiError(500, 'internal', 'The database is asleep.')
            : { items: [] },
      }),
    });
    const next = await screen.findByRole('region', { name: 'Next match' });
    await within(next).findByText('The database is asleep.');
    within(next).getByRole('button', { name: 'Retry' });
  });
});
