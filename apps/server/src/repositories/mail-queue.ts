// The durable mail queue (migration 0011, docs/decisions/0027): rows written with their
// notifications, claimed by one process at a time, marked sent, retried or given up.
import type { Insertable, Selectable } from 'kysely';
import type { MailQueueTable } from '../db/schema.ts';
import type { Mail } from '../mail/mailer.ts';
import type { Executor } from './executor.ts';

export type MailRow = Selectable<MailQueueTable>;

export const insertMails = async (
  db: Executor,
  rows: readonly Insertable<MailQueueTable>[],
): Promise<void> => {
  if (rows.length > 0)
    await db
      .insertInto('mailQueue')
      .values([...rows])
      .execute();
};

/** The mail a row holds, as the mailer takes it. */
export const mailOf = (row: MailRow): Mail => ({
  to: row.toAddress,
  subject: row.subject,
  text: row.body,
  ...(row.link ? { link: row.link } : {}),
  ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
});

/**
 * Ids of rows due now: not sent, not given up, their next attempt come, and unclaimed or
 * claimed before `staleBefore` (a process that died holding them). Oldest due first.
 */
export const dueMailIds = async (
  db: Executor,
  at: string,
  staleBefore: string,
  limit: number,
): Promise<string[]> =>
  (
    await db
      .selectFrom('mailQueue')
      .select('id')
      .where('sentAt', 'is', null)
      .where('failedAt', 'is', null)
      .where('nextAttemptAt', '<=', at)
      .where((eb) => eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', staleBefore)]))
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(limit)
      .execute()
  ).map((row) => row.id);

/**
 * Claims a due row for `by`: true only for the one caller whose update matched (the same
 * conditions as dueMailIds, checked again by the database as it writes), so two processes
 * sweeping at once never both send it.
 */
export const claimMail = async (
  db: Executor,
  claim: { id: string; by: string; at: string; staleBefore: string },
): Promise<MailRow | null> => {
  const result = await db
    .updateTable('mailQueue')
    .set({ claimedAt: claim.at, claimedBy: claim.by })
    .where('id', '=', claim.id)
    .where('sentAt', 'is', null)
    .where('failedAt', 'is', null)
    .where('nextAttemptAt', '<=', claim.at)
    .where((eb) => eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', claim.staleBefore)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return (
    (await db
      .selectFrom('mailQueue')
      .selectAll()
      .where('id', '=', claim.id)
      .where('claimedBy', '=', claim.by)
      .executeTakeFirst()) ?? null
  );
};

export const markMailSent = async (db: Executor, id: string, at: string): Promise<void> => {
  await db
    .updateTable('mailQueue')
    .set({ sentAt: at, claimedAt: null, claimedBy: null, lastError: null })
    .where('id', '=', id)
    .execute();
};

/**
 * Records a failed attempt of `by`'s claim: released for another attempt at `retryAt`, or given
 * up (failedAt) when there is none. A claim someone else took meanwhile is left alone.
 */
export const markMailAttemptFailed = async (
  db: Executor,
  failure: { id: string; by: string; at: string; retryAt: string | null; error: string },
): Promise<void> => {
  await db
    .updateTable('mailQueue')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      claimedAt: null,
      claimedBy: null,
      lastError: failure.error.slice(0, 500),
      ...(failure.retryAt ? { nextAttemptAt: failure.retryAt } : { failedAt: failure.at }),
    }))
    .where('id', '=', failure.id)
    .where('claimedBy', '=', failure.by)
    .where('sentAt', 'is', null)
    .execute();
};

/** How many rows are still to send and how many were given up. */
export const mailQueueCounts = async (
  db: Executor,
): Promise<{ pending: number; failed: number }> => {
  const row = await db
    .selectFrom('mailQueue')
    .select(({ fn, eb }) => [
      fn
        .sum<number | string | null>(eb.case().when('failedAt', 'is', null).then(1).else(0).end())
        .as('pending'),
      fn
        .sum<number | string | null>(
          eb.case().when('failedAt', 'is not', null).then(1).else(0).end(),
        )
        .as('failed'),
    ])
    .where('sentAt', 'is', null)
    .executeTakeFirst();
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
};

/** Sent rows past `sentBefore`, given-up ones past `failedBefore`. */
export const pruneMailQueue = async (
  db: Executor,
  cut: { sentBefore: string; failedBefore: string },
): Promise<number> => {
  const sent = await db
    .deleteFrom('mailQueue')
    .where('sentAt', 'is not', null)
    .where('sentAt', '<', cut.sentBefore)
    .executeTakeFirst();
  const failed = await db
    .deleteFrom('mailQueue')
    .where('failedAt', 'is not', null)
    .where('failedAt', '<', cut.failedBefore)
    .executeTakeFirst();
  return Number(sent.numDeletedRows) + Number(failed.numDeletedRows);
};
