import { liveTopics } from '@cueleague/domain/live-protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-stub.ts';
import { doubleCup, groupCup, singlesCup, sixTeamCup } from '../../../test/competition-fixtures.ts';
import { doublesCup } from '../../../test/doubles-fixtures.ts';
import { createFakeLiveClient } from '../../../test/fake-live-client.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { pickOption } from '../../../test/select.ts';

const round = (name: string) => screen.getByRole('list', { name });

describe('CompetitionPage', () => {
  it('shows a six-team draw round by round: byes, a played tie, a live one, a walkover and the sides to come', async () => {
    renderApp({ path: '/competitions/c1', api: { '/api/competitions/c1': sixTeamCup() } });
    await screen.findByRole('heading', { level: 1, name: 'Knockout Cup' });
    const quarters = within(round('Quarter-finals')).getAllByRole('listitem');
    expect(quarters.map((tie) => tie.getAttribute('aria-label'))).toEqual([
      'Quarter-final 1: Reds v bye, Reds through with a bye',
      'Quarter-final 2: Greens v Lions, 9–7, Greens win',
      'Quarter-final 3: Blues v bye, Blues through with a bye',
      'Quarter-final 4: Cannons v Anchors, 3–2, live',
    ]);
    within(quarters[3]!).getByText('Live');
    // The winner in bold; the tie's match a link to its page.
    const greens = within(quarters[1]!).getByRole('link', { name: 'Greens' }).parentElement!;
    expect(getComputedStyle(greens).fontWeight).toBe('700');
    const lions = within(quarters[1]!).getByRole('link', { name: 'Lions' });
    expect(getComputedStyle(lions.parentElement!).fontWeight).toBe('400');
    expect(
      within(quarters[1]!)
        .getByRole('link', { name: 'Match: Quarter-final 2' })
        .getAttribute('href'),
    ).toBe('/matches/m2');
    expect(lions.getAttribute('href')).toBe('/teams/t5');
    const semis = within(round('Semi-finals')).getAllByRole('listitem');
    expect(semis.map((tie) => tie.getAttribute('aria-label'))).toEqual([
      'Semi-final 1: Reds v Greens, Reds win, decided: Walkover: Greens could not raise a side',
      'Semi-final 2: Blues v Winner of QF 4',
    ]);
    within(round('Final')).getByRole('listitem', { name: 'Final: Reds v Winner of SF 2' });
  });

  it("shows a group cup's tables, qualifiers marked, and its ties, then the knockout waiting on them", async () => {
    renderApp({ path: '/competitions/c1', api: { '/api/competitions/c1': groupCup() } });
    await screen.findByRole('heading', { level: 1, name: 'Group Cup' });
    screen.getByText('6 teams, groups of 3, 1 through to a knockout.');
    await screen.findByRole('heading', { level: 3, name: 'Group A' });
    const table = screen.getByRole('table', { name: 'Group A table' });
    const rows = within(table)
      .getAllByRole('row')
      .map((line) => [...line.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['#', 'Team', 'P', 'W', 'D', 'L', 'F', 'A', 'Pts'],
      // Level on points and drawn with each other: Reds above Greens on frame difference.
      ['1', 'Reds ✓(through)', '2', '1', '1', '0', '10', '6', '3'],
      ['2', 'Greens', '2', '1', '1', '0', '9', '7', '3'],
      ['3', 'Lions', '2', '0', '0', '2', '5', '11', '0'],
    ]);
    within(table).getByRole('rowheader', { name: 'Reds (through)' });
    within(table).getByRole('link', { name: 'Reds' });
    screen.getByText(
      /Each group’s winner goes through to the knockout \(marked ✓\), once every group tie is played\./,
    );
    const ties = within(screen.getByRole('list', { name: 'Group B ties' }))
      .getAllByRole('listitem')
      .map((tie) => tie.getAttribute('aria-label'));
    expect(ties).toEqual([
      'Group B, Group round 1: Cannons v Anchors, Cannons win, decided: Walkover',
      'Group B, Group round 2: Blues v Anchors, 7–1, Blues win',
      'Group B, Group round 3: Blues v Cannons',
    ]);
    screen.getByText('Group B, Group round 3 · play by Tue, Mar 24');
    // A level group tie is a draw: nobody wins it.
    within(screen.getByRole('list', { name: 'Group A ties' })).getByRole('listitem', {
      name: 'Group A, Group round 3: Reds v Greens, 4–4',
    });
    // The knockout after them: its sides are places in the groups.
    within(round('Final')).getByRole('listitem', {
      name: 'Final: Winner of group A v Winner of group B',
    });
  });

  it("shows a double elimination's stages each in its own section, the reset once it is played", async () => {
    renderApp({ path: '/competitions/c1', api: { '/api/competitions/c1': doubleCup() } });
    await screen.findByRole('heading', { level: 1, name: 'Double Cup' });
    screen.getByText('4 teams, double elimination.');
    for (const stage of ["Winners' bracket", "Losers' bracket", 'Grand final'])
      screen.getByRole('heading', { level: 2, name: stage });
    const losers = screen.getByRole('region', { name: "Losers' bracket" });
    // A losers' round is dated after the winners' round whose losers it takes.
    within(losers).getByRole('heading', { level: 3, name: "Losers' round 1" });
    within(losers).getByText('Play by Tue, Mar 17');
    expect(
      within(losers)
        .getAllByRole('listitem')
        .map((tie) => tie.getAttribute('aria-label')),
    ).toEqual([
      "Losers' round 1: Greens v Blues, 8–9, Blues win",
      "Losers' final: Blues v Loser of Winners' final",
    ]);
    within(screen.getByRole('region', { name: 'Grand final' })).getByRole('listitem', {
      name: "Grand final: Winner of Winners' final v Winner of Losers' final",
    });
    expect(screen.queryByRole('list', { name: 'Grand final reset' })).toBeNull();
  });

  it("shows the grand final reset once the losers' bracket winner has won the grand final", async () => {
    renderApp({ path: '/competitions/c1', api: { '/api/competitions/c1': doubleCup('reset') } });
    await screen.findByRole('heading', { level: 1, name: 'Double Cup' });
    const final = screen.getByRole('region', { name: 'Grand final' });
    within(final).getByRole('listitem', { name: 'Grand final: Reds v Blues, 7–9, Blues win' });
    within(round('Grand final reset')).getByRole('listitem', {
      name: 'Grand final reset: Reds v Blues, 3–2, live',
    });
  });

  it('shows a plate below the main draw, its sides the losers of the first round', async () => {
    renderApp({
      path: '/competitions/c1',
      api: { '/api/competitions/c1': sixTeamCup({ plate: true }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Knockout Cup' });
    screen.getByText('6 teams, single elimination with a plate.');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Main draw', 'Plate']);
    const plate = screen.getByRole('region', { name: 'Plate' });
    // The plate final is played on the semi-finals' date.
    within(plate).getByText('Play by Tue, Mar 17');
    within(plate).getByRole('listitem', { name: 'Plate final: Lions v Loser of QF 4' });
    await pickOption('Follow a team', 'Lions');
    const onPath = screen
      .getAllByRole('listitem')
      .filter((tie) => tie.getAttribute('aria-label')?.endsWith("on Lions's path"));
    expect(onPath.map((tie) => tie.getAttribute('aria-label')?.split(':')[0])).toEqual([
      'Quarter-final 2',
      'Plate final',
    ]);
  });

  it("lights up a team's path through the bracket", async () => {
    renderApp({ path: '/competitions/c1', api: { '/api/competitions/c1': sixTeamCup() } });
    await screen.findByRole('heading', { level: 1, name: 'Knockout Cup' });
    await pickOption('Follow a team', 'Reds');
    const onPath = screen
      .getAllByRole('listitem')
      .filter((tie) => tie.getAttribute('aria-label')?.endsWith("on Reds's path"));
    expect(onPath.map((tie) => tie.getAttribute('aria-label')?.split(':')[0])).toEqual([
      'Quarter-final 1',
      'Semi-final 1',
      'Final',
    ]);
  });

  it('follows a live score, and reads the cup again when a tie is won', async () => {
    const live = createFakeLiveClient('open');
    let reads = 0;
    renderApp({
      path: '/competitions/c1',
      live,
      api: {
        '/api/competitions/c1': () => {
          reads += 1;
          return sixTeamCup();
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Knockout Cup' });
    await waitFor(() => expect(live.topics()).toContain(liveTopics.season('s1')));
    const event = (state: string, homeScore: number) =>
      live.emit({
        type: 'event',
        topic: liveTopics.season('s1'),
        event: 'match.patched',
        data: { id: 'm3', from: 4, version: 5, state, homeScore, awayScore: 2 },
      });
    event('in-progress', 4);
    await within(round('Quarter-finals')).findByRole('listitem', {
      name: 'Quarter-final 4: Cannons v Anchors, 4–2, live',
    });
    expect(reads).toBe(1);
    event('completed', 5);
    await waitFor(() => expect(reads).toBe(2));
  });

  it("reads a singles knockout again on its tie's news, whose score counts pairings, not racks", async () => {
    const live = createFakeLiveClient('open');
    let racks = 0;
    const knockout = () => {
      const cup = singlesCup();
      return {
        ...cup,
        ties: cup.ties.map((tie) =>
          tie.id === 'W1-2' && tie.match
            ? { ...tie, match: { ...tie.match, homeScore: racks } }
            : tie,
        ),
      };
    };
    renderApp({ path: '/competitions/c1', live, api: { '/api/competitions/c1': knockout } });
    await screen.findByRole('heading', { level: 1, name: 'Singles' });
    await waitFor(() => expect(live.topics()).toContain(liveTopics.season('s1')));
    // A rack to Joe Bloggs: the match's news says 0-0 in pairings; the bracket shows 1-0 in racks.
    racks = 1;
    live.emit({
      type: 'event',
      topic: liveTopics.season('s1'),
      event: 'match.patched',
      data: { id: 'm2', from: 4, version: 5, state: 'in-progress', homeScore: 0, awayScore: 0 },
    });
    await within(round('Semi-finals · race to 3')).findByRole('listitem', {
      name: 'Semi-final 2: Joe Bloggs v Ann Adams, 1–0, live',
    });
  });

  it("shows a singles knockout's players, each a link to their page, and each round's race", async () => {
    renderApp({ path: '/competitions/c1', api: { '/api/competitions/c1': singlesCup() } });
    await screen.findByRole('heading', { level: 1, name: 'Singles' });
    screen.getByText('Singles knockout. 4 players, single elimination.');
    // Each round says its race, in its heading and so in its list's name.
    screen.getByRole('heading', { level: 2, name: 'Semi-finals · race to 3' });
    const semis = within(round('Semi-finals · race to 3')).getAllByRole('listitem');
    expect(semis.map((tie) => tie.getAttribute('aria-label'))).toEqual([
      'Semi-final 1: Kate Hill v Sam Roe, 1–0, Kate Hill wins',
      'Semi-final 2: Joe Bloggs v Ann Adams, 0–0, live',
    ]);
    // A player's entry is no team: their name goes to their player's page.
    const kate = within(semis[0]!).getByRole('link', { name: 'Kate Hill' });
    expect(kate.getAttribute('href')).toBe('/players/p1');
    expect(within(semis[0]!).getByRole('link', { name: 'Sam Roe' }).getAttribute('href')).toBe(
      '/players/p4',
    );
    expect(
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/teams/')),
    ).toEqual([]);
    within(round('Final · race to 5')).getByRole('listitem', {
      name: 'Final: Kate Hill v Winner of SF 2',
    });
    await pickOption('Follow a player', 'Kate Hill');
    const onPath = screen
      .getAllByRole('listitem')
      .filter((tie) => tie.getAttribute('aria-label')?.endsWith("on Kate Hill's path"));
    expect(onPath.map((tie) => tie.getAttribute('aria-label')?.split(':')[0])).toEqual([
      'Semi-final 1',
      'Final',
    ]);
  });

  it("shows a doubles knockout's pairs, each player's name a link to their page", async () => {
    renderApp({ path: '/competitions/c1', api: { '/api/competitions/c1': doublesCup() } });
    await screen.findByRole('heading', { level: 1, name: 'Doubles' });
    screen.getByText('Doubles knockout. 4 pairs, single elimination.');
    const semis = within(round('Semi-finals · race to 3')).getAllByRole('listitem');
    // A pair wins, as a team does.
    expect(semis[0]?.getAttribute('aria-label')).toBe(
      'Semi-final 1: Kate Hill & Tom Lee v Sam Roe & Eve Evans, 1–0, Kate Hill & Tom Lee win',
    );
    expect(
      within(semis[0]!)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/players/'))
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Kate Hill', '/players/p11'],
      ['Tom Lee', '/players/p12'],
      ['Sam Roe', '/players/p41'],
      ['Eve Evans', '/players/p42'],
    ]);
    expect(
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/teams/')),
    ).toEqual([]);
    await pickOption('Follow a pair', 'Kate Hill & Tom Lee');
    const onPath = screen
      .getAllByRole('listitem')
      .filter((tie) => tie.getAttribute('aria-label')?.endsWith("on Kate Hill & Tom Lee's path"));
    expect(onPath.map((tie) => tie.getAttribute('aria-label')?.split(':')[0])).toEqual([
      'Semi-final 1',
      'Final',
    ]);
  });

  it('says there is no such cup for an unknown id, or one not yet published', async () => {
    renderApp({
      path: '/competitions/c9',
      api: { '/api/competitions/c9': apiError(404, 'not_found', 'No such competition') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Cup not found' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to the cups' }));
    await screen.findByRole('heading', { level: 1, name: 'Cups' });
  });
});
