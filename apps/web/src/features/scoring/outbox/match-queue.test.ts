import { describe, expect, it, vi } from 'vitest';
import { storedEntry } from '../testing/stored-entry.ts';
import type { EntryDelivery } from './deliver-entry.ts';
import { createMatchQueue } from './match-queue.ts';
import type { StoredEntry } from './outbox-store.ts';
import { createRetryTimers } from './retry-timers.ts';
import { createTabSync } from './tab-sync.ts';

const entry = (id: string, queuedAt: number) => storedEntry(id, { queuedAt });

/**
 * A queue over some pending entries whose deliveries are answered by hand (`answer`): an entry
 * answered `true` is saved (leaves the queue), `false` got no answer (the queue waits).
 */
const setUp = ({ locks = false, begun = new Set<string>() } = {}) => {
  const pending = new Map<string, StoredEntry>();
  const sent: string[] = [];
  const answers: ((saved: boolean) => void)[] = [];
  let reread: () => void = () => undefined;
  const rereads: Promise<void>[] = [];
  const delivery: EntryDelivery = {
    begin: vi.fn(),
    isBegun: (id) => begun.has(id),
    isInFlight: () => false,
    abandon: vi.fn(),
    deliver: (delivered) => {
      sent.push(delivered.id);
      return new Promise<boolean>((resolve) =>
        answers.push((saved) => {
          if (saved) pending.delete(delivered.id);
          resolve(saved);
        }),
      );
    },
  };
  const retries = createRetryTimers(vi.fn());
  const tabs = createTabSync({
    channel: null,
    locks: locks ? { request: (_name, callback) => callback() } : null,
  });
  /** Each run of the queue, done once it stops. */
  const runs: Promise<void>[] = [];
  const queue = createMatchQueue({
    running: () => true,
    signedIn: () => true,
    next: () => [...pending.values()].sort((a, b) => a.queuedAt - b.queuedAt)[0],
    reread: () => {
      const done = new Promise<void>((resolve) => {
        reread = resolve;
      });
      rereads.push(done);
      return done;
    },
    isStoring: () => false,
    changed: vi.fn(),
    delivery,
    retries,
    tabs: {
      ...tabs,
      exclusive: (matchId, run) => {
        const done = tabs.exclusive(matchId, run);
        runs.push(done);
        return done;
      },
    },
  });
  const add = (...made: StoredEntry[]) => {
    for (const each of made) pending.set(each.id, each);
  };
  /** Answers the delivery under way. */
  const answer = (saved: boolean) => answers.shift()?.(saved);
  return { queue, add, sent, answer, retries, runs, rereads, finishReread: () => reread() };
};

describe("a match's queue", () => {
  it('sends one entry at a time, in the order made, the next once the earlier is answered', async () => {
    const { queue, add, sent, answer } = setUp();
    add(entry('second', 2), entry('first', 1));
    queue.pump('m1');
    queue.pump('m1');
    await vi.waitFor(() => expect(sent).toEqual(['first']));
    add(entry('third', 3));
    queue.pump('m1');
    answer(true);
    await vi.waitFor(() => expect(sent).toEqual(['first', 'second']));
    answer(true);
    await vi.waitFor(() => expect(sent).toEqual(['first', 'second', 'third']));
    answer(true);
    await vi.waitFor(() => expect(queue.isIdle('m1')).toBe(true));
  });

  it('waits for its retry timer, unless told to send now (back online, "Retry now")', async () => {
    const { queue, add, sent, answer, retries } = setUp();
    add(entry('failed-before', 1));
    retries.schedule('m1', 1);
    queue.pump('m1');
    expect(queue.isIdle('m1')).toBe(false);
    queue.pump('m1', true);
    expect(retries.isWaiting('m1')).toBe(false);
    await vi.waitFor(() => expect(sent).toEqual(['failed-before']));
    answer(true);
  });

  it('stops at a delivery that got no answer, the entries behind it waiting', async () => {
    const { queue, add, sent, answer, runs } = setUp();
    add(entry('first', 1), entry('second', 2));
    queue.pump('m1');
    await vi.waitFor(() => expect(sent).toEqual(['first']));
    answer(false);
    // The run ends there (a queue that went on would wait for an answer that never comes).
    await runs[0];
    expect(sent).toEqual(['first']);
  });

  it('re-reads the store before sending where tabs share it, the entry stored earlier waiting for it', async () => {
    const { queue, add, sent, rereads, finishReread } = setUp({ locks: true });
    add(entry('stored-earlier', 1));
    queue.pump('m1');
    await vi.waitFor(() => expect(rereads).toHaveLength(1));
    expect(sent).toEqual([]);
    finishReread();
    await vi.waitFor(() => expect(sent).toEqual(['stored-earlier']));
  });

  it('sends an entry no other tab can know of yet while the re-read runs', async () => {
    const { queue, add, sent, rereads } = setUp({ locks: true, begun: new Set(['just-made']) });
    add(entry('just-made', 1));
    queue.pump('m1');
    await vi.waitFor(() => expect(sent).toEqual(['just-made']));
    expect(rereads).toHaveLength(1);
  });

  it('is idle only with nothing of the match queued, being sent or waiting for a retry', () => {
    const { queue, add, retries } = setUp();
    expect(queue.isIdle('m1')).toBe(true);
    retries.schedule('m1', 1);
    expect(queue.isIdle('m1')).toBe(false);
    retries.cancelAll();
    add(entry('first', 1));
    expect(queue.isIdle('m1')).toBe(false);
  });
});
