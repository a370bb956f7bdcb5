// Tells whether a server is using a database, so a restore never swaps the data under one.
// SQLite: the server holds an operating-system lock on a small lock database beside the database
// file for its whole life (SQLite's own POSIX lock, taken with BEGIN IMMEDIATE): the kernel drops
// it when the process ends, even on kill -9, and a second server or a restore/import/export finds
// it taken. The holder's pid is written in it for the message. PostgreSQL: server processes name
// their connections (application_name), and pg_stat_activity lists them.
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { otherConnectionsNamed } from '../db/catalog.ts';
import { POSTGRES_APPLICATION_NAME, type Db } from '../db/database.ts';

export const lockFileOf = (databasePath: string): string => `${databasePath}.server-lock`;

export class LockHeldError extends Error {
  override name = 'LockHeldError';
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const isBusy = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
};

/**
 * Before this version the lock file was a text file naming the server's pid. One naming a live
 * process is an older server still running; any other is stale and replaced.
 */
const clearLegacyLockFile = (file: string): void => {
  if (!existsSync(file)) return;
  const head = readFileSync(file).subarray(0, 16).toString('latin1');
  if (head.length === 0 || head.startsWith('SQLite format 3')) return;
  const pid = Number(head.trim());
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid))
    throw new LockHeldError(`another CueLeague server (pid ${pid}) is using the database`);
  rmSync(file, { force: true });
};

/** The pid the current holder wrote, when it can be read. */
const holderPid = (lock: SQLite.Database): number | null => {
  try {
    const row = lock.prepare('select pid from holder').get() as { pid: number } | undefined;
    return row?.pid ?? null;
  } catch {
    return null;
  }
};

/**
 * Takes the lock on the SQLite database at `databasePath` for `role` (a server, or a CLI command
 * that must not run beside one), or throws LockHeldError naming the holder. Answers a function
 * that releases it; the process ending releases it too, however it ends.
 */
export const holdSqliteLock = (databasePath: string, role = 'server'): (() => void) => {
  const file = lockFileOf(databasePath);
  clearLegacyLockFile(file);
  // Created private: it sits with the database (docs/security.md, "Files").
  closeSync(openSync(file, 'a', 0o600));
  const lock = new SQLite(file);
  const refuse = () => {
    const pid = holderPid(lock);
    lock.close();
    return new LockHeldError(
      `another CueLeague process${pid ? ` (pid ${pid})` : ''} is using ${databasePath}: stop it first`,
    );
  };
  try {
    // No waiting: a held lock is an answer, not a delay. No journal file to leave behind.
    lock.pragma('busy_timeout = 0');
    lock.pragma('journal_mode = MEMORY');
    lock.pragma('synchronous = OFF');
    lock.exec('BEGIN IMMEDIATE');
  } catch (error) {
    if (isBusy(error)) throw refuse();
    lock.close();
    throw error;
  }
  try {
    lock.exec('create table if not exists holder (pid integer not null, role text not null)');
    lock.exec('delete from holder');
    lock.prepare('insert into holder (pid, role) values (?, ?)').run(process.pid, role);
    lock.exec('COMMIT');
    // Held from here until release or exit. Between the commit and this another process may
    // take it first: then this one is the one refused, never both let in.
    lock.exec('BEGIN IMMEDIATE');
  } catch (error) {
    if (isBusy(error)) throw refuse();
    lock.close();
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lock.exec('ROLLBACK');
    lock.close();
  };
};

/** How many server connections other than ours are open on the PostgreSQL database. */
export const postgresServerConnections = async (db: Db): Promise<number> => {
  return otherConnectionsNamed(db, POSTGRES_APPLICATION_NAME);
};
