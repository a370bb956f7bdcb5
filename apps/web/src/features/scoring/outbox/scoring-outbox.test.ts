import type { Frame, Match } from '@cueleague/domain/entities';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/api-client.ts';
import { newMutationId, sendScoringAction, type ScoringAction } from '../api/scoring-api.ts';
import { MATCH_ID, scoringRound1 } from '../testing/scoring-world.ts';
import { createMemoryOutboxStore, type OutboxStore } from './outbox-store.ts';
import { classifyFailure } from './delivery-failure.ts';
import { afterNextPaint, createScoringOutbox, type ScoringOutbox } from './scoring-outbox.ts';
import type { Locks } from './tab-sync.ts';

const outboxes: ScoringOutbox[] = [];
afterEach(() => {
  for (const outbox of outboxes.splice(0)) outbox.stop();
});

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

const score = (frame: number, baseVersion = 0): ScoringAction => ({
  type: 'scoreFrame',
  matchId: MATCH_ID,
  mutationId: newMutationId(),
  frameId: `${MATCH_ID}-R1-F${frame}`,
  winnerPlayerId: `h${frame}`,
  baseVersion,
  reason: 'Scored at the table',
});

/** An outbox as a tab would have it; `deliver` records what reaches "the server". */
const open = ({
  store = createMemoryOutboxStore(),
  deliver = vi.fn((_action: ScoringAction) => Promise.resolve(scoringRound1())),
  user = 'u1',
  channel = null,
  locks = null,
  afterPaint = () => Promise.resolve(),
}: {
  store?: OutboxStore;
  deliver?: (action: ScoringAction) => Promise<Match>;
  user?: string;
  channel?: string | null;
  locks?: Locks | null;
  /** When the page has drawn a tap: at once (the next microtask) unless the test says. */
  afterPaint?: () => Promise<void>;
} = {}) => {
  const outbox = createScoringOutbox({
    store,
    queryClient: new QueryClient(),
    deliver,
    channel,
    locks,
    afterPaint,
  });
  outboxes.push(outbox);
  outbox.setUser(user);
  outbox.start();
  return { outbox, store, deliver };
};

const statuses = (outbox: ScoringOutbox) =>
  [...outbox.getSnapshot().values()].map((entry) => [entry.key, entry.status]);

describe('the scoring outbox', () => {
  it('keeps entries made with no signal through a reload, then sends them in order, each once', async () => {
    setOnline(false);
    const first = open();
    await first.outbox.ready;
    const actions = [score(1), score(2), score(3)];
    for (const action of actions) first.outbox.send(action, { label: `Frame ${action.type}` });
    await waitFor(() => expect(first.outbox.getSnapshot().size).toBe(3));
    expect(statuses(first.outbox)).toEqual([
      [`frame:${MATCH_ID}-R1-F1`, 'queued'],
      [`frame:${MATCH_ID}-R1-F2`, 'queued'],
      [`frame:${MATCH_ID}-R1-F3`, 'queued'],
    ]);
    expect(first.deliver).not.toHaveBeenCalled();
    first.outbox.stop();

    // The page is reloaded (still no signal): a new outbox on the same storage.
    const deliver = vi.fn((_action: ScoringAction) => Promise.resolve(scoringRound1()));
    const second = open({ store: first.store, deliver });
    await second.outbox.ready;
    expect(statuses(second.outbox).map(([, status]) => status)).toEqual([
      'queued',
      'queued',
      'queued',
    ]);

    setOnline(true);
    await waitFor(() => expect(deliver).toHaveBeenCalledTimes(3));
    expect(deliver.mock.calls.map(([action]) => action.mutationId)).toEqual(
      actions.map((action) => action.mutationId),
    );
    await waitFor(() =>
      expect(statuses(second.outbox).map(([, status]) => status)).toEqual([
        'saved',
        'saved',
        'saved',
      ]),
    );
    expect(await first.store.load()).toEqual([]);
  });

  it('sends one entry of a match at a time, the next only once the earlier one is answered', async () => {
    let release: () => void = () => undefined;
    const deliver = vi.fn(
      (_action: ScoringAction) =>
        new Promise<Match>((resolve) => {
          release = () => resolve(scoringRound1());
        }),
    );
    const { outbox } = open({ deliver });
    await outbox.ready;
    outbox.send(score(1), { label: 'Frame 1' });
    outbox.send(score(2), { label: 'Frame 2' });
    await waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    expect(deliver.mock.calls[0]?.[0]).toMatchObject({ frameId: `${MATCH_ID}-R1-F1` });
    release();
    await waitFor(() => expect(deliver).toHaveBeenCalledTimes(2));
    expect(deliver.mock.calls[1]?.[0]).toMatchObject({ frameId: `${MATCH_ID}-R1-F2` });
    release();
    await waitFor(() =>
      expect(statuses(outbox).map(([, status]) => status)).toEqual(['saved', 'saved']),
    );
  });

  it('holds the queue after an unanswered delivery and sends the same mutationId again', async () => {
    const deliver = vi
      .fn<(action: ScoringAction) => Promise<Match>>()
      .mockRejectedValueOnce(new ApiError(0, 'network', 'Failed to fetch'))
      .mockResolvedValue(scoringRound1());
    const events: string[] = [];
    const { outbox } = open({ deliver });
    outbox.onEvent((event) => events.push(event.text));
    await outbox.ready;
    const first = score(1);
    outbox.send(first, { label: 'Frame 1' });
    outbox.send(score(2), { label: 'Frame 2' });
    await waitFor(() => expect(statuses(outbox)[0]?.[1]).toBe('failed'));
    // The second waits behind the first rather than overtaking it.
    expect(statuses(outbox)[1]?.[1]).toBe('queued');
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(events).toEqual(["Frame 1 is not sent yet: the server can't be reached."]);

    outbox.retry(first.mutationId);
    await waitFor(() => expect(deliver).toHaveBeenCalledTimes(3));
    expect(deliver.mock.calls[1]?.[0].mutationId).toBe(first.mutationId);
    await waitFor(() =>
      expect(statuses(outbox).map(([, status]) => status)).toEqual(['saved', 'saved']),
    );
  });

  // The server keeps each mutationId's request (method, path, body) and answers 409
  // mutation_id_reused to a reuse that differs: a resend must be the very same request.
  it.each<ScoringAction>([
    score(1, 3),
    {
      type: 'resetFrame',
      matchId: MATCH_ID,
      mutationId: newMutationId(),
      frameId: `${MATCH_ID}-R1-F2`,
      baseVersion: 2,
      reason: 'Wrong winner',
    },
    {
      type: 'updatePreMatch',
      matchId: MATCH_ID,
      mutationId: newMutationId(),
      side: 'home',
      availablePlayers: ['h1', 'h2'],
      rosterConfirmed: true,
    },
    {
      type: 'setLineup',
      matchId: MATCH_ID,
      mutationId: newMutationId(),
      side: 'away',
      round: 2,
      positions: ['a1', 'a2', 'vacant', 'a4'],
      locked: true,
    },
    { type: 'start', matchId: MATCH_ID, mutationId: newMutationId() },
    { type: 'lockRound', matchId: MATCH_ID, mutationId: newMutationId(), round: 1 },
    { type: 'confirm', matchId: MATCH_ID, mutationId: newMutationId(), side: 'away' },
    {
      type: 'dispute',
      matchId: MATCH_ID,
      mutationId: newMutationId(),
      side: 'home',
      reason: 'Frame 3 was ours',
    },
  ])('resends $type after a lost answer and a reload as the identical request', async (action) => {
    setOnline(true);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response(JSON.stringify(scoringRound1()), { status: 200 }));
    try {
      const first = open({ deliver: sendScoringAction });
      await first.outbox.ready;
      first.outbox.send(action, { label: 'The entry' });
      await waitFor(() => expect(statuses(first.outbox)[0]?.[1]).toBe('failed'));
      first.outbox.stop();

      // Reloaded: the entry comes back from storage and is sent again.
      const second = open({ store: first.store, deliver: sendScoringAction });
      await second.outbox.ready;
      await waitFor(() => expect(statuses(second.outbox)[0]?.[1]).toBe('saved'));
      expect(fetch).toHaveBeenCalledTimes(2);
      // apiFetch passes the path as a string.
      const [sent, resent] = fetch.mock.calls.map(([url, init]) => ({
        url: url as string,
        method: init?.method,
        body: init?.body,
      }));
      expect(sent?.body).toContain(action.mutationId);
      expect(resent).toEqual(sent);
    } finally {
      fetch.mockRestore();
    }
  });

  it('delivers a roster and a line-up queued by the app before its actions took the domain names', async () => {
    setOnline(true);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(new Response(JSON.stringify(scoringRound1()), { status: 200 })),
      );
    try {
      const store = createMemoryOutboxStore();
      const stored = (id: string, key: string, action: Record<string, unknown>) =>
        store.put({
          id,
          key,
          matchId: MATCH_ID,
          action: { matchId: MATCH_ID, mutationId: id, ...action } as unknown as ScoringAction,
          state: 'pending',
          attempts: 0,
          label: key,
          userId: 'u1',
          queuedAt: id === 'old-roster-1' ? 1 : 2,
        });
      await stored('old-roster-1', 'preMatch:home', {
        type: 'preMatch',
        side: 'home',
        availablePlayers: ['h1', 'h2', 'h3', 'h4'],
        rosterConfirmed: true,
      });
      await stored('old-lineup-1', 'lineup:home:1', {
        type: 'lineup',
        side: 'home',
        round: 1,
        positions: ['h1', 'h2', 'h3', 'h4'],
        locked: true,
      });
      const { outbox } = open({ store, deliver: sendScoringAction });
      await outbox.ready;
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      const sent = fetch.mock.calls.map(([url, init]) => [
        init?.method,
        url,
        JSON.parse(init?.body as string) as unknown,
      ]);
      expect(sent).toEqual([
        [
          'PUT',
          `/api/matches/${MATCH_ID}/pre-match`,
          {
            side: 'home',
            availablePlayers: ['h1', 'h2', 'h3', 'h4'],
            rosterConfirmed: true,
            reason: 'Roster confirmed',
            mutationId: 'old-roster-1',
          },
        ],
        [
          'PUT',
          `/api/matches/${MATCH_ID}/lineup`,
          {
            side: 'home',
            round: 1,
            positions: ['h1', 'h2', 'h3', 'h4'],
            locked: true,
            mutationId: 'old-lineup-1',
          },
        ],
      ]);
    } finally {
      fetch.mockRestore();
    }
  });

  it('stores a conflict with the other captain until the captain chooses, never overwriting it', async () => {
    const theirs: Frame = { ...scoringRound1().frames[0]!, winnerPlayerId: 'a1', version: 5 };
    const deliver = vi
      .fn<(action: ScoringAction) => Promise<Match>>()
      .mockRejectedValueOnce(
        new ApiError(409, 'stale', 'The frame changed', undefined, { frame: theirs }),
      )
      .mockResolvedValue(scoringRound1());
    const { outbox, store } = open({ deliver });
    await outbox.ready;
    const mine = score(1);
    outbox.send(mine, { label: 'Frame 1' });
    await waitFor(() => expect(statuses(outbox)[0]?.[1]).toBe('conflict'));
    outbox.stop();

    // Still there after a reload, with the other captain's frame, and nothing re-sent.
    const reloaded = open({ store, deliver });
    await reloaded.outbox.ready;
    const [entry] = [...reloaded.outbox.getSnapshot().values()];
    expect(entry).toMatchObject({ status: 'conflict', theirs: { winnerPlayerId: 'a1' } });
    expect(deliver).toHaveBeenCalledTimes(1);

    reloaded.outbox.applyMine(mine.mutationId, 'Kept mine');
    await waitFor(() => expect(deliver).toHaveBeenCalledTimes(2));
    const again = deliver.mock.calls[1]?.[0];
    expect(again).toMatchObject({ baseVersion: 5, reason: 'Kept mine', winnerPlayerId: 'h1' });
    expect(again?.mutationId).not.toBe(mine.mutationId);
    await waitFor(() => expect(statuses(reloaded.outbox)).toEqual([[entryKeyOf(1), 'saved']]));
  });

  it("neither shows nor sends another user's entries", async () => {
    setOnline(false);
    const { outbox, store } = open({ user: 'u1' });
    await outbox.ready;
    outbox.send(score(1), { label: 'Frame 1' });
    await waitFor(() => expect(outbox.getSnapshot().size).toBe(1));
    outbox.stop();
    setOnline(true);
    const deliver = vi.fn((_action: ScoringAction) => Promise.resolve(scoringRound1()));
    const other = open({ store, deliver, user: 'u2' });
    await other.outbox.ready;
    expect(other.outbox.getSnapshot().size).toBe(0);
    expect(deliver).not.toHaveBeenCalled();
    other.outbox.setUser('u1');
    await waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
  });

  it('is shared by the tabs: what one queues the other shows, and each entry is sent once', async () => {
    setOnline(false);
    const channel = `outbox-test-${newMutationId()}`;
    const store = createMemoryOutboxStore();
    const locks = sharedLocks();
    const deliver = vi.fn((_action: ScoringAction) => Promise.resolve(scoringRound1()));
    const tabA = open({ store, channel, locks, deliver });
    const tabB = open({ store, channel, locks, deliver });
    await Promise.all([tabA.outbox.ready, tabB.outbox.ready]);
    tabA.outbox.send(score(1), { label: 'Frame 1' });
    tabA.outbox.send(score(2), { label: 'Frame 2' });
    await waitFor(() => expect(tabB.outbox.getSnapshot().size).toBe(2));

    setOnline(true);
    await waitFor(() =>
      expect(statuses(tabB.outbox).map(([, status]) => status)).toEqual(['saved', 'saved']),
    );
    await waitFor(() =>
      expect(statuses(tabA.outbox).map(([, status]) => status)).toEqual(['saved', 'saved']),
    );
    expect(deliver).toHaveBeenCalledTimes(2);
  });
});

describe('an entry sent while it is being stored', () => {
  it('is shown in the tap, sent once the tap is drawn, before its store write is done, applied once, and its "saved" lands after that write', async () => {
    setOnline(true);
    const store = slowStore();
    const deliver = vi.fn((_action: ScoringAction) => Promise.resolve(scoringRound1()));
    const { afterPaint, painted } = heldPaint();
    const { outbox } = open({ store, deliver, locks: sharedLocks(), afterPaint });
    await outbox.ready;
    const action = score(1);
    outbox.send(action, { label: 'Frame 1' });

    // The tap shows its entry in its own task; nothing is sent or stored before the page draws it.
    expect(statuses(outbox)).toEqual([[entryKeyOf(1), 'sending']]);
    await Promise.resolve();
    expect(deliver).not.toHaveBeenCalled();
    expect(store.done).toEqual([]);

    // Then the request goes at once (before the match's lock), while the write is under way.
    await painted();
    expect(deliver).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(store.done).toEqual([]);
    await waitFor(() => expect(statuses(outbox)).toEqual([[entryKeyOf(1), 'sending']]));

    store.finishWrites();
    await waitFor(() => expect(statuses(outbox)).toEqual([[entryKeyOf(1), 'saved']]));
    // Stored, then removed once saved: never the other way round, which would leave it stored.
    await waitFor(() =>
      expect(store.done).toEqual([`put ${action.mutationId}`, `remove ${action.mutationId}`]),
    );
    expect(await store.load()).toEqual([]);
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('sends and stores only the newer of two writes to one frame made before the page drew the first', async () => {
    setOnline(true);
    const store = createMemoryOutboxStore();
    const deliver = vi.fn((_action: ScoringAction) => Promise.resolve(scoringRound1()));
    const { afterPaint, painted } = heldPaint();
    const { outbox } = open({ store, deliver, afterPaint });
    await outbox.ready;
    const first = score(1);
    const second = { ...score(1), winnerPlayerId: 'a1' };
    outbox.send(first, { label: 'Frame 1' });
    outbox.send(second, { label: 'Frame 1' });
    expect([...outbox.getSnapshot().keys()]).toEqual([second.mutationId]);

    void painted();
    await waitFor(() => expect(statuses(outbox)).toEqual([[entryKeyOf(1), 'saved']]));
    expect(deliver.mock.calls.map(([action]) => action.mutationId)).toEqual([second.mutationId]);
    expect(await store.load()).toEqual([]);
  });

  it('stores, but never sends with another session, an entry whose author signed out before the tap was drawn', async () => {
    setOnline(true);
    const store = createMemoryOutboxStore();
    const deliver = vi.fn((_action: ScoringAction) => Promise.resolve(scoringRound1()));
    const { afterPaint, painted } = heldPaint();
    const { outbox } = open({ store, deliver, afterPaint });
    await outbox.ready;
    const action = score(1);
    outbox.send(action, { label: 'Frame 1' });
    outbox.setUser('u2');
    void painted();
    await waitFor(async () =>
      expect((await store.load()).map((entry) => entry.id)).toEqual([action.mutationId]),
    );
    expect(deliver).not.toHaveBeenCalled();
  });

  it('is not lost when that delivery gets no answer: once stored, a reload sends it again, same mutationId', async () => {
    setOnline(true);
    const store = slowStore();
    const deliver = vi
      .fn<(action: ScoringAction) => Promise<Match>>()
      .mockRejectedValue(new ApiError(0, 'network', 'Failed to fetch'));
    const first = open({ store, deliver, locks: sharedLocks() });
    await first.outbox.ready;
    const action = score(1);
    first.outbox.send(action, { label: 'Frame 1' });
    await waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    store.finishWrites();
    await waitFor(() => expect(statuses(first.outbox)).toEqual([[entryKeyOf(1), 'failed']]));
    first.outbox.stop();

    // The page is closed and opened again: the entry is there and goes again, as itself.
    const again = vi.fn((_action: ScoringAction) => Promise.resolve(scoringRound1()));
    const second = open({ store, deliver: again, locks: sharedLocks() });
    await second.outbox.ready;
    await waitFor(() => expect(statuses(second.outbox)).toEqual([[entryKeyOf(1), 'saved']]));
    expect(again).toHaveBeenCalledTimes(1);
    expect(again.mock.calls[0]?.[0].mutationId).toBe(action.mutationId);
    expect(await store.load()).toEqual([]);
  });

  it('is kept and sent again when its delivery throws at once, before any request', async () => {
    setOnline(true);
    const deliver = vi
      .fn<(action: ScoringAction) => Promise<Match>>()
      .mockImplementationOnce(() => {
        throw new TypeError('Failed to fetch');
      })
      .mockResolvedValue(scoringRound1());
    const { outbox, store } = open({ deliver, locks: sharedLocks() });
    await outbox.ready;
    const action = score(1);
    expect(() => outbox.send(action, { label: 'Frame 1' })).not.toThrow();
    await waitFor(() => expect(statuses(outbox)).toEqual([[entryKeyOf(1), 'failed']]));
    expect(await store.load()).toMatchObject([{ id: action.mutationId, state: 'pending' }]);

    outbox.retry(action.mutationId);
    await waitFor(() => expect(statuses(outbox)).toEqual([[entryKeyOf(1), 'saved']]));
    expect(deliver.mock.calls.map(([sent]) => sent.mutationId)).toEqual([
      action.mutationId,
      action.mutationId,
    ]);
  });

  it("is kept, and sent once, when another tab's re-read of the store runs before it is stored", async () => {
    setOnline(true);
    const channel = `outbox-test-${newMutationId()}`;
    const store = slowStore();
    const locks = sharedLocks();
    const deliver = vi.fn((_action: ScoringAction) => Promise.resolve(scoringRound1()));
    const tabA = open({ store, channel, locks, deliver });
    const tabB = open({ store, channel, locks, deliver });
    await Promise.all([tabA.outbox.ready, tabB.outbox.ready]);
    const [one, two] = [score(1), score(2)];
    tabA.outbox.send(one, { label: 'Frame 1' });
    tabB.outbox.send(two, { label: 'Frame 2' });
    await waitFor(() => expect(deliver).toHaveBeenCalled());

    store.finishWrites();
    await waitFor(() =>
      // Made in the same millisecond by two tabs: either may come first.
      expect(statuses(tabA.outbox).sort()).toEqual([
        [entryKeyOf(1), 'saved'],
        [entryKeyOf(2), 'saved'],
      ]),
    );
    await waitFor(() =>
      expect(statuses(tabB.outbox).sort()).toEqual([
        [entryKeyOf(1), 'saved'],
        [entryKeyOf(2), 'saved'],
      ]),
    );
    expect(deliver.mock.calls.map(([action]) => action.mutationId).sort()).toEqual(
      [one.mutationId, two.mutationId].sort(),
    );
    expect(await store.load()).toEqual([]);
  });
});

/**
 * A store as IndexedDB behaves on a busy phone: writes take a while (until `finishWrites`), and a
 * read waits for the writes begun before it. `done` lists the writes in the order they landed.
 */
const slowStore = (): OutboxStore & { done: string[]; finishWrites: () => void } => {
  const inner = createMemoryOutboxStore();
  const done: string[] = [];
  let held = true;
  const waiting: (() => void)[] = [];
  let last: Promise<void> = Promise.resolve();
  const later = (work: () => Promise<void>, name: string): Promise<void> => {
    const run = last.then(
      () =>
        new Promise<void>((resolve) => {
          const finish = () => void work().then(() => (done.push(name), resolve()));
          if (held) waiting.push(finish);
          else finish();
        }),
    );
    last = run;
    return run;
  };
  return {
    done,
    finishWrites() {
      held = false;
      for (const finish of waiting.splice(0)) finish();
    },
    load: () => last.then(() => inner.load()),
    put: (entry) => later(() => inner.put(entry), `put ${entry.id}`),
    remove: (id) => later(() => inner.remove(id), `remove ${id}`),
  };
};

const entryKeyOf = (frame: number) => `frame:${MATCH_ID}-R1-F${frame}`;

/** The page drawing a tap, held until the test says (`painted`, which resolves once it is done). */
const heldPaint = () => {
  let release = () => {};
  const paint = new Promise<void>((resolve) => (release = resolve));
  return {
    afterPaint: () => paint,
    painted: () => {
      release();
      return paint;
    },
  };
};

/** Web Locks for two "tabs" in one test: one holder per name at a time. */
const sharedLocks = (): Locks => {
  const tails = new Map<string, Promise<void>>();
  return {
    request(name, callback) {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
};

describe('what a failed delivery means (classifyFailure)', () => {
  const frame = scoringRound1().frames[0]!;
  const tap = { ...score(1, frame.version), winnerPlayerId: frame.homePlayerId };
  const stale = (theirs: Frame) =>
    new ApiError(409, 'conflict', 'The frame changed', undefined, { frame: theirs });

  it('counts a write the server took as saved, even when its answer cannot be read', () => {
    const unreadable = new ApiError(200, 'bad_response', 'Unreadable answer');
    expect(classifyFailure(unreadable, tap)).toEqual({ kind: 'savedUnread' });
    // An error page that does not fit is still the server's failure.
    expect(classifyFailure(new ApiError(502, 'bad_response', 'Bad gateway'), tap).kind).toBe(
      'transient',
    );
  });

  it('waits out no answer, a server failure and rate limiting', () => {
    expect(classifyFailure(new TypeError('Failed to fetch'), tap).kind).toBe('transient');
    expect(classifyFailure(new ApiError(503, 'unavailable', 'Down'), tap).kind).toBe('transient');
    expect(classifyFailure(new ApiError(429, 'rate_limited', 'Slow down'), tap).kind).toBe(
      'transient',
    );
  });

  it('tells the same result from a conflict on a stale frame write', () => {
    const same = {
      ...frame,
      version: frame.version + 1,
      isComplete: true,
      winnerPlayerId: frame.homePlayerId,
    };
    const other = { ...same, winnerPlayerId: frame.awayPlayerId };
    expect(classifyFailure(stale(same), tap)).toEqual({ kind: 'sameResult', theirs: same });
    expect(classifyFailure(stale(other), tap)).toEqual({ kind: 'conflict', theirs: other });
  });

  it('refuses the rest, saying when a 409 may only mean it is already done', () => {
    const lock = {
      type: 'lockRound' as const,
      matchId: MATCH_ID,
      mutationId: newMutationId(),
      round: 1,
    };
    expect(classifyFailure(new ApiError(409, 'conflict', 'Already locked'), lock)).toEqual({
      kind: 'refused',
      message: 'Already locked',
      forbidden: false,
      maybeDone: true,
    });
    expect(classifyFailure(new ApiError(403, 'forbidden', 'Not yours'), lock)).toMatchObject({
      kind: 'refused',
      forbidden: true,
      maybeDone: false,
    });
  });
});

describe('after the next paint', () => {
  it('comes at once when the page is hidden or left, which draws no frame and may be frozen', async () => {
    for (const [target, event] of [
      [document, 'visibilitychange'],
      [window, 'pagehide'],
    ] as const) {
      let done = false;
      void afterNextPaint().then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      target.dispatchEvent(new Event(event));
      await Promise.resolve();
      expect(done).toBe(true);
    }
  });
});
