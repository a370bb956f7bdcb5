// `npm run backup | restore | export | import` run the compiled CLI as it is, the way the `league`
// helper of docs/deploy.md does on a server: they never build (building needs the dev
// dependencies), and without a build they say so in one line. Run in a copy of the repository's
// package.json and launcher, with a stand-in for the compiled CLI that reports its arguments.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../test/processes.ts';

describe('the npm scripts of the maintenance commands', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'cueleague-scripts-'));
    mkdirSync(join(root, 'apps', 'server'), { recursive: true });
    copyFileSync(join(REPO_ROOT, 'package.json'), join(root, 'package.json'));
    copyFileSync(join(REPO_ROOT, 'apps/server/cli.mjs'), join(root, 'apps/server/cli.mjs'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const npmRun = (...args: string[]) =>
    spawnSync('npm', ['run', '--silent', ...args], { cwd: root, encoding: 'utf8' });

  it.each(['backup', 'restore', 'export', 'import'])(
    'npm run %s without a built server says so in one line, and builds nothing',
    (command) => {
      const run = npmRun(command);
      expect(run.status).not.toBe(0);
      expect(run.stderr.trim()).toBe(
        'The server is not built (apps/server/dist/cli.js is missing): run `npm run build` first.',
      );
      expect(existsSync(join(root, 'apps/server/dist'))).toBe(false);
    },
  );

  it('runs the compiled CLI with the command and its arguments', () => {
    mkdirSync(join(root, 'apps/server/dist'));
    writeFileSync(
      join(root, 'apps/server/dist/cli.js'),
      'console.log(JSON.stringify(process.argv.slice(2)));\n',
    );
    for (const [command, ...args] of [['backup'], ['restore', 'b.sqlite'], ['export', 'l.json']]) {
      const run = npmRun(command ?? '', '--', ...args);
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual([command, ...args]);
    }
  });
});
