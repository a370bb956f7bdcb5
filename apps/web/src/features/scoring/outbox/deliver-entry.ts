// Delivering one outbox entry and acting on the answer: saved (with Undo for a first tap), sent
// again later, a conflict kept for the captain, or refused with the server's reason. A delivery
// may begin as its entry is made, before it is stored (docs/decisions/0026-send-while-storing.md);
// the queue takes it up from there.
import type { Match } from '@cueleague/domain/entities';
import type { QueryClient } from '@tanstack/react-query';
import { matchQuery } from '../../../entities/matches/api/matches-api.ts';
import type { ScoringAction } from '../api/scoring-api.ts';
import { acceptMatch } from '../../../entities/matches/live-cache.ts';
import { acceptFrame } from '../match-cache.ts';
import { alreadyDone, otherScorerOf } from '../scoring-view.ts';
import { classifyFailure } from './delivery-failure.ts';
import { TAP_REASON, type OutboxEvent } from './outbox-api.ts';
import type { StoredEntry } from './outbox-store.ts';
import type { RetryTimers } from './retry-timers.ts';

export interface EntryDeliveryOptions {
  deliver: (action: ScoringAction) => Promise<Match>;
  queryClient: QueryClient;
  /** The entry as the outbox has it now; undefined once discarded. */
  current: (id: string) => StoredEntry | undefined;
  /** Keeps the entry's new state (shown at once, then stored and told to the other tabs). */
  commit: (entry: StoredEntry) => Promise<void>;
  tell: (event: OutboxEvent) => void;
  /** Something the snapshot shows changed (an entry began or stopped being sent). */
  changed: () => void;
  retries: RetryTimers;
}

export interface EntryDelivery {
  /** Starts delivering an entry as it is made, for the queue to take up (deliver, below). */
  begin: (id: string, action: ScoringAction) => void;
  /** Whether a delivery begun as the entry was made awaits the queue. */
  isBegun: (id: string) => boolean;
  /** Entries being delivered by this tab right now. */
  isInFlight: (id: string) => boolean;
  /** The entry was discarded: a delivery begun for it still shows the match it answers with. */
  abandon: (id: string) => void;
  /**
   * Delivers one entry; false when the queue must wait (no answer: retried later). `meanwhile`:
   * the queue's re-read of the store, under way while this is sent; the answer is acted on once
   * it is done (the match itself is shown at once).
   */
  deliver: (entry: StoredEntry, meanwhile?: Promise<void>) => Promise<boolean>;
}

export const createEntryDelivery = ({
  deliver,
  queryClient,
  current,
  commit,
  tell,
  changed,
  retries,
}: EntryDeliveryOptions): EntryDelivery => {
  const inFlight = new Set<string>();
  /** Deliveries begun as their entry was made (begin), for the queue to take up. */
  const started = new Map<string, Promise<Match>>();

  const begin = (id: string, action: ScoringAction) => {
    let delivery: Promise<Match>;
    try {
      delivery = deliver(action);
    } catch (error) {
      // Thrown before any promise: handled as a failed delivery, the entry still stored.
      delivery = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    // Its failure is handled where the queue takes it up.
    delivery.catch(() => undefined);
    started.set(id, delivery);
    inFlight.add(id);
  };

  const abandon = (id: string) => {
    const early = started.get(id);
    if (!early) return;
    started.delete(id);
    void early
      .then(
        (match) => acceptMatch(queryClient, match),
        () => undefined,
      )
      .finally(() => {
        inFlight.delete(id);
        changed();
      });
  };

  /** Acts on a delivery of `entry` answered with `match` (`now`: the entry as it is now). */
  const saved = async (entry: StoredEntry, now: StoredEntry, match: Match): Promise<void> => {
    const { matchId, action, label } = entry;
    await commit({ ...now, state: 'saved', attempts: 0 });
    if (!entry.success) return;
    const frame =
      action.type === 'scoreFrame' && action.reason === TAP_REASON
        ? match.frames.find((each) => each.frameId === action.frameId)
        : undefined;
    tell({
      matchId,
      kind: 'success',
      text: entry.success,
      ...(frame ? { undo: { frameId: frame.frameId, baseVersion: frame.version, label } } : {}),
    });
  };

  /** Acts on a failed delivery of `entry` (as it was when sent; `now`, as it is now). */
  const failed = async (entry: StoredEntry, now: StoredEntry, error: unknown) => {
    const { id, matchId, action, label } = entry;
    // "the other captain", or a players' tie's "your opponent": from the match as last read.
    const other = otherScorerOf(queryClient.getQueryData<Match>(matchQuery(matchId).queryKey));
    const failure = classifyFailure(error, action, other);
    if (failure.kind === 'savedUnread') {
      await commit({ ...now, state: 'saved', attempts: 0 });
      void queryClient.invalidateQueries({ queryKey: matchQuery(matchId).queryKey });
      if (entry.success) tell({ matchId, kind: 'success', text: entry.success });
      return true;
    }
    if (failure.kind === 'transient') {
      const attempts = now.attempts + 1;
      const { message } = failure;
      retries.stall(matchId);
      await commit({ ...now, attempts, message });
      if (attempts === 1)
        tell({ matchId, kind: 'warning', text: `${label} is not sent yet: ${message}` });
      retries.schedule(matchId, attempts);
      return false;
    }
    if (failure.kind === 'recordedConflict') {
      // Kept on the match for both captains: the frame's panel shows both entries from there.
      acceptFrame(queryClient, matchId, failure.theirs, failure.conflict);
      await commit({ ...now, state: 'saved', keptAsConflict: true, attempts: 0 });
      tell({
        matchId,
        kind: 'warning',
        text: `${label}: ${other} entered a different result. Both are shown: choose which stands.`,
      });
      return true;
    }
    if (failure.kind === 'sameResult' || failure.kind === 'conflict') {
      acceptFrame(queryClient, matchId, failure.theirs);
      if (failure.kind === 'sameResult') {
        await commit({ ...now, state: 'saved', attempts: 0 });
        tell({
          matchId,
          kind: 'info',
          text: `${label}: ${other} recorded the same result.`,
        });
        return true;
      }
      await commit({ ...now, state: 'conflict', theirs: failure.theirs, attempts: 0 });
      tell({
        matchId,
        kind: 'warning',
        text: `${label}: conflict with ${other}${other.endsWith('s') ? "'" : "'s"} entry. Choose which stands.`,
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
      fresh = await queryClient.fetchQuery({ ...matchQuery(matchId), staleTime: 0 });
    } catch {
      fresh = undefined;
    }
    const latest = current(id);
    if (!latest) return true;
    if (failure.maybeDone && fresh && alreadyDone(action, fresh)) {
      await commit({ ...latest, state: 'saved', attempts: 0 });
      tell({ matchId, kind: 'info', text: `${label}: already done by ${other}.` });
      return true;
    }
    await commit({ ...latest, state: 'refused', message, attempts: 0 });
    tell({ matchId, kind: 'error', text: `${label}: ${message}` });
    return true;
  };

  const deliverEntry = async (
    entry: StoredEntry,
    meanwhile: Promise<void> = Promise.resolve(),
  ): Promise<boolean> => {
    const { id, action } = entry;
    inFlight.add(id);
    changed();
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
      const now = current(id);
      // Discarded meanwhile: the server has it anyway; nothing left to show.
      if (!now) return true;
      await saved(entry, now, match);
      return true;
    } catch (error) {
      inFlight.delete(id);
      const now = current(id);
      if (!now) return true;
      return failed(entry, now, error);
    }
  };

  return {
    begin,
    isBegun: (id) => started.has(id),
    isInFlight: (id) => inFlight.has(id),
    abandon,
    deliver: deliverEntry,
  };
};
