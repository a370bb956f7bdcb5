// End-to-end journeys in Debian's Chromium, against the app started the way the README starts it.
// Two servers, each with a fresh data folder: the journeys server starts empty (the first-run
// journey creates its league); the demo server gets the demo league from its setup page, and the
// offline journeys then score its matches with the network cut.
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { appServer, baseUrl, browserUse, dataDir, portFrom, RUN_DIR } from './servers.ts';

const port = portFrom('E2E_PORT', 3456);
const demoPort = portFrom('E2E_DEMO_PORT', port + 1);

export default defineConfig({
  testDir: 'tests',
  // One at a time: each project's specs build on their league, and the live-update timing of the
  // journeys should not compete with the other project for the CPU.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // Generous: a shared CI box can be slow, and axe takes seconds on each page.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: join(RUN_DIR, 'test-results'),
  use: browserUse,
  projects: [
    {
      name: 'journeys',
      testDir: 'tests/journeys',
      // Each journey is long (the match alone is 16 frames through two browsers).
      timeout: 300_000,
      use: { baseURL: baseUrl(port) },
    },
    {
      name: 'demo',
      testDir: 'tests/demo',
      // Axe over six pages of a whole demo season (its fixture list is long) took over two
      // minutes once on a loaded 2-core box: a guard against hangs, not a speed target.
      timeout: 300_000,
      use: { baseURL: baseUrl(demoPort) },
    },
    // The offline journeys score matches of the demo league, which the demo project loads from
    // the setup page as a newcomer would: they come after it, on the same server.
    {
      name: 'offline',
      testDir: 'tests/offline',
      dependencies: ['demo'],
      use: { baseURL: baseUrl(demoPort) },
    },
  ],
  webServer: [
    appServer({ port, data: dataDir('journeys') }),
    appServer({ port: demoPort, data: dataDir('demo'), build: false }),
  ],
});
