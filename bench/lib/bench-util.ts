// Shared pieces of the benchmarks: percentiles and memory readings. Processes and ports come from
// apps/server/src/test/processes.ts, shared with the tests.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT, serverEnv } from '../../apps/server/src/test/processes.ts';

/** Resident memory of a process, in bytes (Linux). */
export const rssOf = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) * 1024;
};

/** CPU time (user + system) a process has used so far, in ms (Linux, 100 ticks a second). Unlike
 * throughput, CPU time per request hardly moves with what else the machine is running. */
export const cpuTimeOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are the 14th and 15th fields, the 12th and 13th after the command.
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
};

export const summary = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment of the server under test: as `npm start` runs it in production, logging only
 * warnings (the benchmarks measure the server, not its log volume). SERVER_NODE_OPTIONS passes
 * flags to it, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a run. */
export const benchServerEnv = (
  port: number,
  databaseUrl: string,
  dataDir: string,
  extra: Record<string, string> = {},
): Record<string, string> => ({
  ...serverEnv(port, databaseUrl, dataDir),
  NODE_ENV: 'production',
  ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}),
  ...extra,
});

/** The machine's 1, 5 and 15 minute load averages, written beside every result: on a shared
 * 2-core machine they say how much the numbers can be trusted. */
export const loadAverage = (): number[] => loadavg().map((value) => Number(value.toFixed(2)));

/** When and on what a benchmark ran, written into every result: the date, the cores and the load
 * average as it starts. */
export const runFacts = () => ({
  date: new Date().toISOString(),
  machine: `${cpus().length} cores`,
  loadAverageAtStart: loadAverage(),
});

/** Writes a benchmark's results to bench/results/<name>.json, where the README's numbers come from. */
export const writeResults = (name: string, results: unknown): void => {
  const out = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
};

const MEMORY_PROBE = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));

/** NODE_OPTIONS for a server under test that loads lib/memory-probe.mjs (besides whatever
 * SERVER_NODE_OPTIONS asks for), so `memoryAfterGc` can read its memory. */
export const memoryProbeNodeOptions = (): string =>
  [process.env.SERVER_NODE_OPTIONS, `--import ${MEMORY_PROBE}`].filter(Boolean).join(' ');

export interface MemoryReading {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** The memory of a process started with `memoryProbeNodeOptions()` and MEMORY_PROBE_DIR=dir,
 * after two full garbage collections. */
export const memoryAfterGc = async (pid: number, dir: string): Promise<MemoryReading> => {
  const file = join(dir, `${pid}.json`);
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} wrote no memory reading`);
    await sleep(20);
  }
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = JSON.parse(
    readFileSync(file, 'utf8'),
  ) as MemoryReading;
  return { rss, heapTotal, heapUsed, external, arrayBuffers };
};
