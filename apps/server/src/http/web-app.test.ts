import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

/** A stand-in for apps/web/dist: the shell, the worker, the manifest and one hashed asset. */
const fakeBuild = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'cueleague-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>CueLeague</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"CueLeague"}');
  writeFileSync(join(dir, 'assets', 'index-3f9c2a.js'), 'console.log(1);');
  return dir;
};

describe('the built web app', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('keeps hashed assets for good and revalidates the shell, the worker and the manifest', async () => {
    t = await buildTestApp('sqlite', { WEB_DIST_DIR: fakeBuild() });
    const asset = await t.request({ method: 'GET', url: '/assets/index-3f9c2a.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const worker = await t.request({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');

    const manifest = await t.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');

    // A deep link gets the shell, which must never be kept stale.
    const page = await t.request({ method: 'GET', url: '/team/match/m1/score' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown API path with JSON, never the shell', async () => {
    t = await buildTestApp('sqlite', { WEB_DIST_DIR: fakeBuild() });
    const response = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
