// Test harness: an app per test on a fresh database, a small league world, and a login helper
// that returns the session cookie (the official Fastify demo's shape).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Db, DbKind } from '../db/database.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { prepareSetupCode } from '../services/setup-code.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';
import { PASSWORD } from './world.ts';

// Tests import the world from here too, beside the app they build.
export { PASSWORD, seedWorld, type World } from './world.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  kind: DbKind;
  config: Config;
  mails: Mail[];
  database: TestDatabase;
  /** Signs in and returns the Cookie header to send with later requests. */
  login(email: string, password?: string): Promise<string>;
  /** The first-run setup code, as the server's start-up makes and prints it (no league yet). */
  setupCode(): Promise<string>;
  /** app.inject with an optional cookie. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The Cookie header that sends back the session an answer set. */
export const sessionCookieHeader = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
};

/** The token a mailed link (a password reset, an invite) carries. */
export const tokenOf = (link: string | undefined): string => {
  if (!link) throw new Error('the mail has no link');
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
};

export interface TestAppOptions {
  /** The app's clock (sessions, reset links, audit times); the real one by default. */
  now?: () => Date;
  /** A database the test prepared (an upgraded one, say); a fresh migrated one by default. */
  database?: TestDatabase;
  /** Send mail for real (SMTP_URL, or the outbox) instead of keeping it in `mails`. */
  realMail?: boolean;
}

export const buildTestApp = async (
  kind: DbKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const database = options.database ?? (await createTestDatabase(kind));
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
    queries: database.queries,
    ...(options.realMail ? {} : { mailer }),
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
    async setupCode() {
      const prepared = await prepareSetupCode(database.db, config.setupCode, new Date());
      if (!prepared) throw new Error('a league exists: no setup code');
      return prepared.code;
    },
    async login(email, password = PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      return sessionCookieHeader(response);
    },
    async close() {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
