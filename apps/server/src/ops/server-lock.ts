// Tells whether a server is using a database, so a restore never swaps the data under one.
// SQLite: the server keeps a lock file with its pid beside the database file while it runs
// (a lock left by a crash names a dead process and is ignored). PostgreSQL: server processes
// name their connections (application_name), and pg_stat_activity lists them.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { POSTGRES_APPLICATION_NAME, type Db } from '../db/database.ts';

export const lockFileOf = (databasePath: string): string => `${databasePath}.server-lock`;

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live server holding the SQLite database, or null. */
export const sqliteServerPid = (databasePath: string): number | null => {
  const file = lockFileOf(databasePath);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
};

/** Writes the lock file; answers a function that removes it (on shutdown). */
export const holdSqliteLock = (databasePath: string): (() => void) => {
  const file = lockFileOf(databasePath);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid))
      rmSync(file, { force: true });
  };
};

/** How many server connections other than ours are open on the PostgreSQL database. */
export const postgresServerConnections = async (db: Db): Promise<number> => {
  const result = await sql<{ count: string }>`
    select count(*) as count from pg_stat_activity
    where datname = current_database() and application_name = ${POSTGRES_APPLICATION_NAME}
      and pid <> pg_backend_pid()`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
};
