// Rows that only grow unless someone removes them: expired sessions, reset and confirmation links and invites, old
// mutation receipts, ended rate-limit windows, old notifications and reminder claims, and mails
// sent (or given up) long ago. Pruned
// at start-up and then hourly (the live event log prunes itself).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { pruneRateLimits } from '../http/rate-limiter.ts';
import { deleteExpired } from '../repositories/expired-rows.ts';
import { pruneMailQueue } from '../repositories/mail-queue.ts';
import { deleteReceiptsBefore } from '../repositories/mutation-receipts.ts';
import { pruneNotifications } from '../repositories/notifications.ts';
import { repeat } from './repeat.ts';

/** How long a replayed mutation is still answered from its receipt: far longer than any device
 * stays offline with a queued score, far shorter than forever. */
export const RECEIPT_RETENTION_MS = 30 * 24 * 3_600_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A read notification is kept this long; an unread one a year (docs/rules.md, Notifications). */
export const READ_NOTIFICATION_RETENTION_MS = 90 * DAY_MS;
export const NOTIFICATION_RETENTION_MS = 365 * DAY_MS;
/** A reminder's claim only matters on its match day: kept a week, to be safe across zones. */
const CLAIM_RETENTION_MS = 7 * DAY_MS;
/** A sent mail's row is kept a month (what went out, when), a given-up one three (why not). */
export const SENT_MAIL_RETENTION_MS = 30 * DAY_MS;
export const FAILED_MAIL_RETENTION_MS = 90 * DAY_MS;

export const pruneExpired = async (
  db: Db,
  now: Date,
): Promise<{
  sessions: number;
  resets: number;
  verifications: number;
  invites: number;
  receipts: number;
  rateLimits: number;
  notifications: number;
  mails: number;
}> => {
  const at = now.toISOString();
  return {
    sessions: await deleteExpired(db, 'sessions', at),
    resets: await deleteExpired(db, 'passwordResets', at),
    verifications: await deleteExpired(db, 'emailVerifications', at),
    // Used invites go too once their time is up: the account they made is the record.
    invites: await deleteExpired(db, 'invites', at),
    receipts: await deleteReceiptsBefore(
      db,
      new Date(now.getTime() - RECEIPT_RETENTION_MS).toISOString(),
    ),
    rateLimits: await pruneRateLimits(db, now),
    notifications: await pruneNotifications(db, {
      readBefore: new Date(now.getTime() - READ_NOTIFICATION_RETENTION_MS).toISOString(),
      anyBefore: new Date(now.getTime() - NOTIFICATION_RETENTION_MS).toISOString(),
      claimsBefore: new Date(now.getTime() - CLAIM_RETENTION_MS).toISOString(),
    }),
    mails: await pruneMailQueue(db, {
      sentBefore: new Date(now.getTime() - SENT_MAIL_RETENTION_MS).toISOString(),
      failedBefore: new Date(now.getTime() - FAILED_MAIL_RETENTION_MS).toISOString(),
    }),
  };
};

/** Prunes now and every hour (repeat.ts); the returned function stops it. */
export const startHousekeeping = (
  db: Db,
  log: FastifyBaseLogger,
  now: () => Date,
): (() => Promise<void>) =>
  repeat(HOUR_MS, () => pruneExpired(db, now()), {
    log,
    failure: 'Housekeeping: pruning expired rows failed',
  });
