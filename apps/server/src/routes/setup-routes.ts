// First run: while no league exists, one call creates it with its admin (the web app's setup
// page uses it), or loads the demo league instead. Both take the setup code the server printed
// at its first start (services/setup-code.ts): a server just put online is found by scanners
// within minutes, and whoever set it up first would be its admin. Afterwards both answer 409.
import { setupBodySchema, setupDemoBodySchema } from '@cueleague/domain/requests';
import {
  demoLoginsSchema,
  demoSummarySchema,
  setupDoneSchema,
  setupStatusSchema,
} from '@cueleague/domain/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import { startSession } from '../auth/session-cookie.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { enforceLimits } from '../http/rate-limiter.ts';
import {
  findDemoLogins,
  LeagueExistsError,
  seedDemoLeague,
  SetupCodeSpentError,
} from '../seed/demo-league.ts';
import { anyLeagueExists } from '../repositories/leagues.ts';
import { createLeagueWithAdmin } from '../services/league-setup.ts';
import { readSetupCode, setupCodeMatches } from '../services/setup-code.ts';
import { writeRoute } from './params.ts';

// The schemas of the routes below whose call fits on one line.
const statusSchema = { tags: ['setup'], response: { 200: setupStatusSchema } };
const demoLoginsRouteSchema = { tags: ['setup'], response: { 200: demoLoginsSchema } };

export const WRONG_SETUP_CODE =
  'This is not the setup code. The server printed it in its log when it started (or run npm run setup-code on the server); it is SETUP_CODE if that is set.';
const ALREADY_SET_UP = 'The league is already set up.';

export const registerSetupRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  /** Guessing the code is limited like signing in, per address (and shared by processes). */
  const proveOperator = async (request: FastifyRequest, reply: FastifyReply, code: string) => {
    await enforceLimits(ctx.limiter, reply, [
      { key: `setup:${request.ip}`, max: ctx.config.authRateLimit.perIp },
    ]);
    if (!(await setupCodeMatches(ctx.db, code)))
      throw new HttpError('validation_failed', WRONG_SETUP_CODE, {
        setupCode: 'Wrong setup code',
      });
    // The code as stored: the transaction spends that row, whatever case or dashes were typed.
    return (await readSetupCode(ctx.db)) ?? '';
  };

  api.get('/setup', { schema: statusSchema }, async () => ({
    needed: !(await anyLeagueExists(ctx.db)),
  }));

  api.post(
    '/setup',
    writeRoute('setup', setupBodySchema, { 201: setupDoneSchema }),
    async (request, reply) => {
      if (await anyLeagueExists(ctx.db)) throw new HttpError('conflict', ALREADY_SET_UP);
      const setupCode = await proveOperator(request, reply, request.body.setupCode);
      if (!isValidTimezone(request.body.timezone)) {
        throw new HttpError('validation_failed', 'Unknown time zone.', {
          timezone: 'Use an IANA name like Europe/London',
        });
      }
      assertPasswordAllowed(request.body.password, 'password', [request.body.leagueName]);
      const created = await createLeagueWithAdmin(ctx.db, request.body, ctx.now(), { setupCode });
      if (created === 'league_exists' || created === 'code_spent')
        throw new HttpError('conflict', ALREADY_SET_UP);
      if (created === 'email_taken') {
        // Setup never changes an account: its owner may not be whoever holds the setup code.
        throw new HttpError('conflict', 'An account with this e-mail already exists.', {
          email:
            "This e-mail has an account already: give the league's admin another e-mail (setup never changes an existing account)",
        });
      }
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
  api.post(
    '/setup/demo',
    writeRoute('setup', setupDemoBodySchema, { 201: demoSummarySchema }),
    async (request, reply) => {
      // The demo's accounts share a published password: never on a production server.
      if (ctx.config.env === 'production') {
        throw new HttpError(
          'forbidden',
          'The demo league is not available on a production server.',
        );
      }
      if (await anyLeagueExists(ctx.db)) throw new HttpError('conflict', ALREADY_SET_UP);
      const setupCode = await proveOperator(request, reply, request.body.setupCode);
      try {
        const summary = await seedDemoLeague(ctx.db, { now: ctx.now(), setupCode });
        return await reply.status(201).send(summary);
      } catch (error) {
        // Two setup calls at once: the loser finds the league (or the code spent) inside the
        // transaction.
        if (error instanceof LeagueExistsError || error instanceof SetupCodeSpentError)
          throw new HttpError('conflict', ALREADY_SET_UP);
        throw error;
      }
    },
  );
};

/**
 * A time zone's canonical IANA name as the runtime knows it ('europe/london' is Europe/London),
 * or null for one it does not know. A fixed offset ('+05:00') is refused: its clock never changes
 * for summer time, and not every browser takes it.
 */
export const canonicalTimezone = (timezone: string): string | null => {
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: timezone }).resolvedOptions()
      .timeZone;
    return /^[+-]/.test(resolved) ? null : resolved;
  } catch {
    return null;
  }
};

export const isValidTimezone = (timezone: string): boolean => canonicalTimezone(timezone) !== null;
