// The backup recipe of docs/deploy.md, as shipped: docs/deploy/cueleague-backup.service's
// ExecStart, run as written from its WorkingDirectory (an installation built the way `npm run build`
// builds it) with the shipped settings file, against a throwaway database of each kind. It writes
// a sound backup, private, and keeps BACKUP_KEEP of them without ever dropping the last backup
// taken before an upgrade.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../test/processes.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-db.ts';
import { seedWorld } from '../test/world.ts';
import { checkBackupFile, listBackups, takeBackup } from './backups.ts';

const DEPLOY = join(REPO_ROOT, 'docs', 'deploy');

/** A unit file's [Service] settings, by name. */
const unitSettings = (file: string): Record<string, string> =>
  Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Za-z]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

/** The shipped settings file's variables. */
const envFile = (file: string): Record<string, string> =>
  Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe('the backup timer of docs/deploy', () => {
  let install: string;
  const unit = unitSettings(join(DEPLOY, 'cueleague-backup.service'));
  const timer = unitSettings(join(DEPLOY, 'cueleague-backup.timer'));

  beforeAll(() => {
    // /opt/cueleague as the deploy guide leaves it: the server built into apps/server/dist, the
    // packages npm ci installed beside it.
    install = mkdtempSync(join(tmpdir(), 'cueleague-install-'));
    mkdirSync(join(install, 'apps', 'server'), { recursive: true });
    copyFileSync(
      join(REPO_ROOT, 'apps', 'server', 'package.json'),
      join(install, 'apps', 'server', 'package.json'),
    );
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(install, 'node_modules'));
    execFileSync(process.execPath, ['build.mjs'], {
      cwd: join(REPO_ROOT, 'apps', 'server'),
      env: { ...process.env, SERVER_BUILD_DIR: join(install, 'apps', 'server', 'dist') },
      stdio: 'pipe',
    });
  }, 120_000);
  afterAll(() => rmSync(install, { recursive: true, force: true }));

  it('is a nightly timer for a oneshot service that runs the CLI backup as the cueleague user', () => {
    expect(timer.OnCalendar).toBe('*-*-* 03:30:00');
    expect(timer.Persistent).toBe('true');
    expect(unit.Type).toBe('oneshot');
    expect(unit.User).toBe('cueleague');
    expect(unit.UMask).toBe('0077');
    expect(unit.ExecStart).toBe(
      '/opt/cueleague/node_modules/.bin/node apps/server/dist/cli.js backup',
    );
    expect(unitSettings(join(DEPLOY, 'cueleague@.service')).UMask).toBe('0077');
  });

  describe.each(TEST_DATABASES)('on %s', (kind) => {
    let database: TestDatabase;
    let dataDir: string;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await seedWorld(database.db);
      dataDir = mkdtempSync(join(tmpdir(), 'cueleague-timer-'));
    });
    afterAll(async () => {
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** ExecStart as written, from the unit's WorkingDirectory, with the unit's settings file. */
    const runUnit = () => {
      const [program = '', ...args] = (unit.ExecStart ?? '').split(' ');
      expect(unit.WorkingDirectory).toBe('/opt/cueleague');
      return execFileSync(
        // The Node.js npm ci put in /opt/cueleague/node_modules/.bin (docs/decisions/0034), here in
        // the stand-in install folder.
        program.replace(/^\/opt\/cueleague\//, `${install}/`),
        args,
        {
          cwd: install,
          env: {
            PATH: process.env.PATH ?? '',
            ...envFile(join(DEPLOY, 'cueleague.env')),
            DATA_DIR: dataDir,
            DATABASE_URL: database.url,
            BACKUP_KEEP: '2',
          },
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    };

    it('writes a sound, private backup each run and keeps BACKUP_KEEP, and the last pre-upgrade one', async () => {
      // Two backups from before upgrades, long ago; the newer one must survive every prune.
      const old = (day: number) => new Date(Date.UTC(2025, 0, day));
      await takeBackup(database, {
        dataDir,
        databaseUrl: database.url,
        kind: 'pre-migration',
        now: old(1),
      });
      const lastUpgrade = await takeBackup(database, {
        dataDir,
        databaseUrl: database.url,
        kind: 'pre-migration',
        now: old(2),
      });
      for (const backup of listBackups(dataDir)) {
        const day = backup.file === lastUpgrade.file ? 2 : 1;
        utimesSync(backup.file, old(day), old(day));
      }

      for (let run = 0; run < 3; run++) expect(runUnit()).toMatch(/^Backup written: /);

      const kept = listBackups(dataDir);
      const manual = kept.filter((backup) => backup.file.includes('-manual.'));
      expect(manual).toHaveLength(2);
      expect(kept.map((backup) => backup.file)).toEqual([
        ...manual.map((backup) => backup.file),
        lastUpgrade.file,
      ]);
      const newest = manual[0];
      if (!newest) throw new Error('no backup');
      expect(newest.file.endsWith(kind === 'sqlite' ? '.sqlite' : '.dump')).toBe(true);
      expect((await checkBackupFile(newest.file)).migrations).toContain('0001-initial');
      expect(statSync(newest.file).mode & 0o777).toBe(0o600);
      expect(statSync(join(dataDir, 'backups')).mode & 0o777).toBe(0o700);
      expect(readdirSync(join(dataDir, 'backups')).some((name) => name.includes('.partial'))).toBe(
        false,
      );
    }, 120_000);
  });
});
