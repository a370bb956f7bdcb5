// `npm start`: validate the configuration, make sure DATA_DIR is writable, take the SQLite
// database's lock (one server per database), open the database (checking it is CueLeague's, and
// backing it up first when this start applies migrations to existing data), create the league
// from BOOTSTRAP_ADMIN_* when asked (or print the setup code while there is no league), and serve
// the API and the web app on one port, with scheduled SQLite backups. A start that fails says why in one line on stderr and exits 1 (the stack only
// with LOG_LEVEL=debug or trace).
import { accessSync, chmodSync, constants, mkdirSync, statSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { isPostgresUrl, openDatabase, sqlitePath } from './db/database.ts';
import { startBackupSchedule } from './ops/backup-schedule.ts';
import { backupDir, describeBackup } from './ops/backups.ts';
import { DatabaseMismatchError, prepareDatabase } from './ops/prepare-database.ts';
import { holdSqliteLock, LockHeldError } from './ops/server-lock.ts';
import { anyLeagueExists } from './repositories/leagues.ts';
import { createLeagueWithAdmin } from './services/league-setup.ts';
import { prepareSetupCode } from './services/setup-code.ts';
import { refuseUnsupportedNode } from './supported-node.ts';

/** A start-up failure already put in words for the operator. */
class StartupError extends Error {
  override name = 'StartupError';
}

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

const oneLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ');

/** Runs a start-up step; an error it throws is put in words by `explain`. */
const step = async <T>(explain: (error: unknown) => string, run: () => T | Promise<T>) => {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StartupError || error instanceof ConfigError) throw error;
    throw new StartupError(explain(error), { cause: error });
  }
};

/** The database's address for a message: never its password. */
const describeDatabase = (url: string): string => {
  if (!isPostgresUrl(url)) return sqlitePath(url);
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
};

const explainDatabase = (url: string) => (error: unknown) => {
  const where = describeDatabase(url);
  if (error instanceof DatabaseMismatchError) return `The database ${where}: ${error.message}`;
  if (codeOf(error) === 'SQLITE_NOTADB') return `The database ${where} is not an SQLite database`;
  if (isPostgresUrl(url)) return `Cannot use the database ${where}: ${oneLine(error)}`;
  return `Cannot open the database ${where}: ${oneLine(error)}`;
};

/** chmod when this user owns the file and others may read it; anything else is left as it is. */
const makePrivate = (path: string, mode: number): void => {
  try {
    const stats = statSync(path);
    if ((stats.mode & 0o077) !== 0 && stats.uid === process.getuid?.()) chmodSync(path, mode);
  } catch {
    // Not there, or not ours: nothing to tighten.
  }
};

const main = async (): Promise<void> => {
  refuseUnsupportedNode();
  // Everything the server writes (database, backups, outbox, secret) is the league's own: private.
  process.umask(0o077);
  const config = await step(oneLine, () => loadConfig());
  await step(
    (error) =>
      `DATA_DIR ${config.dataDir} is not a writable folder (${codeOf(error) || oneLine(error)})`,
    () => {
      mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
      accessSync(config.dataDir, constants.W_OK);
    },
  );
  // A folder made by hand (adduser's home is 0755) or by an older version is made private too.
  makePrivate(config.dataDir, 0o700);
  const releaseLock = isPostgresUrl(config.databaseUrl)
    ? () => {}
    : await step(
        (error) =>
          error instanceof LockHeldError
            ? `Not starting: ${error.message}`
            : `Cannot lock the database ${sqlitePath(config.databaseUrl)}: ${oneLine(error)}`,
        () => holdSqliteLock(sqlitePath(config.databaseUrl)),
      );
  const database = await step(explainDatabase(config.databaseUrl), () =>
    openDatabase(config.databaseUrl),
  );
  if (database.sqlite) {
    const path = sqlitePath(config.databaseUrl);
    for (const file of [path, `${path}-wal`, `${path}-shm`]) makePrivate(file, 0o600);
    makePrivate(backupDir(config.dataDir), 0o700);
  }
  const { applied, backup } = await step(explainDatabase(config.databaseUrl), () =>
    prepareDatabase(database, config),
  );
  const app = await buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    queries: database.queries,
  });
  if (backup)
    app.log.info(`Backed up before applying ${applied.join(', ')}: ${describeBackup(backup)}`);
  if (config.bootstrapAdmin && !(await anyLeagueExists(database.db))) {
    await createLeagueWithAdmin(
      database.db,
      { leagueName: 'CueLeague', timezone: 'Europe/London', ...config.bootstrapAdmin },
      new Date(),
    );
    app.log.info(`Created the league with admin ${config.bootstrapAdmin.email}`);
  }
  // No league yet: the setup page asks for this code, so only whoever reads this log (or runs
  // the CLI on this machine) can create the league.
  const setupCode = await prepareSetupCode(database.db, config.setupCode, new Date());
  if (setupCode) {
    app.log.warn(
      setupCode.fromEnvironment
        ? 'No league yet: open the app and set it up with the setup code SETUP_CODE sets.'
        : `No league yet: open the app and set it up with the setup code ${setupCode.code} (npm run setup-code shows it again).`,
    );
  }
  const stopBackups = startBackupSchedule(database, config, app.log, Date.now, app.ctx.backups);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    stopBackups();
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await step(
    (error) =>
      codeOf(error) === 'EADDRINUSE'
        ? `Port ${config.port} on ${config.host} is already in use: stop what listens there, or set PORT`
        : `Cannot listen on ${config.host}:${config.port}: ${oneLine(error)}`,
    () => app.listen({ port: config.port, host: config.host }),
  );
  app.log.info(
    `CueLeague (${database.kind}) is serving http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
};

main().catch((error: unknown) => {
  const verbose = /^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '');
  if (error instanceof ConfigError || error instanceof StartupError)
    console.error(verbose && error.cause ? error : error.message);
  else console.error(verbose ? error : `CueLeague could not start: ${oneLine(error)}`);
  process.exit(1);
});
