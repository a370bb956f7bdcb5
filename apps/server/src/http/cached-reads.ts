// Serves routes marked `config: { cache: true }` from the response cache when it can, and fills
// it with their successful answers. Registered after helmet, so cached answers carry its headers.
import type { FastifyInstance } from 'fastify';
import type { ResponseCache } from '../services/response-cache.ts';

export const installResponseCache = (app: FastifyInstance, cache: ResponseCache): void => {
  app.decorateRequest('cacheGeneration', 0);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config.cache !== true) return;
    request.cacheGeneration = cache.generation;
    const hit = cache.get(request.url);
    if (hit)
      return reply.header('content-type', hit.contentType).header('x-cache', 'hit').send(hit.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method === 'GET' &&
      request.routeOptions.config.cache === true &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      reply.getHeader('x-cache') !== 'hit'
    ) {
      const contentType = String(
        reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
      );
      cache.set(request.url, { body: payload, contentType }, request.cacheGeneration);
    }
    return payload;
  });
};
