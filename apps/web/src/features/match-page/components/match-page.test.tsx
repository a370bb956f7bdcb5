import { withRacks } from '@cueleague/domain/frame-result';
import { generateFrames } from '@cueleague/domain/generate-frames';
import {
  customFormat,
  FORMAT_PRESETS,
  singlesFormat,
  STANDARD_FORMAT,
} from '@cueleague/domain/match-format';
import { createMatch, createSinglesTie, emptyProgress } from '@cueleague/domain/new-match';
import type { MatchAction } from '@cueleague/domain/match-lifecycle';
import type { Frame, Match, MatchFormat, Team } from '@cueleague/domain/entities';
import { notifyManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type ApiHandler } from '../../../test/api-stub.ts';
import { afterAdminAction } from '../../../test/admin-action.ts';
import { createFakeLiveClient } from '../../../test/fake-live-client.ts';
import { dividedSeason, leagueTeams, match, signedIn } from '../../../test/fixtures.ts';
import { unpublishedCup } from '../../../test/competition-fixtures.ts';
import { WINTER_CUPS } from '../../../test/cup-tie-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { expectTapTarget } from '../../../test/tap-target.ts';

const NAMES: Record<string, [string, string]> = {
  h1: ['Ann', 'Adams'],
  h2: ['Ben', 'Brown'],
  h3: ['Cat', 'Cole'],
  h4: ['Dan', 'Dale'],
  h5: ['Eli', 'Eden'],
  a1: ['Eve', 'Evans'],
  a2: ['Fay', 'Ford'],
  a3: ['Gus', 'Grey'],
  a4: ['Hal', 'Hill'],
  a5: ['Ivy', 'Ince'],
};

/**
 * A match whose frames are played as `winners` says, in order: 'H' home won, 'A' away won, '-'
 * not played yet. Home position A is h1, B h2, ...; away position 1 is a1, 2 a2, ...
 */
const playedMatch = (
  winners: string,
  overrides: Partial<Match> = {},
  format: MatchFormat = STANDARD_FORMAT,
): Match => {
  const frames = generateFrames({ matchId: 'm1', seasonId: 's1' }, format).map(
    (frame, index): Frame => {
      const outcome = winners.replace(/\s/g, '')[index] ?? '-';
      if (outcome === '-') return frame;
      const homePlayerId = `h${'ABCDEFGH'.indexOf(frame.homePosition) + 1}`;
      const awayPlayerId = `a${frame.awayPosition}`;
      return {
        ...frame,
        homePlayerId,
        awayPlayerId,
        winnerPlayerId: outcome === 'H' ? homePlayerId : awayPlayerId,
        homeScore: outcome === 'H' ? 1 : 0,
        awayScore: outcome === 'A' ? 1 : 0,
        isComplete: true,
        state: 'locked',
      };
    },
  );
  return match({
    id: 'm1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    venueId: 'v1',
    state: 'completed',
    format,
    frames,
    progress: emptyProgress(format),
    ...overrides,
  });
};

const FINISHED = 'HAHH AAHH HHAA HAAH';

const api = (current: Match | ApiHandler<Match>) => ({
  '/api/seasons': { items: [dividedSeason()] },
  '/api/teams': { items: leagueTeams({ count: 2, each: { divisionId: 'd1' } }) },
  '/api/venues': { items: [{ id: 'v1', name: 'The Red Lion', address: null, tables: 2 }] },
  '/api/players': ({ url }: { url: URL }) => ({
    items: (url.searchParams.get('ids') ?? '').split(',').map((id) => {
      const [firstName, lastName] = NAMES[id] ?? ['Who', id];
      return { id, firstName, lastName, userId: null };
    }),
  }),
  '/api/matches/m1': typeof current === 'function' ? current : () => current,
});

const roundTable = (round: number) =>
  screen.getByRole('table', { name: new RegExp(`^Round ${round} frames`) });

/** A cell's text as a screen reader hears it: what is hidden from them (the "B" badge) left out. */
const spoken = (cell: Element): string => {
  const copy = cell.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
};

/** Each body row of a table as its cells' spoken text. */
const rowsOf = (table: HTMLElement): string[][] =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map(spoken));

afterEach(() => vi.restoreAllMocks());

describe('MatchPage', () => {
  it("shows a finished match's scorecard: facts, line-ups, breakers, winners and running score", async () => {
    renderApp({ path: '/matches/m1', api: api(playedMatch(FINISHED)) });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack v Cue Tips' });
    expect(screen.getByRole('link', { name: 'Rack Attack' }).getAttribute('href')).toBe(
      '/teams/t1',
    );
    screen.getByText('Score: Rack Attack 9, Cue Tips 7. Confirmed.');
    within(screen.getByRole('region', { name: 'Result' })).getByText('Confirmed');
    await screen.findByText('The Red Lion');
    await screen.findByText('Premier');
    screen.getByText('Spring 2026');
    screen.getByText('4v4 Standard');

    const round1 = roundTable(1);
    await within(round1).findAllByText('A. Adams');
    expect(rowsOf(round1)).toEqual([
      ['1', 'A. Adams (won) (breaks)', 'E. Evans', 'A. Adams', '1–0'],
      ['2', 'B. Brown', 'F. Ford (won) (breaks)', 'F. Ford', '1–1'],
      ['3', 'C. Cole (won) (breaks)', 'G. Grey', 'C. Cole', '2–1'],
      ['4', 'D. Dale (won)', 'H. Hill (breaks)', 'D. Dale', '3–1'],
    ]);
    // The away order turns a place each round; the score runs on across rounds.
    expect(rowsOf(roundTable(2))[0]).toEqual([
      '1',
      'A. Adams (breaks)',
      'F. Ford (won)',
      'F. Ford',
      '3–2',
    ]);
    expect(rowsOf(roundTable(4)).at(-1)?.at(-1)).toBe('9–7');
    expect(within(round1).getByRole('link', { name: 'F. Ford' }).getAttribute('href')).toBe(
      '/players/a2',
    );
    const lineup = screen.getAllByRole('list', { name: 'Cue Tips line-up' })[1];
    expect(
      within(lineup!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1E. Evans', '2F. Ford', '3G. Grey', '4H. Hill']);
    screen.getByText('Round score: Rack Attack 3, Cue Tips 1', { selector: 'span' });
  });

  it("names a cup tie's cup and round above the score, linking to the cup's bracket", async () => {
    renderApp({
      path: '/matches/m1',
      api: {
        ...api(playedMatch(FINISHED, { competitionId: 'c1', tieId: 'W3-1' })),
        '/api/competitions': WINTER_CUPS,
      },
    });
    const result = await screen.findByRole('region', { name: 'Result' });
    const cup = await within(result).findByRole('link', { name: 'Winter Cup · Final' });
    expect(cup.getAttribute('href')).toBe('/competitions/c1');
    expectTapTarget(cup);
  });

  it('asks for no cups for a league match, and names none', async () => {
    const view = renderApp({ path: '/matches/m1', api: api(playedMatch(FINISHED)) });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack v Cue Tips' });
    expect(view.stub.calls().filter((call) => call.includes('/api/competitions'))).toEqual([]);
    expect(screen.queryByRole('link', { name: /Cup/ })).toBeNull();
  });

  it('makes each line-up name, one under another, a tap target a finger can hit', async () => {
    renderApp({ path: '/matches/m1', api: api(playedMatch(FINISHED)) });
    const [lineup] = await screen.findAllByRole('list', { name: 'Cue Tips line-up' });
    const names = await within(lineup!).findAllByRole('link');
    expect(names.map((link) => link.textContent)).toEqual([
      'E. Evans',
      'F. Ford',
      'G. Grey',
      'H. Hill',
    ]);
    for (const name of names) expectTapTarget(name);
  });

  it.each<[string, MatchAction, string, string]>([
    [
      'a frames walkover with its score',
      { type: 'walkover', winner: 'away', rule: 'frames', reason: 'No-show' },
      'Walkover: Cue Tips 16-0',
      'Score: Rack Attack 0, Cue Tips 16. Walkover: Cue Tips 16-0.',
    ],
    [
      'a points walkover with no score',
      { type: 'walkover', winner: 'home', rule: 'points', reason: 'No-show' },
      'Walkover: Rack Attack (no frames)',
      'Walkover: Rack Attack (no frames).',
    ],
    ['a void match', { type: 'void', reason: 'Neither turned up' }, 'Void', 'Void.'],
  ])('says %s for what it is', async (_name, action, chip, status) => {
    renderApp({
      path: '/matches/m1',
      api: api(afterAdminAction(action, playedMatch('', { state: 'pre-match' }))),
    });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack v Cue Tips' });
    screen.getByText(status);
    within(screen.getByRole('region', { name: 'Result' })).getByText(chip);
    expect(screen.queryByTestId('match-score') === null).toBe(
      action.type !== 'walkover' || action.rule === 'points',
    );
  });

  it('leaves a match not yet played blank: no winners, no scores, names to come', async () => {
    renderApp({
      path: '/matches/m1',
      api: api(playedMatch('', { state: 'pre-match', venueId: null })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack v Cue Tips' });
    screen.getByText('Not started.');
    screen.getByText('To be confirmed');
    expect(screen.getAllByText(/^Line-ups to come/)).toHaveLength(4);
    expect(screen.queryByRole('list', { name: 'Rack Attack line-up' })).toBeNull();
    expect(within(screen.getByRole('main')).getAllByText('Not started')).toHaveLength(1 + 4);
    expect(rowsOf(roundTable(1))[0]).toEqual([
      '1',
      'To be named (breaks)',
      'To be named',
      'Not played',
      'none yet',
    ]);
    // The printed sheet has every frame's row with its winner and score boxes blank.
    const sheet = within(screen.getByTestId('print-sheet'));
    const rows = sheet.getAllByRole('row', { hidden: true }).filter((row) => row.closest('tbody'));
    const frameRows = rows.slice(-16);
    expect(frameRows).toHaveLength(16);
    for (const row of frameRows) {
      const cells = row.querySelectorAll('td');
      expect(cells[7]?.textContent).toBe('');
      expect(cells[8]?.textContent).toBe('');
    }
    expect(frameRows[1]?.querySelectorAll('td')[6]?.textContent).toBe('Away');
  });

  it('lays out a 5v5 match by its own format: five rounds of five frames', async () => {
    const fiveAside = FORMAT_PRESETS.find((format) => format.name === '5v5')!;
    renderApp({ path: '/matches/m1', api: api(playedMatch('HHHHH AAAAA', {}, fiveAside)) });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack v Cue Tips' });
    screen.getByText('5v5');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Round 1', 'Round 2', 'Round 3', 'Round 4', 'Round 5']);
    for (const round of [1, 2, 3, 4, 5]) expect(rowsOf(roundTable(round))).toHaveLength(5);
    await within(roundTable(2)).findAllByText('E. Eden');
    expect(rowsOf(roundTable(2))[4]).toEqual([
      '5',
      'E. Eden (breaks)',
      'E. Evans (won)',
      'E. Evans',
      '5–5',
    ]);
    expect(screen.getAllByRole('list', { name: 'Rack Attack line-up' })[0]?.children).toHaveLength(
      5,
    );
  });

  it.each([
    ['in progress', { state: 'in-progress' as const }, 'In progress'],
    [
      'with every round locked',
      { state: 'in-progress' as const, progress: { ...emptyProgress(), roundsLocked: 4 } },
      'Awaiting confirmation',
    ],
    [
      'disputed',
      {
        state: 'in-progress' as const,
        progress: {
          ...emptyProgress(),
          roundsLocked: 4,
          dispute: {
            side: 'away' as const,
            reason: 'Frame 3',
            raisedBy: 'u2',
            raisedAt: '2026-03-10T22:00:00.000Z',
          },
        },
      },
      'Disputed',
    ],
    ['postponed', { state: 'postponed' as const }, 'Postponed'],
    ['cancelled', { state: 'cancelled' as const }, 'Cancelled'],
  ])('says in words where a match %s stands', async (_what, overrides, words) => {
    renderApp({ path: '/matches/m1', api: api(playedMatch('HA', overrides)) });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack v Cue Tips' });
    await screen.findByText(new RegExp(`${words}\\.$`), { selector: '[role="status"]' });
  });

  it('updates a match in progress from a live event, with no refresh', async () => {
    const live = createFakeLiveClient('open');
    const first = playedMatch('HA', { state: 'in-progress', version: 3 });
    const view = renderApp({ path: '/matches/m1', live, api: api(first) });
    await screen.findByText('Score: Rack Attack 1, Cue Tips 1. In progress.');
    expect(live.topics()).toContain('match:m1');
    screen.getByText('Updating live');
    const requests = view.stub.calls().filter((call) => call.startsWith('GET /api/matches')).length;
    act(() =>
      live.emit({
        type: 'event',
        topic: 'match:m1',
        event: 'match.updated',
        version: 4,
        data: playedMatch('HAA', { state: 'in-progress', version: 4 }),
      }),
    );
    await screen.findByText('Score: Rack Attack 1, Cue Tips 2. In progress.');
    expect(rowsOf(roundTable(1))[2]?.at(-1)).toBe('1–2');
    // The score sheet, drawn just after the screen, follows too.
    const sheetFrames = () =>
      within(screen.getByTestId('print-sheet'))
        .getAllByRole('row', { hidden: true })
        .filter((row) => row.closest('tbody'))
        .slice(-16);
    await waitFor(() =>
      expect(sheetFrames()[2]?.querySelector('.after')?.textContent).toBe('1 – 2'),
    );
    expect(view.stub.calls().filter((call) => call.startsWith('GET /api/matches'))).toHaveLength(
      requests,
    );
    // An older copy arriving late does not undo it.
    act(() =>
      live.emit({
        type: 'event',
        topic: 'match:m1',
        event: 'match.updated',
        version: 3,
        data: first,
      }),
    );
    screen.getByText('Score: Rack Attack 1, Cue Tips 2. In progress.');
  });

  it('prints the score sheet from its button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderApp({ path: '/matches/m1', api: api(playedMatch(FINISHED)) });
    await userEvent.click(await screen.findByRole('button', { name: 'Print score sheet' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The sheet is there for the printer, out of the way of screen readers.
    const sheet = screen.getByTestId('print-sheet');
    expect(sheet.getAttribute('aria-hidden')).toBe('true');
    within(sheet).getByText('Score sheet');
    within(sheet).getByText('Test League');
  });

  it('waits for the team names before showing the match, never "Unknown Team"', async () => {
    let answer: (value: { items: Team[] }) => void = () => undefined;
    const teams = new Promise<{ items: Team[] }>((resolve) => {
      answer = resolve;
    });
    const view = renderApp({
      path: '/matches/m1',
      api: { ...api(playedMatch(FINISHED)), '/api/teams': () => teams },
    });
    await waitFor(() =>
      expect(view.queryClient.getQueryData(['matches', 'detail', 'm1'])).toBeDefined(),
    );
    // The cache tells the page of the match in a batch of its own: once a callback scheduled
    // after it has run (and act() has flushed the render it caused), the page shows what it has.
    await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
    screen.getByRole('status', { name: 'Loading the match' });
    expect(screen.queryByText(/Unknown Team/)).toBeNull();
    answer({ items: leagueTeams({ count: 2 }) });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack v Cue Tips' });
  });

  it('says a match that does not exist is not found, with a way back', async () => {
    renderApp({
      path: '/matches/m1',
      api: api(() => apiError(404, 'not_found', 'Match not found')),
    });
    await screen.findByRole('heading', { level: 1, name: 'Match not found' });
    expect(screen.getByRole('link', { name: 'See the fixtures' }).getAttribute('href')).toBe(
      '/fixtures',
    );
  });

  it('says when the match did not load, and retries', async () => {
    let fail = true;
    renderApp({
      path: '/matches/m1',
      api: api(() =>
        fail ? apiError(500, 'internal', 'Something went wrong') : playedMatch(FINISHED),
      ),
    });
    await screen.findByText("The match didn't load");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack v Cue Tips' });
  });

  it('keeps showing the match last seen when the server cannot be reached', async () => {
    let reachable = true;
    const view = renderApp({
      path: '/matches/m1',
      api: api(() => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return playedMatch(FINISHED);
      }),
    });
    await screen.findByText('Score: Rack Attack 9, Cue Tips 7. Confirmed.');
    reachable = false;
    await act(() => view.queryClient.refetchQueries({ queryKey: ['matches', 'detail', 'm1'] }));
    await screen.findByText('Offline: showing the match as last seen');
    screen.getByText('Score: Rack Attack 9, Cue Tips 7. Confirmed.');
    await waitFor(() => expect(rowsOf(roundTable(4)).at(-1)?.at(-1)).toBe('9–7'));
  });
});

/**
 * A race-to-3 match of two pairings a side and two rounds, in progress, its frames' racks in
 * order (home's first; null: not begun). Players named as in `playedMatch`.
 */
const raceMatch = (racks: readonly ([number, number] | null)[], overrides: Partial<Match> = {}) => {
  const input = {
    id: 'm1',
    seasonId: 's1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    venueId: 'v1',
    scheduledDate: '2026-03-10T19:30:00.000Z',
    format: customFormat(2, 2, 3),
  };
  const frames = createMatch(input).frames.map((frame, index) => {
    const these = racks[index];
    if (!these) return frame;
    const named = {
      ...frame,
      homePlayerId: `h${'ABCDEFGH'.indexOf(frame.homePosition) + 1}`,
      awayPlayerId: `a${frame.awayPosition}`,
    };
    return withRacks(named, { home: these[0], away: these[1] }, 3);
  });
  return { ...createMatch({ ...input, frames }), state: 'in-progress' as const, ...overrides };
};

/** Round 1 won 3-2 and lost 1-3; round 2 won 3-0, and its second race at 2-1. */
const RACES: [number, number][] = [
  [3, 2],
  [1, 3],
  [3, 0],
  [2, 1],
];

describe('MatchPage: a race format', () => {
  it('scores pairings won, with the racks in all and the race under the score', async () => {
    renderApp({ path: '/matches/m1', api: api(raceMatch(RACES)) });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack v Cue Tips' });
    expect(screen.getByTestId('match-score').textContent).toBe('2–1');
    expect(screen.getByTestId('match-racks').textContent).toBe(
      'Pairings won · Racks 9–6 · Race to 3',
    );
    screen.getByText(
      'Pairings won: Rack Attack 2, Cue Tips 1. Racks: Rack Attack 9, Cue Tips 6, each pairing a race to 3. In progress.',
    );
    screen.getByText('Custom 2v2, 2 rounds, race to 3');
  });

  it("shows each pairing's racks, a race in play as in play, and runs the score on in pairings", async () => {
    renderApp({ path: '/matches/m1', api: api(raceMatch(RACES)) });
    const round1 = await screen.findByRole('table', { name: /^Round 1 frames/ });
    await within(round1).findAllByText('A. Adams');
    expect(
      within(round1)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Frame', 'Home', 'Away', 'Racks', 'Winner', 'Score']);
    expect(rowsOf(round1)).toEqual([
      ['1', 'A. Adams (won) (breaks)', 'E. Evans', '3–2', 'A. Adams', '1–0'],
      ['2', 'B. Brown', 'F. Ford (won) (breaks)', '1–3', 'F. Ford', '1–1'],
    ]);
    expect(rowsOf(roundTable(2))).toEqual([
      ['1', 'A. Adams (won) (breaks)', 'F. Ford', '3–0', 'A. Adams', '2–1'],
      ['2', 'B. Brown', 'E. Evans (breaks)', '2–1 in play', 'Being played', 'none yet'],
    ]);
    // Each round's score is its pairings, its racks beside them.
    screen.getByText('Round score: Rack Attack 1, Cue Tips 1; racks: Rack Attack 4, Cue Tips 5', {
      selector: 'span',
    });
    screen.getByText('racks 4–5');
    screen.getByText('won the race');
  });

  it("prints each frame's racks and the pairings and racks won", async () => {
    renderApp({ path: '/matches/m1', api: api(raceMatch(RACES)) });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack v Cue Tips' });
    const sheet = screen.getByTestId('print-sheet');
    const frameRows = within(sheet)
      .getAllByRole('row', { hidden: true })
      .filter((row) => row.closest('tbody'))
      .slice(-4);
    expect(frameRows.map((row) => row.querySelector('.racks')?.textContent)).toEqual([
      '3 – 2',
      '1 – 3',
      '3 – 0',
      '2 – 1',
    ]);
    expect(frameRows.map((row) => row.querySelector('.after')?.textContent)).toEqual([
      '1 – 0',
      '1 – 1',
      '2 – 1',
      '',
    ]);
    const totals = [...sheet.querySelectorAll('.totals')].map((line) => line.textContent);
    expect(totals).toEqual(['Pairings won: Rack Attack2Cue Tips1', 'Racks: Rack Attack9Cue Tips6']);
  });

  it('says the race before the match is played, with no racks', async () => {
    renderApp({ path: '/matches/m1', api: api(raceMatch([], { state: 'pre-match' })) });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack v Cue Tips' });
    expect(screen.getByTestId('match-racks').textContent).toBe('Each pairing a race to 3');
    screen.getByText('Not started. Each pairing a race to 3.');
    expect(rowsOf(roundTable(1))[0]).toEqual([
      '1',
      'To be named (breaks)',
      'To be named',
      'none yet',
      'Not played',
      'none yet',
    ]);
  });

  it('adds nothing of races to a one-frame match', async () => {
    renderApp({ path: '/matches/m1', api: api(playedMatch(FINISHED)) });
    await screen.findByRole('heading', { level: 1, name: 'Rack Attack v Cue Tips' });
    expect(screen.queryByTestId('match-racks')).toBeNull();
    expect(
      within(roundTable(1))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Frame', 'Home', 'Away', 'Winner', 'Score']);
    expect(screen.queryByText(/racks/i)).toBeNull();
    expect(screen.getByTestId('print-sheet').querySelector('.racks')).toBeNull();
    within(screen.getByTestId('print-sheet')).getByText(/^Frames won:/);
  });
});

describe('MatchPage of a singles knockout tie', () => {
  /** Ann Adams (h1, her entry e1) meets Eve Evans (a1, e2) in a race to 3, not started. */
  const tie: Match = {
    ...createSinglesTie(
      {
        id: 'm1',
        seasonId: 's1',
        homeTeamId: 'e1',
        awayTeamId: 'e2',
        scheduledDate: '2026-03-10T19:30:00.000Z',
        format: singlesFormat(3),
      },
      { home: 'h1', away: 'a1' },
    ),
    competitionId: 'c1',
    tieId: 'W1-1',
  };
  /** The cup the tie is in: its entries are the players' own sides, in no list of teams. */
  const cup = {
    ...unpublishedCup('entries'),
    kind: 'singles-knockout' as const,
    entries: [
      { teamId: 'e1', name: 'Ann Adams', playerIds: ['h1'] },
      { teamId: 'e2', name: 'Eve Evans', playerIds: ['a1'] },
    ].map((entry, at) => ({ ...entry, seed: at + 1, enteredAt: null, reserve: false })),
  };
  const singlesApi = { ...api(tie), '/api/competitions/c1': cup };

  it("names the two players from the cup, each a link to the player's page", async () => {
    renderApp({ path: '/matches/m1', api: singlesApi });
    await screen.findByRole('heading', { level: 1, name: 'Ann Adams v Eve Evans' });
    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByRole('link', { name: 'Ann Adams' }).getAttribute('href')).toBe(
      '/players/h1',
    );
    expect(within(result).getByRole('link', { name: 'Eve Evans' }).getAttribute('href')).toBe(
      '/players/a1',
    );
    expect(screen.getByTestId('match-racks').textContent).toBe('Race to 3');
    screen.getByText('Not started. A race to 3.');
  });

  it('sends a player of the tie on to its score page, and no one else', async () => {
    const entrant = renderApp({
      path: '/matches/m1',
      api: {
        ...singlesApi,
        '/api/auth/me': signedIn('player', { memberOf: [], entrantOf: ['e2'] }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: /^Scoring: Ann Adams v Eve Evans/ });
    expect(entrant.location()).toBe('/team/match/m1/score');
    entrant.unmount();
    // Entered in another tie: the scorecard, like anyone's.
    const other = renderApp({
      path: '/matches/m1',
      api: {
        ...singlesApi,
        '/api/auth/me': signedIn('player', { memberOf: [], entrantOf: ['e9'] }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Ann Adams v Eve Evans' });
    expect(other.location()).toBe('/matches/m1');
  });
});

describe('MatchPage of a doubles knockout tie', () => {
  /**
   * Ann Adams and Ben Brown (their entry e1) beat Eve Evans and Fay Ford (e2) 3-1 in a race to 3:
   * each pair plays as one, so its frame names the side's id (decision 0049).
   */
  const created = createSinglesTie(
    {
      id: 'm1',
      seasonId: 's1',
      homeTeamId: 'e1',
      awayTeamId: 'e2',
      scheduledDate: '2026-03-10T19:30:00.000Z',
      format: singlesFormat(3),
    },
    { home: 'e1', away: 'e2' },
  );
  const tie: Match = {
    ...created,
    competitionId: 'c1',
    tieId: 'W1-1',
    state: 'completed',
    homeScore: 1,
    awayScore: 0,
    frames: created.frames.map((frame) => ({
      ...withRacks(frame, { home: 3, away: 1 }, 3),
      state: 'locked',
    })),
  };
  const cup = {
    ...unpublishedCup('entries'),
    kind: 'doubles-knockout' as const,
    entries: [
      { teamId: 'e1', name: 'Ann Adams & Ben Brown', playerIds: ['h1', 'h2'] },
      { teamId: 'e2', name: 'Eve Evans & Fay Ford', playerIds: ['a1', 'a2'] },
    ].map((entry, at) => ({ ...entry, seed: at + 1, enteredAt: null, reserve: false })),
  };

  it("names each pair from the cup, in its frame too, each player's name above a link to their page", async () => {
    const view = renderApp({
      path: '/matches/m1',
      api: { ...api(tie), '/api/competitions/c1': cup },
    });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Ann Adams & Ben Brown v Eve Evans & Fay Ford',
    });
    const result = screen.getByRole('region', { name: 'Result' });
    expect(
      within(result)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Ann Adams', '/players/h1'],
      ['Ben Brown', '/players/h2'],
      ['Eve Evans', '/players/a1'],
      ['Fay Ford', '/players/a2'],
    ]);
    screen.getByText(
      'Racks: Ann Adams & Ben Brown 3, Eve Evans & Fay Ford 1, a race to 3. Confirmed.',
    );
    // The frame names the pairs as the sides do: no '…', no player read by a side's id.
    const [row] = rowsOf(roundTable(1));
    expect(row).toEqual([
      '1',
      'Ann Adams & Ben Brown (won) (breaks)',
      'Eve Evans & Fay Ford',
      '3–1',
      'Ann Adams & Ben Brown',
      '1–0',
    ]);
    expect(within(roundTable(1)).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('print-sheet').textContent).toContain(
      'Home pair (Ann Adams & Ben Brown): signature',
    );
    expect(view.stub.calls().filter((call) => call.startsWith('GET /api/players'))).toEqual([]);
  });
});
