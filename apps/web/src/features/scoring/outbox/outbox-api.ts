// What the pages and the app shell ask of the scoring outbox (scoring-outbox.ts makes it;
// lazy-outbox.ts stands in for it until it loads), and what it tells them besides its entries:
// a notification per answered delivery, and the reasons a tap and its Undo carry.
import type { ScoringAction } from '../api/scoring-api.ts';
import type { OutboxEntry } from './outbox-entry.ts';

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

/** One entry per thing on the page: a new write to it replaces the previous one. */
export const entryKey = (action: ScoringAction): string => {
  switch (action.type) {
    case 'scoreFrame':
    case 'scoreRacks':
    case 'resetFrame':
      return `frame:${action.frameId}`;
    case 'updatePreMatch':
      return `preMatch:${action.side}`;
    case 'setLineup':
      return `lineup:${action.side}:${action.round}`;
    case 'lockRound':
      return `lockRound:${action.round}`;
    case 'confirm':
    case 'dispute':
      return `result:${action.side}`;
    case 'start':
      return 'start';
  }
};

export interface ScoringOutbox {
  /** Resolves once the stored entries are loaded. */
  ready: Promise<void>;
  /** Every entry of the signed-in user, by id. */
  getSnapshot: () => ReadonlyMap<string, OutboxEntry>;
  subscribe: (listener: () => void) => () => void;
  onEvent: (listener: (event: OutboxEvent) => void) => () => void;
  /** Whose entries to show and send (null: signed out, nothing is sent). */
  setUser: (userId: string | null) => void;
  send: (action: ScoringAction, options: SendOptions) => void;
  /** Sends a waiting entry now rather than at its next retry. */
  retry: (id: string) => void;
  discard: (id: string) => void;
  keepTheirs: (id: string) => void;
  applyMine: (id: string, reason: string) => void;
  /**
   * Has everything sending needs at hand before the first entry (the scoring page calls it, so a
   * captain who loses the signal after opening it can still make entries).
   */
  prepare: () => void;
  /** Starts listening (online events, other tabs); sends what is waiting. */
  start: () => void;
  /** Stops listening and sending; the entries stay stored. */
  stop: () => void;
}
