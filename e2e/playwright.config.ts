// End-to-end journeys in Debian's Chromium (never a downloaded browser), against the app started
// the way the README starts it: `npm start` on a fresh data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3456);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cueleague-e2e-'));

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests',
  // One server, one league: journeys run in order.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: join(process.env.E2E_DATA_DIR, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The offline journeys bring their own matches but need the demo league that the public
  // journeys load from the setup page as newcomers: they come after, whatever their file names.
  projects: [
    { name: 'public', testMatch: 'public-pages.spec.ts' },
    { name: 'offline', testMatch: 'offline.spec.ts', dependencies: ['public'] },
  ],
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The journeys sign in many times from one address.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    },
  },
});
