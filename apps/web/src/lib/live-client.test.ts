import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createLiveClient, type LiveClient, type LiveSocket } from './live-client.ts';

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
afterEach(() => client?.close());

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
