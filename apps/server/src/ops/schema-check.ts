// Whether a database (or a backup of one) really is CueLeague's at the schema its migrations table
// names. A migrations table alone proves little: another Kysely app has one too, and a server that
// trusts it dies half way through the next migration. The tables and columns a database at that
// migration must have are read off a reference built in memory by the same migrations.
import type SQLite from 'better-sqlite3';
import { postgresColumns } from '../db/catalog.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import { knownMigrations, migrateUpTo } from '../db/migrations.ts';

/** Table name → its column names. */
export type SchemaShape = Map<string, Set<string>>;

const INTERNAL = /^(sqlite_|kysely_migration_lock$)/;

/** The tables and columns of an SQLite database, read through its own connection. */
export const sqliteShape = (db: SQLite.Database): SchemaShape => {
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' order by name")
    .all() as { name: string }[];
  return new Map(
    tables
      .filter((table) => !INTERNAL.test(table.name))
      .map((table) => [
        table.name,
        new Set(
          (
            db.pragma(`table_info("${table.name.replaceAll('"', '""')}")`) as { name: string }[]
          ).map((column) => column.name),
        ),
      ]),
  );
};

/** The tables and columns of a live database of either kind. */
export const databaseShape = async (
  handle: Pick<DatabaseHandle, 'db' | 'sqlite'>,
): Promise<SchemaShape> => {
  if (handle.sqlite) return sqliteShape(handle.sqlite);
  const shape: SchemaShape = new Map();
  for (const row of await postgresColumns(handle.db)) {
    if (INTERNAL.test(row.tableName)) continue;
    const columns = shape.get(row.tableName) ?? new Set<string>();
    columns.add(row.columnName);
    shape.set(row.tableName, columns);
  }
  return shape;
};

const expected = new Map<string, Promise<SchemaShape>>();

/** What a CueLeague database migrated up to `migration` holds. */
export const expectedShape = (migration: string): Promise<SchemaShape> => {
  let shape = expected.get(migration);
  if (!shape) {
    shape = (async () => {
      const reference = openDatabase('sqlite::memory:');
      try {
        await migrateUpTo(reference.db, migration);
        return sqliteShape(reference.sqlite as SQLite.Database);
      } finally {
        await reference.close();
      }
    })();
    expected.set(migration, shape);
  }
  return shape;
};

/**
 * What keeps a database whose migrations table lists `applied` from being CueLeague's, in a few
 * words (null: nothing). `actual` may list tables only (empty column sets: columns unchecked).
 */
export const schemaProblem = async (
  applied: string[],
  actual: SchemaShape,
  options: { columns: boolean } = { columns: true },
): Promise<string | null> => {
  const known = knownMigrations();
  // Migrations run in order: a CueLeague database has applied a prefix of the known ones.
  const prefix = known.slice(0, applied.length);
  if (applied.some((name, index) => name !== prefix[index]))
    return `its migrations table lists ${applied.slice(0, 3).join(', ')}${applied.length > 3 ? ', …' : ''}, not CueLeague's`;
  const last = applied[applied.length - 1];
  if (!last) return 'it has no schema version';
  const missing: string[] = [];
  for (const [table, columns] of await expectedShape(last)) {
    const have = actual.get(table);
    if (!have) missing.push(`table ${table}`);
    else if (options.columns)
      for (const column of columns) if (!have.has(column)) missing.push(`${table}.${column}`);
  }
  if (missing.length === 0) return null;
  return `it lacks ${missing.slice(0, 4).join(', ')}${missing.length > 4 ? ` and ${missing.length - 4} more` : ''} of schema ${last}`;
};
