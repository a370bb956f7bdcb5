// The server-rendered first view of a public page (docs/decisions/0038): the same components,
// routes and queries as in the browser, rendered to HTML inside the server, so a phone paints the
// page from its first answer instead of after all the JavaScript has arrived and run. Built on
// its own (`vite build --ssr`, the SSR branch of vite.config.ts) into dist-ssr/, which the server
// imports.
//
// The page's reads are answered by the server itself (the transport), as a signed-out visitor:
// the tree is rendered, the queries it asked for are fetched, and it is rendered again with their
// answers, until it asks for nothing new. What was answered goes with the page (server-state.ts)
// so the app's first render in the browser is the same tree, and React takes the HTML over
// instead of painting it again. Who is signed in is answered only for a request with no session
// (the visitor is signed out); with one, the page is rendered as the browser renders it while it
// asks (the parts that depend on it waiting), and the browser asks.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/app-routes.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { authKeys } from '../entities/auth/api/auth-api.ts';
import { setupKeys } from '../features/setup/api/setup-api.ts';
import { setApiTransport, type ApiTransport } from '../lib/api-client.ts';
import { setDisplayLocale } from '../lib/format.ts';
import { serverStateScript } from './server-state.ts';

export interface PageRequest {
  /** The page's path and query, e.g. '/standings?season=2'. */
  url: string;
  /** The language its dates are written in (a valid BCP 47 tag). */
  locale: string;
  /** How its reads reach the API: inside the server, as a signed-out visitor. */
  transport: ApiTransport;
  /**
   * True when the request carries no session: the visitor is signed out, and the page is
   * rendered as they will see it. Otherwise who is signed in is left to the browser to ask.
   */
  signedOut: boolean;
}

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  root: string;
  /** The page's styles: <style> elements for the <head>. */
  head: string;
  /** The <script> with the data the page was rendered from, for after the root. */
  state: string;
}

/** Renders with the answers of a pass of at most this many: a page's reads depend on few others. */
const MAX_PASSES = 4;

const sameKey = (key: QueryKey, other: QueryKey): boolean =>
  JSON.stringify(key) === JSON.stringify(other);

/** A query the tree asked for and would fetch in the browser, and that has no answer yet. */
const wanted = (query: Query, signedOut: boolean): boolean => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  // Who is signed in is answered here only for a request with no session at all.
  return (
    on && query.state.status === 'pending' && (signedOut || !sameKey(query.queryKey, authKeys.me))
  );
};

const newClient = (from?: QueryClient): QueryClient => {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  // A failed read is not retried here: the browser asks again, and shows the page's error.
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  if (from) hydrate(client, dehydrate(from));
  return client;
};

const renderTree = async (url: string, client: QueryClient) => {
  const errors: unknown[] = [];
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders queryClient={client} serverRendered>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // Never outline a large Suspense boundary (the page) to be revealed by an inline script:
    // the page is whole when it is sent, and paints with the rest.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  // A part that failed is rendered by the browser (React leaves its fallback in the HTML), but a
  // page that cannot be rendered here is a bug: the server serves it unrendered and logs why.
  if (errors.length > 0)
    throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return {
    html,
    head: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  };
};

let queue: Promise<unknown> = Promise.resolve();

/** One render at a time: the transport and the date language are the module's, for its length. */
const oneAtATime = <T,>(work: () => Promise<T>): Promise<T> => {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
};

const renderOnce = async ({
  url,
  locale,
  transport,
  signedOut,
}: PageRequest): Promise<RenderedPage | null> => {
  setApiTransport(transport);
  setDisplayLocale(locale);
  const asked = new Set<string>();
  let client = newClient();
  for (let pass = 1; ; pass += 1) {
    const { html, head } = await renderTree(url, client);
    const fetches = client
      .getQueryCache()
      .getAll()
      .filter((query) => wanted(query, signedOut) && !asked.has(query.queryHash));
    if (fetches.length === 0 || pass === MAX_PASSES) {
      return {
        root: html,
        head,
        state: serverStateScript({ locale, queries: dehydrate(client) }),
      };
    }
    for (const query of fetches) asked.add(query.queryHash);
    // A failed read stays unanswered: the page renders it loading, as the browser's first render
    // does, and the browser asks again.
    await Promise.all(fetches.map((query) => query.fetch().catch(() => undefined)));
    // A server with no league yet sends every page to /setup: the browser does that.
    if (client.getQueryData<{ needed: boolean }>(setupKeys.status)?.needed) return null;
    client = newClient(client);
  }
};

/** The page rendered, or null when it is not the server's to render (no league set up yet). */
export const renderPage = (request: PageRequest): Promise<RenderedPage | null> =>
  oneAtATime(() => renderOnce(request));
