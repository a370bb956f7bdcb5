// Issue 9's API benchmark: autocannon against standings, fixtures, the live list and one match, on
// the demo league and on a large one (50 teams, 1,000 matches), beside a bare Fastify route serving
// the same bytes in the same run. 100 connections; caches warm.
//   npm run bench:api --workspace bench        (DURATION=10 seconds per target by default)
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrations.ts';
import { seedDemoLeague } from '../apps/server/src/seed/demo-league.ts';
import {
  freePort,
  REPO_ROOT,
  serverEnv,
  startProcess,
  stopProcess,
} from '../apps/server/src/test/processes.ts';
import { seedLargeLeague } from './lib/large-league.ts';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = 100;

const measure = async (url: string) => {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    pipelining: 1,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytesPerAnswer: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
};

const runDataset = async (name: string, seed: (dbUrl: string) => Promise<void>) => {
  const dir = mkdtempSync(join(tmpdir(), `cueleague-bench-${name}-`));
  const dbUrl = `sqlite:${join(dir, 'bench.sqlite')}`;
  await seed(dbUrl);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    'apps/server/src/main.ts',
    { ...serverEnv(port, dbUrl, dir), NODE_ENV: 'production' },
    `${base}/api/health`,
  );
  const results: Record<string, unknown> = {};
  try {
    const season = (await (await fetch(`${base}/api/seasons/current`)).json()) as { id: string };
    const matches = (await (await fetch(`${base}/api/matches?seasonId=${season.id}`)).json()) as {
      items: { id: string }[];
    };
    const paths: Record<string, string> = {
      standings: `/api/standings?seasonId=${season.id}`,
      fixtures: `/api/matches?seasonId=${season.id}&view=summary`,
      fixturesWithFrames: `/api/matches?seasonId=${season.id}`,
      live: '/api/matches?state=in-progress',
      match: `/api/matches/${matches.items[0]?.id ?? 'none'}`,
    };
    const bytes: Record<string, string> = {};
    for (const path of Object.values(paths))
      bytes[path] = await (await fetch(`${base}${path}`)).text();
    const bytesFile = join(dir, 'bytes.json');
    writeFileSync(bytesFile, JSON.stringify(bytes));
    const barePort = await freePort();
    const bare = await startProcess(
      'bench/lib/bare-fastify-server.ts',
      { PORT: String(barePort), BYTES_FILE: bytesFile },
      `http://127.0.0.1:${barePort}/health`,
    );
    try {
      for (const [target, path] of Object.entries(paths)) {
        const real = await measure(`${base}${path}`);
        const floor = await measure(`http://127.0.0.1:${barePort}${path}`);
        results[target] = {
          path,
          cueleague: real,
          bareFastify: floor,
          ratio: Number((real.requestsPerSecond / floor.requestsPerSecond).toFixed(2)),
        };
        console.log(name, target, JSON.stringify(results[target]));
      }
    } finally {
      await stopProcess(bare);
    }
  } finally {
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
};

const withDatabase = async (
  dbUrl: string,
  work: (db: ReturnType<typeof openDatabase>['db']) => Promise<unknown>,
) => {
  const database = openDatabase(dbUrl);
  await migrateToLatest(database.db);
  await work(database.db);
  await database.close();
};

const main = async () => {
  const results = {
    date: new Date().toISOString(),
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    demo: await runDataset('demo', (url) =>
      withDatabase(url, (db) => seedDemoLeague(db, { now: new Date() })),
    ),
    large: await runDataset('large', (url) => withDatabase(url, (db) => seedLargeLeague(db))),
  };
  const out = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'api-throughput.json'), `${JSON.stringify(results, null, 2)}\n`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
