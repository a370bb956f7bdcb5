import type { Competition } from '@cueleague/domain/competitions/records';
import type { Season } from '@cueleague/domain/entities';
import { asRace, STANDARD_FORMAT } from '@cueleague/domain/match-format';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply } from '../../../test/api-stub.ts';
import { sixTeamCup } from '../../../test/competition-fixtures.ts';
import { leagueTeams, player, season, signedIn } from '../../../test/fixtures.ts';
import { openDialog } from '../../../test/dialogs.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { pickOption } from '../../../test/select.ts';

const OPEN_CUP: Competition = {
  ...sixTeamCup(),
  state: 'entries',
  entriesCloseAt: '2026-09-10T18:00:00.000Z',
  capacity: 8,
  entrantCount: 0,
  draw: null,
  entries: [],
  rounds: [],
  ties: [],
};

/** The league's players, as GET /api/players answers them (by last name). */
const PLAYERS = [
  player('p1', 'Ann', 'Archer'),
  player('p2', 'Bob', 'Brown'),
  player('p3', 'Cy', 'Cole'),
  player('p4', 'Dee', 'Dunn'),
];

/** A season whose every pairing is a race to 3. */
const RACED = season({ format: asRace(STANDARD_FORMAT, 3) });

/** The admin's cups page with the "New cup" dialog open; `created()` is the body it sent. */
const openNewCup = async (current: Season = season()) => {
  let body: unknown;
  renderApp({
    path: '/admin/competitions',
    api: {
      '/api/auth/me': signedIn('admin'),
      '/api/seasons/current': current,
      '/api/teams': { items: leagueTeams() },
      '/api/players': { items: PLAYERS },
      '/api/competitions': { items: [] },
      '/api/competitions/c1': OPEN_CUP,
      'POST /api/competitions': (request) => {
        body = request.body;
        return reply(201, OPEN_CUP);
      },
    },
  });
  return { dialog: await openDialog('New cup', 'New cup'), created: () => body };
};

/** Types `text` into the dialog's player picker, as a user does: focused first. */
const typePlayer = (dialog: HTMLElement, text: string) => {
  const input = within(dialog).getByRole('combobox', { name: 'Players' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
};

/** Types `text` into the dialog's player picker and picks the player named `name`. */
const pickPlayer = async (dialog: HTMLElement, text: string, name: string) => {
  typePlayer(dialog, text);
  fireEvent.click(await screen.findByRole('option', { name }));
};

/** Types `text` into one of a doubles knockout's two fields ('First player', 'Second player'). */
const typeInPair = (dialog: HTMLElement, field: string, text: string) => {
  const input = within(dialog).getByRole('combobox', { name: field });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
};

/** Makes a pair in the doubles knockout's fields: each player found by a name, then "Add pair". */
const makePair = async (dialog: HTMLElement, first: string, second: string) => {
  for (const [field, name] of [
    ['First player', first],
    ['Second player', second],
  ] as const) {
    typeInPair(dialog, field, name.slice(0, 3));
    fireEvent.click(await screen.findByRole('option', { name }));
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add pair' }));
};

describe('NewCupDialog', () => {
  it('opens a cup for entries, with a closing date and a capacity and no team picked', async () => {
    const { dialog, created } = await openNewCup();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Open Cup' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Open entries' }));
    // Captains enter their own teams: none is ticked now.
    for (const box of within(dialog).getAllByRole<HTMLInputElement>('checkbox'))
      expect(box.checked).toBe(false);
    within(dialog).getByText('0 of 3 teams entered; captains enter the rest');
    // A capacity of one is refused before anything is sent.
    const capacity = within(dialog).getByRole('spinbutton', { name: 'Capacity' });
    fireEvent.change(capacity, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await within(dialog).findByText('A cup needs at least two teams');
    expect(created()).toBeUndefined();

    fireEvent.change(capacity, { target: { value: '8' } });
    fireEvent.change(within(dialog).getByLabelText(/^Entries close/), {
      target: { value: '2026-09-10T19:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await screen.findByText('Cup created');
    // The test league's zone is Europe/London: BST in September.
    expect(created()).toEqual({
      seasonId: 's1',
      name: 'Open Cup',
      teamIds: [],
      homeRule: 'drawn-first',
      entries: { closesAt: '2026-09-10T18:00:00.000Z', capacity: 8 },
    });
  });

  it('makes a singles knockout of the players picked, each tie the race chosen', async () => {
    const { dialog, created } = await openNewCup();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Singles Cup' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Singles knockout' }));
    // No teams to tick and no team format: players, and each tie's race (a race to 3 at first).
    expect(within(dialog).queryAllByRole('checkbox')).toEqual([]);
    expect(within(dialog).queryByRole('combobox', { name: 'Each pairing' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Rounds per match' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Each tie' }).textContent).toBe(
      'Race to 3',
    );
    within(dialog).getByText('0 players entered');

    // One player is refused before anything is sent, with the schema's words.
    await pickPlayer(dialog, 'ann', 'Ann Archer');
    within(dialog).getByText('1 player entered');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await within(dialog).findByText('A knockout needs at least two players');
    expect(created()).toBeUndefined();

    // A player picked is not offered again.
    typePlayer(dialog, 'Ann');
    await screen.findByText('No player by that name');
    expect(screen.queryByRole('option')).toBeNull();
    await pickPlayer(dialog, 'cole', 'Cy Cole');
    await pickOption('Each tie', 'Race to 5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await screen.findByText('Cup created');
    expect(created()).toEqual({
      seasonId: 's1',
      name: 'Singles Cup',
      kind: 'singles-knockout',
      playerIds: ['p1', 'p3'],
      raceTo: 5,
      homeRule: 'drawn-first',
    });
  });

  it('opens a singles knockout for players to enter themselves, a race to 3 unless changed', async () => {
    const { dialog, created } = await openNewCup();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Singles knockout' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Open Singles' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Open entries' }));
    within(dialog).getByText('Players enter themselves until then');
    within(dialog).getByText('0 players entered; players enter themselves too');
    fireEvent.change(within(dialog).getByLabelText(/^Entries close/), {
      target: { value: '2026-09-10T19:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await screen.findByText('Cup created');
    expect(created()).toEqual({
      seasonId: 's1',
      name: 'Open Singles',
      kind: 'singles-knockout',
      playerIds: [],
      raceTo: 3,
      homeRule: 'drawn-first',
      entries: { closesAt: '2026-09-10T18:00:00.000Z' },
    });
  });

  it('makes a doubles knockout of the pairs made, no player in two, each tie the race chosen', async () => {
    const { dialog, created } = await openNewCup();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Doubles Cup' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Doubles knockout' }));
    // No teams to tick, no team format and no singles picker: two fields for a pair, a race.
    expect(within(dialog).queryAllByRole('checkbox')).toEqual([]);
    expect(within(dialog).queryByRole('combobox', { name: 'Players' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Each pairing' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Each tie' }).textContent).toBe(
      'Race to 3',
    );
    within(dialog).getByText(
      "A race between two pairs. Each round's race may be changed when the cup is published.",
    );
    within(dialog).getByText('0 pairs entered');
    const add = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add pair' });
    expect(add.disabled).toBe(true);

    // A player picked in one field is not offered in the other.
    typeInPair(dialog, 'First player', 'ann');
    fireEvent.click(await screen.findByRole('option', { name: 'Ann Archer' }));
    typeInPair(dialog, 'Second player', 'Ann');
    await screen.findByText('No player by that name not in a pair');
    typeInPair(dialog, 'Second player', 'bob');
    fireEvent.click(await screen.findByRole('option', { name: 'Bob Brown' }));
    fireEvent.click(add);
    within(dialog).getByText('1 pair entered');
    within(dialog).getByText('Ann Archer & Bob Brown');
    // One pair is refused before anything is sent, with the schema's words.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await within(dialog).findByText('A knockout needs at least two pairs');
    expect(created()).toBeUndefined();

    // A player in a pair is not offered again; taken off, the pair's players are.
    typeInPair(dialog, 'First player', 'b');
    await screen.findByText('No player by that name not in a pair');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Ann Archer & Bob Brown' }));
    expect(within(dialog).queryByText('Ann Archer & Bob Brown')).toBeNull();
    await makePair(dialog, 'Ann Archer', 'Cy Cole');
    await makePair(dialog, 'Dee Dunn', 'Bob Brown');
    within(dialog).getByText('Ann Archer & Cy Cole');
    within(dialog).getByText('Dee Dunn & Bob Brown');
    await pickOption('Each tie', 'Race to 5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await screen.findByText('Cup created');
    expect(created()).toEqual({
      seasonId: 's1',
      name: 'Doubles Cup',
      kind: 'doubles-knockout',
      pairs: [
        ['p1', 'p3'],
        ['p4', 'p2'],
      ],
      raceTo: 5,
      homeRule: 'drawn-first',
    });
  });

  it('opens a doubles knockout for players to enter with a partner', async () => {
    const { dialog, created } = await openNewCup();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Doubles knockout' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Open Doubles' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Open entries' }));
    within(dialog).getByText('Players enter with a partner until then');
    within(dialog).getByText('0 pairs entered; players enter with a partner too');
    within(dialog).getByText('The most pairs drawn; later entries are reserves. Empty: no limit');
    // Kept to the season's rostered players.
    within(dialog).getByText('Any of the league’s registered players can be entered.');
    fireEvent.click(within(dialog).getByRole('switch', { name: /^Only .+'s players$/ }));
    within(dialog).getByText('Only players on a team’s roster this season can be entered.');
    fireEvent.change(within(dialog).getByLabelText(/^Entries close/), {
      target: { value: '2026-09-10T19:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await screen.findByText('Cup created');
    expect(created()).toEqual({
      seasonId: 's1',
      name: 'Open Doubles',
      kind: 'doubles-knockout',
      pairs: [],
      raceTo: 3,
      seasonPlayersOnly: true,
      homeRule: 'drawn-first',
      entries: { closesAt: '2026-09-10T18:00:00.000Z' },
    });
  });

  it('sends a team cup as before once the kind is changed back', async () => {
    const { dialog, created } = await openNewCup();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Team Cup' },
    });
    const teamCup = within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Team cup' });
    expect(teamCup.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Singles knockout' }));
    await pickPlayer(dialog, 'bob', 'Bob Brown');
    fireEvent.click(teamCup);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await screen.findByText('Cup created');
    expect(created()).toEqual({
      seasonId: 's1',
      name: 'Team Cup',
      teamIds: ['t1', 't2', 't3'],
      homeRule: 'drawn-first',
    });
  });

  it('makes a groups-then-knockout cup with its group size and how many go through', async () => {
    const { dialog, created } = await openNewCup();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Group Cup' },
    });
    await pickOption(
      'Bracket',
      'Groups then knockout: round-robin groups, the top teams go through',
    );
    // No plate after groups; three teams in one group of three, one through, is refused.
    expect(within(dialog).queryByRole('switch', { name: 'Plate' })).toBeNull();
    await pickOption('Group size', '3');
    await pickOption('Through from each group', '1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await within(dialog).findByText('At least two teams must reach the knockout');
    expect(created()).toBeUndefined();
    // Two go through from the one group: a final.
    await pickOption('Through from each group', '2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await screen.findByText('Cup created');
    expect(created()).toMatchObject({ name: 'Group Cup', groups: { size: 3, qualifiers: 2 } });
    expect(created()).not.toHaveProperty('bracket');
  });

  it('plays races in a cup of a one-frame league', async () => {
    const { dialog, created } = await openNewCup();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Race Cup' },
    });
    const pairing = within(dialog).getByRole('combobox', { name: 'Each pairing' });
    expect(pairing.textContent).toBe('One frame');
    within(dialog).getByText('The season plays one frame.');
    await pickOption('Each pairing', 'Race to 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await screen.findByText('Cup created');
    expect((created() as { format: unknown }).format).toEqual({
      positionsPerTeam: 4,
      roundsPerMatch: 4,
      framesPerRound: 4,
      name: '4v4 Standard, race to 2',
      raceTo: 2,
    });
  });

  it("plays a raced season's race, sending no format when left alone", async () => {
    const { dialog, created } = await openNewCup(RACED);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Season Cup' },
    });
    expect(within(dialog).getByRole('combobox', { name: 'Each pairing' }).textContent).toBe(
      'Race to 3',
    );
    within(dialog).getByText('The season plays a race to 3.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await screen.findByText('Cup created');
    expect(created()).not.toHaveProperty('format');
  });

  it("keeps a raced season's race in a cup of fewer rounds", async () => {
    const { dialog, created } = await openNewCup(RACED);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Short Cup' },
    });
    await pickOption('Rounds per match', '2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await screen.findByText('Cup created');
    expect((created() as { format: unknown }).format).toEqual({
      positionsPerTeam: 4,
      roundsPerMatch: 2,
      framesPerRound: 4,
      name: 'Custom 4v4, 2 rounds, race to 3',
      raceTo: 3,
    });
  });
});
