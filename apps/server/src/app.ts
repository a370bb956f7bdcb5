// The Fastify app, built by a factory so tests can build one per database and inject requests.
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { resolveAuth, type RequestAuth } from './auth/actor.ts';
import { findSessionUser, SESSION_COOKIE, type SessionUser } from './auth/sessions.ts';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Db, DbKind, QueryObserver } from './db/database.ts';
import { errorBody, installErrorHandler } from './http/http-error.ts';
import { installJsonBodyParser } from './http/json-body.ts';
import { installMetrics } from './http/metrics.ts';
import { createBackupStatus } from './ops/backup-schedule.ts';
import { installOriginCheck } from './http/origin-check.ts';
import { installWireFingerprint } from './http/wire-fingerprint.ts';
import { loggerOptions } from './logger-options.ts';
import { installResponseCache } from './http/cached-reads.ts';
import { createRateLimiter } from './http/rate-limiter.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerRoutes } from './routes/register-routes.ts';
import { APP_START_SCRIPT_SOURCE } from './http/page-html.ts';
import { serveWebApp } from './http/web-app.ts';
import { VERSION } from './version.ts';
import { LiveHub } from './live/live-hub.ts';
import { ResponseCache } from './services/response-cache.ts';
import { startHousekeeping } from './services/housekeeping.ts';
import { MailQueue } from './services/mail-queue.ts';
import { startMatchDayReminders } from './services/match-day-reminders.ts';
import { startResultTimer } from './services/result-timer.ts';
import { Notifications } from './services/notifications.ts';
import { keepsPublicReads, writer } from './services/write-transaction.ts';
import { publicOrigin } from './http/public-origin.ts';
import websocket from '@fastify/websocket';

export interface BuildOptions {
  config: Config;
  db: Db;
  dbKind: DbKind;
  mailer?: Mailer;
  now?: () => Date;
  logger?: boolean;
  /** Where the database reports each query's duration (for /metrics). */
  queries?: QueryObserver;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export const buildApp = async (options: BuildOptions): Promise<FastifyInstance> => {
  const { config } = options;
  const logger = loggerOptions(config);
  const app = Fastify({
    logger: options.logger === false ? false : logger.options,
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies in front of us (Fastify's types take it as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // Ids may be up to 200 characters (plus '.ics' on the calendar route).
    routerOptions: { maxParamLength: 256 },
    // A URL Fastify cannot even route (bad encoding, an over-long id) never reaches the hooks
    // that add helmet's headers: answer it here, in the error shape of docs/api.md (Conventions:
    // Errors), with the essential headers.
    frameworkErrors: (error, _request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'The URL is too long.'
          : 'The URL is malformed.';
      void reply
        .status(400)
        .headers({
          'content-security-policy': "default-src 'none'",
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'referrer-policy': 'no-referrer',
        })
        .send(errorBody('bad_request', message));
    },
  });
  if (logger.warning) app.log.warn(logger.warning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON: Fastify's built-in text/plain parser would hand a string to the schemas
  // (a 422); without it a text body is refused as malformed (400), like any other type.
  app.removeContentTypeParser('text/plain');
  installJsonBodyParser(app);

  const live = new LiveHub(
    options.db,
    options.dbKind,
    app.log,
    options.dbKind === 'postgres' ? config.databaseUrl : null,
  );
  await live.start();
  const responses = new ResponseCache();
  // Another process changed something (PostgreSQL NOTIFY): drop cached reads. This process's own
  // writes clear them as they commit (services/write-transaction.ts).
  live.onNotify = () => responses.clear();
  app.addHook('onClose', () => live.close());
  const stopHousekeeping = startHousekeeping(
    options.db,
    app.log,
    options.now ?? (() => new Date()),
  );
  app.addHook('onClose', stopHousekeeping);
  const now = options.now ?? (() => new Date());
  const mailQueue = new MailQueue({
    db: options.db,
    // Read when sending: the metrics below wrap the mailer after this.
    mailer: () => app.ctx.mailer,
    log: app.log,
    now,
  });
  app.decorate('ctx', {
    config,
    db: options.db,
    dbKind: options.dbKind,
    mailer: options.mailer ?? createMailer(config, app.log),
    limiter: createRateLimiter(options.db, now),
    live,
    responses,
    notifications: new Notifications({
      live,
      mailQueue,
      baseUrl: () => publicOrigin(config, app.server.address()),
      log: app.log,
      now,
    }),
    mailQueue,
    backups: createBackupStatus(),
    now,
  } satisfies AppContext);

  const metrics = installMetrics(app, {
    queries: options.queries,
    defaultMetrics: config.env !== 'test',
  });
  app.ctx.mailer = metrics.countingMailFailures(app.ctx.mailer);
  const stopReminders = startMatchDayReminders({
    db: options.db,
    write: writer(app.ctx),
    notifications: app.ctx.notifications,
    log: app.log,
    now,
    time: config.matchDayReminderTime,
  });
  app.addHook('onClose', stopReminders);
  // Results on time: reminders before a result is due, and unconfirmed results completed. Tests
  // run it by hand at the instant they choose (runResultTimer), never on the clock.
  if (config.env !== 'test') {
    const stopResultTimer = startResultTimer({
      db: options.db,
      write: writer(app.ctx),
      notifications: app.ctx.notifications,
      events: live,
      log: app.log,
      now,
    });
    app.addHook('onClose', stopResultTimer);
  }
  // What a crash left unsent, and failed sends once their wait is over: now and every minute.
  mailQueue.start();
  app.addHook('onClose', () => mailQueue.stop());

  installErrorHandler(app);
  installWireFingerprint(app);
  installResponseCache(app, responses);
  app.decorateRequest('wroteThrough', false);
  app.decorateRequest('publicReadsKept', false);
  app.addHook('onResponse', async (request) => {
    // A safety net: a write that did not go through writeTransaction (which clears and announces
    // once, as it commits) may still have changed something a cached read shows, unless it said
    // it changes none (a sign-in, a dry run: keepsPublicReads).
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      !request.wroteThrough &&
      !keepsPublicReads(request)
    ) {
      responses.clear();
      live.announceChange();
    }
  });
  // helmet's security headers, its middleware built once: @fastify/helmet builds it again for every
  // request (about 18 µs each, docs/decisions/0028-security-headers-built-once.md).
  const securityHeaders = helmet({
    // HSTS tells browsers to use https only: meaningless over http, and harmful on a server that
    // later moves to another name. Sent only when the public address is https.
    strictTransportSecurity: config.secureCookies
      ? { maxAge: 180 * 24 * 3600, includeSubDomains: false }
      : false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI (emotion) injects styles at run time; the docs page needs its own inline styles too.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // The rendered pages' one inline script, by its hash (http/page-html.ts).
        scriptSrc: ["'self'", APP_START_SCRIPT_SOURCE],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    // helmet 8 throws rather than passing an error on.
    securityHeaders(request.raw, reply.raw, () => undefined);
  });
  await app.register(cookie, { secret: config.sessionSecret });
  // Clients send only small subscribe messages.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  installOriginCheck(app);

  app.decorateRequest('sessionUser', null);
  app.decorateRequest('auth', function (this: { sessionUser: SessionUser | null }) {
    return Promise.resolve<RequestAuth | null>(null);
  });
  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[SESSION_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    request.sessionUser =
      unsigned?.valid && unsigned.value
        ? await findSessionUser(app.ctx.db, unsigned.value, app.ctx.now())
        : null;
    let memo: Promise<RequestAuth | null> | null = null;
    request.auth = () => {
      // Whatever the handler answers now depends on who asked.
      request.personal = true;
      return (memo ??= request.sessionUser
        ? resolveAuth(app.ctx.db, request.sessionUser, request.log)
        : Promise.resolve(null));
    };
  });
  // An answer that depends on who asks (users, invites, availability, audits, notifications, the
  // profile...) is kept by no shared cache and by no browser cache; public answers keep theirs.
  app.decorateRequest('personal', false);
  app.addHook('onSend', async (request, reply) => {
    if (request.personal) void reply.header('cache-control', 'private, no-store');
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CueLeague API',
        description: 'The JSON API of a CueLeague server.',
        version: VERSION,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      registerRoutes(api);
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, config);
  return app;
};
