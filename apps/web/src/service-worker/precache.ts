// What the service worker does, apart from the worker's events: the app shell (index.html and
// every built file it loads, listed by the build) is stored at install, page loads are answered
// with the stored shell and its files come from the store, so the app opens with no network after
// one visit. The API never comes from here: its requests go to the network untouched (reads with
// no signal come from the query cache in IndexedDB, writes wait in the scoring outbox).

export interface Precache {
  /** Changes whenever any precached file does: names the cache of this build. */
  version: string;
  /** Paths, e.g. '/index.html', '/assets/index-3f9c.js'. */
  files: string[];
}

const PREFIX = 'cueleague-shell-';
export const SHELL = '/index.html';

export const cacheName = (precache: Precache): string => `${PREFIX}${precache.version}`;

export type Route = 'shell' | 'precached' | 'network';

/** How a request is answered: the stored shell, a stored file, or the network as usual. */
export const routeOf = (
  request: { method: string; mode: string; url: string },
  origin: string,
  files: ReadonlySet<string>,
): Route => {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  // Never an API answer from a cache (the docs page and calendar links included).
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') return 'shell';
  return files.has(url.pathname) ? 'precached' : 'network';
};

/** Stores this build's shell, fresh from the server at `origin` (not from the HTTP cache). */
export const install = async (
  caches: CacheStorage,
  precache: Precache,
  origin: string,
): Promise<void> => {
  const cache = await caches.open(cacheName(precache));
  await cache.addAll(
    precache.files.map((file) => new Request(new URL(file, origin), { cache: 'reload' })),
  );
};

/** Drops the shells of earlier builds. */
export const activate = async (caches: CacheStorage, precache: Precache): Promise<void> => {
  const current = cacheName(precache);
  for (const key of await caches.keys()) {
    if (key.startsWith(PREFIX) && key !== current) await caches.delete(key);
  }
};

/** The stored answer, or the network's when the file is not stored (yet). */
export const respond = async (
  caches: CacheStorage,
  precache: Precache,
  route: Exclude<Route, 'network'>,
  request: Request,
  network: (request: Request) => Promise<Response>,
): Promise<Response> => {
  const cache = await caches.open(cacheName(precache));
  const stored = await cache.match(route === 'shell' ? SHELL : new URL(request.url).pathname);
  return stored ?? network(request);
};
