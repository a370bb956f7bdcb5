import { describe, expect, it, vi } from 'vitest';
import { activate, cacheName, install, respond, routeOf, type Precache } from './precache.ts';

const ORIGIN = 'https://league.example.org';
const precache: Precache = { version: 'v2', files: ['/index.html', '/assets/index-abc.js'] };
const files = new Set(precache.files);

const request = (path: string, mode: RequestMode = 'cors', method = 'GET') => ({
  url: `${ORIGIN}${path}`,
  mode,
  method,
});

/** CacheStorage in memory: enough of it for the worker. */
const fakeCaches = () => {
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    open: (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return Promise.resolve({
        addAll: async (requests: Request[]) => {
          for (const item of requests) {
            const path = new URL(item.url).pathname;
            store.set(path, new Response(`stored ${path}`));
          }
        },
        match: (key: string) => Promise.resolve(store.get(key)?.clone()),
      });
    },
    keys: () => Promise.resolve([...stores.keys()]),
    delete: (name: string) => Promise.resolve(stores.delete(name)),
  };
  return { caches: caches as unknown as CacheStorage, stores };
};

describe('the service worker', () => {
  it('answers page loads with the shell and built files from the store, and never the API', () => {
    expect(routeOf(request('/team/match/m1/score', 'navigate'), ORIGIN, files)).toBe('shell');
    expect(routeOf(request('/assets/index-abc.js'), ORIGIN, files)).toBe('precached');
    expect(routeOf(request('/api/matches/m1'), ORIGIN, files)).toBe('network');
    expect(routeOf(request('/api/docs', 'navigate'), ORIGIN, files)).toBe('network');
    expect(routeOf(request('/api/matches/m1', 'cors', 'PATCH'), ORIGIN, files)).toBe('network');
    expect(routeOf(request('/assets/unknown.js'), ORIGIN, files)).toBe('network');
    expect(
      routeOf(
        { url: 'https://fonts.example.com/a.woff2', mode: 'cors', method: 'GET' },
        ORIGIN,
        files,
      ),
    ).toBe('network');
  });

  it("stores this build's shell, drops older builds', and serves it with no network", async () => {
    const { caches, stores } = fakeCaches();
    await caches.open('cueleague-shell-v1');
    await install(caches, precache, ORIGIN);
    await activate(caches, precache);
    expect([...stores.keys()]).toEqual([cacheName(precache)]);

    const network = vi.fn(() => Promise.reject(new TypeError('offline')));
    const page = await respond(
      caches,
      precache,
      'shell',
      new Request(`${ORIGIN}/standings`),
      network,
    );
    expect(await page.text()).toBe('stored /index.html');
    const script = await respond(
      caches,
      precache,
      'precached',
      new Request(`${ORIGIN}/assets/index-abc.js`),
      network,
    );
    expect(await script.text()).toBe('stored /assets/index-abc.js');
    expect(network).not.toHaveBeenCalled();
  });
});
