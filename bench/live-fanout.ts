// Issue 4's benchmark: N WebSocket spectators on one match while its 16 frames are scored.
// Latency = time from the scoring write's HTTP acknowledgement to each client's receipt of the
// matching event (0 when the event arrives first). The same broadcast from a bare `ws` server is
// the floor. Also: the server's memory per idle spectator connection.
//   npm run bench:live            (SPECTATORS=1000 by default)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMatchAction, type MatchAction } from '@cueleague/domain/match-lifecycle';
import { matchDelta } from '@cueleague/domain/match-delta';
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
  rssOf,
  sleep,
  summary,
  writeResults,
} from './lib/bench-util.ts';
import { connectClients, waitForCount } from './lib/spectators.ts';

const SPECTATORS = Number(process.env.SPECTATORS ?? 1000);

const main = async () => {
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

  const { url: base, child: server } = await startServer((port) =>
    benchServerEnv(port, dbUrl, dir),
  );
  const results: Record<string, unknown> = {
    spectators: SPECTATORS,
    date: new Date().toISOString(),
    machine: `${(await import('node:os')).cpus().length} cores`,
    loadAverageAtStart: loadAverage(),
  };
  try {
    await sleep(500);
    const rssBefore = rssOf(server.pid ?? 0);
    const versionOf = (raw: string): string | null => {
      if (!raw.startsWith('{"type":"event"'))
        return raw.includes('"type":"snapshot"') ? 'snapshot' : null;
      return /"version":(\d+)/.exec(raw)?.[1] ?? null;
    };
    const clients = await connectClients(
      `${base.replace('http', 'ws')}/api/live`,
      SPECTATORS,
      (socket) => socket.send(JSON.stringify({ type: 'subscribe', topic: `match:${match.id}` })),
      versionOf,
    );
    await waitForCount(clients, 'snapshot', SPECTATORS, 30_000);
    await sleep(2000);
    const rssAfter = rssOf(server.pid ?? 0);
    results.memoryPerIdleSpectatorBytes = Math.round((rssAfter - rssBefore) / SPECTATORS);

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

    const latencies: number[] = [];
    const endToEnd: number[] = [];
    let sample = '';
    /** The match before the last frame scored: the floor sends that frame's event. */
    let lastBefore = match;
    let lastAfter = match;
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
        const sent = performance.now();
        lastBefore = match;
        match = await send('PATCH', `/api/matches/${match.id}/frames/${frame.frameId}`, {
          winnerPlayerId: current.homePlayerId,
          baseVersion: current.version,
          reason: 'frame_scored',
        });
        const acknowledged = performance.now();
        lastAfter = match;
        await waitForCount(clients, String(match.version), SPECTATORS);
        for (const at of clients.received.get(String(match.version)) ?? []) {
          latencies.push(Math.max(0, at - acknowledged));
          endToEnd.push(at - sent);
        }
        await sleep(100);
      }
      match = await send('POST', `/api/matches/${match.id}/lock-round`, { round });
    }
    // What a frame event is on the wire (a delta since issue 17, not the whole match).
    sample = JSON.stringify({
      type: 'event',
      seq: 1,
      event: 'match.patched',
      version: 999_999,
      topic: `match:${match.id}`,
      data: matchDelta(lastBefore, lastAfter),
    });
    clients.close();
    results.cueleague = summary(latencies);
    results.cueleagueFromRequestStart = summary(endToEnd);
    results.eventBytes = sample.length;

    // The floor: the same broadcast from a bare ws server.
    const barePort = await freePort();
    const bareBase = `http://127.0.0.1:${barePort}`;
    const bare = await startProcess(
      'bench/lib/bare-ws-server.ts',
      { PORT: String(barePort) },
      `${bareBase}/health`,
    );
    try {
      const bareClients = await connectClients(
        `ws://127.0.0.1:${barePort}`,
        SPECTATORS,
        () => undefined,
        (raw) => /"version":(\d+)/.exec(raw)?.[1] ?? null,
      );
      await sleep(1000);
      const floor: number[] = [];
      const floorEndToEnd: number[] = [];
      for (let i = 0; i < 16; i++) {
        const version = String(1_000_000 + i);
        const sent = performance.now();
        await fetch(bareBase, {
          method: 'POST',
          body: sample.replace('"version":999999', `"version":${version}`),
        });
        const acknowledged = performance.now();
        await waitForCount(bareClients, version, SPECTATORS);
        for (const at of bareClients.received.get(version) ?? []) {
          floor.push(Math.max(0, at - acknowledged));
          floorEndToEnd.push(at - sent);
        }
        await sleep(100);
      }
      bareClients.close();
      results.bareWsFloor = summary(floor);
      results.bareWsFloorFromRequestStart = summary(floorEndToEnd);
      const p99 = summary(latencies).p99;
      const floorP99 = summary(floor).p99;
      results.target = {
        p99AtMostMs: 50,
        atMostTimesFloor: 2,
        met: p99 <= 50 && p99 <= 2 * floorP99,
      };
      results.loadAverageAtEnd = loadAverage();
    } finally {
      await stopProcess(bare);
    }
  } finally {
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
  writeResults('live-fanout', results);
  console.log(JSON.stringify(results, null, 2));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
