import { venueCreateSchema, venueUpdateSchema } from '@cueleague/domain/requests';
import { venuesSchema } from '@cueleague/domain/responses';
import { venueSchema } from '@cueleague/domain/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { orNotFound } from '../http/http-error.ts';
import { clearVenueOfMatches, findMatches } from '../repositories/matches.ts';
import { clearHomeVenue } from '../repositories/teams.ts';
import {
  deleteVenue,
  findVenue,
  insertVenue,
  listVenues,
  updateVenue,
} from '../repositories/venues.ts';
import { insertAudit } from '../repositories/match-audit.ts';
import { fixtureView } from '../services/match-audit.ts';
import { recordMatchChange } from '../services/match-events.ts';
import { cachedRead, deleteById, idParams, writeById, writeRoute } from './params.ts';
import { writeTransaction } from '../services/write-transaction.ts';

const loadVenue = async (db: Db, id: string) => orNotFound(await findVenue(db, id), 'venue');

export const registerVenueRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get('/venues', cachedRead('venues', { response: { 200: venuesSchema } }), async () => ({
    items: await listVenues(db),
  }));

  api.get(
    '/venues/:id',
    cachedRead('venues', { params: idParams, response: { 200: venueSchema } }),
    (request) => loadVenue(db, request.params.id),
  );

  api.post(
    '/venues',
    writeRoute('venues', venueCreateSchema, { 201: venueSchema }),
    async (request, reply) => {
      await requireAdmin(request);
      const id = newId();
      const { name, address, tables } = request.body;
      await insertVenue(db, { id, name, address: address ?? null, tables });
      return reply.status(201).send(await loadVenue(db, id));
    },
  );

  api.patch(
    '/venues/:id',
    writeById('venues', venueUpdateSchema, { 200: venueSchema }),
    async (request) => {
      await requireAdmin(request);
      const venue = await loadVenue(db, request.params.id);
      if (Object.keys(request.body).length > 0) await updateVenue(db, venue.id, request.body);
      return loadVenue(db, venue.id);
    },
  );

  api.delete('/venues/:id', deleteById('venues'), async (request, reply) => {
    const auth = await requireAdmin(request);
    const venue = await loadVenue(db, request.params.id);
    const { ctx } = app;
    // Teams and matches keep existing without a venue (their references are set to null).
    // Each match so changed is a match change like any other: a new version, a live event
    // and an audit entry.
    await writeTransaction(request, async (trx) => {
      await clearHomeVenue(trx, venue.id);
      const affected = await findMatches(trx, { venueId: venue.id });
      await clearVenueOfMatches(trx, venue.id, ctx.now());
      for (const match of affected) {
        const after = { ...match, venueId: null, version: match.version + 1 };
        await recordMatchChange(trx, ctx.live, after, match);
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
      await deleteVenue(trx, venue.id);
    });
    return reply.status(204).send();
  });
};
