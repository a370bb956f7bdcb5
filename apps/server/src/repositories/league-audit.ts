// The league audit (league_audit): changes to the league that are not about one match, such as a
// transfer, a captain's match-night addition, its review, or an import. One writer for all.
import type { LeagueAuditReason } from '@cueleague/domain/entities';
import { newAuditId } from '../auth/tokens.ts';
import type { Trx } from './executor.ts';

export interface LeagueAuditInput {
  subjectType: 'player' | 'season' | 'league';
  subjectId: string;
  reason: LeagueAuditReason;
  note?: string | null;
  /** Null: the system, not a person. */
  actorUserId: string | null;
  at: string;
  before: unknown;
  after: unknown;
}

export const recordLeagueAudit = async (trx: Trx, entry: LeagueAuditInput): Promise<void> => {
  await trx
    .insertInto('leagueAudit')
    .values({
      id: newAuditId(),
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      reason: entry.reason,
      note: entry.note ?? null,
      actorUserId: entry.actorUserId,
      at: entry.at,
      before: JSON.stringify(entry.before),
      after: JSON.stringify(entry.after),
    })
    .execute();
};
