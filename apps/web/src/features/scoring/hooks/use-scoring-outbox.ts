// The scoring page's view of the app's outbox (outbox/scoring-outbox.ts): this match's entries,
// one per thing on the page (the latest write to it), so each can say where it stands: sending,
// kept on the device and not sent yet, in conflict (both results shown, the captain chooses),
// refused (the server's reason), or saved. The outbox's notifications for this match show here.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Notify } from '../../../lib/notifications.tsx';
import {
  isFrameAction,
  newMutationId,
  type FrameAction,
  type ScoringAction,
} from '../api/scoring-api.ts';
import { useOutbox, useOutboxEntries } from '../outbox/outbox-context.tsx';
import {
  isPending,
  UNDO_REASON,
  type OutboxEntry,
  type SendOptions,
} from '../outbox/scoring-outbox.ts';
import { useScoringNotify } from './use-scoring-notify.ts';

/** The write path: the same functions for as long as the page shows the match. */
export interface ScoringActions {
  send: (action: ScoringAction, options: SendOptions) => void;
  retry: (key: string) => void;
  discard: (key: string) => void;
  keepTheirs: (key: string) => void;
  applyMine: (key: string, reason: string) => void;
  /** The page's notifications (one at a time). */
  notify: Notify;
}

export interface ScoringOutbox extends ScoringActions {
  /** This match's entries by key ('frame:<id>'), the latest write to each thing. */
  entries: ReadonlyMap<string, OutboxEntry>;
  /** Pending frame writes by frameId, to lay over the server's match. */
  pendingFrames: ReadonlyMap<string, FrameAction>;
  /** Set when the server said this user may not act on the match (403). */
  forbidden: string | null;
}

/** The match's latest entry for a thing ('frame:<id>'), in the outbox's snapshot. */
export const latestEntry = (
  all: ReadonlyMap<string, OutboxEntry>,
  matchId: string,
  key: string,
): OutboxEntry | undefined => {
  let latest: OutboxEntry | undefined;
  for (const entry of all.values())
    if (entry.matchId === matchId && entry.key === key) latest = entry;
  return latest;
};

const sameEntries = (
  a: ReadonlyMap<string, OutboxEntry>,
  b: ReadonlyMap<string, OutboxEntry>,
): boolean => a.size === b.size && [...a].every(([key, entry]) => b.get(key) === entry);

/**
 * The captain's latest entry for one thing of the match ('frame:<id>'), read from the outbox at
 * once: the frame card tapped shows its entry in the tap's own render (the rest of the page
 * follows, useScoringOutbox). The same object while the entry does not change.
 */
export const useLatestEntry = (matchId: string, key: string): OutboxEntry | undefined => {
  const outbox = useOutbox();
  const read = () => latestEntry(outbox.getSnapshot(), matchId, key);
  return useSyncExternalStore(outbox.subscribe, read, read);
};

export const useScoringOutbox = (
  matchId: string,
): { outbox: ScoringOutbox; actions: ScoringActions } => {
  const outbox = useOutbox();
  // The page's view of the entries follows a change a render later, as a transition that yields
  // to the next tap (useOutboxEntries): a tap renders its own card first (useLatestEntry), and a
  // change after it (an entry sent, saved, or stored) does not hold up the next tap.
  const all = useOutboxEntries();
  const notify = useScoringNotify();
  const [forbidden, setForbidden] = useState<string | null>(null);

  useEffect(() => outbox.prepare(), [outbox]);

  useEffect(
    () =>
      outbox.onEvent((event) => {
        if (event.matchId !== matchId) return;
        if (event.kind === 'forbidden') setForbidden(event.text);
        else if (event.undo) {
          const { frameId, baseVersion, label } = event.undo;
          // A mistap is put right from the snackbar, for as long as it shows, with no reason
          // form; a later correction still asks why.
          notify[event.kind](event.text, {
            label: 'Undo',
            onClick: () =>
              outbox.send(
                {
                  type: 'resetFrame',
                  matchId,
                  mutationId: newMutationId(),
                  frameId,
                  baseVersion,
                  reason: UNDO_REASON,
                },
                { label, success: `${label}: undone` },
              ),
          });
        } else notify[event.kind](event.text);
      }),
    [outbox, matchId, notify],
  );

  // The same map while this match's entries are the same: another match's change, or a change
  // that shows nothing new, renders nothing again.
  const kept = useRef<ReadonlyMap<string, OutboxEntry>>(new Map());
  const entries = useMemo(() => {
    const byKey = new Map<string, OutboxEntry>();
    // The snapshot is in queue order: a later write to the same thing wins.
    for (const entry of all.values()) if (entry.matchId === matchId) byKey.set(entry.key, entry);
    return sameEntries(byKey, kept.current) ? kept.current : byKey;
  }, [all, matchId]);
  useEffect(() => {
    kept.current = entries;
  }, [entries]);

  const pendingFrames = useMemo(() => {
    const map = new Map<string, FrameAction>();
    for (const entry of entries.values()) {
      if (isPending(entry) && isFrameAction(entry.action))
        map.set(entry.action.frameId, entry.action);
    }
    return map;
  }, [entries]);

  // Read from the outbox when called, so the functions stay the same as the entries change.
  const actions = useMemo<ScoringActions>(() => {
    const byKey = (act: (id: string) => void) => (key: string) => {
      const entry = latestEntry(outbox.getSnapshot(), matchId, key);
      if (entry) act(entry.id);
    };
    return {
      send: outbox.send,
      retry: byKey(outbox.retry),
      discard: byKey(outbox.discard),
      keepTheirs: byKey(outbox.keepTheirs),
      applyMine: (key: string, reason: string) => {
        const entry = latestEntry(outbox.getSnapshot(), matchId, key);
        if (entry) outbox.applyMine(entry.id, reason);
      },
      notify,
    };
  }, [outbox, matchId, notify]);

  const scoringOutbox = useMemo(
    () => ({ ...actions, entries, pendingFrames, forbidden }),
    [actions, entries, pendingFrames, forbidden],
  );
  return { outbox: scoringOutbox, actions };
};
