// One lifecycle action on a match as one transaction: the domain decides, and the match row, its
// changed frames, the audit entry, the live event and (for offline replay) the mutation receipt
// are written together.
import type { Match } from '@cueleague/domain/entities';
import { applyMatchAction, conflictOf, type MatchAction } from '@cueleague/domain/match-lifecycle';
import { PAST_SEASON_READ_ONLY, type Actor } from '@cueleague/domain/permissions';
import type { Db } from '../db/database.ts';
import { fromRefusal, HttpError } from '../http/http-error.ts';
import type { Trx } from '../repositories/executor.ts';
import { loadMatch, lockMatchRow, saveMatch } from '../repositories/matches.ts';
import { seasonIsCurrent } from '../repositories/seasons.ts';
import { insertAudit } from '../repositories/match-audit.ts';
import { captainsOf } from '../repositories/notifications.ts';
import { moveCupOn, reopenRefusal, type MadeTie } from './competitions.ts';
import { auditView } from './match-audit.ts';
import { NO_EVENTS, recordMatchChange, type MatchEvents } from './match-events.ts';
import {
  findReceipt,
  saveReceipt,
  type ActionOutcome,
  type ReceiptKey,
} from './mutation-receipts.ts';
import type { Write } from '../repositories/executor.ts';

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

class StaleMatch extends Error {}

/**
 * The match with each conflict entry's side named where the domain could not (it knows the writer
 * by account only): the side whose captain the account is, null for an admin or a captain of both.
 */
const withConflictSides = async (trx: Trx, match: Match): Promise<Match> => {
  const conflicts = match.progress.conflicts ?? [];
  if (!conflicts.some((conflict) => conflict.entries.some((entry) => entry.side === null)))
    return match;
  const home = new Set(await captainsOf(trx, match.homeTeamId));
  const away = new Set(await captainsOf(trx, match.awayTeamId));
  const sideOf = (userId: string) =>
    home.has(userId) === away.has(userId) ? null : home.has(userId) ? 'home' : 'away';
  return {
    ...match,
    progress: {
      ...match.progress,
      conflicts: conflicts.map((conflict) => ({
        ...conflict,
        entries: conflict.entries.map((entry) =>
          entry.side === null ? { ...entry, side: sideOf(entry.userId) } : entry,
        ),
      })),
    },
  };
};

/**
 * Applies one lifecycle action: loads the match, lets the domain decide, writes the match row
 * (guarded by its version, so a concurrent commit makes us start again with fresh data), the
 * changed frames and the audit entry, all in one transaction. The outcome is the changed match
 * or the refusal (a stale frame's carries the current frame). A refusal kept in a receipt comes
 * back as an outcome, so that the receipt commits; one without (403, 404, or no mutationId) is
 * thrown.
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
    rosters?: (match: Match, trx: Trx) => Promise<{ home: string[]; away: string[] }>;
    events?: MatchEvents;
    /** The transaction and what follows its commit (writeTransaction); a bare one by default. */
    write?: Write;
    /**
     * Called in the transaction once the change is written (the notifications it causes); what
     * it answers runs after the commit, and only if this attempt's transaction committed.
     */
    onApplied?: (
      trx: Trx,
      before: Match,
      after: Match,
      /** The cup ties this result made (a cup tie's match completed). */
      cupTies: readonly MadeTie[],
    ) => Promise<(() => void) | undefined>;
  } = {},
): Promise<ActionOutcome> => {
  const { rosters, events = NO_EVENTS } = options;
  const write: Write = options.write ?? ((work) => db.transaction().execute(work));
  const receiptKey: ReceiptKey | null = meta.mutationId
    ? { userId: meta.actor.userId, mutationId: meta.mutationId, fingerprint: meta.fingerprint }
    : null;
  if (receiptKey) {
    const earlier = await findReceipt(db, receiptKey);
    if (earlier) return earlier;
  }
  for (let attempt = 0; ; attempt++) {
    let afterCommit: (() => void) | undefined;
    try {
      const outcome = await write(async (trx): Promise<ActionOutcome> => {
        // The lock first, then the receipt: a copy of this mutation in flight at the same time
        // (a client resending a write whose answer it lost) holds the lock until it commits, and
        // its receipt is then visible here. Checked before the lock, both copies applied.
        await lockMatchRow(trx, matchId);
        if (receiptKey) {
          const earlier = await findReceipt(trx, receiptKey);
          if (earlier) return earlier;
        }
        const match = await loadMatch(trx, matchId);
        if (!match) throw new HttpError('not_found', 'No such match.');
        // A cup tie's result the bracket has moved on from stays (docs/rules.md, Knockouts).
        const cupRefusal =
          action.type === 'reopen' && match.state === 'completed'
            ? await reopenRefusal(trx, match)
            : null;
        if (cupRefusal) throw new HttpError('conflict', cupRefusal);
        const result = applyMatchAction(match, action, {
          actor: meta.actor,
          now: now.toISOString(),
          ...(rosters ? { rosters: await rosters(match, trx) } : {}),
        });
        if (!result.ok) {
          const frameId = result.frameId ?? ('frameId' in action ? action.frameId : undefined);
          const frame = match.frames.find((candidate) => candidate.frameId === frameId);
          // A captain of a season that is over is told why (docs/rules.md, Permissions).
          if (result.code === 'forbidden' && !(await seasonIsCurrent(trx, match.seasonId)))
            throw new HttpError('forbidden', PAST_SEASON_READ_ONLY);
          const error = fromRefusal(
            result,
            result.code === 'conflict' && frame ? { frame } : undefined,
          );
          // Two captains' entries that disagree: refused, and kept on the match for both.
          if ('recorded' in result) {
            const kept = await withConflictSides(trx, result.recorded.match);
            if (!(await saveMatch(trx, match, kept, [], now))) throw new StaleMatch();
            await insertAudit(trx, {
              matchId: match.id,
              reason: result.recorded.reason,
              note: meta.note ?? null,
              actorUserId: meta.actor.userId,
              at: now,
              before: auditView(match, frame ? [frame] : []),
              after: {
                ...auditView(kept, frame ? [frame] : []),
                conflict: conflictOf(kept, frameId ?? ''),
              },
            });
            await recordMatchChange(trx, events, kept, match);
            const refused: ActionOutcome = {
              ok: false,
              error: fromRefusal(result, { frame, conflict: conflictOf(kept, frameId ?? '') }),
            };
            if (receiptKey) await saveReceipt(trx, receiptKey, refused, now);
            return refused;
          }
          if (receiptKey && error.status !== 403 && error.status !== 404) {
            const refused: ActionOutcome = { ok: false, error };
            await saveReceipt(trx, receiptKey, refused, now);
            return refused;
          }
          throw error;
        }
        const { match: next, reason, changedFrameIds } = result.value;
        if (!(await saveMatch(trx, match, next, changedFrameIds, now))) throw new StaleMatch();
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
        await recordMatchChange(trx, events, next, match);
        // A cup tie's result moves its bracket on: the next tie's match is made.
        const cupTies =
          next.competitionId && next.state !== match.state
            ? await moveCupOn(trx, next.competitionId, now, events, meta.actor.userId)
            : [];
        afterCommit = await options.onApplied?.(trx, match, next, cupTies);
        const applied: ActionOutcome = { ok: true, match: next };
        if (receiptKey) await saveReceipt(trx, receiptKey, applied, now);
        return applied;
      });
      afterCommit?.();
      return outcome;
    } catch (error) {
      if (error instanceof StaleMatch && attempt < 20) continue;
      throw error;
    }
  }
};
