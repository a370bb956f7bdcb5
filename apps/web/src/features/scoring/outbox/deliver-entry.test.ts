import type { Frame, Match } from '@cueleague/domain/entities';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { matchQuery } from '../../../entities/matches/api/matches-api.ts';
import { newMutationId, type ScoringAction } from '../api/scoring-api.ts';
import { MATCH_ID, scoringRound1 } from '../testing/scoring-world.ts';
import { createEntryDelivery } from './deliver-entry.ts';
import type { OutboxEvent } from './outbox-api.ts';
import type { StoredEntry } from './outbox-store.ts';
import { createRetryTimers } from './retry-timers.ts';

const tap = (): ScoringAction => ({
  type: 'scoreFrame',
  matchId: MATCH_ID,
  mutationId: newMutationId(),
  frameId: `${MATCH_ID}-R1-F1`,
  winnerPlayerId: 'h1',
  baseVersion: 0,
  reason: 'Scored at the table',
});

const entryOf = (action: ScoringAction): StoredEntry => ({
  id: action.mutationId,
  key: 'frame:1',
  matchId: MATCH_ID,
  action,
  state: 'pending',
  attempts: 0,
  label: 'Frame 1',
  success: 'Frame 1 saved',
  userId: 'u1',
  queuedAt: 1,
});

/** One entry's delivery with what the outbox gives it, recording what it keeps and tells. */
const setUp = (deliver: (action: ScoringAction) => Promise<Match>, entry: StoredEntry) => {
  const queryClient = new QueryClient();
  const entries = new Map([[entry.id, entry]]);
  const kept: StoredEntry[] = [];
  const events: OutboxEvent[] = [];
  const retries = createRetryTimers(vi.fn());
  vi.spyOn(retries, 'schedule').mockImplementation(() => undefined);
  const delivery = createEntryDelivery({
    deliver,
    queryClient,
    current: (id) => entries.get(id),
    commit: (next) => {
      entries.set(next.id, next);
      kept.push(next);
      return Promise.resolve();
    },
    tell: (event) => events.push(event),
    changed: vi.fn(),
    retries,
  });
  const shown = () => queryClient.getQueryData<Match>(matchQuery(MATCH_ID).queryKey);
  return { delivery, entries, kept, events, retries, shown, queryClient };
};

describe("one entry's delivery", () => {
  it('marks a first tap saved, shows the match, and offers Undo at the saved version', async () => {
    const match = scoringRound1();
    const entry = entryOf(tap());
    const { delivery, kept, events, shown } = setUp(() => Promise.resolve(match), entry);
    expect(await delivery.deliver(entry)).toBe(true);
    expect(kept).toMatchObject([{ id: entry.id, state: 'saved', attempts: 0 }]);
    expect(shown()).toEqual(match);
    const frame = match.frames.find((each) => each.frameId === `${MATCH_ID}-R1-F1`)!;
    expect(events).toEqual([
      {
        matchId: MATCH_ID,
        kind: 'success',
        text: 'Frame 1 saved',
        undo: { frameId: frame.frameId, baseVersion: frame.version, label: 'Frame 1' },
      },
    ]);
  });

  it('holds the queue after no answer: one more attempt kept, told once, retried later', async () => {
    const deliver = vi.fn(() => Promise.reject(new ApiError(0, 'network', 'Failed to fetch')));
    const entry = entryOf(tap());
    const { delivery, entries, kept, events, retries } = setUp(deliver, entry);
    expect(await delivery.deliver(entry)).toBe(false);
    expect(await delivery.deliver(entries.get(entry.id)!)).toBe(false);
    expect(kept.map((each) => each.attempts)).toEqual([1, 2]);
    expect(kept[0]).toMatchObject({ state: 'pending', message: "the server can't be reached." });
    expect(events.map((event) => event.text)).toEqual([
      "Frame 1 is not sent yet: the server can't be reached.",
    ]);
    expect(retries.isStalled(MATCH_ID)).toBe(true);
    expect(vi.mocked(retries.schedule).mock.calls).toEqual([
      [MATCH_ID, 1],
      [MATCH_ID, 2],
    ]);
  });

  it("keeps a stale frame write as a conflict, with the other captain's frame", async () => {
    const theirs: Frame = { ...scoringRound1().frames[0]!, winnerPlayerId: 'a1', version: 5 };
    const stale = new ApiError(409, 'stale', 'The frame changed', undefined, { frame: theirs });
    const entry = entryOf(tap());
    const { delivery, kept, events } = setUp(() => Promise.reject(stale), entry);
    expect(await delivery.deliver(entry)).toBe(true);
    expect(kept).toMatchObject([{ state: 'conflict', theirs, attempts: 0 }]);
    expect(events).toEqual([
      {
        matchId: MATCH_ID,
        kind: 'warning',
        text: "Frame 1: conflict with the other captain's entry. Choose which stands.",
      },
    ]);
  });

  it("names a players' tie's opponent, not a captain, in the notices about their entry", async () => {
    const singles = scoringRound1();
    const tie: Match = { ...singles, format: { ...singles.format, positionsPerTeam: 1 } };
    const theirs: Frame = { ...tie.frames[0]!, winnerPlayerId: 'a1', version: 5 };
    const stale = new ApiError(409, 'stale', 'The frame changed', undefined, { frame: theirs });
    const entry = entryOf(tap());
    const { delivery, events, queryClient } = setUp(() => Promise.reject(stale), entry);
    queryClient.setQueryData(matchQuery(MATCH_ID).queryKey, tie);
    await delivery.deliver(entry);
    expect(events.map((event) => event.text)).toEqual([
      "Frame 1: conflict with your opponent's entry. Choose which stands.",
    ]);
  });

  it('sends an entry begun as it was made once: the queue takes up the request already out', async () => {
    let answer: (match: Match) => void = () => undefined;
    const deliver = vi.fn(
      () =>
        new Promise<Match>((resolve) => {
          answer = resolve;
        }),
    );
    const entry = entryOf(tap());
    const { delivery, kept } = setUp(deliver, entry);
    delivery.begin(entry.id, entry.action);
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(delivery.isBegun(entry.id)).toBe(true);
    expect(delivery.isInFlight(entry.id)).toBe(true);

    const done = delivery.deliver(entry);
    expect(delivery.isBegun(entry.id)).toBe(false);
    answer(scoringRound1());
    expect(await done).toBe(true);
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(delivery.isInFlight(entry.id)).toBe(false);
    expect(kept).toMatchObject([{ state: 'saved' }]);
  });

  it('acts on the answer only once the re-read of the store is done, showing the match at once', async () => {
    const match = scoringRound1();
    const entry = entryOf(tap());
    const { delivery, kept, shown } = setUp(() => Promise.resolve(match), entry);
    let reread: () => void = () => undefined;
    const meanwhile = new Promise<void>((resolve) => {
      reread = resolve;
    });
    const done = delivery.deliver(entry, meanwhile);
    await vi.waitFor(() => expect(shown()).toEqual(match));
    expect(kept).toEqual([]);
    reread();
    expect(await done).toBe(true);
    expect(kept).toMatchObject([{ state: 'saved' }]);
  });

  it('shows the answer to a begun delivery whose entry was discarded, keeping nothing', async () => {
    const match = scoringRound1();
    const entry = entryOf(tap());
    const { delivery, entries, kept, shown } = setUp(() => Promise.resolve(match), entry);
    delivery.begin(entry.id, entry.action);
    entries.delete(entry.id);
    delivery.abandon(entry.id);
    await vi.waitFor(() => expect(delivery.isInFlight(entry.id)).toBe(false));
    expect(shown()).toEqual(match);
    expect(kept).toEqual([]);
  });

  it('handles a delivery that throws before any request as one that got no answer', async () => {
    const entry = entryOf(tap());
    const { delivery, kept } = setUp(() => {
      throw new TypeError('Failed to fetch');
    }, entry);
    expect(() => delivery.begin(entry.id, entry.action)).not.toThrow();
    expect(await delivery.deliver(entry)).toBe(false);
    expect(kept).toMatchObject([{ state: 'pending', attempts: 1 }]);
  });
});
