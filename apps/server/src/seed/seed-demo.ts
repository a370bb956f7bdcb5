// `npm run seed:demo`: loads the demo league into the database `npm start` uses (same
// configuration, same DATA_DIR / DATABASE_URL), then prints what it made and how to sign in.
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { refuseUnsupportedNode } from '../supported-node.ts';
import {
  LeagueExistsError,
  seedDemoLeague,
  type DemoMatchCounts,
  type DemoSummary,
} from './demo-league.ts';

/** A plain text table: readable in any terminal and easy to copy an e-mail out of. */
const table = (header: readonly string[], rows: readonly (readonly string[])[]): string => {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

/** Where the data went, without printing a PostgreSQL password. */
const describeDatabase = (url: string): string => {
  if (!/^postgres(ql)?:\/\//.test(url)) return url.replace(/^(sqlite|file):(\/\/)?/, '');
  const parsed = new URL(url);
  parsed.password = parsed.password ? '***' : '';
  return parsed.toString();
};

const matchLine = (counts: DemoMatchCounts, weeks: number): string => {
  const total = counts.completed + counts['in-progress'] + counts['pre-match'];
  return counts.completed === total
    ? `${total} over ${weeks} weeks, all completed`
    : `${total} over ${weeks} weeks: ${counts.completed} completed, ` +
        `${counts['in-progress']} in progress, ${counts['pre-match']} to play`;
};

const report = (summary: DemoSummary, where: string, ms: number): string => {
  const previous = summary.previousSeason;
  const [top] = summary.divisions;
  const divisions = summary.divisions
    .map((division) => `${division.name} (${division.teamCount} teams)`)
    .join(', ');
  return [
    `Loaded the demo league into ${where} in ${(ms / 1000).toFixed(1)} s.`,
    '',
    `League     ${summary.leagueName}`,
    `Season     ${summary.seasonName} (current)`,
    `Divisions  ${divisions}; last season's top ${top?.teamCount ?? 0} make the ${top?.name ?? ''}`,
    `Teams      ${summary.teamCount}, each with its own venue (${summary.venueCount} venues)`,
    `Players    ${summary.playerCount}`,
    `Matches    ${matchLine(summary.matchCounts, summary.weekCount)}`,
    `Previous   ${previous.name}, finished: ${previous.teamCount} teams in one table, champions ${previous.champions}`,
    `           ${matchLine(previous.matchCounts, previous.weekCount)}`,
    '',
    'Logins (every account uses the same password):',
    '',
    table(
      ['Role', 'E-mail', 'Password', 'Team', 'Name'],
      summary.logins.map((login) => [
        login.role,
        login.email,
        login.password,
        login.teamName ?? '-',
        login.name ?? '-',
      ]),
    ),
    '',
    'Start the server with `npm start` and sign in with any of these.',
  ].join('\n');
};

const main = async (): Promise<number> => {
  refuseUnsupportedNode();
  const config = loadConfig();
  if (config.env === 'production') {
    // Its accounts share a published password: never on a production server (as the setup page).
    console.error('The demo league is not available on a production server (NODE_ENV=production).');
    return 1;
  }
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const summary = await seedDemoLeague(database.db, { now: new Date() });
    console.log(report(summary, describeDatabase(config.databaseUrl), performance.now() - started));
    return 0;
  } finally {
    await database.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof LeagueExistsError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
