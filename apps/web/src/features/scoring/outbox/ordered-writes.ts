// The outbox's writes to its store, one after another per entry in the order they were made: a
// delivery may be answered before the entry's first write is done, and its "saved" (a remove)
// must not land before that write (docs/decisions/0026-send-while-storing.md).
import type { OutboxStore, StoredEntry } from './outbox-store.ts';

export interface OrderedWrites {
  /** Stores the entry; a saved one is removed (saved entries are kept in memory only). */
  save: (entry: StoredEntry) => Promise<void>;
  remove: (id: string) => Promise<void>;
  /**
   * Runs the first write of an entry made here and knows it is under way until that is done: no
   * other tab can know of the entry before it is stored.
   */
  storeNew: (id: string, first: () => Promise<void>) => void;
  /** Whether an entry's first write (storeNew) is still under way. */
  isStoring: (id: string) => boolean;
}

export const createOrderedWrites = (store: OutboxStore): OrderedWrites => {
  const writes = new Map<string, Promise<void>>();
  const storing = new Set<string>();

  const write = (id: string, work: () => Promise<void>): Promise<void> => {
    const done = (writes.get(id) ?? Promise.resolve()).then(work).catch(() => {
      // Storage full or unavailable: the entry still lives in memory and is still sent.
    });
    writes.set(id, done);
    void done.then(() => {
      if (writes.get(id) === done) writes.delete(id);
    });
    return done;
  };

  return {
    save: (entry) =>
      write(entry.id, () => (entry.state === 'saved' ? store.remove(entry.id) : store.put(entry))),
    remove: (id) => write(id, () => store.remove(id)),
    storeNew(id, first) {
      storing.add(id);
      void first().then(() => storing.delete(id));
    },
    isStoring: (id) => storing.has(id),
  };
};
