// "My team": a captain's team from the auth context, a player's from memberOf in the current
// season, and none when the user is on no team this season.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiRoutes } from '../../../test/api-stub.ts';
import { leagueTeam, leagueTeams, season, signedIn, team } from '../../../test/fixtures.ts';
import { renderApp, renderWithProviders } from '../../../test/render-app.tsx';
import { NO_TEAM_MESSAGE, pickMyTeam, useMyTeam } from './use-my-team.ts';

const SEASON_TEAMS = leagueTeams();

const Probe = () => {
  const my = useMyTeam();
  if (my.status === 'ok')
    return (
      <p>
        team {my.team.name} · captain {String(my.isCaptain)} · roster {String(my.canManageRoster)}
      </p>
    );
  return <p>status {my.status}</p>;
};

const renderProbe = <R extends object>(api: ApiRoutes<R>) =>
  renderWithProviders(<Probe />, {
    api: {
      '/api/seasons/current': season(),
      '/api/teams': ({ url }: { url: URL }) => ({
        items: SEASON_TEAMS.filter((t) => t.seasonId === url.searchParams.get('seasonId')),
      }),
      ...api,
    },
  });

describe('pickMyTeam', () => {
  const current = season();

  it("takes the captain's team when it plays this season", () => {
    const own = leagueTeam('t1', { captainUserId: 'u1' });
    expect(pickMyTeam({ team: own, captainOf: ['t1'], memberOf: [] }, current, [])).toBe(own);
  });

  it('takes the first team of memberOf that is in the current season', () => {
    expect(
      pickMyTeam(
        { team: null, captainOf: [], memberOf: ['old', 't3', 't2'] },
        current,
        SEASON_TEAMS,
      )?.name,
    ).toBe('Break Masters');
  });

  it("ignores a captain's team of another season", () => {
    const old = team('old', 'Old Boys', { seasonId: 's0' });
    expect(pickMyTeam({ team: old, captainOf: ['old'], memberOf: [] }, current, SEASON_TEAMS)).toBe(
      null,
    );
  });

  it("keeps the captain's team when no season is current", () => {
    const own = leagueTeam('t1');
    expect(pickMyTeam({ team: own, captainOf: ['t1'], memberOf: [] }, null, [])).toBe(own);
    expect(pickMyTeam({ team: null, captainOf: [], memberOf: ['t1'] }, null, SEASON_TEAMS)).toBe(
      null,
    );
  });
});

describe('useMyTeam', () => {
  it("gives a captain the auth context's team, without listing the season's teams", async () => {
    const view = renderProbe({ '/api/auth/me': signedIn('captain') });
    await screen.findByText('team Rack Attack · captain true · roster true');
    expect(view.stub.calls().some((call) => call.startsWith('GET /api/teams'))).toBe(false);
  });

  it('gives a player the first team of memberOf in the current season', async () => {
    const view = renderProbe({
      '/api/auth/me': signedIn('player', { memberOf: ['last-years-team', 't2', 't1'] }),
    });
    await screen.findByText('team Cue Tips · captain false · roster false');
    expect(view.stub.calls()).toContain('GET /api/teams?seasonId=s1');
  });

  it('says none when the user is on no team this season', async () => {
    renderProbe({ '/api/auth/me': signedIn('player', { memberOf: ['last-years-team'] }) });
    await screen.findByText('status none');
  });

  it('says none to a player with no membership at all, asking nothing more', async () => {
    const view = renderProbe({ '/api/auth/me': signedIn('player', { memberOf: [] }) });
    await screen.findByText('status none');
    expect(view.stub.calls().some((call) => call.startsWith('GET /api/teams'))).toBe(false);
  });

  it('shows the no-team message on the team pages', async () => {
    renderApp({
      path: '/team',
      api: {
        '/api/auth/me': signedIn('player', { memberOf: [] }),
        '/api/seasons/current': season(),
      },
    });
    await screen.findByText(NO_TEAM_MESSAGE);
    screen.getByRole('heading', { level: 1, name: 'Team Dashboard' });
  });
});
