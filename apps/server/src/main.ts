// `npm start`: validate the configuration, open and migrate the database, create the league
// from BOOTSTRAP_ADMIN_* when asked, and serve the API and the web app on one port.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrations.ts';
import { createLeagueWithAdmin, leagueExists } from './services/league-setup.ts';

const main = async (): Promise<void> => {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, db: database.db, dbKind: database.kind });
  if (config.bootstrapAdmin && !(await leagueExists(database.db))) {
    await createLeagueWithAdmin(
      database.db,
      { leagueName: 'CueLeague', timezone: 'Europe/London', ...config.bootstrapAdmin },
      new Date(),
    );
    app.log.info(`Created the league with admin ${config.bootstrapAdmin.email}`);
  }
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
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
