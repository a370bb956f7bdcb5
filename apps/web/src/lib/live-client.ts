// The live channel of api.md ("Live updates"): one WebSocket at /api/live shared by every part of
// the page. Parts subscribe to topics ('live', 'match:<id>', 'season:<id>'); the server answers a
// subscribe with a snapshot, then sends an event after each committed change. When the socket
// drops, the client reconnects with exponential back-off and subscribes again; the callers fall
// back to refetching on a timer while it is not open (see use-live-topic.ts).

export type LiveStatus = 'connecting' | 'open' | 'closed';

export interface LiveSnapshotMessage {
  type: 'snapshot';
  topic: string;
  cursor?: number;
  [field: string]: unknown;
}

export interface LiveEventMessage {
  type: 'event';
  topic: string;
  event: string;
  version?: number;
  seq?: number;
  data?: unknown;
}

export type LiveMessage = LiveSnapshotMessage | LiveEventMessage;
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
const OPEN = 1;

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

const isLiveMessage = (value: unknown): value is LiveMessage => {
  if (!value || typeof value !== 'object') return false;
  const message = value as { type?: unknown; topic?: unknown };
  return (
    (message.type === 'snapshot' || message.type === 'event') && typeof message.topic === 'string'
  );
};

export const createLiveClient = (options: LiveClientOptions = {}): LiveClient => {
  const {
    url = defaultLiveUrl,
    createSocket = (address) => new WebSocket(address),
    minDelayMs = LIVE_MIN_DELAY_MS,
    maxDelayMs = LIVE_MAX_DELAY_MS,
    random = Math.random,
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

  const setStatus = (next: LiveStatus) => {
    if (next === current) return;
    current = next;
    for (const listener of [...statusListeners]) listener(next);
  };

  const sendSubscribe = (topic: string) => {
    if (socket?.readyState !== OPEN) return;
    const cursor = cursors.get(topic);
    socket.send(
      JSON.stringify(
        cursor === undefined ? { type: 'subscribe', topic } : { type: 'subscribe', topic, cursor },
      ),
    );
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
      connect();
    }, delay);
  };

  const connect = () => {
    if (disposed || socket || listeners.size === 0) return;
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
    opened.onopen = () => {
      if (socket !== opened) return;
      attempt = 0;
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
      if (!isLiveMessage(parsed)) return;
      const cursor = parsed.type === 'event' ? parsed.seq : parsed.cursor;
      if (typeof cursor === 'number') cursors.set(parsed.topic, cursor);
      for (const listener of [...(listeners.get(parsed.topic) ?? [])]) listener(parsed);
    };
    opened.onerror = () => {
      // A close event always follows an error; reconnecting happens there.
    };
    opened.onclose = () => {
      if (socket !== opened) return;
      socket = null;
      setStatus('closed');
      scheduleReconnect();
    };
  };

  const disconnect = () => {
    clearRetry();
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
      if (!socket && retryTimer === null) connect();
      else if (isNewTopic) sendSubscribe(topic);
      return () => {
        const topicListeners = listeners.get(topic);
        if (!topicListeners?.delete(listener) || topicListeners.size > 0) return;
        listeners.delete(topic);
        cursors.delete(topic);
        if (listeners.size === 0) disconnect();
        else if (socket?.readyState === OPEN)
          socket.send(JSON.stringify({ type: 'unsubscribe', topic }));
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
