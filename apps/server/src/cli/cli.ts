// The self-hoster's commands, with the server's own configuration (DATA_DIR, DATABASE_URL):
//   npm run backup             a backup now, into DATA_DIR/backups
//   npm run restore -- FILE    checks FILE, then puts it in the database's place
//   npm run export -- FILE     the whole league as JSON, with password hashes, signed with a key
//                              from the session secret (to move servers); refused while a server
//                              uses the database, since what it writes after would not move
//   npm run import -- FILE [--without-credentials]
//                              loads an export into an empty database (either dialect): an
//                              operator's export signed with this server's secret with its
//                              passwords and mail, anything else as an admin's download
//   npm run setup-code         the code the setup page asks for while there is no league
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { isPostgresUrl, openDatabase, sqlitePath, type DatabaseHandle } from '../db/database.ts';
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
import { holdSqliteLock, LockHeldError, postgresServerConnections } from '../ops/server-lock.ts';
import { refuseUnsupportedNode } from '../supported-node.ts';
import { prepareSetupCode } from '../services/setup-code.ts';

const CLI_APPLICATION_NAME = 'cueleague-cli';

/**
 * Runs a command that must not run beside a server on an SQLite database (restore, import,
 * export): it takes the server's lock for its duration, so a server can't start meanwhile either.
 */
const withoutServer = async (config: Config, command: string, run: () => Promise<void>) => {
  if (isPostgresUrl(config.databaseUrl)) return run();
  const databasePath = sqlitePath(config.databaseUrl);
  let release: () => void;
  try {
    release = holdSqliteLock(databasePath, command);
  } catch (error) {
    if (error instanceof LockHeldError)
      throw new RestoreError(`${command} refused: ${error.message}.`);
    throw error;
  }
  try {
    await run();
  } finally {
    release();
  }
};

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
    await withoutServer(config, 'restore', async () => {
      const aside = await restoreSqlite(path, databasePath);
      if (aside) console.log(`The replaced database is kept aside in ${aside}`);
    });
  }
  console.log('Restored. Start the server: it applies any newer migrations.');
};

/**
 * On PostgreSQL, refuses while a server is connected (restore's check); on SQLite the command
 * already holds the server's lock (withoutServer), so no server runs meanwhile.
 */
const refuseWhileServed = async (handle: DatabaseHandle, what: string): Promise<void> => {
  if (handle.kind !== 'postgres') return;
  const busy = await postgresServerConnections(handle.db);
  if (busy > 0)
    throw new RestoreError(
      `A CueLeague server is using the database (${busy} connection${busy === 1 ? '' : 's'}): stop it first; ${what}.`,
    );
};

const exportTo = async (config: Config, file: string | undefined): Promise<void> => {
  if (!file) throw new RestoreError('Name the file to write: npm run export -- FILE');
  const handle = openDatabase(config.databaseUrl, { applicationName: CLI_APPLICATION_NAME });
  try {
    await refuseWhileServed(
      handle,
      'anything it wrote after the export would not move with it (a backup or the admin ' +
        "dashboard's download can be taken while it runs)",
    );
    const data = await exportLeague(handle.db, { operatorSecret: config.sessionSecret });
    writeFileSync(resolve(file), JSON.stringify(data), { mode: 0o600 });
    const rows = Object.values(data.tables).reduce((sum, rows) => sum + rows.length, 0);
    console.log(
      `Exported ${rows} rows to ${resolve(file)} (it holds password hashes: keep it safe). ` +
        "It is signed with this server's session secret: import it where SESSION_SECRET (or " +
        'DATA_DIR/session-secret) is the same, or its passwords and mail do not come with it.',
    );
  } finally {
    await handle.close();
  }
};

const WITHOUT_CREDENTIALS = '--without-credentials';

const importFrom = async (config: Config, args: string[]): Promise<void> => {
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== WITHOUT_CREDENTIALS);
  if (unknown.length > 0)
    throw new ImportError(`Unknown option ${unknown.join(', ')}: only ${WITHOUT_CREDENTIALS}.`);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file)
    throw new ImportError(`Name the export file: npm run import -- FILE [${WITHOUT_CREDENTIALS}]`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(resolve(file), 'utf8'));
  } catch (error) {
    throw new ImportError(`Could not read ${file} as JSON: ${(error as Error).message}`);
  }
  const data = parseLeagueExport(parsed, {
    operatorSecret: config.sessionSecret,
    withoutCredentials: args.includes(WITHOUT_CREDENTIALS),
  });
  const handle = openDatabase(config.databaseUrl, { applicationName: CLI_APPLICATION_NAME });
  try {
    await migrateToLatest(handle.db);
    const counts = await importLeague(handle.db, data);
    console.log(
      `Imported ${Object.entries(counts)
        .map(([table, count]) => `${count} ${table}`)
        .join(', ')}.`,
    );
    console.log(
      data.credentials
        ? "An operator's export, signed with this server's session secret: passwords, " +
            'unsubscribe links and mails still to send came with it.'
        : "Loaded as an admin's download: no password came with it, so everyone sets one with " +
            '"Forgot password" (set SMTP_URL first); no unsubscribe link or mail came either.',
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
  refuseUnsupportedNode();
  // Backups, exports and a restored database hold password hashes: private files.
  process.umask(0o077);
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') return backup(config);
  if (command === 'restore') return restore(config, args[0]);
  if (command === 'export') return withoutServer(config, 'export', () => exportTo(config, args[0]));
  if (command === 'import') return withoutServer(config, 'import', () => importFrom(config, args));
  if (command === 'setup-code') return showSetupCode(config);
  throw new RestoreError(
    `Unknown command '${command ?? ''}': use backup, restore FILE, export FILE, import FILE or setup-code.`,
  );
};

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof RestoreError || error instanceof ImportError
      ? error.message
      : error,
  );
  process.exit(1);
});
