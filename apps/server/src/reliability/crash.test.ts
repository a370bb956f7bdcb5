// Crash safety: a real server process is killed with SIGKILL again and again while captains and
// an admin stream match writes to it (frames scored, reset and re-scored; pre-match rosters;
// line-ups), and restarted on the same database each time. After every restart:
// - every write that was answered 200 is there: its receipt holds the very answer, its audit
//   entry exists once, and the match reflects it (or a later change, which the audit explains);
// - nothing is half-applied: scores are the sums of the frames, the match version is its
//   starting version plus its audit entries, the audit entries chain from the starting match to
//   the stored one (every frame's before equals the previous after, no version gaps), each
//   change has its receipt and its live event, and no write appears that nobody sent;
// - a write whose answer was lost to the kill applied fully or not at all: sent again with the
//   same mutationId it is answered 200, with the stored answer when it had applied (and applies
//   nothing more), or it applies now.
// CRASH_KILLS and CRASH_SEED override the number of kills (8) and the random seed.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Frame, Match } from '@cueleague/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMatch } from '../repositories/matches.ts';
import { loginOverHttp, serverEnv, startServer, stopProcess } from '../test/processes.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-db.ts';
import { buildTestApp } from '../test/test-app.ts';
import { PASSWORD, seedWorld, type World } from '../test/world.ts';
import { stageWorldMatch } from '../test/staged-world.ts';
import type { Stage } from './staged-match.ts';

/** The match's own fields an audit entry records beside its frames. */
const MATCH_FIELDS = ['state', 'homeScore', 'awayScore', 'preMatchState', 'progress'] as const;

const KILLS = Number(process.env.CRASH_KILLS ?? 8);
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small seeded generator, so a failing run's choices can be replayed. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Values as they travel as JSON (undefined members dropped), for exact comparison. */
const plain = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
const same = (a: unknown, b: unknown): boolean => isDeepStrictEqual(plain(a), plain(b));

interface Write {
  writer: string;
  matchId: string;
  method: 'PATCH' | 'PUT';
  path: string;
  body: { mutationId: string } & Record<string, unknown>;
  cookie: string;
  /** The frame a PATCH scores or resets. */
  frameId?: string;
}

interface Writer {
  name: string;
  matchId: string;
  cookie: string;
  snapshot: Match;
  next(random: () => number, snapshot: Match): Write;
}

interface Server {
  url: string;
  child: ChildProcess;
}

interface AuditView {
  state: string;
  version: number;
  homeScore: number;
  awayScore: number;
  preMatchState: unknown;
  progress: unknown;
  frames: Frame[];
}

interface AuditEntry {
  id: string;
  mutationId: string | null;
  before: AuditView;
  after: AuditView;
}

const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

const shuffled = <T>(random: () => number, items: readonly T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
};

describe.each(TEST_DATABASES)('crash safety: kill -9 during acknowledged writes (%s)', (kind) => {
  let database: TestDatabase;
  let world: World;
  let dataDir: string;
  let server: Server | null = null;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await seedWorld(database.db);
    dataDir = mkdtempSync(join(tmpdir(), 'cueleague-crash-'));
  });

  afterAll(async () => {
    if (server) await stopProcess(server.child, 'SIGKILL');
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const startTestServer = (): Promise<Server> =>
    startServer((port) => serverEnv(port, database.url, dataDir));

  const login = (url: string, email: string) => loginOverHttp(url, email, PASSWORD);

  const send = async (url: string, write: Write): Promise<{ status: number; text: string }> => {
    const response = await fetch(`${url}${write.path}`, {
      method: write.method,
      headers: { 'content-type': 'application/json', cookie: write.cookie },
      body: JSON.stringify(write.body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, text: await response.text() };
  };

  it(`keeps every acknowledged write and half-applies none across ${KILLS} kills`, async () => {
    const started = Date.now();
    const random = generator(SEED);
    const where = `(${kind}, CRASH_SEED=${SEED})`;
    const { db } = database;

    // Three matches and four writers, each with something valid to write at any moment: two
    // captains scoring, resetting and re-scoring round 1 of one match (two frames each, so their
    // transactions race on the match row), the admin saving pre-match rosters of a second match
    // and (unlocked) round 1 line-ups of a third.
    const [home, away, third] = world.players;
    const scoring = await stageWorldMatch(db, world, 'crash-scoring', 'round1-lineups');
    const preMatch = await stageWorldMatch(db, world, 'crash-prematch', 'pre-match', { away: 2 });
    const lineups = await stageWorldMatch(db, world, 'crash-lineups', 'in-progress', {
      home: 1,
      away: 2,
    });
    const initial = new Map([scoring, preMatch, lineups].map((match) => [match.id, match]));

    server = await startTestServer();
    const cookies = {
      captain1: await login(server.url, world.emails.captain1),
      captain2: await login(server.url, world.emails.captain2),
      admin: await login(server.url, world.emails.admin),
    };

    const frameWriter = (name: string, cookie: string, frameIds: string[]): Writer => ({
      name,
      matchId: scoring.id,
      cookie,
      snapshot: scoring,
      next(rnd, snapshot) {
        const frameId = pick(rnd, frameIds);
        const frame = snapshot.frames.find((candidate) => candidate.frameId === frameId);
        if (!frame) throw new Error(`no frame ${frameId}`);
        const reset = frame.state !== 'unplayed' && rnd() < 0.4;
        return {
          writer: name,
          matchId: scoring.id,
          method: 'PATCH',
          path: `/api/matches/${scoring.id}/frames/${frameId}`,
          frameId,
          cookie,
          body: {
            ...(reset
              ? { reset: true }
              : { winnerPlayerId: rnd() < 0.5 ? frame.homePlayerId : frame.awayPlayerId }),
            baseVersion: frame.version,
            reason: reset ? 'Scored by mistake' : 'Frame won',
            mutationId: randomUUID(),
          },
        };
      },
    });
    const frameIds = scoring.frames.filter((f) => f.round === 1).map((f) => f.frameId);
    const writers: Writer[] = [
      frameWriter('captain1 scoring', cookies.captain1, frameIds.slice(0, 2)),
      frameWriter('captain2 scoring', cookies.captain2, frameIds.slice(2, 4)),
      {
        name: 'admin pre-match',
        matchId: preMatch.id,
        cookie: cookies.admin,
        snapshot: preMatch,
        next(rnd) {
          const side = rnd() < 0.5 ? 'home' : 'away';
          const team = side === 'home' ? home : third;
          return {
            writer: this.name,
            matchId: preMatch.id,
            method: 'PUT',
            path: `/api/matches/${preMatch.id}/pre-match`,
            cookie: cookies.admin,
            body: {
              side,
              availablePlayers: shuffled(rnd, team).slice(0, 1 + Math.floor(rnd() * team.length)),
              rosterConfirmed: rnd() < 0.5,
              reason: 'Roster update',
              mutationId: randomUUID(),
            },
          };
        },
      },
      {
        name: 'admin line-ups',
        matchId: lineups.id,
        cookie: cookies.admin,
        snapshot: lineups,
        next(rnd) {
          const side = rnd() < 0.5 ? 'home' : 'away';
          return {
            writer: this.name,
            matchId: lineups.id,
            method: 'PUT',
            path: `/api/matches/${lineups.id}/lineup`,
            cookie: cookies.admin,
            body: {
              side,
              round: 1,
              positions: shuffled(rnd, side === 'home' ? away : third).slice(0, 4),
              locked: false,
              mutationId: randomUUID(),
            },
          };
        },
      },
    ];

    const acked: { write: Write; body: Match }[] = [];
    const stats = { acked: 0, inDoubt: 0, appliedBeforeKill: 0, appliedOnResend: 0 };

    const auditOf = async (matchId: string): Promise<AuditEntry[]> =>
      (await db.selectFrom('auditLog').selectAll().where('matchId', '=', matchId).execute())
        .map((row) => ({
          id: row.id,
          mutationId: row.mutationId,
          before: JSON.parse(row.before) as AuditView,
          after: JSON.parse(row.after) as AuditView,
        }))
        .sort((a, b) => a.after.version - b.after.version);

    /** The invariants, read straight from the database; `pending` are writes in doubt. */
    const verify = async (label: string, pending: ReadonlySet<string>): Promise<void> => {
      const problems: string[] = [];
      const problem = (text: string) => problems.push(`${label}: ${text}`);
      const receipts = new Map(
        (await db.selectFrom('mutationReceipts').selectAll().execute()).map((row) => [
          row.mutationId,
          row,
        ]),
      );
      const events = await db.selectFrom('liveEvents').select(['topics', 'version']).execute();
      const ackedIds = new Set(acked.map((ack) => ack.write.body.mutationId));
      const audited = new Map<string, AuditEntry[]>();
      const stored = new Map<string, Match>();

      for (const [matchId, start] of initial) {
        const match = await loadMatch(db, matchId);
        if (match) stored.set(matchId, match);
        if (!match) {
          problem(`match ${matchId} is gone`);
          continue;
        }
        const sum = (side: 'homeScore' | 'awayScore') =>
          match.frames.reduce((total, frame) => total + frame[side], 0);
        if (match.homeScore !== sum('homeScore') || match.awayScore !== sum('awayScore')) {
          problem(`${matchId}: score ${match.homeScore}-${match.awayScore} is not its frames'`);
        }
        const audit = await auditOf(matchId);
        for (const entry of audit) {
          if (!entry.mutationId) problem(`${matchId}: audit ${entry.id} has no mutationId`);
          else audited.set(entry.mutationId, [...(audited.get(entry.mutationId) ?? []), entry]);
        }
        if (match.version !== start.version + audit.length) {
          problem(
            `${matchId}: version ${match.version}, but ${start.version} + ${audit.length} audit entries`,
          );
        }
        // Walk the audit from the starting match: each entry starts where the last one ended.
        let previous: AuditView = { ...start, frames: start.frames };
        const frames = new Map(start.frames.map((frame) => [frame.frameId, frame]));
        for (const entry of audit) {
          const { before, after } = entry;
          if (before.version !== previous.version || after.version !== previous.version + 1) {
            problem(
              `${matchId}: audit ${before.version}->${after.version} after version ${previous.version}`,
            );
          }
          for (const field of MATCH_FIELDS) {
            if (!same(before[field], previous[field])) {
              problem(`${matchId}: audit v${after.version} ${field} before is not the last after`);
            }
          }
          for (const frame of before.frames) {
            if (!same(frame, frames.get(frame.frameId))) {
              problem(`${matchId}: audit v${after.version} frame ${frame.frameId} before differs`);
            }
          }
          for (const frame of after.frames) {
            const was = frames.get(frame.frameId);
            if (!was || frame.version !== was.version + 1) {
              problem(`${matchId}: frame ${frame.frameId} v${was?.version} -> v${frame.version}`);
            }
            frames.set(frame.frameId, frame);
          }
          previous = after;
        }
        for (const field of MATCH_FIELDS) {
          if (!same(match[field], previous[field]))
            problem(`${matchId}: stored ${field} is not the last audit entry's`);
        }
        for (const frame of match.frames) {
          if (!same(frame, frames.get(frame.frameId)))
            problem(`${matchId}: stored frame ${frame.frameId} is not the audit's last word`);
        }
        // One live event per change, written in the same transaction.
        const eventVersions = events
          .filter((event) => event.topics.split(',').includes(`match:${matchId}`))
          .map((event) => event.version)
          .sort((a, b) => a - b);
        const auditVersions = audit.map((entry) => entry.after.version);
        if (!same(eventVersions, auditVersions)) {
          problem(
            `${matchId}: live events v[${eventVersions.join()}], audit v[${auditVersions.join()}]`,
          );
        }
      }

      // Receipts and audit entries come in pairs, each from a write that was sent.
      for (const [mutationId, entries] of audited) {
        if (!ackedIds.has(mutationId) && !pending.has(mutationId))
          problem(`audit entry for ${mutationId}, which nobody sent`);
        if (entries.length !== 1) problem(`${entries.length} audit entries for ${mutationId}`);
        const receipt = receipts.get(mutationId);
        const entry = entries[0];
        if (!receipt) {
          problem(`audit entry for ${mutationId} without its receipt`);
        } else if (entry) {
          const answer = JSON.parse(receipt.response) as Match;
          if (receipt.statusCode !== 200 || answer.version !== entry.after.version)
            problem(`receipt of ${mutationId} does not match its audit entry`);
        }
      }
      for (const mutationId of receipts.keys()) {
        if (!audited.has(mutationId)) problem(`receipt ${mutationId} without its audit entry`);
      }

      // Every acknowledged write: its receipt holds the answer; the match has it or later work.
      for (const { write, body } of acked) {
        const { mutationId } = write.body;
        const receipt = receipts.get(mutationId);
        if (!receipt || receipt.statusCode !== 200 || !same(JSON.parse(receipt.response), body)) {
          problem(`acknowledged ${write.writer} ${mutationId}: receipt missing or different`);
        }
        const entry = audited.get(mutationId)?.[0];
        if (!entry || entry.after.version !== body.version) {
          problem(`acknowledged ${write.writer} ${mutationId}: no audit entry at v${body.version}`);
        }
        if (write.frameId) {
          const answered = body.frames.find((frame) => frame.frameId === write.frameId);
          const logged = entry?.after.frames.find((frame) => frame.frameId === write.frameId);
          if (!answered || !same(answered, logged))
            problem(`acknowledged ${mutationId}: the audit's frame is not the answered one`);
          const now = stored
            .get(write.matchId)
            ?.frames.find((frame) => frame.frameId === write.frameId);
          if (!now || !answered || now.version < answered.version)
            problem(`acknowledged ${mutationId}: frame ${write.frameId} went back`);
          else if (now.version === answered.version && !same(now, answered))
            problem(`acknowledged ${mutationId}: frame ${write.frameId} differs at its version`);
        }
      }
      expect(problems, `${where}`).toEqual([]);
    };

    for (let kill = 1; kill <= KILLS; kill++) {
      const live = server;
      // ---- a burst of sequential writes per writer, cut short by SIGKILL ----
      const inDoubt: Write[] = [];
      const failures: string[] = [];
      const run = async (writer: Writer): Promise<void> => {
        for (;;) {
          const write = writer.next(random, writer.snapshot);
          let answer: { status: number; text: string };
          try {
            answer = await send(live.url, write);
          } catch {
            // No answer: the process died with this write somewhere on its way.
            inDoubt.push(write);
            return;
          }
          if (answer.status !== 200) {
            failures.push(`${write.writer}: ${answer.status} ${answer.text.slice(0, 300)}`);
            return;
          }
          const body = JSON.parse(answer.text) as Match;
          acked.push({ write, body });
          stats.acked++;
          writer.snapshot = body;
        }
      };
      const ackedBefore = stats.acked;
      const running = writers.map(run);
      // Not a wait for something: the kill lands at a random moment of the burst (seeded), which
      // is what the test is about.
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.floor(random() * 280)));
      // Each burst kills after at least one acknowledged write, however slow a loaded machine
      // makes the first answer: every burst has something acknowledged to check after it.
      for (let waited = 0; stats.acked === ackedBefore && waited < 15_000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await stopProcess(live.child, 'SIGKILL');
      server = null;
      await Promise.all(running);
      expect(failures, `burst ${kill} ${where}`).toEqual([]);
      stats.inDoubt += inDoubt.length;

      // ---- restart on the same database and check ----
      server = await startTestServer();
      const pending = new Set(inDoubt.map((write) => write.body.mutationId));
      await verify(`after kill ${kill}`, pending);

      for (const write of inDoubt) {
        const receipt = await db
          .selectFrom('mutationReceipts')
          .selectAll()
          .where('mutationId', '=', write.body.mutationId)
          .executeTakeFirst();
        const auditBefore = (await auditOf(write.matchId)).length;
        const answer = await send(server.url, write);
        expect(answer.status, `resent ${write.writer} ${answer.text} ${where}`).toBe(200);
        const body = JSON.parse(answer.text) as Match;
        const auditAfter = (await auditOf(write.matchId)).length;
        if (receipt) {
          // It had applied before the kill: answered as then, and not applied twice.
          stats.appliedBeforeKill++;
          expect(body, `replayed answer ${where}`).toEqual(JSON.parse(receipt.response));
          expect(auditAfter, `replay applied again ${where}`).toBe(auditBefore);
        } else {
          stats.appliedOnResend++;
          expect(auditAfter, `resend did not apply once ${where}`).toBe(auditBefore + 1);
        }
        acked.push({ write, body });
      }
      await verify(`after kill ${kill}, lost answers resent`, new Set());
      for (const writer of writers) {
        const fresh = await loadMatch(db, writer.matchId);
        if (!fresh) throw new Error(`match ${writer.matchId} is gone`);
        writer.snapshot = fresh;
      }
    }

    // The run must have written enough to mean something.
    expect(stats.acked, where).toBeGreaterThanOrEqual(KILLS);
    console.info(
      `crash (${kind}): ${KILLS} kills, ${stats.acked} acknowledged writes, ${stats.inDoubt} in doubt ` +
        `(${stats.appliedBeforeKill} had applied, ${stats.appliedOnResend} applied on resend), ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s, CRASH_SEED=${SEED}`,
    );
  }, 180_000);
});

// The other way an answer gets lost: the client gives up waiting and resends while the first
// copy is still being applied (or two server processes get the same offline replay). Every
// copy must be answered alike, and the write applied once. (On PostgreSQL each copy used to
// check for a receipt before queueing for the match row's lock, so all of them applied.)
describe.each(TEST_DATABASES)('a write resent while its first copy is in flight (%s)', (kind) => {
  it('is applied once, and every copy gets the same answer', async () => {
    const t = await buildTestApp(kind);
    try {
      const world = await seedWorld(t.db);
      const admin = await t.login(world.emails.admin);
      const [home, away] = world.players;
      const stage = (id: string, stage: Stage) => stageWorldMatch(t.db, world, id, stage);
      const live = await stage('resend-live', 'round1-lineups');
      const preMatch = await stage('resend-prematch', 'pre-match');
      const lineups = await stage('resend-lineups', 'in-progress');
      const ready = await Promise.all([1, 2, 3].map((n) => stage(`resend-ready-${n}`, 'ready')));

      interface Request {
        method: 'PATCH' | 'PUT' | 'POST';
        url: string;
        payload: Record<string, unknown>;
      }
      /** Each kind of write, built from the match as it is now. */
      const writes: { matchId: string; build: (match: Match, round: number) => Request }[] = [
        {
          matchId: live.id,
          build: (match, round) => {
            const frame = match.frames.find((candidate) => candidate.round === 1);
            if (!frame) throw new Error('no frame');
            return {
              method: 'PATCH',
              url: `/api/matches/${match.id}/frames/${frame.frameId}`,
              payload:
                round % 3 === 2
                  ? { reset: true, baseVersion: frame.version, reason: 'Scored by mistake' }
                  : {
                      winnerPlayerId: round % 2 ? frame.awayPlayerId : frame.homePlayerId,
                      baseVersion: frame.version,
                      reason: 'Frame won',
                    },
            };
          },
        },
        {
          matchId: preMatch.id,
          build: (match, round) => ({
            method: 'PUT',
            url: `/api/matches/${match.id}/pre-match`,
            payload: {
              side: 'home',
              availablePlayers: home.slice(0, 2 + round),
              rosterConfirmed: round % 2 === 0,
            },
          }),
        },
        {
          matchId: lineups.id,
          build: (match, round) => ({
            method: 'PUT',
            url: `/api/matches/${match.id}/lineup`,
            payload: {
              side: 'away',
              round: 1,
              positions: [...away.slice(round % 2), ...away.slice(0, round % 2)].slice(0, 4),
              locked: false,
            },
          }),
        },
        ...ready.map((match) => ({
          matchId: match.id,
          build: (current: Match) => ({
            method: 'POST' as const,
            url: `/api/matches/${current.id}/start`,
            payload: {},
          }),
        })),
      ];
      for (let round = 0; round < 3; round++) {
        for (const write of writes) {
          const match = await loadMatch(t.db, write.matchId);
          if (!match) throw new Error(`no match ${write.matchId}`);
          if (match.state === 'in-progress' && write.matchId.startsWith('resend-ready')) continue;
          const options = write.build(match, round);
          const mutationId = randomUUID();
          const copies = await Promise.all(
            [1, 2, 3, 4].map(() =>
              t.request({
                ...options,
                cookie: admin,
                payload: { ...options.payload, mutationId },
              }),
            ),
          );
          const what = `${options.method} ${options.url} (${kind})`;
          expect(
            copies.map((copy) => copy.statusCode),
            `${what}: ${copies.map((copy) => copy.body.slice(0, 120)).join(' | ')}`,
          ).toEqual([200, 200, 200, 200]);
          expect(new Set(copies.map((copy) => copy.body)).size, what).toBe(1);
          const audit = await t.db
            .selectFrom('auditLog')
            .select('id')
            .where('mutationId', '=', mutationId)
            .execute();
          expect(audit, what).toHaveLength(1);
          expect((await loadMatch(t.db, write.matchId))?.version, what).toBe(match.version + 1);
        }
      }
    } finally {
      await t.close();
    }
  });
});
