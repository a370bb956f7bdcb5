// Where the scoring outbox keeps its entries so that they survive a reload, a closed tab and a
// browser restart: an IndexedDB store shared by every tab of the app. Without IndexedDB (an old
// browser, a locked-down profile) the entries live in memory, as before this store existed.
import type { Frame } from '@cueleague/domain/entities';
import { hasIndexedDb, openDatabase, promised, transaction } from '../../../lib/idb.ts';
import type { ScoringAction } from '../api/scoring-api.ts';

/** What the outbox knows of an entry, as stored. */
export type StoredState = 'pending' | 'conflict' | 'refused' | 'saved';

export interface StoredEntry {
  /** The action's mutationId: unique, and the same on every delivery of it. */
  id: string;
  /** What the entry is about ('frame:<id>', 'lineup:home:2'): a newer entry replaces an older one. */
  key: string;
  matchId: string;
  action: ScoringAction;
  state: StoredState;
  /** pending after a failed delivery, and refused: why. */
  message?: string;
  /** conflict: the frame as the server has it now. */
  theirs?: Frame;
  /**
   * saved as one side of a conflict the server keeps on the match (both captains' entries): it
   * stands or falls as the conflict is settled, so no "changed by the other captain" follows.
   */
  keptAsConflict?: true;
  /** Failed deliveries so far. */
  attempts: number;
  /** What the entry is, for notifications: 'Frame 2', 'Round 1 line-up'. */
  label: string;
  success?: string;
  /** Who made it: an entry is sent only with its author's session. */
  userId: string | null;
  /** When it was made (ms): the order entries of a match are sent in. */
  queuedAt: number;
}

export interface OutboxStore {
  load(): Promise<StoredEntry[]>;
  put(entry: StoredEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** In memory: tests (a "reload" is a second outbox on the same store), and browsers without IndexedDB. */
export const createMemoryOutboxStore = (): OutboxStore => {
  const entries = new Map<string, StoredEntry>();
  return {
    load: () => Promise.resolve([...entries.values()].map((entry) => structuredClone(entry))),
    put: (entry) => {
      entries.set(entry.id, structuredClone(entry));
      return Promise.resolve();
    },
    remove: (id) => {
      entries.delete(id);
      return Promise.resolve();
    },
  };
};

const STORE = 'entries';

/**
 * An entry as this app sends it. Entries stored before the action names became the domain's
 * ('preMatch', 'lineup') are renamed, and a roster entry gets the reason the old sender added, so
 * a write queued offline before an upgrade is still delivered after it.
 */
export const upgradeStoredEntry = (entry: StoredEntry): StoredEntry => {
  const action = entry.action as unknown as Record<string, unknown>;
  if (action.type === 'preMatch') {
    const reason = action.rosterConfirmed === true ? 'Roster confirmed' : 'Availability updated';
    return {
      ...entry,
      action: { ...entry.action, type: 'updatePreMatch', reason } as ScoringAction,
    };
  }
  if (action.type === 'lineup')
    return { ...entry, action: { ...entry.action, type: 'setLineup' } as ScoringAction };
  return entry;
};

export const createIndexedDbOutboxStore = (name = 'cueleague-outbox'): OutboxStore => {
  if (!hasIndexedDb()) return createMemoryOutboxStore();
  let opened: Promise<IDBDatabase> | null = null;
  const db = () =>
    (opened ??= openDatabase(name, 1, (database) => {
      database.createObjectStore(STORE, { keyPath: 'id' });
    }));
  return {
    load: async () =>
      transaction(await db(), STORE, 'readonly', (tx) =>
        promised(tx.objectStore(STORE).getAll() as IDBRequest<StoredEntry[]>),
      ),
    put: async (entry) => {
      await transaction(await db(), STORE, 'readwrite', (tx) => {
        tx.objectStore(STORE).put(entry);
      });
    },
    remove: async (id) => {
      await transaction(await db(), STORE, 'readwrite', (tx) => {
        tx.objectStore(STORE).delete(id);
      });
    },
  };
};
