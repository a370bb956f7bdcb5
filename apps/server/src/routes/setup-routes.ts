// First run: while no league exists, one call creates it with its admin (the web app's setup
// page uses it), or loads the demo league instead. Afterwards both answer 409.
import { setupBodySchema } from '@cueleague/domain/requests';
import {
  demoLoginsSchema,
  demoSummarySchema,
  setupDoneSchema,
  setupStatusSchema,
} from '@cueleague/domain/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import { startSession } from '../auth/session-cookie.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { findDemoLogins, LeagueExistsError, seedDemoLeague } from '../seed/demo-league.ts';
import { createLeagueWithAdmin, leagueExists } from '../services/league-setup.ts';
import { writeRoute } from './params.ts';

// The schemas of the routes below whose call fits on one line.
const statusSchema = { tags: ['setup'], response: { 200: setupStatusSchema } };
const demoLoginsRouteSchema = { tags: ['setup'], response: { 200: demoLoginsSchema } };
const demoRouteSchema = { tags: ['setup'], response: { 201: demoSummarySchema } };

export const registerSetupRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/setup', { schema: statusSchema }, async () => ({
    needed: !(await leagueExists(ctx.db)),
  }));

  api.post(
    '/setup',
    writeRoute('setup', setupBodySchema, { 201: setupDoneSchema }),
    async (request, reply) => {
      if (!isValidTimezone(request.body.timezone)) {
        throw new HttpError('validation_failed', 'Unknown time zone.', {
          timezone: 'Use an IANA name like Europe/London',
        });
      }
      assertPasswordAllowed(request.body.password, 'password');
      const created = await createLeagueWithAdmin(ctx.db, request.body, ctx.now());
      if (!created) throw new HttpError('conflict', 'The league is already set up.');
      await startSession(ctx, request, reply, created.userId);
      return reply.status(201).send({
        leagueId: created.leagueId,
        user: { id: created.userId, email: request.body.email },
      });
    },
  );

  // The demo's logins again, for a visitor who left the setup page: the sign-in page offers them.
  api.get('/setup/demo', { schema: demoLoginsRouteSchema }, async () => {
    if (ctx.config.env === 'production') throw notFound('demo league');
    const demo = await findDemoLogins(ctx.db);
    if (!demo) throw notFound('demo league');
    return demo;
  });

  // The setup page's "try the demo" button. Nobody is signed in: the answer lists the demo
  // logins (all with the public demo password) to choose from.
  api.post('/setup/demo', { schema: demoRouteSchema }, async (_request, reply) => {
    // The demo's accounts share a published password: never on a production server.
    if (ctx.config.env === 'production') {
      throw new HttpError('forbidden', 'The demo league is not available on a production server.');
    }
    if (await leagueExists(ctx.db))
      throw new HttpError('conflict', 'The league is already set up.');
    try {
      const summary = await seedDemoLeague(ctx.db, { now: ctx.now() });
      return await reply.status(201).send(summary);
    } catch (error) {
      // Two setup calls at once: the loser finds the league inside the transaction.
      if (error instanceof LeagueExistsError)
        throw new HttpError('conflict', 'The league is already set up.');
      throw error;
    }
  });
};

export const isValidTimezone = (timezone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
};
