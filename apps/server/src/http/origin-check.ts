// State-changing requests from another origin are refused (a second wall beside SameSite=Lax),
// and so is a WebSocket upgrade: a socket carries the session cookie (a user's private topic) and
// browsers let any page open one, so the live channel is held to the same rule as writes.
// Browsers send Origin on cross-origin writes and on every WebSocket; scripts and tests that send
// none are let through, since without a browser there is no ambient cookie to abuse.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const installOriginCheck = (app: FastifyInstance): void => {
  const publicOrigin = app.ctx.config.publicUrl ? new URL(app.ctx.config.publicUrl).origin : null;
  app.addHook('onRequest', async (request) => {
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (SAFE_METHODS.has(request.method) && !upgrade) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new HttpError('forbidden', 'Cross-origin requests are not allowed.');
    }
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new HttpError('forbidden', 'Cross-origin requests are not allowed.');
    }
    const sameAsHost = originHost === request.headers.host;
    if (!sameAsHost && origin !== publicOrigin) {
      throw new HttpError('forbidden', 'Cross-origin requests are not allowed.');
    }
  });
};
