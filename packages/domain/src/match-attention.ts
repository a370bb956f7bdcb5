// Which matches need an admin (the dashboard's list): a disputed result; a confirmation overdue
// (in progress, all its rounds locked, not both captains confirmed, scheduled more than 24 hours
// ago); a postponed match waiting for its new date.
import type { Match } from './entities.ts';

export const CONFIRMATION_OVERDUE_MS = 24 * 60 * 60 * 1000;

export type AttentionReason = 'disputed' | 'overdue' | 'postponed';

export const attentionReason = (match: Match, now: Date): AttentionReason | null => {
  if (match.state === 'postponed') return 'postponed';
  if (match.state !== 'in-progress') return null;
  if (match.progress.dispute) return 'disputed';
  const { home, away } = match.progress.confirmed;
  const allLocked = match.progress.roundsLocked >= match.format.roundsPerMatch;
  const since = now.getTime() - new Date(match.scheduledDate).getTime();
  if (allLocked && !(home && away) && since > CONFIRMATION_OVERDUE_MS) return 'overdue';
  return null;
};

const ORDER: Record<AttentionReason, number> = { disputed: 0, overdue: 1, postponed: 2 };

export interface AttentionItem {
  match: Match;
  reason: AttentionReason;
}

/** The matches needing attention, disputes first, then overdue, then postponed; oldest first. */
export const matchesNeedingAttention = (matches: readonly Match[], now: Date): AttentionItem[] => {
  const seen = new Set<string>();
  const items: AttentionItem[] = [];
  for (const match of matches) {
    if (seen.has(match.id)) continue;
    seen.add(match.id);
    const reason = attentionReason(match, now);
    if (reason) items.push({ match, reason });
  }
  return items.sort(
    (a, b) =>
      ORDER[a.reason] - ORDER[b.reason] ||
      a.match.scheduledDate.localeCompare(b.match.scheduledDate),
  );
};
