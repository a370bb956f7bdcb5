import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, conflict, recordBody, reply } from '../../../test/api-stub.ts';
import {
  dividedSeason,
  leagueTeam,
  player,
  season,
  signedIn,
  team,
  teamPlayer,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { openDialog } from '../../../test/dialogs.ts';

const asAdmin = { '/api/auth/me': signedIn('admin') };
const RACK = leagueTeam('t1', { homeVenueId: 'v1', captainUserId: 'u7' });
const CUES = leagueTeam('t2');
const ALEX = player('p1', 'Alex', 'Cue', { userId: 'u7' });
const SAM = player('p2', 'Sam', 'Break', { userId: 'u8' });
const JO = player('p3', 'Jo', 'Pocket');
const MEMBERSHIPS = [teamPlayer('m1', 'p1', { role: 'captain' }), teamPlayer('m2', 'p2')];

const world = (extra: Record<string, unknown> = {}) => ({
  ...asAdmin,
  '/api/seasons': {
    items: [season(), season({ id: 's0', name: 'Autumn 2025', isCurrent: false })],
  },
  '/api/venues': { items: [{ id: 'v1', name: 'The Crown', address: null, tables: 2 }] },
  '/api/teams': ({ url }: { url: URL }) => ({
    items: url.searchParams.get('seasonId') === 's1' ? [CUES, RACK] : [],
  }),
  '/api/players': { items: [SAM, ALEX, JO] },
  '/api/users': { items: [] },
  '/api/team-players': { items: MEMBERSHIPS },
  ...extra,
});

describe('AdminTeamsPage', () => {
  it("lists the current season's teams with venue, captain and roster size", async () => {
    const view = renderApp({ path: '/admin/teams', api: world() });
    const rack = await screen.findByRole('listitem', { name: 'Rack Attack' });
    await within(rack).findByText('Home: The Crown');
    within(rack).getByText('Captain: Alex Cue · 2 active players');
    const cues = screen.getByRole('listitem', { name: 'Cue Tips' });
    within(cues).getByText('No captain');
    expect(view.stub.calls()).toContain('GET /api/teams?seasonId=s1');
  });

  it('adds a team to the chosen season with its home venue', async () => {
    const sent = recordBody(reply(201, team('t3', 'Pot Luck')));
    renderApp({
      path: '/admin/teams',
      api: world({
        'POST /api/teams': sent.handler,
      }),
    });
    const dialog = await openDialog('Add team', 'Add a team to Spring 2026');
    fireEvent.change(within(dialog).getByLabelText(/^Team name/), {
      target: { value: 'Pot Luck' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Home venue' }));
    fireEvent.click(await screen.findByRole('option', { name: 'The Crown' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add team' }));
    await screen.findByText('Pot Luck added');
    expect(sent.body).toEqual({ seasonId: 's1', name: 'Pot Luck', homeVenueId: 'v1' });
  });

  it("shows the server's refusal to delete a team that has played", async () => {
    renderApp({
      path: '/admin/teams',
      api: world({
        'DELETE /api/teams/t1': conflict('This team has played matches and cannot be deleted.'),
      }),
    });
    const dialog = await openDialog('Delete Rack Attack', 'Delete Rack Attack?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    await within(dialog).findByText('This team has played matches and cannot be deleted.');
  });

  it('manages the roster: add a player, deactivate one, make one captain', async () => {
    const calls: string[] = [];
    const record =
      (answer: unknown) =>
      ({ url, body }: { url: URL; body: unknown }) => {
        calls.push(`${url.pathname} ${JSON.stringify(body)}`);
        return answer;
      };
    renderApp({
      path: '/admin/teams',
      api: world({
        'POST /api/team-players': record(
          reply(201, { ...MEMBERSHIPS[1], id: 'm3', playerId: 'p3' }),
        ),
        'PATCH /api/team-players/m2': record({ ...MEMBERSHIPS[1], isActive: false }),
        'PUT /api/teams/t1/captain': record({ ...RACK, captainUserId: 'u8' }),
      }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Roster and captain of Rack Attack' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rack Attack: roster and captain' });
    const roster = within(dialog).getByRole('list', { name: 'Rack Attack roster' });
    const alex = within(roster).getByRole('listitem', { name: 'Alex Cue' });
    within(alex).getByText('Captain');

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Sam Break active' }));
    await screen.findByText('Player inactive');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Make Sam Break captain' }));
    await screen.findByText('Captain assigned');

    const picker = within(dialog).getByRole('combobox', { name: 'Add a player' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Jo Pocket' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to roster' }));
    await screen.findByText('Player added to the roster');

    expect(calls).toEqual([
      '/api/team-players/m2 {"isActive":false}',
      '/api/teams/t1/captain {"userId":"u8"}',
      '/api/team-players {"teamId":"t1","seasonId":"s1","playerId":"p3"}',
    ]);
  });

  it('transfers a player who plays for another team, rather than adding him', async () => {
    const calls: string[] = [];
    renderApp({
      path: '/admin/teams',
      api: world({
        '/api/team-players': {
          items: [
            ...MEMBERSHIPS,
            {
              id: 'm9',
              teamId: 't2',
              playerId: 'p3',
              seasonId: 's1',
              role: 'player',
              isActive: true,
            },
          ],
        },
        'POST /api/team-players/m9/transfer': ({ body }: { body: unknown }) => {
          calls.push(JSON.stringify(body));
          return {
            from: {
              id: 'm9',
              teamId: 't2',
              playerId: 'p3',
              seasonId: 's1',
              role: 'player',
              isActive: false,
            },
            to: {
              id: 'm10',
              teamId: 't1',
              playerId: 'p3',
              seasonId: 's1',
              role: 'player',
              isActive: true,
            },
          };
        },
      }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Roster and captain of Rack Attack' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rack Attack: roster and captain' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Add a player' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Jo Pocket' }));
    within(dialog).getByText('Plays for Cue Tips this season: a transfer ends that membership.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer from Cue Tips' }));
    await screen.findByText('Player transferred');
    expect(calls).toEqual(['{"teamId":"t1"}']);
  });

  it("shows the server's 409 on the player when he joined another team meanwhile", async () => {
    const message = 'Jo Pocket already plays for Cue Tips this season; an admin can transfer them.';
    renderApp({
      path: '/admin/teams',
      api: world({ 'POST /api/team-players': conflict(message) }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Roster and captain of Rack Attack' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rack Attack: roster and captain' });
    const picker = within(dialog).getByRole('combobox', { name: 'Add a player' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Jo Pocket' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to roster' }));
    await within(dialog).findByText(message);
    expect(picker.getAttribute('aria-invalid')).toBe('true');
  });

  it("puts 'No player record found for this user' on the captain's e-mail", async () => {
    renderApp({
      path: '/admin/teams',
      api: world({
        '/api/users': ({ url }: { url: URL }) => ({
          items: url.searchParams.get('email')
            ? [{ id: 'u42', email: 'new@example.com', role: null, emailVerified: true }]
            : [],
        }),
        'PUT /api/teams/t2/captain': apiError(
          422,
          'validation_failed',
          'No player record found for this user',
          { userId: 'No player record found for this user' },
        ),
      }),
    });
    const dialog = await openDialog(
      'Roster and captain of Cue Tips',
      'Cue Tips: roster and captain',
    );
    fireEvent.change(within(dialog).getByLabelText(/^Captain's account e-mail/), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make captain' }));
    const input = within(dialog).getByLabelText(/^Captain's account e-mail/);
    await within(dialog).findByText('No player record found for this user');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('AdminTeamsPage, divisions', () => {
  const DIVIDED = dividedSeason();
  const dividedWorld = (extra: Record<string, unknown> = {}) =>
    world({
      '/api/seasons': { items: [DIVIDED] },
      '/api/teams': {
        items: [
          { ...RACK, divisionId: 'd1' },
          { ...CUES, divisionId: 'd2' },
        ],
      },
      ...extra,
    });

  it('never mentions divisions in an undivided season', async () => {
    renderApp({ path: '/admin/teams', api: world() });
    await screen.findByRole('listitem', { name: 'Rack Attack' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Rack Attack' }));
    await screen.findByRole('dialog', { name: 'Edit Rack Attack' });
    expect(screen.queryByText(/division/i)).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Division' })).toBeNull();
  });

  it("groups a divided season's teams under their divisions, top first", async () => {
    renderApp({ path: '/admin/teams', api: dividedWorld() });
    const premier = await screen.findByRole('region', { name: /^Premier/ });
    within(premier).getByRole('listitem', { name: 'Rack Attack' });
    const one = screen.getByRole('region', { name: /^Division One/ });
    within(one).getByRole('listitem', { name: 'Cue Tips' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Premier · 1 team', 'Division One · 1 team']);
  });

  it('adds a team to the top division unless another is picked', async () => {
    const sent = recordBody(reply(201, team('t3', 'Pot Luck')));
    renderApp({ path: '/admin/teams', api: dividedWorld({ 'POST /api/teams': sent.handler }) });
    await screen.findByRole('listitem', { name: 'Rack Attack' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add team' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a team to Spring 2026' });
    fireEvent.change(within(dialog).getByLabelText(/^Team name/), {
      target: { value: 'Pot Luck' },
    });
    const division = within(dialog).getByRole('combobox', { name: 'Division' });
    expect(division.textContent).toBe('Premier');
    fireEvent.mouseDown(division);
    fireEvent.click(await screen.findByRole('option', { name: 'Division One' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add team' }));
    await screen.findByText('Pot Luck added');
    expect(sent.body).toEqual({
      seasonId: 's1',
      name: 'Pot Luck',
      homeVenueId: null,
      divisionId: 'd2',
    });
  });

  it("moves a team to another division, showing the server's refusal once it has played", async () => {
    renderApp({
      path: '/admin/teams',
      api: dividedWorld({
        'PATCH /api/teams/t1': ({ body }: { body: unknown }) =>
          (body as { divisionId?: string }).divisionId
            ? apiError(409, 'conflict', 'A team that has played stays in its division.')
            : { ...RACK, divisionId: 'd1' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Rack Attack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rack Attack' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Division' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Division One' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save team' }));
    await within(dialog).findByText('A team that has played stays in its division.');
  });
});
