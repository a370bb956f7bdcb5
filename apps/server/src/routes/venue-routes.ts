import { venueCreateSchema, venueUpdateSchema } from '@cueleague/domain/requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { venueFromRow } from '../db/rows.ts';
import { notFound } from '../http/http-error.ts';
import { loadMatches } from '../repositories/matches.ts';
import { fixtureView, insertAudit } from '../services/match-audit.ts';
import { recordMatchChange } from '../services/match-events.ts';
import { idParams } from './params.ts';
import { writeTransaction } from '../services/write-transaction.ts';

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
      const auth = await requireAdmin(request);
      const venue = await loadVenue(db, request.params.id);
      const { ctx } = app;
      // Teams and matches keep existing without a venue (their references are set to null).
      // Each match so changed is a match change like any other: a new version, a live event
      // and an audit entry.
      await writeTransaction(request, async (trx) => {
        await trx
          .updateTable('teams')
          .set({ homeVenueId: null })
          .where('homeVenueId', '=', venue.id)
          .execute();
        const affected = await loadMatches(trx, (query) => query.where('venueId', '=', venue.id));
        await trx
          .updateTable('matches')
          .set((eb) => ({
            venueId: null,
            version: eb('version', '+', 1),
            updatedAt: ctx.now().toISOString(),
          }))
          .where('venueId', '=', venue.id)
          .execute();
        for (const match of affected) {
          const after = { ...match, venueId: null, version: match.version + 1 };
          await recordMatchChange(trx, ctx.live, after, match.state);
          await insertAudit(trx, {
            matchId: match.id,
            reason: 'match_updated',
            note: `Venue ${venue.name} deleted`,
            actorUserId: auth.user.id,
            at: ctx.now(),
            before: fixtureView(match),
            after: fixtureView(after),
          });
        }
        await trx.deleteFrom('venues').where('id', '=', venue.id).execute();
      });
      return reply.status(204).send();
    },
  );
};
