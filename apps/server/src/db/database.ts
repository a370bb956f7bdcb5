// The database: embedded SQLite by default (a file under DATA_DIR), PostgreSQL when DATABASE_URL
// says postgres://. Both go through Kysely with the same schema and queries.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  sql,
  SqliteDialect,
  type LogEvent,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DbKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

/** Told the duration of every query (the metrics' database time); set after opening. */
export interface QueryObserver {
  onQuery: ((durationMs: number) => void) | null;
}

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  queries: QueryObserver;
  /** The SQLite connection itself, for its online backup API; null on PostgreSQL. */
  sqlite: SQLite.Database | null;
  close(): Promise<void>;
}

/** How server processes name their PostgreSQL connections, so a restore can tell one is in use. */
export const POSTGRES_APPLICATION_NAME = 'cueleague-server';

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

/** A real round trip to the database (what /health checks). */
export const pingDatabase = async (db: Db): Promise<void> => {
  await sql`select 1`.execute(db);
};

export const openDatabase = (
  url: string,
  options: { applicationName?: string } = {},
): DatabaseHandle => {
  const plugins = [new CamelCasePlugin()];
  const queries: QueryObserver = { onQuery: null };
  const log = (event: LogEvent) => queries.onQuery?.(event.queryDurationMillis);
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      application_name: options.applicationName ?? POSTGRES_APPLICATION_NAME,
    });
    // An idle connection that dies (a server restart, an admin's terminate) is dropped by the
    // pool and replaced on the next query; unheard, its 'error' event would crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins, log });
    return { db, kind: 'postgres', queries, sqlite: null, close: () => db.destroy() };
  }
  const path = sqlitePath(url);
  if (path !== ':memory:') {
    // The database holds password hashes: its folder and file are created private (0700/0600);
    // SQLite gives its -wal and -shm files the database file's mode.
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    closeSync(openSync(path, 'a', 0o600));
  }
  const sqlite = new SQLite(path);
  // WAL lets readers go on while a write commits; the busy timeout rides out a second process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins,
    log,
  });
  return { db, kind: 'sqlite', queries, sqlite, close: () => db.destroy() };
};
