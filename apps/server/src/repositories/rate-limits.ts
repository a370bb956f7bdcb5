// The rate_limits table: one row per key, counting attempts in its current window
// (http/rate-limiter.ts decides what the counts mean).
import { sql } from 'kysely';
import type { Executor } from './executor.ts';

/**
 * Counts one attempt against `key`, in one atomic upsert on SQLite and PostgreSQL alike: a window
 * that started at or before `staleBefore` is over, and the attempt opens a new one at `at`. The
 * key's count and window start after the attempt.
 */
export const countAttempt = (db: Executor, key: string, at: string, staleBefore: string) => {
  const fresh = sql<boolean>`rate_limits.window_start <= ${staleBefore}`;
  return db
    .insertInto('rateLimits')
    .values({ key, windowStart: at, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        // Both expressions read the row as it was before this update.
        count: sql<number>`case when ${fresh} then 1 else rate_limits.count + 1 end`,
        windowStart: sql<string>`case when ${fresh} then excluded.window_start else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'windowStart'])
    .executeTakeFirstOrThrow();
};

/** A key's count and window start, if it has a row. */
export const attemptWindow = (db: Executor, key: string) =>
  db
    .selectFrom('rateLimits')
    .select(['count', 'windowStart'])
    .where('key', '=', key)
    .executeTakeFirst();

/** Deletes the windows that started before `before`; answers how many. */
export const deleteWindowsBefore = async (db: Executor, before: string): Promise<number> =>
  Number(
    (await db.deleteFrom('rateLimits').where('windowStart', '<', before).executeTakeFirst())
      .numDeletedRows,
  );
