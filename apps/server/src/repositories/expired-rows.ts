// Rows that carry their own end (expires_at): sessions, reset and confirmation links, invites.
// Housekeeping deletes them once it has passed (services/housekeeping.ts).
import type { Executor } from './executor.ts';

export type ExpiringTable = 'sessions' | 'passwordResets' | 'emailVerifications' | 'invites';

/** Deletes the table's rows that expired before `at`; answers how many. */
export const deleteExpired = async (
  db: Executor,
  table: ExpiringTable,
  at: string,
): Promise<number> =>
  Number(
    (await db.deleteFrom(table).where('expiresAt', '<', at).executeTakeFirst()).numDeletedRows,
  );
