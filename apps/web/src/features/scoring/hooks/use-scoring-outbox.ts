// The scoring page's view of the app's outbox (outbox/scoring-outbox.ts): this match's entries,
// one per thing on the page (the latest write to it), so each can say where it stands: sending,
// kept on the device and not sent yet, in conflict (both results shown, the captain chooses),
// refused (the server's reason), or saved. The outbox's notifications for this match show here.
import { useEffect, useMemo, useState } from 'react';
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

export interface ScoringOutbox {
  /** This match's entries by key ('frame:<id>'), the latest write to each thing. */
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

export const useScoringOutbox = (matchId: string): ScoringOutbox => {
  const outbox = useOutbox();
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

  const entries = useMemo(() => {
    const byKey = new Map<string, OutboxEntry>();
    // The snapshot is in queue order: a later write to the same thing wins.
    for (const entry of all.values()) if (entry.matchId === matchId) byKey.set(entry.key, entry);
    return byKey;
  }, [all, matchId]);

  const pendingFrames = useMemo(() => {
    const map = new Map<string, FrameAction>();
    for (const entry of entries.values()) {
      if (isPending(entry) && isFrameAction(entry.action))
        map.set(entry.action.frameId, entry.action);
    }
    return map;
  }, [entries]);

  return useMemo(() => {
    const byKey = (act: (id: string) => void) => (key: string) => {
      const entry = entries.get(key);
      if (entry) act(entry.id);
    };
    return {
      entries,
      pendingFrames,
      send: outbox.send,
      retry: byKey(outbox.retry),
      discard: byKey(outbox.discard),
      keepTheirs: byKey(outbox.keepTheirs),
      applyMine: (key: string, reason: string) => {
        const entry = entries.get(key);
        if (entry) outbox.applyMine(entry.id, reason);
      },
      forbidden,
      notify,
    };
  }, [outbox, entries, pendingFrames, forbidden, notify]);
};
