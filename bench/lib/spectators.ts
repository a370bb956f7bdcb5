// The benchmarks' load generator: many WebSocket spectators spread over worker processes
// (lib/spectator-worker.mjs), so that at 10,000 sockets the generator is not what is measured.
// Each worker notes receipt times on the machine's monotonic clock (`clockMs`, the same in every
// process), keyed by match version; the results are gathered at the end, with each worker's CPU
// time and event-loop delay while it was watched.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sleep } from './bench-util.ts';

/** Milliseconds on the monotonic clock every process of the machine shares (process.hrtime):
 * time every request with it, so it compares with the workers' receipt times. */
export const clockMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** How a message is keyed: `version` (a match's version; 'snapshot' for the answer to a
 * subscribe) or `topicVersion` (`<matchId>@<version>`, for spectators over several matches). */
export type SpectatorKey = 'version' | 'topicVersion';

export interface SpectatorOptions {
  url: string;
  count: number;
  /** Worker processes sharing the sockets (WORKERS, 2 by default). */
  workers?: number;
  /** Spectator i subscribes to topics[i % topics.length] once open; none: it sends nothing. */
  topics?: string[];
  key: SpectatorKey;
}

/** One worker's use of the machine while watched (see spectator-worker.mjs). */
export interface WorkerReport {
  pid: number;
  sockets: number;
  wallMs: number;
  cpuMs: number;
  /** CPU time / wall time: 1 would be a worker using a whole core. */
  cpuShare: number;
  eventLoopUtilization: number;
  /** How late its event loop ran timers (beyond the 2 ms sampling): a backlog delays receipts. */
  eventLoopDelayMs: { p50: number; p99: number; max: number };
}

export interface Clients {
  /** Spectators open (grows with `add`). */
  count: number;
  workers: number;
  /** Opens `count` more spectators, spread over the same workers. */
  add(count: number): Promise<void>;
  /** Receipts of `key` so far, over all workers. */
  countOf(key: string): Promise<number>;
  /** Starts each worker's CPU and event-loop measurement (call right before the timed part). */
  watch(): Promise<void>;
  /** Every receipt time (clockMs) per key, each worker's report since `watch()`, and every
   * event the first spectator received, whole, by key. */
  collect(): Promise<{
    received: Map<string, number[]>;
    generator: WorkerReport[];
    events: Map<string, string>;
  }>;
  close(): Promise<void>;
}

interface Reply {
  type: string;
  id?: number;
  count?: number;
  connected?: number;
  message?: string;
  received?: [string, number[]][];
  kept?: [string, string][];
  report?: WorkerReport | null;
}

const WORKER = fileURLToPath(new URL('./spectator-worker.mjs', import.meta.url));

export const defaultWorkers = (): number => Number(process.env.WORKERS ?? 2);

/** Forks the workers and connects `count` spectators, count / workers each. */
export const connectClients = async (options: SpectatorOptions): Promise<Clients> => {
  const workers = Math.max(1, Math.min(options.workers ?? defaultWorkers(), options.count));
  const children: ChildProcess[] = [];
  let nextId = 1;
  const ask = (child: ChildProcess, message: Record<string, unknown>): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const done = () => {
        child.off('message', onReply);
        child.off('exit', onExit);
      };
      const onReply = (reply: Reply) => {
        if (reply.id !== id) return;
        done();
        resolve(reply);
      };
      // A worker that dies (out of file descriptors, say) fails the run instead of hanging it.
      const onExit = (code: number | null) => {
        done();
        reject(new Error(`spectator worker ${child.pid} exited (${code})`));
      };
      child.on('message', onReply);
      child.on('exit', onExit);
      if (child.exitCode !== null || !child.send({ ...message, id })) {
        done();
        reject(new Error('spectator worker gone'));
      }
    });
  const askAll = (message: Record<string, unknown>) =>
    Promise.all(children.map((child) => ask(child, message)));

  try {
    let firstIndex = 0;
    const ready: Promise<void>[] = [];
    for (let w = 0; w < workers; w++) {
      const share = Math.floor(options.count / workers) + (w < options.count % workers ? 1 : 0);
      const child = fork(WORKER, [], {
        serialization: 'advanced',
        // The bench may run under tsx: the workers are plain JavaScript and need no loader.
        execArgv: [],
        env: {
          ...process.env,
          SPECTATOR_WORKER: JSON.stringify({
            url: options.url,
            count: share,
            firstIndex,
            topics: options.topics ?? [],
            key: options.key,
          }),
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
      firstIndex += share;
      ready.push(
        new Promise((resolve, reject) => {
          child.once('exit', (code) => reject(new Error(`spectator worker exited (${code})`)));
          child.once('message', (reply: Reply) =>
            reply.type === 'ready'
              ? resolve()
              : reject(new Error(`spectator worker: ${reply.message ?? reply.type}`)),
          );
        }),
      );
    }
    await Promise.all(ready);
  } catch (error) {
    for (const child of children) child.kill();
    throw error;
  }
  for (const child of children) child.removeAllListeners('exit');

  const clients: Clients = {
    count: options.count,
    workers,
    add: async (count) => {
      let firstIndex = clients.count;
      const replies = await Promise.all(
        children.map((child, w) => {
          const share = Math.floor(count / workers) + (w < count % workers ? 1 : 0);
          const message = { type: 'connect', count: share, firstIndex };
          firstIndex += share;
          return ask(child, message);
        }),
      );
      const failed = replies.find((reply) => reply.type !== 'connected');
      if (failed) throw new Error(`spectator worker: ${failed.message ?? failed.type}`);
      clients.count += count;
    },
    countOf: async (key) =>
      (await askAll({ type: 'count', key })).reduce((sum, reply) => sum + (reply.count ?? 0), 0),
    watch: async () => {
      await askAll({ type: 'watch' });
    },
    collect: async () => {
      const replies = await askAll({ type: 'collect' });
      const received = new Map<string, number[]>();
      for (const reply of replies) {
        for (const [key, times] of reply.received ?? []) {
          let list = received.get(key);
          if (!list) received.set(key, (list = []));
          for (const at of times) list.push(at);
        }
      }
      const generator = replies.flatMap((reply) => (reply.report ? [reply.report] : []));
      const events = new Map(replies.flatMap((reply) => reply.kept ?? []));
      return { received, generator, events };
    },
    close: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.send({ type: 'close', id: 0 });
              setTimeout(() => child.kill(), 5_000).unref();
            }),
        ),
      );
    },
  };
  return clients;
};

/** Waits until `count` receipts of `key` have arrived, over all workers (polled every 10 ms:
 * the receipt times are noted by the workers, so the polling does not move them). */
export const waitForCount = async (
  clients: Clients,
  key: string,
  count: number,
  timeoutMs = 10_000,
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await clients.countOf(key);
    if (got >= count) return;
    if (Date.now() > deadline) throw new Error(`only ${got}/${count} got ${key}`);
    await sleep(10);
  }
};
