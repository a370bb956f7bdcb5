// Start-up time and idle memory of the server as `npm start` runs it (the bundle in
// apps/server/dist, plain node) against the TypeScript sources run through tsx (how `npm start`
// ran it before), with a floor: a bare node HTTP server started the same way.
//   npm run bench:start --workspace bench      (RUNS=5; builds the server bundle first)
// Start-up = from spawning the process to the first 200 from its health URL (polled every 10 ms),
// on an SQLite database already migrated; idle memory = resident memory 3 s after that.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT, stopProcess } from '../apps/server/src/test/processes.ts';
import {
  benchServerEnv,
  loadAverage,
  rssOf,
  sleep,
  summary,
  writeResults,
} from './lib/bench-util.ts';

const RUNS = Number(process.env.RUNS ?? 5);

const variants = {
  'node dist/main.js (npm start now)': [process.execPath, 'apps/server/dist/main.js'],
  'tsx src/main.ts (before)': [process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'],
  'bare node http (floor)': [
    process.execPath,
    '-e',
    "require('http').createServer((q,r)=>r.end('ok')).listen(process.env.PORT,'127.0.0.1')",
  ],
} as const;

const measure = async (command: readonly string[], dataDir: string) => {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0] ?? '', command.slice(1), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...benchServerEnv(port, `sqlite:${join(dataDir, 'db.sqlite')}`, dataDir, {
        BACKUP_INTERVAL_HOURS: '0',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited`);
    await sleep(10);
  }
  const startMs = performance.now() - started;
  await sleep(3000);
  const rss = rssOf(child.pid ?? 0);
  await stopProcess(child);
  return { startMs, rssMb: rss / 1024 / 1024 };
};

const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/server'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('the server build failed');
const dataDir = mkdtempSync(join(tmpdir(), 'cueleague-start-'));
mkdirSync(join(dataDir, 'no-web-build'), { recursive: true });
const loadBefore = loadAverage();
// A first start migrates the database; the measured ones find it ready, as a restart does.
await measure(variants['node dist/main.js (npm start now)'], dataDir);
const results: Record<
  string,
  { startMs: ReturnType<typeof summary>; rssMb: ReturnType<typeof summary> }
> = {};
for (const [name, command] of Object.entries(variants)) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(command, dataDir));
  results[name] = {
    startMs: summary(runs.map((run) => Math.round(run.startMs))),
    rssMb: summary(runs.map((run) => Number(run.rssMb.toFixed(1)))),
  };
}
const report = {
  date: new Date().toISOString(),
  runs: RUNS,
  loadBefore,
  loadAfter: loadAverage(),
  results,
};
writeResults('server-start', report);
console.log(JSON.stringify(report, null, 2));
rmSync(dataDir, { recursive: true, force: true });
