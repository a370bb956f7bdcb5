// The player page (/players/:playerId): the season's figures, the rating chart's summary, every
// frame with its links, head-to-head against a picked opponent, the career, and its states.
import type { RatingHistoryItem } from '@cueleague/domain/player-rating';
import type { PlayerCareerAnswer } from '@cueleague/domain/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlayerStatsItem } from '../../../entities/players/api/players-api.ts';
import { apiError } from '../../../test/api-stub.ts';
import { sixTeamCup } from '../../../test/competition-fixtures.ts';
import { WINTER_CUP } from '../../../test/cup-tie-fixtures.ts';
import { player, season } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { pickOption } from '../../../test/select.ts';
import { expectTapTarget } from '../../../test/tap-target.ts';

// jsdom has no canvas: uPlot itself is replaced at the chart's edge (the chart's own summary and
// empty state are what these tests read). rating-chart.test.tsx checks what it is handed.
vi.mock('uplot', () => ({
  default: class {
    setSize() {}
    destroy() {}
  },
}));

const frame = (
  n: number,
  opponentId: string,
  opponentName: string,
  won: boolean,
  before: number,
  after: number,
  matchId = 'm1',
): RatingHistoryItem => ({
  matchId,
  frameId: `${matchId}-R${n}-F1`,
  playerId: 'p1',
  opponentId,
  opponentName,
  won,
  before,
  after,
  change: Math.round((after - before) * 10) / 10,
  scheduledDate: matchId === 'm0' ? '2025-10-07T18:30:00.000Z' : '2026-03-10T19:30:00.000Z',
});

const SEASON_FRAMES = [
  frame(1, 'p2', 'Bob Young', true, 1500, 1512),
  frame(2, 'p3', 'Cat Xu', false, 1512, 1499.6),
];
// Career-long: an older season's frame against Bob, lost, before this season's two.
const ALL_FRAMES = [frame(1, 'p2', 'Bob Young', false, 1500, 1488, 'm0'), ...SEASON_FRAMES];

const stat: PlayerStatsItem = {
  playerId: 'p1',
  firstName: 'Ann',
  lastName: 'Zed',
  matchesPlayed: 1,
  framesPlayed: 2,
  framesWon: 1,
  framesLost: 1,
  winPercent: 50,
  rating: 1499.6,
  teamId: 't1',
  teamName: 'Rack Attack',
};

const CAREER: PlayerCareerAnswer = {
  playerId: 'p1',
  items: [
    {
      seasonId: 's0',
      seasonName: 'Autumn 2025',
      teamId: 't0',
      teamName: 'Old Cues',
      divisionId: 'd0',
      divisionName: 'Premier',
      framesPlayed: 1,
      framesWon: 0,
      winPercent: 0,
      rating: 1488,
    },
    {
      seasonId: 's1',
      seasonName: 'Spring 2026',
      teamId: 't1',
      teamName: 'Rack Attack',
      divisionId: 'd1',
      divisionName: null,
      framesPlayed: 2,
      framesWon: 1,
      winPercent: 50,
      rating: 1499.6,
    },
  ],
};

const api = {
  '/api/seasons': {
    items: [season(), season({ id: 's0', name: 'Autumn 2025', isCurrent: false })],
  },
  '/api/players/p1': player('p1', 'Ann', 'Zed'),
  '/api/stats/players': ({ url }: { url: URL }) => ({
    seasonId: url.searchParams.get('seasonId') ?? 's1',
    items: url.searchParams.get('seasonId') === 's1' ? [stat] : [],
  }),
  '/api/stats/players/p1/ratings': ({ url }: { url: URL }) => {
    const seasonId = url.searchParams.get('seasonId') ?? 's1';
    const items = seasonId === 'all' ? ALL_FRAMES : seasonId === 's1' ? SEASON_FRAMES : [];
    return { seasonId, playerId: 'p1', rating: items.at(-1)?.after ?? null, items };
  },
  '/api/players/p1/career': CAREER,
};

describe('PlayerPage', () => {
  it("shows the player's team and figures this season, and the rating chart's summary", async () => {
    renderApp({ path: '/players/p1', api });
    await screen.findByRole('heading', { level: 1, name: 'Ann Zed' });
    const plays = await screen.findByText(/^Plays for/);
    expect(plays.textContent).toBe('Plays for Rack Attack in Spring 2026.');
    const team = within(plays).getByRole('link', { name: 'Rack Attack' });
    expect(team.getAttribute('href')).toBe('/teams/t1');
    const list = screen.getByLabelText('Ann Zed in Spring 2026');
    expect(list.textContent).toContain('Frames played2');
    expect(list.textContent).toContain('Frames won1');
    expect(list.textContent).toContain('Win %50%');
    expect(list.textContent).toContain('Rating now1,499.6');
    await screen.findByRole('figure', { name: 'Rating 1,499.6 now, from 1,500 over 2 frames' });
    // Their own calendar: their team's fixtures and their knockout ties, as a subscription.
    const subscribe = screen.getByRole('link', { name: 'Subscribe (iCal)' });
    expect(subscribe.getAttribute('href')).toMatch(
      /^webcal:\/\/[^/]+\/api\/calendar\/players\/p1\.ics$/,
    );
  });

  it('holds the figures, the rating, the frames and head to head in their places while they load', async () => {
    const never = () => new Promise<never>(() => {});
    renderApp({ path: '/players/p1', api: { ...api, '/api/seasons': never } });
    await screen.findByRole('heading', { level: 1, name: 'Ann Zed' });
    screen.getByRole('status', { name: 'Loading the season' });
    within(screen.getByRole('region', { name: 'Rating' })).getByRole('status', {
      name: 'Loading the rating',
    });
    within(screen.getByRole('region', { name: 'Frames' })).getByRole('status', {
      name: 'Loading the frames',
    });
    screen.getByRole('region', { name: 'Head to head' });
    screen.getByRole('region', { name: 'Career' });
    const order = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(order).toEqual(['Rating', 'Frames', 'Head to head', 'Career', 'Calendar']);
  });

  it("lists the season's frames newest first, with the opponent's and the match's links", async () => {
    renderApp({ path: '/players/p1', api });
    const list = await screen.findByRole('list', {
      name: "Ann Zed's frames in Spring 2026, newest first",
    });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Lost to Cat Xu') as unknown,
      expect.stringContaining('Won against Bob Young') as unknown,
    ]);
    expect(rows[0]?.textContent).toContain('\u221212.4');
    expect(rows[1]?.textContent).toContain('+12.0');
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Cat Xu' }).getAttribute('href')).toBe('/players/p3');
    expect(first.getByRole('link', { name: /^Match of / }).getAttribute('href')).toBe(
      '/matches/m1',
    );
  });

  it('lists the runs of a player entered in a singles knockout, linking to its bracket', async () => {
    const knockout = sixTeamCup({ name: 'Singles', kind: 'singles-knockout' });
    renderApp({
      path: '/players/p1',
      api: {
        ...api,
        '/api/competitions': {
          items: [{ ...WINTER_CUP, name: 'Singles', kind: 'singles-knockout' }],
        },
        // Ann Zed (p1) is the entry drawn on line 1: a bye, then the final to come.
        '/api/competitions/c1': {
          ...knockout,
          entries: knockout.entries.map((entry) => ({
            ...entry,
            playerIds: [entry.teamId === 't1' ? 'p1' : `p-${entry.teamId}`],
          })),
        },
      },
    });
    const runs = await screen.findByRole('list', { name: 'Ann Zed: cup runs' });
    const [run] = within(runs).getAllByRole('listitem');
    expect(run!.textContent).toBe('Singles: Still in: next Final, opponent to be decided');
    expect(within(run!).getByRole('link', { name: 'Singles' }).getAttribute('href')).toBe(
      '/competitions/c1',
    );
  });

  it('shows the frames between the player and a picked opponent, across seasons, and who won', async () => {
    renderApp({ path: '/players/p1', api });
    await screen.findByRole('heading', { level: 1, name: 'Ann Zed' });
    const opponent = await screen.findByRole('combobox', { name: 'Opponent' });
    fireEvent.mouseDown(opponent);
    fireEvent.click(await screen.findByRole('option', { name: 'Bob Young' }));
    const region = await screen.findByRole('region', { name: 'Ann Zed against Bob Young' });
    expect(within(region).getByRole('status').textContent).toBe(
      'Ann Zed 1–1 Bob Young, in 2 frames',
    );
    const frames = within(region).getAllByRole('listitem');
    expect(frames).toHaveLength(2);
    // Newest first: this season's win, then last season's loss, each with its match.
    expect(frames[0]?.textContent).toContain('Won against Bob Young');
    expect(frames[1]?.textContent).toContain('Lost to Bob Young');
    expect(
      within(frames[1] as HTMLElement)
        .getByRole('link', { name: /^Match of / })
        .getAttribute('href'),
    ).toBe('/matches/m0');
  });

  it('lists the career, a line per season, oldest first', async () => {
    renderApp({ path: '/players/p1', api });
    const table = await screen.findByRole('table', {
      name: "Ann Zed's career, oldest season first",
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Old Cues', 'Premier', '1', '0', '0%', '1,488'],
      ['Rack Attack', '–', '2', '1', '50%', '1,499.6'],
    ]);
    const autumn = within(table).getByRole('link', { name: 'Autumn 2025' });
    expect(autumn.getAttribute('href')).toBe('/players/p1?season=s0');
  });

  it("makes the career's season and team links, one above the other on a phone, tap targets", async () => {
    renderApp({ path: '/players/p1', api });
    const table = await screen.findByRole('table', {
      name: "Ann Zed's career, oldest season first",
    });
    const season = within(table).getByRole('row', { name: /Autumn 2025/ });
    const [seasonLink, teamLink] = within(season).getByRole('rowheader').querySelectorAll('a');
    expect(seasonLink?.textContent).toBe('Autumn 2025');
    expect(teamLink?.textContent).toBe('Old Cues');
    expectTapTarget(seasonLink!);
    expectTapTarget(teamLink!);
  });

  it('shows another season by the season picker, and a designed empty chart when it has no rated frames', async () => {
    const view = renderApp({ path: '/players/p1', api });
    await screen.findByRole('figure', { name: /Rating 1,499.6 now/ });
    await pickOption('Season', 'Autumn 2025');
    await screen.findByText('No rated frames yet');
    expect(view.location()).toBe('/players/p1?season=s0');
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.getByText('Ann Zed has no team in Autumn 2025.')).toBeTruthy();
    // A past season's rating is its last, not "now".
    expect(screen.getByLabelText('Ann Zed in Autumn 2025').textContent).toContain('Final rating–');
    expect(view.stub.calls()).toContain('GET /api/stats/players/p1/ratings?seasonId=s0');
  });

  it('says when there is no such player', async () => {
    renderApp({
      path: '/players/nobody',
      api: { ...api, '/api/players/nobody': apiError(404, 'not_found', 'No such player.') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Player not found' });
    expect(screen.getByRole('link', { name: 'All players' }).getAttribute('href')).toBe('/players');
  });

  it('says a link whose id could not be one (refused as invalid) names no player, with no retry', async () => {
    const id = 'x'.repeat(300);
    renderApp({
      path: `/players/${id}`,
      api: { ...api, [`/api/players/${id}`]: apiError(422, 'validation_failed', 'Invalid id.') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Player not found' });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows an error with a retry when the player does not load', async () => {
    let fail = true;
    renderApp({
      path: '/players/p1',
      api: {
        ...api,
        '/api/players/p1': () =>
          fail
            ? apiError(500, 'internal', 'The server had a problem.')
            : player('p1', 'Ann', 'Zed'),
      },
    });
    await screen.findByText('The server had a problem.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ann Zed'),
    );
  });
});
