// The durable queue every scoring write goes through, one per app (not per page), so a captain
// with no signal loses nothing: each entry is stored in IndexedDB (sent meanwhile, not after),
// shows as pending, survives a reload and a browser restart, and is sent with its own mutationId,
// in the order it was made, one at a time per match, as soon as there is a signal (on any page).
// The server applies a mutationId once, so a delivery whose answer was lost is simply sent again.
// A stale frame write comes back as a conflict that stays until the captain chooses; it is never
// overwritten by either side on its own.
//
// Tabs share the queue: each change is written to the store and announced on a BroadcastChannel,
// and one tab at a time (a Web Lock per match) delivers a match's entries, re-reading the store
// first so an entry another tab has settled is not sent twice (an entry no other tab can know of
// yet goes while that read runs).
import type { Frame, Match } from '@cueleague/domain/entities';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import {
  conflictFrame,
  isFrameAction,
  newMutationId,
  sendScoringAction,
  type FrameAction,
  type ScoringAction,
} from '../api/scoring-api.ts';
import { matchQuery as scoringMatchQuery } from '../../../entities/matches/api/matches-api.ts';
import { acceptMatch } from '../../../entities/matches/live-cache.ts';
import { acceptFrame } from '../match-cache.ts';
import { alreadyDone } from '../scoring-view.ts';
import { listenerSet } from './listeners.ts';
import { OUTBOX_CHANNEL, type EntryStatus, type OutboxEntry } from './outbox-entry.ts';
import { upgradeStoredEntry, type OutboxStore, type StoredEntry } from './outbox-store.ts';

export { isNotSent, isPending, type EntryStatus, type OutboxEntry } from './outbox-entry.ts';

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

/** A refused stale write whose frame already says what the captain wanted: nothing to choose. */
const alreadyThere = (theirs: Frame, action: FrameAction): boolean =>
  action.type === 'resetFrame'
    ? !theirs.isComplete
    : theirs.isComplete && theirs.winnerPlayerId === action.winnerPlayerId;

/** Worth sending again: no answer, a server failure, rate limiting, or a session to renew. */
const isTransient = (error: unknown): boolean =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status >= 500 ||
  error.status === 429 ||
  error.status === 401;

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Why a write is still waiting, for a captain with a phone in one hand. */
const whyNotSent = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 0) {
    return isOffline() ? 'no signal.' : "the server can't be reached.";
  }
  if (error instanceof ApiError && error.status === 401) return 'sign in again to send it.';
  return errorMessage(error);
};

export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

type ChannelMessage = { type: 'put'; entry: StoredEntry } | { type: 'remove'; id: string };

/** The part of the Web Locks API the outbox uses. */
export interface Locks {
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

const browserLocks = (): Locks | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
    ? {
        request: async (name, callback) => {
          await navigator.locks.request(name, callback);
        },
      }
    : null;

export interface ScoringOutboxOptions {
  store: OutboxStore;
  queryClient: QueryClient;
  /** The delivery; the real API by default. */
  deliver?: (action: ScoringAction) => Promise<Match>;
  /** The BroadcastChannel name the tabs share; null: no other tab to tell. */
  channel?: string | null;
  locks?: Locks | null;
}

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

/** What a failed delivery means for its entry, decided from the error alone. */
export type DeliveryFailure =
  /**
   * The server took the write (a 2xx) but its answer did not fit the match schema (a receipt
   * stored by an older version, say): saved; the match is read again instead.
   */
  | { kind: 'savedUnread' }
  /** No answer, or one worth waiting out: send again later. */
  | { kind: 'transient'; message: string }
  /** A stale frame write whose frame already says what the captain wanted. */
  | { kind: 'sameResult'; theirs: Frame }
  /** A stale frame write that the other captain changed: the captain chooses. */
  | { kind: 'conflict'; theirs: Frame }
  /**
   * Refused. `maybeDone`: a 409 that may only mean the match already shows what was asked;
   * `theirs`: the current frame the refusal came with, to show.
   */
  | { kind: 'refused'; message: string; forbidden: boolean; maybeDone: boolean; theirs?: Frame };

export const classifyFailure = (error: unknown, action: ScoringAction): DeliveryFailure => {
  if (error instanceof ApiError && error.code === 'bad_response' && error.status < 300)
    return { kind: 'savedUnread' };
  if (isTransient(error)) return { kind: 'transient', message: whyNotSent(error) };
  const theirs = conflictFrame(error);
  const frameAction = theirs && isFrameAction(action) ? action : null;
  if (theirs && frameAction && theirs.version !== frameAction.baseVersion)
    return alreadyThere(theirs, frameAction)
      ? { kind: 'sameResult', theirs }
      : { kind: 'conflict', theirs };
  const status = error instanceof ApiError ? error.status : 0;
  return {
    kind: 'refused',
    message: errorMessage(error),
    forbidden: status === 403,
    maybeDone: status === 409,
    ...(theirs && frameAction ? { theirs } : {}),
  };
};

export const createScoringOutbox = ({
  store,
  queryClient,
  deliver = sendScoringAction,
  channel: channelName = typeof BroadcastChannel === 'undefined' ? null : OUTBOX_CHANNEL,
  locks = browserLocks(),
}: ScoringOutboxOptions): ScoringOutbox => {
  const entries = new Map<string, StoredEntry>();
  const listeners = listenerSet();
  const eventListeners = listenerSet<[OutboxEvent]>();
  /** Entries being delivered by this tab right now. */
  const inFlight = new Set<string>();
  /** Matches whose queue waits for a retry (a delivery got no answer). */
  const stalled = new Set<string>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const pumping = new Set<string>();
  /** Matches that got a new entry while being pumped: pump again after. */
  const again = new Set<string>();
  let user: string | null = null;
  let running = false;
  let channel: BroadcastChannel | null = null;
  let lastQueuedAt = 0;
  let snapshot: ReadonlyMap<string, OutboxEntry> = new Map();

  const statusOf = (entry: StoredEntry): EntryStatus => {
    if (entry.state !== 'pending') return entry.state;
    if (inFlight.has(entry.id)) return 'sending';
    if (entry.attempts > 0) return 'failed';
    if (isOffline() || stalled.has(entry.matchId)) return 'queued';
    return 'sending';
  };

  const emit = () => {
    const next = new Map<string, OutboxEntry>();
    for (const entry of [...entries.values()].sort(byQueue)) {
      if (entry.userId === user) next.set(entry.id, { ...entry, status: statusOf(entry) });
    }
    snapshot = next;
    listeners.tell();
  };

  const tell = eventListeners.tell;

  /**
   * Each entry's writes to the store, one after another in the order they were made: a delivery
   * may be answered before the entry's first write is done, and its "saved" (a remove) must not
   * land before that write.
   */
  const writes = new Map<string, Promise<void>>();
  /** Entries made here whose first write is not done yet: no other tab can know of them. */
  const storing = new Set<string>();
  /** Deliveries begun as their entry was made (send), for the queue to take up. */
  const started = new Map<string, Promise<Match>>();

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

  /** Saved entries are kept in memory only (to say "Saved"); the rest are stored. */
  const commit = async (entry: StoredEntry): Promise<void> => {
    entries.set(entry.id, entry);
    emit();
    await write(entry.id, () =>
      entry.state === 'saved' ? store.remove(entry.id) : store.put(entry),
    );
    channel?.postMessage({ type: 'put', entry } satisfies ChannelMessage);
  };

  const drop = async (id: string): Promise<void> => {
    if (!entries.delete(id)) return;
    // Discarded while its first delivery was under way: the server may have it, so show its answer.
    const early = started.get(id);
    if (early) {
      started.delete(id);
      void early
        .then(
          (match) => acceptMatch(queryClient, match),
          () => undefined,
        )
        .finally(() => {
          inFlight.delete(id);
          emit();
        });
    }
    emit();
    await write(id, () => store.remove(id));
    channel?.postMessage({ type: 'remove', id } satisfies ChannelMessage);
  };

  const clearTimer = (matchId: string) => {
    const timer = timers.get(matchId);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(matchId);
  };

  const nextOf = (matchId: string): StoredEntry | undefined =>
    [...entries.values()]
      .filter(
        (entry) => entry.matchId === matchId && entry.state === 'pending' && entry.userId === user,
      )
      .sort(byQueue)[0];

  /** Re-reads the match's entries from the store: another tab may have settled some. */
  const reconcile = async (matchId: string): Promise<void> => {
    let stored: StoredEntry[];
    try {
      stored = await store.load();
    } catch {
      return;
    }
    const ids = new Set(stored.map((entry) => entry.id));
    for (const entry of entries.values()) {
      if (
        entry.matchId === matchId &&
        entry.state === 'pending' &&
        !ids.has(entry.id) &&
        !storing.has(entry.id)
      ) {
        entries.delete(entry.id);
      }
    }
    for (const entry of stored) {
      if (entry.matchId === matchId && !inFlight.has(entry.id)) entries.set(entry.id, entry);
    }
  };

  /**
   * Delivers one entry; false when the queue must wait (no answer: retried later). `meanwhile`:
   * the queue's re-read of the store, under way while this is sent; the answer is acted on once
   * it is done (the match itself is shown at once).
   */
  const deliverOne = async (
    entry: StoredEntry,
    meanwhile: Promise<void> = Promise.resolve(),
  ): Promise<boolean> => {
    const { id, matchId, action, label } = entry;
    const current = () => entries.get(id);
    inFlight.add(id);
    emit();
    const answered = async (): Promise<Match> => {
      try {
        const early = started.get(id);
        started.delete(id);
        const match = await (early ?? deliver(action));
        acceptMatch(queryClient, match);
        return match;
      } finally {
        await meanwhile;
      }
    };
    try {
      const match = await answered();
      inFlight.delete(id);
      const now = current();
      // Discarded meanwhile: the server has it anyway; nothing left to show.
      if (!now) return true;
      await commit({ ...now, state: 'saved', attempts: 0 });
      if (entry.success) {
        const saved =
          action.type === 'scoreFrame' && action.reason === TAP_REASON
            ? match.frames.find((frame) => frame.frameId === action.frameId)
            : undefined;
        tell({
          matchId,
          kind: 'success',
          text: entry.success,
          ...(saved ? { undo: { frameId: saved.frameId, baseVersion: saved.version, label } } : {}),
        });
      }
      return true;
    } catch (error) {
      inFlight.delete(id);
      const now = current();
      if (!now) return true;
      const failure = classifyFailure(error, action);
      if (failure.kind === 'savedUnread') {
        await commit({ ...now, state: 'saved', attempts: 0 });
        void queryClient.invalidateQueries({ queryKey: scoringMatchQuery(matchId).queryKey });
        if (entry.success) tell({ matchId, kind: 'success', text: entry.success });
        return true;
      }
      if (failure.kind === 'transient') {
        const attempts = now.attempts + 1;
        const { message } = failure;
        stalled.add(matchId);
        await commit({ ...now, attempts, message });
        if (attempts === 1)
          tell({ matchId, kind: 'warning', text: `${label} is not sent yet: ${message}` });
        clearTimer(matchId);
        timers.set(
          matchId,
          setTimeout(
            () => {
              timers.delete(matchId);
              pump(matchId, true);
            },
            Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempts - 1)),
          ),
        );
        return false;
      }
      if (failure.kind === 'sameResult' || failure.kind === 'conflict') {
        acceptFrame(queryClient, matchId, failure.theirs);
        if (failure.kind === 'sameResult') {
          await commit({ ...now, state: 'saved', attempts: 0 });
          tell({
            matchId,
            kind: 'info',
            text: `${label}: the other captain recorded the same result.`,
          });
          return true;
        }
        await commit({ ...now, state: 'conflict', theirs: failure.theirs, attempts: 0 });
        tell({
          matchId,
          kind: 'warning',
          text: `${label}: conflict with the other captain's entry. Choose which stands.`,
        });
        return true;
      }
      if (failure.theirs) acceptFrame(queryClient, matchId, failure.theirs);
      const { message } = failure;
      if (failure.forbidden) tell({ matchId, kind: 'forbidden', text: message });
      // A refusal usually means our copy of the match is behind: read it again. If it already
      // shows what was asked (both captains locked the round at once), that is no failure.
      let fresh: Match | undefined;
      try {
        fresh = await queryClient.fetchQuery({ ...scoringMatchQuery(matchId), staleTime: 0 });
      } catch {
        fresh = undefined;
      }
      const latest = current();
      if (!latest) return true;
      if (failure.maybeDone && fresh && alreadyDone(action, fresh)) {
        await commit({ ...latest, state: 'saved', attempts: 0 });
        tell({ matchId, kind: 'info', text: `${label}: already done by the other captain.` });
        return true;
      }
      await commit({ ...latest, state: 'refused', message, attempts: 0 });
      tell({ matchId, kind: 'error', text: `${label}: ${message}` });
      return true;
    }
  };

  const drain = async (matchId: string, shared: boolean): Promise<void> => {
    // Another tab may have settled some of this match's entries, or queued more: read the store
    // again. An entry no other tab can know of yet (its request already out, or its first write
    // not done: tabs hear of an entry once it is stored) goes meanwhile.
    const reconciled = shared ? reconcile(matchId) : Promise.resolve();
    stalled.delete(matchId);
    emit();
    const head = nextOf(matchId);
    if (head && (started.has(head.id) || storing.has(head.id)) && running && !isOffline()) {
      if (!(await deliverOne(head, reconciled))) return;
    } else await reconciled;
    for (;;) {
      if (!running || isOffline()) return;
      const next = nextOf(matchId);
      if (!next) return;
      if (!(await deliverOne(next))) return;
    }
  };

  /**
   * Sends the match's waiting entries, in order. Behind an unanswered delivery the queue waits for
   * its retry timer, unless `now` (back online, "Retry now", the timer itself).
   */
  function pump(matchId: string, now = false): void {
    if (!running || user === null) return;
    if (pumping.has(matchId)) {
      again.add(matchId);
      return;
    }
    if (isOffline() || !nextOf(matchId) || (timers.has(matchId) && !now)) return;
    clearTimer(matchId);
    pumping.add(matchId);
    const run = () => drain(matchId, locks !== null);
    const done = locks ? locks.request(`${OUTBOX_CHANNEL}:${matchId}`, run) : run();
    void done
      .catch(() => undefined)
      .finally(() => {
        pumping.delete(matchId);
        if (again.delete(matchId)) pump(matchId);
      });
  }

  const pumpAll = (now = false) => {
    for (const matchId of new Set([...entries.values()].map((entry) => entry.matchId)))
      pump(matchId, now);
  };

  const onConnectivity = () => {
    emit();
    // Back online: send what is waiting now rather than at its next retry.
    pumpAll(true);
  };

  const onMessage = (event: MessageEvent<ChannelMessage>) => {
    const message = event.data;
    if (message.type === 'put') {
      if (!inFlight.has(message.entry.id)) entries.set(message.entry.id, message.entry);
    } else {
      entries.delete(message.id);
    }
    emit();
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

  const send = (action: ScoringAction, options: SendOptions) => {
    const key = entryKey(action);
    // The new write replaces what was not sent of the old one (an in-flight delivery finishes).
    for (const entry of [...entries.values()]) {
      if (entry.matchId === action.matchId && entry.key === key && !inFlight.has(entry.id))
        void drop(entry.id);
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
      userId: user,
      queuedAt: lastQueuedAt,
    };
    if (isOffline())
      tell({
        matchId: action.matchId,
        kind: 'warning',
        text: `${options.label} is not sent yet: no signal. It is kept on this device.`,
      });
    // Stored and sent at once (docs/decisions/0026-send-while-storing.md): the store write
    // often takes longer than the request, and waiting for it bought nothing. A page closed
    // before the write is done loses what it would have lost anyway (the request may even have
    // reached the server); once written, a reload finds the entry and sends it again, and the
    // server applies its mutationId once. Its "saved" waits for that write (writes, above).
    // With nothing of the match's queued or being sent here, the request goes right now, before
    // the page draws the tap and before this tab holds the match's lock: the entry is this tab's
    // alone until stored (a tab that sends it too, having heard of it, is answered the same).
    const idle =
      running &&
      user !== null &&
      !isOffline() &&
      !pumping.has(action.matchId) &&
      !timers.has(action.matchId) &&
      nextOf(action.matchId) === undefined;
    if (idle) {
      let delivery: Promise<Match>;
      try {
        delivery = deliver(action);
      } catch (error) {
        // Thrown before any promise: handled as a failed delivery, the entry still stored.
        delivery = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      // Its failure is handled where the queue takes it up.
      delivery.catch(() => undefined);
      started.set(entry.id, delivery);
      inFlight.add(entry.id);
    }
    storing.add(entry.id);
    void commit(entry).then(() => storing.delete(entry.id));
    pump(action.matchId);
  };

  return {
    ready,
    getSnapshot: () => snapshot,
    subscribe: listeners.add,
    onEvent: eventListeners.add,
    setUser(userId) {
      if (userId === user) return;
      user = userId;
      emit();
      pumpAll();
    },
    send,
    retry(id) {
      const entry = entries.get(id);
      if (!entry || entry.state !== 'pending') return;
      pump(entry.matchId, true);
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
      if (channelName) {
        channel = new BroadcastChannel(channelName);
        channel.onmessage = onMessage;
      }
      if (typeof window !== 'undefined') {
        window.addEventListener('online', onConnectivity);
        window.addEventListener('offline', onConnectivity);
      }
      pumpAll();
    },
    stop() {
      running = false;
      channel?.close();
      channel = null;
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onConnectivity);
        window.removeEventListener('offline', onConnectivity);
      }
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
};

const byQueue = (a: StoredEntry, b: StoredEntry): number =>
  a.queuedAt - b.queuedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
