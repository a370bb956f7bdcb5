// The shell's outbox loads the real one only when there is something to do, and then behaves as
// it: nothing is lost, sent twice or sent under the wrong user on the way.
import type { Match } from '@cueleague/domain/entities';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newMutationId, type ScoringAction } from '../api/scoring-api.ts';
import { MATCH_ID, scoringRound1 } from '../testing/scoring-world.ts';
import { createLazyOutbox } from './lazy-outbox.ts';
import { createMemoryOutboxStore, type OutboxStore } from './outbox-store.ts';
import { createScoringOutbox, type ScoringOutbox } from './scoring-outbox.ts';

const score = (frame: number): ScoringAction => ({
  type: 'scoreFrame',
  matchId: MATCH_ID,
  mutationId: newMutationId(),
  frameId: `${MATCH_ID}-R1-F${frame}`,
  winnerPlayerId: `h${frame}`,
  baseVersion: 0,
  reason: 'Scored at the table',
});

const opened: ScoringOutbox[] = [];
afterEach(() => {
  for (const outbox of opened.splice(0)) outbox.stop();
});

/** The shell's outbox over `store`; `load` counts how often the real one is created. */
const shell = ({
  store = createMemoryOutboxStore(),
  channel = null,
}: { store?: OutboxStore; channel?: string | null } = {}) => {
  const deliver = vi.fn((_action: ScoringAction): Promise<Match> =>
    Promise.resolve(scoringRound1()),
  );
  const load = vi.fn(() =>
    Promise.resolve(
      createScoringOutbox({ store, queryClient: new QueryClient(), deliver, channel, locks: null }),
    ),
  );
  const outbox = createLazyOutbox({ store, load, channel });
  opened.push(outbox);
  return { outbox, load, deliver, store };
};

describe('the lazily loaded outbox', () => {
  it('loads nothing for a visitor with nothing stored', async () => {
    const { outbox, load } = shell();
    outbox.setUser(null);
    outbox.start();
    await outbox.ready;
    expect(load).not.toHaveBeenCalled();
    expect(outbox.getSnapshot().size).toBe(0);
  });

  it("loads on the captain's first entry and sends it once, as its author", async () => {
    const { outbox, load, deliver } = shell();
    const changes = vi.fn();
    outbox.subscribe(changes);
    outbox.setUser('u1');
    outbox.start();
    await outbox.ready;
    const action = score(1);
    outbox.send(action, { label: 'Frame 1' });
    await waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    expect(deliver).toHaveBeenCalledWith(action);
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect([...outbox.getSnapshot().values()].map((entry) => entry.status)).toEqual(['saved']),
    );
    expect(changes).toHaveBeenCalled();
  });

  it('loads at start when an entry is stored from an earlier visit, and sends it', async () => {
    const store = createMemoryOutboxStore();
    const action = score(2);
    await store.put({
      id: action.mutationId,
      key: `frame:${action.type === 'scoreFrame' ? action.frameId : ''}`,
      matchId: MATCH_ID,
      action,
      state: 'pending',
      attempts: 0,
      label: 'Frame 2',
      userId: 'u1',
      queuedAt: Date.now(),
    });
    const { outbox, load, deliver } = shell({ store });
    outbox.setUser('u1');
    outbox.start();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(deliver).toHaveBeenCalledWith(action));
  });

  it('loads when the scoring page opens, before any entry', async () => {
    const { outbox, load } = shell();
    outbox.start();
    outbox.prepare();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('keeps an entry made while the outbox could not load, and sends it once it does', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const store = createMemoryOutboxStore();
      const deliver = vi.fn((_action: ScoringAction): Promise<Match> =>
        Promise.resolve(scoringRound1()),
      );
      let reachable = false;
      const load = vi.fn(() =>
        reachable
          ? Promise.resolve(
              createScoringOutbox({
                store,
                queryClient: new QueryClient(),
                deliver,
                channel: null,
                locks: null,
              }),
            )
          : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      );
      const outbox = createLazyOutbox({ store, load, channel: null });
      opened.push(outbox);
      outbox.setUser('u1');
      outbox.start();
      const action = score(3);
      outbox.send(action, { label: 'Frame 3' });
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(1);
      expect(deliver).not.toHaveBeenCalled();
      reachable = true;
      await vi.advanceTimersByTimeAsync(3_000);
      expect(load).toHaveBeenCalledTimes(2);
      vi.useRealTimers();
      await waitFor(() => expect(deliver).toHaveBeenCalledWith(action));
      expect(deliver).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("loads when another tab's outbox speaks", async () => {
    const channel = `outbox-test-${Math.random()}`;
    const { outbox, load } = shell({ channel });
    outbox.start();
    await outbox.ready;
    expect(load).not.toHaveBeenCalled();
    const otherTab = new BroadcastChannel(channel);
    otherTab.postMessage({ type: 'remove', id: 'x' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    otherTab.close();
  });
});
