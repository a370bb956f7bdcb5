// The background timers' shared shape: at once and then every interval, never two runs at once,
// a failure logged and the next run tried, and a stop that waits for the run in progress.
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeat } from './repeat.ts';

const EVERY = 60_000;

describe('a repeated background run', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const logger = () => {
    const warn = vi.fn();
    return { log: { warn } as unknown as FastifyBaseLogger, warn };
  };

  it('runs at once and every interval, never starting a run while one is still going', async () => {
    const finishers: (() => void)[] = [];
    const work = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    const { log } = logger();
    const stop = repeat(EVERY, work, { log, failure: 'failed' });
    expect(work).toHaveBeenCalledTimes(1);
    // Two intervals pass while the first run is stuck on a slow database: nothing piles up.
    await vi.advanceTimersByTimeAsync(2 * EVERY);
    expect(work).toHaveBeenCalledTimes(1);
    finishers[0]?.();
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(work).toHaveBeenCalledTimes(2);
    finishers[1]?.();
    await stop();
  });

  it('logs a failed run and tries again at the next interval', async () => {
    const work = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValue(undefined);
    const { log, warn } = logger();
    const stop = repeat(EVERY, work, { log, failure: 'The check failed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(warn.mock.calls as unknown[]).toEqual([
      [{ err: new Error('database gone') }, 'The check failed'],
    ]);
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(work).toHaveBeenCalledTimes(2);
    await stop();
  });

  it('stops: no run after it, and it waits for the run in progress', async () => {
    let finish = () => {};
    let done = false;
    const work = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            done = true;
            resolve();
          };
        }),
    );
    const { log } = logger();
    const stop = repeat(EVERY, work, { log, failure: 'failed' });
    const stopped = stop();
    let settled = false;
    void stopped.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    finish();
    await stopped;
    expect(done).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * EVERY);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
