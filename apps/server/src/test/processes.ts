// Real processes for tests and benchmarks: a free loopback port, and a TypeScript entry point
// (a server) started in its own process, ready when a URL answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const canListen = (port: number): Promise<number | null> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });

/**
 * The low end of the kernel's range for outgoing connections' local ports (Linux), else null. A port
 * taken from that range (what listening on port 0 gives) can be taken again, before the test binds
 * it, by any outgoing connection of the suite's parallel workers: a database client, a fetch.
 */
const ephemeralLow = (): number | null => {
  try {
    const low = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
    );
    return Number.isInteger(low) ? low : null;
  } catch {
    return null;
  }
};

/** How many slices the spare range is cut into, one per vitest worker (the pool id, modulo). */
const SLICES = 16;
/**
 * Ports this process has handed out: a test draws several before listening on any (nginx's and
 * its upstreams'), and two the same would collide (nginx then merges a plain and an ssl listen on
 * one port and refuses to start).
 */
const handedOut = new Set<number>();

/**
 * A free loopback port for a test's server. Below the kernel's ephemeral range when there is room
 * (a random port there is only ever taken by another explicit listen), else any the kernel gives.
 * Each vitest worker draws from its own slice of that range, so two workers never draw the same
 * port between one's check and its listen.
 */
export const freePort = async (): Promise<number> => {
  const top = ephemeralLow();
  let low = 20_000;
  let high = top ?? low;
  const pool = Number(process.env.VITEST_POOL_ID);
  if (Number.isInteger(pool) && pool >= 1 && high - low >= SLICES * 500) {
    const size = Math.floor((high - low) / SLICES);
    low += ((pool - 1) % SLICES) * size;
    high = low + size;
  }
  if (high - low >= 500) {
    for (let tries = 0; tries < 50; tries++) {
      const candidate = low + Math.floor(Math.random() * (high - low));
      if (handedOut.has(candidate)) continue;
      const port = await canListen(candidate);
      if (port !== null) return handOut(port);
    }
  }
  const port = await canListen(0);
  if (port === null) throw new Error('no free port');
  return handOut(port);
};

const handOut = (port: number): number => {
  handedOut.add(port);
  return port;
};

/** Runs `entry` (relative to the repository root) with tsx and waits until `readyUrl` answers 2xx. */
export const startProcess = async (
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
  options: { timeoutMs?: number; output?: 'inherit' | 'ignore' } = {},
): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', options.output ?? 'ignore', 'inherit'],
  });
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${entry} did not answer ${readyUrl} in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * The server (apps/server/src/main.ts) on a free loopback port (or `port`), in its own process with
 * the environment `env` gives for that port; ready once its health check answers.
 */
export const startServer = async (
  env: (port: number) => Record<string, string>,
  port?: number,
): Promise<{ url: string; child: ChildProcess }> => {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startProcess('apps/server/src/main.ts', env(port), `${url}/api/health`);
  return { url, child };
};

export const stopProcess = (
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/** The environment of a server process for tests: its own data folder, no web build, quiet. */
export const serverEnv = (
  port: number,
  databaseUrl: string,
  dataDir: string,
): Record<string, string> => ({
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: `${dataDir}/no-web-build`,
  SESSION_SECRET: 'test-process-secret-test-process-secret',
  LOG_LEVEL: 'warn',
});

/**
 * Runs `entry` (relative to the repository root) with tsx to its end: a CLI command, or a server
 * that is expected to refuse to start. Answers its exit code and what it wrote.
 */
export const runToExit = (
  entry: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (status) =>
      resolve({
        status,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      }),
    );
  });

/** Signs in to a real server process: the session cookie to send. */
export const loginOverHttp = async (
  url: string,
  email: string,
  password: string,
): Promise<string> => {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};
