// Which matches need an admin (the dashboard's list): a disputed result; a result overdue (not
// started, rounds unlocked or a confirmation missing past the league's due time: docs/rules.md,
// Results on time); a postponed match waiting for its new date.
import type { Match } from './entities.ts';
import {
  DEFAULT_RESULT_DEADLINES,
  resultLateness,
  type ResultDeadlines,
} from './result-deadlines.ts';

export type AttentionReason = 'disputed' | 'overdue' | 'postponed';

export const attentionReason = (
  match: Match,
  now: Date,
  deadlines: ResultDeadlines = DEFAULT_RESULT_DEADLINES,
): AttentionReason | null => {
  if (match.state === 'postponed') return 'postponed';
  if (match.state === 'in-progress' && match.progress.dispute) return 'disputed';
  return resultLateness(match, deadlines, now.getTime()) === 'overdue' ? 'overdue' : null;
};

const ORDER: Record<AttentionReason, number> = { disputed: 0, overdue: 1, postponed: 2 };

export interface AttentionItem {
  match: Match;
  reason: AttentionReason;
}

/** The matches needing attention, disputes first, then overdue, then postponed; oldest first. */
export const matchesNeedingAttention = (
  matches: readonly Match[],
  now: Date,
  deadlines: ResultDeadlines = DEFAULT_RESULT_DEADLINES,
): AttentionItem[] => {
  const seen = new Set<string>();
  const items: AttentionItem[] = [];
  for (const match of matches) {
    if (seen.has(match.id)) continue;
    seen.add(match.id);
    const reason = attentionReason(match, now, deadlines);
    if (reason) items.push({ match, reason });
  }
  return items.sort(
    (a, b) =>
      ORDER[a.reason] - ORDER[b.reason] ||
      a.match.scheduledDate.localeCompare(b.match.scheduledDate),
  );
};
