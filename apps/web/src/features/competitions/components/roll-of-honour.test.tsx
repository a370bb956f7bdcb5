import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-stub.ts';
import { season } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const CUPS = {
  '/api/seasons': { items: [season()] },
  '/api/competitions': { items: [] },
};

/** A side placed: its id and name, and a singles knockout entry's player. */
type Side = [string, string, string?];
const placed = ([teamId, name, playerId]: Side) => ({
  teamId,
  name,
  ...(playerId ? { playerIds: [playerId] } : {}),
});

const honour = (
  seasonId: string,
  seasonName: string,
  competitionId: string,
  name: string,
  winner: Side,
  runnerUp: Side | null,
  plateWinner: Side | null = null,
) => ({
  seasonId,
  seasonName,
  competitionId,
  name,
  kind: winner[2] ? ('singles-knockout' as const) : ('team-knockout' as const),
  winner: placed(winner),
  runnerUp: runnerUp && placed(runnerUp),
  plateWinner: plateWinner && placed(plateWinner),
});

describe('RollOfHonour', () => {
  it("lists every finished cup season by season, newest first, with links to the teams' pages", async () => {
    renderApp({
      path: '/competitions',
      api: {
        ...CUPS,
        '/api/competitions/honours': {
          items: [
            honour(
              's2',
              'Winter 2026',
              'c3',
              'League Cup',
              ['t1', 'Reds'],
              ['t2', 'Blues'],
              ['t5', 'Lions'],
            ),
            honour('s2', 'Winter 2026', 'c4', 'Plate', ['t3', 'Greens'], null),
            honour('s1', 'Winter 2025', 'c1', 'League Cup', ['t9', 'Lions'], ['t1', 'Reds']),
          ],
        },
      },
    });
    const roll = await screen.findByRole('region', { name: 'Roll of honour' });
    const seasons = await within(roll).findAllByRole('region');
    expect(seasons.map((section) => section.getAttribute('aria-label'))).toEqual([
      'Winter 2026',
      'Winter 2025',
    ]);
    within(seasons[0]!).getByRole('heading', { level: 3, name: 'Winter 2026' });
    const cups = within(seasons[0]!).getAllByRole('listitem');
    expect(cups.map((cup) => cup.textContent)).toEqual([
      'League CupWinner: Reds · Runner-up: Blues · Plate: Lions',
      'PlateWinner: Greens',
    ]);
    expect(within(cups[0]!).getByRole('link', { name: 'Reds' }).getAttribute('href')).toBe(
      '/teams/t1',
    );
    expect(within(cups[0]!).getByRole('link', { name: 'Blues' }).getAttribute('href')).toBe(
      '/teams/t2',
    );
    expect(within(cups[0]!).getByRole('link', { name: 'Lions' }).getAttribute('href')).toBe(
      '/teams/t5',
    );
    const last = within(seasons[1]!).getByRole('listitem', { name: 'League Cup' });
    expect(within(last).getByRole('link', { name: 'Lions' }).getAttribute('href')).toBe(
      '/teams/t9',
    );
  });

  it("links a singles knockout's winner and runner-up to their players' pages", async () => {
    renderApp({
      path: '/competitions',
      api: {
        ...CUPS,
        '/api/competitions/honours': {
          items: [
            honour('s1', 'Winter 2025', 'c1', 'League Cup', ['t9', 'Lions'], ['t1', 'Reds']),
            honour(
              's1',
              'Winter 2025',
              'c2',
              'Singles',
              ['e3', 'Kate Hill', 'p3'],
              ['e7', 'Joe Bloggs', 'p7'],
            ),
          ],
        },
      },
    });
    const roll = await screen.findByRole('region', { name: 'Roll of honour' });
    const singles = await within(roll).findByRole('listitem', { name: 'Singles' });
    expect(singles.textContent).toBe('SinglesWinner: Kate Hill · Runner-up: Joe Bloggs');
    expect(
      within(singles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/players/p3', '/players/p7']);
    const cup = within(roll).getByRole('listitem', { name: 'League Cup' });
    expect(within(cup).getByRole('link', { name: 'Lions' }).getAttribute('href')).toBe('/teams/t9');
  });

  it("links a doubles knockout's winning pair to both players' pages", async () => {
    const pair = (teamId: string, name: string, playerIds: [string, string]) => ({
      teamId,
      name,
      playerIds,
    });
    renderApp({
      path: '/competitions',
      api: {
        ...CUPS,
        '/api/competitions/honours': {
          items: [
            {
              seasonId: 's1',
              seasonName: 'Winter 2025',
              competitionId: 'c3',
              name: 'Doubles',
              kind: 'doubles-knockout',
              winner: pair('d1', 'Kate Hill & Tom Lee', ['p1', 'p2']),
              runnerUp: pair('d2', 'Joe Bloggs & Amy Cole', ['p3', 'p4']),
              plateWinner: null,
            },
          ],
        },
      },
    });
    const roll = await screen.findByRole('region', { name: 'Roll of honour' });
    const doubles = await within(roll).findByRole('listitem', { name: 'Doubles' });
    expect(doubles.textContent).toBe(
      'DoublesWinner: Kate Hill & Tom Lee · Runner-up: Joe Bloggs & Amy Cole',
    );
    expect(
      within(doubles)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Kate Hill', '/players/p1'],
      ['Tom Lee', '/players/p2'],
      ['Joe Bloggs', '/players/p3'],
      ['Amy Cole', '/players/p4'],
    ]);
  });

  it('says when no cup has been won yet', async () => {
    renderApp({
      path: '/competitions',
      api: { ...CUPS, '/api/competitions/honours': { items: [] } },
    });
    const roll = await screen.findByRole('region', { name: 'Roll of honour' });
    await within(roll).findByText('No cup has been won yet');
  });

  it('says when the roll did not load, with a retry', async () => {
    renderApp({
      path: '/competitions',
      api: {
        ...CUPS,
        '/api/competitions/honours': apiError(500, 'internal', 'The server failed'),
      },
    });
    const roll = await screen.findByRole('region', { name: 'Roll of honour' });
    await within(roll).findByText('The server failed');
    within(roll).getByRole('button', { name: 'Retry' });
  });
});
