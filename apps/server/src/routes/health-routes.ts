import { errorAnswerSchema, healthSchema, readySchema } from '@cueleague/domain/responses';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/catalog.ts';
import { pendingMigrations } from '../db/migrations.ts';
import { errorBody } from '../http/http-error.ts';
import { VERSION } from '../version.ts';

const healthRouteSchema = { tags: ['health'], response: { 200: healthSchema } };
/** Ready, or 503 in the error shape with what is missing. */
const readyRouteSchema = {
  tags: ['health'],
  response: { 200: readySchema, 503: errorAnswerSchema },
};

export const registerHealthRoutes = (app: FastifyInstance): void => {
  // Liveness: the process answers and its database does.
  app.get('/health', { schema: healthRouteSchema }, async () => {
    // A real round trip: a health check that never touches the database would lie.
    await pingDatabase(app.ctx.db);
    return { ok: true, db: app.ctx.dbKind, version: VERSION };
  });

  // Readiness, for a proxy or an orchestrator: send traffic here only when the database answers
  // and has every migration this version needs (another process may be upgrading it).
  app.get('/ready', { schema: readyRouteSchema }, async (_request, reply) => {
    let pending: string[];
    try {
      pending = await pendingMigrations(app.ctx.db);
    } catch {
      return reply
        .status(503)
        .send(
          errorBody('unavailable', 'The database does not answer.', undefined, { ready: false }),
        );
    }
    if (pending.length > 0) {
      return reply.status(503).send(
        errorBody('unavailable', 'The database is missing migrations.', undefined, {
          ready: false,
          pendingMigrations: pending,
        }),
      );
    }
    return { ready: true, db: app.ctx.dbKind, version: VERSION };
  });
};
