// What the Playwright configs share: Debian's Chromium (never a downloaded browser) and the app
// started the way the README starts it, each server on its own port and its own fresh data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';
import { E2E_SETUP_CODE } from './setup-code.ts';

// The configs are loaded again in each worker, which inherits this variable: one folder per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cueleague-e2e-'));
export const RUN_DIR = process.env.E2E_DATA_DIR;

/** The data folder of one server of this run (its database, session secret and mail outbox). */
export const dataDir = (name: string): string => join(RUN_DIR, name);

export const portFrom = (variable: string, fallback: number): number => {
  const value = Number(process.env[variable] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${variable} must be a port number`);
  return value;
};

export const baseUrl = (port: number): string => `http://127.0.0.1:${port}`;

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

/**
 * The app as a self-hoster runs it. `npm start` builds the web app first; a second server of the
 * same run uses `npm run serve` on that build (servers start one after another).
 */
export const appServer = ({
  port,
  data,
  build = true,
}: {
  port: number;
  data: string;
  build?: boolean;
}): WebServer => ({
  command: build ? 'npm start' : 'npm run serve',
  cwd: '..',
  url: `${baseUrl(port)}/api/health`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore',
  stderr: 'pipe',
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: data,
    LOG_LEVEL: 'warn',
    // The journeys sign in many times from one address.
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    // As a scripted install sets it: the setup page asks for it.
    SETUP_CODE: E2E_SETUP_CODE,
  },
});

export const browserUse: PlaywrightTestConfig['use'] = {
  launchOptions: {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  },
  // A step that can't happen fails in seconds, naming what it waited for.
  actionTimeout: 15_000,
  // The league's fixtures are shown in its time zone; the browser's is fixed so runs agree.
  timezoneId: 'Europe/London',
  locale: 'en-GB',
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
};
