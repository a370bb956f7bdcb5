// Matches with their 16 frame rows: load, insert, delete, and apply a lifecycle action as one
// transaction with its audit entry and (for offline replay) its mutation receipt.
import { createHash } from 'node:crypto';
import type { AuditReason, Match } from '@cueleague/domain/entities';
import { liveTopics, topicsOfMatch } from '@cueleague/domain/live-protocol';
import { PLAYED_STATES } from '@cueleague/domain/match-state';
import { applyMatchAction, type MatchAction } from '@cueleague/domain/match-lifecycle';
import type { Actor } from '@cueleague/domain/permissions';
import { PostgresAdapter, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { stringify } from 'safe-stable-stringify';
import { newAuditId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { frameFromRow, frameToRow, matchFromRow, matchToRow } from '../db/rows.ts';
import type { Database } from '../db/schema.ts';
import { fromRefusal, HttpError } from '../http/http-error.ts';
import type { Write } from './write-transaction.ts';

type Executor = Kysely<Database> | Transaction<Database>;
type MatchQuery = SelectQueryBuilder<Database, 'matches', object>;

export const loadMatches = async (
  db: Executor,
  filter: (query: MatchQuery) => MatchQuery = (q) => q,
  options: { frames?: boolean } = {},
): Promise<Match[]> => {
  const rows = await filter(db.selectFrom('matches')).selectAll('matches').execute();
  if (rows.length === 0) return [];
  if (options.frames === false) return rows.map((row) => matchFromRow(row, []));
  const frames = new Map<string, ReturnType<typeof frameFromRow>[]>();
  // Chunked so a large season stays under every database's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    const ids = rows.slice(i, i + 500).map((row) => row.id);
    for (const frame of await db
      .selectFrom('frames')
      .selectAll()
      .where('matchId', 'in', ids)
      .execute()) {
      const list = frames.get(frame.matchId) ?? [];
      list.push(frameFromRow(frame));
      frames.set(frame.matchId, list);
    }
  }
  return rows.map((row) => matchFromRow(row, frames.get(row.id) ?? []));
};

export const loadMatch = async (db: Executor, id: string): Promise<Match | null> =>
  (await loadMatches(db, (query) => query.where('matches.id', '=', id)))[0] ?? null;

/** Where committed match changes are announced (the live hub). */
export interface MatchEvents {
  record(
    trx: Transaction<Database>,
    event: {
      topics: string[];
      event: 'match.updated' | 'match.deleted';
      version: number;
      data: unknown;
    },
  ): Promise<void>;
}

/** Records a live event for a match change inside the transaction that makes it. */
export const recordMatchChange = (
  trx: Transaction<Database>,
  events: MatchEvents,
  match: Match,
  previousState?: string,
): Promise<void> =>
  events.record(trx, {
    topics: topicsOfMatch(match, previousState),
    event: 'match.updated',
    version: match.version,
    data: match,
  });

/** For writes made outside a running server (seeding, test set-up): nobody to tell. */
export const NO_EVENTS: MatchEvents = {
  record: () => Promise.resolve(),
};

/** One audit log row: why a match changed, who did it, when, and what it was before and after. */
export const insertAudit = (
  db: Transaction<Database>,
  entry: {
    matchId: string;
    reason: AuditReason;
    note?: string | null;
    actorUserId: string;
    at: Date;
    before: unknown;
    after: unknown;
    mutationId?: string | null;
  },
) =>
  db
    .insertInto('auditLog')
    .values({
      id: newAuditId(),
      matchId: entry.matchId,
      reason: entry.reason,
      note: entry.note ?? null,
      actorUserId: entry.actorUserId,
      at: entry.at.toISOString(),
      before: JSON.stringify(entry.before),
      after: JSON.stringify(entry.after),
      mutationId: entry.mutationId ?? null,
    })
    .execute();

/** What the audit keeps of a fixture's creation, move or deletion. */
export const fixtureView = (
  match: Pick<Match, 'homeTeamId' | 'awayTeamId' | 'scheduledDate' | 'state'> & {
    venueId?: string | null | undefined;
  },
) => ({
  homeTeamId: match.homeTeamId,
  awayTeamId: match.awayTeamId,
  venueId: match.venueId ?? null,
  scheduledDate: match.scheduledDate,
  state: match.state,
});

/** Who made a fixture change, for its audit entry (none for seeding and test set-up). */
export interface FixtureAudit {
  actorUserId: string;
  note?: string | null;
}

export const insertMatch = async (
  db: Transaction<Database>,
  match: Match,
  now: Date,
  events: MatchEvents = NO_EVENTS,
  audit?: FixtureAudit,
): Promise<void> => {
  await db.insertInto('matches').values(matchToRow(match, now.toISOString())).execute();
  await db.insertInto('frames').values(match.frames.map(frameToRow)).execute();
  await recordMatchChange(db, events, match);
  if (audit) {
    await insertAudit(db, {
      matchId: match.id,
      reason: 'match_created',
      ...audit,
      at: now,
      before: null,
      after: fixtureView(match),
    });
  }
};

/** Deletes the unplayed matches a filter selects (never a played one), with their frames. */
export const deleteMatchesWhere = async (
  db: Transaction<Database>,
  filter: (query: MatchQuery) => MatchQuery,
  events: MatchEvents = NO_EVENTS,
  audit?: FixtureAudit & { at: Date },
): Promise<number> => {
  const rows = await filter(db.selectFrom('matches'))
    .select([
      'matches.id',
      'matches.seasonId',
      'matches.version',
      'matches.homeTeamId',
      'matches.awayTeamId',
      'matches.venueId',
      'matches.scheduledDate',
      'matches.state',
    ])
    .where('matches.state', 'not in', PLAYED_STATES)
    .execute();
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((row) => row.id);
    await db.deleteFrom('frames').where('matchId', 'in', chunk).execute();
    await db.deleteFrom('availability').where('matchId', 'in', chunk).execute();
    await db.deleteFrom('matches').where('id', 'in', chunk).execute();
  }
  for (const row of rows) {
    await events.record(db, {
      topics: [liveTopics.match(row.id), liveTopics.season(row.seasonId)],
      event: 'match.deleted',
      version: row.version + 1,
      data: { id: row.id, seasonId: row.seasonId },
    });
    // The audit log outlives the match: a deleted fixture can still be accounted for.
    if (audit) {
      await insertAudit(db, {
        matchId: row.id,
        reason: 'match_deleted',
        ...audit,
        before: fixtureView({ ...row, state: row.state as Match['state'] }),
        after: null,
      });
    }
  }
  return rows.length;
};

export interface WriteMeta {
  actor: Actor;
  note?: string | null;
  mutationId?: string | null;
  /** The request the mutationId came with (requestFingerprint): a reuse for another is refused. */
  fingerprint?: string | null;
  /**
   * The whole-frames update's optional extra data, kept with its audit entry (docs/api.md, Match
   * actions).
   */
  extra?: Record<string, unknown> | null;
}

/** The answer a mutation got, kept so a replay of the same mutationId is answered the same way. */
export interface Receipt {
  statusCode: number;
  body: unknown;
}

/**
 * What a request was, for its receipt: method, route, path parameters and body, with object keys
 * sorted (the same request sent again always gives the same fingerprint, whatever the key order).
 */
export const requestFingerprint = (request: {
  method: string;
  route: string;
  params: unknown;
  body: unknown;
}): string =>
  createHash('sha256')
    .update(stringify([request.method, request.route, request.params, request.body ?? null]))
    .digest('base64url');

const findReceipt = async (
  db: Executor,
  meta: WriteMeta & { mutationId: string },
): Promise<Receipt | null> => {
  const row = await db
    .selectFrom('mutationReceipts')
    .selectAll()
    .where('mutationId', '=', meta.mutationId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.userId !== meta.actor.userId)
    throw new HttpError('conflict', 'This mutationId was already used by someone else.');
  // A receipt from before fingerprints were kept has none: it is honoured as it always was.
  if (row.fingerprint && meta.fingerprint && row.fingerprint !== meta.fingerprint)
    throw new HttpError(
      'mutation_id_reused',
      'This mutationId was already used for a different request; send this one with a new mutationId.',
    );
  return { statusCode: row.statusCode, body: JSON.parse(row.response) as unknown };
};

const saveReceipt = (
  db: Executor,
  meta: WriteMeta & { mutationId: string },
  receipt: Receipt,
  now: Date,
) =>
  db
    .insertInto('mutationReceipts')
    .values({
      mutationId: meta.mutationId,
      userId: meta.actor.userId,
      statusCode: receipt.statusCode,
      response: JSON.stringify(receipt.body),
      createdAt: now.toISOString(),
      fingerprint: meta.fingerprint ?? null,
    })
    .onConflict((oc) => oc.column('mutationId').doNothing())
    .execute();

class StaleMatch extends Error {}

/**
 * PostgreSQL: take the match row's lock first, so writers to one match queue up instead of
 * racing and retrying. SQLite needs nothing: it has one writer at a time already.
 */
const lockMatchRow = async (trx: Transaction<Database>, matchId: string): Promise<void> => {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom('matches').select('id').where('id', '=', matchId).forUpdate().execute();
  }
};

/**
 * Applies one lifecycle action: loads the match, lets the domain decide, writes the match row
 * (guarded by its version, so a concurrent commit makes us start again with fresh data), the
 * changed frames and the audit entry, all in one transaction. A refusal becomes an HttpError;
 * a stale frame answers 409 with the current frame.
 */
export const applyAction = async (
  db: Db,
  matchId: string,
  action: MatchAction,
  meta: WriteMeta,
  now: Date,
  options: {
    /** Reads through the action's transaction: a second connection would wait forever for
     * SQLite's single one, which the transaction holds. */
    rosters?: (
      match: Match,
      trx: Transaction<Database>,
    ) => Promise<{ home: string[]; away: string[] }>;
    events?: MatchEvents;
    /** The transaction and what follows its commit (writeTransaction); a bare one by default. */
    write?: Write;
  } = {},
): Promise<Receipt & { match?: Match }> => {
  const { rosters, events = NO_EVENTS } = options;
  const write: Write = options.write ?? ((work) => db.transaction().execute(work));
  const receiptMeta = meta.mutationId ? { ...meta, mutationId: meta.mutationId } : null;
  if (receiptMeta) {
    const earlier = await findReceipt(db, receiptMeta);
    if (earlier) return earlier;
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(async (trx): Promise<Receipt & { match?: Match }> => {
        // The lock first, then the receipt: a copy of this mutation in flight at the same time
        // (a client resending a write whose answer it lost) holds the lock until it commits, and
        // its receipt is then visible here. Checked before the lock, both copies applied.
        await lockMatchRow(trx, matchId);
        if (receiptMeta) {
          const earlier = await findReceipt(trx, receiptMeta);
          if (earlier) return earlier;
        }
        const match = await loadMatch(trx, matchId);
        if (!match) throw new HttpError('not_found', 'No such match.');
        const result = applyMatchAction(match, action, {
          actor: meta.actor,
          now: now.toISOString(),
          ...(rosters ? { rosters: await rosters(match, trx) } : {}),
        });
        if (!result.ok) {
          const frameId = result.frameId ?? ('frameId' in action ? action.frameId : undefined);
          const frame = match.frames.find((candidate) => candidate.frameId === frameId);
          const error = fromRefusal(
            result,
            result.code === 'conflict' && frame ? { frame } : undefined,
          );
          if (receiptMeta && error.status !== 403 && error.status !== 404) {
            const receipt = {
              statusCode: error.status,
              body: {
                error: {
                  code: error.code,
                  message: error.message,
                  ...(error.fields ? { fields: error.fields } : {}),
                  ...error.details,
                },
              },
            };
            await saveReceipt(trx, receiptMeta, receipt, now);
            return receipt;
          }
          throw error;
        }
        const { match: next, reason, changedFrameIds } = result.value;
        const updated = await trx
          .updateTable('matches')
          .set(matchToRow(next, now.toISOString()))
          .where('id', '=', match.id)
          .where('version', '=', match.version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new StaleMatch();
        for (const frame of next.frames.filter((candidate) =>
          changedFrameIds.includes(candidate.frameId),
        )) {
          await trx
            .updateTable('frames')
            .set(frameToRow(frame))
            .where('frameId', '=', frame.frameId)
            .execute();
        }
        const changedBefore = match.frames.filter((frame) =>
          changedFrameIds.includes(frame.frameId),
        );
        const changedAfter = next.frames.filter((frame) => changedFrameIds.includes(frame.frameId));
        await insertAudit(trx, {
          matchId: match.id,
          reason,
          note: meta.note ?? null,
          actorUserId: meta.actor.userId,
          at: now,
          before: auditView(match, changedBefore),
          after: {
            ...auditView(next, changedAfter),
            ...(meta.extra ? { extra: meta.extra } : {}),
          },
          mutationId: meta.mutationId ?? null,
        });
        await recordMatchChange(trx, events, next, match.state);
        const receipt = { statusCode: 200, body: next };
        if (receiptMeta) await saveReceipt(trx, receiptMeta, receipt, now);
        return { ...receipt, match: next };
      });
    } catch (error) {
      if (error instanceof StaleMatch && attempt < 20) continue;
      throw error;
    }
  }
};

/** What an audit entry keeps of a match: its state and the frames that changed. */
export const auditView = (match: Match, frames: Match['frames']) => ({
  state: match.state,
  version: match.version,
  homeScore: match.homeScore,
  awayScore: match.awayScore,
  preMatchState: match.preMatchState,
  progress: match.progress,
  frames,
});
