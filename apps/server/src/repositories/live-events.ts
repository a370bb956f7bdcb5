// The live_events table: the event rows every committed change writes (their seq is the cursor
// clients resume from), and PostgreSQL's lock and NOTIFY that go with them (live/live-hub.ts).
import { sql, type Selectable } from 'kysely';
import type { DbKind } from '../db/database.ts';
import type { LiveEventsTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

export type LiveEventRow = Selectable<LiveEventsTable>;

/**
 * PostgreSQL: events must become visible in seq order, or a reader could pass over one that
 * commits late. Holding this lock to commit serializes event writers (a short tail of each write).
 */
export const lockEventWriters = async (trx: Trx): Promise<void> => {
  await sql`select pg_advisory_xact_lock(7340001)`.execute(trx);
};

export const insertLiveEvent = (
  trx: Trx,
  event: { topics: string; event: string; version: number; data: string; createdAt: string },
) => trx.insertInto('liveEvents').values(event).execute();

/** PostgreSQL's NOTIFY on `channel`: sent when `db` (a transaction: when it commits) is done. */
export const notifyChannel = async (
  db: Executor,
  channel: string,
  payload: string,
): Promise<void> => {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
};

/** The newest event's seq (0 with none). */
export const newestSeq = async (db: Executor): Promise<number> => {
  const row = await db
    .selectFrom('liveEvents')
    .select(({ fn }) => fn.max('seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
};

/** The oldest event's seq (null with none). */
export const oldestSeq = async (db: Executor): Promise<number | null> => {
  const row = await db
    .selectFrom('liveEvents')
    .select(({ fn }) => fn.min('seq').as('seq'))
    .executeTakeFirst();
  return row?.seq === null || row?.seq === undefined ? null : Number(row.seq);
};

/**
 * Events after a cursor for some topics, oldest first. The topics are matched in SQL, so however
 * busy other topics are, a quiet topic's events are found (topics are stored comma-joined;
 * `instr`/`strpos` are exact and case-sensitive).
 */
export const eventRowsForTopics = (
  db: Executor,
  kind: DbKind,
  cursor: number,
  topics: readonly string[],
  limit: number,
): Promise<LiveEventRow[]> => {
  const find = kind === 'postgres' ? sql.raw('strpos') : sql.raw('instr');
  return db
    .selectFrom('liveEvents')
    .selectAll()
    .where('seq', '>', cursor)
    .where((eb) =>
      eb.or(
        topics.map((topic) =>
          eb(sql<number>`${find}(',' || topics || ',', ${`,${topic},`})`, '>', 0),
        ),
      ),
    )
    .orderBy('seq')
    .limit(limit)
    .execute();
};

/** Every event after a cursor, oldest first. */
export const eventRowsSince = (db: Executor, cursor: number): Promise<LiveEventRow[]> =>
  db.selectFrom('liveEvents').selectAll().where('seq', '>', cursor).orderBy('seq').execute();

export const deleteEventsBefore = (db: Executor, before: string) =>
  db.deleteFrom('liveEvents').where('createdAt', '<', before).execute();
