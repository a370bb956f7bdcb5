// docs/deploy.md's steps run as written (test/deploy-sandbox.ts: the blocks are read out of the
// guide and run by bash, with only systemd, certbot, git and npm stood in for, and nginx being
// Debian's on spare ports): the nginx site and its certificate (section 5), an upgrade with one
// process on SQLite and a rolling one with two behind nginx on PostgreSQL while a client keeps
// writing and reading (section 7), and a rollback to the build and database before the upgrade.
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import {
  createDeploySandbox,
  documentedBlock,
  NGINX,
  OPENSSL,
  PROBE_MIGRATION,
  type DeploySandbox,
} from '../test/deploy-sandbox.ts';
import { call } from '../test/https-call.ts';
import { REPO_ROOT } from '../test/processes.ts';
import { PASSWORD, seedWorld } from '../test/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-db.ts';

// The guide's blocks also use curl and pgrep; .ci/run installs all of them.
const haveTools = [NGINX, OPENSSL, '/usr/bin/curl', '/usr/bin/pgrep'].every((tool) =>
  existsSync(tool),
);
const onPostgres = TEST_DATABASES.includes('postgres');
if (process.env.CI === 'true' && !(haveTools && onPostgres)) {
  throw new Error(`The deploy steps test needs nginx, openssl, curl, pgrep and PostgreSQL in CI.`);
}

const NGINX_STEPS = '## 5. nginx and a certificate';
const BUILD_STEPS = '## 7. Upgrading';
const ONE_PROCESS_STEPS = '### One process (SQLite)';
const ROLLING_STEPS = '### Two processes (PostgreSQL): one at a time';
const ROLLBACK_STEPS = '### Rolling back';

const CURRENT = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'apps/server/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const NEXT = `${CURRENT}-next`;

/** Until the instance answers /api/ready: what the documented `until curl` lines do. */
const ready = (sandbox: DeploySandbox, instance: 3000 | 3001) =>
  sandbox.run(`until curl -fsS http://127.0.0.1:${instance}/api/ready; do sleep 0.1; done`);

const direct = (sandbox: DeploySandbox, instance: 3000 | 3001) =>
  `http://127.0.0.1:${sandbox.ports[instance]}`;

const versionOf = async (base: string, ca?: Buffer) =>
  (JSON.parse((await call(`${base}/api/health`, { ca })).body) as { version: string }).version;

const signIn = async (base: string, ca?: Buffer) => {
  const answer = await call(`${base}/api/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ email: 'admin@example.test', password: PASSWORD }),
    ca,
  });
  expect(answer.status).toBe(200);
  return [answer.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0] ?? '';
};

const addVenue = async (base: string, cookie: string, name: string, ca?: Buffer) =>
  call(`${base}/api/venues`, {
    method: 'POST',
    headers: { cookie },
    body: JSON.stringify({ name }),
    ca,
  });

const venueNames = async (base: string, ca?: Buffer) =>
  (
    JSON.parse((await call(`${base}/api/venues`, { ca })).body) as { items: { name: string }[] }
  ).items.map((venue) => venue.name);

/** A look into the database, on a connection of its own that no server or CLI counts. */
const inspect = async <T>(url: string, look: (db: Db) => Promise<T>): Promise<T> => {
  const handle = openDatabase(url, { applicationName: 'cueleague-test' });
  try {
    return await look(handle.db);
  } finally {
    await handle.close();
  }
};

const migrationsOf = (url: string) =>
  inspect(url, async (db) =>
    (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map(
      (row) => row.name,
    ),
  );

describe.runIf(haveTools)('docs/deploy.md, section 5: nginx and a certificate, as written', () => {
  it('gets the certificate while Debian’s default site serves, then serves the site over https', async () => {
    const sandbox = await createDeploySandbox({});
    try {
      // What sections 1 and 4 leave: nginx with Debian's default site, CueLeague on 3000.
      await sandbox.startNginx();
      await sandbox.run('sudo systemctl start cueleague@3000');
      await ready(sandbox, 3000);

      // certbot's stand-in refuses unless nginx runs a configuration that passes `nginx -t`:
      // with the site enabled before its certificate exists, this fails.
      await sandbox.run(documentedBlock(NGINX_STEPS), { cwd: REPO_ROOT, reloadsNginx: true });

      const ca = sandbox.certificate('localhost');
      const base = `https://localhost:${sandbox.httpsPort}`;
      expect((await call(`${base}/api/ready`, { ca })).status).toBe(200);
      const plain = await call(`http://127.0.0.1:${sandbox.httpPort}/standings`);
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe(`https://127.0.0.1/standings`);
      expect((await call(`${base}/metrics`, { ca })).status).toBe(404);
    } finally {
      await sandbox.dispose();
    }
  });
});

describe.runIf(haveTools)(
  'docs/deploy.md, section 7: upgrading one process on SQLite, and rolling back',
  () => {
    it('upgrades with the steps as written, and the rollback brings back the old build and the database before the upgrade', async () => {
      const sandbox = await createDeploySandbox({});
      try {
        const file = join(sandbox.root, 'var/lib/cueleague/cueleague.sqlite');
        copyFileSync(inject('sqliteTemplate'), file);
        const seeding = openDatabase(`sqlite:${file}`);
        await seedWorld(seeding.db);
        await seeding.close();

        await sandbox.run('sudo systemctl start cueleague@3000');
        await ready(sandbox, 3000);
        const base = direct(sandbox, 3000);
        expect(await versionOf(base)).toBe(CURRENT);
        expect((await addVenue(base, await signIn(base), 'Before the upgrade')).status).toBe(201);

        await sandbox.run(documentedBlock(BUILD_STEPS));
        // Still the old build until restarted.
        expect(await versionOf(base)).toBe(CURRENT);
        await sandbox.run(documentedBlock(ONE_PROCESS_STEPS));
        expect(await versionOf(base)).toBe(NEXT);
        expect((await call(`${base}/api/ready`)).status).toBe(200);
        const backups = readdirSync(join(sandbox.root, 'var/lib/cueleague/backups'));
        expect(backups.filter((name) => name.includes('pre-migration'))).toHaveLength(1);
        expect((await addVenue(base, await signIn(base), 'After the upgrade')).status).toBe(201);

        await sandbox.run(documentedBlock(ROLLBACK_STEPS));
        expect(await versionOf(base)).toBe(CURRENT);
        expect((await call(`${base}/api/ready`)).status).toBe(200);
        const names = await venueNames(base);
        expect(names).toContain('Before the upgrade');
        expect(names).not.toContain('After the upgrade');
        await sandbox.run('sudo systemctl stop cueleague@3000');
        expect(await migrationsOf(`sqlite:${file}`)).not.toContain(PROBE_MIGRATION);
      } finally {
        await sandbox.dispose();
      }
    }, 120_000);
  },
);

describe.runIf(haveTools && onPostgres)(
  'docs/deploy.md, section 7: a rolling upgrade of two processes behind nginx on PostgreSQL, and rolling back',
  () => {
    let database: TestDatabase;
    let sandbox: DeploySandbox;
    let ca: Buffer;
    let base = '';

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      await seedWorld(database.db);
      // Its connections carry the server's name: open, they would stop `league restore`.
      await database.close();
      sandbox = await createDeploySandbox({ DATABASE_URL: database.url });
      await sandbox.startNginx();
      for (const instance of [3000, 3001] as const) {
        await sandbox.run(`sudo systemctl start cueleague@${instance}`);
        await ready(sandbox, instance);
      }
      // Section 5, then section 8's second process back in the upstream.
      await sandbox.run(documentedBlock(NGINX_STEPS), { cwd: REPO_ROOT, reloadsNginx: true });
      await sandbox.run(
        `sudo sed -i 's/server 127.0.0.1:3000;/&\\n    server 127.0.0.1:3001;/' /etc/nginx/sites-available/cueleague
         sudo nginx -t && sudo systemctl reload nginx`,
        { reloadsNginx: true },
      );
      ca = sandbox.certificate('localhost');
      base = `https://localhost:${sandbox.httpsPort}`;
    }, 120_000);

    afterAll(async () => {
      await sandbox?.dispose();
      await database?.dispose();
    });

    it('upgrades one process at a time while a client keeps writing and reading through nginx, and no request fails', async () => {
      const cookie = await signIn(base, ca);
      expect((await addVenue(base, cookie, 'Before the upgrade', ca)).status).toBe(201);
      const failures: string[] = [];
      const versions = new Set<string>();
      let writes = 0;
      let stop = false;
      const client = (async () => {
        for (let n = 0; !stop; n++) {
          try {
            const created = await addVenue(base, cookie, `During the upgrade ${n}`, ca);
            if (created.status !== 201) {
              failures.push(`POST /api/venues: ${created.status} ${created.body}`);
              continue;
            }
            writes++;
            const { id } = JSON.parse(created.body) as { id: string };
            const read = await call(`${base}/api/venues/${id}`, { ca });
            if (read.status !== 200) failures.push(`GET /api/venues/${id}: ${read.status}`);
            versions.add(await versionOf(base, ca));
          } catch (error) {
            failures.push(String(error));
          }
        }
      })();

      try {
        await sandbox.run(documentedBlock(BUILD_STEPS));
        await sandbox.run(documentedBlock(ROLLING_STEPS));
      } finally {
        stop = true;
        await client;
      }
      expect(failures).toEqual([]);
      // The client was served by both builds, and wrote all along.
      expect([...versions].sort()).toEqual([CURRENT, NEXT]);
      expect(writes).toBeGreaterThan(10);
      expect(await versionOf(direct(sandbox, 3000))).toBe(NEXT);
      expect(await versionOf(direct(sandbox, 3001))).toBe(NEXT);
      expect(await migrationsOf(database.url)).toContain(PROBE_MIGRATION);
      const rows = await inspect(database.url, (db) =>
        db.selectFrom('venues').select('name').execute(),
      );
      expect(rows.filter((row) => row.name.startsWith('During the upgrade'))).toHaveLength(writes);
    }, 180_000);

    it('rolls back to the old build and the database as it was before the upgrade', async () => {
      const cookie = await signIn(base, ca);
      expect((await addVenue(base, cookie, 'After the upgrade', ca)).status).toBe(201);

      await sandbox.run(documentedBlock(ROLLBACK_STEPS));
      await sandbox.run('sudo systemctl start cueleague@3001');
      await ready(sandbox, 3001);

      for (const instance of [3000, 3001] as const)
        expect(await versionOf(direct(sandbox, instance))).toBe(CURRENT);
      expect(await migrationsOf(database.url)).not.toContain(PROBE_MIGRATION);
      const names = await venueNames(base, ca);
      expect(names).toContain('Before the upgrade');
      expect(names).not.toContain('After the upgrade');
    }, 120_000);
  },
);
