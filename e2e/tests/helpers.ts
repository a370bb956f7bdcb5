// Shared steps of the journeys: API sign-in for set-up work a person would do elsewhere.
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import type { Frame, Match, Season, Team } from '@cueleague/domain/entities';
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

/** A demo login's address for a team: `captain.red-lion@…` (apps/server/src/seed/demo-data.ts). */
const demoLogin = (role: 'captain' | 'player', teamName: string) => ({
  email: `${role}.${teamName
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}@demo.cueleague.local`,
  password: DEMO_ADMIN.password,
});

/** The demo's login for a team's captain. */
export const demoCaptain = (teamName: string) => demoLogin('captain', teamName);

/** The demo's login for a team's player (not its captain). */
export const demoPlayer = (teamName: string) => demoLogin('player', teamName);

const ok = async <T>(response: APIResponse, what: string): Promise<T> => {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
};

/** A GET's JSON answer, or an error naming the path and the status. */
export const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  ok<T>(await request.get(path), path);

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
  const match = await ok<Match>(
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
  return { match: await startWithLineups(request, match), home, away };
};

/**
 * A fixture started by the admin (signed in on `request`) as the captains would: both rosters
 * confirmed with every active player, started, round 1's line-ups locked.
 */
export const startWithLineups = async (
  request: APIRequestContext,
  fixture: Match,
): Promise<Match> => {
  const path = `/api/matches/${fixture.id}`;
  const sides = [
    ['home', fixture.homeTeamId],
    ['away', fixture.awayTeamId],
  ] as const;
  const rosters = new Map<string, string[]>();
  for (const [side, teamId] of sides) {
    const { items } = await ok<{ items: { playerId: string }[] }>(
      await request.get(
        `/api/team-players?teamId=${teamId}&seasonId=${fixture.seasonId}&isActive=true`,
      ),
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
  let match = fixture;
  const positions = fixture.format.positionsPerTeam;
  for (const [side] of sides) {
    match = await ok<Match>(
      await request.put(`${path}/lineup`, {
        data: { side, round: 1, positions: rosters.get(side)?.slice(0, positions), locked: true },
      }),
      'line-up',
    );
  }
  return match;
};

/**
 * Plays a started match through the API (as an admin signed in on `request`) up to its last
 * round's frames: every round scored, the home side winning each frame, all but the last
 * round locked.
 */
export const playToTheLastLock = async (
  request: APIRequestContext,
  start: Match,
): Promise<Match> => {
  const path = `/api/matches/${start.id}`;
  const send = async (method: 'put' | 'post' | 'patch', url: string, data: unknown) =>
    ok<Match>(await request[method](url, { data }), `${method} ${url}`);
  let match = start;
  const rounds = match.format.roundsPerMatch;
  // Each round the same players line up in their round 1 positions.
  const firstRound = match.frames.filter((frame) => frame.round === 1);
  const positions = (side: 'home' | 'away') =>
    [...firstRound]
      .sort((a, b) =>
        side === 'home'
          ? a.homePosition.localeCompare(b.homePosition)
          : a.awayPosition - b.awayPosition,
      )
      .map((frame: Frame) => (side === 'home' ? frame.homePlayerId : frame.awayPlayerId));
  const lineups = { home: positions('home'), away: positions('away') };
  for (let round = 1; round <= rounds; round += 1) {
    if (round > 1)
      for (const side of ['home', 'away'] as const)
        match = await send('put', `${path}/lineup`, {
          side,
          round,
          positions: lineups[side],
          locked: true,
        });
    for (const { frameId } of match.frames.filter((candidate) => candidate.round === round)) {
      const frame = match.frames.find((candidate) => candidate.frameId === frameId);
      if (!frame || frame.state !== 'unplayed') continue;
      match = await send('patch', `${path}/frames/${frameId}`, {
        winnerPlayerId: frame.homePlayerId,
        baseVersion: frame.version,
        reason: 'e2e set-up',
      });
    }
    if (round < rounds) match = await send('post', `${path}/lock-round`, { round });
  }
  return match;
};

/** The demo's current season and its teams, read as the admin (signed in on `request`). */
export const demoSeasonTeams = async (
  request: APIRequestContext,
): Promise<{ season: Season; teams: Team[] }> => {
  const season = await getJson<Season>(request, '/api/seasons/current');
  const { items } = await getJson<{ items: Team[] }>(request, `/api/teams?seasonId=${season.id}`);
  return { season, teams: items };
};

/** A 360 px touch phone, the size the journeys hold every page to. */
export const PHONE = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
} as const;

/** A frame's card on the scoring page ('Frame 1 …'). */
export const frameCardOf = (page: Page, frame: number) =>
  page.getByRole('article', { name: new RegExp(`^Frame ${String(frame)}\\b`) });

/** A race's rack button of a side in frame 1: home first, away second. */
export const rackButton = (page: Page, side: 'home' | 'away') =>
  frameCardOf(page, 1)
    .getByRole('button', { name: /^Rack to / })
    .nth(side === 'home' ? 0 : 1);
