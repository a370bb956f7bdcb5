// One process of the spectator load generator (lib/spectators.ts forks several): it holds its
// share of the WebSocket spectators and notes when each message arrives on the machine's
// monotonic clock (process.hrtime, the same in every process), keyed by match version, and sends
// its receipts, CPU time and event-loop delay back when asked. Plain JavaScript, so each worker
// loads only `ws` (no TypeScript loader in the process being checked for headroom).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/** How much of each message a spectator decodes: type, seq, version and topic come first.
 * Browsers each have their own CPU; decoding every whole copy here would time this process. */
const HEAD_BYTES = 256;

/** @type {{ url: string, count: number, firstIndex: number, topics: string[], key: string }} */
const options = JSON.parse(process.env.SPECTATOR_WORKER ?? '{}');

const clockMs = () => Number(process.hrtime.bigint()) / 1e6;

/** The key a message is timed by (or null to ignore it), from its head. */
const keyers = {
  /** A match's version for events, 'snapshot' for the first answer to a subscribe. */
  version: (head) => {
    if (!head.startsWith('{"type":"event"'))
      return head.includes('"type":"snapshot"') ? 'snapshot' : null;
    return /"version":(\d+)/.exec(head)?.[1] ?? null;
  },
  /** `<matchId>@<version>` for events, for spectators spread over several matches. */
  topicVersion: (head) => {
    if (!head.startsWith('{"type":"event"')) return null;
    const version = /"version":(\d+)/.exec(head)?.[1];
    const topic = /"topic":"match:([^"]+)"/.exec(head)?.[1];
    return version && topic ? `${topic}@${version}` : null;
  },
};
const keyOf = keyers[options.key];
if (!keyOf) throw new Error(`unknown key ${options.key}`);

/** @type {Map<string, number[]>} receipt times (ms, clockMs) per key */
const received = new Map();
/** @type {WebSocket[]} */
const sockets = [];

const headOf = (data) => {
  const buffer = Buffer.isBuffer(data)
    ? data
    : Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.from(data);
  return buffer.toString('utf8', 0, Math.min(buffer.length, HEAD_BYTES));
};

const onMessage = (data) => {
  const at = clockMs();
  const key = keyOf(headOf(data));
  if (key === null) return;
  let list = received.get(key);
  if (!list) received.set(key, (list = []));
  list.push(at);
};

/** Every event the first spectator of all received, whole, by key: the bench sends the floor
 * the very bytes of one of them. */
const kept = new Map();
const onMessageKept = (data) => {
  onMessage(data);
  const text = Buffer.isBuffer(data) ? data.toString('utf8') : headOf(data);
  const key = keyOf(text);
  if (key !== null && text.startsWith('{"type":"event"')) kept.set(key, text);
};

const open = (index) =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(options.url, { perMessageDeflate: false });
    socket.on('message', index === 0 ? onMessageKept : onMessage);
    socket.once('open', () => {
      const topic =
        options.topics.length > 0 ? options.topics[index % options.topics.length] : null;
      if (topic) socket.send(JSON.stringify({ type: 'subscribe', topic }));
      resolve(socket);
    });
    socket.once('error', reject);
  });

/** Opens `count` more spectators, numbered from `firstIndex` (which topic each takes). */
const connect = async (count, firstIndex) => {
  for (let i = 0; i < count; i += 100) {
    const size = Math.min(100, count - i);
    const batch = await Promise.all(
      Array.from({ length: size }, (_, j) => open(firstIndex + i + j)),
    );
    sockets.push(...batch);
  }
};

/** What this process spent while watched: its CPU time, how busy its event loop was, and how
 * late its timers ran (a loop that is behind delays every receipt it notes). */
let watch = null;
/** The delay histogram samples every RESOLUTION_MS; what is reported is the lateness beyond it. */
const RESOLUTION_MS = 2;
const late = (ns) => Number(Math.max(0, ns / 1e6 - RESOLUTION_MS).toFixed(2));
const startWatch = () => {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  watch = {
    delay,
    cpu: process.cpuUsage(),
    elu: performance.eventLoopUtilization(),
    at: clockMs(),
  };
};
const report = () => {
  if (!watch) return null;
  watch.delay.disable();
  const cpu = process.cpuUsage(watch.cpu);
  const wallMs = clockMs() - watch.at;
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const result = {
    pid: process.pid,
    sockets: sockets.length,
    wallMs: Math.round(wallMs),
    cpuMs: Math.round(cpuMs),
    cpuShare: Number((cpuMs / wallMs).toFixed(3)),
    eventLoopUtilization: Number(
      performance.eventLoopUtilization(watch.elu).utilization.toFixed(3),
    ),
    eventLoopDelayMs: {
      p50: late(watch.delay.percentile(50)),
      p99: late(watch.delay.percentile(99)),
      max: late(watch.delay.max),
    },
  };
  watch = null;
  return result;
};

process.on('message', (message) => {
  switch (message.type) {
    case 'count':
      process.send({
        type: 'count',
        id: message.id,
        count: received.get(message.key)?.length ?? 0,
      });
      break;
    case 'connect':
      connect(message.count, message.firstIndex).then(
        () => process.send({ type: 'connected', id: message.id, connected: sockets.length }),
        (error) =>
          process.send({
            type: 'failed',
            id: message.id,
            message: String(error?.message ?? error),
          }),
      );
      break;
    case 'watch':
      startWatch();
      process.send({ type: 'watching', id: message.id });
      break;
    case 'collect':
      process.send({
        type: 'collected',
        id: message.id,
        received: [...received],
        kept: [...kept],
        report: report(),
      });
      break;
    case 'close':
      for (const socket of sockets) socket.terminate();
      process.send({ type: 'closed', id: message.id }, () => process.exit(0));
      break;
  }
});

connect(options.count, options.firstIndex).then(
  () => process.send({ type: 'ready', connected: sockets.length }),
  (error) => process.send({ type: 'failed', message: String(error?.message ?? error) }),
);
