import type { Player } from '@cueleague/domain/entities';
import { rosterImportBodySchema } from '@cueleague/domain/requests';
import { planRosterImport } from '@cueleague/domain/roster-import';
import type { RosterImportAnswer } from '@cueleague/domain/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conflict, recordBody, reply, type ApiRoutes } from '../../../test/api-stub.ts';
import { leagueTeams, player, season, signedIn, teamPlayer } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { openDialog } from '../../../test/dialogs.ts';

const asAdmin = { '/api/auth/me': signedIn('admin') };
const ALEX = player('p1', 'Alex', 'Cue', { userId: 'u7' });
const SAM = player('p2', 'Sam', 'Break');
const MEMBERSHIPS = [teamPlayer('m1', 'p1', { role: 'captain' }), teamPlayer('m2', 'p2')];

/** Records the invite the page sends for Sam, answering it as sent until `expiresAt`. */
const sentInviteToSam = (expiresAt: string) =>
  recordBody(reply(201, { email: 'sam@example.com', expiresAt }));

const world = <R extends object = object>(extra?: ApiRoutes<R>) => ({
  ...asAdmin,
  '/api/seasons/current': season(),
  '/api/teams': { items: leagueTeams({ count: 1 }) },
  '/api/players': { items: [SAM, ALEX] },
  '/api/users': {
    items: [{ id: 'u7', email: 'alex@example.com', role: 'captain' as const, emailVerified: true }],
  },
  '/api/team-players': { items: MEMBERSHIPS },
  '/api/invites': { items: [] },
  ...extra,
});

type ImportBody = ReturnType<typeof rosterImportBodySchema.parse>;

/** The players page, its import answered by `answer`; returns the bodies the dialog sends. */
const renderImport = (answer: (body: ImportBody) => RosterImportAnswer) => {
  const sent: ImportBody[] = [];
  renderApp({
    path: '/admin/players',
    api: world({
      'POST /api/seasons/s1/import': (request) => {
        const body = rosterImportBodySchema.parse(request.body);
        sent.push(body);
        return answer(body);
      },
    }),
  });
  return sent;
};

describe('AdminPlayersPage', () => {
  it('lists the players with their account and team, and searches them', async () => {
    renderApp({ path: '/admin/players', api: world() });
    const alex = await screen.findByRole('listitem', { name: 'Alex Cue' });
    await within(alex).findByText('Account: alex@example.com');
    await within(alex).findByText('Rack Attack');
    // The name opens the player's public page.
    expect(within(alex).getByRole('link', { name: 'Alex Cue' }).getAttribute('href')).toMatch(
      /^\/players\/[^/]+$/,
    );
    within(screen.getByRole('listitem', { name: 'Sam Break' })).getByText('No account');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search players' }), {
      target: { value: 'alex@' },
    });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sam Break' })).toBeNull());
    screen.getByText('1 of 2 players');
  });

  it("puts a captain's match-night addition first, marked to check, until the admin says it looks right", async () => {
    const DOT = {
      id: 'p3',
      firstName: 'Dot',
      lastName: 'Newcomer',
      userId: null,
      needsReview: true,
      addedByUserId: 'u7',
    };
    let players: Player[] = [SAM, ALEX, DOT];
    let body: unknown;
    renderApp({
      path: '/admin/players',
      api: world({
        '/api/players': () => ({ items: players }),
        'PATCH /api/players/p3': (request: { body: unknown }) => {
          body = request.body;
          players = [SAM, ALEX, { ...DOT, needsReview: undefined, addedByUserId: undefined }];
          return players[2]!;
        },
      }),
    });
    await screen.findByText(/1 player added by captains on match night to check/);
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]?.getAttribute('aria-label')).toBe('Dot Newcomer');
    const dot = screen.getByRole('listitem', { name: 'Dot Newcomer' });
    within(dot).getByText('To check');
    await within(dot).findByText('Added by alex@example.com on match night');
    // Only those to check.
    fireEvent.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sam Break' })).toBeNull());
    fireEvent.click(within(dot).getByRole('button', { name: 'Dot Newcomer looks right' }));
    await waitFor(() => expect(body).toEqual({ needsReview: false }));
    await screen.findByText('Nothing to check');
    screen.getByText('Every player added by a captain has been checked.');
  });

  it('imports players from a CSV file: a preview first, then the import', async () => {
    const plan = (errors: number): RosterImportAnswer => ({
      imported: false,
      ignoredColumns: [],
      newPlayers: 1,
      newTeams: ['The Cue Club'],
      joins: 1,
      errors,
      rows: [
        {
          line: 2,
          firstName: 'Ivy',
          lastName: 'Irwin',
          team: 'The Cue Club',
          player: { kind: 'new' },
          teamStep: { kind: 'new', name: 'The Cue Club' },
          membership: { kind: 'join' },
          namesake: null,
          separate: false,
          error: null,
        },
        {
          line: 3,
          firstName: '',
          lastName: 'Nobody',
          team: '',
          player: { kind: 'new' },
          teamStep: { kind: 'none' },
          membership: { kind: 'none' },
          namesake: null,
          separate: false,
          error: errors ? 'The first name is missing' : null,
        },
      ],
    });
    const sent = renderImport((body) =>
      body.csv.includes(',Nobody')
        ? plan(1)
        : { ...plan(0), rows: plan(0).rows.slice(0, 1), imported: !body.dryRun },
    );
    const dialog = await openDialog('Import from CSV', 'Import players from a spreadsheet');
    const text = within(dialog).getByRole('textbox', { name: 'CSV' });
    fireEvent.change(text, {
      target: { value: 'first_name,last_name,team\nIvy,Irwin,The Cue Club\n,Nobody,' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByText(
      '1 line has a problem (line 3): fix the file, then preview it again. Nothing is imported until every line is right.',
    );
    within(within(dialog).getByRole('listitem', { name: 'Line 3' })).getByText(
      'The first name is missing',
    );
    // Nothing to import while a line is wrong; the file is fixed and previewed again.
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();
    fireEvent.change(text, {
      target: { value: 'first_name,last_name,team\nIvy,Irwin,The Cue Club' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByText('1 new player · 1 new team (The Cue Club) · 1 joins a team');
    within(within(dialog).getByRole('listitem', { name: 'Line 2' })).getByText(
      'New player; joins The Cue Club (a new team)',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 1 line' }));
    await screen.findByText('Imported: 1 new player · 1 new team (The Cue Club) · 1 joins a team');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((body) => body.dryRun)).toEqual([true, true, false]);
  });

  it('imports two people of one name once the admin marks the line a different person', async () => {
    // The server's plan, from the domain, for a league whose Sam Break plays for another team.
    const league = {
      players: [{ id: 'p2', firstName: 'Sam', lastName: 'Break' }],
      teams: [
        { id: 't1', name: 'Rack Attack' },
        { id: 't2', name: 'Cue Tips' },
      ],
      memberships: [{ id: 'm2', playerId: 'p2', teamId: 't2', isActive: true }],
    };
    const sent = renderImport((body) => {
      const [, ...lines] = body.csv.split('\n');
      const plan = planRosterImport(
        lines.map((text, at) => {
          const [firstName = '', lastName = '', team = ''] = text.split(',');
          return { line: at + 2, firstName, lastName, team };
        }),
        league,
        new Set(body.separate),
      );
      return { ...plan, ignoredColumns: ['email'], imported: !body.dryRun };
    });
    const dialog = await openDialog('Import from CSV', 'Import players from a spreadsheet');
    const csv = [
      'first_name,last_name,team,email',
      'Ivy,Irwin,Rack Attack,ivy@example.com',
      'Sam,Break,Rack Attack,',
      'Ivy,Irwin,Cue Tips,',
      'Jo,Pocket,Rack Attack,',
    ].join('\n');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'CSV' }), {
      target: { value: csv },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    // The banner names the lines, and the columns the import does not read.
    await within(dialog).findByText(
      '2 lines have problems (lines 3 and 4): fix the file, then preview it again. A line that is someone else of the same name can be marked a different person. Nothing is imported until every line is right.',
    );
    within(dialog).getByText(
      'Ignored 1 column: email. Only first_name, last_name and team are read.',
    );
    // Only the lines with problems.
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Show problems only' }));
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((line) => line.getAttribute('aria-label')),
    ).toEqual(['Line 3', 'Line 4']);
    // Line 2 has nobody of its name before it: nothing to mark.
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Show problems only' }));
    const line2 = within(dialog).getByRole('listitem', { name: 'Line 2' });
    expect(within(line2).queryByRole('checkbox')).toBeNull();

    // This Sam Break is someone else: the admin says so, and is warned.
    const sam = within(dialog).getByRole('listitem', { name: 'Line 3' });
    within(sam).getByText(
      'Sam Break already plays for Cue Tips this season; an admin can transfer them',
    );
    fireEvent.click(within(sam).getByRole('checkbox', { name: 'A different person' }));
    await within(sam).findByText('This makes a second player called Sam Break.');
    await within(sam).findByText('New player (a different person); joins Rack Attack');
    const ivy = within(dialog).getByRole('listitem', { name: 'Line 4' });
    fireEvent.click(within(ivy).getByRole('checkbox', { name: 'A different person' }));
    await within(ivy).findByText('This makes a second player called Ivy Irwin.');
    await within(dialog).findByText('4 new players · 4 join a team');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 4 lines' }));
    await screen.findByText('Imported: 4 new players · 4 join a team');
    expect(sent.map(({ dryRun, separate }) => ({ dryRun, separate }))).toEqual([
      { dryRun: true, separate: [] },
      { dryRun: true, separate: [3] },
      { dryRun: true, separate: [3, 4] },
      { dryRun: false, separate: [3, 4] },
    ]);
  });

  it('adds a player', async () => {
    const sent = recordBody(
      reply(201, { id: 'p3', firstName: 'Jo', lastName: 'Pocket', userId: null }),
    );
    renderApp({
      path: '/admin/players',
      api: world({
        'POST /api/players': sent.handler,
      }),
    });
    const dialog = await openDialog('Add player', 'Add a player');
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: ' Jo ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: 'Pocket' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add player' }));
    await screen.findByText('Jo Pocket added');
    expect(sent.body).toEqual({ firstName: 'Jo', lastName: 'Pocket' });
  });

  it('warns before adding a second player with the same name, and adds one only for a different person', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/admin/players',
      api: world({
        'POST /api/players': (request: { body: unknown }) => {
          bodies.push(request.body);
          return reply(201, { id: 'p9', firstName: 'Sam', lastName: 'Break', userId: null });
        },
      }),
    });
    const dialog = await openDialog('Add player', 'Add a player');
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'sam' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: ' BREAK' } });
    await within(dialog).findByText(/There is already a player called Sam Break/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add player' }));
    await within(dialog).findByText('Say whether this is someone else');
    expect(bodies).toEqual([]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'This is a different person' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add player' }));
    await waitFor(() => expect(bodies).toEqual([{ firstName: 'sam', lastName: 'BREAK' }]));
  });

  it('links a player to the account found by e-mail', async () => {
    const sent = recordBody({ ...SAM, userId: 'u9' });
    renderApp({
      path: '/admin/players',
      api: world({
        '/api/users': ({ url }: { url: URL }) =>
          url.searchParams.get('email') === 'sam@example.com'
            ? { items: [{ id: 'u9', email: 'sam@example.com', role: null, emailVerified: true }] }
            : { items: [] },
        'PATCH /api/players/p2': sent.handler,
      }),
    });
    const dialog = await openDialog('Link Sam Break to an account', 'Link Sam Break to an account');
    const email = within(dialog).getByLabelText(/^Account e-mail/);
    fireEvent.change(email, { target: { value: 'nobody@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link account' }));
    await within(dialog).findByText('No account uses this e-mail; the player registers first');
    fireEvent.change(email, { target: { value: 'Sam@Example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link account' }));
    await screen.findByText('Account linked');
    expect(sent.body).toEqual({ userId: 'u9' });
  });

  it('invites a player with no account, as captain of their team if asked', async () => {
    const sent = sentInviteToSam('2026-10-15T12:00:00.000Z');
    renderApp({
      path: '/admin/players',
      api: world({
        'POST /api/players/p2/invite': sent.handler,
      }),
    });
    await screen.findByRole('button', { name: 'Invite Sam Break' });
    // A player with an account is linked already: nothing to invite.
    expect(screen.queryByRole('button', { name: 'Invite Alex Cue' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Invite Sam Break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Sam Break' });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), {
      target: { value: 'Sam@Example.com ' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Make captain of Rack Attack' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    await screen.findByText('Invite sent to sam@example.com');
    expect(sent.body).toEqual({ email: 'sam@example.com', captainOfTeamId: 't1' });
  });

  it("shows the server's refusal where the e-mail is typed", async () => {
    const message =
      'An account already uses this e-mail: link that account to the player instead of inviting.';
    renderApp({
      path: '/admin/players',
      api: world({ 'POST /api/players/p2/invite': conflict(message) }),
    });
    const dialog = await openDialog('Invite Sam Break', 'Invite Sam Break');
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), {
      target: { value: 'alex@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    await within(dialog).findByText(message);
  });

  it('marks an invited player and sends the invite again', async () => {
    const sent = sentInviteToSam('2026-10-16T12:00:00.000Z');
    renderApp({
      path: '/admin/players',
      api: world({
        '/api/invites': {
          items: [
            {
              playerId: 'p2',
              email: 'sam@example.com',
              expiresAt: '2026-10-15T12:00:00.000Z',
              captainOfTeamId: null,
            },
          ],
        },
        'POST /api/players/p2/invite': sent.handler,
      }),
    });
    const sam = await screen.findByRole('listitem', { name: 'Sam Break' });
    await within(sam).findByText('Invited');
    within(sam).getByText(/^Invited sam@example\.com, expires/);
    fireEvent.click(within(sam).getByRole('button', { name: 'Send again to Sam Break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Sam Break a new invite' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe(
      'sam@example.com',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await screen.findByText('Invite sent to sam@example.com');
    expect(sent.body).toEqual({ email: 'sam@example.com' });
  });

  it('shows why a player in line-ups cannot be deleted and offers to make them inactive', async () => {
    const patched: string[] = [];
    renderApp({
      path: '/admin/players',
      api: world({
        'DELETE /api/players/p1': conflict(
          'This player is in match line-ups and cannot be deleted; make them inactive instead.',
        ),
        'PATCH /api/team-players/m1': (request: { body: unknown }) => {
          patched.push(JSON.stringify(request.body));
          return { ...MEMBERSHIPS[0]!, isActive: false };
        },
      }),
    });
    const dialog = await openDialog('Delete Alex Cue', 'Delete Alex Cue?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete player' }));
    await within(dialog).findByText(
      'This player is in match line-ups and cannot be deleted; make them inactive instead.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make inactive instead' }));
    await screen.findByText('Player made inactive on 1 team');
    expect(patched).toEqual(['{"isActive":false}']);
  });
});
