// The app's scoring outbox as the shell holds it: the outbox itself (scoring-outbox.ts, with the
// scoring rules it applies to conflicts) loads only once there is something for it to do: an entry
// stored on this device, a word from another tab's outbox, or a captain's first entry. A visitor's
// first load does without it; a captain's waiting entries are sent from any page as before.
import { OUTBOX_CHANNEL, type OutboxEntry } from './outbox-entry.ts';
import type { OutboxStore } from './outbox-store.ts';
import { listenerSet } from './listeners.ts';
import type { OutboxEvent, ScoringOutbox } from './outbox-api.ts';

export interface LazyOutboxOptions {
  store: OutboxStore;
  /** Creates the real outbox (a dynamic import in the app). */
  load: () => Promise<ScoringOutbox>;
  /** Where the tabs' outboxes talk; null: no other tab to hear. */
  channel?: string | null;
}

const NOTHING: ReadonlyMap<string, OutboxEntry> = new Map();
/** How long a call waits to try loading the outbox again after a failed load. */
const RELOAD_AFTER_MS = 3_000;

export const createLazyOutbox = ({
  store,
  load,
  channel: channelName = typeof BroadcastChannel === 'undefined' ? null : OUTBOX_CHANNEL,
}: LazyOutboxOptions): ScoringOutbox => {
  let real: ScoringOutbox | null = null;
  let loading: Promise<ScoringOutbox> | null = null;
  let user: string | null = null;
  let started = false;
  let channel: BroadcastChannel | null = null;
  let checked: Promise<void> = Promise.resolve();
  const listeners = listenerSet();
  const eventListeners = listenerSet<[OutboxEvent]>();

  const stopListening = () => {
    channel?.close();
    channel = null;
  };

  const ensure = (): Promise<ScoringOutbox> =>
    (loading ??= load().then(loaded, (error: unknown) => {
      // No network and not cached yet: the next call tries again.
      loading = null;
      throw error;
    }));

  function loaded(outbox: ScoringOutbox): ScoringOutbox {
    real = outbox;
    stopListening();
    outbox.subscribe(listeners.tell);
    outbox.onEvent(eventListeners.tell);
    outbox.setUser(user);
    if (started) outbox.start();
    listeners.tell();
    return outbox;
  }

  const later =
    <Args extends unknown[]>(act: (outbox: ScoringOutbox, ...args: Args) => void) =>
    (...args: Args) => {
      if (real) return act(real, ...args);
      // Held until the outbox has loaded; tried again until it does, never dropped.
      const attempt = () => {
        ensure().then(
          (outbox) => act(outbox, ...args),
          () => setTimeout(attempt, RELOAD_AFTER_MS),
        );
      };
      attempt();
    };

  return {
    get ready() {
      return real ? real.ready : checked;
    },
    getSnapshot: () => real?.getSnapshot() ?? NOTHING,
    subscribe: listeners.add,
    onEvent: eventListeners.add,
    setUser(userId) {
      user = userId;
      real?.setUser(userId);
    },
    send: later((outbox, ...args) => outbox.send(...args)),
    retry: later((outbox, id) => outbox.retry(id)),
    discard: later((outbox, id) => outbox.discard(id)),
    keepTheirs: later((outbox, id) => outbox.keepTheirs(id)),
    applyMine: later((outbox, id, reason) => outbox.applyMine(id, reason)),
    prepare() {
      if (!real) void ensure().catch(() => undefined);
    },
    start() {
      if (started) return;
      started = true;
      if (real) return real.start();
      if (channelName) {
        channel = new BroadcastChannel(channelName);
        channel.onmessage = () => void ensure().catch(() => undefined);
      }
      // Anything stored, this user's or not, is the outbox's to show or send.
      checked = store.load().then(
        (entries) => {
          if (entries.length > 0) void ensure().catch(() => undefined);
        },
        () => undefined,
      );
    },
    stop() {
      started = false;
      stopListening();
      real?.stop();
    },
  };
};
