// The outbox's queue per match: entries go one at a time, in the order they were made, by one
// tab at a time; behind an unanswered delivery the queue waits for its retry. An entry made with
// nothing of its match queued or being sent goes at once (docs/decisions/0026-send-while-storing.md).
import type { EntryDelivery } from './deliver-entry.ts';
import { isOffline } from './delivery-failure.ts';
import type { StoredEntry } from './outbox-store.ts';
import type { RetryTimers } from './retry-timers.ts';
import type { TabSync } from './tab-sync.ts';

export interface MatchQueueOptions {
  /** Whether the outbox is started. */
  running: () => boolean;
  /** Whether someone is signed in (an entry is sent only with its author's session). */
  signedIn: () => boolean;
  /** The match's next pending entry of the signed-in user, in queue order. */
  next: (matchId: string) => StoredEntry | undefined;
  /** Re-reads the match's entries from the store: another tab may have settled some. */
  reread: (matchId: string) => Promise<void>;
  /** Whether an entry's first write is still under way (no other tab can know of it yet). */
  isStoring: (id: string) => boolean;
  /** Something the snapshot shows changed. */
  changed: () => void;
  delivery: EntryDelivery;
  retries: RetryTimers;
  tabs: TabSync;
}

export interface MatchQueue {
  /**
   * Sends the match's waiting entries, in order. Behind an unanswered delivery the queue waits for
   * its retry timer, unless `now` (back online, "Retry now", the timer itself).
   */
  pump: (matchId: string, now?: boolean) => void;
  /**
   * Nothing of the match is queued or being sent here, and it could be sent right now; with
   * `head`, that entry (the signed-in user's) is the match's next and nothing is ahead of it.
   */
  isIdle: (matchId: string, head?: string) => boolean;
}

export const createMatchQueue = ({
  running,
  signedIn,
  next,
  reread,
  isStoring,
  changed,
  delivery,
  retries,
  tabs,
}: MatchQueueOptions): MatchQueue => {
  const pumping = new Set<string>();
  /** Matches that got a new entry while being pumped: pump again after. */
  const again = new Set<string>();

  const drain = async (matchId: string, shared: boolean): Promise<void> => {
    // Another tab may have settled some of this match's entries, or queued more: read the store
    // again. An entry no other tab can know of yet (its request already out, or its first write
    // not done: tabs hear of an entry once it is stored) goes meanwhile.
    const reconciled = shared ? reread(matchId) : Promise.resolve();
    retries.resume(matchId);
    changed();
    const head = next(matchId);
    if (head && (delivery.isBegun(head.id) || isStoring(head.id)) && running() && !isOffline()) {
      if (!(await delivery.deliver(head, reconciled))) return;
    } else await reconciled;
    for (;;) {
      if (!running() || isOffline()) return;
      const entry = next(matchId);
      if (!entry) return;
      if (!(await delivery.deliver(entry))) return;
    }
  };

  const pump = (matchId: string, now = false): void => {
    if (!running() || !signedIn()) return;
    if (pumping.has(matchId)) {
      again.add(matchId);
      return;
    }
    if (isOffline() || !next(matchId) || (retries.isWaiting(matchId) && !now)) return;
    retries.cancel(matchId);
    pumping.add(matchId);
    void tabs
      .exclusive(matchId, (shared) => drain(matchId, shared))
      .catch(() => undefined)
      .finally(() => {
        pumping.delete(matchId);
        if (again.delete(matchId)) pump(matchId);
      });
  };

  return {
    pump,
    isIdle: (matchId, head) =>
      running() &&
      signedIn() &&
      !isOffline() &&
      !pumping.has(matchId) &&
      !retries.isWaiting(matchId) &&
      (head === undefined ? next(matchId) === undefined : next(matchId)?.id === head),
  };
};
