// The return-to-live-match banner's cases and its diagnostics (docs/rules.md, The web app:
// Return-to-live-match banner; Error catalogue).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiRoutes, type ApiRoutes } from '../../../test/api-stub.ts';
import { takeConsoleErrors } from '../../../test/console.ts';
import { leagueTeams, match, season, signedIn } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { matchKeys } from '../../../entities/matches/api/matches-api.ts';
import { ReturnToLiveBanner } from './return-to-live-banner.tsx';

const TEAMS = leagueTeams({ t1: { captainUserId: 'u1' } });

const captainApi = (inProgress: ReturnType<typeof match>[]) =>
  apiRoutes({
    '/api/auth/me': signedIn('captain'),
    '/api/seasons/current': season(),
    '/api/teams': ({ url }: { url: URL }) => ({
      items: url.searchParams.get('captainUserId')
        ? TEAMS.filter((t) => t.captainUserId === 'u1')
        : TEAMS,
    }),
    '/api/matches': ({ url }: { url: URL }) => ({
      items: url.searchParams.get('state') === 'in-progress' ? inProgress : [],
    }),
  });

const live = (id: string, homeTeamId: string, awayTeamId: string) =>
  match({ id, homeTeamId, awayTeamId, state: 'in-progress' });

const renderBanner = async <R extends object>(path: string, api: ApiRoutes<R>) => {
  const view = renderWithProviders(<ReturnToLiveBanner />, { path, api });
  await waitFor(() => {
    const state = view.queryClient.getQueryState(matchKeys.active('u1'));
    expect(state?.status === 'success' || state?.status === 'error').toBe(true);
  });
  return view;
};

describe('ReturnToLiveBanner', () => {
  it('with one match, reads "Return to Live Match vs {opponent}" and links to its score page', async () => {
    await renderBanner('/standings', captainApi([live('m1', 't1', 't2')]));
    const link = await screen.findByRole('link', { name: 'Return to Live Match vs Cue Tips' });
    expect(link.getAttribute('href')).toBe('/team/match/m1/score');
  });

  it('names the opponent when the captain plays away too', async () => {
    await renderBanner('/', captainApi([live('m2', 't3', 't1')]));
    await screen.findByRole('link', { name: 'Return to Live Match vs Break Masters' });
  });

  it('sits fixed under the 64 px header', async () => {
    await renderBanner('/', captainApi([live('m1', 't1', 't2')]));
    const banner = await screen.findByRole('complementary', { name: 'Live match' });
    const style = window.getComputedStyle(banner);
    expect(style.position).toBe('fixed');
    expect(style.top).toBe('64px');
  });

  it('is hidden on the scoring page', async () => {
    await renderBanner('/team/match/m1/score', captainApi([live('m1', 't1', 't2')]));
    expect(screen.queryByText(/Return to Live Match/)).toBeNull();
  });

  it('is hidden when the captain has no in-progress match', async () => {
    await renderBanner('/', captainApi([]));
    expect(screen.queryByText(/Return to Live Match/)).toBeNull();
  });

  it("with several matches, opens a 'Return to Live Match' menu with the current match disabled", async () => {
    await renderBanner(
      '/team/match/m1',
      captainApi([live('m1', 't1', 't2'), live('m2', 't3', 't1')]),
    );
    const button = await screen.findByRole('button', { name: 'Return to Live Match' });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['vs Cue Tips', 'vs Break Masters']);
    expect(items[0]?.getAttribute('aria-disabled')).toBe('true');
    expect(items[1]?.getAttribute('aria-disabled')).toBeNull();
    expect(items[1]?.getAttribute('href')).toBe('/team/match/m2/score');
  });

  it("says 'Unknown Team' when the opponent's name is unknown", async () => {
    await renderBanner('/', captainApi([live('m3', 't1', 't-gone')]));
    await screen.findByRole('link', { name: 'Return to Live Match vs Unknown Team' });
  });

  it("logs 'No user logged in' for a visitor", async () => {
    const view = renderWithProviders(<ReturnToLiveBanner />, { path: '/' });
    await waitFor(() => expect(console.info).toHaveBeenCalledWith('No user logged in'));
    expect(view.container.textContent).toBe('');
  });

  it("logs 'User is not a captain of any team' for a player", async () => {
    await renderBanner('/', {
      ...captainApi([]),
      '/api/auth/me': signedIn('player'),
      '/api/teams': { items: [] },
    });
    await waitFor(() =>
      expect(console.info).toHaveBeenCalledWith('User is not a captain of any team'),
    );
  });

  it("logs 'No current season found' when no season is current", async () => {
    await renderBanner('/', { '/api/auth/me': signedIn('captain') });
    await waitFor(() => expect(console.info).toHaveBeenCalledWith('No current season found'));
  });

  it("logs 'Error: {message}' when the lookup fails", async () => {
    await renderBanner('/', {
      ...captainApi([]),
      '/api/matches': apiError(500, 'internal', 'Database is down'),
    });
    await waitFor(() => expect(takeConsoleErrors()).toContain('Error: Database is down'));
    expect(screen.queryByText(/Return to Live Match/)).toBeNull();
    vi.mocked(console.error).mockClear();
  });
});
