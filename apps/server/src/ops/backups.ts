// Backups into DATA_DIR/backups: SQLite through its online backup API (a consistent copy taken
// while the server keeps serving; a file copy of a live database can be torn), PostgreSQL through
// Debian's pg_dump (custom format, for pg_restore). Restore checks a file before it replaces
// anything, refuses while a server uses the database, and keeps the replaced database aside.
// Backups hold every account's password hash: the folder is created 0700 and each file 0600.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { DatabaseHandle } from '../db/database.ts';
import { knownMigrations } from '../db/migrations.ts';
import { schemaProblem, sqliteShape, type SchemaShape } from './schema-check.ts';

export type BackupKind = 'manual' | 'scheduled' | 'pre-migration' | 'pre-restore';

export interface Backup {
  file: string;
  bytes: number;
  at: Date;
}

export const backupDir = (dataDir: string): string => join(dataDir, 'backups');

const BACKUP_FILE = /^cueleague-(\d{8}T\d{6}(?:\d{3})?Z)-[a-z-]+\.(sqlite|dump)$/;
/** A backup being written, or one cut short (with SQLite's journal files beside it). */
const PARTIAL_FILE = /^cueleague-.*\.(sqlite|dump)\.partial(-journal|-wal|-shm)?$/;

/** Where a backup is written before it is whole, and the files SQLite may add beside it. */
const partialFiles = (partial: string): string[] =>
  ['', '-journal', '-wal', '-shm'].map((suffix) => `${partial}${suffix}`);

/** Removes what failed or interrupted backups left in the folder; answers what it removed. */
export const removePartialBackups = (dataDir: string): string[] => {
  const dir = backupDir(dataDir);
  if (!existsSync(dir)) return [];
  const partial = readdirSync(dir)
    .filter((name) => PARTIAL_FILE.test(name))
    .map((name) => join(dir, name));
  for (const file of partial) rmSync(file, { force: true });
  return partial;
};

const stamp = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('.', '')
    .replace(/(\d{3})Z$/, '$1Z');

/** Runs a program, rejecting with its standard error when it fails. */
export const run = (command: string, args: string[], input?: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    if (input !== undefined) child.stdin?.end(input);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${command} is not installed (Debian: apt install postgresql-client)`)
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(new Error(`${command} failed (${code}): ${Buffer.concat(err).toString().trim()}`));
    });
  });

/** Takes a backup now. The handle's own connection serves it, so writes go on meanwhile. */
export const takeBackup = async (
  handle: Pick<DatabaseHandle, 'kind' | 'sqlite'>,
  options: { dataDir: string; databaseUrl: string; kind: BackupKind; now?: Date },
): Promise<Backup> => {
  const at = options.now ?? new Date();
  const dir = backupDir(options.dataDir);
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const extension = handle.kind === 'sqlite' ? 'sqlite' : 'dump';
  const file = join(dir, `cueleague-${stamp(at)}-${options.kind}.${extension}`);
  // Written under a temporary name first: a backup cut short never looks like a good one, and
  // whatever a failure leaves (SQLite's journal of the copy too) is removed at once.
  const partial = `${file}.partial`;
  try {
    // Created private before anything is written into it (SQLite and pg_dump keep the mode).
    closeSync(openSync(partial, 'w', 0o600));
    chmodSync(partial, 0o600);
    if (handle.sqlite) await handle.sqlite.backup(partial);
    else
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--file=${partial}`,
        options.databaseUrl,
      ]);
    renameSync(partial, file);
  } finally {
    for (const leftover of partialFiles(partial)) rmSync(leftover, { force: true });
  }
  return { file, bytes: statSync(file).size, at };
};

/** The backups in the folder, newest first. */
export const listBackups = (dataDir: string): Backup[] => {
  const dir = backupDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => BACKUP_FILE.test(name))
    .map((name) => {
      const stats = statSync(join(dir, name));
      return { file: join(dir, name), bytes: stats.size, at: stats.mtime };
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.file.localeCompare(a.file));
};

/**
 * Keeps the newest `keep` backups and deletes the rest, but never the newest one taken before an
 * upgrade (the way back from an upgrade that went wrong); answers what it deleted.
 */
export const pruneBackups = (dataDir: string, keep: number): string[] => {
  const backups = listBackups(dataDir);
  const lastPreUpgrade = backups.find((backup) =>
    /-pre-migration\.(sqlite|dump)$/.test(backup.file),
  );
  const old = backups.slice(keep).filter((backup) => backup !== lastPreUpgrade);
  for (const backup of old) rmSync(backup.file, { force: true });
  return old.map((backup) => backup.file);
};

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Checks what a restore needs of a file: a sound database, made by this version or an older one. */
export const checkBackupFile = async (file: string): Promise<{ migrations: string[] }> => {
  if (!existsSync(file)) throw new RestoreError(`No such file: ${file}`);
  let names: string[];
  let shape: SchemaShape;
  let columns = true;
  if (file.endsWith('.dump')) {
    // The migrations table's rows, read out of the dump without restoring it anywhere.
    const data = await run('pg_restore', [
      '--data-only',
      '--table=kysely_migration',
      '--file=-',
      file,
    ]).catch((error: unknown) => {
      throw new RestoreError(`Not a readable pg_dump file: ${(error as Error).message}`);
    });
    names = [...data.matchAll(/^(\d{4}-[a-z0-9-]+)\t/gm)].map((match) => match[1] ?? '');
    // The dump's table of contents names its tables (columns are not checked from a dump).
    const list = await run('pg_restore', ['--list', file]);
    shape = new Map(
      [...list.matchAll(/^\d+; \d+ \d+ TABLE \S+ (\S+) /gm)].map((match) => [
        match[1] ?? '',
        new Set<string>(),
      ]),
    );
    columns = false;
  } else {
    let db: SQLite.Database;
    try {
      db = new SQLite(file, { readonly: true, fileMustExist: true });
    } catch (error) {
      throw new RestoreError(`Not an SQLite database: ${(error as Error).message}`);
    }
    try {
      const check = db.pragma('integrity_check', { simple: true }) as string;
      if (check !== 'ok')
        throw new RestoreError(`The file fails SQLite's integrity check: ${check}`);
      names = (
        db.prepare('select name from kysely_migration order by name').all() as { name: string }[]
      ).map((row) => row.name);
      shape = sqliteShape(db);
    } catch (error) {
      if (error instanceof RestoreError) throw error;
      throw new RestoreError(`Not a CueLeague database: ${(error as Error).message}`);
    } finally {
      db.close();
    }
  }
  const known = new Set(knownMigrations());
  if (names.length === 0)
    throw new RestoreError('Not a CueLeague backup: it has no schema version.');
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new RestoreError(
      `The backup was made by a newer CueLeague (schema ${unknown.join(', ')}): upgrade first.`,
    );
  // A migrations table alone is not a CueLeague database: the tables must be there too.
  const problem = await schemaProblem(names, shape, { columns });
  if (problem) throw new RestoreError(`Not a CueLeague backup: ${problem}.`);
  return { migrations: names };
};

/** Replaces an SQLite database file with a backup; the replaced one is kept beside it. */
export const restoreSqlite = async (
  backupFile: string,
  databasePath: string,
  now = new Date(),
): Promise<string | null> => {
  let aside: string | null = null;
  if (existsSync(databasePath)) {
    // Fold the write-ahead log into the file first, so the copy kept aside is whole.
    const current = new SQLite(databasePath);
    current.pragma('wal_checkpoint(TRUNCATE)');
    current.close();
    aside = `${databasePath}.replaced-${stamp(now)}`;
    renameSync(databasePath, aside);
    for (const suffix of ['-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
  }
  // Through the backup API again: the restored file is a clean copy in the live file's place,
  // private like the one it replaces.
  closeSync(openSync(databasePath, 'w', 0o600));
  chmodSync(databasePath, 0o600);
  const source = new SQLite(backupFile, { readonly: true });
  try {
    await source.backup(databasePath);
  } finally {
    source.close();
  }
  return aside;
};

export const describeBackup = (backup: Backup): string =>
  `${backup.file} (${(backup.bytes / 1024).toFixed(0)} KiB)`;

/**
 * Replaces a PostgreSQL database's tables with a pg_dump backup, in one transaction: the schema is
 * emptied and the dump loaded by psql, so a failure half way leaves the database as it was.
 */
export const restorePostgres = async (backupFile: string, databaseUrl: string): Promise<void> => {
  const script = await run('pg_restore', ['--no-owner', '--no-privileges', '--file=-', backupFile]);
  await run(
    'psql',
    [
      '--single-transaction',
      '--quiet',
      '--no-psqlrc',
      '-v',
      'ON_ERROR_STOP=1',
      `--dbname=${databaseUrl}`,
    ],
    `DROP SCHEMA public CASCADE;\nCREATE SCHEMA public;\n${script}`,
  );
};
