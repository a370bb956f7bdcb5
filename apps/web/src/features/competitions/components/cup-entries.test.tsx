import type { Competition } from '@cueleague/domain/competitions/records';
import { competitionSummarySchema } from '@cueleague/domain/competitions/records';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../test/api-stub.ts';
import { singlesCup, sixTeamCup } from '../../../test/competition-fixtures.ts';
import { doublesCup } from '../../../test/doubles-fixtures.ts';
import { leagueTeams, player, season, signedIn } from '../../../test/fixtures.ts';
import { openDialog } from '../../../test/dialogs.ts';
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
    // The race each tie plays, beside the entries.
    screen.getByText('Each tie: race to 3.');
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

describe('entering a doubles knockout', () => {
  /** A pair's entry: a side of its own (its id withdraws it), with its two players. */
  const pairEntry = (entrantId: string, playerIds: [string, string], name: string) => ({
    teamId: entrantId,
    name,
    playerIds,
    seed: null,
    enteredAt: '2026-09-01T10:00:00.000Z',
    reserve: false,
  });
  const KATE_AND_TOM = pairEntry('d1', ['p11', 'p12'], 'Kate Hill & Tom Lee');
  const ZOE_AND_ANN = pairEntry('d5', ['p5', 'p9'], 'Zoe Moss & Ann Archer');
  /** The doubles knockout taking entries (a race to 3 each tie), with these. */
  const openDoubles = (entries: Competition['entries']): Competition => ({
    ...openCup(entries),
    ...(({ kind, format }) => ({ kind, format }))(doublesCup()),
    name: 'Open Doubles',
    capacity: 8,
    seasonPlayersOnly: true,
  });
  /** The league's players, as GET /api/players answers them (by last name). */
  const LEAGUE = [
    player('p9', 'Ann', 'Archer'),
    player('p22', 'Amy', 'Cole'),
    player('p11', 'Kate', 'Hill'),
    player('p12', 'Tom', 'Lee'),
    player('p5', 'Zoe', 'Moss', { userId: 'u1' }),
  ];
  /** Signed in as u1, whose own player record is Zoe Moss (p5). */
  const AS_ZOE = {
    '/api/auth/me': signedIn('player', { memberOf: [] }),
    '/api/players': ({ url }: { url: URL }) => {
      const userId = url.searchParams.get('userId');
      return {
        items: userId === null ? LEAGUE : LEAGUE.filter((one) => one.userId === userId),
      };
    },
  };

  it("enters a player with the partner they pick, then withdraws the pair by the pair's name", async () => {
    let cup = openDoubles([KATE_AND_TOM]);
    const requests: string[] = [];
    renderApp({
      path: '/competitions/c1',
      api: {
        ...SEASON,
        ...AS_ZOE,
        '/api/competitions/c1': () => cup,
        'POST /api/competitions/c1/entries': ({ body }: { body: unknown }) => {
          requests.push(`enter ${JSON.stringify(body)}`);
          cup = openDoubles([KATE_AND_TOM, ZOE_AND_ANN]);
          return cup;
        },
        'DELETE /api/competitions/c1/entries/d5': () => {
          requests.push('withdraw d5');
          cup = openDoubles([KATE_AND_TOM]);
          return cup;
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Open Doubles' });
    // A knockout for the season's players says so.
    screen.getByText('Each tie: race to 3. Open to players on a team’s roster this season.');
    // A pair's entry is both its players' names, each a link to their own page.
    const entered = screen.getByRole('region', { name: 'Entered' });
    expect(within(entered).getByRole('listitem').textContent).toBe('Kate Hill & Tom Lee');
    expect(
      within(entered)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Kate Hill', '/players/p11'],
      ['Tom Lee', '/players/p12'],
    ]);

    const dialog = await openDialog('Enter with a partner', 'Enter with a partner');
    // Offered: the league's players but the one entering and those entered already.
    const partner = within(dialog).getByRole('combobox', { name: 'Partner' });
    fireEvent.focus(partner);
    fireEvent.change(partner, { target: { value: '' } });
    fireEvent.mouseDown(partner);
    await screen.findByRole('option', { name: 'Ann Archer' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ann Archer',
      'Amy Cole',
    ]);
    // Nobody picked: asked for, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter the pair' }));
    await within(dialog).findByText('Pick your partner');
    expect(requests).toEqual([]);
    fireEvent.click(screen.getByRole('option', { name: 'Ann Archer' }));
    within(dialog).getByText(
      'Zoe Moss & Ann Archer enter Open Doubles. Either of you can withdraw the pair until the draw.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter the pair' }));
    await screen.findByRole('button', { name: 'Withdraw Zoe Moss & Ann Archer' });
    expect(requests).toEqual(['enter {"playerIds":["p5","p9"]}']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Withdrawn by the pair's own side.
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Zoe Moss & Ann Archer' }));
    await screen.findByRole('button', { name: 'Enter with a partner' });
    expect(requests).toEqual(['enter {"playerIds":["p5","p9"]}', 'withdraw d5']);
  });

  it("shows the server's refusal in its own words, the dialog kept to pick again", async () => {
    renderApp({
      path: '/competitions/c1',
      api: {
        ...SEASON,
        ...AS_ZOE,
        '/api/competitions/c1': openDoubles([]),
        'POST /api/competitions/c1/entries': apiError(
          409,
          'conflict',
          'Amy Cole is entered already.',
        ),
      },
    });
    await screen.findByText('No pair has entered yet.');
    const dialog = await openDialog('Enter with a partner', 'Enter with a partner');
    const partner = within(dialog).getByRole('combobox', { name: 'Partner' });
    fireEvent.focus(partner);
    fireEvent.change(partner, { target: { value: 'amy' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Amy Cole' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter the pair' }));
    await screen.findByText(/Amy Cole is entered already\./);
    screen.getByRole('dialog', { name: 'Enter with a partner' });
  });

  it('says entering needs a connection while offline', async () => {
    renderApp({
      path: '/competitions/c1',
      api: { ...SEASON, ...AS_ZOE, '/api/competitions/c1': openDoubles([KATE_AND_TOM]) },
    });
    const enter = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Enter with a partner',
    });
    expect(enter.disabled).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await screen.findByText('Entering needs a connection.');
    expect(enter.disabled).toBe(true);
  });
});
