// Issue 9's web benchmark: the JS and CSS that `/`, `/live`, the scoring page and a cup's bracket
// page (issue 31: within the home page's budget) load on a first
// visit (what a real Chromium requests, with an empty cache), gzipped; and the largest contentful
// paint of `/live`. The app runs as `npm start` runs it: the production build served by the server,
// here with the demo league loaded.
//   npm run bench:web --workspace bench     (SKIP_BUILD=1 reuses apps/web/dist; RUNS=5 LCP runs)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrations.ts';
import { seedDemoLeague, type DemoSummary } from '../apps/server/src/seed/demo-league.ts';
import { REPO_ROOT, startServer, stopProcess } from '../apps/server/src/test/processes.ts';
import { loadAverage, percentile, runFacts, writeResults } from './lib/bench-util.ts';
import { launchChromium } from './lib/browser.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const JS_BUDGET_FOR_HOME = 180 * 1024;
const DIST = join(REPO_ROOT, 'apps', 'web', 'dist');

interface Asset {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/** Sizes of a built file, raw and gzipped (zlib's default level, as most servers use). */
const assetOf = (path: string): Asset => {
  const content = readFileSync(join(DIST, path));
  return { path, bytes: content.length, gzipBytes: gzipSync(content).length };
};

const total = (assets: readonly Asset[]) => ({
  files: assets.length,
  bytes: assets.reduce((sum, asset) => sum + asset.bytes, 0),
  gzipBytes: assets.reduce((sum, asset) => sum + asset.gzipBytes, 0),
});

/** Opens `url` in a fresh context (empty cache) and lists the JS and CSS files it loaded. */
const firstLoad = async (context: BrowserContext, url: string, ready: string | RegExp) => {
  const page = await context.newPage();
  const files = new Map<string, 'js' | 'css'>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) files.set(path, 'js');
    else if (path.endsWith('.css')) files.set(path, 'css');
  });
  await page.goto(url);
  // The page's own content, then quiet: every chunk it needed has arrived.
  await page.getByRole('heading', { name: ready }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  const of = (kind: 'js' | 'css') =>
    [...files].filter(([, type]) => type === kind).map(([path]) => assetOf(path.slice(1)));
  const js = of('js');
  const css = of('css');
  return { js: { ...total(js), assets: js }, css: { ...total(css), assets: css } };
};

/** The largest contentful paint of one fresh load, read as a page script would read it. */
const lcpOf = async (browser: Browser, url: string): Promise<number> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  // Let the live list's first update settle before reading the last candidate.
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return Math.round(lcp);
};

const seedDemo = async (dataDir: string): Promise<DemoSummary> => {
  const database = openDatabase(`sqlite:${join(dataDir, 'cueleague.sqlite')}`);
  await migrateToLatest(database.db);
  const summary = await seedDemoLeague(database.db, { now: new Date() });
  await database.close();
  return summary;
};

const main = async () => {
  if (process.env.SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'cueleague-web-'));
  const demo = await seedDemo(dataDir);
  // `npm start` is `npm run build && tsx apps/server/src/main.ts`: the build is done above.
  const { url: base, child: server } = await startServer((port) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  }));
  const browser = await launchChromium();
  const results: Record<string, unknown> = {
    ...runFacts(),
  };
  try {
    // The scoring page is a captain's: one whose team plays a match in progress.
    const live = (await (await fetch(`${base}/api/matches?state=in-progress`)).json()) as {
      items: { id: string; homeTeamId: string }[];
    };
    const teams = (await (await fetch(`${base}/api/teams?seasonId=${demo.seasonId}`)).json()) as {
      items: { id: string; name: string }[];
    };
    const match = live.items[0];
    const homeTeam = teams.items.find((team) => team.id === match?.homeTeamId);
    const captain = demo.logins.find(
      (login) => login.role === 'captain' && login.teamName === homeTeam?.name,
    );
    if (!match || !captain) throw new Error('The demo league has no match in progress');
    // The bracket page: the demo's current cup (a semi-final in play).
    const cups = (await (await fetch(`${base}/api/competitions`)).json()) as {
      items: { id: string; name: string }[];
    };
    const cup = cups.items[0];
    if (!cup) throw new Error('The demo league has no cup');

    const routes: Record<string, { url: string; ready: string | RegExp; signIn?: boolean }> = {
      '/': { url: '/', ready: 'Top of the table' },
      '/live': { url: '/live', ready: 'Live Matches' },
      '/team/match/:id/score': {
        url: `/team/match/${match.id}/score`,
        ready: /Round \d/,
        signIn: true,
      },
      '/competitions/:id': { url: `/competitions/${cup.id}`, ready: cup.name },
    };
    const weights: Record<string, unknown> = {};
    for (const [route, { url, ready, signIn }] of Object.entries(routes)) {
      const context = await browser.newContext({ baseURL: base });
      if (signIn) {
        const login = await context.request.post('/api/auth/login', {
          data: { email: captain.email, password: captain.password },
        });
        if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
      }
      weights[route] = await firstLoad(context, url, ready);
      await context.close();
    }
    results.firstLoad = weights;
    const home = weights['/'] as Awaited<ReturnType<typeof firstLoad>>;
    results.homeJsBudgetGzipBytes = JS_BUDGET_FOR_HOME;
    results.homeJsWithinBudget = home.js.gzipBytes <= JS_BUDGET_FOR_HOME;
    const bracket = weights['/competitions/:id'] as Awaited<ReturnType<typeof firstLoad>>;
    results.bracketJsWithinHomeBudget = bracket.js.gzipBytes <= JS_BUDGET_FOR_HOME;

    const lcps: number[] = [];
    for (let run = 0; run < RUNS; run++) lcps.push(await lcpOf(browser, `${base}/live`));
    const sorted = [...lcps].sort((a, b) => a - b);
    results.liveLcpMs = { runs: lcps, p50: percentile(sorted, 50), max: sorted[sorted.length - 1] };
    results.loadAverageAtEnd = loadAverage();
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeResults('web-weight', results);
  console.log(
    JSON.stringify(results, (key, value: unknown) => (key === 'assets' ? undefined : value), 2),
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
