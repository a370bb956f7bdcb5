import type { LiveMessage } from '@cueleague/domain/live-protocol';
import type { LiveClient, LiveListener, LiveStatus } from '../lib/live-client.ts';

export interface FakeLiveClient extends LiveClient {
  emit(message: LiveMessage): void;
  setStatus(status: LiveStatus): void;
  topics(): string[];
}

/** A live client with no socket: tests push messages and set the status by hand. */
export const createFakeLiveClient = (initial: LiveStatus = 'closed'): FakeLiveClient => {
  const listeners = new Map<string, Set<LiveListener>>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let status = initial;
  return {
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
      };
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    close: () => listeners.clear(),
    emit(message) {
      for (const listener of [...(listeners.get(message.topic) ?? [])]) listener(message);
    },
    setStatus(next) {
      status = next;
      for (const listener of [...statusListeners]) listener(next);
    },
    topics: () => [...listeners.keys()],
  };
};
