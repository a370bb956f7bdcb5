// First run: while no league exists, one call creates it with its admin (the web app's setup
// page uses it). Afterwards it answers 409.
import { setupBodySchema } from '@cueleague/domain/requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { startSession } from '../auth/session-cookie.ts';
import { HttpError } from '../http/http-error.ts';
import { createLeagueWithAdmin, leagueExists } from '../services/league-setup.ts';

export const registerSetupRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/setup', { schema: { tags: ['setup'] } }, async () => ({
    needed: !(await leagueExists(ctx.db)),
  }));

  api.post(
    '/setup',
    { schema: { tags: ['setup'], body: setupBodySchema } },
    async (request, reply) => {
      if (!isValidTimezone(request.body.timezone)) {
        throw new HttpError('validation_failed', 'Unknown time zone.', {
          timezone: 'Use an IANA name like Europe/London',
        });
      }
      const created = await createLeagueWithAdmin(ctx.db, request.body, ctx.now());
      if (!created) throw new HttpError('conflict', 'The league is already set up.');
      await startSession(ctx, request, reply, created.userId);
      return reply
        .status(201)
        .send({
          leagueId: created.leagueId,
          user: { id: created.userId, email: request.body.email },
        });
    },
  );
};

export const isValidTimezone = (timezone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
};
