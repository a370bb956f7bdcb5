// The server's side of the rendered first views: the language a visitor's dates are written in,
// and the web build's renderer as the server loads it: given the page and a way to read the
// API from inside the server (reads only, as a signed-out visitor), one render at a time, and
// no renderer at all when the build has none.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIGNED_OUT } from '@cueleague/domain/signed-out';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeFakeRenderer, type RenderRequest } from '../test/fake-page-renderer.ts';
import { buildTestApp, seedWorld, type TestApp } from '../test/test-app.ts';
import {
  FALLBACK_LOCALE,
  loadPageRenderer,
  localeOf,
  RendererBusy,
  RendererTimeout,
} from './page-renderer.ts';
import type { RenderedPage } from './page-renderer.ts';

describe('the language of a rendered page', () => {
  it("is the visitor's first language, in its canonical form", () => {
    expect(localeOf('en-GB,en;q=0.9')).toBe('en-GB');
    expect(localeOf('EN-gb')).toBe('en-GB');
    expect(localeOf('fr-FR;q=0.8, en;q=0.5')).toBe('fr-FR');
    expect(localeOf(' de-CH , de')).toBe('de-CH');
    expect(localeOf('zh-hant-tw')).toBe('zh-Hant-TW');
  });

  it('is plain English for no language, any language, nonsense or one the server cannot write', () => {
    expect(FALLBACK_LOCALE).toBe('en');
    for (const header of [
      undefined,
      '',
      ' ',
      '*',
      '*;q=0.5',
      ',fr',
      'not a language',
      'en_GB',
      '<script>',
      // Longer than any real tag: not even tried.
      `en-${'a'.repeat(40)}`,
      `en-${'abcdefgh-'.repeat(500)}`,
      // Well formed, but no dates are written in it.
      'tlh',
      'qaa',
    ]) {
      expect(localeOf(header), String(header)).toBe('en');
    }
  });
});

describe('the page renderer', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  /** A build folder (it needs nothing in it) with the renderer beside it. */
  const build = () => {
    const webDistDir = join(mkdtempSync(join(tmpdir(), 'cueleague-ssr-')), 'dist');
    return { webDistDir, fake: writeFakeRenderer(webDistDir) };
  };

  it('renders a page from its URL and language, reading the API through the server itself', async () => {
    t = await buildTestApp('sqlite');
    await seedWorld(t.db);
    const { webDistDir, fake } = build();
    fake.render = async ({ url, locale, transport }) => {
      const seasons = await transport('/api/seasons', { method: 'GET' });
      const { items } = (await seasons.json()) as { items: { name: string }[] };
      return { head: '<style></style>', root: `${url} ${locale} ${items[0]?.name}`, state: '' };
    };
    const render = await loadPageRenderer(t.app, webDistDir);
    if (!render) throw new Error('no renderer loaded');

    const page = await render({ url: '/standings?season=s1', locale: 'en-GB', signedOut: true });
    expect(page).toEqual({
      head: '<style></style>',
      root: '/standings?season=s1 en-GB Winter 2026',
      state: '',
    });
    expect(fake.calls).toEqual([{ url: '/standings?season=s1', locale: 'en-GB', signedOut: true }]);

    await render({ url: '/', locale: 'fr', signedOut: false });
    expect(fake.calls[1]).toEqual({ url: '/', locale: 'fr', signedOut: false });
  });

  it('lets a render read the API as a signed-out visitor, and nothing else', async () => {
    t = await buildTestApp('sqlite');
    const world = await seedWorld(t.db);
    const admin = await t.login(world.emails.admin);
    const { webDistDir, fake } = build();
    let transport: RenderRequest['transport'] | undefined;
    fake.render = async (request) => {
      transport = request.transport;
      return { head: '', root: '', state: '' };
    };
    const render = await loadPageRenderer(t.app, webDistDir);
    await render?.({ url: '/', locale: 'en', signedOut: true });
    if (!transport) throw new Error('the renderer was not given a transport');

    // A read, with what a browser's fetch would see of the answer.
    const seasons = await transport('/api/seasons', {});
    expect(seasons.status).toBe(200);
    expect(seasons.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await seasons.json()).toMatchObject({
      items: [{ id: 's1', name: 'Winter 2026' }],
    });
    const missing = await transport('/api/teams/no-such-team', { method: 'GET' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } });

    // Whatever the render sends, it is never anyone signed in.
    const me = await transport('/api/auth/me', { headers: { cookie: admin } });
    expect(await me.json()).toEqual(SIGNED_OUT);

    // A write is refused before it reaches the app.
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) {
      await expect(
        transport('/api/seasons/s1', {
          method,
          headers: { cookie: admin, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Taken Over' }),
        }),
      ).rejects.toThrow(/may only read/);
    }
    const season = await t.request({ method: 'GET', url: '/api/seasons/s1' });
    expect(season.json()).toMatchObject({ name: 'Winter 2026' });
  });

  it('renders one page at a time: another asked for meanwhile is refused at once', async () => {
    t = await buildTestApp('sqlite');
    const { webDistDir, fake } = build();
    const waiting: ((page: RenderedPage) => void)[] = [];
    fake.render = () => new Promise((resolve) => waiting.push(resolve));
    const render = await loadPageRenderer(t.app, webDistDir);
    if (!render) throw new Error('no renderer loaded');

    const first = render({ url: '/standings', locale: 'en', signedOut: true });
    await expect(render({ url: '/live', locale: 'en', signedOut: true })).rejects.toBeInstanceOf(
      RendererBusy,
    );
    // Refused without reaching the renderer: it still has the first page alone.
    expect(fake.calls.map((call) => call.url)).toEqual(['/standings']);
    waiting[0]?.({ head: '', root: 'standings', state: '' });
    expect((await first)?.root).toBe('standings');

    // Free again once it is done, and after a render that failed.
    fake.render = () => Promise.reject(new Error('render failed'));
    await expect(render({ url: '/live', locale: 'en', signedOut: true })).rejects.toThrow(
      'render failed',
    );
    fake.render = async ({ url }) => ({ head: '', root: url, state: '' });
    expect((await render({ url: '/fixtures', locale: 'en', signedOut: true }))?.root).toBe(
      '/fixtures',
    );
  });

  it('gives up a render that takes too long, and starts no other until that one ends', async () => {
    t = await buildTestApp('sqlite');
    const { webDistDir, fake } = build();
    const waiting: ((page: RenderedPage) => void)[] = [];
    fake.render = () => new Promise((resolve) => waiting.push(resolve));
    const render = await loadPageRenderer(t.app, webDistDir, { timeoutMs: 50 });
    if (!render) throw new Error('no renderer loaded');

    await expect(render({ url: '/standings', locale: 'en', signedOut: true })).rejects.toThrow(
      RendererTimeout,
    );
    // The slow render still runs: the next page is refused, not a second render started.
    await expect(render({ url: '/live', locale: 'en', signedOut: true })).rejects.toBeInstanceOf(
      RendererBusy,
    );
    waiting[0]?.({ head: '', root: 'standings, late', state: '' });
    fake.render = async ({ url }) => ({ head: '', root: url, state: '' });
    await vi.waitFor(async () =>
      expect((await render({ url: '/live', locale: 'en', signedOut: true }))?.root).toBe('/live'),
    );
    expect(fake.calls.map((call) => call.url)).toEqual(['/standings', '/live']);
  });

  it('is none, with a warning, when the build has no renderer', async () => {
    t = await buildTestApp('sqlite');
    const webDistDir = join(mkdtempSync(join(tmpdir(), 'cueleague-ssr-')), 'dist');
    const warn = vi.spyOn(t.app.log, 'warn');
    expect(await loadPageRenderer(t.app, webDistDir)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(join(webDistDir, '..', 'dist-ssr'));
  });
});
