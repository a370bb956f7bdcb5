// Serves routes marked `config: { cache: true }` from the response cache when it can, and fills
// it with their successful answers. Installed before every other hook: a hit is answered at once,
// replaying the headers the first answer carried (helmet's among them), gzipped when the client
// accepts it (every browser does).
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse, ResponseCache } from '../services/response-cache.ts';

const NOT_REPLAYED = new Set(['content-length', 'set-cookie', 'x-cache', 'date', 'connection']);
/** Below this a gzipped answer saves less than its headers cost. */
const GZIP_MIN_BYTES = 1024;
const gzipAsync = promisify(gzip);

/** Whether an Accept-Encoding header admits gzip (`gzip` or `*`, without `q=0`). */
export const acceptsGzip = (header: string | undefined): boolean => {
  if (!header) return false;
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
};

/** The variant of a cached answer this request gets, with its Content-Encoding when gzipped. */
const variantFor = (reply: FastifyReply, response: CachedResponse, acceptEncoding?: string) => {
  if (response.gzip && acceptsGzip(acceptEncoding)) {
    reply.header('content-encoding', 'gzip');
    return response.gzip;
  }
  return response.body;
};

const building = new WeakMap<ResponseCache, Map<string, Promise<CachedResponse>>>();

/**
 * A cached answer by key, built once per cache generation however many ask at once (the rest
 * wait for the same build): how the live channel's snapshots are shared, for the socket and the
 * long poll alike, so a flood of subscribes costs one read per change, not one per message; and
 * the web app's pages with their link previews (web-app.ts), as HTML.
 */
export const cachedBytes = async (
  cache: ResponseCache,
  key: string,
  build: () => Promise<string>,
  contentType = 'application/json; charset=utf-8',
): Promise<CachedResponse> => {
  const hit = cache.get(key);
  if (hit) return hit;
  const generation = cache.generation;
  let inFlight = building.get(cache);
  if (!inFlight) building.set(cache, (inFlight = new Map<string, Promise<CachedResponse>>()));
  const flightKey = `${generation}:${key}`;
  const pending = inFlight.get(flightKey);
  if (pending) return pending;
  const made = (async () => {
    const body = Buffer.from(await build());
    const response: CachedResponse = {
      body,
      gzip: body.length >= GZIP_MIN_BYTES ? await gzipAsync(body) : null,
      headers: { 'content-type': contentType },
    };
    cache.set(key, response, generation);
    return response;
  })().finally(() => inFlight.delete(flightKey));
  inFlight.set(flightKey, made);
  return made;
};

/** Answers with cached bytes, gzipped when the client accepts it. */
export const sendCached = (
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
): FastifyReply => {
  // Added to what the answer already varies by (a rendered page: the visitor's language).
  const vary = reply.getHeader('vary');
  return reply
    .headers(response.headers)
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    .send(variantFor(reply, response, request.headers['accept-encoding']));
};

export const installResponseCache = (app: FastifyInstance, cache: ResponseCache): void => {
  app.decorateRequest('cacheGeneration', 0);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config.cache !== true) return;
    request.cacheGeneration = cache.generation;
    const hit = cache.get(request.url);
    if (!hit) return;
    reply.headers(hit.headers).header('x-cache', 'hit');
    return reply.send(variantFor(reply, hit, request.headers['accept-encoding']));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method !== 'GET' ||
      request.routeOptions.config.cache !== true ||
      reply.statusCode !== 200 ||
      // An answer that depends on who asked (the handler read the session) is no one else's.
      request.personal ||
      typeof payload !== 'string' ||
      reply.getHeader('x-cache') === 'hit'
    ) {
      return payload;
    }
    // The answer differs by Accept-Encoding from now on; shared caches must know.
    reply.header('vary', 'accept-encoding');
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (!NOT_REPLAYED.has(name) && value !== undefined) headers[name] = value;
    }
    const body = Buffer.from(payload);
    // Compressed off the event loop (zlib's thread pool), once for every later hit.
    const response: CachedResponse = {
      body,
      gzip: body.length >= GZIP_MIN_BYTES ? await gzipAsync(body) : null,
      headers,
    };
    cache.set(request.url, response, request.cacheGeneration);
    return variantFor(reply, response, request.headers['accept-encoding']);
  });
};
