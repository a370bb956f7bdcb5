// The server-rendered first views of the public pages (docs/decisions/0038): the web build's
// renderer (apps/web/dist-ssr/render-page.js, made by `npm run build` beside dist/) is loaded
// once, and given a page's URL, the visitor's language and a way to read the API from inside
// this server. Without that file (a development server, an API-only install) pages are served as
// before, and the browser renders them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the web's renderer answers (apps/web/src/ssr/render-page.tsx, RenderedPage). */
export interface RenderedPage {
  /** The page's markup, for inside <div id="root">. */
  root: string;
  /** Its <style> elements, for the <head>. */
  head: string;
  /** The <script> with the data it was rendered from, for after the root. */
  state: string;
}

/** A page to render: its URL, the visitor's language, and whether the request has no session. */
export interface PageToRender {
  url: string;
  locale: string;
  signedOut: boolean;
}

/** A page's view, or null when the page is not the server's to render (no league set up yet). */
export type PageRenderer = (page: PageToRender) => Promise<RenderedPage | null>;

type Transport = (path: string, init: RequestInit) => Promise<Response>;
type RenderModule = {
  renderPage: (request: PageToRender & { transport: Transport }) => Promise<RenderedPage | null>;
};

/** The renderer's file, beside the web app's build folder. */
export const rendererFile = (webDistDir: string): string =>
  join(webDistDir, '..', 'dist-ssr', 'render-page.js');

/** Dates in a language no one asked for read best in plain English. */
export const FALLBACK_LOCALE = 'en';

/**
 * The first language of an Accept-Language header that this server can write dates in, as its
 * canonical tag; else FALLBACK_LOCALE. Only the first is tried: it is the visitor's own.
 */
export const localeOf = (header: string | undefined): string => {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*' || first.length > 35) return FALLBACK_LOCALE;
  try {
    const [canonical] = Intl.getCanonicalLocales(first);
    return canonical && Intl.DateTimeFormat.supportedLocalesOf(canonical).length > 0
      ? canonical
      : FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
};

/** A page's reads, answered by this server's own routes as a signed-out visitor's would be. */
const insideTransport =
  (app: FastifyInstance): Transport =>
  async (path, init) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`A page render may only read: ${path}`);
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };

/**
 * How long a page waits for its render before it goes out unrendered: the app renders it in
 * the browser instead, so a slow read (a locked database, a league night's peak) never holds a
 * visitor's page longer than this.
 */
export const RENDER_TIMEOUT_MS = 1_500;

/**
 * The renderer, or null when the build has none. One render runs at a time (a render is CPU
 * work); a page asked for while another waits is served unrendered rather than queued, so a
 * flood of uncached pages (a busy league night clears the cache with every frame, or someone
 * asking for made-up query strings) costs the server one render at a time and nothing more.
 * A render that outlasts `timeoutMs` is given up (RendererTimeout) but still counts as the one
 * under way until it ends, so slow renders never pile up.
 */
export const loadPageRenderer = async (
  app: FastifyInstance,
  webDistDir: string,
  { timeoutMs = RENDER_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<PageRenderer | null> => {
  const file = rendererFile(webDistDir);
  if (!existsSync(file)) {
    app.log.warn(`No page renderer at ${file}: pages are rendered in the browser alone.`);
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as RenderModule;
  const transport = insideTransport(app);
  let waiting = 0;
  return async (page) => {
    if (waiting > 0) throw new RendererBusy();
    waiting += 1;
    const rendering = module.renderPage({ ...page, transport }).finally(() => {
      waiting -= 1;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RendererTimeout(timeoutMs)), timeoutMs);
    });
    // A render given up still ends (or fails) later, unheard.
    rendering.catch(() => undefined);
    try {
      return await Promise.race([rendering, late]);
    } finally {
      clearTimeout(timer);
    }
  };
};

/** Thrown when a render is already under way: the page goes out unrendered. */
export class RendererBusy extends Error {
  override name = 'RendererBusy';
  constructor() {
    super('A page render is under way');
  }
}

/** Thrown when a render takes too long: the page goes out unrendered. */
export class RendererTimeout extends Error {
  override name = 'RendererTimeout';
  constructor(timeoutMs: number) {
    super(`A page render took longer than ${timeoutMs} ms`);
  }
}
