// Where a match's result stands, in words for anyone following it (the public match page):
// not started, in progress, awaiting confirmation, disputed, confirmed, postponed, cancelled.
// Built on the lifecycle's phase (match-phase.ts), so "awaiting confirmation" means what the
// scoring page's result step means: every round locked, not yet confirmed by both captains.
import type { Match } from './entities.ts';
import { phaseOf } from './match-phase.ts';

export type MatchStatus =
  | 'not-started'
  | 'in-progress'
  | 'awaiting-confirmation'
  | 'disputed'
  | 'confirmed'
  | 'postponed'
  | 'cancelled';

export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  'awaiting-confirmation': 'Awaiting confirmation',
  disputed: 'Disputed',
  confirmed: 'Confirmed',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

export const matchStatusOf = (match: Match): MatchStatus => {
  if (match.state === 'postponed') return 'postponed';
  // A dispute stays open while the match is in progress, whatever round it was raised in.
  if (match.state === 'in-progress' && match.progress.dispute) return 'disputed';
  switch (phaseOf(match).kind) {
    case 'pre-match':
      return 'not-started';
    case 'lineups':
    case 'scoring':
      return 'in-progress';
    case 'result':
      return 'awaiting-confirmation';
    case 'completed':
      return 'confirmed';
    case 'cancelled':
      return 'cancelled';
  }
};

/** The match's status in words: "Awaiting confirmation". */
export const matchStatusLabel = (match: Match): string => MATCH_STATUS_LABELS[matchStatusOf(match)];
