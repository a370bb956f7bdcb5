import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRetryTimers, retryDelay, RETRY_BASE_MS, RETRY_MAX_MS } from './retry-timers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the retry timing', () => {
  it('waits twice as long after each failed attempt, up to a ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelay(1)).toBe(RETRY_BASE_MS);
    expect(retryDelay(20)).toBe(RETRY_MAX_MS);
  });

  it("sends the match's queue again once its wait is over, not before", () => {
    const due = vi.fn();
    const retries = createRetryTimers(due);
    retries.schedule('m1', 2);
    expect(retries.isWaiting('m1')).toBe(true);
    vi.advanceTimersByTime(4_000 - 1);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledExactlyOnceWith('m1');
    expect(retries.isWaiting('m1')).toBe(false);
  });

  it('keeps one timer per match: a new wait replaces the old one', () => {
    const due = vi.fn();
    const retries = createRetryTimers(due);
    retries.schedule('m1', 1);
    retries.schedule('m1', 3);
    retries.schedule('m2', 1);
    vi.advanceTimersByTime(2_000);
    expect(due.mock.calls).toEqual([['m2']]);
    vi.advanceTimersByTime(6_000);
    expect(due.mock.calls).toEqual([['m2'], ['m1']]);
  });

  it('cancels a wait ("Retry now", back online) and every wait when the outbox stops', () => {
    const due = vi.fn();
    const retries = createRetryTimers(due);
    retries.schedule('m1', 1);
    retries.schedule('m2', 1);
    retries.cancel('m1');
    expect(retries.isWaiting('m1')).toBe(false);
    retries.cancelAll();
    expect(retries.isWaiting('m2')).toBe(false);
    vi.advanceTimersByTime(RETRY_MAX_MS);
    expect(due).not.toHaveBeenCalled();
  });

  it("marks a match's queue as waiting for its retry until it runs again", () => {
    const retries = createRetryTimers(vi.fn());
    retries.stall('m1');
    expect(retries.isStalled('m1')).toBe(true);
    expect(retries.isStalled('m2')).toBe(false);
    retries.resume('m1');
    expect(retries.isStalled('m1')).toBe(false);
  });
});
