// Before serving: check the database is CueLeague's, then apply the migrations this version
// brings. When that changes a database that already holds a league, a backup is taken first, so
// an upgrade that goes wrong costs nothing (a first start on an empty database has nothing to keep).
import type { Config } from '../config.ts';
import { appliedMigrationNames } from '../db/catalog.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { knownMigrations, migrateToLatest, pendingMigrations } from '../db/migrations.ts';
import { takeBackup, type Backup } from './backups.ts';
import { databaseShape, schemaProblem } from './schema-check.ts';

/** The database is not one this version can serve: said in one line, before anything changes. */
export class DatabaseMismatchError extends Error {
  override name = 'DatabaseMismatchError';
}

/** Refuses another application's database, and one a newer CueLeague has upgraded. */
const checkIsCueLeague = async (
  handle: Pick<DatabaseHandle, 'db' | 'kind' | 'sqlite'>,
): Promise<void> => {
  const shape = await databaseShape(handle);
  const applied = shape.has('kysely_migration') ? await appliedMigrationNames(handle.db) : [];
  if (applied.length === 0) {
    if ([...shape.keys()].some((table) => table !== 'kysely_migration'))
      throw new DatabaseMismatchError(
        'it holds tables but no CueLeague schema version: not a CueLeague database',
      );
    return;
  }
  const known = new Set(knownMigrations());
  const newer = applied.filter((name) => !known.has(name));
  if (newer.length > 0 && applied.every((name) => known.has(name) || /^\d{4}-/.test(name)))
    throw new DatabaseMismatchError(
      `a newer CueLeague has upgraded it (schema ${newer.join(', ')}): run that version, or restore the backup taken before the upgrade`,
    );
  const problem = await schemaProblem(applied, shape);
  if (problem) throw new DatabaseMismatchError(`not a CueLeague database: ${problem}`);
};

export const prepareDatabase = async (
  handle: Pick<DatabaseHandle, 'db' | 'kind' | 'sqlite'>,
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<{ applied: string[]; backup: Backup | null }> => {
  await checkIsCueLeague(handle);
  const pending = await pendingMigrations(handle.db);
  const backup =
    pending.length > 0 && pending.length < knownMigrations().length
      ? await takeBackup(handle, {
          dataDir: config.dataDir,
          databaseUrl: config.databaseUrl,
          kind: 'pre-migration',
        })
      : null;
  await migrateToLatest(handle.db);
  return { applied: pending, backup };
};
