// Issue 9's load test: 500 spectator sockets on 8 matches while their 16 captains score for 60 s
// against one server process (SQLite). Every acknowledged write must reach every spectator of its
// match: 0 errors, 0 lost events; p99 from acknowledgement to spectator.
//   npm run bench:load --workspace bench     (DURATION=60 s, SPECTATORS=500, WORKERS=2)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Match } from '@cueleague/domain/entities';
import { applyMatchAction, type MatchAction } from '@cueleague/domain/match-lifecycle';
import { createMatch } from '@cueleague/domain/new-match';
import type { Actor } from '@cueleague/domain/permissions';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrations.ts';
import { insertMatch } from '../apps/server/src/services/fixtures.ts';
import { insertLeagueRow, insertSeasonRow } from '../apps/server/src/test/world.ts';
import { startServer, stopProcess } from '../apps/server/src/test/processes.ts';
import { benchServerEnv, loadAverage, sleep, summary, writeResults } from './lib/bench-util.ts';
import { clockMs, connectClients } from './lib/spectators.ts';

const DURATION_MS = Number(process.env.DURATION ?? 60) * 1000;
const SPECTATORS = Number(process.env.SPECTATORS ?? 500);
const MATCHES = 8;
const PASSWORD = 'bench-password';
const ADMIN: Actor = { userId: 'admin', role: 'admin', isAdmin: true, captainOf: [], memberOf: [] };

interface Captain {
  email: string;
  matchId: string;
  /** The frames this captain scores: home takes frames 1-2 of round 1, away frames 3-4. */
  frameIds: string[];
}

const seed = async (dbUrl: string): Promise<Captain[]> => {
  const database = openDatabase(dbUrl);
  await migrateToLatest(database.db);
  const db = database.db;
  const now = new Date().toISOString();
  const hash = await hashPassword(PASSWORD);
  await insertLeagueRow(db, { id: 'l', name: 'Load League', createdAt: now });
  await insertSeasonRow(db, { id: 's', leagueId: 'l', name: 'Load' });
  const captains: Captain[] = [];
  for (let m = 0; m < MATCHES; m++) {
    const sides = ['home', 'away'] as const;
    const squads: Record<'home' | 'away', string[]> = { home: [], away: [] };
    const teamIds: Record<'home' | 'away', string> = { home: `t${m}h`, away: `t${m}a` };
    for (const side of sides) {
      const teamId = teamIds[side];
      const userId = `u-${teamId}`;
      await db
        .insertInto('users')
        .values({
          id: userId,
          email: `captain.${teamId}@load.test`,
          passwordHash: hash,
          role: 'player',
          createdAt: now,
        })
        .execute();
      await db
        .insertInto('teams')
        .values({
          id: teamId,
          seasonId: 's',
          name: `Team ${teamId}`,
          homeVenueId: null,
          captainUserId: userId,
        })
        .execute();
      for (let n = 1; n <= 5; n++) {
        const playerId = `${teamId}-p${n}`;
        await db
          .insertInto('players')
          .values({
            id: playerId,
            userId: n === 1 ? userId : null,
            firstName: `P${n}`,
            lastName: teamId,
          })
          .execute();
        await db
          .insertInto('teamPlayers')
          .values({
            id: `${playerId}-m`,
            teamId,
            playerId,
            seasonId: 's',
            role: n === 1 ? 'captain' : 'player',
            isActive: 1,
          })
          .execute();
        squads[side].push(playerId);
      }
    }
    let match = createMatch({
      id: `match-${m}`,
      seasonId: 's',
      homeTeamId: teamIds.home,
      awayTeamId: teamIds.away,
      scheduledDate: now,
    });
    const actions: MatchAction[] = [
      {
        type: 'updatePreMatch',
        side: 'home',
        availablePlayers: squads.home,
        rosterConfirmed: true,
      },
      {
        type: 'updatePreMatch',
        side: 'away',
        availablePlayers: squads.away,
        rosterConfirmed: true,
      },
      { type: 'start' },
      {
        type: 'setLineup',
        side: 'home',
        round: 1,
        positions: squads.home.slice(0, 4),
        locked: true,
      },
      {
        type: 'setLineup',
        side: 'away',
        round: 1,
        positions: squads.away.slice(0, 4),
        locked: true,
      },
    ];
    for (const action of actions) {
      const result = applyMatchAction(match, action, { actor: ADMIN, now });
      if (!result.ok) throw new Error(result.message);
      match = result.value.match;
    }
    await db.transaction().execute((trx) => insertMatch(trx, match, new Date()));
    const round1 = match.frames.filter((frame) => frame.round === 1).map((frame) => frame.frameId);
    captains.push({
      email: `captain.${teamIds.home}@load.test`,
      matchId: match.id,
      frameIds: round1.slice(0, 2),
    });
    captains.push({
      email: `captain.${teamIds.away}@load.test`,
      matchId: match.id,
      frameIds: round1.slice(2),
    });
  }
  await database.close();
  return captains;
};

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cueleague-load-'));
  const dbUrl = `sqlite:${join(dir, 'load.sqlite')}`;
  const captains = await seed(dbUrl);
  const { url: base, child: server } = await startServer((port) =>
    benchServerEnv(port, dbUrl, dir, {
      AUTH_RATE_LIMIT_PER_IP: '1000',
      // Every spectator comes from 127.0.0.1 here.
      LIVE_MAX_SOCKETS_PER_IP: String(SPECTATORS + 100),
    }),
  );
  const matchIds = [...new Set(captains.map((captain) => captain.matchId))];
  const loadAverageAtStart = loadAverage();
  let results: Record<string, unknown> = {};
  try {
    // Spectators spread over the matches (spectator i on match i % 8), in generator workers;
    // each message keyed by match and version.
    const perMatch = new Map<string, number>();
    for (let i = 0; i < SPECTATORS; i++) {
      const matchId = matchIds[i % matchIds.length] ?? '';
      perMatch.set(matchId, (perMatch.get(matchId) ?? 0) + 1);
    }
    const clients = await connectClients({
      url: `${base.replace('http', 'ws')}/api/live`,
      count: SPECTATORS,
      topics: matchIds.map((matchId) => `match:${matchId}`),
      key: 'topicVersion',
    });
    await sleep(1000);

    const acknowledged = new Map<string, number>();
    let writes = 0;
    let errors = 0;
    const stopAt = Date.now() + DURATION_MS;
    await Promise.all(
      captains.map(async (captain) => {
        const login = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: captain.email, password: PASSWORD }),
        });
        if (!login.ok) throw new Error(`login ${captain.email}: ${login.status}`);
        const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
        let match = (await (await fetch(`${base}/api/matches/${captain.matchId}`)).json()) as Match;
        let turn = 0;
        while (Date.now() < stopAt) {
          const frameId = captain.frameIds[turn % captain.frameIds.length] ?? '';
          const frame = match.frames.find((candidate) => candidate.frameId === frameId);
          if (!frame) throw new Error('no frame');
          const body =
            frame.state === 'resulted'
              ? { reset: true, baseVersion: frame.version, reason: 'frame_reset' }
              : {
                  winnerPlayerId: turn % 3 === 0 ? frame.awayPlayerId : frame.homePlayerId,
                  baseVersion: frame.version,
                  reason: 'frame_scored',
                };
          const response = await fetch(`${base}/api/matches/${captain.matchId}/frames/${frameId}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify(body),
          });
          const at = clockMs();
          writes += 1;
          if (!response.ok) {
            errors += 1;
            match = (await (await fetch(`${base}/api/matches/${captain.matchId}`)).json()) as Match;
          } else {
            match = (await response.json()) as Match;
            acknowledged.set(`${captain.matchId}@${match.version}`, at);
          }
          turn += 1;
          // A captain at the table: a tap every 100-200 ms at the most.
          await sleep(100 + Math.random() * 100);
        }
      }),
    );
    await sleep(3000);
    const { received } = await clients.collect();
    await clients.close();
    const latencies: number[] = [];
    let lost = 0;
    for (const [key, at] of acknowledged) {
      const matchId = key.split('@')[0] ?? '';
      const expected = perMatch.get(matchId) ?? 0;
      const receipts = received.get(key) ?? [];
      lost += Math.max(0, expected - receipts.length);
      for (const receivedAt of receipts) latencies.push(Math.max(0, receivedAt - at));
    }
    const ackToSpectator = summary(latencies);
    results = {
      date: new Date().toISOString(),
      machine: `${cpus().length} cores`,
      loadAverageAtStart,
      loadAverageAtEnd: loadAverage(),
      durationSeconds: DURATION_MS / 1000,
      spectators: SPECTATORS,
      captains: captains.length,
      writes,
      writesPerSecond: Math.round(writes / (DURATION_MS / 1000)),
      errors,
      lostEvents: lost,
      deliveries: latencies.length,
      ackToSpectator,
      target: {
        errors: 0,
        lostEvents: 0,
        p99AtMostMs: 100,
        met: errors === 0 && lost === 0 && ackToSpectator.p99 <= 100,
      },
    };
  } finally {
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
  writeResults('live-load', results);
  console.log(JSON.stringify(results, null, 2));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
