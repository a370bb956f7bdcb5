// What an import believes (docs/decisions/0032). An admin's download, edited to plant a password
// for every account, queued mails with their own headers and unsubscribe links, is refused; told
// to load it without them, every account needs "Forgot password" and no mail goes out. Only an
// operator's export signed with this server's session secret brings passwords and mail, and an
// edit to one breaks its signature. Every row is checked against its table's schema. Then the
// same through the real CLI: `npm run export` refuses while a server uses the SQLite database,
// and `npm run import` of each kind of file, into SQLite and PostgreSQL.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import { openDatabase } from '../db/database.ts';
import { playMatch, createMatch } from '../test/match-driver.ts';
import { REPO_ROOT, serverEnv, startServer, stopProcess } from '../test/processes.ts';
import { buildTestApp, PASSWORD, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { createTestDatabase, TEST_DATABASES } from '../test/test-db.ts';
import {
  exportLeague,
  ImportError,
  importLeague,
  NO_PASSWORD,
  parseLeagueExport,
  type LeagueExport,
} from './league-export.ts';

const SECRET = 'operator-secret-operator-secret-operator!';
const ATTACKER_PASSWORD = 'attacker-knows-this-one';

type File = LeagueExport & { tables: Record<string, Record<string, unknown>[]> };
const copy = (file: unknown): File => JSON.parse(JSON.stringify(file)) as File;

/** An admin's download as an attacker edits it: their password on every account, a mail to send
 * with their own headers, an unsubscribe link of their own, and the file calling itself an
 * operator's export. */
const plant = async (download: unknown, signature?: string): Promise<File> => {
  const file = copy(download);
  const hash = await hashPassword(ATTACKER_PASSWORD);
  file.credentials = true;
  for (const user of file.tables.users) user.passwordHash = hash;
  const victim = file.tables.users[0];
  file.tables.mailQueue = [
    {
      id: 'planted-mail',
      userId: victim?.id,
      toAddress: 'everyone@example.test',
      subject: 'Your account',
      body: 'Sign in at https://evil.example/login',
      link: 'https://evil.example/login',
      headers: JSON.stringify({ 'Reply-To': 'attacker@evil.example', Bcc: 'spy@evil.example' }),
      createdAt: new Date().toISOString(),
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
      claimedAt: null,
      claimedBy: null,
      sentAt: null,
      failedAt: null,
      lastError: null,
    },
  ];
  file.tables.unsubscribeTokens = [
    {
      tokenHash: hashToken('planted-link'),
      userId: victim?.id,
      kind: 'match-day',
      createdAt: new Date().toISOString(),
    },
  ];
  if (signature) file.signature = signature;
  return file;
};

describe.each(TEST_DATABASES)('what an import believes (%s)', (kind) => {
  let source: TestApp;
  let world: World;
  let download: unknown;
  let operator: unknown;

  beforeAll(async () => {
    source = await buildTestApp(kind);
    world = await seedWorld(source.db);
    // A result mailed to the other captain: an unsubscribe link exists.
    const match = await createMatch(source, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await playMatch(source, world, match.id, 'home', { confirm: false });
    const admin = await source.login(world.emails.admin);
    download = (await source.request({ url: '/api/export/league', cookie: admin })).json<unknown>();
    operator = copy(await exportLeague(source.db, { operatorSecret: SECRET }));
  });
  afterAll(() => source.close());

  /** Imports into a fresh database and answers what a sign-in and the mail queue then do. */
  const importInto = async (file: LeagueExport) => {
    const fresh = await buildTestApp(kind);
    try {
      await importLeague(fresh.db, file);
      const signIn = async (password: string) =>
        (
          await fresh.request({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: world.emails.admin, password },
          })
        ).statusCode;
      const hashes = await fresh.db.selectFrom('users').select('passwordHash').execute();
      return {
        attacker: await signIn(ATTACKER_PASSWORD),
        owner: await signIn(PASSWORD),
        allNeedReset: hashes.every((row) => row.passwordHash === NO_PASSWORD),
        mailsSent: await fresh.app.ctx.mailQueue.sweep(),
        unsubscribeLinks: (
          await fresh.db.selectFrom('unsubscribeTokens').select('userId').execute()
        ).length,
        planted: (
          await fresh.request({
            method: 'POST',
            url: '/api/notifications/unsubscribe?token=planted-link',
          })
        ).statusCode,
      };
    } finally {
      await fresh.close();
    }
  };

  it("refuses an edited admin's download that plants passwords and mail, signed or not", async () => {
    expect(() => parseLeagueExport(download, { operatorSecret: SECRET })).not.toThrow();
    const planted = await plant(download);
    expect(() => parseLeagueExport(planted, { operatorSecret: SECRET })).toThrow(
      /not an operator's export/,
    );
    const forged = await plant(download, 'ab'.repeat(32));
    expect(() => parseLeagueExport(forged, { operatorSecret: SECRET })).toThrow(
      /not with this server's session secret/,
    );
  });

  it('loads it, when told to, with every account needing a reset and no mail or link', async () => {
    const planted = parseLeagueExport(await plant(download), {
      operatorSecret: SECRET,
      withoutCredentials: true,
    });
    expect(planted.credentials).toBe(false);
    expect(await importInto(planted)).toEqual({
      attacker: 401,
      owner: 401,
      allNeedReset: true,
      mailsSent: 0,
      unsubscribeLinks: 0,
      planted: 404,
    });
  });

  it("loads an operator's export signed with this server's secret with its passwords and links", async () => {
    const file = parseLeagueExport(copy(operator), { operatorSecret: SECRET });
    expect(file.credentials).toBe(true);
    const outcome = await importInto(file);
    expect(outcome).toMatchObject({ attacker: 401, owner: 200, allNeedReset: false });
    expect(outcome.unsubscribeLinks).toBeGreaterThan(0);
  });

  it("refuses an operator's export edited after it was signed, or checked with another secret", async () => {
    const edited = copy(operator);
    const hash = await hashPassword(ATTACKER_PASSWORD);
    for (const user of edited.tables.users) user.passwordHash = hash;
    expect(() => parseLeagueExport(edited, { operatorSecret: SECRET })).toThrow(
      /not with this server's session secret/,
    );
    expect(() =>
      parseLeagueExport(copy(operator), { operatorSecret: 'another-secret-another-secret-xx' }),
    ).toThrow(/not with this server's session secret/);
    expect(() => parseLeagueExport(copy(operator), {})).toThrow(ImportError);
    // Without its credentials it still loads, as a download would.
    const asDownload = parseLeagueExport(edited, { withoutCredentials: true });
    expect(await importInto(asDownload)).toMatchObject({ attacker: 401, allNeedReset: true });
  });

  it.each([
    ['a link out of the app in a notification', 'notifications', { link: 'javascript:alert(1)' }],
    ['a link to another site in a notification', 'notifications', { link: '//evil.example/' }],
    ['a role the app does not have', 'users', { role: 'owner' }],
    ['a column no table has', 'users', { isAdmin: true }],
    ['a name holding a TAB', 'teams', { name: 'Bob\t=cmd' }],
    ['a boolean that is not 0 or 1', 'teamPlayers', { isActive: 7 }],
    ['a time that is not one', 'matches', { scheduledDate: 'tomorrow' }],
    ['a match state as an object', 'matches', { state: { $ne: 1 } }],
  ])('refuses a row with %s, naming the table and row', (_what, table, change) => {
    const file = copy(download);
    const rows = file.tables[table] ?? [];
    expect(rows.length).toBeGreaterThan(0);
    rows[0] = { ...rows[0], ...change };
    expect(() => parseLeagueExport(file)).toThrow(
      new RegExp(`The export's "${table}" row 1 is not valid`),
    );
  });
});

// ---- through the real CLI ----

const cli = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });

describe('npm run export and npm run import', () => {
  let dir: string;
  let source: TestApp;
  let world: World;
  let sourceUrl: string;
  let exported: string;
  let hashes: string[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cueleague-import-'));
    source = await buildTestApp('sqlite');
    world = await seedWorld(source.db);
    sourceUrl = source.database.url;
    hashes = (
      await source.db.selectFrom('users').select('passwordHash').orderBy('id').execute()
    ).map((row) => row.passwordHash);
    exported = join(dir, 'league.json');
  });
  afterAll(async () => {
    await source.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const storedHashes = async (url: string): Promise<string[]> => {
    const handle = openDatabase(url);
    try {
      return (
        await handle.db.selectFrom('users').select('passwordHash').orderBy('id').execute()
      ).map((row) => row.passwordHash);
    } finally {
      await handle.close();
    }
  };
  const env = (url: string, secret = SECRET) => ({
    DATA_DIR: dir,
    DATABASE_URL: url,
    SESSION_SECRET: secret,
  });

  it('export refuses while a server uses the SQLite database, then writes a signed file', async () => {
    const server = await startServer((port) =>
      serverEnv(port, sourceUrl, mkdtempSync(join(dir, 'server-'))),
    );
    try {
      const refused = cli(['export', exported], env(sourceUrl));
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(
        /export refused: another CueLeague process \(pid \d+\) is using .*: stop it first/,
      );
      expect(() => readFileSync(exported)).toThrow();
    } finally {
      await stopProcess(server.child);
    }
    const done = cli(['export', exported], env(sourceUrl));
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    const file = JSON.parse(readFileSync(exported, 'utf8')) as LeagueExport;
    expect(file.credentials).toBe(true);
    expect(file.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('import brings the passwords only with the same session secret', async () => {
    const target = `sqlite:${join(dir, 'same-secret.sqlite')}`;
    const done = cli(['import', exported], env(target));
    expect(done.status).toBe(0);
    expect(done.stdout).toMatch(/operator's export/);
    expect(await storedHashes(target)).toEqual(hashes);

    const other = `sqlite:${join(dir, 'other-secret.sqlite')}`;
    const refused = cli(['import', exported], env(other, 'another-secret-another-secret-xx'));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/not with this server's session secret/);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    const dropped = cli(
      ['import', exported, '--without-credentials'],
      env(other, 'another-secret-another-secret-xx'),
    );
    expect(dropped.status).toBe(0);
    expect(dropped.stdout).toMatch(/Forgot password/);
    expect((await storedHashes(other)).every((hash) => hash === NO_PASSWORD)).toBe(true);
  });

  it("import refuses an admin's download edited to plant passwords and mail", async () => {
    const admin = await source.login(world.emails.admin);
    const download = (
      await source.request({ url: '/api/export/league', cookie: admin })
    ).json<unknown>();
    const edited = join(dir, 'edited.json');
    writeFileSync(edited, JSON.stringify(await plant(download)));
    const target = `sqlite:${join(dir, 'edited.sqlite')}`;
    const refused = cli(['import', edited], env(target));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/not an operator's export/);
    const loaded = cli(['import', edited, '--without-credentials'], env(target));
    expect(loaded.status).toBe(0);
    expect((await storedHashes(target)).every((hash) => hash === NO_PASSWORD)).toBe(true);
    const handle = openDatabase(target);
    try {
      expect(await handle.db.selectFrom('mailQueue').select('id').execute()).toEqual([]);
      expect(await handle.db.selectFrom('unsubscribeTokens').select('userId').execute()).toEqual(
        [],
      );
    } finally {
      await handle.close();
    }
  });

  it.runIf(TEST_DATABASES.includes('postgres'))(
    'import loads the signed export into PostgreSQL with its passwords',
    async () => {
      const target = await createTestDatabase('postgres', { empty: true });
      try {
        const done = cli(['import', exported], env(target.url));
        expect(done.stderr).toBe('');
        expect(done.status).toBe(0);
        expect(await storedHashes(target.url)).toEqual(hashes);
      } finally {
        await target.dispose();
      }
    },
  );
});
