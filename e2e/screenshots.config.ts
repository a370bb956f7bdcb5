// `npm run screenshots`: the main pages of the demo league at a phone's width and a desktop's,
// into docs/screenshots/ for the README. Its own server and data folder, like the journeys.
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { appServer, baseUrl, browserUse, dataDir, portFrom, RUN_DIR } from './servers.ts';

const port = portFrom('SCREENSHOTS_PORT', 3459);

export default defineConfig({
  testDir: 'screenshots',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: join(RUN_DIR, 'screenshot-results'),
  use: { ...browserUse, baseURL: baseUrl(port) },
  projects: [
    { name: 'demo league', testMatch: 'load-demo.setup.ts' },
    {
      name: 'phone',
      testMatch: 'capture.spec.ts',
      dependencies: ['demo league'],
      // MUI's smallest breakpoint at its narrowest: a 360 px wide phone.
      use: { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, hasTouch: true },
    },
    {
      name: 'desktop',
      testMatch: 'capture.spec.ts',
      dependencies: ['demo league'],
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: appServer({ port, data: dataDir('screenshots') }),
});
