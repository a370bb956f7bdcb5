import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, conflict, recordBody, reply } from '../../../test/api-stub.ts';
import { asRace, STANDARD_FORMAT } from '@cueleague/domain/match-format';
import { season, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { pickOption } from '../../../test/select.ts';
import { openDialog } from '../../../test/dialogs.ts';

const asAdmin = { '/api/auth/me': signedIn('admin') };
const SPRING = season({ startDate: '2026-03-01', endDate: '2026-06-30' });
const AUTUMN = season({ id: 's2', name: 'Autumn 2025', isCurrent: false, startDate: '2025-09-01' });

describe('AdminSeasonsPage', () => {
  it('lists the seasons with the current one marked', async () => {
    renderApp({
      path: '/admin/seasons',
      api: { ...asAdmin, '/api/seasons': { items: [SPRING, AUTUMN] } },
    });
    const spring = await screen.findByRole('listitem', { name: 'Spring 2026' });
    within(spring).getByText('Current');
    expect(within(spring).queryByRole('button', { name: 'Make Spring 2026 current' })).toBeNull();
    const autumn = screen.getByRole('listitem', { name: 'Autumn 2025' });
    expect(within(autumn).queryByText('Current')).toBeNull();
    within(autumn).getByText(/4v4 Standard · 2 a win, 1 a draw, 0 a loss$/);
    expect(screen.queryByText(/division/i)).toBeNull();
  });

  it("sums up a race season's points per pairing and per rack", async () => {
    const raced = season({
      format: asRace(STANDARD_FORMAT, 3),
      pointsPerFrame: 1,
      pointsPerRack: 2,
    });
    renderApp({ path: '/admin/seasons', api: { ...asAdmin, '/api/seasons': { items: [raced] } } });
    const row = await screen.findByRole('listitem', { name: 'Spring 2026' });
    within(row).getByText(/2 a win, 1 a draw, 0 a loss, \+1 a pairing won, \+2 a rack won$/);
  });

  it('makes a season current', async () => {
    const sent = recordBody({ ...AUTUMN, isCurrent: true });
    renderApp({
      path: '/admin/seasons',
      api: {
        ...asAdmin,
        '/api/seasons': { items: [SPRING, AUTUMN] },
        'PATCH /api/seasons/s2': sent.handler,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make Autumn 2025 current' }));
    await screen.findByText('Autumn 2025 is now the current season');
    expect(sent.body).toEqual({ isCurrent: true });
  });

  it("shows the server's refusal when a season has played matches", async () => {
    renderApp({
      path: '/admin/seasons',
      api: {
        ...asAdmin,
        '/api/seasons': { items: [SPRING] },
        'DELETE /api/seasons/s1': conflict(
          'This season has 3 played match(es) and cannot be deleted.',
        ),
      },
    });
    const dialog = await openDialog('Delete Spring 2026', 'Delete Spring 2026?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete season' }));
    await within(dialog).findByText('This season has 3 played match(es) and cannot be deleted.');
    within(dialog).getByText(/keeps its results/);
    expect(within(dialog).queryByRole('button', { name: 'Delete season' })).toBeNull();
  });

  it('says there are no seasons yet', async () => {
    renderApp({ path: '/admin/seasons', api: asAdmin });
    await screen.findByText('No seasons yet — create the first one');
  });
});

describe('AdminSeasonCreatePage', () => {
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('creates the league’s first season as the current one', async () => {
    const sent = recordBody(reply(201, season({ id: 's9', name: 'Summer 2026' })));
    const view = renderApp({
      path: '/admin/seasons/create',
      api: {
        ...asAdmin,
        'POST /api/seasons': sent.handler,
      },
    });
    await screen.findByLabelText(/^Name/);
    fill(/^Name/, 'Summer 2026');
    fill(/^Starts/, '2026-07-01');
    fill(/^Points for a win/, '3');
    // One frame a pairing: points per frame, and no racks to give points for.
    screen.getByLabelText(/^Points per frame won/);
    expect(screen.queryByLabelText(/^Points per rack won/)).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Current season' }).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await screen.findByText('Season created');
    expect(sent.body).toEqual({
      leagueId: 'l1',
      name: 'Summer 2026',
      startDate: '2026-07-01',
      endDate: null,
      pointsForWin: 3,
      pointsForDraw: 1,
      pointsForLoss: 0,
      pointsPerFrame: 0,
      format: STANDARD_FORMAT,
      isCurrent: true,
    });
    await waitFor(() => expect(view.location()).toBe('/admin/seasons'));
  });

  it('creates a two-division 5v5 season at 3/1/0 and 1 a frame won', async () => {
    const sent = recordBody(reply(201, season({ id: 's9', name: 'Summer 2026' })));
    renderApp({
      path: '/admin/seasons/create',
      api: { ...asAdmin, '/api/seasons': { items: [SPRING] }, 'POST /api/seasons': sent.handler },
    });
    await screen.findByLabelText(/^Name/);
    fill(/^Name/, 'Summer 2026');
    screen.getByText('16 frames a match');
    await pickOption('Match format', '5v5');
    await screen.findByText('25 frames a match');
    fill(/^Points for a win/, '3');
    fill(/^Points per frame won/, '1');
    screen.getByText('3 a win, 1 a draw, 0 a loss, +1 a frame won');
    screen.getByText(/One division: the league isn't split/);
    fireEvent.click(screen.getByRole('button', { name: 'Add divisions' }));
    fill(/^Division 1 name/, 'Premier');
    fill(/^Division 2 name/, 'Division One');
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await screen.findByText('Season created');
    expect(sent.body).toEqual({
      leagueId: 'l1',
      name: 'Summer 2026',
      startDate: null,
      endDate: null,
      pointsForWin: 3,
      pointsForDraw: 1,
      pointsForLoss: 0,
      pointsPerFrame: 1,
      format: { positionsPerTeam: 5, roundsPerMatch: 5, framesPerRound: 5, name: '5v5' },
      divisions: ['Premier', 'Division One'],
      isCurrent: false,
    });
  });

  it('builds a custom format and refuses more rounds than positions', async () => {
    const sent = recordBody(reply(201, season({ id: 's9', name: 'Summer 2026' })));
    const view = renderApp({
      path: '/admin/seasons/create',
      api: { ...asAdmin, '/api/seasons': { items: [SPRING] }, 'POST /api/seasons': sent.handler },
    });
    await screen.findByLabelText(/^Name/);
    fill(/^Name/, 'Summer 2026');
    await pickOption('Match format', 'Custom…');
    fill(/^Positions per team/, '6');
    fill(/^Rounds/, '7');
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await screen.findByText(/Use 6 or less/);
    expect(view.stub.calls()).not.toContain('POST /api/seasons');
    fill(/^Rounds/, '3');
    await screen.findByText('18 frames a match');
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await screen.findByText('Season created');
    expect((sent.body as { format: unknown }).format).toEqual({
      positionsPerTeam: 6,
      roundsPerMatch: 3,
      framesPerRound: 6,
      name: 'Custom 6v6, 3 rounds',
    });
    expect(sent.body).not.toHaveProperty('divisions');
  });

  it('creates a 5v5 season whose pairings are races to 3', async () => {
    const sent = recordBody(reply(201, season({ id: 's9', name: 'Summer 2026' })));
    renderApp({
      path: '/admin/seasons/create',
      api: { ...asAdmin, '/api/seasons': { items: [SPRING] }, 'POST /api/seasons': sent.handler },
    });
    await screen.findByLabelText(/^Name/);
    fill(/^Name/, 'Summer 2026');
    await pickOption('Match format', '5v5');
    await pickOption('Each pairing', 'Race to 3');
    await screen.findByText('25 pairings a match, each a race to 3');
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await screen.findByText('Season created');
    expect((sent.body as { format: unknown }).format).toEqual({
      positionsPerTeam: 5,
      roundsPerMatch: 5,
      framesPerRound: 5,
      name: '5v5, race to 3',
      raceTo: 3,
    });
  });

  it('creates a race season giving points per pairing and per rack won', async () => {
    const sent = recordBody(reply(201, season({ id: 's9', name: 'Summer 2026' })));
    renderApp({
      path: '/admin/seasons/create',
      api: { ...asAdmin, '/api/seasons': { items: [SPRING] }, 'POST /api/seasons': sent.handler },
    });
    await screen.findByLabelText(/^Name/);
    fill(/^Name/, 'Summer 2026');
    await pickOption('Each pairing', 'Race to 3');
    await screen.findByLabelText(/^Points per rack won/);
    expect(screen.queryByLabelText(/^Points per frame won/)).toBeNull();
    fill(/^Points per pairing won/, '1');
    fill(/^Points per rack won/, '11');
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await screen.findByText('Use 10 or less');
    fill(/^Points per rack won/, '2');
    screen.getByText('2 a win, 1 a draw, 0 a loss, +1 a pairing won, +2 a rack won');
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await screen.findByText('Season created');
    expect(sent.body).toEqual({
      leagueId: 'l1',
      name: 'Summer 2026',
      startDate: null,
      endDate: null,
      pointsForWin: 2,
      pointsForDraw: 1,
      pointsForLoss: 0,
      pointsPerFrame: 1,
      pointsPerRack: 2,
      format: asRace(STANDARD_FORMAT, 3),
      isCurrent: false,
    });
  });

  it('builds a custom format whose pairings are races', async () => {
    const sent = recordBody(reply(201, season({ id: 's9', name: 'Summer 2026' })));
    renderApp({
      path: '/admin/seasons/create',
      api: { ...asAdmin, '/api/seasons': { items: [SPRING] }, 'POST /api/seasons': sent.handler },
    });
    await screen.findByLabelText(/^Name/);
    fill(/^Name/, 'Summer 2026');
    await pickOption('Match format', 'Custom…');
    fill(/^Positions per team/, '2');
    fill(/^Rounds/, '1');
    await pickOption('Each pairing', 'Race to 2');
    await screen.findByText('2 pairings a match, each a race to 2');
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await screen.findByText('Season created');
    expect((sent.body as { format: unknown }).format).toEqual({
      positionsPerTeam: 2,
      roundsPerMatch: 1,
      framesPerRound: 2,
      name: 'Custom 2v2, 1 round, race to 2',
      raceTo: 2,
    });
  });

  it('refuses empty or repeated division names', async () => {
    const view = renderApp({
      path: '/admin/seasons/create',
      api: { ...asAdmin, '/api/seasons': { items: [SPRING] } },
    });
    await screen.findByLabelText(/^Name/);
    fill(/^Name/, 'Summer 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Add divisions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a division' }));
    fill(/^Division 1 name/, 'Premier');
    fill(/^Division 2 name/, 'premier');
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await screen.findByText('Already a division of this name');
    screen.getByText('Required');
    expect(view.stub.calls()).not.toContain('POST /api/seasons');
    // Three rows can lose one; two only go back to not splitting at all.
    fireEvent.click(screen.getByRole('button', { name: 'Remove division 3' }));
    expect(screen.queryByRole('button', { name: /^Remove division/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Don't split the league" }));
    screen.getByRole('button', { name: 'Add divisions' });
  });

  it('refuses an end before the start or a year out of range, and shows server field errors', async () => {
    const view = renderApp({
      path: '/admin/seasons/create',
      api: {
        ...asAdmin,
        '/api/seasons': { items: [SPRING] },
        'POST /api/seasons': apiError(422, 'validation_failed', 'Invalid season', {
          name: 'Too long for the standings header',
        }),
      },
    });
    await screen.findByLabelText(/^Name/);
    fill(/^Name/, 'Summer 2026');
    fill(/^Starts/, '2026-07-01');
    fill(/^Ends/, '2026-06-01');
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await screen.findByText('The season ends before it starts');
    expect(view.stub.calls()).not.toContain('POST /api/seasons');
    // The server's window for dates, checked before sending too.
    fill(/^Ends/, '9999-06-01');
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await screen.findByText('Use a date between 2000 and 2100');
    expect(view.stub.calls()).not.toContain('POST /api/seasons');
    fill(/^Ends/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await screen.findByText('Too long for the standings header');
    expect(view.location()).toBe('/admin/seasons/create');
  });
});

describe('AdminSeasonEditPage', () => {
  it('loads the season and saves the changes', async () => {
    const sent = recordBody({ ...SPRING, pointsForDraw: 0 });
    const view = renderApp({
      path: '/admin/seasons/edit/s1',
      api: {
        ...asAdmin,
        '/api/seasons/s1': SPRING,
        'PATCH /api/seasons/s1': sent.handler,
      },
    });
    const name = await screen.findByLabelText(/^Name/);
    expect((name as HTMLInputElement).value).toBe('Spring 2026');
    fireEvent.change(screen.getByLabelText(/^Points for a draw/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }));
    await screen.findByText('Season saved');
    expect(sent.body).toMatchObject({ name: 'Spring 2026', pointsForDraw: 0, isCurrent: true });
    await waitFor(() => expect(view.location()).toBe('/admin/seasons'));
  });

  it('says so when the season does not exist', async () => {
    renderApp({
      path: '/admin/seasons/edit/nope',
      api: { ...asAdmin, '/api/seasons/nope': apiError(404, 'not_found', 'No such season.') },
    });
    await screen.findByText('No such season');
  });
});
