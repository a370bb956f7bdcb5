// Test harness: an app per test on a fresh database, a small league world, and a login helper
// that returns the session cookie (the official Fastify demo's shape).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Db, DbKind } from '../db/database.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | null = null;
const sharedHash = (): Promise<string> => (passwordHash ??= hashPassword(PASSWORD));

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  kind: DbKind;
  config: Config;
  mails: Mail[];
  database: TestDatabase;
  /** Signs in and returns the Cookie header to send with later requests. */
  login(email: string, password?: string): Promise<string>;
  /** app.inject with an optional cookie. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The app's clock (sessions, reset links, audit times); the real one by default. */
  now?: () => Date;
}

export const buildTestApp = async (
  kind: DbKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const database = await createTestDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), 'cueleague-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret!',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    DATABASE_URL: database.url,
    ...env,
  });
  const mails: Mail[] = [];
  const mailer: Mailer = {
    send(mail) {
      mails.push(mail);
      return Promise.resolve();
    },
  };
  const app = await buildApp({
    config,
    db: database.db,
    dbKind: kind,
    mailer,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  const request = ({ cookie, headers, ...options }: InjectOptions & { cookie?: string }) =>
    app.inject({ ...options, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  return {
    app,
    db: database.db,
    kind,
    config,
    mails,
    database,
    request,
    async login(email, password = PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'cueleague_session');
      if (!cookie) throw new Error('no session cookie');
      return `${cookie.name}=${cookie.value}`;
    },
    async close() {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export interface World {
  leagueId: string;
  seasonId: string;
  venueId: string;
  /** Three teams; team 1 and team 2 play each other, team 3 is "another team". */
  teams: [string, string, string];
  /** Player ids per team (5 each); the first of each team is its captain. */
  players: [string[], string[], string[]];
  users: {
    admin: string;
    captain1: string;
    captain2: string;
    captain3: string;
    player1: string;
    plain: string;
  };
  emails: {
    admin: string;
    captain1: string;
    captain2: string;
    captain3: string;
    player1: string;
    plain: string;
  };
}

/** A league with an admin, a current season, a venue, three teams of five with captains, a plain
 * player (on team 1) and a user with no role. Everyone's password is PASSWORD. */
export const seedWorld = async (db: Db): Promise<World> => {
  const hash = await sharedHash();
  const now = new Date().toISOString();
  const emails = {
    admin: 'admin@example.test',
    captain1: 'captain1@example.test',
    captain2: 'captain2@example.test',
    captain3: 'captain3@example.test',
    player1: 'player1@example.test',
    plain: 'plain@example.test',
  };
  const users = {
    admin: 'u-admin',
    captain1: 'u-captain1',
    captain2: 'u-captain2',
    captain3: 'u-captain3',
    player1: 'u-player1',
    plain: 'u-plain',
  };
  const roles: Record<keyof typeof users, string | null> = {
    admin: 'admin',
    captain1: 'player',
    captain2: 'player',
    captain3: 'player',
    player1: 'player',
    plain: null,
  };
  for (const key of Object.keys(users) as (keyof typeof users)[]) {
    await db
      .insertInto('users')
      .values({
        id: users[key],
        email: emails[key],
        passwordHash: hash,
        role: roles[key],
        createdAt: now,
      })
      .execute();
  }
  await db
    .insertInto('leagues')
    .values({ id: 'l1', name: 'Test League', timezone: 'Europe/London', createdAt: now })
    .execute();
  await db.insertInto('leagueAdmins').values({ leagueId: 'l1', userId: users.admin }).execute();
  await db
    .insertInto('seasons')
    .values({
      id: 's1',
      leagueId: 'l1',
      name: 'Winter 2026',
      isCurrent: 1,
      startDate: '2026-09-01',
      endDate: null,
      pointsForWin: 2,
      pointsForDraw: 1,
    })
    .execute();
  await db
    .insertInto('venues')
    .values({ id: 'v1', name: 'The Red Lion', address: '1 High Street', tables: 2 })
    .execute();
  const teams: [string, string, string] = ['t1', 't2', 't3'];
  const captains = [users.captain1, users.captain2, users.captain3];
  const players: [string[], string[], string[]] = [[], [], []];
  for (const [index, teamId] of teams.entries()) {
    await db
      .insertInto('teams')
      .values({
        id: teamId,
        seasonId: 's1',
        name: `Team ${index + 1}`,
        homeVenueId: 'v1',
        captainUserId: captains[index] ?? null,
      })
      .execute();
    for (let n = 1; n <= 5; n++) {
      const playerId = `${teamId}-p${n}`;
      const userId =
        n === 1 ? (captains[index] ?? null) : index === 0 && n === 2 ? users.player1 : null;
      await db
        .insertInto('players')
        .values({ id: playerId, userId, firstName: `Player${n}`, lastName: `Team${index + 1}` })
        .execute();
      await db
        .insertInto('teamPlayers')
        .values({
          id: `${teamId}-m${n}`,
          teamId,
          playerId,
          seasonId: 's1',
          role: n === 1 ? 'captain' : 'player',
          isActive: 1,
        })
        .execute();
      players[index]?.push(playerId);
    }
  }
  return { leagueId: 'l1', seasonId: 's1', venueId: 'v1', teams, players, users, emails };
};
