import type { Match } from '@cueleague/domain/entities';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerStatsItem } from '../../../entities/players/api/players-api.ts';
import { apiError } from '../../../test/api-stub.ts';
import { sixTeamCup } from '../../../test/competition-fixtures.ts';
import { cupTie, WINTER_CUP, WINTER_CUPS } from '../../../test/cup-tie-fixtures.ts';
import { createFakeLiveClient } from '../../../test/fake-live-client.ts';
import {
  dividedSeason,
  leagueTeam,
  leagueTeams,
  match,
  pointsAdjustment,
  standingRow,
  teamPlayer,
} from '../../../test/fixtures.ts';
import { formatDay } from '../../../lib/format.ts';
import { renderApp } from '../../../test/render-app.tsx';

const RACK = leagueTeam('t1', { divisionId: 'd1', homeVenueId: 'v1' });
const TEAMS = leagueTeams({ t1: RACK });

const statsRow = (
  playerId: string,
  firstName: string,
  lastName: string,
  figures: Partial<PlayerStatsItem> = {},
): PlayerStatsItem => ({
  playerId,
  firstName,
  lastName,
  matchesPlayed: 0,
  framesPlayed: 0,
  framesWon: 0,
  framesLost: 0,
  winPercent: 0,
  teamId: 't1',
  teamName: 'Rack Attack',
  rating: null,
  ...figures,
});

const STATS = [
  statsRow('p1', 'Ann', 'Archer', {
    matchesPlayed: 2,
    framesPlayed: 8,
    framesWon: 6,
    framesLost: 2,
    winPercent: 75,
    rating: 1532.4,
  }),
  statsRow('p2', 'Bob', 'Baker', {
    matchesPlayed: 2,
    framesPlayed: 8,
    framesWon: 2,
    framesLost: 6,
    winPercent: 25,
    rating: 1480,
  }),
  statsRow('p3', 'Cat', 'Cole'),
  statsRow('p4', 'Dan', 'Dale', { teamId: 't2', teamName: 'Cue Tips' }),
  statsRow('p5', 'Eve', 'Evans', {
    matchesPlayed: 1,
    framesPlayed: 4,
    framesWon: 1,
    framesLost: 3,
    winPercent: 25,
    rating: 1490.5,
    teamId: 't3',
    teamName: 'Break Masters',
  }),
];

const ROSTER = [
  teamPlayer('tp2', 'p2'),
  teamPlayer('tp1', 'p1', { role: 'captain' }),
  teamPlayer('tp3', 'p3'),
  // Left before playing a frame: not part of the squad any more.
  teamPlayer('tp4', 'p4', { isActive: false }),
  // Played for the team, then moved on: still part of its season, marked.
  teamPlayer('tp5', 'p5', { isActive: false }),
];

const RESULT = match({
  id: 'm1',
  homeTeamId: 't1',
  awayTeamId: 't2',
  state: 'completed',
  scheduledDate: '2026-03-03T19:30:00.000Z',
  homeScore: 10,
  awayScore: 6,
});
const AWAY_LOSS = match({
  id: 'm2',
  homeTeamId: 't3',
  awayTeamId: 't1',
  state: 'completed',
  scheduledDate: '2026-03-10T19:30:00.000Z',
  homeScore: 9,
  awayScore: 7,
});
const NEXT = match({
  id: 'm3',
  homeTeamId: 't1',
  awayTeamId: 't3',
  venueId: 'v1',
  scheduledDate: '2026-04-07T18:30:00.000Z',
});
const PLAYING = match({
  id: 'm4',
  homeTeamId: 't2',
  awayTeamId: 't1',
  state: 'in-progress',
  scheduledDate: '2026-03-17T19:30:00.000Z',
  homeScore: 3,
  awayScore: 2,
});

const api = (matches: readonly Match[] = [RESULT, AWAY_LOSS, NEXT]) => ({
  '/api/teams/t1': RACK,
  '/api/teams': { items: TEAMS },
  '/api/seasons': { items: [dividedSeason()] },
  '/api/venues': { items: [{ id: 'v1', name: 'The Crown', address: null, tables: 2 }] },
  '/api/standings': {
    seasonId: 's1',
    divisionId: 'd1',
    items: [
      standingRow({ position: 1, teamId: 't2', teamName: 'Cue Tips', points: 8 }),
      standingRow({
        position: 2,
        teamId: 't1',
        teamName: 'Rack Attack',
        points: 6,
        played: 4,
        form: ['L', 'W', 'D'],
      }),
      standingRow({ position: 3, teamId: 't3', teamName: 'Break Masters', points: 2 }),
    ],
  },
  '/api/team-players': { items: ROSTER },
  '/api/stats/players': { seasonId: 's1', divisionId: 'd1', items: STATS },
  '/api/matches': ({ url }: { url: URL }) => ({
    items:
      url.searchParams.get('state') === 'in-progress'
        ? matches.filter((candidate) => candidate.state === 'in-progress')
        : url.searchParams.get('teamId') === 't1'
          ? matches
          : [],
  }),
});

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('TeamPage', () => {
  it("heads the page with the team's name, season, division, venue, place, points and form", async () => {
    renderApp({ path: '/teams/t1', api: api() });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack' });
    await screen.findByText('Spring 2026 · Premier · Home: The Crown');
    const standing = screen.getByRole('region', { name: 'Standing' });
    await within(standing).findByText('2nd');
    within(standing).getByText('of 3');
    expect(within(standing).getByText('Points').nextElementSibling?.textContent).toBe('6');
    within(standing).getByRole('img', { name: 'Last 3, newest first: lost, won, drawn' });
    expect(within(standing).getByRole('link', { name: 'Full table' }).getAttribute('href')).toBe(
      '/standings?season=s1&division=d1',
    );
    expect(screen.getByRole('link', { name: 'Subscribe (iCal)' }).getAttribute('href')).toBe(
      'webcal://localhost:3000/api/calendar/t1.ics',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Calendar link' }).value).toBe(
      'http://localhost:3000/api/calendar/t1.ics',
    );
  });

  it('holds every section in its place, with its heading, while its data loads', async () => {
    const never = () => new Promise<never>(() => {});
    renderApp({
      path: '/teams/t1',
      api: {
        ...api(),
        '/api/seasons': never,
        '/api/standings': never,
        '/api/team-players': never,
        '/api/matches': never,
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack' });
    within(screen.getByRole('region', { name: 'Standing' })).getByRole('status', {
      name: 'Loading the table',
    });
    within(screen.getByRole('region', { name: 'Squad' })).getByRole('status', {
      name: 'Loading the squad',
    });
    for (const name of ['Fixtures', 'Results'])
      within(screen.getByRole('region', { name })).getByRole('status', { name: 'Loading matches' });
    // The description waits for the season's name rather than showing part of it.
    expect(screen.queryByText(/Home: The Crown/)).toBeNull();
  });

  it('lists the squad with their figures and links, captain first, players yet to play included', async () => {
    renderApp({ path: '/teams/t1', api: api() });
    const table = await screen.findByRole('table', { name: 'Rack Attack: squad' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ann ArcherCaptain',
      'Bob Baker',
      'Cat Cole',
      'Eve EvansFormer',
    ]);
    expect(cellTexts(rows[0]!)).toEqual(['8', '75%', '1532.4']);
    expect(cellTexts(rows[2]!)).toEqual(['0', '–', '–']);
    expect(within(rows[1]!).getByRole('link', { name: 'Bob Baker' }).getAttribute('href')).toBe(
      '/players/p2',
    );
    // Dan left the team before playing a frame for it.
    expect(within(table).queryByText('Dan Dale')).toBeNull();
  });

  it("opens a past season's squad at that season's player pages", async () => {
    renderApp({
      path: '/teams/t1',
      api: { ...api(), '/api/seasons': { items: [dividedSeason({ isCurrent: false })] } },
    });
    const table = await screen.findByRole('table', { name: 'Rack Attack: squad' });
    expect(within(table).getByRole('link', { name: 'Bob Baker' }).getAttribute('href')).toBe(
      '/players/p2?season=s1',
    );
  });

  it('lists the fixtures and results from the team’s side, each with its opponent and match linked', async () => {
    renderApp({ path: '/teams/t1', api: api() });
    const results = await screen.findByRole('list', { name: 'Rack Attack: results' });
    const [lost, won] = within(results).getAllByRole('listitem');
    // Newest first: the away defeat at Break Masters, then the home win over Cue Tips.
    within(lost!).getByText('Away');
    within(lost!).getByText('Lost 7–9');
    expect(within(lost!).getByRole('link', { name: 'Break Masters' }).getAttribute('href')).toBe(
      '/teams/t3',
    );
    within(won!).getByText('Home');
    within(won!).getByText('Won 10–6');
    expect(within(won!).getByRole('link', { name: 'Cue Tips' }).getAttribute('href')).toBe(
      '/teams/t2',
    );
    expect(
      within(won!)
        .getByRole('link', { name: /^Frames \(home v Cue Tips, / })
        .getAttribute('href'),
    ).toBe('/matches/m1');
    const fixtures = screen.getByRole('list', { name: 'Rack Attack: fixtures' });
    const [next] = within(fixtures).getAllByRole('listitem');
    within(next!).getByText('Pre-match');
    within(next!).getByText(/The Crown/);
    expect(
      within(next!)
        .getByRole('link', { name: /^Match details \(home v Break Masters, / })
        .getAttribute('href'),
    ).toBe('/matches/m3');
  });

  it('updates a match being played as its frames come in, with no refresh', async () => {
    const live = createFakeLiveClient('open');
    const view = renderApp({ path: '/teams/t1', live, api: api([RESULT, PLAYING, NEXT]) });
    const fixtures = await screen.findByRole('list', { name: 'Rack Attack: fixtures' });
    const playing = within(fixtures).getAllByRole('listitem')[0]!;
    within(playing).getByText('In progress');
    // Away at Cue Tips: our frames first.
    within(playing).getByText('So far 2–3');
    expect(live.topics()).toContain('live');
    screen.getByText('Updating live');
    const asked = view.stub.calls().length;
    act(() =>
      live.emit({
        type: 'event',
        topic: 'live',
        event: 'match.updated',
        version: 2,
        data: { ...PLAYING, awayScore: 3, version: 2 },
      }),
    );
    await within(playing).findByText('So far 3–3');
    expect(
      view.stub
        .calls()
        .slice(asked)
        .filter((call) => call.startsWith('GET /api/matches')),
    ).toEqual([]);
    // The match is confirmed: it moves to the results.
    act(() =>
      live.emit({
        type: 'event',
        topic: 'live',
        event: 'match.updated',
        version: 3,
        data: { ...PLAYING, state: 'completed', homeScore: 7, awayScore: 9, version: 3 },
      }),
    );
    const results = screen.getByRole('list', { name: 'Rack Attack: results' });
    await within(results).findByText('Won 9–7');
  });

  it('says an unknown team is not found, with a way back to the standings', async () => {
    const view = renderApp({
      path: '/teams/nope',
      api: { '/api/teams/nope': apiError(404, 'not_found', 'Team not found') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Team not found' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to the standings' }));
    await waitFor(() => expect(view.location()).toBe('/standings'));
  });

  it('shows the error with a retry when the team does not load', async () => {
    let fail = true;
    renderApp({
      path: '/teams/t1',
      api: {
        ...api(),
        '/api/teams/t1': () =>
          fail ? apiError(500, 'internal', 'Something went wrong on our side.') : RACK,
      },
    });
    await screen.findByText("The team didn't load");
    screen.getByText('Something went wrong on our side.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack' });
  });

  it("marks a cup tie among the fixtures with its cup and round, linking to the cup's bracket", async () => {
    const semi = cupTie({
      id: 'm5',
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2026-04-14T18:30:00.000Z',
    });
    renderApp({
      path: '/teams/t1',
      api: { ...api([RESULT, NEXT, semi]), '/api/competitions': WINTER_CUPS },
    });
    const fixtures = await screen.findByRole('list', { name: 'Rack Attack: fixtures' });
    const tie = await within(fixtures).findByRole('listitem', {
      name: /^Home v Cue Tips, .*, Winter Cup Semi-finals$/,
    });
    expect(
      within(tie).getByRole('link', { name: 'Winter Cup · Semi-finals' }).getAttribute('href'),
    ).toBe('/competitions/c1');
    within(tie).getByRole('link', {
      name: /^Match details \(home v Cue Tips, .*, Winter Cup Semi-finals\)$/,
    });
    // A league match reads as it always did.
    const league = within(fixtures).getByRole('listitem', { name: /^Home v Break Masters, / });
    expect(within(league).queryByRole('link', { name: /Winter Cup/ })).toBeNull();
  });

  it("lists the team's cup runs, each linking to its cup", async () => {
    renderApp({
      path: '/teams/t1',
      api: {
        ...api(),
        '/api/competitions': WINTER_CUPS,
        '/api/competitions/c1': sixTeamCup({ name: 'Winter Cup' }),
      },
    });
    const runs = await screen.findByRole('list', { name: 'Rack Attack: cup runs' });
    const [run] = within(runs).getAllByRole('listitem');
    expect(run!.textContent).toBe('Winter Cup: Still in: next Final, opponent to be decided');
    expect(within(run!).getByRole('link', { name: 'Winter Cup' }).getAttribute('href')).toBe(
      '/competitions/c1',
    );
  });

  it("says when a cup's bracket will not load, and loads it on Retry", async () => {
    let fail = true;
    renderApp({
      path: '/teams/t1',
      api: {
        ...api(),
        '/api/competitions': WINTER_CUPS,
        '/api/competitions/c1': () =>
          fail
            ? apiError(500, 'internal', 'Something went wrong on our side.')
            : sixTeamCup({ name: 'Winter Cup' }),
      },
    });
    const cups = await screen.findByRole('region', { name: 'Cups' });
    await within(cups).findByText('Something went wrong on our side.');
    fail = false;
    fireEvent.click(within(cups).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Rack Attack: cup runs' });
  });

  it('reads no cup and shows no cups when the season has none, or the team entered none', async () => {
    const view = renderApp({ path: '/teams/t1', api: api() });
    await screen.findByRole('list', { name: 'Rack Attack: results' });
    expect(view.stub.calls().filter((call) => call.startsWith('GET /api/competitions/'))).toEqual(
      [],
    );
    expect(screen.queryByRole('region', { name: 'Cups' })).toBeNull();
    view.unmount();

    const other = renderApp({
      path: '/teams/t1',
      api: {
        ...api(),
        '/api/competitions': { items: [{ ...WINTER_CUP, id: 'c2' }] },
        '/api/competitions/c2': sixTeamCup({
          id: 'c2',
          entries: [{ teamId: 't9', name: 'Others', seed: 1, enteredAt: null, reserve: false }],
          ties: [],
        }),
      },
    });
    await screen.findByRole('list', { name: 'Rack Attack: results' });
    await waitFor(() => expect(other.stub.calls()).toContain('GET /api/competitions/c2'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Cups' })).toBeNull();
  });

  it('says so when the team has no players and no matches yet', async () => {
    renderApp({
      path: '/teams/t1',
      api: { ...api([]), '/api/team-players': { items: [] } },
    });
    await screen.findByText('No players yet');
    await screen.findByText('No fixtures to play');
    screen.getByText('No results yet');
  });

  it('lists its points adjustments with their reasons, days and matches', async () => {
    const view = renderApp({
      path: '/teams/t1',
      api: {
        ...api(),
        '/api/adjustments': {
          items: [
            pointsAdjustment({ teamId: 't1', points: -3, reason: 'Late result', matchId: 'm1' }),
            pointsAdjustment({ id: 'a2', teamId: 't1', points: 1, reason: 'Walkover received' }),
          ],
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Points adjustments' });
    const list = within(section).getByRole('list', { name: 'Rack Attack: points adjustments' });
    const [late, award] = within(list).getAllByRole('listitem');
    within(late!).getByText('\u22123');
    within(late!).getByText('Late result');
    const recorded = formatDay('2026-03-12T10:00:00.000Z', 'Europe/London');
    await within(late!).findByText(
      `${recorded} · v Cue Tips, ${formatDay('2026-03-03T19:30:00.000Z', 'Europe/London')}`,
    );
    within(award!).getByText('+1');
    within(award!).getByText(recorded);
    expect(view.stub.calls()).toContain('GET /api/adjustments?teamId=t1');
  });

  it('shows no adjustments section for a team with none', async () => {
    renderApp({ path: '/teams/t1', api: api() });
    await screen.findByRole('region', { name: 'Squad' });
    await screen.findByText('2nd');
    expect(screen.queryByRole('region', { name: 'Points adjustments' })).toBeNull();
  });
});
