// A user's unread count reaches their socket on another server process: the notification's live
// event is recorded in the write's transaction, and PostgreSQL's NOTIFY wakes the other process.
// SQLite is one process by design, so this runs on PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { connectSpectator, type Spectator } from '../test/live-client.ts';
import { adminCookie, call, createMatch } from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.runIf(TEST_DATABASES.includes('postgres'))('the user topic across processes', () => {
  const apps: TestApp[] = [];
  let spectator: Spectator | undefined;
  afterEach(async () => {
    await spectator?.close();
    // The first app owns the database; the second is only more connections to it.
    for (const app of apps.splice(0).reverse()) await app.close();
  });

  it("a fixture moved through process A reaches the player's socket on process B", async () => {
    const a = await buildTestApp('postgres');
    apps.push(a);
    const world = await seedWorld(a.db);
    const handle = openDatabase(a.database.url);
    const b = await buildTestApp(
      'postgres',
      {},
      { database: { ...handle, url: a.database.url, dispose: () => handle.close() } },
    );
    apps.push(b);
    const match = await createMatch(a, world, { homeTeamId: 't1', awayTeamId: 't2' });

    const baseUrl = await b.app.listen({ port: 0, host: '127.0.0.1' });
    spectator = await connectSpectator(baseUrl, { cookie: await b.login(world.emails.player1) });
    const topic = `user:${world.users.player1}`;
    spectator.subscribe(topic);
    await spectator.waitFor((message) => message.type === 'snapshot');

    await call(a, {
      method: 'PATCH',
      url: `/api/matches/${match.id}`,
      cookie: await adminCookie(a, world),
      payload: { scheduledDate: '2026-10-09T18:30:00.000Z' },
    });
    const event = await spectator.waitFor((message) => message.type === 'event');
    expect(event).toMatchObject({ topic, event: 'notifications.changed', data: { unread: 1 } });
  });
});
