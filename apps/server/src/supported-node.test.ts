// The Node.js lines CueLeague runs on (package.json's `engines`), an older Node refused in one line
// rather than crashing, and a real server process on the Node running this suite: CI runs the
// whole suite on the Node npm scripts use (node_modules/.bin/node, 24) and the server's tests
// again on Node 22 (.ci/run), so this process test covers both lines.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, freePort, serverEnv, startProcess, stopProcess } from './test/processes.ts';
import { SUPPORTED_NODE, isSupportedNode, unsupportedNodeMessage } from './supported-node.ts';

describe('the supported Node.js versions', () => {
  it("are package.json's engines", () => {
    const root = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(root.engines.node).toBe(SUPPORTED_NODE);
  });

  it.each([
    ['20.20.2', false],
    ['22.13.1', false],
    ['22.14.0', true],
    ['22.23.3', true],
    ['23.11.0', false],
    ['24.0.0', true],
    ['24.21.0', true],
    ['26.1.0', true],
  ])('Node %s: %s', (version, supported) => {
    expect(isSupportedNode(version)).toBe(supported);
  });

  it('refuses an older Node in one line that names it and the Node to use instead', () => {
    const message = unsupportedNodeMessage('20.20.2', '/usr/bin/node') ?? '';
    expect(message).toContain('needs Node.js ^22.14.0 || >=24; /usr/bin/node is 20.20.2');
    expect(message).toContain('node_modules/.bin/node apps/server/dist/main.js');
    expect(message).not.toContain('\n');
  });

  it('accepts the Node running this suite', () => {
    expect(unsupportedNodeMessage()).toBeNull();
  });
});

describe(`a server process on Node ${process.versions.node}`, () => {
  let dataDir = '';
  let child: ChildProcess | null = null;
  afterEach(async () => {
    if (child) await stopProcess(child);
    child = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  // better-sqlite3 12 aborted here on Node 24.19+ ("Assertion failed: (env) != nullptr" from its
  // statements' destructor), while loading the demo or serving it.
  it('loads the demo league, serves its reads and stops cleanly', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cueleague-node-'));
    const databaseUrl = `sqlite:${join(dataDir, 'cueleague.sqlite')}`;
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/seed/seed-demo.ts'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      },
    );
    expect(seeded.status, seeded.stderr).toBe(0);
    expect(seeded.stdout).toContain('Loaded the demo league');

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = await startProcess(
      'apps/server/src/main.ts',
      serverEnv(port, databaseUrl, dataDir),
      `${url}/api/ready`,
      { timeoutMs: 60_000 },
    );
    const seasons = (await (await fetch(`${url}/api/seasons`)).json()) as {
      items: { id: string; isCurrent: boolean }[];
    };
    const current = seasons.items.find((season) => season.isCurrent);
    expect(current).toBeDefined();
    const standings = await fetch(`${url}/api/standings?seasonId=${current?.id ?? ''}`);
    expect(standings.status).toBe(200);
    expect(JSON.stringify(await standings.json())).toContain('points');

    const running = child;
    await stopProcess(running);
    expect(running.signalCode).toBeNull();
    expect(running.exitCode).toBe(0);
  }, 180_000);
});
