// The home page of a season with divisions: the top of each division's table (issue 15).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-stub.ts';
import { dividedSeason, season, standingRow } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('HomePage with divisions', () => {
  it("shows each division's top of the table, a card each with its name", async () => {
    const view = renderApp({
      path: '/',
      api: {
        '/api/seasons/current': dividedSeason(),
        '/api/standings': ({ url }: { url: URL }) => ({
          seasonId: 's1',
          divisionId: url.searchParams.get('divisionId'),
          items:
            url.searchParams.get('divisionId') === 'd2'
              ? [standingRow({ teamId: 't5', teamName: 'Cannon Club' })]
              : [
                  standingRow({ teamId: 't1', teamName: 'Rack Attack' }),
                  standingRow({ position: 2, teamId: 't2', teamName: 'Cue Tips' }),
                  standingRow({ position: 3, teamId: 't3', teamName: 'Break Masters' }),
                  standingRow({ position: 4, teamId: 't4', teamName: 'Pocket Rockets' }),
                ],
        }),
      },
    });
    const top = await screen.findByRole('region', { name: 'Top of the table' });
    const premier = await within(top).findByRole('region', { name: 'Premier' });
    await within(premier).findByRole('rowheader', { name: 'Rack Attack' });
    within(premier).getByRole('rowheader', { name: 'Break Masters' });
    expect(within(premier).queryByRole('rowheader', { name: 'Pocket Rockets' })).toBeNull();
    expect(
      within(premier).getByRole('link', { name: 'Full table of Premier' }).getAttribute('href'),
    ).toBe('/standings');
    const divisionOne = within(top).getByRole('region', { name: 'Division One' });
    await within(divisionOne).findByRole('rowheader', { name: 'Cannon Club' });
    expect(
      within(divisionOne)
        .getByRole('link', { name: 'Full table of Division One' })
        .getAttribute('href'),
    ).toBe('/standings?division=d2');
    expect(view.stub.calls()).toContain('GET /api/standings?seasonId=s1&divisionId=d1');
    expect(view.stub.calls()).toContain('GET /api/standings?seasonId=s1&divisionId=d2');
    expect(view.stub.calls()).not.toContain('GET /api/standings?seasonId=s1');
  });

  it("says when a division's table is empty or failed, the other still shown", async () => {
    renderApp({
      path: '/',
      api: {
        '/api/seasons/current': dividedSeason(),
        '/api/standings': ({ url }: { url: URL }) =>
          url.searchParams.get('divisionId') === 'd2'
            ? apiError(500, 'internal', 'The database is not answering.')
            : { seasonId: 's1', divisionId: 'd1', items: [] },
      },
    });
    const premier = await screen.findByRole('region', { name: 'Premier' });
    await within(premier).findByText('No table yet');
    const divisionOne = screen.getByRole('region', { name: 'Division One' });
    await within(divisionOne).findByText('The database is not answering.');
  });

  it('shows one table, naming no division, for an undivided season', async () => {
    renderApp({
      path: '/',
      api: {
        '/api/seasons/current': season(),
        '/api/standings': {
          seasonId: 's1',
          divisionId: 'd1',
          items: [standingRow({ teamId: 't1', teamName: 'Rack Attack' })],
        },
      },
    });
    const top = await screen.findByRole('region', { name: 'Top of the table' });
    await within(top).findByRole('rowheader', { name: 'Rack Attack' });
    expect(within(top).queryByRole('region')).toBeNull();
    expect(within(top).queryByRole('link', { name: /Full table of/ })).toBeNull();
  });
});
