// A fresh database per test, cheaply: a copy of the migrated SQLite template file, or a clone of
// the PostgreSQL template database.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DbKind } from '../db/database.ts';

const TEMPLATE_DB = 'cueleague_template';

/** The databases this run tests against: SQLite always, PostgreSQL when the run has one. */
export const TEST_DATABASES: DbKind[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const withDatabase = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export interface TestDatabase extends DatabaseHandle {
  url: string;
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

const adminQuery = async (url: string, sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** The database at `url`, opened; disposing of it closes it, then `remove` deletes it. */
const opened = (url: string, remove: () => unknown): TestDatabase => {
  const handle = openDatabase(url);
  return {
    ...handle,
    url,
    async dispose() {
      await handle.close();
      await remove();
    },
  };
};

export const createTestDatabase = async (
  kind: DbKind,
  options: {
    /** An empty database, not migrated (a test of an upgrade migrates it step by step). */
    empty?: boolean;
  } = {},
): Promise<TestDatabase> => {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'cueleague-db-'));
    const file = join(dir, 'test.sqlite');
    if (!options.empty) copyFileSync(inject('sqliteTemplate'), file);
    return opened(`sqlite:${file}`, () => rmSync(dir, { recursive: true, force: true }));
  }
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('No PostgreSQL in this test run');
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  // Two workers cloning the template at the same moment collide ("being accessed by other
  // users"): try again shortly.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(
        adminUrl,
        `CREATE DATABASE ${name} TEMPLATE ${options.empty ? 'template0' : TEMPLATE_DB}`,
      );
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
  return opened(withDatabase(adminUrl, name), () =>
    adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
};
