// The database: embedded SQLite by default (a file under DATA_DIR), PostgreSQL when DATABASE_URL
// says postgres://. Both go through Kysely with the same schema and queries.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DbKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

/** The SQLite file path of a `file:` or `sqlite:` URL, or of a bare path. */
export const sqlitePath = (url: string): string => url.replace(/^(sqlite|file):(\/\/)?/, '');

/** A write refused by a unique index (SQLite's and PostgreSQL's own error codes). */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
};

export const openDatabase = (url: string): DatabaseHandle => {
  const plugins = [new CamelCasePlugin()];
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection that dies (a server restart, an admin's terminate) is dropped by the
    // pool and replaced on the next query; unheard, its 'error' event would crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const path = sqlitePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets readers go on while a write commits; the busy timeout rides out a second process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
  return { db, kind: 'sqlite', close: () => db.destroy() };
};
