// The live channel (docs/api.md, Live updates): one WebSocket at /api/live shared by every part of
// the page. Parts subscribe to topics ('live', 'match:<id>', 'season:<id>'); the server answers a
// subscribe with a snapshot, then sends an event after each committed change. When the socket
// drops, the client reconnects with exponential back-off and subscribes again from its cursor.
// Where a socket never opens (a proxy or firewall that blocks WebSockets), the client long-polls
// /api/live/poll instead and hands its snapshots and events to the same listeners. While neither
// works, the callers refetch on a timer (see use-live-topic.ts).
import { LONG_POLL_TIMEOUT_MAX_S } from '@cueleague/domain/constants';
import type { LiveClientMessage } from '@cueleague/domain/requests';
import {
  isLiveMessage,
  type LiveEventMessage,
  type LiveMessage,
  type LiveSnapshot,
} from '@cueleague/domain/live-protocol';

export type LiveStatus = 'connecting' | 'open' | 'closed';

export type LiveListener = (message: LiveMessage) => void;

/** The part of the browser's WebSocket the client uses, so tests can pass a fake. */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface LiveClientOptions {
  /** Defaults to ws(s)://<this host>/api/live. */
  url?: () => string;
  createSocket?: (url: string) => LiveSocket;
  /** First reconnect delay; each failure doubles it up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** 0..1; spreads reconnects so a restarted server isn't hit by every client at once. */
  random?: () => number;
  /** One long poll: GETs the url and resolves with its JSON body (tests pass a fake). */
  poll?: (url: string, signal: AbortSignal) => Promise<unknown>;
}

export interface LiveClient {
  /** Listen to a topic; the returned function stops listening. */
  subscribe(topic: string, listener: LiveListener): () => void;
  status(): LiveStatus;
  onStatus(listener: (status: LiveStatus) => void): () => void;
  /** Closes the socket for good (tests, page teardown). */
  close(): void;
}

export const LIVE_MIN_DELAY_MS = 1_000;
export const LIVE_MAX_DELAY_MS = 30_000;
/** Sockets that fail before ever opening, in a row, before the client long-polls instead. */
export const LIVE_POLL_AFTER_FAILED_SOCKETS = 3;
/**
 * Each long poll waits this long for an event (docs/api.md, Live updates: 5-30 s allowed); proxies
 * often cut at 30.
 */
export const LIVE_POLL_TIMEOUT_S = Math.min(25, LONG_POLL_TIMEOUT_MAX_S);
const OPEN = 1;

export const livePollUrl = (topics: readonly string[], cursor: number | undefined): string => {
  const query = new URLSearchParams({
    topics: topics.join(','),
    timeout: String(LIVE_POLL_TIMEOUT_S),
  });
  if (cursor !== undefined) query.set('cursor', String(cursor));
  return `/api/live/poll?${query.toString()}`;
};

const defaultPoll = async (url: string, signal: AbortSignal): Promise<unknown> => {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The live poll answered ${response.status}`);
  return response.json();
};

interface PollAnswer {
  cursor: number;
  snapshots?: LiveSnapshot[];
  events: Omit<LiveEventMessage, 'type'>[];
}

const isPollAnswer = (value: unknown): value is PollAnswer => {
  if (!value || typeof value !== 'object') return false;
  const answer = value as { cursor?: unknown; events?: unknown; snapshots?: unknown };
  const topical = (items: unknown): boolean =>
    Array.isArray(items) &&
    items.every(
      (item) =>
        Boolean(item) &&
        typeof item === 'object' &&
        typeof (item as { topic?: unknown }).topic === 'string',
    );
  return (
    typeof answer.cursor === 'number' &&
    topical(answer.events) &&
    (answer.snapshots === undefined || topical(answer.snapshots))
  );
};

export const defaultLiveUrl = (): string => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/live`;
};

/** The wait before reconnect attempt `attempt` (0-based): doubling, capped, with jitter in [50%, 100%]. */
export const backoffDelay = (
  attempt: number,
  random: () => number = Math.random,
  minDelayMs = LIVE_MIN_DELAY_MS,
  maxDelayMs = LIVE_MAX_DELAY_MS,
): number => {
  const ceiling = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
};

export const createLiveClient = (options: LiveClientOptions = {}): LiveClient => {
  const {
    url = defaultLiveUrl,
    createSocket = (address) => new WebSocket(address),
    minDelayMs = LIVE_MIN_DELAY_MS,
    maxDelayMs = LIVE_MAX_DELAY_MS,
    random = Math.random,
    poll = defaultPoll,
  } = options;

  const listeners = new Map<string, Set<LiveListener>>();
  /** The last event sequence seen per topic, sent on re-subscribe so the server can replay. */
  const cursors = new Map<string, number>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let socket: LiveSocket | null = null;
  let current: LiveStatus = 'closed';
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  /** Sockets in a row that closed without opening; at LIVE_POLL_AFTER_FAILED_SOCKETS, poll. */
  let unopened = 0;
  let polling = false;
  /** The long poll's cursor (one for all topics); undefined asks for snapshots. */
  let pollCursor: number | undefined;
  let pollAbort: AbortController | null = null;

  const setStatus = (next: LiveStatus) => {
    if (next === current) return;
    current = next;
    for (const listener of [...statusListeners]) listener(next);
  };

  /** What the client says on the socket: the domain's client messages only. */
  const send = (message: LiveClientMessage) => socket?.send(JSON.stringify(message));

  const sendSubscribe = (topic: string) => {
    if (socket?.readyState !== OPEN) return;
    const cursor = cursors.get(topic);
    send(
      cursor === undefined ? { type: 'subscribe', topic } : { type: 'subscribe', topic, cursor },
    );
  };

  const dispatch = (message: LiveMessage) => {
    const cursor = message.type === 'event' ? message.seq : message.cursor;
    if (typeof cursor === 'number') cursors.set(message.topic, cursor);
    for (const listener of [...(listeners.get(message.topic) ?? [])]) listener(message);
  };

  const clearRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const scheduleReconnect = () => {
    if (disposed || listeners.size === 0 || retryTimer !== null) return;
    const delay = backoffDelay(attempt, random, minDelayMs, maxDelayMs);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (polling) void pollOnce();
      else connect();
    }, delay);
  };

  /** One long poll, then the next at once; a failed one waits out the back-off. */
  const pollOnce = async () => {
    if (disposed || !polling || pollAbort || listeners.size === 0) return;
    const abort = new AbortController();
    pollAbort = abort;
    let answer: unknown;
    try {
      answer = await poll(livePollUrl([...listeners.keys()], pollCursor), abort.signal);
      if (!isPollAnswer(answer)) throw new Error('The live poll answered something else');
    } catch {
      if (pollAbort !== abort) return; // stopped or restarted meanwhile
      pollAbort = null;
      setStatus('closed');
      scheduleReconnect();
      return;
    }
    if (pollAbort !== abort) return;
    pollAbort = null;
    attempt = 0;
    setStatus('open');
    pollCursor = answer.cursor;
    for (const snapshot of answer.snapshots ?? []) {
      dispatch({ ...snapshot, type: 'snapshot', cursor: answer.cursor });
    }
    for (const event of answer.events) dispatch({ ...event, type: 'event' });
    void pollOnce();
  };

  const stopPoll = () => {
    pollAbort?.abort();
    pollAbort = null;
  };

  /** Poll again at once, for another set of topics. */
  const restartPoll = () => {
    stopPoll();
    clearRetry();
    void pollOnce();
  };

  const connect = () => {
    if (disposed || socket || listeners.size === 0) return;
    if (polling) {
      void pollOnce();
      return;
    }
    setStatus('connecting');
    let opened: LiveSocket;
    try {
      opened = createSocket(url());
    } catch {
      setStatus('closed');
      scheduleReconnect();
      return;
    }
    socket = opened;
    let wasOpen = false;
    opened.onopen = () => {
      if (socket !== opened) return;
      wasOpen = true;
      attempt = 0;
      unopened = 0;
      setStatus('open');
      for (const topic of listeners.keys()) sendSubscribe(topic);
    };
    opened.onmessage = (event) => {
      if (socket !== opened || typeof event.data !== 'string') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      // Errors and pongs are for diagnostics only; the callers refetch on their own timers.
      if (isLiveMessage(parsed)) dispatch(parsed);
    };
    opened.onerror = () => {
      // A close event always follows an error; reconnecting happens there.
    };
    opened.onclose = () => {
      if (socket !== opened) return;
      socket = null;
      setStatus('closed');
      if (!wasOpen) unopened += 1;
      if (unopened >= LIVE_POLL_AFTER_FAILED_SOCKETS) {
        // The socket is blocked on the way here, not just dropped: long-poll from now on.
        polling = true;
        attempt = 0;
        pollCursor = undefined;
        void pollOnce();
        return;
      }
      scheduleReconnect();
    };
  };

  const disconnect = () => {
    clearRetry();
    stopPoll();
    pollCursor = undefined;
    const closing = socket;
    socket = null;
    attempt = 0;
    if (closing) {
      closing.onclose = null;
      closing.onmessage = null;
      closing.close(1000, 'No more subscribers');
    }
    setStatus('closed');
  };

  const reconnectNow = () => {
    if (socket || disposed || listeners.size === 0) return;
    // A new network may let the socket through: try it again before polling.
    stopPoll();
    polling = false;
    unopened = 0;
    clearRetry();
    attempt = 0;
    connect();
  };
  // Back online (or the tab shown again): don't wait out the back-off.
  if (typeof window !== 'undefined') window.addEventListener('online', reconnectNow);

  return {
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      const isNewTopic = !set;
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
      }
      set.add(listener);
      if (polling) {
        // A new topic needs its snapshot: the next poll asks for them all afresh.
        if (isNewTopic) pollCursor = undefined;
        if (pollAbort) {
          if (isNewTopic) restartPoll();
        } else if (retryTimer === null) void pollOnce();
      } else if (!socket && retryTimer === null) connect();
      else if (isNewTopic) sendSubscribe(topic);
      return () => {
        const topicListeners = listeners.get(topic);
        if (!topicListeners?.delete(listener) || topicListeners.size > 0) return;
        listeners.delete(topic);
        cursors.delete(topic);
        if (listeners.size === 0) disconnect();
        else if (polling && pollAbort) restartPoll();
        else if (socket?.readyState === OPEN) send({ type: 'unsubscribe', topic });
      };
    },
    status: () => current,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    close() {
      disposed = true;
      if (typeof window !== 'undefined') window.removeEventListener('online', reconnectNow);
      listeners.clear();
      disconnect();
    },
  };
};
