// CI's start-up check of the compiled server (apps/server/dist, built by `npm run build`) on the
// Node.js that runs this script: it starts on an empty SQLite database, answers /api/ready, stops
// on SIGTERM with status 0, and the compiled CLI then backs the database up (SQLite's online
// backup API, in better-sqlite3's native module). .ci/run runs it on each supported Node line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const fail = (message) => {
  console.error(`smoke test on Node ${process.versions.node}: ${message}`);
  process.exit(1);
};

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'cueleague-smoke-'));
const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port) };
delete env.DATABASE_URL;

try {
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) =>
    server.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let stopped = null;
  void exited.then((status) => (stopped = status));
  // Ready once /api/ready answers 200 (the server migrates the new database first).
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (stopped) fail(`the server exited before it was ready (${JSON.stringify(stopped)})`);
    if (Date.now() > deadline) fail('the server did not answer /api/ready within two minutes');
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
    if (ready?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGTERM');
  const { code, signal } = await exited;
  if (code !== 0) fail(`the server stopped with ${signal ?? `status ${code}`}, not 0`);

  const backup = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'backup'], {
    env,
    encoding: 'utf8',
  });
  if (backup.status !== 0 || !backup.stdout.includes('Backup written'))
    fail(`npm run backup's CLI failed (${backup.status}): ${backup.stderr}`);
  console.log(`Compiled server and CLI on Node ${process.versions.node}: started, ready, stopped.`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
