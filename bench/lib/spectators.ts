// Many WebSocket spectators in one process, noting when each message arrives, keyed by whatever
// the caller picks out of it (a match version, say).
import WebSocket from 'ws';
import { sleep } from './bench-util.ts';

/** How much of each message a spectator decodes: the type, seq, version and topic all come first.
 * All the spectators share this one process (browsers each have their own CPU), so decoding every
 * 6.5 KB copy in full would time this process's backlog rather than the server's delivery. */
const HEAD_BYTES = 256;

const headOf = (data: WebSocket.RawData): string => {
  const buffer = Buffer.isBuffer(data)
    ? data
    : Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.from(data);
  return buffer.toString('utf8', 0, Math.min(buffer.length, HEAD_BYTES));
};

export interface Clients {
  sockets: WebSocket[];
  /** receipt times (ms, performance.now) per version key */
  received: Map<string, number[]>;
  close(): void;
}

/** Connects N clients; `keyOf` picks the key of a message to time (or null to ignore it) out of
 * the head of the message. */
export const connectClients = async (
  url: string,
  count: number,
  onOpen: (socket: WebSocket) => void,
  keyOf: (raw: string) => string | null,
): Promise<Clients> => {
  const received = new Map<string, number[]>();
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = await Promise.all(
      Array.from(
        { length: Math.min(100, count - i) },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(url);
            socket.on('message', (data: WebSocket.RawData) => {
              const at = performance.now();
              const key = keyOf(headOf(data));
              if (key === null) return;
              let list = received.get(key);
              if (!list) received.set(key, (list = []));
              list.push(at);
            });
            socket.once('open', () => {
              onOpen(socket);
              resolve(socket);
            });
            socket.once('error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }
  return { sockets, received, close: () => sockets.forEach((socket) => socket.terminate()) };
};

export const waitForCount = async (
  clients: Clients,
  key: string,
  count: number,
  timeoutMs = 10_000,
) => {
  const deadline = Date.now() + timeoutMs;
  while ((clients.received.get(key)?.length ?? 0) < count) {
    if (Date.now() > deadline)
      throw new Error(`only ${clients.received.get(key)?.length ?? 0}/${count} got ${key}`);
    await sleep(5);
  }
};
