import { asRace, customFormat, STANDARD_FORMAT } from '@cueleague/domain/match-format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, recordBody, reply } from '../../../test/api-stub.ts';
import { leagueTeams, match, season, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { pickOption } from '../../../test/select.ts';

const asAdmin = { '/api/auth/me': signedIn('admin') };
const SPRING = season();
/** A season whose every pairing is a race to 3. */
const RACED = season({ format: asRace(STANDARD_FORMAT, 3) });
/** The text a select shows for its choice. */
const shown = (name: string) => screen.getByRole('combobox', { name }).textContent;
const DIVIDED = season({
  divisions: [
    { id: 'd1', seasonId: 's1', name: 'Premier', position: 0 },
    { id: 'd2', seasonId: 's1', name: 'Division One', position: 1 },
    { id: 'd3', seasonId: 's1', name: 'Division Two', position: 2 },
  ],
});
const TEAMS = leagueTeams({
  each: { divisionId: 'd1' },
  t3: { name: 'Pot Luck', divisionId: 'd2' },
});

const editPage = (api: Record<string, unknown>) =>
  renderApp({ path: '/admin/seasons/edit/s1', api: { ...asAdmin, ...api } });
/** The edit page of the season with three divisions and its teams, and whatever else is answered. */
const dividedPage = (api: Record<string, unknown>) =>
  editPage({ '/api/seasons/s1': DIVIDED, '/api/teams': { items: TEAMS }, ...api });

describe('AdminSeasonEditPage, format and points', () => {
  it('sends a changed format and the points scheme', async () => {
    const sent = recordBody(SPRING);
    editPage({ '/api/seasons/s1': SPRING, 'PATCH /api/seasons/s1': sent.handler });
    await screen.findByLabelText(/^Name/);
    await pickOption('Match format', '3v3');
    await screen.findByText('9 frames a match');
    fireEvent.change(screen.getByLabelText(/^Points for a loss/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }));
    await screen.findByText('Season saved');
    expect(sent.body).toMatchObject({
      pointsForWin: 2,
      pointsForDraw: 1,
      pointsForLoss: 1,
      pointsPerFrame: 0,
      format: { positionsPerTeam: 3, roundsPerMatch: 3, framesPerRound: 3, name: '3v3' },
    });
    expect(sent.body).not.toHaveProperty('pointsPerRack');
  });

  it("opens a race season's points per pairing and per rack, and sends them", async () => {
    const racks = season({ format: asRace(STANDARD_FORMAT, 3), pointsPerRack: 2 });
    const sent = recordBody(racks);
    editPage({ '/api/seasons/s1': racks, 'PATCH /api/seasons/s1': sent.handler });
    const rack = await screen.findByLabelText<HTMLInputElement>(/^Points per rack won/);
    expect(rack.value).toBe('2');
    screen.getByLabelText(/^Points per pairing won/);
    screen.getByText('2 a win, 1 a draw, 0 a loss, +2 a rack won');
    fireEvent.change(rack, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }));
    await screen.findByText('Season saved');
    expect(sent.body).toMatchObject({ pointsPerFrame: 0, pointsPerRack: 1 });
    expect(sent.body).not.toHaveProperty('format');
  });

  it('clears the points per rack of a race season played one frame now', async () => {
    const racks = season({ format: asRace(STANDARD_FORMAT, 3), pointsPerRack: 2 });
    const sent = recordBody(SPRING);
    editPage({ '/api/seasons/s1': racks, 'PATCH /api/seasons/s1': sent.handler });
    const rack = await screen.findByLabelText(/^Points per rack won/);
    // A value the race would refuse, hidden with the race, doesn't stop the save.
    fireEvent.change(rack, { target: { value: '11' } });
    await pickOption('Each pairing', 'One frame');
    await screen.findByText('16 frames a match');
    expect(screen.queryByLabelText(/^Points per rack won/)).toBeNull();
    screen.getByLabelText(/^Points per frame won/);
    screen.getByText('2 a win, 1 a draw, 0 a loss');
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }));
    await screen.findByText('Season saved');
    expect(sent.body).toMatchObject({ pointsPerRack: 0, format: STANDARD_FORMAT });
  });

  it('leaves an unchanged format out', async () => {
    const sent = recordBody(SPRING);
    editPage({ '/api/seasons/s1': SPRING, 'PATCH /api/seasons/s1': sent.handler });
    await screen.findByLabelText(/^Name/);
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }));
    await screen.findByText('Season saved');
    expect(sent.body).not.toHaveProperty('format');
  });

  it('makes each pairing a race to 3 of the same preset', async () => {
    const sent = recordBody(RACED);
    editPage({ '/api/seasons/s1': SPRING, 'PATCH /api/seasons/s1': sent.handler });
    await screen.findByLabelText(/^Name/);
    expect(shown('Each pairing')).toBe('One frame');
    await pickOption('Each pairing', 'Race to 3');
    await screen.findByText('16 pairings a match, each a race to 3');
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }));
    await screen.findByText('Season saved');
    expect((sent.body as { format: unknown }).format).toEqual({
      positionsPerTeam: 4,
      roundsPerMatch: 4,
      framesPerRound: 4,
      name: '4v4 Standard, race to 3',
      raceTo: 3,
    });
  });

  it('opens a raced season on its preset and race, and leaves them out unchanged', async () => {
    const sent = recordBody(RACED);
    editPage({ '/api/seasons/s1': RACED, 'PATCH /api/seasons/s1': sent.handler });
    await screen.findByText('16 pairings a match, each a race to 3');
    expect(shown('Match format')).toBe('4v4 Standard');
    expect(shown('Each pairing')).toBe('Race to 3');
    expect(screen.queryByLabelText(/^Positions per team/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }));
    await screen.findByText('Season saved');
    expect(sent.body).not.toHaveProperty('format');
  });

  it('plays one frame again, sending the plain preset', async () => {
    const sent = recordBody(SPRING);
    editPage({ '/api/seasons/s1': RACED, 'PATCH /api/seasons/s1': sent.handler });
    await screen.findByText('16 pairings a match, each a race to 3');
    await pickOption('Each pairing', 'One frame');
    await screen.findByText('16 frames a match');
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }));
    await screen.findByText('Season saved');
    expect((sent.body as { format: unknown }).format).toEqual(STANDARD_FORMAT);
  });

  it('opens a raced custom season as custom, with its size and race', async () => {
    const raced = season({ format: customFormat(2, 1, 5) });
    const sent = recordBody(raced);
    editPage({ '/api/seasons/s1': raced, 'PATCH /api/seasons/s1': sent.handler });
    await screen.findByText('2 pairings a match, each a race to 5');
    expect(shown('Match format')).toBe('Custom…');
    expect(shown('Each pairing')).toBe('Race to 5');
    expect(screen.getByLabelText<HTMLInputElement>(/^Positions per team/).value).toBe('2');
    expect(screen.getByLabelText<HTMLInputElement>(/^Rounds/).value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }));
    await screen.findByText('Season saved');
    expect(sent.body).not.toHaveProperty('format');
  });

  it('fixes the format once a match has been played', async () => {
    const sent = recordBody(SPRING);
    editPage({
      '/api/seasons/s1': SPRING,
      '/api/matches': {
        items: [match({ id: 'm1', homeTeamId: 't1', awayTeamId: 't2', state: 'completed' })],
      },
      'PATCH /api/seasons/s1': sent.handler,
    });
    await screen.findByText(/Fixed now: a match of this season has been played/);
    expect(
      screen.getByRole('combobox', { name: 'Match format' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      screen.getByRole('combobox', { name: 'Each pairing' }).getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }));
    await screen.findByText('Season saved');
    expect(sent.body).not.toHaveProperty('format');
  });

  it("shows the server's refusal when a match was played meanwhile", async () => {
    editPage({
      '/api/seasons/s1': SPRING,
      'PATCH /api/seasons/s1': apiError(
        409,
        'conflict',
        'A match of this season has been played: its format is fixed.',
      ),
    });
    await screen.findByLabelText(/^Name/);
    await pickOption('Match format', '5v5');
    fireEvent.click(screen.getByRole('button', { name: 'Save season' }));
    const messages = await screen.findAllByText(
      'A match of this season has been played: its format is fixed.',
    );
    expect(messages.length).toBeGreaterThan(0);
  });
});

describe('AdminSeasonEditPage, divisions', () => {
  it('shows an undivided season as one line and splits it', async () => {
    const renamed = recordBody({ id: 'd1', seasonId: 's1', name: 'Premier', position: 0 });
    const added = recordBody(
      reply(201, { id: 'd2', seasonId: 's1', name: 'Division One', position: 1 }),
    );
    const view = editPage({
      '/api/seasons/s1': SPRING,
      'PATCH /api/divisions/d1': renamed.handler,
      'POST /api/divisions': added.handler,
    });
    await screen.findByText("One division (the league isn't split)");
    expect(screen.queryByRole('list', { name: /Divisions of/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Split into divisions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split into divisions' });
    fireEvent.change(within(dialog).getByLabelText(/^Top division name/), {
      target: { value: 'Premier' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Second division name/), {
      target: { value: 'Division One' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Split' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(renamed.body).toEqual({ name: 'Premier' });
    expect(added.body).toEqual({ seasonId: 's1', name: 'Division One' });
    const calls = view.stub.calls();
    expect(calls.indexOf('PATCH /api/divisions/d1')).toBeLessThan(
      calls.indexOf('POST /api/divisions'),
    );
  });

  it('lists the divisions top first with their teams, and deletes only an empty one', async () => {
    const view = dividedPage({
      'DELETE /api/divisions/d3': reply(204),
    });
    const list = await screen.findByRole('list', { name: 'Divisions of Spring 2026' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Premier',
      'Division One',
      'Division Two',
    ]);
    await within(rows[0]!).findByText('2 teams');
    within(rows[2]!).getByText('No teams yet');
    const button = (row: HTMLElement, name: string) =>
      within(row).getByRole<HTMLButtonElement>('button', { name });
    expect(button(rows[0]!, "Premier can't be deleted: move its 2 teams first").disabled).toBe(
      true,
    );
    expect(button(rows[0]!, 'Move Premier up').disabled).toBe(true);
    expect(button(rows[2]!, 'Move Division Two down').disabled).toBe(true);
    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Delete Division Two' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Division Two?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete division' }));
    await screen.findByText('Division deleted');
    expect(view.stub.calls()).toContain('DELETE /api/divisions/d3');
  });

  it('moves a division up or down', async () => {
    const sent = recordBody({ id: 'd2', seasonId: 's1', name: 'Division One', position: 0 });
    dividedPage({
      'PATCH /api/divisions/d2': sent.handler,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Division One up' }));
    await screen.findByText('Division saved');
    expect(sent.body).toEqual({ position: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Move Division One down' }));
    await waitFor(() => expect(sent.body).toEqual({ position: 2 }));
  });

  it('renames a division, refusing a name another has', async () => {
    const sent = recordBody({ id: 'd2', seasonId: 's1', name: 'Championship', position: 1 });
    dividedPage({
      'PATCH /api/divisions/d2': sent.handler,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Division One' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Division One' });
    const name = within(dialog).getByLabelText(/^Division name/);
    fireEvent.change(name, { target: { value: 'premier' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Already a division of this name');
    fireEvent.change(name, { target: { value: 'Championship' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Division saved');
    expect(sent.body).toEqual({ name: 'Championship' });
  });

  it('adds a division at the bottom', async () => {
    const sent = recordBody(
      reply(201, { id: 'd4', seasonId: 's1', name: 'Division Three', position: 3 }),
    );
    dividedPage({
      'POST /api/divisions': sent.handler,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a division' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a division' });
    fireEvent.change(within(dialog).getByLabelText(/^Division name/), {
      target: { value: 'Division Three' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add division' }));
    await screen.findByText('Division added');
    expect(sent.body).toEqual({ seasonId: 's1', name: 'Division Three' });
  });
});
