// Issues 4 and 17 (part 3): N WebSocket spectators on one match while its 16 frames are scored.
// Latency from the scoring request's start (and from its HTTP acknowledgement, 0 when the event
// arrives first) to each spectator's receipt of the matching event. The floor is the same bytes
// broadcast to as many sockets by a bare `ws` server, through the same generator. Also: the
// server's memory per idle spectator after a full GC, and what the generator's worker processes
// used while receiving (bench/README.md, "10,000 spectators").
//   npm run bench:live --workspace bench
//     SPECTATORS=1000  WORKERS=2 (generator processes)  FLOOR_WORKERS=2 (comma list: the floor is
//     measured once per count, to show the generator's size does not move it)
//     RESULTS=live-fanout-workers (bench/results/<RESULTS>.json)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMatchAction, type MatchAction } from '@cueleague/domain/match-lifecycle';
import { createMatch } from '@cueleague/domain/new-match';
import type { Actor } from '@cueleague/domain/permissions';
import type { Match } from '@cueleague/domain/entities';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrations.ts';
import { insertMatch } from '../apps/server/src/services/fixtures.ts';
import { PASSWORD, seedWorld } from '../apps/server/src/test/world.ts';
import {
  freePort,
  startProcess,
  startServer,
  stopProcess,
} from '../apps/server/src/test/processes.ts';
import {
  benchServerEnv,
  loadAverage,
  memoryAfterGc,
  memoryProbeNodeOptions,
  type MemoryReading,
  rssOf,
  runFacts,
  sleep,
  summary,
  writeResults,
} from './lib/bench-util.ts';
import {
  clockMs,
  connectClients,
  defaultWorkers,
  waitForCount,
  type Clients,
} from './lib/spectators.ts';

const SPECTATORS = Number(process.env.SPECTATORS ?? 1000);
const WORKERS = defaultWorkers();
const FLOOR_WORKERS = (process.env.FLOOR_WORKERS ?? String(WORKERS))
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => value > 0);
const RESULTS = process.env.RESULTS ?? 'live-fanout-workers';
/** Waits scale with the number of sockets (10,000 take a while to connect on 2 cores). */
const CONNECT_TIMEOUT_MS = Math.max(30_000, SPECTATORS * 10);
const EVENT_TIMEOUT_MS = Math.max(10_000, SPECTATORS * 2);

/**
 * Connects the spectators in two halves, reading the memory of the process they connect to
 * (after a full GC) before, between and after. Per idle spectator: the growth over the second
 * half, so the runtime's one-off growth in the first burst (its young generation sized up, code
 * compiled) is not counted, and no closed socket's freed memory is reused; and over all of them.
 */
const connectMeasured = async (
  url: string,
  topics: string[],
  workers: number,
  pid: number,
  probeDir: string,
): Promise<{ clients: Clients; memory: Record<string, unknown> }> => {
  const first = Math.floor(SPECTATORS / 2);
  const before = await memoryAfterGc(pid, probeDir);
  const clients = await connectClients({ url, count: first, workers, topics, key: 'version' });
  const readings: MemoryReading[] = [before];
  try {
    for (const half of ['first', 'second']) {
      if (half === 'second') await clients.add(SPECTATORS - first);
      if (topics.length > 0)
        await waitForCount(clients, 'snapshot', clients.count, CONNECT_TIMEOUT_MS);
      await sleep(1000);
      readings.push(await memoryAfterGc(pid, probeDir));
    }
  } catch (error) {
    await clients.close();
    throw error;
  }
  const [, half = before, after = before] = readings;
  return {
    clients,
    memory: {
      perSpectatorSecondHalf: perSocket(half, after, SPECTATORS - first),
      perSpectatorFromZero: perSocket(before, after, SPECTATORS),
      readings: { before, half, after },
    },
  };
};

/** Memory per socket between two readings (after GC), in bytes. */
const perSocket = (before: MemoryReading, after: MemoryReading, count: number) => ({
  rss: Math.round((after.rss - before.rss) / count),
  heapTotal: Math.round((after.heapTotal - before.heapTotal) / count),
  heapUsed: Math.round((after.heapUsed - before.heapUsed) / count),
  external: Math.round((after.external - before.external) / count),
});

/** Receipt latencies of the events keyed in `sent`: from the request's start and from its
 * acknowledgement (0 when the event came first). */
const latencies = (
  received: Map<string, number[]>,
  sent: Map<string, { start: number; acknowledged: number }>,
) => {
  const fromStart: number[] = [];
  const fromAck: number[] = [];
  for (const [key, times] of sent) {
    for (const at of received.get(key) ?? []) {
      fromStart.push(at - times.start);
      fromAck.push(Math.max(0, at - times.acknowledged));
    }
  }
  return { fromStart: summary(fromStart), fromAck: summary(fromAck) };
};

/** Each end of every socket is a file descriptor: the generator's workers share SPECTATORS of
 * them, and the server under test (then the bare ws server) holds as many. */
const checkFileLimit = () => {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  if (Number.isFinite(limit) && limit < SPECTATORS + 1_000)
    throw new Error(
      `ulimit -n is ${limit}: ${SPECTATORS} spectators need at least ${SPECTATORS + 1_000} open files per process; run \`ulimit -n 20000\` (or more) first`,
    );
};

const main = async () => {
  checkFileLimit();
  const dir = mkdtempSync(join(tmpdir(), 'cueleague-bench-'));
  const dbUrl = `sqlite:${join(dir, 'bench.sqlite')}`;
  const database = openDatabase(dbUrl);
  await migrateToLatest(database.db);
  const world = await seedWorld(database.db);
  const admin: Actor = {
    userId: world.users.admin,
    role: 'admin',
    isAdmin: true,
    captainOf: [],
    memberOf: [],
  };
  let match = createMatch({
    id: 'bench-match',
    seasonId: world.seasonId,
    homeTeamId: 't1',
    awayTeamId: 't2',
    scheduledDate: new Date().toISOString(),
  });
  for (const action of [
    {
      type: 'updatePreMatch',
      side: 'home',
      availablePlayers: world.players[0],
      rosterConfirmed: true,
    },
    {
      type: 'updatePreMatch',
      side: 'away',
      availablePlayers: world.players[1],
      rosterConfirmed: true,
    },
    { type: 'start' },
  ] satisfies MatchAction[]) {
    const result = applyMatchAction(match, action, { actor: admin, now: new Date().toISOString() });
    if (!result.ok) throw new Error(result.message);
    match = result.value.match;
  }
  await database.db.transaction().execute((trx) => insertMatch(trx, match, new Date()));
  await database.close();

  const probeDir = join(dir, 'memory');
  mkdirSync(probeDir);
  const probeEnv = { NODE_OPTIONS: memoryProbeNodeOptions(), MEMORY_PROBE_DIR: probeDir };
  const { url: base, child: server } = await startServer((port) =>
    benchServerEnv(port, dbUrl, dir, {
      ...probeEnv,
      // Every spectator comes from 127.0.0.1 here.
      LIVE_MAX_SOCKETS_PER_IP: String(Math.min(100_000, SPECTATORS + 100)),
    }),
  );
  const results: Record<string, unknown> = {
    spectators: SPECTATORS,
    generatorWorkers: WORKERS,
    ...runFacts(),
  };
  let sample = '';
  try {
    await sleep(500);
    const rssBefore = rssOf(server.pid ?? 0);
    const { clients, memory } = await connectMeasured(
      `${base.replace('http', 'ws')}/api/live`,
      [`match:${match.id}`],
      WORKERS,
      server.pid ?? 0,
      probeDir,
    );
    const rssAfter = rssOf(server.pid ?? 0);
    // As issue 4 measured it (resident memory, no GC, from zero), for comparison.
    results.memoryPerIdleSpectatorBytes = Math.round((rssAfter - rssBefore) / SPECTATORS);
    results.memoryPerIdleSpectatorAfterGc = memory;

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: world.emails.admin, password: PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const send = async (method: string, path: string, body: unknown): Promise<Match> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Match;
    };

    const sent = new Map<string, { start: number; acknowledged: number }>();
    await clients.watch();
    const benchCpu = process.cpuUsage();
    for (let round = 1; round <= 4; round++) {
      for (const side of ['home', 'away'] as const) {
        match = await send('PUT', `/api/matches/${match.id}/lineup`, {
          side,
          round,
          positions: (side === 'home' ? world.players[0] : world.players[1]).slice(0, 4),
          locked: true,
        });
      }
      for (const frame of match.frames.filter((f) => f.round === round)) {
        const current = match.frames.find((f) => f.frameId === frame.frameId) ?? frame;
        const start = clockMs();
        match = await send('PATCH', `/api/matches/${match.id}/frames/${frame.frameId}`, {
          winnerPlayerId: current.homePlayerId,
          baseVersion: current.version,
          reason: 'frame_scored',
        });
        sent.set(String(match.version), { start, acknowledged: clockMs() });
        await waitForCount(clients, String(match.version), SPECTATORS, EVENT_TIMEOUT_MS);
        await sleep(100);
      }
      match = await send('POST', `/api/matches/${match.id}/lock-round`, { round });
    }
    const { received, generator, events } = await clients.collect();
    const cpu = process.cpuUsage(benchCpu);
    await clients.close();
    const measured = latencies(received, sent);
    results.cueleague = measured.fromAck;
    results.cueleagueFromRequestStart = measured.fromStart;
    results.generator = {
      workers: generator,
      mainProcessCpuMs: Math.round((cpu.user + cpu.system) / 1000),
    };
    // The floor sends the very bytes of the last frame's event as the spectators got it, its
    // version changed.
    const lastFrame = [...sent.keys()].at(-1) ?? '';
    sample = events.get(lastFrame) ?? '';
    if (!sample) throw new Error('the last frame event did not reach the first spectator');
    results.eventBytes = Buffer.byteLength(sample);
  } finally {
    await stopProcess(server);
  }

  try {
    // The floor: the same bytes broadcast to as many sockets by a bare ws server, through the
    // same generator; once per generator size in FLOOR_WORKERS.
    const floors: Record<string, unknown>[] = [];
    for (const workers of FLOOR_WORKERS) floors.push(await measureFloor(sample, workers, probeDir));
    results.bareWsFloors = floors;
    const floor =
      floors.find((entry) => entry.generatorWorkers === WORKERS) ?? floors[floors.length - 1];
    results.bareWsFloor = floor?.fromAck;
    results.bareWsFloorFromRequestStart = floor?.fromStart;
    const p99 = (results.cueleagueFromRequestStart as { p99: number }).p99;
    const floorP99 = (floor?.fromStart as { p99: number } | undefined)?.p99 ?? Number.NaN;
    const memory = (
      results.memoryPerIdleSpectatorAfterGc as { perSpectatorSecondHalf: { rss: number } }
    ).perSpectatorSecondHalf.rss;
    results.target = {
      fromRequestStartP99AtMostMs: 100,
      atMostTimesFloor: 2,
      memoryPerIdleSpectatorAtMostBytes: 8192,
      met: p99 <= 100 && p99 <= 2 * floorP99 && memory <= 8192,
    };
    results.loadAverageAtEnd = loadAverage();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  writeResults(RESULTS, results);
  console.log(JSON.stringify(results, null, 2));
};

/** The bare ws server's broadcast of `sample` (16 versions of it) to SPECTATORS sockets held by
 * `workers` generator processes, and its own memory per idle socket. */
const measureFloor = async (sample: string, workers: number, probeDir: string) => {
  const barePort = await freePort();
  const bareBase = `http://127.0.0.1:${barePort}`;
  const bare = await startProcess(
    'bench/lib/bare-ws-server.ts',
    { PORT: String(barePort), NODE_OPTIONS: memoryProbeNodeOptions(), MEMORY_PROBE_DIR: probeDir },
    `${bareBase}/health`,
  );
  let clients: Clients | null = null;
  try {
    await sleep(500);
    const connected = await connectMeasured(
      `ws://127.0.0.1:${barePort}`,
      [],
      workers,
      bare.pid ?? 0,
      probeDir,
    );
    clients = connected.clients;
    const sent = new Map<string, { start: number; acknowledged: number }>();
    await clients.watch();
    for (let i = 0; i < 16; i++) {
      const version = String(1_000_000 + i);
      const start = clockMs();
      await fetch(bareBase, {
        method: 'POST',
        // The first "version" is the event's own (type, seq and event name come before it).
        body: sample.replace(/"version":\d+/, `"version":${version}`),
      });
      sent.set(version, { start, acknowledged: clockMs() });
      await waitForCount(clients, version, SPECTATORS, EVENT_TIMEOUT_MS);
      await sleep(100);
    }
    const { received, generator } = await clients.collect();
    const measured = latencies(received, sent);
    return {
      generatorWorkers: workers,
      fromAck: measured.fromAck,
      fromStart: measured.fromStart,
      memoryPerIdleSocketAfterGc: connected.memory,
      generator: generator,
    };
  } finally {
    await clients?.close();
    await stopProcess(bare);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
