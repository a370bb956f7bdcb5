// A spectator for tests: a real WebSocket to /api/live that keeps every message it receives.
import WebSocket from 'ws';
import { wsText } from '../live/ws-text.ts';

export interface LiveMessage {
  type: string;
  topic?: string;
  seq?: number;
  cursor?: number;
  version?: number;
  event?: string;
  data?: unknown;
  [key: string]: unknown;
}

export interface Spectator {
  messages: LiveMessage[];
  /** Each message's size on the wire (the frame's payload, in bytes), beside `messages`. */
  sizes: number[];
  subscribe(topic: string, cursor?: number): void;
  /** Resolves with the first message (counting those already received) that matches. */
  waitFor(predicate: (message: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
  close(): Promise<void>;
}

/** `cookie`: a signed-in spectator (the session a private `user:<id>` topic needs); `origin`:
 * the page's origin, as a browser sends it. */
export const connectSpectator = async (
  baseUrl: string,
  options: { cookie?: string; origin?: string } = {},
): Promise<Spectator> => {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`, {
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
  });
  const messages: LiveMessage[] = [];
  const sizes: number[] = [];
  const waiters: { predicate: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }[] =
    [];
  socket.on('message', (raw: WebSocket.RawData, isBinary: boolean) => {
    // Browsers hand a binary frame to the page as a Blob, not text: one would be a bug.
    const message: LiveMessage = isBinary
      ? { type: 'binary-frame' }
      : (JSON.parse(wsText(raw)) as LiveMessage);
    messages.push(message);
    sizes.push(Buffer.byteLength(isBinary ? '' : wsText(raw)));
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    sizes,
    subscribe(topic, cursor) {
      socket.send(
        JSON.stringify({ type: 'subscribe', topic, ...(cursor === undefined ? {} : { cursor }) }),
      );
    },
    waitFor(predicate, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (message: LiveMessage) => {
            clearTimeout(timer);
            resolve(message);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(
            new Error(
              `No matching live message in ${timeoutMs} ms; got ${JSON.stringify(messages.map((m) => [m.type, m.topic, m.version]))}`,
            ),
          );
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close() {
      return new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
};
