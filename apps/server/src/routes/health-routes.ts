import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { VERSION } from '../version.ts';

export const registerHealthRoutes = (app: FastifyInstance): void => {
  app.get('/health', { schema: { tags: ['health'] } }, async () => {
    // A real round trip: a health check that never touches the database would lie.
    await sql`select 1`.execute(app.ctx.db);
    return { ok: true, db: app.ctx.dbKind, version: VERSION };
  });
};
