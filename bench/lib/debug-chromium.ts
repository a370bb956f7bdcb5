// Debian's Chromium (e2e/chromium.ts: the same binary and flags as every other run of it here),
// headless, in a fresh profile, with its DevTools port open: what Lighthouse drives through `port`.
// No chrome-launcher or puppeteer launch, so nothing ever looks for or downloads another browser.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/chromium.ts';

/** The browser's version as it reports it, e.g. "Chromium 156.0.8078.108 built on Debian…". */
export const chromiumVersion = (): string =>
  spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();

/** Starts the browser and answers with its DevTools port, once it listens, and how to close it. */
export const launchDebugChromium = async () => {
  const profile = mkdtempSync(join(tmpdir(), 'cueleague-lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  // Read all of it, always: a full pipe would stall the browser.
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not listen:\n${stderr}`)),
      30_000,
    );
    const listening = () => {
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (!match) return;
      clearTimeout(timer);
      child.stderr.off('data', listening);
      resolve(Number(match[1]));
    };
    child.stderr.on('data', listening);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${stderr}`));
    });
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, close };
};
