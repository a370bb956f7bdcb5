import type { NextSeasonCreated, NextSeasonPreview } from '@cueleague/domain/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, reply } from '../../../test/api-stub.ts';
import type { ApiHandler } from '../../../test/api-stub.ts';
import { dividedSeason, season, signedIn, team } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const DIVIDED = dividedSeason();

/** The server's dry run: Team 3 up from Division One, Team 1 down from Premier. */
const PREVIEW: NextSeasonPreview = {
  name: 'Spring 2027',
  startDate: null,
  endDate: null,
  up: 1,
  down: 1,
  divisions: [
    {
      fromDivisionId: 'd1',
      name: 'Premier',
      position: 0,
      teams: [
        { teamId: 't2', name: 'Team 2', fromDivisionId: 'd1', move: 'same' },
        { teamId: 't3', name: 'Team 3', fromDivisionId: 'd2', move: 'up' },
      ],
    },
    {
      fromDivisionId: 'd2',
      name: 'Division One',
      position: 1,
      teams: [
        { teamId: 't1', name: 'Team 1', fromDivisionId: 'd1', move: 'down' },
        { teamId: 't4', name: 'Team 4', fromDivisionId: 'd2', move: 'same' },
      ],
    },
  ],
  suggested: [
    { teamId: 't1', fromDivisionId: 'd1', toDivisionId: 'd2', move: 'down' },
    { teamId: 't2', fromDivisionId: 'd1', toDivisionId: 'd1', move: 'same' },
    { teamId: 't3', fromDivisionId: 'd2', toDivisionId: 'd1', move: 'up' },
    { teamId: 't4', fromDivisionId: 'd2', toDivisionId: 'd2', move: 'same' },
  ],
  dropped: [],
};

const CREATED: NextSeasonCreated = {
  season: season({
    id: 's2',
    name: 'Spring 2027',
    isCurrent: false,
    divisions: [
      { id: 'n1', seasonId: 's2', name: 'Premier', position: 0 },
      { id: 'n2', seasonId: 's2', name: 'Division One', position: 1 },
    ],
  }),
  teams: [
    team('n-t1', 'Team 1', { seasonId: 's2', divisionId: 'n1' }),
    team('n-t2', 'Team 2', { seasonId: 's2', divisionId: 'n1' }),
    team('n-t3', 'Team 3', { seasonId: 's2', divisionId: 'n1' }),
    team('n-t5', 'Team 5', { seasonId: 's2', divisionId: 'n2' }),
  ],
};

/** The next-season endpoint: the preview for a dry run, else the saved season (bodies kept). */
const nextSeasonApi = () => {
  const sent: { dryRun: boolean; body: unknown }[] = [];
  const handler = ({ url, body }: { url: URL; body: unknown }) => {
    const dryRun = url.searchParams.get('dryRun') === 'true';
    sent.push({ dryRun, body });
    return dryRun ? PREVIEW : reply(201, CREATED);
  };
  return { sent, handler };
};

const render = (handler: ApiHandler<NextSeasonPreview | NextSeasonCreated>, seasons = [DIVIDED]) =>
  renderApp({
    path: '/admin/seasons/next/s1',
    api: {
      '/api/auth/me': signedIn('admin'),
      '/api/seasons': { items: seasons },
      '/api/seasons/s1': DIVIDED,
      'POST /api/seasons/s1/next': handler,
      'PATCH /api/seasons/s2': { ...CREATED.season, isCurrent: true },
    },
  });

const teamsOf = (division: string) =>
  within(screen.getByRole('list', { name: `Teams of ${division}` }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('AdminNextSeasonPage', () => {
  it('previews the suggested moves in each division, with the name bumped a year', async () => {
    const api = nextSeasonApi();
    render(api.handler);
    const up = await screen.findByRole('listitem', { name: 'Team 3' });
    within(up).getByText('Up from Division One');
    within(screen.getByRole('listitem', { name: 'Team 1' })).getByText('Down from Premier');
    expect(teamsOf('Premier')).toEqual(['Team 2', 'Team 3']);
    expect(teamsOf('Division One')).toEqual(['Team 1', 'Team 4']);
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Spring 2027');
    expect(api.sent[0]).toEqual({ dryRun: true, body: { name: 'Spring 2027', up: 1, down: 1 } });
  });

  it('sends the edited plan: a move kept back, a team left out and one added', async () => {
    const api = nextSeasonApi();
    const view = render(api.handler);
    await screen.findByRole('listitem', { name: 'Team 3' });
    // Team 1 stays in the Premier after all.
    fireEvent.change(screen.getByLabelText('Division for Team 1'), { target: { value: 'd1' } });
    expect(teamsOf('Premier')).toEqual(['Team 1', 'Team 2', 'Team 3']);
    expect(within(screen.getByRole('listitem', { name: 'Team 1' })).queryByText(/Down/)).toBeNull();
    // Team 4 is moved up, then left out after all: its move goes with it.
    fireEvent.change(screen.getByLabelText('Division for Team 4'), { target: { value: 'd1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Leave Team 4 out' }));
    within(screen.getByRole('list', { name: 'Teams not carried over' })).getByRole('listitem', {
      name: 'Team 4',
    });
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Team 5' } });
    fireEvent.change(screen.getByLabelText('Division of the new team'), {
      target: { value: 'd2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add team' }));
    expect(teamsOf('Division One')).toEqual(['Team 5']);
    within(screen.getByRole('listitem', { name: 'Team 5' })).getByText('New');

    fireEvent.click(screen.getByRole('button', { name: 'Create season (4 teams)' }));
    await screen.findByText(/Spring 2027 is created with 4 teams in 2 divisions/);
    expect(api.sent.filter((request) => !request.dryRun)).toEqual([
      {
        dryRun: false,
        body: {
          name: 'Spring 2027',
          up: 1,
          down: 1,
          moves: { t1: 'd1' },
          drop: ['t4'],
          add: [{ name: 'Team 5', divisionId: 'd2' }],
        },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Generate fixtures' }).getAttribute('href')).toBe(
      '/admin/schedule-matches?season=s2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Make it current' }));
    await screen.findByText(/It is now the current season/);
    expect(view.stub.calls()).toContain('PATCH /api/seasons/s2');
  });

  it('suggests a name no season has yet when opened from an older season', async () => {
    const api = nextSeasonApi();
    render(api.handler, [DIVIDED, season({ id: 's0', name: 'Spring 2027', isCurrent: true })]);
    await screen.findByRole('listitem', { name: 'Team 3' });
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Spring 2028');
    expect(api.sent.map((request) => request.body)).toEqual([
      { name: 'Spring 2028', up: 1, down: 1 },
    ]);
  });

  it('shows a taken name beside the name field, and the moves all the same', async () => {
    render(() => ({
      ...PREVIEW,
      nameTaken: 'The league already has a season called Spring 2027.',
    }));
    const up = await screen.findByRole('listitem', { name: 'Team 3' });
    within(up).getByText('Up from Division One');
    await screen.findByText('The league already has a season called Spring 2027.');
    expect(screen.getByRole('button', { name: /^Create season/ })).toHaveProperty('disabled', true);
  });

  it('says why a season without teams has no next season', async () => {
    render(() => apiError(409, 'conflict', 'This season has no teams to carry into the next one.'));
    const alert = await screen.findByRole('alert');
    within(alert).getByText('This season has no teams to carry into the next one.');
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Spring 2027');
    within(alert).getByRole('button', { name: 'Retry' });
  });

  it('opens from the season’s row on the seasons page', async () => {
    const view = renderApp({
      path: '/admin/seasons',
      api: { '/api/auth/me': signedIn('admin'), '/api/seasons': { items: [DIVIDED] } },
    });
    fireEvent.click(
      await screen.findByRole('link', { name: 'Start the next season after Spring 2026' }),
    );
    await waitFor(() => expect(view.location()).toBe('/admin/seasons/next/s1'));
  });
});
