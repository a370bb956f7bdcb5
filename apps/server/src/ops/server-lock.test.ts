// One server per database, with real processes: a second server on the same SQLite folder refuses
// to start; restore, import and export refuse while a server runs (and an acknowledged write
// survives the attempt); the lock dies with its server, even on kill -9. On PostgreSQL, restore
// sees a live server by its named connections, including the one that stays when the pool's
// idle connections have closed. And the files the server creates are private.
import type { ChildProcess } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import {
  freePort,
  loginOverHttp,
  runToExit,
  serverEnv,
  startServer,
  stopProcess,
} from '../test/processes.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-db.ts';
import { PASSWORD, seedWorld } from '../test/world.ts';
import { takeBackup } from './backups.ts';
import { holdSqliteLock, lockFileOf } from './server-lock.ts';

type Child = ChildProcess;

const login = (url: string, email: string) => loginOverHttp(url, email, PASSWORD);

const addVenue = async (url: string, cookie: string, name: string) => {
  const response = await fetch(`${url}/api/venues`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name, address: null, tables: 2 }),
  });
  if (response.status !== 201)
    throw new Error(`venue: ${response.status} ${await response.text()}`);
};

const venueNames = async (url: string): Promise<string[]> =>
  ((await (await fetch(`${url}/api/venues`)).json()) as { items: { name: string }[] }).items.map(
    (venue) => venue.name,
  );

const cli = (dataDir: string, databaseUrl: string, ...args: string[]) =>
  runToExit('apps/server/src/cli/cli.ts', args, {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });

describe('one server per SQLite database', () => {
  let database: TestDatabase;
  let dataDir: string;
  let children: Child[] = [];
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    await seedWorld(database.db);
    await database.close();
    dataDir = mkdtempSync(join(tmpdir(), 'cueleague-lock-'));
  });
  afterEach(async () => {
    for (const child of children) await stopProcess(child, 'SIGKILL');
    children = [];
    await database.dispose().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const server = await startServer((port) => serverEnv(port, database.url, dataDir));
    children.push(server.child);
    return server;
  };

  it('refuses a second server, and restore, import and export, while the first runs; kill -9 frees it', async () => {
    // A backup to restore, taken before the write the restore would lose.
    const backup = await (async () => {
      const handle = openDatabase(database.url);
      try {
        return await takeBackup(handle, { dataDir, databaseUrl: '', kind: 'manual' });
      } finally {
        await handle.close();
      }
    })();
    const first = await start();
    await addVenue(first.url, await login(first.url, 'admin@example.test'), 'Acknowledged Arms');

    // A second server on the same folder: one clear line, exit 1, nothing served.
    const port = await freePort();
    const second = await runToExit('apps/server/src/main.ts', [], {
      ...serverEnv(port, database.url, dataDir),
    });
    expect(second.status).toBe(1);
    expect(second.stderr.trim()).toBe(
      `Not starting: another CueLeague process (pid ${first.child.pid}) is using ${database.url.replace(/^sqlite:/, '')}: stop it first`,
    );

    // Restore, import and export refuse while it runs.
    const restore = await cli(dataDir, database.url, 'restore', backup.file);
    expect(restore.status).toBe(1);
    expect(restore.stderr.trim()).toMatch(
      /^restore refused: another CueLeague process \(pid \d+\)/,
    );
    const exported = join(dataDir, 'league.json');
    const exportRun = await cli(dataDir, database.url, 'export', exported);
    expect(exportRun.status).toBe(1);
    expect(exportRun.stderr).toMatch(/^export refused: another CueLeague process/);
    writeFileSync(exported, '{}');
    const importRun = await cli(dataDir, database.url, 'import', exported);
    expect(importRun.status).toBe(1);
    expect(importRun.stderr).toMatch(/^import refused: another CueLeague process/);

    // The server still holds what it acknowledged; killed outright, the next start succeeds and
    // still has it.
    expect(await venueNames(first.url)).toContain('Acknowledged Arms');
    await stopProcess(first.child, 'SIGKILL');
    const next = await start();
    expect(await venueNames(next.url)).toContain('Acknowledged Arms');
    await stopProcess(next.child);

    // Stopped, the restore goes ahead.
    const done = await cli(dataDir, database.url, 'restore', backup.file);
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
  }, 180_000);

  it('creates DATA_DIR, the database, its lock, the secret and the backups private (0700 / 0600)', async () => {
    // Under the umask most shells have (022): the server creates everything else.
    const home = join(dataDir, 'league', 'data');
    const path = join(home, 'cueleague.sqlite');
    // DATA_DIR made by hand as adduser makes a home (0755): the server makes it private.
    mkdirSync(home, { recursive: true, mode: 0o755 });
    chmodSync(home, 0o755);
    const server = await startServer((port) => ({
      ...serverEnv(port, `sqlite:${path}`, home),
      SESSION_SECRET: '',
    }));
    children.push(server.child);
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect(mode(home)).toBe(0o700);
    expect(mode(path)).toBe(0o600);
    expect(mode(`${path}-wal`)).toBe(0o600);
    expect(mode(lockFileOf(path))).toBe(0o600);
    expect(mode(join(home, 'session-secret'))).toBe(0o600);
    await stopProcess(server.child);

    // The backups folder and its backups (the first scheduled one, and the CLI's, as the docs'
    // timer runs it).
    const manual = await cli(home, `sqlite:${path}`, 'backup');
    expect(manual.status).toBe(0);
    const backups = join(home, 'backups');
    expect(mode(backups)).toBe(0o700);
    const files = readdirSync(backups);
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(mode(join(backups, name))).toBe(0o600);
  }, 120_000);

  it('the lock is held by one holder at a time in this process too, and taken again once released', () => {
    const path = join(dataDir, 'x.sqlite');
    const release = holdSqliteLock(path);
    expect(() => holdSqliteLock(path, 'restore')).toThrow(
      `another CueLeague process (pid ${process.pid}) is using ${path}: stop it first`,
    );
    release();
    holdSqliteLock(path)();
  });
});

describe.runIf(TEST_DATABASES.includes('postgres'))(
  'restore beside a live server on PostgreSQL',
  () => {
    let database: TestDatabase;
    let dataDir: string;
    let child: Child | null = null;
    beforeEach(async () => {
      database = await createTestDatabase('postgres');
      await seedWorld(database.db);
      dataDir = mkdtempSync(join(tmpdir(), 'cueleague-pglock-'));
    });
    afterEach(async () => {
      if (child) await stopProcess(child, 'SIGKILL');
      child = null;
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('refuses while a server runs, even once its idle pool connections have closed', async () => {
      const backup = await takeBackup(database, {
        dataDir,
        databaseUrl: database.url,
        kind: 'manual',
      });
      const server = await startServer((port) => serverEnv(port, database.url, dataDir));
      child = server.child;
      // The pool closes idle connections after a while (or an admin terminates them): close them
      // now. What stays is the server's LISTEN connection for live updates.
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()
             and backend_type = 'client backend' and query not like 'LISTEN%'`,
        );
      } finally {
        await admin.end();
      }

      const refused = await cli(dataDir, database.url, 'restore', backup.file);
      expect(refused.stderr.trim()).toMatch(
        /server is using the database \(\d+ connections?\): stop it first/,
      );
      expect(refused.status).toBe(1);

      await stopProcess(server.child);
      const done = await cli(dataDir, database.url, 'restore', backup.file);
      expect(done.status).toBe(0);
      expect(done.stdout).toContain('Restored');
    }, 120_000);
  },
);
