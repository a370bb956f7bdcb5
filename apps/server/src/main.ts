// `npm start`: validate the configuration, open the database (backing it up first when this start
// applies migrations to existing data), create the league from BOOTSTRAP_ADMIN_* when asked, and
// serve the API and the web app on one port, with scheduled SQLite backups.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, sqlitePath } from './db/database.ts';
import { startBackupSchedule } from './ops/backup-schedule.ts';
import { describeBackup } from './ops/backups.ts';
import { prepareDatabase } from './ops/prepare-database.ts';
import { holdSqliteLock } from './ops/server-lock.ts';
import { createLeagueWithAdmin, leagueExists } from './services/league-setup.ts';
import { refuseUnsupportedNode } from './supported-node.ts';

const main = async (): Promise<void> => {
  refuseUnsupportedNode();
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
