// The permission matrix: every endpoint of src/routes/*.ts against five actors, with the exact
// status each must get. Every cell starts from a state where the request succeeds if it is permitted: a
// fresh target per actor (a new season, venue, player or match in the state the action needs), or
// a whole fresh app and world per actor where the permitted write would change the world itself.
import { randomUUID } from 'node:crypto';
import { FRAMES_PER_ROUND, ROUNDS_PER_MATCH } from '@cueleague/domain/constants';
import type { Match } from '@cueleague/domain/entities';
import type { MatchAction } from '@cueleague/domain/match-lifecycle';
import type { Actor } from '@cueleague/domain/permissions';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from './db/database.ts';
import { hashToken, newToken } from './auth/tokens.ts';
import { applyAction } from './services/apply-action.ts';
import { listRoutes } from './test/routes.ts';
import { insertNewWorldMatch } from './test/staged-world.ts';
import { buildTestApp, PASSWORD, seedWorld, type TestApp, type World } from './test/test-app.ts';
import { TEST_DATABASES } from './test/test-db.ts';
import { insertSeasonRow } from './test/world.ts';

// ---- actors ----

const ACTORS = ['anon', 'player', 'captain', 'otherCaptain', 'admin'] as const;
type ActorKey = (typeof ACTORS)[number];
type SignedIn = Exclude<ActorKey, 'anon'>;

/** Whose session each actor uses: player1 and captain1 of team 1, captain3 of team 3, the admin. */
const WORLD_USER: Record<SignedIn, keyof World['users']> = {
  player: 'player1',
  captain: 'captain1',
  otherCaptain: 'captain3',
  admin: 'admin',
};

type Expected = Partial<Record<ActorKey, number>>;

const everyone = (status: number): Expected => ({
  anon: status,
  player: status,
  captain: status,
  otherCaptain: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(status), anon: 401 });
const adminOnly = (status: number): Expected => ({
  anon: 401,
  player: 403,
  captain: 403,
  otherCaptain: 403,
  admin: status,
});
/** Team 1's captain (the home captain of the match under test) and admins. */
const captainOrAdmin = (status: number): Expected => ({ ...adminOnly(status), captain: status });
/** Team 1's people: its player, its captain, and admins (not another team's captain). */
const teamOneOrAdmin = (status: number): Expected => ({
  ...captainOrAdmin(status),
  player: status,
});

// ---- matches in the state an action needs ----

/** The lifecycle is driven as an admin would; the actor under test then takes one more step. */
const ADMIN_ACTOR: Actor = {
  userId: 'u-admin',
  role: 'admin',
  isAdmin: true,
  captainOf: [],
  memberOf: [],
};

type Stage =
  | 'pre-match'
  | 'ready'
  | 'in-progress'
  | 'round1-lineups'
  | 'round1-scored'
  | 'all-locked'
  | 'completed';

const lineup = (world: World, side: 'home' | 'away'): string[] =>
  (side === 'home' ? world.players[0] : world.players[1]).slice(0, 4);

/** A team 1 (home) v team 2 (away) match of the world's season, advanced to `stage`. */
const matchAt = async (db: Db, world: World, stage: Stage): Promise<Match> => {
  let match = await insertNewWorldMatch(db, world);
  const run = async (action: MatchAction) => {
    const result = await applyAction(db, match.id, action, { actor: ADMIN_ACTOR }, new Date());
    if (!result.ok)
      throw new Error(`${action.type}: ${result.error.status} ${result.error.message}`);
    match = result.match;
  };
  if (stage === 'pre-match') return match;
  for (const side of ['home', 'away'] as const) {
    await run({
      type: 'updatePreMatch',
      side,
      availablePlayers: side === 'home' ? world.players[0] : world.players[1],
      rosterConfirmed: true,
    });
  }
  if (stage === 'ready') return match;
  await run({ type: 'start' });
  if (stage === 'in-progress') return match;
  for (let round = 1; round <= ROUNDS_PER_MATCH; round++) {
    for (const side of ['home', 'away'] as const)
      await run({ type: 'setLineup', side, round, positions: lineup(world, side), locked: true });
    if (stage === 'round1-lineups') return match;
    for (let frameNumber = 1; frameNumber <= FRAMES_PER_ROUND; frameNumber++) {
      const frame = frameOf(match, round, frameNumber);
      await run({
        type: 'scoreFrame',
        frameId: frame.frameId,
        winnerPlayerId: frame.homePlayerId,
        baseVersion: frame.version,
      });
    }
    if (stage === 'round1-scored') return match;
    await run({ type: 'lockRound', round });
  }
  if (stage === 'all-locked') return match;
  await run({ type: 'forceComplete' });
  return match;
};

const frameOf = (match: Match, round: number, frameNumber: number) => {
  const frame = match.frames.find(
    (candidate) => candidate.round === round && candidate.frameNumber === frameNumber,
  );
  if (!frame) throw new Error(`no frame R${round}-F${frameNumber}`);
  return frame;
};

// ---- fresh targets ----

const insertSeason = async (db: Db, world: World): Promise<string> => {
  const id = `season-${randomUUID()}`;
  await insertSeasonRow(db, {
    id,
    leagueId: world.leagueId,
    name: 'Spring 2027',
    isCurrent: 0,
    startDate: '2027-03-01',
  });
  return id;
};

/** A division of the world's season, with no teams: free to rename, move or delete. */
const insertDivision = async (db: Db, world: World, name = 'Division Two'): Promise<string> => {
  const id = `division-${randomUUID()}`;
  await db
    .insertInto('divisions')
    .values({ id, seasonId: world.seasonId, name: `${name} ${id.slice(-6)}`, position: 1 })
    .execute();
  return id;
};

const insertVenue = async (db: Db): Promise<string> => {
  const id = `venue-${randomUUID()}`;
  await db
    .insertInto('venues')
    .values({ id, name: 'The Crown', address: null, tables: 1 })
    .execute();
  return id;
};

/** A points adjustment of team 1, as the `:id` of the route (with a body to send). */
const adjustmentParam =
  (body?: unknown) =>
  async ({ t, world }: Cell): Promise<Prepared> => {
    const id = `adjustment-${randomUUID()}`;
    const at = new Date().toISOString();
    await t.db
      .insertInto('pointsAdjustments')
      .values({
        id,
        seasonId: world.seasonId,
        teamId: world.teams[0],
        points: -2,
        reason: 'Late result',
        matchId: null,
        createdBy: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    return { params: { id }, ...(body === undefined ? {} : { body }) };
  };

/** A penalty proposed for team 1 in a completed match, as the `:id` of the route. */
const proposalParam =
  (body: unknown) =>
  async ({ t, world }: Cell): Promise<Prepared> => {
    const match = await matchAt(t.db, world, 'completed');
    const id = `proposal-${randomUUID()}`;
    await t.db
      .insertInto('penaltyProposals')
      .values({
        id,
        seasonId: world.seasonId,
        teamId: match.homeTeamId,
        matchId: match.id,
        kind: 'late-result',
        points: -2,
        proposedAt: new Date().toISOString(),
        decidedAt: null,
        decidedBy: null,
        waiveReason: null,
        adjustmentId: null,
      })
      .execute();
    return { params: { id }, body };
  };

/** A payment in team 1's ledger, as the `:id` of the route. */
const ledgerEntryParam = async ({ t, world }: Cell): Promise<Prepared> => {
  const id = `entry-${randomUUID()}`;
  await t.db
    .insertInto('ledgerEntries')
    .values({
      id,
      seasonId: world.seasonId,
      teamId: world.teams[0] ?? 't1',
      kind: 'payment',
      category: null,
      method: 'cash',
      amount: 4500,
      entryDate: '2026-09-01',
      createdBy: null,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return { params: { id } };
};

/** The account without a role named treasurer, as the `:userId` of the route. */
const treasurerParam = async ({ t, world }: Cell): Promise<Prepared> => {
  await t.db
    .insertInto('treasurers')
    .values({
      leagueId: world.leagueId,
      userId: world.users.plain,
      namedBy: null,
      namedAt: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['leagueId', 'userId']).doNothing())
    .execute();
  return { params: { userId: world.users.plain } };
};

/** A player on no team, optionally linked to a new user account. */
const insertPlayer = async (db: Db, withUser = false): Promise<string> => {
  const id = `player-${randomUUID()}`;
  let userId: string | null = null;
  if (withUser) {
    userId = `user-${randomUUID()}`;
    await db
      .insertInto('users')
      .values({
        id: userId,
        email: `${userId}@example.test`,
        passwordHash: 'not-a-real-hash',
        role: 'player',
        createdAt: new Date().toISOString(),
      })
      .execute();
  }
  await db
    .insertInto('players')
    .values({ id, userId, firstName: 'New', lastName: 'Player' })
    .execute();
  return id;
};

/** A new active membership of team 1. */
const insertMembership = async (db: Db, world: World): Promise<string> => {
  const playerId = await insertPlayer(db);
  const id = `membership-${randomUUID()}`;
  await db
    .insertInto('teamPlayers')
    .values({
      id,
      teamId: world.teams[0],
      playerId,
      seasonId: world.seasonId,
      role: 'player',
      isActive: 1,
    })
    .execute();
  return id;
};

// ---- the rows ----

interface Cell {
  t: TestApp;
  world: World;
  actor: ActorKey;
}

interface Prepared {
  params?: Record<string, string>;
  body?: unknown;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Row {
  name: string;
  method: Method;
  /** The registered route, e.g. /api/matches/:id/frames/:frameId. */
  route: string;
  query?: string;
  params?: Record<string, string>;
  body?: unknown;
  /** Makes this cell's target (run before each actor's request, signed out of the API). */
  prepare?: (cell: Cell) => Promise<Prepared>;
  expect: Expected;
  /** A fresh app and world per actor: the permitted write changes the world the others see. */
  isolate?: boolean;
  /** The world is seeded (default); false: a fresh install with no league and no users. */
  seed?: boolean;
  check?: (actor: ActorKey, body: unknown) => void;
  /** Sends the request some other way than app.inject (the WebSocket upgrade). */
  send?: (t: TestApp, cookie: string | undefined) => Promise<{ statusCode: number; body: string }>;
  /**
   * A GET whose answer depends on who asks, though everyone may ask (`GET /api/auth/me`): it
   * carries `Cache-Control: private, no-store`. Rows whose statuses differ by actor are personal
   * anyway; every other GET must not be marked private.
   */
  personal?: boolean;
}

type RowSpec = Omit<Row, 'name' | 'method' | 'route'> & { label?: string };

const row = (endpoint: `${Method} /${string}`, spec: RowSpec): Row => {
  const [method, route] = endpoint.split(' ') as [Method, string];
  const { label, ...rest } = spec;
  const name = `${endpoint}${spec.query ? `?${spec.query}` : ''}${label ? ` (${label})` : ''}`;
  return { name, method, route, ...rest };
};

/** A match in a stage, as the `:id` of the route. */
const matchParam =
  (stage: Stage, body?: (match: Match, world: World) => unknown) =>
  async ({ t, world }: Cell): Promise<Prepared> => {
    const match = await matchAt(t.db, world, stage);
    return {
      params: { id: match.id },
      ...(body ? { body: body(match, world) } : {}),
    };
  };

const NEXT_WEEK = '2026-09-22T18:30:00.000Z';

/** A two-team cup of the world's season in a state, as the `:id` of the route. */
const cupParam =
  (state: 'entries' | 'drawn' | 'published') =>
  async ({ t, world }: Cell): Promise<Prepared> => {
    const id = randomUUID();
    const at = new Date().toISOString();
    const drawn = state !== 'entries';
    await t.db
      .insertInto('competitions')
      .values({
        id,
        seasonId: world.seasonId,
        name: `Cup ${id}`,
        kind: 'team-knockout',
        state,
        format: JSON.stringify({ roundsPerMatch: 1, framesPerRound: 4, positionsPerTeam: 4 }),
        homeRule: 'drawn-first',
        draw: drawn ? JSON.stringify({ method: 'manual' }) : null,
        drawOrder: drawn ? JSON.stringify(world.teams.slice(0, 2)) : null,
        roundDates: state === 'published' ? JSON.stringify([NEXT_WEEK]) : null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await t.db
      .insertInto('competitionEntries')
      .values(world.teams.slice(0, 2).map((teamId) => ({ competitionId: id, teamId })))
      .execute();
    return { params: { id } };
  };

/** Days from the real clock, as an instant (a cup tie's window is counted from now). */
const daysAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * Team 1 at home to team 2 in a published cup's tie W1-1, to be played within two weeks, as the
 * `:id` of the route; `proposedBy` leaves an open date proposal of that side.
 */
const cupTieParam =
  (proposedBy?: 'home' | 'away', body?: unknown) =>
  async (cell: Cell): Promise<Prepared> => {
    const { t, world } = cell;
    const cup = (await cupParam('published')(cell)).params?.id ?? '';
    await t.db
      .updateTable('competitions')
      .set({ roundDates: JSON.stringify([daysAhead(14)]) })
      .where('id', '=', cup)
      .execute();
    const match = await insertNewWorldMatch(t.db, world);
    await t.db
      .updateTable('matches')
      .set({ competitionId: cup, tieId: 'W1-1' })
      .where('id', '=', match.id)
      .execute();
    if (proposedBy)
      await t.db
        .insertInto('tieDateProposals')
        .values({
          matchId: match.id,
          side: proposedBy,
          scheduledDate: daysAhead(7),
          proposedByUserId: proposedBy === 'home' ? world.users.captain1 : world.users.captain2,
          proposedAt: new Date().toISOString(),
        })
        .execute();
    return { params: { id: match.id }, ...(body === undefined ? {} : { body }) };
  };

/**
 * A singles knockout taking entries (closing far ahead), with player1's player (t1-p2) entered or
 * not, as the `:id`; entered, its entrant side as the `:teamId`. A doubles knockout's the same,
 * with t1-p2 the second of a pair with t1-p3 (who has no account).
 */
const openSinglesParam =
  (player: 'entered' | 'not entered', kind: 'singles' | 'doubles' = 'singles') =>
  async (cell: Cell): Promise<Prepared> => {
    const { params } = await cupParam('entries')(cell);
    const id = params?.id ?? '';
    const { db } = cell.t;
    await db
      .updateTable('competitions')
      .set({ kind: `${kind}-knockout`, entriesCloseAt: '2099-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    await db.deleteFrom('competitionEntries').where('competitionId', '=', id).execute();
    const teamId = randomUUID();
    if (player === 'entered') {
      await db
        .insertInto('teams')
        .values({
          id: teamId,
          seasonId: cell.world.seasonId,
          name: 'Player2 Team1',
          homeVenueId: null,
          captainUserId: null,
          kind: 'entrant',
        })
        .execute();
      const players = kind === 'doubles' ? ['t1-p3', 't1-p2'] : ['t1-p2'];
      await db
        .insertInto('entrantPlayers')
        .values(players.map((playerId, position) => ({ teamId, playerId, position })))
        .execute();
      await db.insertInto('competitionEntries').values({ competitionId: id, teamId }).execute();
    }
    return { params: { id, teamId } };
  };

/** A cup taking entries (closing far ahead), with Team 1 entered or not, as the `:id`. */
const openCupParam =
  (teamOne: 'entered' | 'not entered') =>
  async (cell: Cell): Promise<Prepared> => {
    const { params } = await cupParam('entries')(cell);
    const id = params?.id ?? '';
    await cell.t.db
      .updateTable('competitions')
      .set({ entriesCloseAt: '2099-01-01T00:00:00.000Z', capacity: 8 })
      .where('id', '=', id)
      .execute();
    if (teamOne === 'not entered')
      await cell.t.db
        .deleteFrom('competitionEntries')
        .where('competitionId', '=', id)
        .where('teamId', '=', cell.world.teams[0])
        .execute();
    return { params: { id, teamId: cell.world.teams[0] } };
  };

const ROWS: Row[] = [
  // ---- health, session, setup ----
  row('GET /api/health', { expect: everyone(200) }),
  row('GET /api/ready', { expect: everyone(200) }),
  // Without METRICS_TOKEN it is not on the main port for anyone (METRICS_PORT serves it on a
  // loopback listener of its own); http/metrics.test.ts covers the token and the listener.
  row('GET /metrics', { label: 'no METRICS_TOKEN', expect: everyone(404) }),
  row('GET /api/export/league', { expect: adminOnly(200) }),
  row('GET /api/seasons/:id/export/:file', {
    params: { id: 's1', file: 'standings.csv' },
    expect: adminOnly(200),
  }),
  row('GET /api/auth/me', {
    expect: everyone(200),
    personal: true,
    check: (actor, body) => {
      const expectedRole = {
        anon: null,
        player: 'player',
        captain: 'captain',
        otherCaptain: 'captain',
        admin: 'admin',
      }[actor];
      expect(body).toMatchObject({ role: expectedRole, isAdmin: actor === 'admin' });
    },
  }),
  row('POST /api/auth/change-password', {
    body: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
    expect: signedIn(204),
  }),
  // The account endpoints answer whoever asks the same way: signing in, registering or
  // resetting while signed in simply starts from the new account or password.
  row('POST /api/auth/register', {
    label: 'a new e-mail',
    prepare: async () => ({
      body: { email: `new-${randomUUID()}@example.test`, password: PASSWORD },
    }),
    expect: everyone(201),
  }),
  row('POST /api/auth/login', {
    prepare: async ({ world }) => ({ body: { email: world.emails.plain, password: PASSWORD } }),
    expect: everyone(200),
  }),
  row('POST /api/auth/logout', { expect: everyone(204) }),
  row('POST /api/auth/forgot-password', {
    prepare: async ({ world }) => ({ body: { email: world.emails.plain } }),
    expect: everyone(202),
  }),
  row('POST /api/auth/reset-password', {
    label: "a valid link for the plain user's account",
    prepare: async ({ t, world }) => {
      const token = newToken();
      const now = Date.now();
      await t.db
        .insertInto('passwordResets')
        .values({
          tokenHash: hashToken(token),
          userId: world.users.plain,
          createdAt: new Date(now).toISOString(),
          expiresAt: new Date(now + 3_600_000).toISOString(),
          usedAt: null,
        })
        .execute();
      return { body: { token, password: 'a brand new passphrase' } };
    },
    expect: everyone(204),
  }),
  row('POST /api/auth/verify-email', {
    label: 'anyone holding a valid link of an unverified account',
    prepare: async ({ t }) => {
      const token = newToken();
      const userId = `user-${randomUUID()}`;
      const now = Date.now();
      await t.db
        .insertInto('users')
        .values({
          id: userId,
          email: `${userId}@example.test`,
          passwordHash: 'not-a-real-hash',
          role: null,
          createdAt: new Date(now).toISOString(),
        })
        .execute();
      await t.db
        .insertInto('emailVerifications')
        .values({
          tokenHash: hashToken(token),
          userId,
          email: `${userId}@example.test`,
          createdAt: new Date(now).toISOString(),
          expiresAt: new Date(now + 3_600_000).toISOString(),
          usedAt: null,
        })
        .execute();
      return { body: { token } };
    },
    expect: everyone(204),
  }),
  // The signed-in account's own new link (nothing is sent for a proved one).
  row('POST /api/auth/verify-email/resend', { expect: signedIn(202) }),
  row('POST /api/auth/reset-password/check', {
    label: 'anyone may ask whether a link still works (a made-up one: 422)',
    body: { token: 'made-up-token' },
    expect: everyone(422),
  }),
  row('GET /api/setup', { expect: everyone(200) }),
  row('POST /api/setup', {
    label: 'fresh install: whoever has the setup code sets it up; no account exists yet',
    seed: false,
    isolate: true,
    send: async (t) =>
      t.request({
        method: 'POST',
        url: '/api/setup',
        payload: {
          setupCode: await t.setupCode(),
          leagueName: 'New League',
          timezone: 'Europe/London',
          email: 'founder@example.test',
          password: 'founder password',
        },
      }),
    expect: { anon: 201 },
  }),
  row('POST /api/setup', {
    label: 'already set up',
    body: {
      setupCode: 'ANY-CODE-1234',
      leagueName: 'Second League',
      timezone: 'Europe/London',
      email: 'second@example.test',
      password: 'second password',
    },
    expect: everyone(409),
  }),

  row('POST /api/setup/demo', {
    label: 'fresh install: whoever has the setup code may load the demo league',
    seed: false,
    isolate: true,
    send: async (t) =>
      t.request({
        method: 'POST',
        url: '/api/setup/demo',
        payload: { setupCode: await t.setupCode() },
      }),
    expect: { anon: 201 },
  }),
  row('POST /api/setup/demo', {
    label: 'already set up',
    body: { setupCode: 'ANY-CODE-1234' },
    expect: everyone(409),
  }),
  row('GET /api/setup/demo', { label: 'not the demo league', expect: everyone(404) }),

  // ---- leagues, seasons ----
  row('GET /api/leagues', { expect: everyone(200) }),
  row('GET /api/leagues', { query: 'adminId=u-admin', expect: everyone(200) }),
  row('GET /api/leagues/:id', { params: { id: 'l1' }, expect: everyone(200) }),
  row('PATCH /api/leagues/:id', {
    params: { id: 'l1' },
    body: { walkoverRule: 'points' },
    expect: adminOnly(200),
  }),
  row('GET /api/seasons', { query: 'leagueId=l1', expect: everyone(200) }),
  row('GET /api/seasons/current', { expect: everyone(200) }),
  row('GET /api/seasons/:id', { params: { id: 's1' }, expect: everyone(200) }),
  row('POST /api/seasons', {
    body: { leagueId: 'l1', name: 'Summer 2027', isCurrent: false, startDate: '2027-05-01' },
    expect: adminOnly(201),
  }),
  row('PATCH /api/seasons/:id', {
    params: { id: 's1' },
    body: { name: 'Winter 2026/27', pointsForWin: 3 },
    expect: adminOnly(200),
  }),
  row('DELETE /api/seasons/:id', {
    label: 'a season with no matches',
    prepare: async ({ t, world }) => ({ params: { id: await insertSeason(t.db, world) } }),
    expect: adminOnly(204),
  }),
  row('DELETE /api/seasons/:id', {
    label: 'the current season, with an unplayed match',
    isolate: true,
    prepare: async ({ t, world }) => {
      await matchAt(t.db, world, 'pre-match');
      return { params: { id: world.seasonId } };
    },
    expect: adminOnly(204),
  }),

  row('POST /api/seasons/:id/next', {
    label: 'a preview of the next season',
    params: { id: 's1' },
    query: 'dryRun=true',
    body: { name: 'Winter 2027' },
    expect: adminOnly(200),
  }),
  row('POST /api/seasons/:id/next', {
    label: 'the next season created',
    prepare: () =>
      Promise.resolve({ params: { id: 's1' }, body: { name: `Winter ${randomUUID()}` } }),
    expect: adminOnly(201),
  }),

  // ---- divisions ----
  row('POST /api/divisions', {
    prepare: () => Promise.resolve({ body: { seasonId: 's1', name: `Premier ${randomUUID()}` } }),
    expect: adminOnly(201),
  }),
  row('PATCH /api/divisions/:id', {
    prepare: async ({ t, world }) => ({
      params: { id: await insertDivision(t.db, world) },
      body: { position: 0 },
    }),
    expect: adminOnly(200),
  }),
  row('DELETE /api/divisions/:id', {
    label: 'an empty division beside another',
    prepare: async ({ t, world }) => {
      await insertDivision(t.db, world, 'Premier');
      return { params: { id: await insertDivision(t.db, world) } };
    },
    expect: adminOnly(204),
  }),

  // ---- competitions ----
  // An admin's list also has the cups not yet published.
  row('GET /api/competitions', { expect: everyone(200), personal: true }),
  // The roll of honour has finished cups only: the same for everyone, and cached.
  row('GET /api/competitions/honours', { expect: everyone(200) }),
  row('GET /api/competitions/:id', { prepare: cupParam('published'), expect: everyone(200) }),
  row('GET /api/competitions/:id', {
    label: 'not published yet',
    prepare: cupParam('drawn'),
    expect: { ...everyone(404), admin: 200 },
  }),
  row('POST /api/competitions', {
    body: { seasonId: 's1', name: 'Winter Cup', teamIds: ['t1', 't2', 't3'] },
    expect: adminOnly(201),
  }),
  row('POST /api/competitions/:id/draw', {
    prepare: cupParam('entries'),
    body: { method: 'random' },
    expect: adminOnly(200),
  }),
  row('POST /api/competitions/:id/publish', {
    prepare: cupParam('drawn'),
    body: { roundDates: [NEXT_WEEK] },
    expect: adminOnly(200),
  }),
  row('POST /api/competitions/:id/ties/:tieId/decide', {
    prepare: async (cell) => {
      const { params } = await cupParam('published')(cell);
      return { params: { ...params, tieId: 'W1-1' } };
    },
    body: { winner: 'home', reason: 'Walkover' },
    expect: adminOnly(200),
  }),
  row('DELETE /api/competitions/:id', { prepare: cupParam('entries'), expect: adminOnly(204) }),
  // A cup taking entries is everyone's to see; Team 1's captain enters or withdraws Team 1.
  row('GET /api/competitions/:id', {
    label: 'taking entries',
    prepare: openCupParam('entered'),
    expect: everyone(200),
  }),
  row('POST /api/competitions/:id/entries', {
    prepare: openCupParam('not entered'),
    body: { teamId: 't1' },
    expect: captainOrAdmin(201),
  }),
  row('DELETE /api/competitions/:id/entries/:teamId', {
    prepare: openCupParam('entered'),
    expect: captainOrAdmin(200),
  }),
  // In a singles knockout a player enters and withdraws themself (player1 plays as t1-p2).
  row('POST /api/competitions/:id/entries', {
    label: 'a player in a singles knockout',
    prepare: openSinglesParam('not entered'),
    body: { playerId: 't1-p2' },
    expect: { ...adminOnly(201), player: 201 },
  }),
  row('DELETE /api/competitions/:id/entries/:teamId', {
    label: 'a player in a singles knockout',
    prepare: openSinglesParam('entered'),
    expect: { ...adminOnly(200), player: 200 },
  }),
  // In a doubles knockout either player enters the pair and withdraws it.
  row('POST /api/competitions/:id/entries', {
    label: 'a pair in a doubles knockout',
    prepare: openSinglesParam('not entered', 'doubles'),
    body: { playerIds: ['t1-p3', 't1-p2'] },
    expect: { ...adminOnly(201), player: 201 },
  }),
  row('DELETE /api/competitions/:id/entries/:teamId', {
    label: 'a pair in a doubles knockout',
    prepare: openSinglesParam('entered', 'doubles'),
    expect: { ...adminOnly(200), player: 200 },
  }),

  // ---- venues ----
  row('GET /api/venues', { expect: everyone(200) }),
  row('GET /api/venues/:id', { params: { id: 'v1' }, expect: everyone(200) }),
  row('POST /api/venues', {
    body: { name: 'The Crown', address: '2 Market Square', tables: 2 },
    expect: adminOnly(201),
  }),
  row('PATCH /api/venues/:id', {
    params: { id: 'v1' },
    body: { tables: 3 },
    expect: adminOnly(200),
  }),
  row('DELETE /api/venues/:id', {
    prepare: async ({ t }) => ({ params: { id: await insertVenue(t.db) } }),
    expect: adminOnly(204),
  }),

  // ---- teams and captains ----
  row('GET /api/teams', { query: 'seasonId=s1&captainUserId=u-captain1', expect: everyone(200) }),
  row('GET /api/teams/:id', { params: { id: 't1' }, expect: everyone(200) }),
  row('POST /api/teams', {
    body: { seasonId: 's1', name: 'Team 4', homeVenueId: 'v1' },
    expect: adminOnly(201),
  }),
  row('PATCH /api/teams/:id', {
    label: 'team 1: its captain may not rename it',
    params: { id: 't1' },
    body: { name: 'Team One' },
    expect: adminOnly(200),
  }),
  row('DELETE /api/teams/:id', {
    label: 'team 1',
    isolate: true,
    params: { id: 't1' },
    expect: adminOnly(204),
  }),
  row('PUT /api/teams/:id/captain', {
    label: 'team 1: make player1 captain',
    isolate: true,
    params: { id: 't1' },
    body: { userId: 'u-player1' },
    expect: adminOnly(200),
  }),
  row('DELETE /api/teams/:id/captain', {
    label: 'team 1: remove captain1',
    isolate: true,
    params: { id: 't1' },
    body: { userId: 'u-captain1' },
    expect: adminOnly(200),
  }),

  // ---- players, rosters, users ----
  row('GET /api/players', { expect: everyone(200) }),
  row('GET /api/players', { query: 'ids=t1-p1,t2-p1,t3-p1', expect: everyone(200) }),
  row('GET /api/players', { query: 'userId=u-player1', expect: everyone(200) }),
  row('GET /api/players/:id', { params: { id: 't1-p1' }, expect: everyone(200) }),
  row('POST /api/players', {
    body: { firstName: 'Ann', lastName: 'Other' },
    expect: adminOnly(201),
  }),
  row('PATCH /api/players/:id', {
    label: 'a player of team 1',
    params: { id: 't1-p3' },
    body: { lastName: 'Renamed' },
    expect: adminOnly(200),
  }),
  row('DELETE /api/players/:id', {
    label: 'a player of team 1 with no frames',
    isolate: true,
    params: { id: 't1-p5' },
    expect: adminOnly(204),
  }),
  row('GET /api/team-players', {
    query: 'teamId=t1&seasonId=s1&isActive=true',
    expect: everyone(200),
  }),
  row('POST /api/team-players', {
    label: "add a player to team 1's roster",
    prepare: async ({ t }) => ({
      body: { teamId: 't1', playerId: await insertPlayer(t.db), seasonId: 's1' },
    }),
    expect: captainOrAdmin(201),
  }),
  row('POST /api/team-players', {
    label: "add a player to team 1's roster as captain: admins only",
    isolate: true,
    prepare: async ({ t }) => ({
      body: {
        teamId: 't1',
        playerId: await insertPlayer(t.db, true),
        seasonId: 's1',
        role: 'captain',
      },
    }),
    expect: adminOnly(201),
  }),
  row('PATCH /api/team-players/:id', {
    label: 'deactivate a member of team 1',
    prepare: async ({ t, world }) => ({ params: { id: await insertMembership(t.db, world) } }),
    body: { isActive: false },
    expect: captainOrAdmin(200),
  }),
  row('PATCH /api/team-players/:id', {
    label: "make player1 team 1's captain: admins only",
    isolate: true,
    params: { id: 't1-m2' },
    body: { role: 'captain' },
    expect: adminOnly(200),
  }),
  row('POST /api/team-players/:id/transfer', {
    label: 'move a player of team 2 to team 1: admins only',
    isolate: true,
    params: { id: 't2-m3' },
    body: { teamId: 't1', reason: 'Moved house' },
    expect: adminOnly(200),
  }),
  row('POST /api/seasons/:id/import', {
    label: 'preview a CSV of players: admins only',
    params: { id: 's1' },
    body: { csv: 'first_name,last_name,team\nNew,Player,Team 1', dryRun: true },
    expect: adminOnly(200),
  }),
  row('POST /api/teams/:id/players', {
    label: 'someone new added to team 1 on match night',
    params: { id: 't1' },
    body: { firstName: 'Newly', lastName: 'Arrived' },
    expect: captainOrAdmin(201),
  }),
  row('GET /api/teams/:id/availability', {
    label: "team 1's answers: its people only",
    params: { id: 't1' },
    expect: teamOneOrAdmin(200),
  }),
  row('PUT /api/matches/:id/availability', {
    label: 'player1 answers for a coming match (themself, their captain, an admin)',
    prepare: matchParam('pre-match', () => ({ playerId: 't1-p2', available: true })),
    expect: teamOneOrAdmin(200),
  }),
  row('GET /api/players/:id/audit', {
    label: "a player's roster moves: admins only",
    params: { id: 't2-p3' },
    expect: adminOnly(200),
  }),
  row('GET /api/users', {
    label: 'account look-up: admins only',
    query: 'email=player1@example.test',
    expect: adminOnly(200),
    check: (_actor, body) =>
      expect(body).toEqual({ items: [expect.objectContaining({ id: 'u-player1' })] }),
  }),
  row('GET /api/users/:id', {
    label: "player1's record",
    params: { id: 'u-player1' },
    expect: { anon: 401, player: 200, captain: 403, otherCaptain: 403, admin: 200 },
  }),
  row('GET /api/users/:id', {
    label: "the actor's own record",
    prepare: async ({ world, actor }) => ({
      params: { id: world.users[actor === 'anon' ? 'player1' : WORLD_USER[actor]] },
    }),
    expect: signedIn(200),
  }),

  // ---- invites ----
  row('POST /api/players/:id/invite', {
    label: 'a player of team 1 with no account: admins only',
    params: { id: 't1-p3' },
    prepare: async () => ({ body: { email: `invitee-${randomUUID()}@example.test` } }),
    expect: adminOnly(201),
  }),
  row('GET /api/invites', { label: 'pending invites: admins only', expect: adminOnly(200) }),
  row('POST /api/invites/check', {
    label: 'anyone may ask whose invite a link is (a made-up one: 422)',
    body: { token: 'made-up-token' },
    expect: everyone(422),
  }),
  row('POST /api/auth/accept-invite', {
    label: 'anyone holding a valid invite link (a player with no account)',
    prepare: async ({ t, world }) => {
      const token = newToken();
      const playerId = await insertPlayer(t.db);
      const now = Date.now();
      await t.db
        .insertInto('invites')
        .values({
          tokenHash: hashToken(token),
          playerId,
          email: `invitee-${randomUUID()}@example.test`,
          createdByUserId: world.users.admin,
          createdAt: new Date(now).toISOString(),
          expiresAt: new Date(now + 3_600_000).toISOString(),
        })
        .execute();
      return { body: { token, password: 'a brand new passphrase' } };
    },
    expect: everyone(201),
  }),

  // ---- matches: reads and fixture edits ----
  row('GET /api/matches', { expect: everyone(200) }),
  row('GET /api/matches', {
    query: 'seasonId=s1&from=2026-10-01&to=2026-10-31&view=summary',
    expect: everyone(200),
  }),
  row('GET /api/matches/months', { query: 'seasonId=s1', expect: everyone(200) }),
  row('GET /api/matches', {
    query: 'seasonId=s1&teamId=t1&state=pre-match',
    prepare: matchParam('pre-match'),
    expect: everyone(200),
  }),
  row('GET /api/matches/:id', { prepare: matchParam('in-progress'), expect: everyone(200) }),
  row('POST /api/matches', {
    body: {
      seasonId: 's1',
      homeTeamId: 't1',
      awayTeamId: 't2',
      venueId: 'v1',
      scheduledDate: '2026-09-15T19:30:00+01:00',
    },
    expect: adminOnly(201),
  }),
  row('PATCH /api/matches/:id', {
    label: "team 1's match: its captain may not move it",
    prepare: matchParam('pre-match'),
    body: { scheduledDate: NEXT_WEEK },
    expect: adminOnly(200),
  }),
  row('DELETE /api/matches/:id', {
    label: "team 1's unplayed match",
    prepare: matchParam('pre-match'),
    expect: adminOnly(204),
  }),
  row('DELETE /api/matches', {
    query: 'seasonId=s1&state=pre-match',
    prepare: matchParam('pre-match'),
    expect: adminOnly(200),
  }),
  row('GET /api/matches/:id/audit', {
    label: "team 1's members see it, team 3's captain does not",
    prepare: matchParam('ready'),
    expect: { anon: 401, player: 200, captain: 200, otherCaptain: 403, admin: 200 },
  }),

  // ---- matches: lifecycle (team 1 home v team 2 away) ----
  row('PUT /api/matches/:id/pre-match', {
    label: 'home side',
    prepare: matchParam('pre-match', (_match, world) => ({
      side: 'home',
      availablePlayers: world.players[0],
      rosterConfirmed: true,
      reason: 'Roster confirmed',
    })),
    expect: captainOrAdmin(200),
  }),
  row('PUT /api/matches/:id/pre-match', {
    label: "away side: not the home captain's",
    prepare: matchParam('pre-match', (_match, world) => ({
      side: 'away',
      availablePlayers: world.players[1],
      rosterConfirmed: true,
    })),
    expect: adminOnly(200),
  }),
  row('POST /api/matches/:id/start', { prepare: matchParam('ready'), expect: captainOrAdmin(200) }),
  row('PUT /api/matches/:id/lineup', {
    label: 'home side, round 1',
    prepare: matchParam('in-progress', (_match, world) => ({
      side: 'home',
      round: 1,
      positions: lineup(world, 'home'),
      locked: true,
    })),
    expect: captainOrAdmin(200),
  }),
  row('PUT /api/matches/:id/lineup', {
    label: "away side, round 1: not the home captain's",
    prepare: matchParam('in-progress', (_match, world) => ({
      side: 'away',
      round: 1,
      positions: lineup(world, 'away'),
      locked: false,
    })),
    expect: adminOnly(200),
  }),
  row('PATCH /api/matches/:id/frames/:frameId', {
    label: 'score a frame',
    prepare: async ({ t, world }) => {
      const match = await matchAt(t.db, world, 'round1-lineups');
      const frame = frameOf(match, 1, 1);
      return {
        params: { id: match.id, frameId: frame.frameId },
        body: {
          winnerPlayerId: frame.homePlayerId,
          baseVersion: frame.version,
          reason: 'frame_scored',
          mutationId: randomUUID(),
        },
      };
    },
    expect: captainOrAdmin(200),
  }),
  row('PATCH /api/matches/:id/frames/:frameId/racks', {
    label: 'score racks (a one-frame match: 1-0 is a win)',
    prepare: async ({ t, world }) => {
      const match = await matchAt(t.db, world, 'round1-lineups');
      const frame = frameOf(match, 1, 1);
      return {
        params: { id: match.id, frameId: frame.frameId },
        body: {
          home: 1,
          away: 0,
          baseVersion: frame.version,
          reason: 'Scored at the table',
          mutationId: randomUUID(),
        },
      };
    },
    expect: captainOrAdmin(200),
  }),
  row('PATCH /api/matches/:id/frames/:frameId', {
    label: 'reset a frame',
    prepare: async ({ t, world }) => {
      const match = await matchAt(t.db, world, 'round1-scored');
      const frame = frameOf(match, 1, 2);
      return {
        params: { id: match.id, frameId: frame.frameId },
        body: { reset: true, baseVersion: frame.version, reason: 'Wrong winner' },
      };
    },
    expect: captainOrAdmin(200),
  }),
  row('PUT /api/matches/:id/frames', {
    label: 'record round 1 frame 1',
    prepare: matchParam('round1-lineups', (match) => ({
      frames: match.frames.map((frame) =>
        frame.round === 1 && frame.frameNumber === 1
          ? { ...frame, winnerPlayerId: frame.awayPlayerId, isComplete: true }
          : frame,
      ),
      reason: 'Scoresheet typed in after the match',
    })),
    expect: captainOrAdmin(200),
  }),
  row('POST /api/matches/:id/lock-round', {
    prepare: matchParam('round1-scored', () => ({ round: 1 })),
    expect: captainOrAdmin(200),
  }),
  row('POST /api/matches/:id/confirm', {
    label: 'home side',
    prepare: matchParam('all-locked', () => ({ side: 'home' })),
    expect: captainOrAdmin(200),
  }),
  row('POST /api/matches/:id/confirm', {
    label: "away side: not the home captain's",
    prepare: matchParam('all-locked', () => ({ side: 'away' })),
    expect: adminOnly(200),
  }),
  row('POST /api/matches/:id/dispute', {
    label: 'home side',
    prepare: matchParam('all-locked', () => ({
      side: 'home',
      reason: 'Frame 3 went the other way',
    })),
    expect: captainOrAdmin(200),
  }),
  row('POST /api/matches/:id/dispute', {
    label: "away side: not the home captain's",
    prepare: matchParam('all-locked', () => ({
      side: 'away',
      reason: 'Frame 3 went the other way',
    })),
    expect: adminOnly(200),
  }),
  row('POST /api/matches/:id/complete', {
    label: 'an overdue confirmation: admins only',
    prepare: matchParam('all-locked', () => ({})),
    expect: adminOnly(200),
  }),
  row('POST /api/matches/:id/frames/:frameId/correct', {
    label: "an admin settles a dispute: captains can't",
    prepare: async ({ t, world }) => {
      const match = await matchAt(t.db, world, 'all-locked');
      const frame = frameOf(match, 2, 1);
      return {
        params: { id: match.id, frameId: frame.frameId },
        body: {
          winnerPlayerId:
            frame.winnerPlayerId === frame.homePlayerId ? frame.awayPlayerId : frame.homePlayerId,
          baseVersion: frame.version,
          reason: 'The score sheet says otherwise',
        },
      };
    },
    expect: adminOnly(200),
  }),
  row('POST /api/matches/:id/reopen', {
    prepare: matchParam('completed', () => ({ reason: 'Frame 7 was scored to the wrong player' })),
    expect: adminOnly(200),
  }),
  row('POST /api/matches/:id/postpone', {
    prepare: matchParam('pre-match', () => ({ scheduledDate: NEXT_WEEK, reason: 'Venue closed' })),
    expect: adminOnly(200),
  }),
  row('POST /api/matches/:id/cancel', { prepare: matchParam('pre-match'), expect: adminOnly(200) }),
  row('POST /api/matches/:id/walkover', {
    prepare: matchParam('pre-match', () => ({
      winner: 'home',
      rule: 'points',
      reason: 'The away team did not turn up',
    })),
    expect: adminOnly(200),
  }),
  row('POST /api/matches/:id/void', {
    prepare: matchParam('pre-match', () => ({ reason: 'Neither team turned up' })),
    expect: adminOnly(200),
  }),
  // ---- a cup tie's date (tie-date-routes.ts) ----
  row('GET /api/matches/:id/date-proposal', {
    prepare: cupTieParam('away'),
    expect: everyone(200),
  }),
  row('POST /api/matches/:id/date-proposal', {
    label: "team 1's cup tie, for team 1",
    prepare: cupTieParam(undefined, { scheduledDate: daysAhead(7), side: 'home' }),
    expect: captainOrAdmin(200),
  }),
  row('POST /api/matches/:id/date-proposal/accept', {
    label: "team 2's proposal: team 1's captain accepts",
    prepare: cupTieParam('away'),
    expect: captainOrAdmin(200),
  }),
  row('POST /api/matches/:id/date-proposal/accept', {
    label: "team 1's own proposal",
    prepare: cupTieParam('home'),
    expect: adminOnly(200),
  }),
  row('DELETE /api/matches/:id/date-proposal', {
    label: "team 2's proposal: team 1's captain declines",
    prepare: cupTieParam('away'),
    expect: captainOrAdmin(204),
  }),
  row('POST /api/matches/:id/reschedule', {
    label: 'a postponed match',
    prepare: async ({ t, world }) => {
      const match = await matchAt(t.db, world, 'pre-match');
      await applyAction(t.db, match.id, { type: 'postpone' }, { actor: ADMIN_ACTOR }, new Date());
      return { params: { id: match.id }, body: { scheduledDate: NEXT_WEEK } };
    },
    expect: adminOnly(200),
  }),

  // ---- schedule, tables ----
  row('POST /api/schedule/round-robin', {
    query: 'dryRun=true',
    body: { seasonId: 's1', weekday: 2, time: '19:30', startDate: '2026-09-01' },
    expect: adminOnly(200),
  }),
  row('POST /api/schedule/round-robin', {
    body: { seasonId: 's1', double: true, weekday: 2, time: '19:30', startDate: '2026-09-01' },
    expect: adminOnly(201),
  }),
  row('GET /api/standings', {
    query: 'seasonId=s1',
    prepare: matchParam('completed'),
    expect: everyone(200),
  }),
  // ---- points adjustments ----
  row('GET /api/adjustments', { query: 'seasonId=s1', expect: everyone(200) }),
  row('GET /api/adjustments/reasons', { expect: adminOnly(200) }),
  row('POST /api/adjustments', {
    body: { teamId: 't1', points: -2, reason: 'Late result' },
    expect: adminOnly(201),
  }),
  row('PATCH /api/adjustments/:id', {
    prepare: adjustmentParam({ points: -3 }),
    expect: adminOnly(200),
  }),
  row('DELETE /api/adjustments/:id', { prepare: adjustmentParam(), expect: adminOnly(204) }),
  // ---- proposed penalties ----
  row('GET /api/penalty-proposals', { expect: adminOnly(200) }),
  row('POST /api/penalty-proposals/:id/apply', {
    prepare: proposalParam({}),
    expect: adminOnly(200),
  }),
  row('POST /api/penalty-proposals/:id/waive', {
    prepare: proposalParam({ reason: 'The venue lost its signal' }),
    expect: adminOnly(200),
  }),
  // ---- fees and fines (a treasurer's rights: routes/ledger.test.ts) ----
  row('GET /api/ledger/seasons/:id', { params: { id: 's1' }, expect: adminOnly(200) }),
  row('POST /api/ledger/seasons/:id/entry-fees', {
    params: { id: 's1' },
    body: { amount: 4500, on: '2026-09-01' },
    expect: adminOnly(200),
  }),
  row('GET /api/ledger/teams/:id', { params: { id: 't1' }, expect: captainOrAdmin(200) }),
  row('POST /api/ledger/entries', {
    body: { kind: 'payment', teamId: 't1', method: 'cash', amount: 4500, on: '2026-09-01' },
    expect: adminOnly(201),
  }),
  row('DELETE /api/ledger/entries/:id', { prepare: ledgerEntryParam, expect: adminOnly(204) }),
  // One's own money only: any signed-in account, answered about itself.
  row('GET /api/ledger/mine', { expect: signedIn(200) }),
  row('GET /api/treasurers', { expect: adminOnly(200) }),
  row('POST /api/treasurers', { body: { email: 'plain@example.test' }, expect: adminOnly(201) }),
  row('DELETE /api/treasurers/:userId', { prepare: treasurerParam, expect: adminOnly(204) }),
  row('GET /api/stats/players', {
    query: 'seasonId=s1&minFrames=0',
    prepare: matchParam('completed'),
    expect: everyone(200),
  }),
  row('GET /api/stats/players/:id/ratings', {
    query: 'seasonId=s1',
    prepare: async ({ t, world }) => {
      await matchAt(t.db, world, 'completed');
      return { params: { id: world.players[0][0] ?? '' } };
    },
    expect: everyone(200),
  }),
  row('GET /api/players/:id/career', {
    prepare: async ({ t, world }) => {
      await matchAt(t.db, world, 'completed');
      return { params: { id: world.players[0][0] ?? '' } };
    },
    expect: everyone(200),
  }),

  // ---- live updates ----
  row('GET /api/live', {
    label: 'WebSocket: subscribe to live, get a snapshot',
    send: async (t, cookie) => {
      const socket = await t.app.injectWS('/api/live', cookie ? { headers: { cookie } } : {});
      try {
        const first = new Promise<string>((resolve, reject) => {
          socket.once('message', (data: Buffer) => resolve(data.toString()));
          socket.once('error', reject);
        });
        socket.send(JSON.stringify({ type: 'subscribe', topic: 'live' }));
        const message = await first;
        expect(JSON.parse(message)).toMatchObject({ type: 'snapshot' });
        return { statusCode: 101, body: message };
      } finally {
        socket.terminate();
      }
    },
    expect: everyone(101),
  }),
  row('GET /api/live/poll', {
    query: `topics=live,season:s1&timeout=5`,
    prepare: matchParam('in-progress'),
    expect: everyone(200),
  }),
  row('GET /api/live/poll', {
    label: "a user's private topic: only that user",
    query: 'topics=user:u-player1&timeout=5',
    expect: { anon: 401, player: 200, captain: 403, otherCaptain: 403, admin: 403 },
  }),

  // ---- notifications ----
  row('GET /api/notifications', { expect: signedIn(200) }),
  row('POST /api/notifications/read', { body: {}, expect: signedIn(200) }),
  row('GET /api/notifications/preferences', { expect: signedIn(200) }),
  row('PUT /api/notifications/preferences', {
    body: { email: { 'match-day': false } },
    expect: signedIn(200),
  }),
  row('POST /api/notifications/unsubscribe', {
    label: "a mail's link: its token is the authority, no session needed",
    query: 'token=matrix-unsubscribe-token',
    prepare: async ({ t, world }) => {
      await t.db
        .insertInto('unsubscribeTokens')
        .values({
          tokenHash: hashToken('matrix-unsubscribe-token'),
          userId: world.users.player1,
          kind: 'match-day',
          createdAt: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('tokenHash').doNothing())
        .execute();
      return {};
    },
    expect: everyone(200),
  }),
  row('GET /api/notifications/unsubscribe', {
    query: 'token=matrix-unsubscribe-token',
    expect: everyone(303),
  }),
  row('GET /api/calendar/:file', {
    params: { file: 't1.ics' },
    prepare: matchParam('pre-match'),
    expect: everyone(200),
  }),
  row('GET /api/calendar/players/:file', {
    params: { file: 't1-p2.ics' },
    prepare: matchParam('pre-match'),
    expect: everyone(200),
  }),
];

// ---- running a row ----

const fillRoute = (route: string, params: Record<string, string>): string =>
  route.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${route}`);
    return encodeURIComponent(value);
  });

interface Session {
  t: TestApp;
  world: World | null;
  cookies: Map<SignedIn, string>;
}

const openSession = async (kind: (typeof TEST_DATABASES)[number], seed: boolean) => {
  const t = await buildTestApp(kind);
  const world = seed ? await seedWorld(t.db) : null;
  return { t, world, cookies: new Map() } satisfies Session;
};

const cookieOf = async (session: Session, actor: SignedIn): Promise<string> => {
  const known = session.cookies.get(actor);
  if (known) return known;
  if (!session.world) throw new Error('no world to sign in to');
  const cookie = await session.t.login(session.world.emails[WORLD_USER[actor]]);
  session.cookies.set(actor, cookie);
  return cookie;
};

interface Answer {
  statusCode: number;
  body: string;
  headers?: Record<string, unknown>;
}

/** Whether a GET row's answer depends on who asks: its own flag, or statuses that differ by actor. */
const isPersonal = (row: Row): boolean =>
  row.personal ?? new Set(ACTORS.map((actor) => row.expect[actor])).size > 1;

const runCell = async (row: Row, session: Session, actor: ActorKey): Promise<Answer> => {
  const { t } = session;
  const prepared =
    row.prepare && session.world ? await row.prepare({ t, world: session.world, actor }) : {};
  const params = { ...row.params, ...prepared.params };
  const body = 'body' in prepared ? prepared.body : row.body;
  const cookie = actor === 'anon' ? undefined : await cookieOf(session, actor);
  if (row.send) return row.send(t, cookie);
  const options: InjectOptions & { cookie?: string } = {
    method: row.method,
    url: `${fillRoute(row.route, params)}${row.query ? `?${row.query}` : ''}`,
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    ...(cookie ? { cookie } : {}),
  };
  return t.request(options);
};

/** The error code docs/api.md (Conventions: Errors) pairs with a refusal's status. */
const REFUSAL_CODE: Record<number, string> = { 401: 'unauthorized', 403: 'forbidden' };

describe.each(TEST_DATABASES)('permission matrix (%s)', (kind) => {
  it('lists every registered endpoint', async () => {
    const t = await buildTestApp(kind);
    try {
      const registered = listRoutes(t.app.printRoutes({ commonPrefix: false }))
        .filter(({ path }) => !path.startsWith('/api/docs'))
        .map(({ method, path }) => `${method} ${path}`);
      const covered = new Set(ROWS.map((candidate) => `${candidate.method} ${candidate.route}`));
      expect(registered.filter((endpoint) => !covered.has(endpoint))).toEqual([]);
      expect([...covered].filter((endpoint) => !registered.includes(endpoint))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it.each(ROWS)('$name', async (row) => {
    const actors = ACTORS.filter((actor) => row.expect[actor] !== undefined);
    const seed = row.seed ?? true;
    const statuses: Partial<Record<ActorKey, number>> = {};
    const answers: Partial<Record<ActorKey, string>> = {};
    let shared: Session | null = null;
    try {
      for (const actor of actors) {
        const session: Session = row.isolate
          ? await openSession(kind, seed)
          : (shared ??= await openSession(kind, seed));
        try {
          const response = await runCell(row, session, actor);
          statuses[actor] = response.statusCode;
          answers[actor] = `${response.statusCode} ${response.body.slice(0, 200)}`;
          const code = REFUSAL_CODE[response.statusCode];
          if (code)
            expect(JSON.parse(response.body), `${actor}: error body`).toMatchObject({
              error: { code },
            });
          if (response.statusCode < 300) row.check?.(actor, JSON.parse(response.body));
          // Private answers are kept by no cache (issue 28); public ones keep their caching.
          if (row.method === 'GET' && response.statusCode === 200 && response.headers) {
            const cacheControl = response.headers['cache-control'];
            if (isPersonal(row))
              expect(cacheControl, `${actor}: Cache-Control`).toBe('private, no-store');
            else expect(String(cacheControl), `${actor}: Cache-Control`).not.toMatch(/private/);
          }
        } finally {
          if (row.isolate) await session.t.close();
        }
      }
    } finally {
      if (shared) await shared.t.close();
    }
    expect(statuses, JSON.stringify(answers, null, 2)).toEqual(row.expect);
  });
});
