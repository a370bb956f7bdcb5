// `npm run seed:demo` refuses a production server, as the setup page does: the demo's accounts
// share a published password.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../test/processes.ts';

describe('npm run seed:demo', () => {
  it('refuses NODE_ENV=production and leaves the database alone', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cueleague-seed-'));
    try {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/seed/seed-demo.ts'],
        {
          cwd: REPO_ROOT,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            SESSION_SECRET: 'a-production-secret-of-32-characters-or-more',
          },
          encoding: 'utf8',
        },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('The demo league is not available on a production server');
      expect(existsSync(join(dataDir, 'cueleague.sqlite'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
