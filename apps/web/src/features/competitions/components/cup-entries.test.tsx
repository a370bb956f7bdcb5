import type { Competition } from '@cueleague/domain/competitions/records';
import { competitionSummarySchema } from '@cueleague/domain/competitions/records';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-stub.ts';
import { singlesCup, sixTeamCup } from '../../../test/competition-fixtures.ts';
import { leagueTeams, player, season, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const CLOSES_AT = '2099-09-10T18:00:00.000Z';
const entry = (teamId: string, name: string, reserve = false) => ({
  teamId,
  name,
  seed: null,
  enteredAt: '2026-09-01T10:00:00.000Z',
  reserve,
});

/** An open cup of 2 places, with these entries. */
const openCup = (entries: Competition['entries'], closesAt = CLOSES_AT): Competition => ({
  ...sixTeamCup(),
  name: 'Open Cup',
  state: 'entries',
  entriesCloseAt: closesAt,
  capacity: 2,
  entrantCount: entries.filter((one) => !one.reserve).length,
  reserveCount: entries.filter((one) => one.reserve).length,
  draw: null,
  entries,
  rounds: [],
  ties: [],
});

const SEASON = {
  '/api/seasons': { items: [season()] },
  '/api/seasons/current': season(),
  '/api/teams': { items: leagueTeams() },
};

describe('entering a cup', () => {
  it('lets a captain of two teams enter one (a reserve when the cup is full) and withdraw the other', async () => {
    const breakMasters = entry('t3', 'Break Masters');
    const cueTips = entry('t2', 'Cue Tips');
    let cup = openCup([breakMasters, cueTips]);
    const requests: string[] = [];
    renderApp({
      path: '/competitions/c1',
      api: {
        ...SEASON,
        '/api/auth/me': signedIn('captain', { captainOf: ['t1', 't2'] }),
        '/api/competitions/c1': () => cup,
        'POST /api/competitions/c1/entries': ({ body }: { body: unknown }) => {
          requests.push(`enter ${JSON.stringify(body)}`);
          cup = openCup([breakMasters, cueTips, entry('t1', 'Rack Attack', true)]);
          return cup;
        },
        'DELETE /api/competitions/c1/entries/t2': () => {
          requests.push('withdraw t2');
          cup = openCup([breakMasters, entry('t1', 'Rack Attack')]);
          return cup;
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Open Cup' });
    await screen.findByText(/^Entries open until .+ \(2 of 2\)$/);
    // Cue Tips is entered: its captain may withdraw it; Rack Attack is not yet.
    fireEvent.click(await screen.findByRole('button', { name: 'Enter Rack Attack' }));
    await screen.findByRole('button', { name: 'Withdraw Rack Attack (reserve)' });
    expect(requests).toEqual(['enter {"teamId":"t1"}']);
    screen.getByText(/\(2 of 2, 1 reserve\)$/);
    within(screen.getByRole('region', { name: 'Reserves' })).getByRole('link', {
      name: 'Rack Attack',
    });

    // Cue Tips withdraws: Rack Attack moves up from the reserves.
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Cue Tips' }));
    await screen.findByRole('button', { name: 'Withdraw Rack Attack' });
    expect(requests).toEqual(['enter {"teamId":"t1"}', 'withdraw t2']);
    expect(screen.queryByRole('region', { name: 'Reserves' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Entered' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Break Masters', 'Rack Attack']);
    expect(screen.getByRole('button', { name: 'Enter Cue Tips' })).toBeTruthy();
  });

  it('shows a visitor the open cup in the list, with no buttons', async () => {
    const cup = openCup([entry('t2', 'Cue Tips')]);
    renderApp({
      path: '/competitions',
      api: {
        ...SEASON,
        '/api/competitions': { items: [competitionSummarySchema.parse(cup)] },
      },
    });
    const row = await screen.findByRole('listitem', { name: 'Open Cup' });
    within(row).getByText(/^Entries open until .+ \(1 of 2\)$/);
    within(row).getByText('Taking entries');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('offers a captain the Enter button in the list; once entries close, only Withdraw', async () => {
    /** The cups page as team 1's captain, the cup's list row and page answering `cup`. */
    const listAsCaptain = async (cup: Competition) => {
      const view = renderApp({
        path: '/competitions',
        api: {
          ...SEASON,
          '/api/auth/me': signedIn('captain', { captainOf: ['t1', 't2'] }),
          '/api/competitions': { items: [competitionSummarySchema.parse(cup)] },
          '/api/competitions/c1': cup,
        },
      });
      return { view, row: await screen.findByRole('listitem', { name: 'Open Cup' }) };
    };
    const open = await listAsCaptain(openCup([entry('t2', 'Cue Tips')]));
    await within(open.row).findByRole('button', { name: 'Enter Rack Attack' });
    within(open.row).getByRole('button', { name: 'Withdraw Cue Tips' });
    open.view.unmount();

    // Closed: Cue Tips may still withdraw until the draw; Rack Attack can no longer enter.
    const { row } = await listAsCaptain(
      openCup([entry('t2', 'Cue Tips')], '2020-09-10T18:00:00.000Z'),
    );
    within(row).getByText(/^Entries closed on .+ \(1 of 2\)$/);
    await within(row).findByRole('button', { name: 'Withdraw Cue Tips' });
    expect(within(row).queryByRole('button', { name: 'Enter Rack Attack' })).toBeNull();
  });
});

describe('entering a singles knockout', () => {
  /** A player's own entry: a side of its own (its id withdraws it), with its player. */
  const playerEntry = (entrantId: string, playerId: string, name: string) => ({
    teamId: entrantId,
    name,
    playerIds: [playerId],
    seed: null,
    enteredAt: '2026-09-01T10:00:00.000Z',
    reserve: false,
  });
  const KATE = playerEntry('e1', 'p1', 'Kate Hill');
  const ZOE = playerEntry('e5', 'p5', 'Zoe Moss');
  /** The singles knockout taking entries, with these. */
  const openSingles = (entries: Competition['entries']): Competition => ({
    ...openCup(entries),
    ...(({ kind, format }) => ({ kind, format }))(singlesCup()),
    name: 'Open Singles',
    capacity: 8,
  });
  /** Signed in as u1, whose own player record is Zoe Moss (p5). */
  const AS_ZOE = {
    '/api/auth/me': signedIn('player', { memberOf: [] }),
    '/api/players': ({ url }: { url: URL }) => ({
      items:
        url.searchParams.get('userId') === 'u1'
          ? [player('p5', 'Zoe', 'Moss', { userId: 'u1' })]
          : [],
    }),
  };

  it('lets a player enter themself and withdraw, the entries linking to the players', async () => {
    let cup = openSingles([KATE]);
    const requests: string[] = [];
    renderApp({
      path: '/competitions/c1',
      api: {
        ...SEASON,
        ...AS_ZOE,
        '/api/competitions/c1': () => cup,
        'POST /api/competitions/c1/entries': ({ body }: { body: unknown }) => {
          requests.push(`enter ${JSON.stringify(body)}`);
          cup = openSingles([KATE, ZOE]);
          return cup;
        },
        'DELETE /api/competitions/c1/entries/e5': () => {
          requests.push('withdraw e5');
          cup = openSingles([KATE]);
          return cup;
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Open Singles' });
    const entered = screen.getByRole('region', { name: 'Entered' });
    expect(within(entered).getByRole('link', { name: 'Kate Hill' }).getAttribute('href')).toBe(
      '/players/p1',
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Enter Zoe Moss' }));
    await screen.findByRole('button', { name: 'Withdraw Zoe Moss' });
    expect(requests).toEqual(['enter {"playerId":"p5"}']);
    expect(
      within(screen.getByRole('region', { name: 'Entered' }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Kate Hill', '/players/p1'],
      ['Zoe Moss', '/players/p5'],
    ]);

    // Withdrawn by the entry's own side, not the player's id.
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Zoe Moss' }));
    await screen.findByRole('button', { name: 'Enter Zoe Moss' });
    expect(requests).toEqual(['enter {"playerId":"p5"}', 'withdraw e5']);
  });

  it("shows the server's refusal in its own words", async () => {
    renderApp({
      path: '/competitions/c1',
      api: {
        ...SEASON,
        ...AS_ZOE,
        '/api/competitions/c1': openSingles([]),
        'POST /api/competitions/c1/entries': apiError(
          409,
          'conflict',
          'Zoe Moss is entered already.',
        ),
      },
    });
    await screen.findByText('No player has entered yet.');
    fireEvent.click(await screen.findByRole('button', { name: 'Enter Zoe Moss' }));
    await screen.findByText(/Zoe Moss is entered already\./);
  });

  it('offers no button to an account linked to no player, nor to a visitor', async () => {
    const view = renderApp({
      path: '/competitions/c1',
      api: {
        ...SEASON,
        '/api/auth/me': signedIn('user'),
        '/api/players': { items: [] },
        '/api/competitions/c1': openSingles([KATE]),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Open Singles' });
    await waitFor(() => expect(view.stub.calls()).toContain('GET /api/players?userId=u1'));
    expect(screen.queryByRole('button', { name: /^(Enter|Withdraw)/ })).toBeNull();
    view.unmount();
    const visitor = renderApp({
      path: '/competitions/c1',
      api: { ...SEASON, '/api/competitions/c1': openSingles([KATE]) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Open Singles' });
    expect(screen.queryByRole('button', { name: /^(Enter|Withdraw)/ })).toBeNull();
    expect(visitor.stub.calls().some((call) => call.startsWith('GET /api/players'))).toBe(false);
  });
});
