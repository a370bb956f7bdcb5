// The match-day reminder timer: checks at start-up and then every few minutes whether a league's
// reminder time has come today, and sends what is due (services/notifications.ts claims each
// reminder once, so several processes or a restart never send one twice). Shaped like
// housekeeping.ts: unref'd, and the returned function stops it and waits for a running check.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Notifications } from './notifications.ts';
import type { Write } from '../repositories/executor.ts';
import { repeat } from './repeat.ts';

/** How often the timer looks: reminders go out within this long of the set time. */
export const REMINDER_CHECK_MS = 5 * 60_000;

export const startMatchDayReminders = (options: {
  db: Db;
  write: Write;
  notifications: Notifications;
  log: FastifyBaseLogger;
  now: () => Date;
  /** 'HH:MM' in each league's time zone (MATCH_DAY_REMINDER_TIME). */
  time: string;
}): (() => Promise<void>) =>
  repeat(
    REMINDER_CHECK_MS,
    () =>
      options.notifications.sendMatchDayReminders(
        options.db,
        options.write,
        options.now(),
        options.time,
      ),
    { log: options.log, failure: 'Match-day reminders: the check failed' },
  );
