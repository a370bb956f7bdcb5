// Every scoring write goes through here, so each entry on the page can say where it stands:
// sending, saved, not sent yet (no signal: kept, retried with the same mutationId so it is never
// applied twice), in conflict (a stale frame write: both results shown, the captain chooses), or
// refused (the server's reason). Nothing is overwritten silently: a conflict is only resolved by
// the captain. The entries live in memory for now; the offline queue of a later issue can persist
// the same ScoringAction objects and replay them through sendScoringAction.
import type { Frame, Match } from '@cueleague/domain/entities';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { Notify } from '../../../lib/notifications.tsx';
import {
  conflictFrame,
  isFrameAction,
  newMutationId,
  sendScoringAction,
  type FrameAction,
  type ScoringAction,
} from '../api/scoring-api.ts';
import { alreadyDone } from '../scoring-view.ts';
import { useScoringNotify } from './use-scoring-notify.ts';

export type EntryStatus = 'sending' | 'failed' | 'conflict' | 'refused' | 'saved';

export interface OutboxEntry {
  key: string;
  action: ScoringAction;
  status: EntryStatus;
  /** failed and refused: why. */
  message?: string;
  /** conflict: the frame as the server has it now. */
  theirs?: Frame;
  /** Failed deliveries of this action so far. */
  attempts: number;
}

export interface SendOptions {
  /** What the entry is, for notifications: 'Frame 2', 'Round 1 line-up'. */
  label: string;
  /** The success notification; none for entries that say "Saved" where they are. */
  success?: string;
}

/** One entry per thing on the page: a new write to it replaces the previous one. */
export const entryKey = (action: ScoringAction): string => {
  switch (action.type) {
    case 'scoreFrame':
    case 'resetFrame':
      return `frame:${action.frameId}`;
    case 'preMatch':
      return `preMatch:${action.side}`;
    case 'lineup':
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

/** Entries still waiting for the server to take them. */
export const isPending = (entry: OutboxEntry | undefined): boolean =>
  entry?.status === 'sending' || entry?.status === 'failed';

/** A refused stale write whose frame already says what the captain wanted: nothing to choose. */
const alreadyThere = (theirs: Frame, action: FrameAction): boolean =>
  action.type === 'resetFrame'
    ? !theirs.isComplete
    : theirs.isComplete && theirs.winnerPlayerId === action.winnerPlayerId;

/** Worth sending again: no answer, a server failure, or rate limiting. */
const isTransient = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;

/** Why a write is still waiting, for a captain with a phone in one hand. */
const whyNotSent = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 0) {
    return typeof navigator !== 'undefined' && navigator.onLine === false
      ? 'no signal.'
      : "the server can't be reached.";
  }
  return errorMessage(error);
};

export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

interface Store {
  get: () => ReadonlyMap<string, OutboxEntry>;
  set: (key: string, entry: OutboxEntry | undefined) => void;
  subscribe: (listener: () => void) => () => void;
}

const createStore = (): Store => {
  let entries: ReadonlyMap<string, OutboxEntry> = new Map();
  const listeners = new Set<() => void>();
  return {
    get: () => entries,
    set: (key, entry) => {
      const next = new Map(entries);
      if (entry) next.set(key, entry);
      else next.delete(key);
      entries = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export interface ScoringOutbox {
  entries: ReadonlyMap<string, OutboxEntry>;
  /** Pending frame writes by frameId, to lay over the server's match. */
  pendingFrames: ReadonlyMap<string, FrameAction>;
  send: (action: ScoringAction, options: SendOptions) => void;
  retry: (key: string) => void;
  discard: (key: string) => void;
  keepTheirs: (key: string) => void;
  applyMine: (key: string, reason: string) => void;
  /** Set when the server said this user may not act on the match (403). */
  forbidden: string | null;
  /** The page's notifications (one at a time). */
  notify: Notify;
}

export const useScoringOutbox = ({
  accept,
  acceptFrame,
  refresh,
}: {
  accept: (match: Match) => void;
  acceptFrame: (frame: Frame) => void;
  refresh: () => Promise<Match | undefined>;
}): ScoringOutbox => {
  const notify = useScoringNotify();
  const [store] = useState(createStore);
  const [forbidden, setForbidden] = useState<string | null>(null);
  const entries = useSyncExternalStore(store.subscribe, store.get, store.get);
  const options = useRef(new Map<string, SendOptions>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const alive = useRef(true);
  // The latest callbacks, so a delivery that outlives a render uses the current ones.
  const latest = useRef({ accept, acceptFrame, refresh, notify });
  useEffect(() => {
    latest.current = { accept, acceptFrame, refresh, notify };
  });

  const clearTimer = useCallback((key: string) => {
    const timer = timers.current.get(key);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(key);
  }, []);

  const labelOf = (key: string) => options.current.get(key)?.label ?? 'Entry';

  const deliver = useCallback(
    async (key: string, action: ScoringAction): Promise<void> => {
      const current = () => store.get().get(key);
      try {
        const match = await sendScoringAction(action);
        if (!alive.current) return;
        latest.current.accept(match);
        const entry = current();
        // A newer write to the same thing (or a discard) took over meanwhile: leave it be.
        if (entry?.action.mutationId !== action.mutationId) return;
        store.set(key, { ...entry, status: 'saved', attempts: 0 });
        const success = options.current.get(key)?.success;
        if (success) latest.current.notify.success(success);
      } catch (error) {
        if (!alive.current) return;
        const entry = current();
        if (entry?.action.mutationId !== action.mutationId) return;
        const { notify } = latest.current;
        const label = labelOf(key);
        if (isTransient(error)) {
          const attempts = entry.attempts + 1;
          const message = whyNotSent(error);
          store.set(key, { ...entry, status: 'failed', attempts, message });
          if (attempts === 1) notify.warning(`${label} is not sent yet: ${message}`);
          const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempts - 1));
          clearTimer(key);
          timers.current.set(
            key,
            setTimeout(() => {
              timers.current.delete(key);
              retryRef.current(key);
            }, delay),
          );
          return;
        }
        const theirs = conflictFrame(error);
        if (theirs && isFrameAction(action)) {
          latest.current.acceptFrame(theirs);
          if (theirs.version !== action.baseVersion) {
            if (alreadyThere(theirs, action)) {
              store.set(key, { ...entry, status: 'saved', attempts: 0 });
              notify.info(`${label}: the other captain recorded the same result.`);
              return;
            }
            store.set(key, { ...entry, status: 'conflict', theirs, attempts: 0 });
            notify.warning(
              `${label}: conflict with the other captain's entry. Choose which stands.`,
            );
            return;
          }
        }
        const message = errorMessage(error);
        if (error instanceof ApiError && error.status === 403) setForbidden(message);
        // A refusal usually means our copy of the match is behind: read it again. If it already
        // shows what was asked (both captains locked the round at once), that is no failure.
        const fresh = await latest.current.refresh();
        if (!alive.current || current()?.action.mutationId !== action.mutationId) return;
        if (
          error instanceof ApiError &&
          error.status === 409 &&
          fresh &&
          alreadyDone(action, fresh)
        ) {
          store.set(key, { ...entry, status: 'saved', attempts: 0 });
          notify.info(`${label}: already done by the other captain.`);
          return;
        }
        store.set(key, { ...entry, status: 'refused', message, attempts: 0 });
        notify.error(`${label}: ${message}`);
      }
    },
    [store, clearTimer],
  );

  const retry = useCallback(
    (key: string) => {
      const entry = store.get().get(key);
      if (!entry || entry.status !== 'failed') return;
      clearTimer(key);
      store.set(key, { ...entry, status: 'sending' });
      void deliver(key, entry.action);
    },
    [store, clearTimer, deliver],
  );
  const retryRef = useRef(retry);
  useEffect(() => {
    retryRef.current = retry;
  }, [retry]);

  const send = useCallback(
    (action: ScoringAction, sendOptions: SendOptions) => {
      const key = entryKey(action);
      clearTimer(key);
      options.current.set(key, sendOptions);
      store.set(key, { key, action, status: 'sending', attempts: 0 });
      void deliver(key, action);
    },
    [store, clearTimer, deliver],
  );

  const discard = useCallback(
    (key: string) => {
      clearTimer(key);
      store.set(key, undefined);
    },
    [store, clearTimer],
  );

  const keepTheirs = useCallback(
    (key: string) => {
      const entry = store.get().get(key);
      discard(key);
      if (entry?.status === 'conflict')
        latest.current.notify.info(`${labelOf(key)}: kept the other captain's result.`);
    },
    [store, discard],
  );

  const applyMine = useCallback(
    (key: string, reason: string) => {
      const entry = store.get().get(key);
      if (entry?.status !== 'conflict' || !entry.theirs || !isFrameAction(entry.action)) return;
      // A new write based on the frame as it is now; a new mutationId, since the old one's
      // answer (the conflict) is what the server would repeat.
      send(
        {
          ...entry.action,
          baseVersion: entry.theirs.version,
          reason,
          mutationId: newMutationId(),
        },
        options.current.get(key) ?? { label: 'Entry' },
      );
    },
    [store, send],
  );

  // Back online: send what is waiting now rather than at its next retry.
  useEffect(() => {
    const onOnline = () => {
      for (const [key, entry] of store.get()) if (entry.status === 'failed') retryRef.current(key);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [store]);

  useEffect(() => {
    alive.current = true;
    const pending = timers.current;
    return () => {
      alive.current = false;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const pendingFrames = useMemo(() => {
    const map = new Map<string, FrameAction>();
    for (const entry of entries.values()) {
      if (isPending(entry) && isFrameAction(entry.action))
        map.set(entry.action.frameId, entry.action);
    }
    return map;
  }, [entries]);

  return useMemo(
    () => ({
      entries,
      pendingFrames,
      send,
      retry,
      discard,
      keepTheirs,
      applyMine,
      forbidden,
      notify,
    }),
    [entries, pendingFrames, send, retry, discard, keepTheirs, applyMine, forbidden, notify],
  );
};
