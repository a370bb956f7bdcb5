// One process, one port: the server also serves the built web app, with an SPA fallback so a
// deep link like /standings loads index.html and the client router takes over.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { errorBody } from './http-error.ts';

export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export const serveWebApp = async (app: FastifyInstance, config: Config): Promise<void> => {
  const root = config.webDistDir ?? defaultWebDist;
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`No built web app at ${root}: serving the API only (run npm run build).`);
    return;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api/') && path !== '/api';
    if (wantsPage && !/\.[a-z0-9]+$/i.test(path)) return reply.sendFile('index.html');
    return reply
      .status(404)
      .send(errorBody('not_found', `No such endpoint: ${request.method} ${path}`));
  });
};
