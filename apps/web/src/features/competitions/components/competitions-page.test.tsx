import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-stub.ts';
import { season } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SEASONS = { '/api/seasons': { items: [season()] } };
const FINISHED = {
  id: 'c1',
  seasonId: 's1',
  name: 'Knockout Cup',
  kind: 'team-knockout' as const,
  state: 'finished' as const,
  entrantCount: 6,
  bracket: 'single-elimination' as const,
  plate: true,
  groups: null,
  entriesCloseAt: null,
  capacity: null,
  reserveCount: 0,
  winner: { teamId: 't1', name: 'Reds' },
  runnerUp: { teamId: 't2', name: 'Blues' },
  plateWinner: { teamId: 't5', name: 'Lions' },
};

describe('CompetitionsPage', () => {
  it("lists the season's cups, a finished one with its winner and runner-up", async () => {
    renderApp({
      path: '/competitions',
      api: { ...SEASONS, '/api/competitions': { items: [FINISHED] } },
    });
    const cup = await screen.findByRole('listitem', { name: 'Knockout Cup' });
    within(cup).getByText('Finished');
    within(cup).getByRole('link', { name: 'Reds' });
    within(cup).getByRole('link', { name: 'Blues' });
    within(cup).getByText('6 teams, single elimination with a plate');
    within(cup).getByRole('link', { name: 'Lions' });
    within(cup).getByRole('link', { name: 'Knockout Cup' });
  });

  it("says each cup's kind, a singles knockout counting players and linking its winner's player", async () => {
    const singles = {
      ...FINISHED,
      id: 'c2',
      name: 'Singles',
      kind: 'singles-knockout' as const,
      entrantCount: 8,
      plate: false,
      // A singles knockout's placed sides are its players' own entries: no team page.
      winner: { teamId: 'e3', name: 'Kate Hill', playerIds: ['p3'] },
      runnerUp: { teamId: 'e7', name: 'Joe Bloggs', playerIds: ['p7'] },
      plateWinner: null,
    };
    renderApp({
      path: '/competitions',
      api: { ...SEASONS, '/api/competitions': { items: [FINISHED, singles] } },
    });
    const team = await screen.findByRole('listitem', { name: 'Knockout Cup' });
    within(team).getByText('Team knockout');
    const row = screen.getByRole('listitem', { name: 'Singles' });
    within(row).getByText('Singles knockout');
    within(row).getByText('8 players, single elimination');
    expect(row.textContent).toContain('Winner: Kate Hill · Runner-up: Joe Bloggs');
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Singles', '/competitions/c2'],
      ['Kate Hill', '/players/p3'],
      ['Joe Bloggs', '/players/p7'],
    ]);
  });

  it('says when the season has no cups yet', async () => {
    renderApp({ path: '/competitions', api: { ...SEASONS, '/api/competitions': { items: [] } } });
    await screen.findByText('No cups this season yet');
  });

  it('says when the cups did not load, with a retry', async () => {
    renderApp({
      path: '/competitions',
      api: { ...SEASONS, '/api/competitions': apiError(500, 'internal', 'The server failed') },
    });
    await screen.findByText('The server failed');
    screen.getByRole('button', { name: 'Retry' });
  });
});
