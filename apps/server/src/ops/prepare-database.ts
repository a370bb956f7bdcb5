// Before serving: apply the migrations this version brings. When that changes a database that
// already holds a league, a backup is taken first, so an upgrade that goes wrong costs nothing
// (a first start on an empty database has nothing to keep).
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { knownMigrations, migrateToLatest, pendingMigrations } from '../db/migrations.ts';
import { takeBackup, type Backup } from './backups.ts';

export const prepareDatabase = async (
  handle: Pick<DatabaseHandle, 'db' | 'kind' | 'sqlite'>,
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<{ applied: string[]; backup: Backup | null }> => {
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
