// /metrics in Prometheus' text format (prom-client): request durations by route, open live
// sockets and waiting polls, live events and their deliveries, database time, mail failures, the
// mail queue's pending and given-up mails, the age of the last backup and the scheduled backups'
// last success and failures. It tells an outsider a lot about the league's traffic, so it is
// served where no guess about the caller is needed (docs/decisions/0030-metrics-limits-bodies-
// live.md): on a listener of its own bound to loopback (METRICS_PORT), and on the main port only
// to a caller with the METRICS_TOKEN bearer. A loopback peer on the main port is not enough:
// behind a proxy every caller is one, and which headers a proxy sets is its own choice.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueryObserver } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { listBackups } from '../ops/backups.ts';
import { mailQueueCounts } from '../repositories/mail-queue.ts';
import { errorBody } from './http-error.ts';

/** The metrics listener's address: loopback, always (a scraper on the same box, or a tunnel). */
export const METRICS_HOST = '127.0.0.1';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

const hasToken = (request: FastifyRequest, token: string): boolean => {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return Boolean(given && timingSafeEqual(digest(given), digest(token)));
};

const NOT_HERE = 'Metrics are served on METRICS_PORT (loopback), or here with METRICS_TOKEN.';

/** A plain HTTP server on loopback answering GET /metrics and nothing else. */
const listenForScrapes = (
  registry: Registry,
  port: number,
  log: FastifyBaseLogger,
): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || path !== '/metrics') {
        response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(errorBody('not_found', 'Only GET /metrics is served here.')));
        return;
      }
      registry.metrics().then(
        (text) => {
          response.writeHead(200, { 'content-type': registry.contentType });
          response.end(text);
        },
        (error: unknown) => {
          log.error({ err: error }, 'Metrics: could not collect');
          response.writeHead(500).end();
        },
      );
    });
    server.once('error', (error) =>
      reject(new Error(`METRICS_PORT ${port} on ${METRICS_HOST}: ${error.message}`)),
    );
    server.listen(port, METRICS_HOST, () => resolve(server));
  });

export interface Metrics {
  registry: Registry;
  /** The mailer, counting the mails that could not be sent. */
  countingMailFailures(mailer: Mailer): Mailer;
}

/** Counts up a prom-client counter to a running total kept elsewhere (the live hub's). */
const totalCounter = (registry: Registry, name: string, help: string, read: () => number) => {
  let seen = 0;
  return new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const total = read();
      if (total > seen) this.inc(total - seen);
      seen = total;
    },
  });
};

export const installMetrics = (
  app: FastifyInstance,
  options: { queries?: QueryObserver | undefined; defaultMetrics: boolean },
): Metrics => {
  const registry = new Registry();
  // The process's own (CPU, memory, event loop lag); left out of tests, which build many apps.
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'cueleague_http_request_duration_seconds',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        // The route's pattern, never the raw URL: one series per route, whatever ids are asked.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const queryTime = new Histogram({
    name: 'cueleague_db_query_duration_seconds',
    help: 'Database queries',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1],
    registers: [registry],
  });
  if (options.queries) options.queries.onQuery = (ms) => queryTime.observe(ms / 1000);

  const { live, config } = app.ctx;
  new Gauge({
    name: 'cueleague_live_sockets',
    help: 'Open live WebSocket connections',
    registers: [registry],
    collect() {
      this.set(live.stats.sockets);
    },
  });
  new Gauge({
    name: 'cueleague_live_polls',
    help: 'Long polls waiting for an event',
    registers: [registry],
    collect() {
      this.set(live.stats.polls);
    },
  });
  totalCounter(
    registry,
    'cueleague_live_events_total',
    'Live events fanned out',
    () => live.stats.events,
  );
  totalCounter(
    registry,
    'cueleague_live_deliveries_total',
    'Live event messages handed to subscribers',
    () => live.stats.deliveries,
  );
  const mailFailures = new Counter({
    name: 'cueleague_mail_failures_total',
    help: 'Mails that could not be sent',
    registers: [registry],
  });
  // Read from the database: every process's queue is the same table.
  new Gauge({
    name: 'cueleague_mail_queue',
    help: 'Notification mails still to send (pending) and given up after the last attempt (failed)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // A database that does not answer leaves the gauge out rather than failing the scrape.
      const counts = await mailQueueCounts(app.ctx.db).catch(() => null);
      if (!counts) return;
      this.set({ state: 'pending' }, counts.pending);
      this.set({ state: 'failed' }, counts.failed);
    },
  });
  new Gauge({
    name: 'cueleague_last_backup_age_seconds',
    help: 'Age of the newest backup in DATA_DIR/backups (absent: none yet)',
    registers: [registry],
    collect() {
      this.reset();
      const newest = listBackups(config.dataDir)[0];
      if (newest) this.set((Date.now() - newest.at.getTime()) / 1000);
    },
  });

  // The scheduled backups of this process: a monitor alerts on failures or on a stale success.
  new Gauge({
    name: 'cueleague_last_backup_success_timestamp_seconds',
    help: 'When the last backup this process took was written, in Unix time (0: none since it started)',
    registers: [registry],
    collect() {
      this.set((app.ctx.backups.lastSuccessAt?.getTime() ?? 0) / 1000);
    },
  });
  new Gauge({
    name: 'cueleague_backup_failures',
    help: 'Scheduled backups that failed since the last success (0: all is well)',
    registers: [registry],
    collect() {
      this.set(app.ctx.backups.consecutiveFailures);
    },
  });
  totalCounter(
    registry,
    'cueleague_backup_failures_total',
    'Scheduled backups that failed since the process started',
    () => app.ctx.backups.failures,
  );

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!config.metricsToken) return reply.status(404).send(errorBody('not_found', NOT_HERE));
    if (!hasToken(request, config.metricsToken)) {
      return reply
        .status(403)
        .send(errorBody('forbidden', 'Metrics here need the METRICS_TOKEN bearer token.'));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  const { metricsPort } = config;
  if (metricsPort !== null) {
    let listener: Server | null = null;
    app.addHook('onReady', async () => {
      listener = await listenForScrapes(registry, metricsPort, app.log);
    });
    app.addHook('onClose', async () => {
      const server = listener;
      if (server) await new Promise((resolve) => server.close(resolve));
    });
  }

  return {
    registry,
    countingMailFailures: (mailer) => ({
      async send(mail) {
        try {
          await mailer.send(mail);
        } catch (error) {
          mailFailures.inc();
          throw error;
        }
      },
    }),
  };
};
