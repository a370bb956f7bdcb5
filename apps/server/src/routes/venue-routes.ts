import { venueCreateSchema, venueUpdateSchema } from '@cueleague/domain/requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { venueFromRow } from '../db/rows.ts';
import { notFound } from '../http/http-error.ts';
import { idParams } from './params.ts';

const loadVenue = async (db: Db, id: string) => {
  const row = await db.selectFrom('venues').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('venue');
  return venueFromRow(row);
};

export const registerVenueRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get('/venues', { config: { cache: true }, schema: { tags: ['venues'] } }, async () => ({
    items: (await db.selectFrom('venues').selectAll().orderBy('name').execute()).map(venueFromRow),
  }));

  api.get(
    '/venues/:id',
    { config: { cache: true }, schema: { tags: ['venues'], params: idParams } },
    (request) => loadVenue(db, request.params.id),
  );

  api.post(
    '/venues',
    { schema: { tags: ['venues'], body: venueCreateSchema } },
    async (request, reply) => {
      await requireAdmin(request);
      const id = newId();
      const { name, address, tables } = request.body;
      await db
        .insertInto('venues')
        .values({ id, name, address: address ?? null, tables })
        .execute();
      return reply.status(201).send(await loadVenue(db, id));
    },
  );

  api.patch(
    '/venues/:id',
    { schema: { tags: ['venues'], params: idParams, body: venueUpdateSchema } },
    async (request) => {
      await requireAdmin(request);
      const venue = await loadVenue(db, request.params.id);
      if (Object.keys(request.body).length > 0)
        await db.updateTable('venues').set(request.body).where('id', '=', venue.id).execute();
      return loadVenue(db, venue.id);
    },
  );

  api.delete(
    '/venues/:id',
    { schema: { tags: ['venues'], params: idParams } },
    async (request, reply) => {
      await requireAdmin(request);
      const venue = await loadVenue(db, request.params.id);
      // Teams and matches keep existing without a venue (their references are set to null).
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('teams')
          .set({ homeVenueId: null })
          .where('homeVenueId', '=', venue.id)
          .execute();
        await trx
          .updateTable('matches')
          .set({ venueId: null })
          .where('venueId', '=', venue.id)
          .execute();
        await trx.deleteFrom('venues').where('id', '=', venue.id).execute();
      });
      return reply.status(204).send();
    },
  );
};
