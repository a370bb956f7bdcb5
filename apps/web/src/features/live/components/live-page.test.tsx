import { competitionSummarySchema } from '@cueleague/domain/competitions/records';
import { withRacks } from '@cueleague/domain/frame-result';
import { generateFrames } from '@cueleague/domain/generate-frames';
import { singlesFormat } from '@cueleague/domain/match-format';
import { createSinglesTie } from '@cueleague/domain/new-match';
import type { Match } from '@cueleague/domain/entities';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeLiveClient } from '../../../test/fake-live-client.ts';
import { leagueTeams, match } from '../../../test/fixtures.ts';
import { WINTER_CUPS } from '../../../test/cup-tie-fixtures.ts';
import { doublesCup, pairSide } from '../../../test/doubles-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** A match in progress with the first `homeWins + awayWins` frames won in that order. */
const liveMatch = (homeWins: number, awayWins: number): Match => {
  const frames = generateFrames({ matchId: 'm1', seasonId: 's1' }).map((frame, index) => {
    const players = {
      homePlayerId: `h${frame.frameNumber}`,
      awayPlayerId: `a${frame.frameNumber}`,
    };
    if (index < homeWins)
      return {
        ...frame,
        ...players,
        isComplete: true,
        state: 'resulted' as const,
        homeScore: 1,
        winnerPlayerId: players.homePlayerId,
      };
    if (index < homeWins + awayWins)
      return {
        ...frame,
        ...players,
        isComplete: true,
        state: 'resulted' as const,
        awayScore: 1,
        winnerPlayerId: players.awayPlayerId,
      };
    return frame;
  });
  return match({
    id: 'm1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    state: 'in-progress',
    frames,
    homeScore: homeWins,
    awayScore: awayWins,
  });
};

const baseApi = {
  '/api/teams': { items: leagueTeams({ count: 2 }) },
  '/api/players': ({ url }: { url: URL }) => ({
    items: (url.searchParams.get('ids') ?? '')
      .split(',')
      .map((id) => ({ id, firstName: id.toUpperCase(), lastName: 'Player' })),
  }),
};

describe('LivePage', () => {
  it('shows each match in progress as a scoreboard with its frames by round', async () => {
    renderApp({ path: '/live', api: { ...baseApi, '/api/matches': { items: [liveMatch(3, 2)] } } });
    const board = await screen.findByRole('article', { name: 'Rack Attack 3, Cue Tips 2' });
    within(board).getByText('Round 2 of 4 · 5/16 frames');
    within(board).getByRole('region', { name: 'Round 1: 3–1' });
    within(board).getByRole('region', { name: 'Round 2: 0–1' });
    await within(board).findByText('Frame 1: H. Player v A. Player, won by H. Player');
    expect(within(board).getByRole('link', { name: 'Cue Tips' }).getAttribute('href')).toBe(
      '/teams/t2',
    );
    expect(
      within(board)
        .getByRole('link', { name: 'Full scorecard: Rack Attack v Cue Tips' })
        .getAttribute('href'),
    ).toBe('/matches/m1');
    // Each name links to the player's page; a frame still to be played names nobody yet.
    const [first] = within(
      within(board).getByRole('region', { name: 'Round 1: 3–1' }),
    ).getAllByRole('link', { name: 'H. Player' });
    expect(first?.getAttribute('href')).toBe('/players/h1');
    expect(
      within(board)
        .queryAllByRole('link')
        .filter((link) => link.textContent === 'TBC'),
    ).toEqual([]);
  });

  it('never names a known team wrongly while the names load', async () => {
    let answerTeams = (): void => undefined;
    const teamsLoaded = new Promise<void>((resolve) => (answerTeams = resolve));
    renderApp({
      path: '/live',
      api: {
        ...baseApi,
        '/api/teams': async () => {
          await teamsLoaded;
          return { items: leagueTeams({ count: 2 }) };
        },
        '/api/matches': { items: [liveMatch(1, 0)] },
      },
    });
    await screen.findByRole('article', { name: '… 1, … 0' });
    expect(screen.queryByText(/Unknown Team/)).toBeNull();
    answerTeams();
    await screen.findByRole('article', { name: 'Rack Attack 1, Cue Tips 0' });
  });

  it("names a cup tie's cup and round on its board, linking to the cup's bracket", async () => {
    const tie = { ...liveMatch(3, 2), competitionId: 'c1', tieId: 'W2-2' };
    renderApp({
      path: '/live',
      api: { ...baseApi, '/api/matches': { items: [tie] }, '/api/competitions': WINTER_CUPS },
    });
    const board = await screen.findByRole('article', {
      name: 'Rack Attack 3, Cue Tips 2, Winter Cup Semi-finals',
    });
    expect(
      within(board).getByRole('link', { name: 'Winter Cup · Semi-finals' }).getAttribute('href'),
    ).toBe('/competitions/c1');
    within(board).getByRole('link', {
      name: 'Full scorecard: Rack Attack v Cue Tips, Winter Cup Semi-finals',
    });
  });

  it("names a doubles tie's pairs by their sides, in its frame too, and reads no side as a player", async () => {
    // The doubles cup's live semi-final: Joe Bloggs & Amy Cole (d2) lead Ann Adams & Ben Ford
    // (d3) 2-1 in a race to 3, each pair named in the frame by its side (decision 0049).
    const cup = doublesCup();
    const [home, away] = [pairSide(2), pairSide(3)];
    const tie = createSinglesTie(
      {
        id: 'm2',
        seasonId: 's1',
        homeTeamId: home.teamId,
        awayTeamId: away.teamId,
        scheduledDate: '2026-03-10T19:30:00.000Z',
        format: singlesFormat(3),
      },
      { home: home.teamId, away: away.teamId },
    );
    const live: Match = {
      ...tie,
      competitionId: cup.id,
      tieId: 'W1-2',
      state: 'in-progress',
      frames: tie.frames.map((frame) => withRacks(frame, { home: 2, away: 1 }, 3)),
    };
    const view = renderApp({
      path: '/live',
      api: {
        ...baseApi,
        '/api/matches': { items: [live] },
        '/api/competitions': { items: [competitionSummarySchema.parse(cup)] },
        '/api/competitions/c1': cup,
      },
    });
    // The board's score is the race's racks, 2-1, not its one pairing (none won yet).
    const board = await screen.findByRole('article', {
      name: /^Joe Bloggs & Amy Cole 2, Ann Adams & Ben Ford 1/,
    });
    within(board).getByText('Race to 3');
    await within(board).findByText(
      'Frame 1: Joe Bloggs & Amy Cole v Ann Adams & Ben Ford, not played yet',
    );
    expect(board.textContent).not.toContain('…');
    // Each pair's name links to its two players; in the frame, where a side stands for a player,
    // the names are not links.
    expect(
      within(board)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/players/'))
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Joe Bloggs', '/players/p21'],
      ['Amy Cole', '/players/p22'],
      ['Ann Adams', '/players/p31'],
      ['Ben Ford', '/players/p32'],
    ]);
    expect(view.stub.calls().filter((call) => call.startsWith('GET /api/players'))).toEqual([]);
  });

  it('updates on a live event with no refresh, and asks the server for nothing', async () => {
    const live = createFakeLiveClient('open');
    const view = renderApp({
      path: '/live',
      live,
      api: { ...baseApi, '/api/matches': () => ({ items: [liveMatch(1, 0)] }) },
    });
    await screen.findByRole('article', { name: 'Rack Attack 1, Cue Tips 0' });
    expect(live.topics()).toContain('live');
    const requests = view.stub.calls().length;
    act(() =>
      live.emit({
        type: 'event',
        topic: 'live',
        event: 'match.updated',
        version: 2,
        data: { ...liveMatch(1, 1), version: 2 },
      }),
    );
    await screen.findByRole('article', { name: 'Rack Attack 1, Cue Tips 1' });
    screen.getByText('Updating live');
    // The event carried the match: no refetch of any list for a frame.
    // (A name it had not shown yet is looked up; the matches are not asked for again.)
    const after = view.stub.calls().slice(requests);
    expect(after.filter((call) => call.startsWith('GET /api/matches'))).toEqual([]);
  });

  it('says one true thing when the phone loses its signal while the socket is still open', async () => {
    renderApp({
      path: '/live',
      live: createFakeLiveClient('open'),
      api: { ...baseApi, '/api/matches': () => ({ items: [liveMatch(1, 0)] }) },
    });
    await screen.findByRole('article', { name: 'Rack Attack 1, Cue Tips 0' });
    screen.getByText('Updating live');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await screen.findByText('Offline: showing the scores last seen');
    expect(screen.queryByText('Updating live')).toBeNull();
    screen.getByText('Offline · showing what this device has saved');
    onLine.mockRestore();
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByText('Updating live');
  });

  it('says it is offline, not updating, when the server cannot be reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reachable = true;
    renderApp({
      path: '/live',
      api: {
        ...baseApi,
        '/api/matches': () => {
          if (!reachable) throw new TypeError('Failed to fetch');
          return { items: [liveMatch(0, 0)] };
        },
      },
    });
    await screen.findByRole('article', { name: 'Rack Attack 0, Cue Tips 0' });
    screen.getByText('Updating every 15 seconds');
    reachable = false;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await screen.findByText('Offline: showing the scores last seen');
    expect(screen.queryByText('Updating every 15 seconds')).toBeNull();
    // The scores seen last stay on the page.
    screen.getByRole('article', { name: 'Rack Attack 0, Cue Tips 0' });
    reachable = true;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await screen.findByText('Updating every 15 seconds');
  });

  it('refetches every 15 seconds while the live channel is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = liveMatch(0, 0);
    const view = renderApp({
      path: '/live',
      api: { ...baseApi, '/api/matches': () => ({ items: [current] }) },
    });
    await screen.findByRole('article', { name: 'Rack Attack 0, Cue Tips 0' });
    screen.getByText('Updating every 15 seconds');
    current = liveMatch(0, 1);
    const before = view.stub.calls().filter((call) => call.startsWith('GET /api/matches')).length;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() =>
      expect(
        view.stub.calls().filter((call) => call.startsWith('GET /api/matches')).length,
      ).toBeGreaterThan(before),
    );
    await screen.findByRole('article', { name: 'Rack Attack 0, Cue Tips 1' });
  });

  it('says when no match is being played, pointing to the fixtures', async () => {
    renderApp({ path: '/live' });
    await screen.findByText('No matches are being played right now');
    expect(screen.getByRole('link', { name: 'See the fixtures' }).getAttribute('href')).toBe(
      '/fixtures',
    );
  });
});
