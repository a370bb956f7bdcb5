import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  createLiveClient,
  LIVE_POLL_AFTER_FAILED_SOCKETS,
  type LiveClient,
  type LiveSocket,
} from './live-client.ts';

class FakeSocket implements LiveSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}

let client: LiveClient | null = null;
afterEach(() => {
  client?.close();
  vi.useRealTimers();
});

const setup = () => {
  const sockets: FakeSocket[] = [];
  client = createLiveClient({
    url: () => 'ws://test/api/live',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
  });
  return { client, sockets, last: () => sockets[sockets.length - 1] as FakeSocket };
};

describe('backoffDelay', () => {
  it('doubles from 1 s up to 30 s, with jitter between half and all of it', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(backoffDelay(2, () => 0)).toBe(2000);
  });
});

describe('createLiveClient', () => {
  it('connects on the first subscription and subscribes once open', () => {
    const { client, sockets, last } = setup();
    expect(sockets).toHaveLength(0);
    client.subscribe('live', () => undefined);
    expect(client.status()).toBe('connecting');
    last().open();
    expect(client.status()).toBe('open');
    expect(last().sent).toEqual([{ type: 'subscribe', topic: 'live' }]);
    client.subscribe('match:m1', () => undefined);
    expect(last().sent).toContainEqual({ type: 'subscribe', topic: 'match:m1' });
  });

  it('hands snapshots and events to the listeners of their topic only', () => {
    const { client, last } = setup();
    const onLive = vi.fn();
    const onMatch = vi.fn();
    client.subscribe('live', onLive);
    client.subscribe('match:m1', onMatch);
    last().open();
    last().receive({ type: 'snapshot', topic: 'live', cursor: 4, matches: [] });
    last().receive({
      type: 'event',
      topic: 'match:m1',
      event: 'match.updated',
      seq: 5,
      data: { id: 'm1' },
    });
    last().receive({ type: 'pong' });
    expect(onLive).toHaveBeenCalledTimes(1);
    expect(onLive.mock.calls[0]?.[0]).toMatchObject({ type: 'snapshot', topic: 'live' });
    expect(onMatch).toHaveBeenCalledTimes(1);
    expect(onMatch.mock.calls[0]?.[0]).toMatchObject({ type: 'event', event: 'match.updated' });
  });

  it('reconnects with growing back-off after the socket drops, and subscribes again from its cursor', () => {
    vi.useFakeTimers();
    const { client, sockets, last } = setup();
    const statuses: string[] = [];
    client.onStatus((status) => statuses.push(status));
    client.subscribe('live', () => undefined);
    last().open();
    last().receive({ type: 'event', topic: 'live', event: 'match.updated', seq: 9 });
    last().drop();
    expect(client.status()).toBe('closed');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(); // refused: the next wait doubles
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', topic: 'live', cursor: 9 }]);
    expect(statuses).toEqual([
      'connecting',
      'open',
      'closed',
      'connecting',
      'closed',
      'connecting',
      'open',
    ]);
  });

  it('closes the socket when the last listener leaves, and unsubscribes topics nobody wants', () => {
    const { client, last } = setup();
    const stopLive = client.subscribe('live', () => undefined);
    const stopMatch = client.subscribe('match:m1', () => undefined);
    last().open();
    stopMatch();
    expect(last().sent).toContainEqual({ type: 'unsubscribe', topic: 'match:m1' });
    stopLive();
    expect(last().closed).toBe(true);
    expect(client.status()).toBe('closed');
  });

  it('does not reconnect after close()', () => {
    vi.useFakeTimers();
    const { client, sockets, last } = setup();
    client.subscribe('live', () => undefined);
    last().open();
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

/** A long-poll endpoint the test answers by hand: each request waits until answered. */
const fakePoll = () => {
  const requests: {
    url: URL;
    signal: AbortSignal;
    answer: (body: unknown) => void;
    fail: (error: Error) => void;
  }[] = [];
  const poll = (url: string, signal: AbortSignal) =>
    new Promise<unknown>((resolve, reject) => {
      requests.push({ url: new URL(url, 'http://test'), signal, answer: resolve, fail: reject });
    });
  const last = () => {
    const request = requests[requests.length - 1];
    if (!request) throw new Error('no poll yet');
    return request;
  };
  return { poll, requests, last };
};

/** Lets the client's promise callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createLiveClient where WebSockets are blocked', () => {
  const blockedSetup = () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    const polls = fakePoll();
    client = createLiveClient({
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      random: () => 1,
      poll: polls.poll,
    });
    /** Every socket the client tries is refused before it opens. */
    const refuseSockets = async () => {
      for (let refused = 0; refused < LIVE_POLL_AFTER_FAILED_SOCKETS; refused += 1) {
        sockets[sockets.length - 1]?.drop();
        await vi.advanceTimersByTimeAsync(LIVE_MAX_WAIT_MS);
      }
    };
    return { client, sockets, polls, refuseSockets };
  };
  const LIVE_MAX_WAIT_MS = 30_000;

  it('long-polls after sockets fail to open, handing snapshots and events to the listeners', async () => {
    const { client, sockets, polls, refuseSockets } = blockedSetup();
    const onLive = vi.fn();
    client.subscribe('live', onLive);
    await refuseSockets();
    expect(sockets).toHaveLength(LIVE_POLL_AFTER_FAILED_SOCKETS);
    expect(polls.requests).toHaveLength(1);
    const first = polls.last().url;
    expect(first.pathname).toBe('/api/live/poll');
    expect(first.searchParams.get('topics')).toBe('live');
    expect(first.searchParams.has('cursor')).toBe(false);
    expect(Number(first.searchParams.get('timeout'))).toBeGreaterThanOrEqual(5);
    expect(Number(first.searchParams.get('timeout'))).toBeLessThanOrEqual(30);

    polls.last().answer({ cursor: 7, events: [], snapshots: [{ topic: 'live', matches: [] }] });
    await settle();
    expect(client.status()).toBe('open');
    expect(onLive).toHaveBeenCalledWith({
      type: 'snapshot',
      topic: 'live',
      cursor: 7,
      matches: [],
    });
    // The next poll goes out at once, from the cursor it was given.
    expect(polls.requests).toHaveLength(2);
    expect(polls.last().url.searchParams.get('cursor')).toBe('7');

    polls.last().answer({
      cursor: 8,
      events: [{ topic: 'live', event: 'match.updated', seq: 8, version: 3, data: { id: 'm1' } }],
    });
    await settle();
    expect(onLive).toHaveBeenLastCalledWith({
      type: 'event',
      topic: 'live',
      event: 'match.updated',
      seq: 8,
      version: 3,
      data: { id: 'm1' },
    });
    expect(polls.last().url.searchParams.get('cursor')).toBe('8');
    // No socket is tried while polling works.
    expect(sockets).toHaveLength(LIVE_POLL_AFTER_FAILED_SOCKETS);
  });

  it('waits out a back-off after a failed poll, showing closed, and resumes from its cursor', async () => {
    const { client, polls, refuseSockets } = blockedSetup();
    client.subscribe('live', () => undefined);
    await refuseSockets();
    polls.last().answer({ cursor: 4, events: [], snapshots: [] });
    await settle();
    polls.last().fail(new Error('offline'));
    await settle();
    expect(client.status()).toBe('closed');
    expect(polls.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(polls.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls.requests).toHaveLength(3);
    expect(polls.last().url.searchParams.get('cursor')).toBe('4');
    // An answer that isn't a poll answer (a captive portal's page, say) counts as a failure.
    polls.last().answer('<html>Sign in to the Wi-Fi</html>');
    await settle();
    expect(client.status()).toBe('closed');
  });

  it('asks afresh for every topic when one is added, and stops polling when the last leaves', async () => {
    const { client, polls, refuseSockets } = blockedSetup();
    const stopLive = client.subscribe('live', () => undefined);
    await refuseSockets();
    polls.last().answer({ cursor: 4, events: [], snapshots: [] });
    await settle();
    const waiting = polls.last();
    const onMatch = vi.fn();
    const stopMatch = client.subscribe('match:m1', onMatch);
    expect(waiting.signal.aborted).toBe(true);
    expect(polls.last().url.searchParams.get('topics')).toBe('live,match:m1');
    expect(polls.last().url.searchParams.has('cursor')).toBe(false);
    // The aborted poll's late answer is ignored.
    waiting.answer({ cursor: 5, events: [{ topic: 'live', event: 'match.updated', seq: 5 }] });
    polls.last().answer({
      cursor: 5,
      events: [],
      snapshots: [
        { topic: 'live', matches: [] },
        { topic: 'match:m1', match: null },
      ],
    });
    await settle();
    expect(onMatch).toHaveBeenCalledWith({
      type: 'snapshot',
      topic: 'match:m1',
      cursor: 5,
      match: null,
    });
    expect(polls.last().url.searchParams.get('cursor')).toBe('5');

    stopMatch();
    expect(polls.last().url.searchParams.get('topics')).toBe('live');
    expect(polls.last().url.searchParams.get('cursor')).toBe('5');
    const open = polls.last();
    stopLive();
    expect(open.signal.aborted).toBe(true);
    expect(client.status()).toBe('closed');
    const count = polls.requests.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls.requests).toHaveLength(count);
  });

  it('tries the socket again when the device comes back online', async () => {
    const { client, sockets, polls, refuseSockets } = blockedSetup();
    client.subscribe('live', () => undefined);
    await refuseSockets();
    const waiting = polls.last();
    window.dispatchEvent(new Event('online'));
    expect(waiting.signal.aborted).toBe(true);
    expect(sockets).toHaveLength(LIVE_POLL_AFTER_FAILED_SOCKETS + 1);
    sockets[sockets.length - 1]?.open();
    expect(client.status()).toBe('open');
  });
});
