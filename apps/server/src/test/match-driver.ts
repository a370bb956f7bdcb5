// Drives matches through their lifecycle over the HTTP API, as the people who would do it: each
// side's captain (the admin for a team whose captain is not one of the world's users) confirms
// the roster, sets and locks line-ups and confirms the result; the home captain scores and locks
// rounds. Every call must succeed; a refusal throws with the answer, so a test fails loudly.
import { VACANT } from '@cueleague/domain/constants';
import type { Match, MatchFormat, Side, Team, TeamPlayer } from '@cueleague/domain/entities';
import { framesPerMatch, STANDARD_FORMAT } from '@cueleague/domain/match-format';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp, World } from './test-app.ts';
import { availableOf, framePlayerOf, sideTeamId } from '@cueleague/domain/sides';

type UserKey = keyof World['users'];

const sessions = new WeakMap<TestApp, Map<string, string>>();

/** A signed-in cookie for one of the world's users, logged in once per app. */
export const cookieFor = async (t: TestApp, world: World, who: UserKey): Promise<string> => {
  let byEmail = sessions.get(t);
  if (!byEmail) {
    byEmail = new Map();
    sessions.set(t, byEmail);
  }
  const email = world.emails[who];
  const known = byEmail.get(email);
  if (known) return known;
  const cookie = await t.login(email);
  byEmail.set(email, cookie);
  return cookie;
};

export const adminCookie = (t: TestApp, world: World): Promise<string> =>
  cookieFor(t, world, 'admin');

/** Sends a request and insists on the status; anything else throws with the body. */
export const call = async (
  t: TestApp,
  options: InjectOptions & { cookie?: string },
  status = 200,
): Promise<LightMyRequestResponse> => {
  const response = await t.request(options);
  if (response.statusCode !== status) {
    throw new Error(
      `${options.method ?? 'GET'} ${JSON.stringify(options.url)}: expected ${status}, got ${response.statusCode} ${response.body}`,
    );
  }
  return response;
};

/** A new player made by the admin through the API (a 201, or it throws); answers its id. */
export const createPlayer = async (
  t: TestApp,
  world: World,
  payload: { firstName: string; lastName: string; userId?: string },
): Promise<string> =>
  (
    await call(
      t,
      { method: 'POST', url: '/api/players', cookie: await adminCookie(t, world), payload },
      201,
    )
  ).json<{ id: string }>().id;

export const getMatch = async (t: TestApp, matchId: string): Promise<Match> =>
  (await call(t, { method: 'GET', url: `/api/matches/${matchId}` })).json<Match>();

/** The cookie of whoever acts for a team: its captain when that is a world user, else the admin. */
export const teamActorCookie = async (
  t: TestApp,
  world: World,
  teamId: string,
): Promise<string> => {
  const team = (await call(t, { method: 'GET', url: `/api/teams/${teamId}` })).json<Team>();
  const key = (Object.keys(world.users) as UserKey[]).find(
    (candidate) => candidate !== 'admin' && world.users[candidate] === team.captainUserId,
  );
  return cookieFor(t, world, key ?? 'admin');
};

const sideCookie = async (t: TestApp, world: World, match: Match, side: Side) =>
  teamActorCookie(t, world, sideTeamId(match, side));

/** One side's write to the match (`path` below /api/matches/:id), as whoever acts for it. */
const sideWrite = async (
  t: TestApp,
  world: World,
  match: Match,
  side: Side,
  request: { method: 'POST' | 'PUT' | 'PATCH'; path: string; payload: object },
): Promise<Match> =>
  (
    await call(t, {
      method: request.method,
      url: `/api/matches/${match.id}${request.path}`,
      cookie: await sideCookie(t, world, match, side),
      payload: request.payload,
    })
  ).json<Match>();

/** A team's players for a match: seedWorld's five for its teams, else the active roster. */
export const teamPlayerIds = async (
  t: TestApp,
  world: World,
  teamId: string,
): Promise<string[]> => {
  const index = world.teams.indexOf(teamId);
  const seeded = index === -1 ? undefined : world.players[index];
  if (seeded) return [...seeded];
  const roster = (
    await call(t, { method: 'GET', url: `/api/team-players?teamId=${teamId}&isActive=true` })
  ).json<{ items: TeamPlayer[] }>();
  return roster.items.map((membership) => membership.playerId);
};

export interface NewMatch {
  homeTeamId: string;
  awayTeamId: string;
  seasonId?: string;
  scheduledDate?: string;
  venueId?: string | null;
  /** The match's format; the server's default ('4v4 Standard') when left out. */
  format?: MatchFormat;
  frames?: unknown[];
}

/** POST /api/matches as the admin. */
export const createMatch = async (t: TestApp, world: World, input: NewMatch): Promise<Match> => {
  const response = await call(
    t,
    {
      method: 'POST',
      url: '/api/matches',
      cookie: await adminCookie(t, world),
      payload: {
        seasonId: world.seasonId,
        scheduledDate: '2026-10-07T18:30:00.000Z',
        ...input,
      },
    },
    201,
  );
  return response.json<Match>();
};

/** Both captains mark all their players available and confirm the roster. */
export const confirmRosters = async (t: TestApp, world: World, matchId: string): Promise<Match> => {
  let match = await getMatch(t, matchId);
  for (const side of ['home', 'away'] as const) {
    const teamId = sideTeamId(match, side);
    match = await sideWrite(t, world, match, side, {
      method: 'PUT',
      path: '/pre-match',
      payload: {
        side,
        availablePlayers: await teamPlayerIds(t, world, teamId),
        rosterConfirmed: true,
        reason: 'Roster confirmed',
      },
    });
  }
  return match;
};

/** Rosters confirmed, then the home captain starts the match: it is in progress (played). */
export const startMatch = async (t: TestApp, world: World, matchId: string): Promise<Match> => {
  const match = await confirmRosters(t, world, matchId);
  return sideWrite(t, world, match, 'home', { method: 'POST', path: '/start', payload: {} });
};

/**
 * Each side's locked line-up for a round: the first P available players (four in the '4v4
 * Standard': A-D and 1-4), vacant where there are fewer.
 */
export const lockLineups = async (
  t: TestApp,
  world: World,
  matchId: string,
  round: number,
): Promise<Match> => {
  let match = await getMatch(t, matchId);
  for (const side of ['home', 'away'] as const) {
    const { positionsPerTeam } = match.format;
    const available = availableOf(match, side).slice(0, positionsPerTeam);
    const positions = [
      ...available,
      ...Array.from({ length: positionsPerTeam - available.length }, () => VACANT),
    ];
    match = await sideWrite(t, world, match, side, {
      method: 'PUT',
      path: '/lineup',
      payload: { side, round, positions, locked: true },
    });
  }
  return match;
};

/** Records a frame's winner as the home side's captain, based on the frame's current version. */
export const scoreFrame = async (
  t: TestApp,
  world: World,
  matchId: string,
  frameId: string,
  winner: Side,
  reason = 'Frame won',
): Promise<Match> => {
  const match = await getMatch(t, matchId);
  const frame = match.frames.find((candidate) => candidate.frameId === frameId);
  if (!frame) throw new Error(`No frame ${frameId} in match ${matchId}`);
  return sideWrite(t, world, match, 'home', {
    method: 'PATCH',
    path: `/frames/${frameId}`,
    payload: {
      winnerPlayerId: framePlayerOf(frame, winner),
      baseVersion: frame.version,
      reason,
    },
  });
};

/** Line-ups, the round's frames (winners in frame order; forfeits skipped) and the round lock. */
export const playRound = async (
  t: TestApp,
  world: World,
  matchId: string,
  round: number,
  winners: readonly Side[],
): Promise<Match> => {
  let match = await lockLineups(t, world, matchId, round);
  for (let frameNumber = 1; frameNumber <= match.format.framesPerRound; frameNumber++) {
    const winner = winners[frameNumber - 1];
    if (!winner) throw new Error(`No winner for round ${round} frame ${frameNumber}`);
    const frameId = `${matchId}-R${round}-F${frameNumber}`;
    const frame = match.frames.find((candidate) => candidate.frameId === frameId);
    if (frame?.state !== 'unplayed') continue;
    match = await scoreFrame(t, world, matchId, frameId, winner);
  }
  return sideWrite(t, world, match, 'home', {
    method: 'POST',
    path: '/lock-round',
    payload: { round },
  });
};

/**
 * A winner per frame (16 in the '4v4 Standard'): the home side takes the first `homeFrames`
 * frames, the away side the rest.
 */
export const winnersFor = (homeFrames: number, format: MatchFormat = STANDARD_FORMAT): Side[] =>
  Array.from({ length: framesPerMatch(format) }, (_, index) =>
    index < homeFrames ? 'home' : 'away',
  );

export interface PlayOptions {
  /** Both captains confirm the result at the end (then the match is completed). Default true. */
  confirm?: boolean;
  /** Play only this many rounds (default all of the format's); the match stays in progress. */
  rounds?: number;
}

/**
 * Plays a match from wherever it is (pre-match or in progress) to the end: a winner per frame in
 * frame order (R1F1, R1F2, ... R4F4 in the '4v4 Standard'), or one side winning everything.
 * Answers the final match.
 */
export const playMatch = async (
  t: TestApp,
  world: World,
  matchId: string,
  winners: Side | readonly Side[],
  options: PlayOptions = {},
): Promise<Match> => {
  let match = await getMatch(t, matchId);
  const { format } = match;
  const list =
    typeof winners === 'string'
      ? winnersFor(winners === 'home' ? framesPerMatch(format) : 0, format)
      : winners;
  if (match.state === 'pre-match') match = await startMatch(t, world, matchId);
  const lastRound = options.rounds ?? format.roundsPerMatch;
  const perRound = format.framesPerRound;
  for (let round = match.progress.roundsLocked + 1; round <= lastRound; round++) {
    const start = (round - 1) * perRound;
    match = await playRound(t, world, matchId, round, list.slice(start, start + perRound));
  }
  if (lastRound < format.roundsPerMatch || options.confirm === false) return match;
  return confirmResult(t, world, matchId);
};

/** Both captains confirm the final score of a match whose rounds are all locked: completed. */
export const confirmResult = async (t: TestApp, world: World, matchId: string): Promise<Match> => {
  let match = await getMatch(t, matchId);
  for (const side of ['home', 'away'] as const) {
    match = await sideWrite(t, world, match, side, {
      method: 'POST',
      path: '/confirm',
      payload: { side },
    });
  }
  return match;
};
