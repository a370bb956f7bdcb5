// How the tabs of the app share one outbox: each change is announced on a BroadcastChannel (the
// other tabs show it), one tab at a time delivers a match's entries (a Web Lock per match), and
// that tab re-reads the store first, so an entry another tab has settled is not sent twice.
import { OUTBOX_CHANNEL } from './outbox-entry.ts';
import type { StoredEntry } from './outbox-store.ts';

export type ChannelMessage = { type: 'put'; entry: StoredEntry } | { type: 'remove'; id: string };

/** The part of the Web Locks API the outbox uses. */
export interface Locks {
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

export const browserLocks = (): Locks | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
    ? {
        request: async (name, callback) => {
          await navigator.locks.request(name, callback);
        },
      }
    : null;

export interface TabSync {
  /** Starts hearing the other tabs. */
  open: (onMessage: (message: ChannelMessage) => void) => void;
  close: () => void;
  /** Tells the other tabs of a change. */
  announce: (message: ChannelMessage) => void;
  /**
   * Runs `run` while no other tab delivers the match's entries. `shared`: other tabs may share
   * the store (there are locks), so it is worth reading again.
   */
  exclusive: (matchId: string, run: (shared: boolean) => Promise<void>) => Promise<void>;
}

export const createTabSync = ({
  channel: channelName,
  locks,
}: {
  /** The BroadcastChannel name the tabs share; null: no other tab to tell. */
  channel: string | null;
  locks: Locks | null;
}): TabSync => {
  let channel: BroadcastChannel | null = null;
  return {
    open(onMessage) {
      if (!channelName) return;
      channel = new BroadcastChannel(channelName);
      channel.onmessage = (event: MessageEvent<ChannelMessage>) => onMessage(event.data);
    },
    close() {
      channel?.close();
      channel = null;
    },
    announce: (message) => channel?.postMessage(message),
    exclusive(matchId, run) {
      const shared = locks !== null;
      return locks ? locks.request(`${OUTBOX_CHANNEL}:${matchId}`, () => run(shared)) : run(shared);
    },
  };
};

/** Takes another tab's change in, except for an entry this tab is delivering right now. */
export const applyMessage = (
  entries: Map<string, StoredEntry>,
  message: ChannelMessage,
  inFlight: (id: string) => boolean,
): void => {
  if (message.type === 'put') {
    if (!inFlight(message.entry.id)) entries.set(message.entry.id, message.entry);
  } else {
    entries.delete(message.id);
  }
};

/**
 * Takes the match's entries as the store has them (`stored`): a pending one gone from it was
 * settled by another tab, unless its first write is still under way here (`storing`: no other
 * tab can have heard of it); one this tab is delivering keeps its own copy.
 */
export const reconcileMatch = (
  entries: Map<string, StoredEntry>,
  stored: StoredEntry[],
  matchId: string,
  { inFlight, storing }: { inFlight: (id: string) => boolean; storing: (id: string) => boolean },
): void => {
  const ids = new Set(stored.map((entry) => entry.id));
  for (const entry of entries.values()) {
    if (
      entry.matchId === matchId &&
      entry.state === 'pending' &&
      !ids.has(entry.id) &&
      !storing(entry.id)
    ) {
      entries.delete(entry.id);
    }
  }
  for (const entry of stored) {
    if (entry.matchId === matchId && !inFlight(entry.id)) entries.set(entry.id, entry);
  }
};
