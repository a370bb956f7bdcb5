// Shared steps of the journeys: API sign-in for set-up work a person would do elsewhere.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { Match, Season, Team } from '@cueleague/domain/entities';
import { E2E_SETUP_CODE } from '../setup-code.ts';

export { E2E_SETUP_CODE };

export const DEMO_ADMIN = { email: 'admin@demo.cueleague.local', password: 'demo-password' };

/** Signs an API context in (its cookie jar keeps the session). */
export const apiLogin = async (
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<void> => {
  const response = await request.post('/api/auth/login', { data: account });
  if (!response.ok()) throw new Error(`login ${account.email}: ${response.status()}`);
};

/** The next frame that can be scored in a match: in the open round, both line-ups locked. */
export const nextScorableFrame = (match: Match) => {
  const round = match.progress.roundsLocked + 1;
  const locked =
    match.progress.lineupLocked.home[round - 1] && match.progress.lineupLocked.away[round - 1];
  if (!locked) return null;
  return (
    match.frames.find(
      (frame) =>
        frame.round === round &&
        frame.state === 'unplayed' &&
        frame.homePlayerId !== 'vacant' &&
        frame.awayPlayerId !== 'vacant',
    ) ?? null
  );
};

/** The demo's login for a team's captain (apps/server/src/seed/demo-league.ts). */
export const demoCaptain = (teamName: string) => ({
  email: `captain.${teamName
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}@demo.cueleague.local`,
  password: DEMO_ADMIN.password,
});

const ok = async <T>(response: APIResponse, what: string): Promise<T> => {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
};

/** The demo league, loaded through the API when no earlier journey loaded it. */
export const ensureDemoLeague = async (request: APIRequestContext): Promise<void> => {
  const setup = await ok<{ needed: boolean }>(await request.get('/api/setup'), 'setup status');
  if (setup.needed)
    await ok(
      await request.post('/api/setup/demo', { data: { setupCode: E2E_SETUP_CODE } }),
      'load the demo',
    );
};

export interface ReadyMatch {
  match: Match;
  home: Team;
  away: Team;
}

/**
 * A match of its own for a journey, set up by the admin as the captains would: both rosters
 * confirmed, started, round 1's line-ups locked, so its four frames are ready to score.
 */
export const readyMatch = async (
  request: APIRequestContext,
  pair: [number, number],
): Promise<ReadyMatch> => {
  await apiLogin(request, DEMO_ADMIN);
  const season = await ok<Season>(await request.get('/api/seasons/current'), 'current season');
  const { items: teams } = await ok<{ items: Team[] }>(
    await request.get(`/api/teams?seasonId=${season.id}`),
    'teams',
  );
  const home = teams[pair[0]];
  const away = teams[pair[1]];
  if (!home || !away) throw new Error('The demo league needs more teams');
  let match = await ok<Match>(
    await request.post('/api/matches', {
      data: {
        seasonId: season.id,
        homeTeamId: home.id,
        awayTeamId: away.id,
        scheduledDate: new Date().toISOString(),
      },
    }),
    'create the match',
  );
  const path = `/api/matches/${match.id}`;
  const sides = [
    ['home', home],
    ['away', away],
  ] as const;
  const rosters = new Map<string, string[]>();
  for (const [side, team] of sides) {
    const { items } = await ok<{ items: { playerId: string }[] }>(
      await request.get(`/api/team-players?teamId=${team.id}&seasonId=${season.id}&isActive=true`),
      'roster',
    );
    rosters.set(
      side,
      items.map((membership) => membership.playerId),
    );
  }
  for (const [side] of sides) {
    await ok(
      await request.put(`${path}/pre-match`, {
        data: {
          side,
          availablePlayers: rosters.get(side),
          rosterConfirmed: true,
          reason: 'e2e set-up',
        },
      }),
      'pre-match',
    );
  }
  await ok(await request.post(`${path}/start`, { data: {} }), 'start');
  for (const [side] of sides) {
    match = await ok<Match>(
      await request.put(`${path}/lineup`, {
        data: { side, round: 1, positions: rosters.get(side)?.slice(0, 4), locked: true },
      }),
      'line-up',
    );
  }
  return { match, home, away };
};
