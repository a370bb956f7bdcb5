// One process, one port: the server also serves the built web app, with an SPA fallback so a
// deep link like /standings loads index.html and the client router takes over. Unknown /api
// paths (and missing files) get a JSON 404. Built files with a content hash in their name are
// cached for good; the page, the service worker and the manifest are revalidated on every load,
// so a new build reaches browsers (and installed apps) on their next visit.
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { DEFAULT_WEB_DIST } from '../paths.ts';
import { errorBody } from './http-error.ts';

/** The Cache-Control of a file of the built web app, by its path inside the build. */
export const webCacheControl = (file: string): string =>
  file.split(sep)[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';

export const serveWebApp = async (app: FastifyInstance, config: Config): Promise<void> => {
  const root = config.webDistDir ?? DEFAULT_WEB_DIST;
  const hasWebApp = existsSync(join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', webCacheControl(relative(root, path)));
        if (path.endsWith('.webmanifest'))
          res.setHeader('Content-Type', 'application/manifest+json');
      },
    });
  } else {
    app.log.warn(`No built web app at ${root}: serving the API only (npm run build makes it).`);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    const wantsPage = request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(path);
    if (hasWebApp && wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply
      .status(404)
      .send(errorBody('not_found', `No such endpoint: ${request.method} ${path}`));
  });
};
