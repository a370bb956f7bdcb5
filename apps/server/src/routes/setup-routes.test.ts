// First-run setup through the API: creating the league and its admin, once.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { prepareSetupCode } from '../services/setup-code.ts';
import { freePort, REPO_ROOT, serverEnv, stopProcess } from '../test/processes.ts';
import { appPerTest } from '../test/app-per-test.ts';
import { me } from '../test/league-api.ts';
import { call } from '../test/match-driver.ts';
import { buildTestApp, PASSWORD, type TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { WRONG_SETUP_CODE } from './setup-routes.ts';

describe.each(TEST_DATABASES)('first-run setup through the API (%s)', (kind) => {
  let t: TestApp;
  const { fresh, setup } = appPerTest(kind, (app) => (t = app));

  describe('first-run setup', () => {
    const setupBody = {
      leagueName: 'Founders League',
      timezone: 'Europe/Dublin',
      email: 'Founder@Example.test',
      password: PASSWORD,
    };

    it('is needed on an empty database; creating the league signs its admin in; a second try is 409', async () => {
      t = await fresh();
      expect((await call(t, { method: 'GET', url: '/api/setup' })).json()).toEqual({
        needed: true,
      });
      const setupCode = await t.setupCode();
      const response = await t.request({
        method: 'POST',
        url: '/api/setup',
        payload: { ...setupBody, setupCode },
      });
      expect(response.statusCode).toBe(201);
      const created = response.json<{ leagueId: string; user: { id: string; email: string } }>();
      expect(created.user.email).toBe('founder@example.test');
      const cookie = response.cookies.find((entry) => entry.name === 'cueleague_session');
      expect(cookie?.httpOnly).toBe(true);
      expect(await me(t, `cueleague_session=${cookie?.value ?? ''}`)).toMatchObject({
        user: { id: created.user.id, email: 'founder@example.test' },
        role: 'admin',
        isAdmin: true,
      });
      const leagues = await t.db.selectFrom('leagues').selectAll().execute();
      expect(leagues).toEqual([
        expect.objectContaining({
          id: created.leagueId,
          name: 'Founders League',
          timezone: 'Europe/Dublin',
        }),
      ]);
      expect(await t.db.selectFrom('leagueAdmins').selectAll().execute()).toEqual([
        { leagueId: created.leagueId, userId: created.user.id },
      ]);
      expect((await call(t, { method: 'GET', url: '/api/setup' })).json()).toEqual({
        needed: false,
      });

      const again = await t.request({
        method: 'POST',
        url: '/api/setup',
        payload: { ...setupBody, setupCode, email: 'intruder@example.test' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.cookies.find((entry) => entry.name === 'cueleague_session')).toBeUndefined();
      expect(await t.db.selectFrom('leagues').select('id').execute()).toHaveLength(1);
      expect(
        await t.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'intruder@example.test')
          .execute(),
      ).toEqual([]);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'founder@example.test', password: PASSWORD },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('is not needed once a league exists', async () => {
      await setup();
      expect((await call(t, { method: 'GET', url: '/api/setup' })).json()).toEqual({
        needed: false,
      });
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/setup',
            payload: { ...setupBody, setupCode: 'ANY-CODE-1234' },
          })
        ).statusCode,
      ).toBe(409);
    });
  });

  describe('the setup code', () => {
    const setupBody = {
      leagueName: 'Founders League',
      timezone: 'Europe/Dublin',
      email: 'founder@example.test',
      password: PASSWORD,
    };
    const post = (url: string, payload: object, ip = '203.0.113.7') =>
      t.request({ method: 'POST', url, payload, remoteAddress: ip });
    const leagues = async () => (await t.db.selectFrom('leagues').select('id').execute()).length;

    it('is required to create the league: none or a wrong one is refused and changes nothing', async () => {
      t = await fresh();
      const code = await t.setupCode();
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      const missing = await post('/api/setup', setupBody);
      expect(missing.statusCode).toBe(422);
      expect(missing.json<{ error: { fields: object } }>().error.fields).toHaveProperty(
        'setupCode',
      );
      const wrong = await post('/api/setup', { ...setupBody, setupCode: 'AAAA-BBBB-CCCC' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({
        error: { message: WRONG_SETUP_CODE, fields: { setupCode: 'Wrong setup code' } },
      });
      expect(wrong.cookies).toHaveLength(0);
      expect(await leagues()).toBe(0);
      // Typed in lower case with spaces: still the code.
      const typed = code.toLowerCase().replaceAll('-', ' ');
      expect((await post('/api/setup', { ...setupBody, setupCode: typed })).statusCode).toBe(201);
      // Spent: nothing is left to read, and the CLI's way of making one makes none.
      expect(await t.db.selectFrom('setupCode').selectAll().execute()).toEqual([]);
      await expect(t.setupCode()).rejects.toThrow('a league exists');
    });

    it('is required to load the demo league from the setup page', async () => {
      t = await fresh();
      const code = await t.setupCode();
      expect((await post('/api/setup/demo', {})).statusCode).toBe(422);
      const wrong = await post('/api/setup/demo', { setupCode: 'AAAA-BBBB-CCCC' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ error: { fields: { setupCode: 'Wrong setup code' } } });
      expect(await leagues()).toBe(0);
      expect((await post('/api/setup/demo', { setupCode: code })).statusCode).toBe(201);
      expect(await t.db.selectFrom('setupCode').selectAll().execute()).toEqual([]);
      expect((await post('/api/setup', { ...setupBody, setupCode: code })).statusCode).toBe(409);
    });

    it('is refused until a code exists (a server that never started has none)', async () => {
      t = await fresh();
      const response = await post('/api/setup', { ...setupBody, setupCode: '' });
      expect(response.statusCode).toBe(422);
      const guessed = await post('/api/setup/demo', { setupCode: 'xxxx' });
      expect(guessed.json()).toMatchObject({
        error: { fields: { setupCode: 'Wrong setup code' } },
      });
      expect(await leagues()).toBe(0);
    });

    it('guesses are limited per address like signing in: 429 past the limit, another address still sets up', async () => {
      t = await fresh();
      const code = await t.setupCode();
      const limit = t.config.authRateLimit.perIp;
      for (let i = 0; i < limit; i += 1) {
        const guess = `GUES-S${String(i).padStart(3, '0')}-XXXX`;
        expect((await post('/api/setup', { ...setupBody, setupCode: guess })).statusCode).toBe(422);
      }
      const limited = await post('/api/setup', { ...setupBody, setupCode: code });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(await leagues()).toBe(0);
      const other = await post('/api/setup', { ...setupBody, setupCode: code }, '198.51.100.9');
      expect(other.statusCode).toBe(201);
    });

    it('never changes an existing account: setup with its e-mail is refused and its password still works', async () => {
      t = await fresh();
      const code = await t.setupCode();
      const registered = await post('/api/auth/register', {
        email: 'owner@example.test',
        password: 'owner passphrase 7',
      });
      expect(registered.statusCode).toBe(201);
      const takeover = await post('/api/setup', {
        ...setupBody,
        setupCode: code,
        email: 'Owner@Example.test',
        password: 'attacker chose this',
      });
      expect(takeover.statusCode).toBe(409);
      expect(
        takeover.json<{ error: { fields: { email: string } } }>().error.fields.email,
      ).toContain('has an account already');
      expect(await leagues()).toBe(0);
      const login = (password: string) =>
        post('/api/auth/login', { email: 'owner@example.test', password });
      expect((await login('attacker chose this')).statusCode).toBe(401);
      expect((await login('owner passphrase 7')).statusCode).toBe(200);
      // The code was not spent: the operator sets up with another e-mail.
      expect((await post('/api/setup', { ...setupBody, setupCode: code })).statusCode).toBe(201);
    });

    it('is the same for every process on the database, and the CLI prints it', async () => {
      t = await fresh();
      // Two servers starting at once on one database (each with its own connection).
      const second = openDatabase(t.database.url);
      try {
        const [a, b] = await Promise.all([
          prepareSetupCode(t.db, null, new Date()),
          prepareSetupCode(second.db, null, new Date()),
        ]);
        expect(a?.code).toBeDefined();
        expect(b?.code).toBe(a?.code);
        // A restart prints the same code again.
        expect((await prepareSetupCode(second.db, null, new Date()))?.code).toBe(a?.code);
      } finally {
        await second.close();
      }
      // `npm run setup-code`, the CLI a real process runs, on this test's database.
      const setupCodeCli = () =>
        spawnSync(
          process.execPath,
          ['--import', 'tsx', 'apps/server/src/cli/cli.ts', 'setup-code'],
          {
            cwd: REPO_ROOT,
            env: {
              ...process.env,
              NODE_ENV: 'test',
              DATA_DIR: t.config.dataDir,
              DATABASE_URL: t.database.url,
            },
            encoding: 'utf8',
          },
        );
      const code = await t.setupCode();
      const cli = setupCodeCli();
      expect(cli.stderr).toBe('');
      expect(cli.stdout).toContain(`Setup code: ${code}`);
      expect((await post('/api/setup', { ...setupBody, setupCode: code })).statusCode).toBe(201);
      const after = setupCodeCli();
      expect(after.stdout).toContain('no setup code is needed');
    });

    it('is printed in the log of a real server at its first start; a second server on the database prints the same', async () => {
      t = await fresh();
      const started: ChildProcess[] = [];
      const folders: string[] = [];
      /** A server process on this test's database, and the code its log prints. */
      const serverCode = async (): Promise<string> => {
        const port = await freePort();
        const dataDir = mkdtempSync(join(tmpdir(), 'cueleague-setup-'));
        folders.push(dataDir);
        const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
          cwd: REPO_ROOT,
          env: {
            ...process.env,
            ...serverEnv(port, t.database.url, dataDir),
            LOG_FORMAT: 'json',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        started.push(child);
        let log = '';
        return new Promise<string>((resolve, reject) => {
          child.stdout.on('data', (chunk: Buffer) => {
            log += chunk.toString();
            const found = /setup code ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(log);
            if (found?.[1]) resolve(found[1]);
          });
          child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${log}`)));
        });
      };
      try {
        const first = await serverCode();
        expect(first).toBe(await t.setupCode());
        // SQLite allows one server per database; PostgreSQL runs several behind a proxy.
        if (kind === 'postgres') expect(await serverCode()).toBe(first);
      } finally {
        await Promise.all(started.map((child) => stopProcess(child)));
        for (const folder of folders) rmSync(folder, { recursive: true, force: true });
      }
    });

    it('is the one SETUP_CODE sets, for scripted installs', async () => {
      t = await buildTestApp(kind, { SETUP_CODE: 'our-install-code-2026' });
      try {
        expect(await t.setupCode()).toBe('OURINSTALLCODE2026');
        expect(
          (await post('/api/setup', { ...setupBody, setupCode: 'OUR INSTALL CODE 2026' }))
            .statusCode,
        ).toBe(201);
      } finally {
        await t.close();
      }
    });
  });
});
