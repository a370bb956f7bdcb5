// One process, one port: the server also serves the built web app, with an SPA fallback so a
// deep link like /standings loads index.html and the client router takes over. Unknown /api
// paths (and missing files) get a JSON 404. Built files with a content hash in their name are
// cached for good; the page, the service worker and the manifest are revalidated on every load,
// so a new build reaches browsers (and installed apps) on their next visit. The public pages a
// link is shared to (/, /standings, a team, a player, a match, a cup) get their own title and link
// preview tags in the page's head (page-html.ts), kept in the response cache like a public read,
// and an image of their own (preview-images.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import { DEFAULT_WEB_DIST } from '../paths.ts';
import { anyLeagueExists } from '../repositories/leagues.ts';
import { linkPreview } from '../services/link-previews.ts';
import type { CachedResponse } from '../services/response-cache.ts';
import { cachedBytes, sendCached } from './cached-reads.ts';
import { errorBody } from './http-error.ts';
import {
  indexTemplate,
  inlineStylesheets,
  isRenderedPath,
  PREVIEWED_ROUTES,
  previewTargetOf,
  RENDERED_ROUTES,
  type IndexTemplate,
  renderPage,
  type PreviewLinks,
  type PreviewTarget,
} from './page-html.ts';
import {
  loadPageRenderer,
  localeOf,
  RendererBusy,
  RendererTimeout,
  type PageRenderer,
  type PageToRender,
} from './page-renderer.ts';
import { loadCardRenderer } from './preview-image.ts';
import { servePreviewImages } from './preview-images.ts';
import { publicOrigin } from './public-origin.ts';

/** The Cache-Control of a file of the built web app, by its path inside the build. */
export const webCacheControl = (file: string): string =>
  file.split(sep)[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * The app's icon, a square PNG, as og:image where the server cannot draw the pages' own images
 * (preview-image.ts): a chat app shows it beside the preview.
 */
const PREVIEW_ICON = '/icons/icon-512.png';
const HOUR_MS = 3_600_000;

const etags = new WeakMap<CachedResponse, string>();

/** A weak validator of a page's bytes, so a revalidating browser gets a 304 as it did before. */
const etagOf = (response: CachedResponse): string => {
  let etag = etags.get(response);
  if (!etag) {
    etag = `W/"${createHash('sha256').update(response.body).digest('base64url').slice(0, 27)}"`;
    etags.set(response, etag);
  }
  return etag;
};

const matchesEtag = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((candidate) => candidate.trim() === etag);

/** The first-run page, where a server with no league sends every other page. */
const SETUP_PATH = '/setup';

export const serveWebApp = async (app: FastifyInstance, config: Config): Promise<void> => {
  const root = config.webDistDir ?? DEFAULT_WEB_DIST;
  const hasWebApp = existsSync(join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build's .br and .gz copies (vite-plugins/precompress.ts), by the Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', webCacheControl(relative(root, path)));
        // One path, three encodings: @fastify/static does not say so, so caches are told here.
        res.setHeader('Vary', 'accept-encoding');
        if (path.endsWith('.webmanifest'))
          res.setHeader('Content-Type', 'application/manifest+json');
      },
    });
  } else {
    app.log.warn(`No built web app at ${root}: serving the API only (npm run build makes it).`);
  }
  // Read once: every page is this file with its own tags in the head.
  const template = hasWebApp
    ? indexTemplate(
        inlineStylesheets(readFileSync(join(root, 'index.html'), 'utf8'), (href) => {
          const file = join(root, ...href.split('/'));
          return relative(root, file).startsWith('..') || !existsSync(file)
            ? null
            : readFileSync(file, 'utf8');
        }),
      )
    : null;
  // Absolute links only on the configured public address, never on a request's Host header.
  // The images the pages name (og:image): only where there are pages to name them.
  const drawCard = hasWebApp ? await loadCardRenderer(app.log) : null;
  if (hasWebApp) servePreviewImages(app, drawCard);
  const links: PreviewLinks = {
    origin: config.publicUrl ? publicOrigin(config, null) : null,
    cards: drawCard !== null,
    imagePath: existsSync(join(root, ...PREVIEW_ICON.split('/'))) ? PREVIEW_ICON : null,
  };

  const renderer: PageRenderer | null = template ? await loadPageRenderer(app, root) : null;

  /**
   * A page with its link preview and, on the pages a visitor opens from a link, its first view
   * rendered (page-renderer.ts), from the response cache (cleared by every write). The key
   * carries the hour, so what depends on the clock alone (the next fixtures on the home page)
   * is at most an hour old; and a rendered page's language and query, which it is rendered from.
   */
  const serveDocument = async (
    request: FastifyRequest,
    reply: FastifyReply,
    target: PreviewTarget | null,
    render: PageToRender | null,
    page: IndexTemplate,
  ) => {
    const { db, responses } = app.ctx;
    const now = app.ctx.now();
    const hour = Math.floor(now.getTime() / HOUR_MS);
    const path = target?.path ?? request.url.split('?')[0] ?? '/';
    const key = render
      ? `page:${hour}:${render.locale}:${render.signedOut ? 'out' : 'in'}:${render.url}`
      : `page:${hour}:${path}`;
    const answer = await cachedBytes(
      responses,
      key,
      async () => {
        const preview = target ? await linkPreview(db, target.page, now) : null;
        const view = render && renderer ? await renderer(render) : null;
        return renderPage(page, preview, path, links, view);
      },
      'text/html; charset=utf-8',
    );
    const etag = etagOf(answer);
    reply.header('cache-control', webCacheControl('index.html')).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return sendCached(request, reply, answer);
  };

  let setUp = false;
  const leagueSetUp = async (): Promise<boolean> => (setUp ||= await anyLeagueExists(app.ctx.db));

  /**
   * A page of the web app: its preview where it has one, its first view rendered where it is a
   * visitor's page (the language its dates are written in is the visitor's: the answer varies
   * by Accept-Language), else the plain index.html.
   */
  const servePage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    // A server with no league yet has one page: every other is sent there before it paints (the
    // app would otherwise flash an empty home first). Once a league exists it always does.
    if (path !== SETUP_PATH && !(await leagueSetUp())) return reply.redirect(SETUP_PATH, 302);
    const target = previewTargetOf(path);
    const rendered = renderer !== null && isRenderedPath(path);
    if ((target || rendered) && template) {
      const render = rendered
        ? {
            url: request.url,
            locale: localeOf(request.headers['accept-language']),
            signedOut: request.cookies[SESSION_COOKIE] === undefined,
          }
        : null;
      if (render) reply.header('vary', 'accept-language, cookie');
      try {
        return await serveDocument(request, reply, target, render, template);
      } catch (error) {
        // A render already under way, one too slow, or one that failed: this page is served as
        // the browser renders it, with its preview; the next visitor gets it whole.
        if (render !== null && error instanceof RendererTimeout)
          request.log.warn({ err: error }, 'Page render too slow: serving it unrendered');
        else if (render !== null && !(error instanceof RendererBusy))
          request.log.error({ err: error }, 'Page render failed: serving it unrendered');
        const failure =
          render !== null
            ? await serveDocument(request, reply, target, null, template).then(
                () => null,
                (previewError: unknown) => previewError,
              )
            : error;
        if (failure === null) return reply;
        // The page still opens without its preview: the app shows its own error if it must.
        request.log.error({ err: failure }, 'Page failed: serving the plain page');
        reply.removeHeader('etag');
      }
    }
    return reply.type('text/html').sendFile('index.html');
  };

  // The previewed pages are routes of their own (HEAD included, as Fastify exposes it), so the
  // links pasted in chats and a visitor's first load do not go through the not-found path; a
  // wildcard, not a parameter, so an id of any length still gets the general preview.
  if (hasWebApp) {
    for (const route of new Set<string>([...PREVIEWED_ROUTES, ...RENDERED_ROUTES])) {
      app.get(route.replace(/:[A-Za-z]+$/, '*'), (request, reply) =>
        servePage(request, reply, request.url.split('?')[0] ?? '/'),
      );
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    // HEAD is answered as GET (Node sends its headers, with the GET's length, and no body): link
    // checkers and some chat apps ask HEAD first and give up on a 404.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !/\.[a-z0-9]+$/i.test(path);
    if (hasWebApp && wantsPage) return servePage(request, reply, path);
    return reply
      .status(404)
      .send(errorBody('not_found', `No such endpoint: ${request.method} ${path}`));
  });
};
