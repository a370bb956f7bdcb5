// Two real server processes on one PostgreSQL: a frame scored through A reaches a spectator
// connected to B (LISTEN/NOTIFY). SQLite is one process by design, so this runs on PostgreSQL.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { stageWorldMatch } from '../test/staged-world.ts';
import { LIVE_CHANNEL } from './live-hub.ts';
import { connectSpectator } from '../test/live-client.ts';
import { serverEnv, startServer, stopProcess } from '../test/processes.ts';
import { PASSWORD, seedWorld, type World } from '../test/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-db.ts';

const startServerOn = (databaseUrl: string, dataDir: string) =>
  startServer((port) => serverEnv(port, databaseUrl, dataDir));

describe.runIf(TEST_DATABASES.includes('postgres'))(
  'several server processes on one PostgreSQL',
  () => {
    let database: TestDatabase;
    let world: World;
    let dataDir: string;
    const servers: ChildProcess[] = [];

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      world = await seedWorld(database.db);
      dataDir = mkdtempSync(join(tmpdir(), 'cueleague-mp-'));
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => stopProcess(server)));
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('a frame scored through process A reaches a spectator of process B', async () => {
      // A match in progress with round 1's line-ups locked, made through the domain rules.
      const match = await stageWorldMatch(database.db, world, 'mp-match', 'round1-lineups');

      const [a, b] = await Promise.all([
        startServerOn(database.url, join(dataDir, 'a')),
        startServerOn(database.url, join(dataDir, 'b')),
      ]);
      servers.push(a.child, b.child);

      const spectator = await connectSpectator(b.url);
      try {
        spectator.subscribe(`match:${match.id}`);
        await spectator.waitFor((message) => message.type === 'snapshot');

        const login = await fetch(`${a.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: world.emails.captain1, password: PASSWORD }),
        });
        expect(login.status).toBe(200);
        const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
        const frame = match.frames[0];
        if (!frame) throw new Error('no frame');
        // Every notification on the live channel from here on: a frame write sends one.
        const listener = new pg.Client({ connectionString: database.url });
        await listener.connect();
        const notifications: string[] = [];
        listener.on('notification', (message) => notifications.push(message.payload ?? ''));
        await listener.query(`LISTEN ${LIVE_CHANNEL}`);
        const scored = await fetch(`${a.url}/api/matches/${match.id}/frames/${frame.frameId}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            winnerPlayerId: frame.homePlayerId,
            baseVersion: frame.version,
            reason: 'frame_scored',
          }),
        });
        expect(scored.status).toBe(200);
        const { version } = (await scored.json()) as { version: number };
        const event = await spectator.waitFor(
          (message) => message.type === 'event' && message.version === version,
          10_000,
        );
        expect(event).toMatchObject({
          event: 'match.patched',
          topic: `match:${match.id}`,
          data: { id: match.id, version, from: version - 1 },
        });
        // One write, one notification (the event's and the cache's are the same NOTIFY). A probe
        // sent now reaches this connection after every notification committed before it.
        const probe = `probe-${randomUUID()}`;
        await listener.query('select pg_notify($1, $2)', [LIVE_CHANNEL, probe]);
        await vi.waitFor(() => expect(notifications).toContain(probe), { timeout: 10_000 });
        await listener.end();
        expect(notifications.filter((payload) => payload !== probe)).toHaveLength(1);

        // A change that is not a match event (a team renamed through A) still clears B's cache.
        const teamsUrl = `${b.url}/api/teams?seasonId=${world.seasonId}`;
        // Cached on B (once B has taken in the frame write's notification, which clears it too).
        await expect
          .poll(async () => (await fetch(teamsUrl)).headers.get('x-cache'), { timeout: 10_000 })
          .toBe('hit');
        const adminLogin = await fetch(`${a.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: world.emails.admin, password: PASSWORD }),
        });
        const adminCookie = (adminLogin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
        const renamed = await fetch(`${a.url}/api/teams/t1`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie: adminCookie },
          body: JSON.stringify({ name: 'Renamed Through A' }),
        });
        expect(renamed.status).toBe(200);
        await expect
          .poll(async () => (await (await fetch(teamsUrl)).text()).includes('Renamed Through A'), {
            timeout: 5000,
          })
          .toBe(true);
      } finally {
        await spectator.close();
      }
    });
  },
);
