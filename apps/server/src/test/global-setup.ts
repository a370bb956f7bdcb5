// Once per test run: a migrated SQLite template file (copied per test), and a PostgreSQL
// template database (cloned per test) in a throwaway cluster or at TEST_DATABASE_URL.
// With CI=true the PostgreSQL run is required: no cluster is an error, never a skip.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { postgresAvailable, startCluster, type Cluster } from './postgres-cluster.ts';

export const TEMPLATE_DB = 'cueleague_template';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
    postgresUrl: string | null;
  }
}

const withDatabase = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'cueleague-test-'));
  const sqliteTemplate = join(dir, 'template.sqlite');
  const sqlite = openDatabase(`sqlite:${sqliteTemplate}`);
  await migrateToLatest(sqlite.db);
  await sqlite.close();

  let cluster: Cluster | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL ?? null;
  if (!adminUrl && postgresAvailable()) {
    cluster = await startCluster();
    adminUrl = cluster.url;
  }
  if (!adminUrl && process.env.CI === 'true') {
    throw new Error(
      'CI=true needs PostgreSQL for the tests: install it (initdb, pg_ctl) or set TEST_DATABASE_URL.',
    );
  }
  if (adminUrl) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await client.end();
    const template = openDatabase(withDatabase(adminUrl, TEMPLATE_DB));
    await migrateToLatest(template.db);
    await template.close();
  }
  project.provide('sqliteTemplate', sqliteTemplate);
  project.provide('postgresUrl', adminUrl);

  return async () => {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
