import {
  competitionSummarySchema,
  type Competition,
  type DrawRecord,
} from '@cueleague/domain/competitions/records';
import { singlesFormat } from '@cueleague/domain/match-format';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupCup, sixTeamCup, unpublishedCup } from '../../../test/competition-fixtures.ts';
import { leagueTeams, season, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const drawn = (draw: DrawRecord) => unpublishedCup('drawn', draw);

/** The cup's manager with the draw answered as `answer` says, every body sent kept. */
const renderManager = (
  answer: (body: unknown) => Competition = () => drawn({ method: 'manual' }),
  routes: Record<string, unknown> = {},
) => {
  const bodies: unknown[] = [];
  let cup = unpublishedCup('entries');
  renderApp({
    path: '/admin/competitions?cup=c1',
    api: {
      '/api/auth/me': signedIn('admin'),
      '/api/seasons/current': season(),
      '/api/teams': { items: leagueTeams() },
      '/api/competitions': { items: [] },
      '/api/competitions/c1': () => cup,
      'POST /api/competitions/c1/draw': ({ body }) => {
        bodies.push(body);
        cup = answer(body);
        return cup;
      },
      ...routes,
    },
  });
  return bodies;
};

const form = () => screen.getByRole('form', { name: 'Draw the cup' });

describe('the cup draw panel', () => {
  it('sends the method chosen: random with its seed, by the table, by rating', async () => {
    const bodies = renderManager((body) =>
      drawn(
        (body as { method: string }).method === 'random'
          ? { method: 'random', seed: 'pub night' }
          : { method: 'seeded', by: (body as { by: 'table' | 'rating' }).by },
      ),
    );
    const seed = await screen.findByRole('textbox', { name: 'Seed (optional)' });
    fireEvent.change(seed, { target: { value: ' pub night ' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Draw' }));
    // The seed recorded is shown, and the first round as drawn: who meets whom, and the byes.
    await within(form()).findByText('pub night');
    within(form()).getByText(/^Drawn at random, seed/);
    const firstRound = within(form()).getByRole('list', { name: 'Quarter-finals as drawn' });
    expect(
      within(firstRound)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Reds (1): bye',
      'Greens (4) v Lions (5)',
      'Blues (2): bye',
      'Cannons (3) v Anchors (6)',
    ]);

    fireEvent.click(within(form()).getByRole('radio', { name: 'By league table' }));
    expect(within(form()).queryByRole('textbox', { name: 'Seed (optional)' })).toBeNull();
    fireEvent.click(within(form()).getByRole('button', { name: 'Draw again' }));
    await within(form()).findByText('Seeded by the league table');
    fireEvent.click(within(form()).getByRole('radio', { name: 'By rating' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Draw again' }));
    await within(form()).findByText('Seeded by rating');
    expect(bodies).toEqual([
      { method: 'random', seed: 'pub night' },
      { method: 'seeded', by: 'table' },
      { method: 'seeded', by: 'rating' },
    ]);
  });

  it('seeds by a previous cup: a finished one of any season, or one of this season under way', async () => {
    const bodies = renderManager(
      () => drawn({ method: 'seeded', by: 'cup', competitionId: 'old', name: 'Winter Cup' }),
      {
        '/api/competitions/honours': {
          items: [
            {
              seasonId: 's0',
              seasonName: '2025',
              competitionId: 'old',
              name: 'Winter Cup',
              kind: 'team-knockout',
              winner: { teamId: 't9', name: 'Reds' },
              runnerUp: null,
              plateWinner: null,
            },
          ],
        },
        '/api/competitions': {
          items: [
            competitionSummarySchema.parse({ ...sixTeamCup(), id: 'plate', name: 'Plate Cup' }),
            competitionSummarySchema.parse(unpublishedCup('entries')),
          ],
        },
      },
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'By a previous cup' }));
    within(form()).getByText(/^Its winner first, then its runner-up/);
    fireEvent.click(within(form()).getByRole('button', { name: 'Draw' }));
    await within(form()).findByText('Pick the cup to seed by');
    expect(bodies).toEqual([]);

    // The cup being drawn is not offered.
    fireEvent.mouseDown(within(form()).getByRole('combobox', { name: /^Previous cup/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Winter Cup (2025, won by Reds)', 'Plate Cup (under way)']);
    fireEvent.click(
      within(listbox).getByRole('option', { name: 'Winter Cup (2025, won by Reds)' }),
    );
    fireEvent.click(within(form()).getByRole('button', { name: 'Draw' }));
    await within(form()).findByText('Seeded by how far each team went in Winter Cup');
    expect(bodies).toEqual([{ method: 'seeded', by: 'cup', competitionId: 'old' }]);
  });

  it('sends no seed when none is given', async () => {
    const bodies = renderManager(() => drawn({ method: 'random', seed: 'a1b2c3' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Draw' }));
    await screen.findByText('a1b2c3');
    expect(bodies).toEqual([{ method: 'random' }]);
  });

  it('draws by hand in the order the admin moves the teams to', async () => {
    const bodies = renderManager();
    fireEvent.click(await screen.findByRole('radio', { name: 'By hand' }));
    const order = within(form()).getByRole('list', { name: 'Seed order' });
    const names = () =>
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'));
    expect(names()).toEqual([
      'Seed 1: Reds',
      'Seed 2: Blues',
      'Seed 3: Cannons',
      'Seed 4: Greens',
      'Seed 5: Lions',
      'Seed 6: Anchors',
    ]);
    // The top cannot go up nor the bottom down.
    expect(
      within(order).getByRole<HTMLButtonElement>('button', { name: 'Move Reds up' }).disabled,
    ).toBe(true);
    expect(
      within(order).getByRole<HTMLButtonElement>('button', { name: 'Move Anchors down' }).disabled,
    ).toBe(true);
    fireEvent.click(within(order).getByRole('button', { name: 'Move Anchors up' }));
    fireEvent.click(within(order).getByRole('button', { name: 'Move Reds down' }));
    expect(names()).toEqual([
      'Seed 1: Blues',
      'Seed 2: Reds',
      'Seed 3: Cannons',
      'Seed 4: Greens',
      'Seed 5: Anchors',
      'Seed 6: Lions',
    ]);
    fireEvent.click(within(form()).getByRole('button', { name: 'Draw' }));
    await within(form()).findByText('Drawn by hand');
    expect(bodies).toEqual([{ method: 'manual', order: ['t2', 't1', 't3', 't4', 't6', 't5'] }]);
  });

  it("speaks of a singles knockout's entrants as players", async () => {
    const singles = (cup: Competition): Competition => ({
      ...cup,
      kind: 'singles-knockout',
      format: singlesFormat(3),
      rounds: cup.rounds.map((round) => ({ ...round, raceTo: 3 })),
    });
    renderApp({
      path: '/admin/competitions?cup=c1',
      api: {
        '/api/auth/me': signedIn('admin'),
        '/api/seasons/current': season(),
        '/api/teams': { items: leagueTeams() },
        '/api/competitions': { items: [] },
        '/api/competitions/c1': singles(unpublishedCup('entries')),
      },
    });
    await screen.findByText('6 players entered. Draw the cup to see its bracket.');
    fireEvent.click(within(form()).getByRole('radio', { name: 'By hand' }));
    within(form()).getByText('Put the players in seed order, seed 1 first.');
    // Players are seeded by their own rating, never by a table of teams.
    expect(within(form()).queryByRole('radio', { name: 'By league table' })).toBeNull();
    fireEvent.click(within(form()).getByRole('radio', { name: 'By rating' }));
    within(form()).getByText('Strongest by their own rating first.');
  });

  it("speaks of a doubles knockout's entrants as pairs, seeded by their players' mean rating", async () => {
    renderApp({
      path: '/admin/competitions?cup=c1',
      api: {
        '/api/auth/me': signedIn('admin'),
        '/api/seasons/current': season(),
        '/api/teams': { items: leagueTeams() },
        '/api/competitions': { items: [] },
        '/api/competitions/c1': {
          ...unpublishedCup('entries'),
          kind: 'doubles-knockout',
          format: singlesFormat(3),
        },
      },
    });
    await screen.findByText('6 pairs entered. Draw the cup to see its bracket.');
    screen.getByText(
      'A doubles knockout: each tie a race to 3, unless its round is given another race when the cup is published.',
    );
    fireEvent.click(within(form()).getByRole('radio', { name: 'By hand' }));
    within(form()).getByText('Put the pairs in seed order, seed 1 first.');
    expect(within(form()).queryByRole('radio', { name: 'By league table' })).toBeNull();
    fireEvent.click(within(form()).getByRole('radio', { name: 'By rating' }));
    within(form()).getByText("Strongest by their two players' average rating first.");
  });

  it("shows a group cup's groups as drawn, with their tables", async () => {
    const drawnGroups: Competition = { ...groupCup(), state: 'drawn' };
    let cup: Competition = { ...drawnGroups, state: 'entries', groupStage: null, ties: [] };
    renderApp({
      path: '/admin/competitions?cup=c1',
      api: {
        '/api/auth/me': signedIn('admin'),
        '/api/seasons/current': season(),
        '/api/teams': { items: leagueTeams() },
        '/api/competitions': { items: [] },
        '/api/competitions/c1': () => cup,
        'POST /api/competitions/c1/draw': () => (cup = drawnGroups),
      },
    });
    fireEvent.click(
      await within(await screen.findByRole('form', { name: 'Draw the cup' })).findByRole('button', {
        name: 'Draw',
      }),
    );
    const groups = await within(form()).findByRole('list', { name: 'Groups as drawn' });
    expect(
      within(groups)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Group A: Reds (1), Greens (4), Lions (5)',
      'Group B: Blues (2), Cannons (3), Anchors (6)',
    ]);
    screen.getByRole('table', { name: 'Group A table' });
  });

  it('offers the admin "Decide…" on a published group cup\'s group tie still to play', async () => {
    renderApp({
      path: '/admin/competitions?cup=c1',
      api: {
        '/api/auth/me': signedIn('admin'),
        '/api/seasons/current': season(),
        '/api/teams': { items: leagueTeams() },
        '/api/competitions': { items: [] },
        '/api/competitions/c1': groupCup(),
      },
    });
    await screen.findByRole('button', { name: 'Decide… Group B, Group round 3' });
    // Only that one: the others have their results.
    expect(screen.getAllByRole('button', { name: /^Decide… Group/ })).toHaveLength(1);
  });
});
