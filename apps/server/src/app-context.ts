// What every route, service and hook shares: the app's context and Fastify's request fields.
// It lives apart from app.ts so that imports run one way: app.ts builds the app and registers
// the routes; the routes and services take their types from here, never from app.ts.
import type { RequestAuth } from './auth/actor.ts';
import type { SessionUser } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { Db, DbKind } from './db/database.ts';
import type { LiveHub } from './live/live-hub.ts';
import type { Mailer } from './mail/mailer.ts';
import type { BackupStatus } from './ops/backup-schedule.ts';
import type { RateLimiter } from './http/rate-limiter.ts';
import type { MailQueue } from './services/mail-queue.ts';
import type { Notifications } from './services/notifications.ts';
import type { ResponseCache } from './services/response-cache.ts';

export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DbKind;
  mailer: Mailer;
  /** Account attempt limits, counted in the database (shared by every process). */
  limiter: RateLimiter;
  live: LiveHub;
  responses: ResponseCache;
  /** Writes notifications with the change they are about, and mails them after (issue 18). */
  notifications: Notifications;
  /** Notification mails written with their notifications, sent after the commit (0027). */
  mailQueue: MailQueue;
  /** The scheduled backups' last success and failures, for /metrics (ops/backup-schedule.ts). */
  backups: BackupStatus;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyContextConfig {
    /** A public read whose answer is the same for everyone: cached until the next change. */
    cache?: boolean;
    /**
     * A write route that changes nothing a cached public read shows (sessions, one's own
     * notifications, the ledger): its writes keep the cached reads (write-transaction.ts).
     */
    keepsPublicReads?: boolean;
  }
  interface FastifyRequest {
    cacheGeneration: number;
    /** The request wrote through writeTransaction: its cache clear and NOTIFY are done. */
    wroteThrough: boolean;
    /** The handler said this request changes nothing a public read shows (keepPublicReads). */
    publicReadsKept: boolean;
    sessionUser: SessionUser | null;
    /** The answer depends on who asks (the session was consulted): `Cache-Control: private,
     * no-store`. Set by `auth()`, and by a handler that reads `sessionUser` itself. */
    personal: boolean;
    /** The signed-in user with their role, resolved once per request on first use. */
    auth(): Promise<RequestAuth | null>;
  }
}
