// The entries an outbox holds, and what the pages see of them: the signed-in user's, in the
// order they are sent, each with where it stands (the snapshot, made again on every change).
import type { EntryStatus, OutboxEntry } from './outbox-entry.ts';
import type { StoredEntry } from './outbox-store.ts';
import { listenerSet } from './listeners.ts';

/** The order entries are sent in: as made, then by id (two tabs, one millisecond). */
export const byQueue = (a: StoredEntry, b: StoredEntry): number =>
  a.queuedAt - b.queuedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export interface OutboxEntries {
  /** Every entry this tab knows of, anyone's, by id. */
  all: Map<string, StoredEntry>;
  /** Whose entries are shown and sent (null: signed out). */
  user: () => string | null;
  setUser: (userId: string | null) => void;
  /** The match's next pending entry of the signed-in user, in queue order. */
  next: (matchId: string) => StoredEntry | undefined;
  /** The matches of every entry held. */
  matchIds: () => Set<string>;
  snapshot: () => ReadonlyMap<string, OutboxEntry>;
  subscribe: (listener: () => void) => () => void;
  /** Something shown changed: makes the snapshot again and tells its subscribers. */
  changed: () => void;
}

export const createOutboxEntries = (
  statusOf: (entry: StoredEntry) => EntryStatus,
): OutboxEntries => {
  const all = new Map<string, StoredEntry>();
  const listeners = listenerSet();
  let user: string | null = null;
  let snapshot: ReadonlyMap<string, OutboxEntry> = new Map();
  /** The stored entry each shown one was made from. */
  const shownFrom = new WeakMap<OutboxEntry, StoredEntry>();
  const shown = (entry: StoredEntry, status: EntryStatus): OutboxEntry => {
    const view = { ...entry, status };
    shownFrom.set(view, entry);
    return view;
  };

  return {
    all,
    user: () => user,
    setUser(userId) {
      user = userId;
    },
    next: (matchId) =>
      [...all.values()]
        .filter(
          (entry) =>
            entry.matchId === matchId && entry.state === 'pending' && entry.userId === user,
        )
        .sort(byQueue)[0],
    matchIds: () => new Set([...all.values()].map((entry) => entry.matchId)),
    snapshot: () => snapshot,
    subscribe: listeners.add,
    changed() {
      const next = new Map<string, OutboxEntry>();
      for (const entry of [...all.values()].sort(byQueue)) {
        if (entry.userId !== user) continue;
        const status = statusOf(entry);
        // An entry that did not change stays the same object, so a page shows it again only
        // when it changed (the scoring page renders one frame card per tap, not all of them).
        const before = snapshot.get(entry.id);
        next.set(
          entry.id,
          before && shownFrom.get(before) === entry && before.status === status
            ? before
            : shown(entry, status),
        );
      }
      snapshot = next;
      listeners.tell();
    },
  };
};
