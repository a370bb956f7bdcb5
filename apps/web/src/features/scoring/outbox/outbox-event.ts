// What the outbox tells the pages besides its entries: a notification per answered delivery, and
// the reasons a tap and its Undo carry.
export interface SendOptions {
  /** What the entry is, for notifications: 'Frame 2', 'Round 1 line-up'. */
  label: string;
  /** The success notification; none for entries that say "Saved" where they are. */
  success?: string;
}

export interface OutboxEvent {
  matchId: string;
  kind: 'success' | 'info' | 'warning' | 'error' | 'forbidden';
  text: string;
  /** A frame first scored at the table: it can be undone at once (its saved version). */
  undo?: { frameId: string; baseVersion: number; label: string };
}

/** The reason a first tap at the table carries; only such a save offers Undo. */
export const TAP_REASON = 'Scored at the table';
/** The reason an Undo sends: a mistap put right within seconds needs no form. */
export const UNDO_REASON = 'Undone at the table (mistap)';
