// What the database says about itself rather than about the league: whether it answers, which
// migrations it has, its tables and columns (PostgreSQL's catalog), and the other server
// connections on it. Used by the health routes and the operator's tools (ops/).
import { sql } from 'kysely';
import type { Db } from './database.ts';

/** A real round trip to the database (what /health checks). */
export const pingDatabase = async (db: Db): Promise<void> => {
  await sql`select 1`.execute(db);
};

/** The names of the migrations applied, in order (the kysely_migration table must exist); `db`
 * may be a transaction, as the league export's snapshot is. */
export const appliedMigrationNames = async (db: Db): Promise<string[]> =>
  (
    await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  ).rows.map((row) => row.name);

/** PostgreSQL: every column of every table of the current schema. */
export const postgresColumns = async (
  db: Db,
): Promise<{ tableName: string; columnName: string }[]> =>
  (
    await sql<{ tableName: string; columnName: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()`.execute(db)
  ).rows;

/** PostgreSQL: how many connections named `applicationName`, other than ours, are open on the
 * database. */
export const otherConnectionsNamed = async (db: Db, applicationName: string): Promise<number> => {
  const result = await sql<{ count: string }>`
    select count(*) as count from pg_stat_activity
    where datname = current_database() and application_name = ${applicationName}
      and pid <> pg_backend_pid()`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
};
