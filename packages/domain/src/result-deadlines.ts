// Results on time (docs/rules.md, Results on time): a match's result is due a league's number of
// hours after its scheduled start; its captains are reminded before then; a result still missing
// after it is overdue (the admin's dashboard) and one that came in after it is late (the fixture
// list and team pages). A match whose rounds are all locked and that stays unconfirmed a second
// number of hours after its last lock is completed automatically, unless it is disputed.
import type { Match, Side } from './entities.ts';

export const DEFAULT_RESULT_DUE_HOURS = 48;
export const DEFAULT_AUTO_COMPLETE_HOURS = 72;
/** The longest a league may give: two weeks for a result, thirty days before completing one. */
export const MAX_RESULT_DUE_HOURS = 336;
export const MAX_AUTO_COMPLETE_HOURS = 720;
/** Auto-completion, when on, waits at least a day after the last lock: time to confirm or dispute. */
export const MIN_AUTO_COMPLETE_HOURS = 24;
/** How long before a result is due its captains are reminded. */
export const RESULT_REMINDER_LEAD_HOURS = 12;

const HOUR_MS = 3_600_000;

/** A league's two limits; `autoCompleteHours` 0: never completed automatically. */
export interface ResultDeadlines {
  resultDueHours: number;
  autoCompleteHours: number;
}

export const DEFAULT_RESULT_DEADLINES: ResultDeadlines = {
  resultDueHours: DEFAULT_RESULT_DUE_HOURS,
  autoCompleteHours: DEFAULT_AUTO_COMPLETE_HOURS,
};

type Timed = Pick<Match, 'scheduledDate'>;

/** When the match's result is due (ms since the epoch). */
export const resultDueAt = (match: Timed, deadlines: ResultDeadlines): number =>
  Date.parse(match.scheduledDate) + deadlines.resultDueHours * HOUR_MS;

type Progressing = Pick<Match, 'state' | 'format' | 'progress'>;

/**
 * What a match's result still waits for: the match to start, its rounds to be locked, a side's
 * confirmation, or an admin to settle a dispute. Null when nothing is awaited: completed,
 * cancelled, or postponed (waiting for a date, which is the admin's, not a late result).
 */
export type ResultWait =
  | { kind: 'start' }
  | { kind: 'rounds'; locked: number; of: number }
  | { kind: 'confirm'; sides: Side[] }
  | { kind: 'dispute'; side: Side };

export const resultWait = (match: Progressing): ResultWait | null => {
  if (match.state === 'pre-match') return { kind: 'start' };
  if (match.state !== 'in-progress') return null;
  const { progress } = match;
  if (progress.dispute) return { kind: 'dispute', side: progress.dispute.side };
  const of = match.format.roundsPerMatch;
  if (progress.roundsLocked < of) return { kind: 'rounds', locked: progress.roundsLocked, of };
  const sides = (['home', 'away'] as const).filter((side) => !progress.confirmed[side]);
  // Both confirmed: the match completes with the second; nothing is awaited.
  return sides.length > 0 ? { kind: 'confirm', sides } : null;
};

/** The sides whose captains the result waits on (a dispute waits on an admin: none). */
export const sidesAwaited = (wait: ResultWait | null): Side[] => {
  if (!wait || wait.kind === 'dispute') return [];
  return wait.kind === 'confirm' ? wait.sides : ['home', 'away'];
};

/** How a match's result stands against its due time: late (in after it), overdue (still not in). */
export type Lateness = 'late' | 'overdue';

export const resultLateness = (
  match: Timed & Progressing,
  deadlines: ResultDeadlines,
  now: number,
): Lateness | null => {
  const due = resultDueAt(match, deadlines);
  if (match.state === 'completed') {
    // A walkover or a void is the admin's decision, not a result the captains were late with.
    const { completedAt, walkover } = match.progress;
    return completedAt && !walkover && Date.parse(completedAt) > due ? 'late' : null;
  }
  return resultWait(match) && now > due ? 'overdue' : null;
};

/** Whether the captains are reminded now: within the lead before the due time, no result yet. */
export const resultReminderDue = (
  match: Timed & Progressing,
  deadlines: ResultDeadlines,
  now: number,
): boolean => {
  const due = resultDueAt(match, deadlines);
  const wait = resultWait(match);
  return (
    sidesAwaited(wait).length > 0 && now >= due - RESULT_REMINDER_LEAD_HOURS * HOUR_MS && now < due
  );
};

/**
 * When a match whose rounds are all locked is completed automatically: the league's hours after
 * its last round was locked (its scheduled start for locks stored without a time). Null when it
 * never is: the league turned it off, rounds still open, a dispute (it stops the clock), a
 * conflict to settle, or both sides have confirmed.
 */
export const autoCompleteAt = (
  match: Timed & Progressing,
  deadlines: ResultDeadlines,
): number | null => {
  if (deadlines.autoCompleteHours <= 0) return null;
  const wait = resultWait(match);
  if (wait?.kind !== 'confirm') return null;
  if ((match.progress.conflicts ?? []).length > 0) return null;
  const locks = (match.progress.roundLocks ?? []).map((lock) => Date.parse(lock.at));
  const lastLock = Math.max(Date.parse(match.scheduledDate), ...locks);
  return lastLock + deadlines.autoCompleteHours * HOUR_MS;
};
