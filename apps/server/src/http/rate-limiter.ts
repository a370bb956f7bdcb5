// A fixed-window counter per key (an IP, an e-mail). In memory: one process is the normal
// deployment; several processes each keep their own, which still bounds brute force.
export interface RateLimiter {
  /** Counts an attempt; answers how long to wait when the key is over its limit. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export const createRateLimiter = (
  max: number,
  windowMs: number,
  now: () => number = Date.now,
): RateLimiter => {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const time = now();
      // Drop stale windows now and then so the map cannot grow without bound.
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (time - w.start >= windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || time - current.start >= windowMs) {
        windows.set(key, { start: time, count: 1 });
        return { allowed: true };
      }
      current.count += 1;
      if (current.count <= max) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((current.start + windowMs - time) / 1000)),
      };
    },
  };
};
