// The self-hoster's commands, with the server's own configuration (DATA_DIR, DATABASE_URL):
//   npm run backup             a backup now, into DATA_DIR/backups
//   npm run restore -- FILE    checks FILE, then puts it in the database's place
//   npm run export -- FILE     the whole league as JSON, with password hashes (to move servers)
//   npm run import -- FILE     loads such an export into an empty database (either dialect)
//   npm run setup-code         the code the setup page asks for while there is no league
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { isPostgresUrl, openDatabase, sqlitePath } from '../db/database.ts';
import {
  checkBackupFile,
  describeBackup,
  pruneBackups,
  RestoreError,
  restorePostgres,
  restoreSqlite,
  takeBackup,
} from '../ops/backups.ts';
import { migrateToLatest, pendingMigrations } from '../db/migrations.ts';
import {
  exportLeague,
  ImportError,
  importLeague,
  parseLeagueExport,
} from '../ops/league-export.ts';
import { postgresServerConnections, sqliteServerPid } from '../ops/server-lock.ts';
import { prepareSetupCode } from '../services/setup-code.ts';

const CLI_APPLICATION_NAME = 'cueleague-cli';

const backup = async (config: Config): Promise<void> => {
  const handle = openDatabase(config.databaseUrl, { applicationName: CLI_APPLICATION_NAME });
  try {
    const made = await takeBackup(handle, {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      kind: 'manual',
    });
    console.log(`Backup written: ${describeBackup(made)}`);
    for (const file of pruneBackups(config.dataDir, config.backups.keep))
      console.log(`Removed an old backup (BACKUP_KEEP=${config.backups.keep}): ${file}`);
  } finally {
    await handle.close();
  }
};

const restore = async (config: Config, file: string | undefined): Promise<void> => {
  if (!file) throw new RestoreError('Name the backup file: npm run restore -- FILE');
  const path = resolve(file);
  const postgres = isPostgresUrl(config.databaseUrl);
  if (postgres !== path.endsWith('.dump'))
    throw new RestoreError(
      postgres
        ? 'DATABASE_URL is PostgreSQL: restore a .dump file made by npm run backup on PostgreSQL.'
        : 'The database is SQLite: restore a .sqlite file made by npm run backup.',
    );
  const { migrations } = await checkBackupFile(path);
  console.log(`Checked ${path}: sound, schema ${migrations[migrations.length - 1] ?? ''}.`);
  if (postgres) {
    const handle = openDatabase(config.databaseUrl, { applicationName: CLI_APPLICATION_NAME });
    try {
      const busy = await postgresServerConnections(handle.db);
      if (busy > 0)
        throw new RestoreError(
          `A CueLeague server is using the database (${busy} connection${busy === 1 ? '' : 's'}): stop it first.`,
        );
      // The database as it is now, kept aside before anything is replaced.
      const aside = await takeBackup(handle, {
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        kind: 'pre-restore',
      });
      console.log(`The current database is kept aside in ${aside.file}`);
    } finally {
      await handle.close();
    }
    await restorePostgres(path, config.databaseUrl);
  } else {
    const databasePath = sqlitePath(config.databaseUrl);
    const pid = sqliteServerPid(databasePath);
    if (pid !== null)
      throw new RestoreError(
        `A CueLeague server (pid ${pid}) is using ${databasePath}: stop it first.`,
      );
    const aside = await restoreSqlite(path, databasePath);
    if (aside) console.log(`The replaced database is kept aside in ${aside}`);
  }
  console.log('Restored. Start the server: it applies any newer migrations.');
};

const exportTo = async (config: Config, file: string | undefined): Promise<void> => {
  if (!file) throw new RestoreError('Name the file to write: npm run export -- FILE');
  const handle = openDatabase(config.databaseUrl, { applicationName: CLI_APPLICATION_NAME });
  try {
    const data = await exportLeague(handle.db, { credentials: true });
    writeFileSync(resolve(file), JSON.stringify(data), { mode: 0o600 });
    const rows = Object.values(data.tables).reduce((sum, rows) => sum + rows.length, 0);
    console.log(
      `Exported ${rows} rows to ${resolve(file)} (it holds password hashes: keep it safe).`,
    );
  } finally {
    await handle.close();
  }
};

const importFrom = async (config: Config, file: string | undefined): Promise<void> => {
  if (!file) throw new ImportError('Name the export file: npm run import -- FILE');
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(resolve(file), 'utf8'));
  } catch (error) {
    throw new ImportError(`Could not read ${file} as JSON: ${(error as Error).message}`);
  }
  const data = parseLeagueExport(parsed);
  const handle = openDatabase(config.databaseUrl, { applicationName: CLI_APPLICATION_NAME });
  try {
    await migrateToLatest(handle.db);
    const counts = await importLeague(handle.db, data);
    console.log(
      `Imported ${Object.entries(counts)
        .map(([table, count]) => `${count} ${table}`)
        .join(', ')}.`,
    );
  } finally {
    await handle.close();
  }
};

/** The server's setup code, read from the database (made there if no server has made one yet). */
const showSetupCode = async (config: Config): Promise<void> => {
  const handle = openDatabase(config.databaseUrl, { applicationName: CLI_APPLICATION_NAME });
  try {
    // Migrating is the server's job (it backs up first): the CLI only reads a prepared database.
    if ((await pendingMigrations(handle.db)).length > 0)
      throw new RestoreError(
        'The database is not ready: start the server once (it prints the setup code), then run this again.',
      );
    const code = await prepareSetupCode(handle.db, config.setupCode, new Date());
    console.log(
      code
        ? `Setup code: ${code.code}\nEnter it on the setup page to create the league or load the demo.`
        : 'The league is set up already: no setup code is needed. Sign in as its admin.',
    );
  } finally {
    await handle.close();
  }
};

const main = async (): Promise<void> => {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') return backup(config);
  if (command === 'restore') return restore(config, args[0]);
  if (command === 'export') return exportTo(config, args[0]);
  if (command === 'import') return importFrom(config, args[0]);
  if (command === 'setup-code') return showSetupCode(config);
  throw new RestoreError(
    `Unknown command '${command ?? ''}': use backup, restore FILE, export FILE, import FILE or setup-code.`,
  );
};

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof RestoreError ? error.message : error,
  );
  process.exit(1);
});
