// The service worker (built to /sw.js by vite-plugins/service-worker.ts, which fills in the list
// of files): its events, wired to precache.ts. A new build's worker takes over at once; the next
// page load uses the new shell.
import { activate, install, respond, routeOf, type Precache } from './precache.ts';

declare const __PRECACHE__: Precache;

// The few worker types used here (the app's TypeScript setup has the DOM's, not the worker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const precache = __PRECACHE__;
const files = new Set(precache.files);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    install(caches, precache, worker.location.origin).then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(activate(caches, precache).then(() => worker.clients.claim()));
});

worker.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, worker.location.origin, files);
  // Not answering leaves the request to the browser, exactly as with no worker.
  if (route === 'network') return;
  event.respondWith(respond(caches, precache, route, event.request, (request) => fetch(request)));
});
