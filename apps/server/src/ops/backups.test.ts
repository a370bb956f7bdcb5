// Backups and restore on real databases: SQLite's online backup API and PostgreSQL's pg_dump,
// taken while captains are scoring, restored into a fresh database and compared with what the
// captains were told.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Match } from '@cueleague/domain/entities';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import {
  knownMigrations,
  migrateToLatest,
  migrateUpTo,
  pendingMigrations,
} from '../db/migrations.ts';
import { loadMatch } from '../repositories/matches.ts';
import { createMatch, lockLineups, startMatch } from '../test/match-driver.ts';
import { REPO_ROOT } from '../test/processes.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import {
  checkBackupFile,
  listBackups,
  pruneBackups,
  RestoreError,
  restorePostgres,
  restoreSqlite,
  takeBackup,
} from './backups.ts';
import { startBackupSchedule } from './backup-schedule.ts';
import { prepareDatabase } from './prepare-database.ts';
import { holdSqliteLock } from './server-lock.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'cueleague-backup-'));

/** An empty PostgreSQL database of the test cluster, for a restore to land in. */
const emptyPostgres = async (): Promise<{ url: string; drop(): Promise<void> }> => {
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('No PostgreSQL in this run');
  const name = `r_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};

const scorer = (t: TestApp, world: World, match: Match) => {
  const cookie = t.login(
    match.homeTeamId === world.teams[0]
      ? world.emails.captain1
      : match.homeTeamId === world.teams[1]
        ? world.emails.captain2
        : world.emails.captain3,
  );
  return async (current: Match, step: number): Promise<Match> => {
    // Round 1's frames, won by home, then reset, then won by away, and so on.
    const frame = current.frames[step % 4];
    if (!frame) throw new Error('no frame');
    const payload =
      frame.state === 'resulted'
        ? { reset: true, baseVersion: frame.version, reason: 'Wrong winner' }
        : {
            winnerPlayerId: step % 8 < 4 ? frame.homePlayerId : frame.awayPlayerId,
            baseVersion: frame.version,
            reason: 'Frame won',
          };
    const response = await t.request({
      method: 'PATCH',
      url: `/api/matches/${current.id}/frames/${frame.frameId}`,
      cookie: await cookie,
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json<Match>();
  };
};

describe.each(TEST_DATABASES)('backups (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  let dataDir: string;
  beforeEach(async () => {
    t = await buildTestApp(kind);
    world = await seedWorld(t.db);
    dataDir = tempDir();
  });
  afterEach(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a backup while captains score that restores to a state every captain was told of, holding every write acknowledged before it began', async () => {
    const [a, b, c] = world.teams;
    const matches: Match[] = [];
    for (const [home, away] of [
      [a, b],
      [b, c],
      [c, a],
    ] as const) {
      const match = await createMatch(t, world, { homeTeamId: home, awayTeamId: away });
      await startMatch(t, world, match.id);
      matches.push(await lockLineups(t, world, match.id, 1));
    }
    // Every answer a captain got, by match and version.
    const told = new Map<string, Map<number, Match>>(
      matches.map((match) => [match.id, new Map([[match.version, match]])]),
    );
    const ackedBeforeBackup = new Map<string, number>();
    let backupStarted = false;
    let stop = false;
    const captains = matches.map(async (start) => {
      const score = scorer(t, world, start);
      let current = start;
      for (let step = 0; !stop && step < 400; step++) {
        current = await score(current, step);
        told.get(current.id)?.set(current.version, current);
        if (!backupStarted) ackedBeforeBackup.set(current.id, current.version);
      }
    });
    // Let some writes land, then back up in the middle of the scoring.
    while ([...ackedBeforeBackup.values()].reduce((sum, v) => sum + v, 0) < 60)
      await new Promise((resolve) => setTimeout(resolve, 5));
    backupStarted = true;
    const acked = new Map(ackedBeforeBackup);
    const backup = await takeBackup(t.database, {
      dataDir,
      databaseUrl: t.database.url,
      kind: 'manual',
    });
    stop = true;
    await Promise.all(captains);

    let restored: DatabaseHandle;
    let cleanup: () => Promise<void>;
    if (kind === 'sqlite') {
      const path = join(dataDir, 'restored.sqlite');
      await restoreSqlite(backup.file, path);
      restored = openDatabase(`sqlite:${path}`);
      cleanup = () => restored.close();
    } else {
      const target = await emptyPostgres();
      await restorePostgres(backup.file, target.url);
      restored = openDatabase(target.url);
      cleanup = async () => {
        await restored.close();
        await target.drop();
      };
    }
    try {
      expect(await pendingMigrations(restored.db)).toEqual([]);
      for (const match of matches) {
        const back = await loadMatch(restored.db, match.id);
        if (!back) throw new Error(`match ${match.id} missing from the backup`);
        // Nothing acknowledged before the backup began is missing from it…
        expect(back.version).toBeGreaterThanOrEqual(acked.get(match.id) ?? 0);
        // …and what it holds is exactly a state some captain was answered with: no write half in.
        const answered = told.get(match.id)?.get(back.version);
        expect(answered, `version ${back.version} of ${match.id} was never answered`).toBeDefined();
        expect(back.frames).toEqual(answered?.frames);
        expect(back.homeScore + back.awayScore).toBe(
          back.frames.filter((frame) => frame.state === 'resulted').length,
        );
      }
    } finally {
      await cleanup();
    }
  });

  it('refuses a file that is not a sound CueLeague backup, or one from a newer version', async () => {
    const junk = join(dataDir, `junk.${kind === 'sqlite' ? 'sqlite' : 'dump'}`);
    writeFileSync(junk, 'not a database at all');
    await expect(checkBackupFile(junk)).rejects.toThrow(RestoreError);
    await expect(checkBackupFile(join(dataDir, 'missing.sqlite'))).rejects.toThrow(/No such file/);

    // A backup whose schema has a migration this version does not know.
    await t.db
      .insertInto('kyselyMigration' as never)
      .values({ name: '9999-from-the-future', timestamp: new Date().toISOString() })
      .execute();
    const future = await takeBackup(t.database, {
      dataDir,
      databaseUrl: t.database.url,
      kind: 'manual',
    });
    await expect(checkBackupFile(future.file)).rejects.toThrow(
      /newer CueLeague.*9999-from-the-future/,
    );
  });

  it('BACKUP_KEEP never deletes the last backup taken before an upgrade', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 3));
    const take = (day: number, kind: 'scheduled' | 'pre-migration') =>
      takeBackup(t.database, { dataDir, databaseUrl: t.database.url, kind, now: at(day) });
    const older = await take(1, 'pre-migration');
    const lastUpgrade = await take(2, 'pre-migration');
    for (const day of [3, 4, 5, 6]) await take(day, 'scheduled');
    // listBackups orders by the file's time: set it to the backup's own.
    for (const backup of listBackups(dataDir)) {
      const day = Number(/2026110?(\d+)T/.exec(backup.file)?.[1]);
      utimesSync(backup.file, at(day), at(day));
    }
    const removed = pruneBackups(dataDir, 2);
    const kept = listBackups(dataDir).map((backup) => backup.file);
    expect(kept).toHaveLength(3);
    expect(kept).toContain(lastUpgrade.file);
    expect(removed).toContain(older.file);
    expect(kept.filter((file) => file.includes('-scheduled.'))).toHaveLength(2);
  });

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 8, minutes));
    for (const minutes of [1, 2, 3])
      await takeBackup(t.database, {
        dataDir,
        databaseUrl: t.database.url,
        kind: 'scheduled',
        now: at(minutes),
      });
    expect(listBackups(dataDir)).toHaveLength(3);
    expect(pruneBackups(dataDir, 2)).toHaveLength(1);
    expect(listBackups(dataDir).map((backup) => backup.file)).toEqual([
      expect.stringContaining('20261124T080300000Z'),
      expect.stringContaining('20261124T080200000Z'),
    ]);
  });
});

describe('SQLite backups of a running server', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const migratedTo = async (path: string, migration?: string) => {
    const handle = openDatabase(`sqlite:${path}`);
    if (migration) await migrateUpTo(handle.db, migration);
    else await migrateToLatest(handle.db);
    return handle;
  };

  it('makes a backup on a schedule and prunes beyond BACKUP_KEEP', async () => {
    const handle = await migratedTo(join(dir, 'cueleague.sqlite'));
    const logged: string[] = [];
    const log = {
      info: (m: string) => logged.push(m),
      error: (_: unknown, m: string) => logged.push(m),
    };
    const stop = startBackupSchedule(
      handle,
      { backups: { intervalHours: 1 / 3600, keep: 2 }, dataDir: dir, databaseUrl: '' },
      log as never,
    );
    try {
      await expect
        .poll(() => logged.filter((line) => line.startsWith('Scheduled backup')).length, {
          timeout: 10_000,
        })
        .toBeGreaterThanOrEqual(3);
      expect(listBackups(dir).length).toBeLessThanOrEqual(2);
    } finally {
      stop();
      await handle.close();
    }
  });

  it('backs off when backups fail (a full disk), leaves no partial file, and says so in /metrics', async () => {
    const metricsToken = 'backups-metrics-token';
    const t = await buildTestApp('sqlite', { METRICS_TOKEN: metricsToken });
    // The schedule's clock only: the app's own timers were set before, on the real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const real = t.database.sqlite;
      if (!real) throw new Error('no SQLite');
      let full = true;
      let attempts = 0;
      // The SQLite connection as a full disk makes it: part of the copy written, then an error.
      const handle = {
        kind: 'sqlite' as const,
        sqlite: {
          backup: async (destination: string) => {
            attempts += 1;
            if (!full) return real.backup(destination);
            writeFileSync(destination, 'half a database');
            writeFileSync(`${destination}-journal`, 'its journal');
            throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
          },
        } as unknown as typeof real,
      };
      const errors: string[] = [];
      const log = { info: () => undefined, error: (_: unknown, m: string) => errors.push(m) };
      const stop = startBackupSchedule(
        handle,
        { backups: { intervalHours: 24, keep: 14 }, dataDir: dir, databaseUrl: '' },
        log as never,
        Date.now,
        t.app.ctx.backups,
      );
      const metric = async (name: string) => {
        const body = (
          await t.request({ url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } })
        ).body;
        const line = body.split('\n').find((l) => l.startsWith(`${name} `));
        return line === undefined ? undefined : Number(line.split(' ').pop());
      };
      // The first try is due at once (no backup yet); then 30 s, as in the report, then an hour.
      await vi.advanceTimersByTimeAsync(30_000);
      expect(attempts).toBe(1);
      await vi.advanceTimersByTimeAsync(3_600_000);
      // 1, then 1, 2, 4, 8, 16 and 32 minutes later: 7 tries in an hour, not 36,000.
      expect(attempts).toBeLessThanOrEqual(7);
      expect(errors.length).toBe(attempts);
      expect(errors[errors.length - 1]).toMatch(/failed \(\d+ in a row\); next try in \d+ min/);
      expect(readdirSync(join(dir, 'backups'))).toEqual([]);
      expect(await metric('cueleague_backup_failures')).toBe(attempts);
      expect(await metric('cueleague_backup_failures_total')).toBe(attempts);
      expect(await metric('cueleague_last_backup_success_timestamp_seconds')).toBe(0);

      // Room again: the next try succeeds, and the metrics say so.
      full = false;
      await vi.advanceTimersByTimeAsync(3_600_000);
      // The copy itself is real I/O: wait for it to be done.
      await vi.waitFor(() => expect(t.app.ctx.backups.lastSuccessAt).not.toBeNull());
      const written = readdirSync(join(dir, 'backups'));
      expect(written).toHaveLength(1);
      expect(written[0]).toMatch(/-scheduled\.sqlite$/);
      expect(await metric('cueleague_backup_failures')).toBe(0);
      expect(await metric('cueleague_last_backup_success_timestamp_seconds')).toBeCloseTo(
        Date.now() / 1000,
        -4,
      );
      stop();
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });

  it('removes partial backups an interrupted run left, at start', async () => {
    const handle = await migratedTo(join(dir, 'cueleague.sqlite'));
    mkdirSync(join(dir, 'backups'));
    const left = join(dir, 'backups', 'cueleague-20261124T080000000Z-scheduled.sqlite.partial');
    writeFileSync(left, 'cut short');
    writeFileSync(`${left}-journal`, 'cut short');
    const stop = startBackupSchedule(
      handle,
      { backups: { intervalHours: 24, keep: 2 }, dataDir: dir, databaseUrl: '' },
      { info: () => undefined, error: () => undefined } as never,
      () => 0,
    );
    stop();
    await handle.close();
    expect(readdirSync(join(dir, 'backups'))).toEqual([]);
  });

  it('refuses a foreign SQLite file that has a kysely_migration table naming CueLeague migrations', async () => {
    const foreign = join(dir, 'foreign.sqlite');
    const db = new SQLite(foreign);
    db.exec('create table kysely_migration (name varchar(255) primary key, timestamp text)');
    db.prepare('insert into kysely_migration values (?, ?)').run('0001-initial', 'x');
    db.exec('create table notes (id integer primary key, body text)');
    db.close();
    await expect(checkBackupFile(foreign)).rejects.toThrow(
      /^Not a CueLeague backup: it lacks table .* of schema 0001-initial\.$/,
    );
  });

  it('npm run restore refuses while a server holds the database, then restores and keeps the old one aside', async () => {
    const path = join(dir, 'cueleague.sqlite');
    const handle = await migratedTo(path);
    const backup = await takeBackup(handle, { dataDir: dir, databaseUrl: '', kind: 'manual' });
    await handle.db
      .insertInto('venues')
      .values({ id: 'v-after', name: 'Added after the backup', address: null, tables: 1 })
      .execute();
    await handle.close();

    const restore = () =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/cli/cli.ts', 'restore', backup.file],
        {
          cwd: REPO_ROOT,
          env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: `sqlite:${path}` },
          encoding: 'utf8',
        },
      );
    // This process stands in for a server: it holds the lock (server-lock.test.ts: real ones).
    const release = holdSqliteLock(path);
    const refused = restore();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is using');
    // The server stopped.
    release();
    const done = restore();
    expect(done.stdout).toContain('Restored');
    expect(done.status).toBe(0);

    const restored = openDatabase(`sqlite:${path}`);
    const aside = /kept aside in (.+)$/m.exec(done.stdout)?.[1] ?? '';
    const old = openDatabase(`sqlite:${aside}`);
    try {
      const venue = (db: DatabaseHandle) =>
        db.db.selectFrom('venues').select('id').where('id', '=', 'v-after').executeTakeFirst();
      expect(await venue(restored)).toBeUndefined();
      expect(await venue(old)).toEqual({ id: 'v-after' });
    } finally {
      await restored.close();
      await old.close();
    }
  });

  it('backs up before a start that applies migrations to existing data, and not on a first start', async () => {
    const config = { dataDir: dir, databaseUrl: '' };
    const fresh = openDatabase(`sqlite:${join(dir, 'fresh.sqlite')}`);
    const first = await prepareDatabase(fresh, config);
    await fresh.close();
    expect(first.applied).toEqual(knownMigrations());
    expect(first.backup).toBeNull();

    const older = await migratedTo(join(dir, 'older.sqlite'), '0001-initial');
    await older.db
      .insertInto('venues')
      .values({ id: 'v1', name: 'The Crown', address: null, tables: 2 })
      .execute();
    const upgrade = await prepareDatabase(older, config);
    await older.close();
    expect(upgrade.applied).toEqual(knownMigrations().slice(1));
    const backup = upgrade.backup;
    if (!backup) throw new Error('no backup before the upgrade');
    // The copy is the database as it was before: the older schema, with its data.
    expect(await checkBackupFile(backup.file)).toEqual({ migrations: ['0001-initial'] });
    const copy = openDatabase(`sqlite:${backup.file}`);
    expect(await copy.db.selectFrom('venues').select('name').execute()).toEqual([
      { name: 'The Crown' },
    ]);
    await copy.close();
  });
});

describe.runIf(TEST_DATABASES.includes('postgres'))(
  'PostgreSQL restore through npm run restore',
  () => {
    it('refuses while a server is connected, then restores the dump and keeps the replaced database as a dump', async () => {
      const dir = tempDir();
      const source = await buildTestApp('postgres');
      const target = await emptyPostgres();
      try {
        const seeded = await seedWorld(source.db);
        const backup = await takeBackup(source.database, {
          dataDir: dir,
          databaseUrl: source.database.url,
          kind: 'manual',
        });
        const restore = () =>
          spawnSync(
            process.execPath,
            ['--import', 'tsx', 'apps/server/src/cli/cli.ts', 'restore', backup.file],
            {
              cwd: REPO_ROOT,
              env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: target.url },
              encoding: 'utf8',
            },
          );
        // A server process on the target database: its connections carry the server's name.
        const server = openDatabase(target.url);
        await migrateToLatest(server.db);
        const refused = restore();
        expect(refused.status).toBe(1);
        expect(refused.stderr).toMatch(/server is using the database/);
        await server.close();

        const done = restore();
        expect(done.stdout).toContain('Restored');
        expect(done.status).toBe(0);
        expect(listBackups(dir).some((b) => b.file.endsWith('-pre-restore.dump'))).toBe(true);
        const restored = openDatabase(target.url);
        try {
          const teams = await restored.db.selectFrom('teams').select('id').orderBy('id').execute();
          expect(teams.map((team) => team.id)).toEqual([...seeded.teams].sort());
        } finally {
          await restored.close();
        }
      } finally {
        await source.close();
        await target.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
