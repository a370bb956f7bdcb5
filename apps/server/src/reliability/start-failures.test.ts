// A server that cannot start says why in one line on stderr and exits 1, never with a stack
// trace: a foreign database, a database it cannot reach, a DATA_DIR it cannot write, a port in use.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort, runToExit, serverEnv } from '../test/processes.ts';

const startServerProcess = (env: Record<string, string>) =>
  runToExit('apps/server/src/main.ts', [], env);

/** One line, no stack, exit 1. */
const expectOneLine = (result: { status: number | null; stderr: string }, pattern: RegExp) => {
  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/^\s+at /m);
};

describe('a start that fails', () => {
  let dir: string;
  let port: number;
  let listening: Server | null = null;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cueleague-start-'));
    port = await freePort();
  });
  afterEach(() => {
    listening?.close();
    listening = null;
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a foreign SQLite file that has a kysely_migration table', async () => {
    const path = join(dir, 'other-app.sqlite');
    const db = new SQLite(path);
    db.exec('create table kysely_migration (name varchar(255) primary key, timestamp text)');
    db.prepare('insert into kysely_migration values (?, ?)').run('0001-initial', 'x');
    db.exec('create table notes (id integer primary key, body text)');
    db.close();
    const result = await startServerProcess(serverEnv(port, `sqlite:${path}`, dir));
    expectOneLine(
      result,
      new RegExp(`^The database ${path}: not a CueLeague database: it lacks table `),
    );
  }, 60_000);

  it('refuses a file that is not SQLite at all', async () => {
    const path = join(dir, 'notes.sqlite');
    writeFileSync(path, 'these are my notes, not a database '.repeat(100));
    const result = await startServerProcess(serverEnv(port, `sqlite:${path}`, dir));
    expectOneLine(result, new RegExp(`^The database ${path} is not an SQLite database$`));
  }, 60_000);

  it('says when PostgreSQL cannot be reached, without the password', async () => {
    const nobody = await freePort();
    const url = `postgres://league:s3cret-password@127.0.0.1:${nobody}/cueleague`;
    const result = await startServerProcess(serverEnv(port, url, dir));
    expectOneLine(
      result,
      new RegExp(`^Cannot use the database PostgreSQL at 127\\.0\\.0\\.1:${nobody}/cueleague: `),
    );
    expect(result.stderr).not.toContain('s3cret');
  }, 60_000);

  it('says when DATA_DIR is not a writable folder', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const dataDir = join(file, 'data');
    const result = await startServerProcess(
      serverEnv(port, `sqlite:${join(dir, 'x.sqlite')}`, dataDir),
    );
    expectOneLine(
      result,
      new RegExp(`^DATA_DIR ${dataDir} is not a writable folder \\(ENOTDIR\\)$`),
    );
  }, 60_000);

  it('says when the port is in use', async () => {
    listening = createServer();
    await new Promise<void>((resolve) => listening?.listen(port, '127.0.0.1', resolve));
    const result = await startServerProcess(
      serverEnv(port, `sqlite:${join(dir, 'x.sqlite')}`, dir),
    );
    expectOneLine(
      result,
      new RegExp(
        `^Port ${port} on 127\\.0\\.0\\.1 is already in use: stop what listens there, or set PORT$`,
      ),
    );
  }, 60_000);
});
