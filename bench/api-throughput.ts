// Issue 9's API benchmark: autocannon against every read the web app makes (issue 17 part 4), on
// the demo league, on a large one (50 teams, 1,000 matches) and on a divided one (issue 15: 4
// divisions x 12 teams, with one division's table and fixtures too) and a 256-team cup (issue 31:
// its bracket's answer and its page), beside a bare Fastify route
// serving the same bytes in the same run. 100 connections; caches warm.
//   npm run bench:api --workspace bench        (DURATION=10 seconds per target by default)
import { get } from 'node:http';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrations.ts';
import { seedDemoLeague } from '../apps/server/src/seed/demo-league.ts';
import {
  freePort,
  REPO_ROOT,
  startProcess,
  startServer,
  stopProcess,
} from '../apps/server/src/test/processes.ts';
import {
  benchServerEnv,
  cpuTimeOf,
  loadAverage,
  runFacts,
  writeResults,
} from './lib/bench-util.ts';
import type { BareAnswer } from './lib/bare-fastify-server.ts';
import { seedLargeCup } from './lib/large-cup.ts';
import { seedLargeLeague } from './lib/large-league.ts';

const DURATION = Number(process.env.DURATION ?? 10);
const WEB_DIST = join(REPO_ROOT, 'apps', 'web', 'dist');
/** DATASETS=divided (comma-separated) runs only those; all of them by default. */
const DATASETS = process.env.DATASETS?.split(',') ?? ['demo', 'large', 'divided', 'cup'];
const wanted = (name: string) => DATASETS.includes(name);
const CONNECTIONS = 100;
/** What every browser sends; API scripts and curl send none. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const ENCODINGS = { gzip: BROWSER, identity: {} } as const;

/** autocannon against one URL, with the CPU time the serving process spent per answer. */
const measure = async (url: string, headers: Record<string, string>, pid: number) => {
  const cpuBefore = cpuTimeOf(pid);
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION,
    pipelining: 1,
  });
  const cpuMs = cpuTimeOf(pid) - cpuBefore;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytesPerAnswer: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
    serverCpuMicrosecondsPerAnswer: Math.round((cpuMs * 1000) / Math.max(1, result.requests.total)),
  };
};

const warm = async (url: string, headers: Record<string, string>) => {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1, pipelining: 1 });
};

/** Headers that belong to the connection or the moment, not to the answer. */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** The exact bytes the server answers a request with: its headers and its body, undecoded. */
const rawAnswer = (url: string, headers: Record<string, string>): Promise<BareAnswer> =>
  new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          body: Buffer.concat(chunks).toString('base64'),
          headers: Object.fromEntries(
            Object.entries(response.headers).filter(
              (entry): entry is [string, string] =>
                typeof entry[1] === 'string' && !PER_RESPONSE.has(entry[0]),
            ),
          ),
        }),
      );
    }).on('error', reject);
  });

const runDataset = async (name: string, seed: (dbUrl: string) => Promise<void>) => {
  const dir = mkdtempSync(join(tmpdir(), `cueleague-bench-${name}-`));
  const dbUrl = `sqlite:${join(dir, 'bench.sqlite')}`;
  await seed(dbUrl);
  // The built web app, as `npm start` serves it: the match page's HTML is one of the reads.
  const { url: base, child: server } = await startServer((port) =>
    benchServerEnv(port, dbUrl, dir, { WEB_DIST_DIR: WEB_DIST }),
  );
  const results: Record<string, unknown> = {};
  try {
    const season = (await (await fetch(`${base}/api/seasons/current`)).json()) as {
      id: string;
      divisions?: { id: string }[];
    };
    const live = (await (await fetch(`${base}/api/matches?state=in-progress`)).json()) as {
      items: { id: string }[];
    };
    // What the web app asks for (issue 17 part 4: every one of them): the home and schedule pages
    // read the season's matches as summaries, the fixtures page a month of a division's and the
    // division's months with their counts, /live the matches in progress with their frames, the
    // scoring and match pages one match; the team, player and
    // match pages (issue 18) a team, a team's fixtures, the season's player stats, a player's
    // rating history and career; a link to a match page is answered with its preview's HTML. The
    // season's whole list with every frame, which no page reads any more, is kept for API clients
    // (and measured) as `fixtures`, and a first page of it as `fixturesPage`.
    const stats = (await (
      await fetch(`${base}/api/stats/players?seasonId=${season.id}`)
    ).json()) as {
      items: { playerId: string; teamId: string | null }[];
    };
    const player = stats.items.find((row) => row.teamId)?.playerId ?? 'none';
    const team = stats.items.find((row) => row.teamId)?.teamId ?? 'none';
    const paths: Record<string, string> = {
      standings: `/api/standings?seasonId=${season.id}`,
      fixtures: `/api/matches?seasonId=${season.id}`,
      fixturesPage: `/api/matches?seasonId=${season.id}&limit=50`,
      fixturesSummary: `/api/matches?seasonId=${season.id}&view=summary`,
      live: '/api/matches?state=in-progress',
      match: `/api/matches/${live.items[0]?.id ?? 'none'}`,
      matchPageHtml: `/matches/${live.items[0]?.id ?? 'none'}`,
      team: `/api/teams/${team}`,
      teamFixtures: `/api/matches?seasonId=${season.id}&teamId=${team}&view=summary`,
      playerStats: `/api/stats/players?seasonId=${season.id}`,
      ratings: `/api/stats/players/${player}/ratings?seasonId=${season.id}`,
      career: `/api/players/${player}/career`,
    };
    // A divided league: one lower division's table and fixture list, as its picker asks.
    const lower = (season.divisions ?? []).at(-1);
    if (lower && (season.divisions?.length ?? 0) > 1) {
      paths.divisionStandings = `/api/standings?seasonId=${season.id}&divisionId=${lower.id}`;
      paths.divisionFixturesSummary = `/api/matches?seasonId=${season.id}&divisionId=${lower.id}&view=summary`;
      paths.divisionFixtures = `/api/matches?seasonId=${season.id}&divisionId=${lower.id}`;
      // The fixtures page reads a month at a time (issue 17 part 4): the division's months with
      // their counts, and its busiest month's summaries.
      const division = `seasonId=${season.id}&divisionId=${lower.id}`;
      paths.divisionFixtureMonths = `/api/matches/months?${division}`;
      const months = (await (await fetch(`${base}${paths.divisionFixtureMonths}`)).json()) as {
        items: { month: string; matches: number }[];
      };
      const busiest = [...months.items].sort((a, b) => b.matches - a.matches)[0]?.month;
      if (busiest) {
        const last = new Date(Date.UTC(Number(busiest.slice(0, 4)), Number(busiest.slice(5)), 0));
        paths.divisionFixturesMonth = `/api/matches?${division}&from=${busiest}-01&to=${last.toISOString().slice(0, 10)}&view=summary`;
      }
    }
    // A league with no match in progress (the cup's) has no match page to read.
    if (!live.items[0]) {
      delete paths.match;
      delete paths.matchPageHtml;
    }
    // Issue 31: a cup's bracket, as its page reads it, and the page's HTML (rendered, previewed).
    const cups = (await (await fetch(`${base}/api/competitions?seasonId=${season.id}`)).json()) as {
      items: { id: string }[];
    };
    const cup = cups.items[0]?.id;
    if (cup) {
      paths.competition = `/api/competitions/${cup}`;
      paths.competitionPageHtml = `/competitions/${cup}`;
    }
    /** TARGETS=standings,team (comma-separated) measures only those. */
    const only = process.env.TARGETS?.split(',');
    if (only) for (const key of Object.keys(paths)) if (!only.includes(key)) delete paths[key];
    const answers: Record<string, BareAnswer> = {};
    for (const path of Object.values(paths)) {
      answers[`gzip ${path}`] = await rawAnswer(`${base}${path}`, BROWSER);
      answers[`identity ${path}`] = await rawAnswer(`${base}${path}`, {});
    }
    const bytesFile = join(dir, 'bytes.json');
    writeFileSync(bytesFile, JSON.stringify(answers));
    const barePort = await freePort();
    const bare = await startProcess(
      'bench/lib/bare-fastify-server.ts',
      { PORT: String(barePort), BYTES_FILE: bytesFile },
      `http://127.0.0.1:${barePort}/health`,
    );
    try {
      for (const [target, path] of Object.entries(paths)) {
        for (const [encoding, headers] of Object.entries(ENCODINGS)) {
          // Warmed first (a second of the same load, not counted): a route's first requests
          // compile and load what it uses, and whichever target ran first paid for it.
          await warm(`${base}${path}`, headers);
          await warm(`http://127.0.0.1:${barePort}${path}`, headers);
          const real = await measure(`${base}${path}`, headers, server.pid ?? 0);
          // A rate of refusals is no measure of a read (the match page once answered 404 here).
          if (real.errors > 0)
            throw new Error(`${name} ${target}: ${real.errors} answers were not 2xx (${path})`);
          const floor = await measure(
            `http://127.0.0.1:${barePort}${path}`,
            headers,
            bare.pid ?? 0,
          );
          const row = {
            path,
            acceptEncoding: headers['accept-encoding' as keyof typeof headers] ?? null,
            cueleague: real,
            bareFastify: floor,
            ratio: Number((real.requestsPerSecond / floor.requestsPerSecond).toFixed(2)),
            // The bare route's CPU per answer over ours: the throughput ratio the two would reach
            // if each had a core to itself.
            cpuRatio: Number(
              (
                floor.serverCpuMicrosecondsPerAnswer /
                Math.max(1, real.serverCpuMicrosecondsPerAnswer)
              ).toFixed(2),
            ),
          };
          results[`${target} (${encoding})`] = row;
          console.log(name, target, encoding, JSON.stringify(row));
        }
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
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const results = {
    ...runFacts(),
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    ...(wanted('demo') && {
      demo: await runDataset('demo', (url) =>
        withDatabase(url, (db) => seedDemoLeague(db, { now: new Date() })),
      ),
    }),
    ...(wanted('large') && {
      large: await runDataset('large', (url) => withDatabase(url, (db) => seedLargeLeague(db))),
    }),
    // Issue 15: 4 divisions of 12 teams, home and away.
    ...(wanted('divided') && {
      divided: await runDataset('divided', (url) =>
        withDatabase(url, (db) =>
          seedLargeLeague(db, { divisions: 4, teamsPerDivision: 12, double: true }),
        ),
      ),
    }),
    // Issue 31: a 256-team cup beside a league of 256 teams with no fixtures of its own.
    ...(wanted('cup') && {
      cup: await runDataset('cup', (url) =>
        withDatabase(url, async (db) => {
          const { seasonId } = await seedLargeLeague(db, { teamsPerDivision: 256, maxMatches: 0 });
          const teams = Array.from({ length: 256 }, (_, i) => `team-${i + 1}`);
          await seedLargeCup(db, seasonId, teams);
        }),
      ),
    }),
    // The same cup as double elimination (the 256-entry bracket; a plate is for single
    // elimination only): asked for
    // by name (DATASETS=double-cup), not part of a full run.
    ...(wanted('double-cup') && {
      'double-cup': await runDataset('double-cup', (url) =>
        withDatabase(url, async (db) => {
          const { seasonId } = await seedLargeLeague(db, { teamsPerDivision: 256, maxMatches: 0 });
          const teams = Array.from({ length: 256 }, (_, i) => `team-${i + 1}`);
          await seedLargeCup(db, seasonId, teams, { bracket: 'double-elimination', plate: false });
        }),
      ),
    }),
    loadAverageAtEnd: loadAverage(),
  };
  // A run of some datasets (or some targets) only keeps its own file beside the full run's.
  const all = ['demo', 'large', 'divided', 'cup'].every(wanted);
  const targets = process.env.TARGETS ? `-${process.env.TARGETS.split(',').join('-')}` : '';
  writeResults(
    all && !targets ? 'api-throughput' : `api-throughput-${DATASETS.join('-')}${targets}`,
    results,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
