// `npm start`: validate the configuration, open the database (backing it up first when this start
// applies migrations to existing data), create the league from BOOTSTRAP_ADMIN_* when asked (or
// print the setup code while there is no league), and serve the API and the web app on one port, with scheduled SQLite backups.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, sqlitePath } from './db/database.ts';
import { startBackupSchedule } from './ops/backup-schedule.ts';
import { describeBackup } from './ops/backups.ts';
import { prepareDatabase } from './ops/prepare-database.ts';
import { holdSqliteLock } from './ops/server-lock.ts';
import { createLeagueWithAdmin, leagueExists } from './services/league-setup.ts';
import { prepareSetupCode } from './services/setup-code.ts';

const main = async (): Promise<void> => {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  const releaseLock = database.sqlite ? holdSqliteLock(sqlitePath(config.databaseUrl)) : () => {};
  const { applied, backup } = await prepareDatabase(database, config);
  const app = await buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    queries: database.queries,
  });
  if (backup)
    app.log.info(`Backed up before applying ${applied.join(', ')}: ${describeBackup(backup)}`);
  if (config.bootstrapAdmin && !(await leagueExists(database.db))) {
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
  const stopBackups = startBackupSchedule(database, config, app.log);
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
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `CueLeague (${database.kind}) is serving http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
