// The previewed pages' images (docs/decisions/0041-link-preview-images.md): GET
// /preview-images/teams/t1.png is the card of /teams/t1 as a PNG (preview-image.ts draws it).
// Two caches keep renders rare: the answer per page in the response cache (cleared by every write,
// like the page itself), and the drawn bytes by what they show (bounded in bytes, never cleared),
// so a write that does not change a card (most frames change one match's) draws nothing again.
// The address carries the card's version (?v=): that answer is kept for a year by browsers and
// chat apps; any other gets the current image, revalidated with its ETag.
import type { FastifyInstance } from 'fastify';
import { ownLinkPreview, type LinkPreview } from '../services/link-previews.ts';
import { ResponseCache, type CachedResponse } from '../services/response-cache.ts';
import { errorBody } from './http-error.ts';
import { previewTargetOf } from './page-html.ts';
import {
  oneAtATime,
  pagePathOfImage,
  PREVIEW_IMAGES_PREFIX,
  PreviewImageBusy,
  previewImageVersion,
  type CardRenderer,
} from './preview-image.ts';

const HOUR_MS = 3_600_000;

/**
 * How long a request waits for its image (its turn and its draw) before it gets a 503: well
 * past a draw's 35 ms, so 8 waiting draws and a process's first (300 ms of CPU) fit on a busy
 * machine; within the wait chat apps give a page's image.
 */
export const RENDER_WAIT_MS = 8_000;

/** The drawn images kept by version: about 40 kB each, so some 400 of them. */
const IMAGE_CACHE_BYTES = 16 * 1024 * 1024;

const matchesEtag = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((candidate) => candidate.trim() === etag);

const notFound = (path: string) => errorBody('not_found', `No preview image at ${path}`);

/** Registers the image route; `draw` draws a card (null: no images, every path a 404). */
export const servePreviewImages = (
  app: FastifyInstance,
  draw: CardRenderer | null,
  { waitMs = RENDER_WAIT_MS }: { waitMs?: number } = {},
): void => {
  const render = draw && oneAtATime(draw);
  const images = new ResponseCache(IMAGE_CACHE_BYTES);
  const drawing = new Map<string, Promise<Buffer>>();

  /** A card's PNG: kept, being drawn (however many ask), or drawn now, within `waitMs`. */
  const pngOf = async (
    renderer: CardRenderer,
    version: string,
    preview: LinkPreview,
  ): Promise<{ body: Buffer; kept: boolean }> => {
    const kept = images.get(version);
    if (kept) return { body: kept.body, kept: true };
    let made = drawing.get(version);
    if (!made) {
      // Kept even when the request that asked has stopped waiting: the next one gets it.
      made = renderer(preview)
        .then((body) => {
          images.set(version, { body, gzip: null, headers: {} }, images.generation);
          return body;
        })
        .finally(() => drawing.delete(version));
      made.catch(() => undefined);
      drawing.set(version, made);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new PreviewImageBusy(`A preview image took longer than ${waitMs} ms`)),
        waitMs,
      );
    });
    try {
      return { body: await Promise.race([made, late]), kept: false };
    } finally {
      clearTimeout(timer);
    }
  };

  // Not part of the JSON API: left out of its OpenAPI document.
  app.get(`${PREVIEW_IMAGES_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const pagePath = pagePathOfImage(path.slice(PREVIEW_IMAGES_PREFIX.length));
    const target = pagePath === null ? null : previewTargetOf(pagePath);
    // An id that could not be one gets the home page's preview as a page, but has no image.
    if (!render || !target || (target.page.kind === 'home' && pagePath !== '/'))
      return reply.code(404).send(notFound(path));
    const { db, responses } = app.ctx;
    const now = app.ctx.now();
    const key = `preview-image:${Math.floor(now.getTime() / HOUR_MS)}:${target.path}`;
    let answer: CachedResponse | undefined = responses.get(key);
    // Whether this answer was drawn before (x-cache: hit, as the cached reads say it).
    let kept = answer !== undefined;
    if (!answer) {
      const generation = responses.generation;
      const preview = await ownLinkPreview(db, target.page, now);
      if (!preview) return reply.code(404).send(notFound(path));
      const version = previewImageVersion(preview);
      let body: Buffer;
      try {
        ({ body, kept } = await pngOf(render, version, preview));
      } catch (error) {
        if (!(error instanceof PreviewImageBusy)) throw error;
        request.log.warn({ err: error }, 'Preview image not drawn in time');
        return reply
          .code(503)
          .header('retry-after', '5')
          .header('cache-control', 'no-store')
          .send(errorBody('unavailable', 'The preview image is being drawn: try again shortly'));
      }
      answer = { body, gzip: null, headers: { etag: `"${version}"` } };
      responses.set(key, answer, generation);
    }
    const etag = String(answer.headers.etag);
    const { v } = request.query as { v?: unknown };
    reply
      .header('etag', etag)
      // Only the address of this very image may be kept for good; any other is revalidated.
      .header(
        'cache-control',
        v === etag.slice(1, -1) ? 'public, max-age=31536000, immutable' : 'public, no-cache',
      )
      // Shown on other sites (a chat's web client) by design: helmet's default is same-origin.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (kept) reply.header('x-cache', 'hit');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/png').send(answer.body);
  });
};
