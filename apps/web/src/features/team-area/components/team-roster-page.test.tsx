// /team/roster: the captain (de)activates and adds players with the right requests, the server's
// refusals are shown, and nobody else gets the controls.
import { teamPlayerCreateSchema, teamPlayerUpdateSchema } from '@cueleague/domain/requests';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  reply,
  type ApiRoutes,
  type ApiStub,
  type StubRequest,
} from '../../../test/api-stub.ts';
import { leagueTeams, player, season, signedIn, teamPlayer } from '../../../test/fixtures.ts';
import { renderApp, renderWithProviders } from '../../../test/render-app.tsx';
import { TeamRosterPage } from './team-roster-page.tsx';
import { openDialog } from '../../../test/dialogs.ts';

const TEAMS = leagueTeams({ count: 2, t1: { captainUserId: 'u1' } });
const PLAYERS = [
  player('p1', 'Ann', 'Archer', { userId: 'u1' }),
  player('p2', 'Bob', 'Brown'),
  player('p3', 'Cy', 'Cole'),
  player('p4', 'Dan', 'Dare'),
  player('p5', 'Eve', 'Evans'),
];
const ROSTER = [
  teamPlayer('tp1', 'p1', { role: 'captain' }),
  teamPlayer('tp2', 'p2'),
  teamPlayer('tp3', 'p3', { isActive: false }),
];
/** Eve plays for Cue Tips this season. */
const SEASON_MEMBERSHIPS = [...ROSTER, teamPlayer('tp9', 'p5', { teamId: 't2' })];

/** A server with a roster that writes change (each test gets its own copy). */
const api = <R extends object = object>(overrides?: ApiRoutes<R>) => {
  const roster = ROSTER.map((membership) => ({ ...membership }));
  return {
    '/api/auth/me': signedIn('captain'),
    '/api/seasons/current': season(),
    '/api/teams': { items: TEAMS },
    '/api/team-players': ({ url }: { url: URL }) => ({
      items: url.searchParams.get('teamId') ? roster : SEASON_MEMBERSHIPS,
    }),
    'PATCH /api/team-players/tp2': ({ body }: StubRequest) =>
      Object.assign(roster[1]!, teamPlayerUpdateSchema.parse(body)),
    '/api/players': ({ url }: { url: URL }) => {
      const ids = url.searchParams.get('ids')?.split(',');
      return { items: ids ? PLAYERS.filter((p) => ids.includes(p.id)) : PLAYERS };
    },
    ...overrides,
  };
};

/** The JSON bodies sent with one "METHOD /path". */
const sentBodies = (view: { stub: ApiStub }, call: string): unknown[] =>
  view.stub.fetch.mock.calls
    .filter((_args, index) => view.stub.calls()[index] === call)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);

const rosterList = () => screen.findByRole('list', { name: 'Players on the roster' });

const pickPlayer = async (text: string, option: RegExp) => {
  const input = await screen.findByRole('combobox', { name: 'Find a player' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('TeamRosterPage', () => {
  it('lists the players, captain first and fixed, with an active switch each', async () => {
    renderApp({ path: '/team/roster', api: api() });
    const list = await rosterList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Ann Archer',
      'Bob Brown',
      'Cy Cole',
    ]);
    within(rows[0]!).getByText('Captain · changed by the league admin');
    // Each name is a link to the player's page.
    expect(within(rows[1]!).getByRole('link', { name: 'Bob Brown' }).getAttribute('href')).toMatch(
      /^\/players\/[^/]+$/,
    );
    const captain = screen.getByRole<HTMLInputElement>('switch', { name: 'Active: Ann Archer' });
    expect(captain.disabled).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: 'Active: Bob Brown' }).checked,
    ).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Active: Cy Cole' }).checked).toBe(
      false,
    );
    screen.getByText(/nobody is deleted/);
    screen.getByText('2 active of 3');
  });

  it('deactivates a player with PATCH {isActive: false} and says so', async () => {
    const view = renderApp({ path: '/team/roster', api: api() });
    await rosterList();
    fireEvent.click(screen.getByRole('switch', { name: 'Active: Bob Brown' }));
    await screen.findByText('Bob Brown is off the active roster (inactive, not deleted)');
    expect(sentBodies(view, 'PATCH /api/team-players/tp2')).toEqual([{ isActive: false }]);
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLInputElement>('switch', { name: 'Active: Bob Brown' }).checked,
      ).toBe(false),
    );
    screen.getByText('1 active of 3');
  });

  it("shows the server's refusal when a change is not allowed (403)", async () => {
    renderApp({
      path: '/team/roster',
      api: api({
        'PATCH /api/team-players/tp3': apiError(
          403,
          'forbidden',
          "Only an admin or the team's captain can change its roster.",
        ),
      }),
    });
    await rosterList();
    fireEvent.click(screen.getByRole('switch', { name: 'Active: Cy Cole' }));
    // Inline beside the list, and in the snackbar.
    await screen.findByText("Only an admin or the team's captain can change its roster.");
    await screen.findByText(
      "Couldn't change the roster: Only an admin or the team's captain can change its roster.",
    );
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Active: Cy Cole' }).checked).toBe(
      false,
    );
  });

  it('adds a player from the league who is not on the team, with the right body', async () => {
    const view = renderApp({
      path: '/team/roster',
      api: api({
        'POST /api/team-players': ({ body }) =>
          reply(201, { id: 'tp4', ...teamPlayerCreateSchema.parse(body) }),
      }),
    });
    await rosterList();
    // Players already on the roster, active or not, are not offered.
    const input = await screen.findByRole('combobox', { name: 'Find a player' });
    fireEvent.mouseDown(input);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Dan Dare',
      'Eve EvansPlays for Cue Tips',
    ]);
    await pickPlayer('dan', /Dan Dare/);
    fireEvent.click(screen.getByRole('button', { name: 'Add to roster' }));
    await screen.findByText('Dan Dare added to the roster');
    expect(sentBodies(view, 'POST /api/team-players')).toEqual([
      { teamId: 't1', playerId: 'p4', seasonId: 's1', role: 'player', isActive: true },
    ]);
  });

  it("shows the server's 422 message when adding is refused", async () => {
    renderApp({
      path: '/team/roster',
      api: api({
        'POST /api/team-players': apiError(422, 'validation_failed', 'No such player.', {
          playerId: 'No such player',
        }),
      }),
    });
    await rosterList();
    await pickPlayer('dan', /Dan Dare/);
    fireEvent.click(screen.getByRole('button', { name: 'Add to roster' }));
    await screen.findByText('No such player.');
    await screen.findByText("Couldn't add the player: No such player.");
  });

  it("does not offer to add another team's player: the league admin transfers them", async () => {
    const view = renderApp({ path: '/team/roster', api: api() });
    await rosterList();
    await pickPlayer('eve', /Eve Evans/);
    screen.getByText(
      'Eve Evans already plays for Cue Tips this season; the league admin can transfer them.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to roster' }).disabled).toBe(
      true,
    );
    expect(view.stub.calls()).not.toContain('POST /api/team-players');
  });

  it("shows the server's 409 when the player joined another team meanwhile", async () => {
    const message = 'Dan Dare already plays for Cue Tips this season; an admin can transfer them.';
    renderApp({
      path: '/team/roster',
      api: api({ 'POST /api/team-players': apiError(409, 'conflict', message) }),
    });
    await rosterList();
    await pickPlayer('dan', /Dan Dare/);
    fireEvent.click(screen.getByRole('button', { name: 'Add to roster' }));
    await screen.findByText(message);
  });

  it('has designed empty and error states', async () => {
    renderApp({ path: '/team/roster', api: api({ '/api/team-players': { items: [] } }) });
    await screen.findByText('No players on the roster yet');
  });

  it('shows a failed load with a retry', async () => {
    renderApp({
      path: '/team/roster',
      api: api({ '/api/team-players': apiError(500, 'internal', 'Roster store unavailable.') }),
    });
    await screen.findByText('Roster store unavailable.');
    screen.getByRole('button', { name: 'Retry' });
  });

  it('keeps a player off the roster route', async () => {
    const view = renderApp({
      path: '/team/roster',
      api: api({ '/api/auth/me': signedIn('player', { memberOf: ['t1'] }) }),
    });
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('shows the roster read-only, with no switches and no picker, to a non-captain', async () => {
    renderWithProviders(<TeamRosterPage />, {
      api: api({ '/api/auth/me': signedIn('player', { memberOf: ['t1'] }) }),
    });
    await rosterList();
    screen.getByText('Bob Brown');
    expect(screen.queryAllByRole('switch')).toEqual([]);
    expect(screen.queryByRole('combobox', { name: 'Find a player' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to roster' })).toBeNull();
    screen.getByText("Only your team's captain can change the roster.");
  });

  it('adds someone new to the team, a record the league admin will check', async () => {
    const view = renderApp({
      path: '/team/roster',
      api: api({
        'POST /api/teams/t1/players': () =>
          reply(201, {
            player: player('p8', 'Ivy', 'Irwin', { needsReview: true, addedByUserId: 'u1' }),
            membership: teamPlayer('tp8', 'p8'),
          }),
      }),
    });
    await rosterList();
    const dialog = await openDialog('Someone new', 'Someone new for Rack Attack');
    within(dialog).getByText(/The league admin checks new players/);
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'Ivy' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: 'Irwin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the team' }));
    await screen.findByText('Ivy Irwin added to the team');
    expect(sentBodies(view, 'POST /api/teams/t1/players')).toEqual([
      { firstName: 'Ivy', lastName: 'Irwin' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
