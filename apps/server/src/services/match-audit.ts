// The match audit log (audit_log): why a match changed, who did it, when, and what it was before
// and after; and what an entry keeps of a match or a fixture.
import type { AuditReason, Match } from '@cueleague/domain/entities';
import { newAuditId } from '../auth/tokens.ts';
import { auditFromRow } from '../db/rows.ts';
import type { Executor, Trx } from '../repositories/executor.ts';

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
