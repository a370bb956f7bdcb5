// The match audit log (audit_log): why a match changed, who did it, when, and what it was before
// and after (services/match-audit.ts says what an entry keeps of a match).
import type { AuditReason } from '@cueleague/domain/entities';
import { newAuditId } from '../auth/tokens.ts';
import { auditFromRow } from '../db/rows.ts';
import type { Executor, Trx } from './executor.ts';

/** One audit log row. */
export const insertAudit = (
  db: Trx,
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

/** A match's audit trail, oldest first. */
export const auditOfMatch = async (db: Executor, matchId: string) =>
  (
    await db
      .selectFrom('auditLog')
      .selectAll()
      .where('matchId', '=', matchId)
      .orderBy('at')
      .orderBy('id')
      .execute()
  ).map(auditFromRow);
