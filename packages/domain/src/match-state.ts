import type { MatchState } from './entities.ts';

/** A match counts as played when it is in progress or completed (spec section 4). */
export const PLAYED_STATES = ['in-progress', 'completed'] as const satisfies readonly MatchState[];

export const isPlayed = (state: MatchState): boolean =>
  (PLAYED_STATES as readonly MatchState[]).includes(state);

/** Unplayed matches can be deleted; the batch delete takes the 'pre-match' ones (spec section 4). */
export const UNPLAYED_STATES = [
  'pre-match',
  'postponed',
  'cancelled',
] as const satisfies readonly MatchState[];
