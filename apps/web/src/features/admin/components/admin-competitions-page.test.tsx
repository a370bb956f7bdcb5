import { competitionSummarySchema, type Competition } from '@cueleague/domain/competitions/records';
import { singlesFormat } from '@cueleague/domain/match-format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, recordBody, reply } from '../../../test/api-stub.ts';
import { doubleCup, sixTeamCup, unpublishedCup } from '../../../test/competition-fixtures.ts';
import { leagueTeams, season, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { openDialog } from '../../../test/dialogs.ts';
import { pickOption } from '../../../test/select.ts';

const asAdmin = { '/api/auth/me': signedIn('admin') };
const SEASON = {
  '/api/seasons/current': season(),
  '/api/teams': { items: leagueTeams() },
  '/api/competitions': { items: [] },
};

/** The cup as the server holds it after each step: entries, then drawn with a seed. */
const cupIn = (state: Competition['state'], seed = 'a1b2c3'): Competition =>
  state === 'entries' || state === 'drawn'
    ? unpublishedCup(state, { method: 'random', seed })
    : { ...unpublishedCup('drawn', { method: 'random', seed }), state };

/** The cup as the list answers it: its summary's fields alone. */
const summary = (cup: Competition) => competitionSummarySchema.parse(cup);

/**
 * The six-entry cup as a singles knockout, each tie a race to 3: each entry a player's side;
 * drawn, or published with each round's race as `races` says.
 */
const singlesCup = (state: 'drawn' | 'published', races = [3, 3, 3]): Competition => {
  const drawn = unpublishedCup('drawn');
  return {
    ...drawn,
    state,
    name: 'Singles Cup',
    kind: 'singles-knockout',
    format: singlesFormat(3),
    entries: drawn.entries.map((entry, at) => ({ ...entry, playerIds: [`p${String(at + 1)}`] })),
    rounds: drawn.rounds.map((round, at) => ({ ...round, raceTo: races[at] ?? 3 })),
  };
};

describe('AdminCompetitionsPage', () => {
  it('says there are no cups yet and offers the first', async () => {
    renderApp({ path: '/admin/competitions', api: { ...asAdmin, ...SEASON } });
    await screen.findByText('No cups this season yet');
    screen.getByRole('button', { name: 'New cup' });
  });

  it('creates a cup, draws it, redoes the draw and publishes it, sending what the API takes', async () => {
    let cup: Competition | null = null;
    let createdBody: unknown;
    const draws: unknown[] = [];
    const published = recordBody(cupIn('published'));
    renderApp({
      path: '/admin/competitions',
      api: {
        ...asAdmin,
        ...SEASON,
        '/api/competitions': () => ({ items: cup ? [summary(cup)] : [] }),
        '/api/competitions/c1': () => cup ?? apiError(404, 'not_found', 'No such competition'),
        'POST /api/competitions': ({ body }) => {
          createdBody = body;
          cup = cupIn('entries');
          return reply(201, cup);
        },
        'POST /api/competitions/c1/draw': ({ body }) => {
          draws.push(body);
          cup = cupIn('drawn', draws.length === 1 ? 'first-seed' : 'second-seed');
          return cup;
        },
        'POST /api/competitions/c1/publish': published.handler,
      },
    });

    // New cup: every team ticked; "Select none" then one team is refused before anything is sent.
    const dialog = await openDialog('New cup', 'New cup');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Knockout Cup' },
    });
    for (const box of within(dialog).getAllByRole<HTMLInputElement>('checkbox'))
      expect(box.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select none' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Rack Attack' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await within(dialog).findByText('A cup needs at least two teams');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select all' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await screen.findByText('Cup created');
    expect(createdBody).toEqual({
      seasonId: 's1',
      name: 'Knockout Cup',
      teamIds: ['t1', 't2', 't3'],
      homeRule: 'drawn-first',
    });

    // Draw at random (the first choice): the seed used, and the drawn bracket as a preview.
    fireEvent.click(await screen.findByRole('button', { name: 'Draw' }));
    await screen.findByText('first-seed');
    screen.getByRole('list', { name: 'Quarter-finals' });
    fireEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    await screen.findByText('second-seed');
    expect(draws).toEqual([{ method: 'random' }, { method: 'random' }]);

    // Publish: a date per round, a week apart, at the usual start; a team cup's rounds play its
    // format, with no race to choose.
    const form = screen.getByRole('form', { name: 'Publish the cup' });
    expect(within(form).queryByRole('combobox', { name: /^Race to/ })).toBeNull();
    const inputs = ['Quarter-finals', 'Semi-finals', 'Final'].map((name) =>
      within(form).getByLabelText<HTMLInputElement>(new RegExp(`^${name}`)),
    );
    for (const input of inputs) expect(input.value).toMatch(/T19:30$/);
    fireEvent.change(inputs[0]!, { target: { value: '2026-03-10T19:30' } });
    fireEvent.change(inputs[1]!, { target: { value: '2026-03-17T19:30' } });
    fireEvent.change(inputs[2]!, { target: { value: '2026-03-24T20:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Cup published');
    // The test league's zone is Europe/London: GMT in March.
    expect(published.body).toEqual({
      roundDates: [
        '2026-03-10T19:30:00.000Z',
        '2026-03-17T19:30:00.000Z',
        '2026-03-24T20:00:00.000Z',
      ],
    });
  });

  it('publishes a singles knockout with a race for each round, and lists the races after', async () => {
    let cup = singlesCup('drawn');
    const published = recordBody(cup);
    renderApp({
      path: '/admin/competitions?cup=c1',
      api: {
        ...asAdmin,
        ...SEASON,
        '/api/competitions': () => ({ items: [summary(cup)] }),
        '/api/competitions/c1': () => cup,
        'POST /api/competitions/c1/publish': (request) => {
          published.handler(request);
          cup = singlesCup('published', (request.body as { roundRaces: number[] }).roundRaces);
          return cup;
        },
      },
    });
    // Its entrants are players, in the list and in its manager.
    await screen.findByText('Drawn, not published · 6 players');
    screen.getByText(
      'A singles knockout: each tie a race to 3, unless its round is given another race when the cup is published.',
    );
    const form = await screen.findByRole('form', { name: 'Publish the cup' });
    // Each round's race beside its date, the cup's race to begin with.
    const races = ['Quarter-finals', 'Semi-finals', 'Final'].map(
      (name) =>
        within(form).getByRole<HTMLSelectElement>('combobox', { name: `Race to, ${name}` }).value,
    );
    expect(races).toEqual(['3', '3', '3']);
    await pickOption('Race to, Semi-finals', '4');
    await pickOption('Race to, Final', '5');
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Cup published');
    expect(published.body).toMatchObject({ roundRaces: [3, 4, 5] });
    expect((published.body as { roundDates: string[] }).roundDates).toHaveLength(3);

    // Published: each round's race, and a player (not a team) may withdraw.
    const list = await screen.findByRole('list', { name: 'Races' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Quarter-finals: a race to 3', 'Semi-finals: a race to 4', 'Final: a race to 5']);
    screen.getByRole('button', { name: 'Withdraw a player…' });
  });

  it("shows the server's refusal of a draw", async () => {
    renderApp({
      path: '/admin/competitions?cup=c1',
      api: {
        ...asAdmin,
        ...SEASON,
        '/api/competitions/c1': cupIn('entries'),
        'POST /api/competitions/c1/draw': apiError(409, 'conflict', 'The cup is already published'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Draw' }));
    await screen.findByText('Could not draw the cup: The cup is already published');
    // And in the cup's panel, where the admin drew it.
    within(screen.getByRole('region', { name: 'Knockout Cup' })).getByText(
      'The cup is already published',
    );
  });

  it('decides a ready tie with a reason, which it asks for', async () => {
    const decided = recordBody(sixTeamCup());
    renderApp({
      path: '/admin/competitions?cup=c1',
      api: {
        ...asAdmin,
        ...SEASON,
        '/api/competitions/c1': sixTeamCup(),
        'POST /api/competitions/c1/ties/W1-4/decide': decided.handler,
      },
    });
    const dialog = await openDialog('Decide… Quarter-final 4', 'Decide Quarter-final 4');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Anchors' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put through' }));
    await within(dialog).findByText('Say why');
    expect(decided.body).toBeUndefined();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Walkover: Cannons withdrew' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put through' }));
    await screen.findByText('Tie decided');
    expect(decided.body).toEqual({ winner: 'away', reason: 'Walkover: Cannons withdrew' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates a double elimination, or a single elimination with a plate, and refuses a plate too small', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/admin/competitions',
      api: {
        ...asAdmin,
        ...SEASON,
        '/api/competitions/c1': doubleCup('reset'),
        'POST /api/competitions': ({ body }) => {
          bodies.push(body);
          return reply(201, doubleCup());
        },
      },
    });
    let dialog = await openDialog('New cup', 'New cup');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Plate Cup' },
    });
    // The three teams play one first-round tie: its loser alone would be in the plate.
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Plate' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await within(dialog).findByText('With 3 teams only one first-round tie is played: no plate');
    expect(bodies).toEqual([]);
    // A double elimination has no plate to offer.
    await pickOption('Bracket', "Double elimination: a losers' bracket and a grand final");
    expect(within(dialog).queryByRole('switch', { name: 'Plate' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cup' }));
    await screen.findByText('Cup created');
    expect(bodies).toEqual([
      {
        seasonId: 's1',
        name: 'Plate Cup',
        teamIds: ['t1', 't2', 't3'],
        homeRule: 'drawn-first',
        bracket: 'double-elimination',
      },
    ]);
    // The admin's cup shows its stages, and the grand final's reset is decided like any tie.
    await screen.findByRole('heading', { level: 2, name: "Losers' bracket" });
    dialog = await openDialog('Decide… Grand final reset', 'Decide Grand final reset');
    within(dialog).getByRole('radio', { name: 'Blues' });
  });
});
