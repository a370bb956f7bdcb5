// The listeners of an outbox (its snapshot's subscribers, its events'): added with a way to remove
// them, and told in the order they came. Telling goes over a copy, so a listener may remove itself.
export const listenerSet = <Args extends unknown[] = []>() => {
  const listeners = new Set<(...args: Args) => void>();
  return {
    add: (listener: (...args: Args) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    tell: (...args: Args) => {
      for (const listener of [...listeners]) listener(...args);
    },
  };
};
