// Match-day reminders go out once per match and user at the reminder time in the league's zone,
// however many server processes share the database and however often they restart: each reminder
// is claimed with a unique row, and only the claimer writes and mails it.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { adminCookie, call, createMatch } from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import type { TestDatabase } from '../test/test-db.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { writer } from './write-transaction.ts';

/** 7 October 2026 in London (BST, UTC+1): 09:00 and 10:30 local, and a 19:30 match. */
const EARLY = new Date('2026-10-07T08:00:00.000Z');
const DUE = new Date('2026-10-07T09:30:00.000Z');
const EVENING = '2026-10-07T18:30:00.000Z';

describe.each(TEST_DATABASES)('match-day reminders (%s)', (kind) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    // The first app owns the database: the others are only more connections to it.
    for (const app of apps.splice(0).reverse()) await app.close();
  });

  /** Another server process on the same database: its own app, hub and connections. */
  const anotherProcess = async (
    first: TestApp,
    now: Date,
    env: Record<string, string> = {},
  ): Promise<TestApp> => {
    const handle = openDatabase(first.database.url);
    const database: TestDatabase = {
      ...handle,
      url: first.database.url,
      dispose: () => handle.close(),
    };
    const app = await buildTestApp(kind, env, { database, now: () => now });
    apps.push(app);
    return app;
  };

  const remind = (app: TestApp, now: Date, time = '10:00') =>
    app.app.ctx.notifications.sendMatchDayReminders(app.db, writer(app.app.ctx), now, time);

  const reminders = async (app: TestApp) =>
    (
      await app.db
        .selectFrom('notifications')
        .select(['userId', 'matchId', 'title', 'link'])
        .where('kind', '=', 'match-day')
        .execute()
    ).sort((a, b) => `${a.matchId}${a.userId}`.localeCompare(`${b.matchId}${b.userId}`));

  const setUp = async (): Promise<{ first: TestApp; world: World; matchId: string }> => {
    const first = await buildTestApp(kind, {}, { now: () => EARLY });
    apps.push(first);
    const world = await seedWorld(first.db);
    const match = await createMatch(first, world, {
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: EVENING,
    });
    // Another day's match and another team's are never reminded today.
    await createMatch(first, world, {
      homeTeamId: 't2',
      awayTeamId: 't3',
      scheduledDate: '2026-10-08T18:30:00.000Z',
    });
    return { first, world, matchId: match.id };
  };

  it('waits for the reminder time, then reminds everyone on both rosters once, from the timer', async () => {
    const { first, world, matchId } = await setUp();
    expect(await remind(first, EARLY)).toBe(0);
    expect(await reminders(first)).toEqual([]);

    // A process started after 10:00 checks at once (its timer); closing it waits for the check.
    const later = await anotherProcess(first, DUE);
    await later.close();
    apps.splice(apps.indexOf(later), 1);
    const sent = await reminders(first);
    expect(sent.map((row) => row.userId).sort()).toEqual(
      [world.users.captain1, world.users.captain2, world.users.player1].sort(),
    );
    expect(sent.every((row) => row.matchId === matchId)).toBe(true);
    expect(sent.find((row) => row.userId === world.users.player1)).toMatchObject({
      title: 'Match day: Team 1 v Team 2, 19:30 at The Red Lion',
      link: `/matches/${matchId}`,
    });
    expect(sent.find((row) => row.userId === world.users.captain1)?.link).toBe(
      `/team/match/${matchId}/score`,
    );
    expect(later.mails.map((mail) => mail.to).sort()).toEqual(
      [world.emails.captain1, world.emails.captain2, world.emails.player1].sort(),
    );

    // A restart on the same database, and the first process's own check: nothing more.
    const restarted = await anotherProcess(first, DUE);
    expect(await remind(restarted, DUE)).toBe(0);
    expect(await remind(first, DUE)).toBe(0);
    expect(await reminders(first)).toHaveLength(3);
    expect([...first.mails, ...restarted.mails]).toEqual([]);
  });

  it('sends each reminder once when two processes check at the same time', async () => {
    const { first, world } = await setUp();
    const second = await anotherProcess(first, EARLY);
    // SQLite is one process's database (the server's lock file): the second one's check comes
    // after the first's; PostgreSQL's processes race.
    const counts =
      kind === 'postgres'
        ? await Promise.all([remind(first, DUE), remind(second, DUE)])
        : [await remind(first, DUE), await remind(second, DUE)];
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(await reminders(first)).toHaveLength(3);
    expect([...first.mails, ...second.mails].map((mail) => mail.to).sort()).toEqual(
      [world.emails.captain1, world.emails.captain2, world.emails.player1].sort(),
    );
  });

  it('reminds again on the new day of a fixture moved to another day, not after a same-day move', async () => {
    const { first, world, matchId } = await setUp();
    expect(await remind(first, DUE)).toBe(3);
    const admin = await adminCookie(first, world);
    const move = (scheduledDate: string) =>
      call(first, {
        method: 'PATCH',
        url: `/api/matches/${matchId}`,
        cookie: admin,
        payload: { scheduledDate },
      });
    await move('2026-10-07T19:00:00.000Z');
    expect(await remind(first, DUE)).toBe(0);
    await move('2026-10-14T18:30:00.000Z');
    expect(await remind(first, DUE)).toBe(0);
    expect(await remind(first, new Date('2026-10-14T09:30:00.000Z'))).toBe(3);
    expect(await remind(first, new Date('2026-10-14T09:35:00.000Z'))).toBe(0);
  });

  it('goes out at the configured time, in the league time zone', async () => {
    const { first } = await setUp();
    // 18:00 London is 17:00 UTC: not yet at 10:30.
    const evening = await anotherProcess(first, DUE, { MATCH_DAY_REMINDER_TIME: '18:00' });
    expect(await remind(evening, DUE, evening.config.matchDayReminderTime)).toBe(0);
    const at1805 = new Date('2026-10-07T17:05:00.000Z');
    expect(await remind(evening, at1805, evening.config.matchDayReminderTime)).toBe(3);
    // After the match has begun it is too late for a reminder.
    await first.db.deleteFrom('notificationClaims').execute();
    expect(await remind(evening, new Date('2026-10-07T18:45:00.000Z'), '18:00')).toBe(0);
  });
});
