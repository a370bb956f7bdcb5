// When the outbox sends a match's entries again after a delivery got no answer: a timer per
// match, twice as long after each failed attempt up to a ceiling. Until then the match's queue
// waits (stalled): the entries behind the failed one show as kept on the device, not sending.
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

/** How long to wait before the next attempt, after `attempts` failed ones (1 or more). */
export const retryDelay = (attempts: number): number =>
  Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempts - 1));

export interface RetryTimers {
  /** The match's queue waits for a retry. */
  stall: (matchId: string) => void;
  /** The match's queue runs again (a retry is under way). */
  resume: (matchId: string) => void;
  isStalled: (matchId: string) => boolean;
  /** Calls `due` for the match once its wait after `attempts` failed ones is over. */
  schedule: (matchId: string, attempts: number) => void;
  /** Whether a retry timer of the match is running. */
  isWaiting: (matchId: string) => boolean;
  cancel: (matchId: string) => void;
  cancelAll: () => void;
}

export const createRetryTimers = (due: (matchId: string) => void): RetryTimers => {
  /** Matches whose queue waits for a retry (a delivery got no answer). */
  const stalled = new Set<string>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const cancel = (matchId: string) => {
    const timer = timers.get(matchId);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(matchId);
  };

  return {
    stall: (matchId) => void stalled.add(matchId),
    resume: (matchId) => void stalled.delete(matchId),
    isStalled: (matchId) => stalled.has(matchId),
    schedule(matchId, attempts) {
      cancel(matchId);
      timers.set(
        matchId,
        setTimeout(() => {
          timers.delete(matchId);
          due(matchId);
        }, retryDelay(attempts)),
      );
    },
    isWaiting: (matchId) => timers.has(matchId),
    cancel,
    cancelAll() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
};
