// Serves routes marked `config: { cache: true }` from the response cache when it can, and fills
// it with their successful answers. Installed before every other hook: a hit is answered at once,
// replaying the headers the first answer carried (helmet's among them).
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ResponseCache } from '../services/response-cache.ts';

const NOT_REPLAYED = new Set(['content-length', 'set-cookie', 'x-cache', 'date', 'connection']);

export const installResponseCache = (app: FastifyInstance, cache: ResponseCache): void => {
  app.decorateRequest('cacheGeneration', 0);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config.cache !== true) return;
    request.cacheGeneration = cache.generation;
    const hit = cache.get(request.url);
    if (hit) return reply.headers(hit.headers).header('x-cache', 'hit').send(hit.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method === 'GET' &&
      request.routeOptions.config.cache === true &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      reply.getHeader('x-cache') !== 'hit'
    ) {
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (!NOT_REPLAYED.has(name) && value !== undefined) headers[name] = value;
      }
      cache.set(request.url, { body: payload, headers }, request.cacheGeneration);
    }
    return payload;
  });
};
