// The durable queue every scoring write goes through, one per app (not per page), so a captain
// with no signal loses nothing: each entry is stored in IndexedDB (sent meanwhile, not after),
// shows as pending, survives a reload and a browser restart, and is sent with its own mutationId,
// in the order it was made, one at a time per match, as soon as there is a signal (on any page).
// The server applies a mutationId once, so a delivery whose answer was lost is simply sent again.
// A stale frame write comes back as a conflict that stays until the captain chooses; it is never
// overwritten by either side on its own.
//
// This file makes the entries and puts the pieces together: the entries held and shown
// (outbox-entries.ts), their store writes in order (ordered-writes.ts), the other tabs
// (tab-sync.ts), the queue per match (match-queue.ts), one entry's delivery and its answer
// (deliver-entry.ts) and the retry timing (retry-timers.ts).
import type { Match } from '@cueleague/domain/entities';
import type { QueryClient } from '@tanstack/react-query';
import {
  isFrameAction,
  newMutationId,
  sendScoringAction,
  type ScoringAction,
} from '../api/scoring-api.ts';
import { createEntryDelivery } from './deliver-entry.ts';
import { isOffline } from './delivery-failure.ts';
import { createMatchQueue } from './match-queue.ts';
import { createOrderedWrites } from './ordered-writes.ts';
import { entryKey, type OutboxEvent, type ScoringOutbox, type SendOptions } from './outbox-api.ts';
import { createOutboxEntries } from './outbox-entries.ts';
import { OUTBOX_CHANNEL, type EntryStatus } from './outbox-entry.ts';
import { upgradeStoredEntry, type OutboxStore, type StoredEntry } from './outbox-store.ts';
import { listenerSet } from './listeners.ts';
import { createRetryTimers } from './retry-timers.ts';
import {
  applyMessage,
  browserLocks,
  createTabSync,
  reconcileMatch,
  type Locks,
} from './tab-sync.ts';

// What the pages import from the outbox, where it is defined (kept apart so the shell can use it
// without loading the outbox).
export { isNotSent, isPending, type EntryStatus, type OutboxEntry } from './outbox-entry.ts';
export {
  entryKey,
  TAP_REASON,
  UNDO_REASON,
  type OutboxEvent,
  type ScoringOutbox,
  type SendOptions,
} from './outbox-api.ts';

export interface ScoringOutboxOptions {
  store: OutboxStore;
  queryClient: QueryClient;
  /** The delivery; the real API by default. */
  deliver?: (action: ScoringAction) => Promise<Match>;
  /** The BroadcastChannel name the tabs share; null: no other tab to tell. */
  channel?: string | null;
  locks?: Locks | null;
  /** When a new entry is sent and stored: after the tap is drawn (afterPaint) by default. */
  afterPaint?: () => Promise<void>;
}

/**
 * Resolves once the browser has drawn what the current task changed: after the next frame, in a
 * task of its own. A hidden page draws no frames and may soon be frozen (a phone locked just after
 * the tap), so the page being hidden or left resolves it at once, as does a timer at the latest.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const hasDocument = typeof document !== 'undefined';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      if (hasDocument) document.removeEventListener('visibilitychange', finish);
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', finish);
      resolve();
    };
    const fallback = setTimeout(finish, 100);
    if (hasDocument && document.visibilityState === 'hidden') return finish();
    if (hasDocument) document.addEventListener('visibilitychange', finish);
    if (typeof window !== 'undefined') window.addEventListener('pagehide', finish);
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(finish, 0));
  });

/**
 * A frame write that replaces a pending one not sent: it is based on the version that one was
 * (a race's next rack is tapped on the racks shown, which carry the version the replaced write
 * would have made), since the replaced write never reaches the server now.
 */
const basedWhereReplaced = (action: ScoringAction, replaced: StoredEntry): ScoringAction =>
  replaced.state === 'pending' &&
  isFrameAction(action) &&
  isFrameAction(replaced.action) &&
  replaced.action.baseVersion < action.baseVersion
    ? { ...action, baseVersion: replaced.action.baseVersion }
    : action;

export const createScoringOutbox = ({
  store,
  queryClient,
  deliver = sendScoringAction,
  channel = typeof BroadcastChannel === 'undefined' ? null : OUTBOX_CHANNEL,
  locks = browserLocks(),
  afterPaint = afterNextPaint,
}: ScoringOutboxOptions): ScoringOutbox => {
  const statusOf = (entry: StoredEntry): EntryStatus => {
    if (entry.state !== 'pending') return entry.state;
    if (delivery.isInFlight(entry.id)) return 'sending';
    if (entry.attempts > 0) return 'failed';
    if (isOffline() || retries.isStalled(entry.matchId)) return 'queued';
    return 'sending';
  };
  const held = createOutboxEntries(statusOf);
  const { all: entries, changed: emit } = held;
  const eventListeners = listenerSet<[OutboxEvent]>();
  const tell = eventListeners.tell;
  let running = false;
  let lastQueuedAt = 0;

  const writes = createOrderedWrites(store);
  const tabs = createTabSync({ channel, locks });
  const retries = createRetryTimers((matchId) => queue.pump(matchId, true));

  /** Saved entries are kept in memory only (to say "Saved"); the rest are stored. */
  const commit = async (entry: StoredEntry): Promise<void> => {
    entries.set(entry.id, entry);
    emit();
    await writes.save(entry);
    tabs.announce({ type: 'put', entry });
  };

  const delivery = createEntryDelivery({
    deliver,
    queryClient,
    current: (id) => entries.get(id),
    commit,
    tell,
    changed: emit,
    retries,
  });

  const drop = async (id: string): Promise<void> => {
    if (!entries.delete(id)) return;
    // Discarded while its first delivery was under way: the server may have it, so show its answer.
    delivery.abandon(id);
    emit();
    await writes.remove(id);
    tabs.announce({ type: 'remove', id });
  };

  const queue = createMatchQueue({
    running: () => running,
    signedIn: () => held.user() !== null,
    next: held.next,
    async reread(matchId) {
      let stored: StoredEntry[];
      try {
        stored = await store.load();
      } catch {
        return;
      }
      reconcileMatch(entries, stored, matchId, {
        inFlight: delivery.isInFlight,
        storing: writes.isStoring,
      });
    },
    isStoring: writes.isStoring,
    changed: emit,
    delivery,
    retries,
    tabs,
  });

  const pumpAll = (now = false) => {
    for (const matchId of held.matchIds()) queue.pump(matchId, now);
  };

  const onConnectivity = () => {
    emit();
    // Back online: send what is waiting now rather than at its next retry.
    pumpAll(true);
  };

  const ready = store.load().then(
    (stored) => {
      for (const entry of stored.map(upgradeStoredEntry))
        if (!entries.has(entry.id)) entries.set(entry.id, entry);
      lastQueuedAt = Math.max(lastQueuedAt, ...stored.map((entry) => entry.queuedAt));
      emit();
      pumpAll();
    },
    () => undefined,
  );

  const send = (sent: ScoringAction, options: SendOptions) => {
    let action = sent;
    const key = entryKey(action);
    // The new write replaces what was not sent of the old one (an in-flight delivery finishes).
    for (const entry of [...entries.values()]) {
      if (entry.matchId === action.matchId && entry.key === key && !delivery.isInFlight(entry.id)) {
        action = basedWhereReplaced(action, entry);
        void drop(entry.id);
      }
    }
    lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
    const entry: StoredEntry = {
      id: action.mutationId,
      key,
      matchId: action.matchId,
      action,
      state: 'pending',
      attempts: 0,
      label: options.label,
      ...(options.success ? { success: options.success } : {}),
      userId: held.user(),
      queuedAt: lastQueuedAt,
    };
    if (isOffline())
      tell({
        matchId: action.matchId,
        kind: 'warning',
        text: `${options.label} is not sent yet: no signal. It is kept on this device.`,
      });
    // Shown at once, in the tap's own render; sent and stored once the tap is drawn
    // (docs/decisions/0045-send-after-the-paint.md): the request, the store's transaction, the
    // other tabs' message and the match's lock cost a phone at 4x CPU about 15 ms, which the
    // captain waited for before seeing the tap.
    entries.set(entry.id, entry);
    emit();
    // Marked as being stored from now on: the queue's re-read of the store must not take the entry
    // for one another tab settled.
    writes.storeNew(entry.id, () =>
      afterPaint().then(() => {
        // Replaced by a newer write, discarded, or taken up by the queue and answered meanwhile.
        if (entries.get(entry.id) !== entry) return;
        // Signed out (or another user in) meanwhile: stored for its author, never sent with
        // someone else's session.
        if (entry.userId !== held.user()) return commit(entry);
        // Stored and sent together (docs/decisions/0026-send-while-storing.md): the store write
        // often takes longer than the request, and waiting for it bought nothing. A page closed
        // before the write is done loses what it would have lost anyway (the request may even
        // have reached the server); once written, a reload finds the entry and sends it again,
        // and the server applies its mutationId once. Its "saved" waits for that write
        // (ordered-writes.ts). With nothing of the match's queued or being sent here ahead of it,
        // the request goes right now, before this tab holds the match's lock: the entry is this
        // tab's alone until stored (a tab that sends it too, having heard of it, is answered the
        // same).
        if (queue.isIdle(action.matchId, entry.id)) delivery.begin(entry.id, action);
        const stored = commit(entry);
        queue.pump(action.matchId);
        return stored;
      }),
    );
  };

  return {
    ready,
    getSnapshot: held.snapshot,
    subscribe: held.subscribe,
    onEvent: eventListeners.add,
    setUser(userId) {
      if (userId === held.user()) return;
      held.setUser(userId);
      emit();
      pumpAll();
    },
    send,
    retry(id) {
      const entry = entries.get(id);
      if (!entry || entry.state !== 'pending') return;
      queue.pump(entry.matchId, true);
    },
    discard(id) {
      void drop(id);
    },
    keepTheirs(id) {
      const entry = entries.get(id);
      void drop(id);
      if (entry?.state === 'conflict')
        tell({
          matchId: entry.matchId,
          kind: 'info',
          text: `${entry.label}: kept the other captain's result.`,
        });
    },
    applyMine(id, reason) {
      const entry = entries.get(id);
      if (entry?.state !== 'conflict' || !entry.theirs || !isFrameAction(entry.action)) return;
      // A new write based on the frame as it is now; a new mutationId, since the old one's
      // answer (the conflict) is what the server would repeat.
      send(
        {
          ...entry.action,
          baseVersion: entry.theirs.version,
          reason,
          mutationId: newMutationId(),
        },
        { label: entry.label, ...(entry.success ? { success: entry.success } : {}) },
      );
    },
    prepare() {
      // Nothing to load: this is the outbox itself.
    },
    start() {
      if (running) return;
      running = true;
      tabs.open((message) => {
        applyMessage(entries, message, delivery.isInFlight);
        emit();
      });
      if (typeof window !== 'undefined') {
        window.addEventListener('online', onConnectivity);
        window.addEventListener('offline', onConnectivity);
      }
      pumpAll();
    },
    stop() {
      running = false;
      tabs.close();
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onConnectivity);
        window.removeEventListener('offline', onConnectivity);
      }
      retries.cancelAll();
    },
  };
};
