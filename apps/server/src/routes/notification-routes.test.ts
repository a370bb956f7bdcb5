// Notifications through the HTTP API (docs/api.md, Notifications; docs/rules.md, Notifications):
// each trigger tells exactly the right people, read and unread with the live count on the user's
// private topic (which nobody else may follow), the e-mail switches and the unsubscribe link.
import type { Match } from '@cueleague/domain/entities';
import { NOTIFICATION_KINDS, type NotificationList } from '@cueleague/domain/notifications';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connectSpectator, type Spectator } from '../test/live-client.ts';
import { adminCookie, call, cookieFor, createMatch, playMatch } from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

type Who = keyof World['users'];

describe.each(TEST_DATABASES)('notifications (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  const spectators: Spectator[] = [];

  const setUp = async () => {
    t = await buildTestApp(kind, { PUBLIC_URL: 'https://league.example.test' });
    world = await seedWorld(t.db);
  };
  afterEach(async () => {
    await Promise.all(spectators.splice(0).map((s) => s.close()));
    await t.close();
  });

  const inbox = async (who: Who): Promise<NotificationList> =>
    (
      await call(t, {
        method: 'GET',
        url: '/api/notifications',
        cookie: await cookieFor(t, world, who),
      })
    ).json<NotificationList>();

  /** Every notification in the database as "user kind", to show that nobody else got one. */
  const everyNotification = async (): Promise<string[]> =>
    (await t.db.selectFrom('notifications').select(['userId', 'kind']).execute())
      .map((row) => `${row.userId} ${row.kind}`)
      .sort();

  const post = async (who: Who, url: string, payload?: object) =>
    call(t, {
      method: 'POST',
      url,
      cookie: await cookieFor(t, world, who),
      ...(payload ? { payload } : {}),
    });

  /** A match of team 1 (home) against team 2 with every round locked by team 1's captain. */
  const playedMatch = async (): Promise<Match> => {
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    return playMatch(t, world, match.id, 'home', { confirm: false });
  };

  it('tells the other captain, and only them, that the result awaits their confirmation', async () => {
    await setUp();
    const match = await playedMatch();
    expect(await everyNotification()).toEqual([`${world.users.captain2} result-entered`]);
    const list = await inbox('captain2');
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      kind: 'result-entered',
      title: 'Team 1 16-0 Team 2: the result awaits your confirmation',
      link: `/team/match/${match.id}/score`,
      matchId: match.id,
      readAt: null,
    });
    // The mail went to the same captain, with the link on the public address.
    expect(t.mails.map((mail) => mail.to)).toEqual([world.emails.captain2]);
    expect(t.mails[0]?.text).toContain(`https://league.example.test/team/match/${match.id}/score`);
  });

  it('tells the other captain of each confirmation, saying whether the match is now completed', async () => {
    await setUp();
    const match = await playedMatch();
    await post('captain2', `/api/matches/${match.id}/confirm`, { side: 'away' });
    const home = await inbox('captain1');
    expect(home.items.map((item) => item.title)).toEqual([
      'Team 1 16-0 Team 2: Team 2 confirmed; it awaits your confirmation',
    ]);
    await post('captain1', `/api/matches/${match.id}/confirm`, { side: 'home' });
    const away = await inbox('captain2');
    expect(away.items.map((item) => [item.kind, item.title])).toEqual([
      ['result-confirmed', 'Team 1 16-0 Team 2: Team 1 confirmed; the match is completed'],
      ['result-entered', 'Team 1 16-0 Team 2: the result awaits your confirmation'],
    ]);
    expect(await everyNotification()).toEqual(
      [
        `${world.users.captain1} result-confirmed`,
        `${world.users.captain2} result-confirmed`,
        `${world.users.captain2} result-entered`,
      ].sort(),
    );
  });

  it('tells the other captain of a dispute, and every admin that one needs settling', async () => {
    await setUp();
    const match = await playedMatch();
    await post('captain2', `/api/matches/${match.id}/dispute`, {
      side: 'away',
      reason: 'Frame 3 was ours',
    });
    expect(await everyNotification()).toEqual(
      [
        `${world.users.admin} dispute-raised`,
        `${world.users.captain1} result-disputed`,
        `${world.users.captain2} result-entered`,
      ].sort(),
    );
    const admin = await inbox('admin');
    expect(admin.items[0]).toMatchObject({
      kind: 'dispute-raised',
      title: 'Team 1 16-0 Team 2: Team 2 disputed the result; an admin settles it',
      link: `/matches/${match.id}`,
    });
  });

  it('tells both rosters when a fixture moves, is postponed or rescheduled, but not the admin who did it', async () => {
    await setUp();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const admin = await adminCookie(t, world);
    await call(t, {
      method: 'PATCH',
      url: `/api/matches/${match.id}`,
      cookie: admin,
      payload: { scheduledDate: '2026-10-08T18:30:00.000Z' },
    });
    const moved = [world.users.captain1, world.users.captain2, world.users.player1]
      .map((userId) => `${userId} fixture-moved`)
      .sort();
    expect(await everyNotification()).toEqual(moved);
    const player = await inbox('player1');
    expect(player.items[0]).toMatchObject({
      title: 'Team 1 v Team 2 moved to Thu 8 Oct, 19:30 at The Red Lion',
      link: `/matches/${match.id}`,
    });
    expect((await inbox('captain2')).items[0]?.link).toBe(`/team/match/${match.id}/score`);

    // An edit that moves nothing tells nobody.
    await call(t, {
      method: 'PATCH',
      url: `/api/matches/${match.id}`,
      cookie: admin,
      payload: { venueId: world.venueId },
    });
    expect(await everyNotification()).toHaveLength(3);

    await call(t, { method: 'POST', url: `/api/matches/${match.id}/postpone`, cookie: admin });
    expect((await inbox('player1')).items[0]?.title).toBe('Team 1 v Team 2 is postponed');
    await call(t, {
      method: 'POST',
      url: `/api/matches/${match.id}/reschedule`,
      cookie: admin,
      payload: { scheduledDate: '2026-10-15T18:30:00.000Z' },
    });
    expect((await inbox('captain1')).items.map((item) => item.title)).toEqual([
      'Team 1 v Team 2 is rescheduled to Thu 15 Oct, 19:30 at The Red Lion',
      'Team 1 v Team 2 is postponed',
      'Team 1 v Team 2 moved to Thu 8 Oct, 19:30 at The Red Lion',
    ]);
    expect(await everyNotification()).toHaveLength(9);
    expect(await inbox('captain3')).toEqual({ items: [], unread: 0 });
  });

  it('tells both rosters of a walkover and of a void, with the winner and the reason, but not the admin', async () => {
    await setUp();
    const admin = await adminCookie(t, world);
    const walkedOver = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const walkover = await call(t, {
      method: 'POST',
      url: `/api/matches/${walkedOver.id}/walkover`,
      cookie: admin,
      payload: { winner: 'home', rule: 'frames', reason: 'Team 2 could not raise a side' },
    });
    expect(walkover.statusCode).toBe(200);
    expect(await everyNotification()).toEqual(
      [world.users.captain1, world.users.captain2, world.users.player1]
        .map((userId) => `${userId} match-decided`)
        .sort(),
    );
    expect((await inbox('player1')).items[0]).toMatchObject({
      kind: 'match-decided',
      title: 'Team 1 v Team 2: a walkover to Team 1 (Team 2 could not raise a side)',
      link: `/matches/${walkedOver.id}`,
    });
    expect((await inbox('captain2')).items[0]?.link).toBe(`/team/match/${walkedOver.id}/score`);

    const voided = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await call(t, {
      method: 'POST',
      url: `/api/matches/${voided.id}/void`,
      cookie: admin,
      payload: { reason: 'The venue flooded' },
    });
    expect((await inbox('captain1')).items[0]?.title).toBe(
      'Team 1 v Team 2 is void (The venue flooded)',
    );
    expect(await inbox('captain3')).toEqual({ items: [], unread: 0 });
  });

  it('marks read the given ones (never another user’s) or all, and pushes the count live', async () => {
    await setUp();
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const captain2 = await cookieFor(t, world, 'captain2');
    const socket = await connectSpectator(baseUrl, { cookie: captain2 });
    spectators.push(socket);
    const topic = `user:${world.users.captain2}`;
    socket.subscribe(topic);
    expect(
      await socket.waitFor((message) => message.type === 'snapshot' && message.topic === topic),
    ).toMatchObject({ kind: 'user', unread: 0 });

    const match = await playedMatch();
    const event = await socket.waitFor(
      (message) => message.type === 'event' && message.event === 'notifications.changed',
    );
    expect(event).toMatchObject({ topic, data: { unread: 1 } });

    const admin = await adminCookie(t, world);
    await call(t, {
      method: 'PATCH',
      url: `/api/matches/${match.id}`,
      cookie: admin,
      payload: { venueId: null },
    });
    const list = await inbox('captain2');
    expect(list.unread).toBe(2);
    const [newest, oldest] = list.items;
    // Someone else's id is ignored: captain1's notification stays unread.
    const theirs = (await inbox('captain1')).items[0]?.id ?? '';
    const marked = await post('captain2', '/api/notifications/read', {
      ids: [oldest?.id ?? '', theirs],
    });
    expect(marked.json()).toEqual({ unread: 1 });
    expect((await inbox('captain1')).unread).toBe(1);
    expect(
      await socket.waitFor(
        (message) =>
          message.event === 'notifications.changed' &&
          (message.data as { unread: number }).unread === 1 &&
          (message.seq ?? 0) > (event.seq ?? 0),
      ),
    ).toMatchObject({ topic });
    const after = await inbox('captain2');
    expect(after.items.find((item) => item.id === newest?.id)?.readAt).toBeNull();
    expect(after.items.find((item) => item.id === oldest?.id)?.readAt).not.toBeNull();

    expect((await post('captain2', '/api/notifications/read', {})).json()).toEqual({ unread: 0 });
    await socket.waitFor(
      (message) =>
        message.event === 'notifications.changed' &&
        (message.data as { unread: number }).unread === 0,
    );
  });

  it('lets only the signed-in user follow their own topic, on the socket and the poll', async () => {
    await setUp();
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const topic = `user:${world.users.captain2}`;
    const stranger = await connectSpectator(baseUrl, {
      cookie: await cookieFor(t, world, 'captain1'),
    });
    const visitor = await connectSpectator(baseUrl);
    const owner = await connectSpectator(baseUrl, {
      cookie: await cookieFor(t, world, 'captain2'),
    });
    spectators.push(stranger, visitor, owner);
    owner.subscribe(topic);
    await owner.waitFor((message) => message.type === 'snapshot');
    for (const socket of [stranger, visitor]) {
      socket.subscribe(topic);
      const refused = await socket.waitFor((message) => message.type === 'error');
      expect(refused.topic).toBe(topic);
      expect(refused.message).toMatch(/private/);
    }
    await playedMatch();
    await owner.waitFor((message) => message.event === 'notifications.changed');
    // Neither heard captain2's count change, which reached captain2.
    for (const socket of [stranger, visitor]) {
      expect(socket.messages.filter((message) => message.topic === topic)).toEqual([
        expect.objectContaining({ type: 'error' }),
      ]);
    }

    const poll = (cookie?: string) =>
      t.request({
        method: 'GET',
        url: `/api/live/poll?topics=live,${topic}`,
        ...(cookie ? { cookie } : {}),
      });
    expect((await poll()).statusCode).toBe(401);
    expect((await poll(await cookieFor(t, world, 'captain1'))).statusCode).toBe(403);
    const own = await poll(await cookieFor(t, world, 'captain2'));
    expect(own.statusCode).toBe(200);
    expect(own.json<{ snapshots: unknown[] }>().snapshots).toContainEqual({
      topic,
      kind: 'user',
      unread: 1,
    });
  });

  it('notifies nobody of an action that is refused or whose transaction rolls back', async () => {
    await setUp();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const early = await t.request({
      method: 'POST',
      url: `/api/matches/${match.id}/confirm`,
      cookie: await cookieFor(t, world, 'captain2'),
      payload: { side: 'away' },
    });
    expect(early.statusCode).toBe(409);
    const played = await playMatch(t, world, match.id, 'home', { confirm: false });
    t.mails.length = 0;
    // The confirmation's last step (its receipt) fails: the whole write rolls back.
    if (kind === 'postgres') {
      await sql`create function fail_receipt() returns trigger language plpgsql
                as $$ begin raise exception 'receipt refused'; end $$`.execute(t.db);
      await sql`create trigger fail_receipt before insert on mutation_receipts
                for each row execute function fail_receipt()`.execute(t.db);
    } else {
      await sql`create trigger fail_receipt before insert on mutation_receipts
                begin select raise(abort, 'receipt refused'); end`.execute(t.db);
    }
    const failed = await t.request({
      method: 'POST',
      url: `/api/matches/${played.id}/confirm`,
      cookie: await cookieFor(t, world, 'captain2'),
      payload: { side: 'away', mutationId: 'rollback-confirm-1' },
    });
    expect(failed.statusCode).toBe(500);
    expect(await everyNotification()).toEqual([`${world.users.captain2} result-entered`]);
    const userEvents = await t.db
      .selectFrom('liveEvents')
      .select('topics')
      .where('topics', '=', `user:${world.users.captain1}`)
      .execute();
    expect(userEvents).toEqual([]);
    // Drained: no send is under way, so none is left to come.
    await t.app.ctx.mailQueue.idle();
    expect(t.mails).toEqual([]);
  });

  it('needs a session for the list, the marking and the preferences', async () => {
    await setUp();
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read'],
      ['GET', '/api/notifications/preferences'],
    ] as const) {
      const response = await t.request({ method, url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('keeps e-mail switches per kind: all on at first, some or all changed, unknown kinds refused', async () => {
    await setUp();
    const cookie = await cookieFor(t, world, 'captain2');
    const read = async () =>
      (await call(t, { method: 'GET', url: '/api/notifications/preferences', cookie })).json<{
        email: Record<string, boolean>;
      }>();
    expect(Object.values((await read()).email)).toEqual(NOTIFICATION_KINDS.map(() => true));
    const saved = await call(t, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      cookie,
      payload: { email: { 'result-entered': false } },
    });
    expect(saved.json<{ email: Record<string, boolean> }>().email).toMatchObject({
      'result-entered': false,
      'match-day': true,
    });
    expect((await read()).email['result-entered']).toBe(false);
    const unknown = await t.request({
      method: 'PUT',
      url: '/api/notifications/preferences',
      cookie,
      payload: { email: { 'result-entered': true, birthdays: true } },
    });
    expect(unknown.statusCode).toBe(422);
    expect((await read()).email['result-entered']).toBe(false);

    // Switched off: still in the bell, not e-mailed.
    await playedMatch();
    expect((await inbox('captain2')).unread).toBe(1);
    expect(t.mails).toEqual([]);
  });

  it("unsubscribes with the mail's token, signed out, by the web page's POST or a mail app's one-click form", async () => {
    await setUp();
    const match = await playedMatch();
    const mail = t.mails[0];
    expect(mail?.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const header = mail?.headers?.['List-Unsubscribe'] ?? '';
    const url = new URL(header.slice(1, -1));
    expect(url.origin + url.pathname).toBe(
      'https://league.example.test/api/notifications/unsubscribe',
    );
    const token = url.searchParams.get('token') ?? '';
    expect(mail?.text).toContain(
      `https://league.example.test/unsubscribe?token=${encodeURIComponent(token)}`,
    );

    // A mail app's one-click POST: form-encoded, no cookie, no Origin (RFC 8058).
    const oneClick = await t.request({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ kind: 'result-entered' });
    const preferences = await call(t, {
      method: 'GET',
      url: '/api/notifications/preferences',
      cookie: await cookieFor(t, world, 'captain2'),
    });
    expect(preferences.json<{ email: Record<string, boolean> }>().email).toMatchObject({
      'result-entered': false,
      'result-confirmed': true,
    });

    // The web page's POST (same origin, no body) answers the same; the token stays valid.
    const page = await t.request({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { origin: 'https://league.example.test' },
    });
    expect(page.json()).toEqual({ kind: 'result-entered' });

    const wrong = await t.request({
      method: 'POST',
      url: '/api/notifications/unsubscribe?token=not-a-token',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ error: { code: 'not_found' } });
    const missing = await t.request({ method: 'POST', url: '/api/notifications/unsubscribe' });
    expect(missing.statusCode).toBe(422);

    // A browser opening the header's link is sent to the page that asks first.
    const opened = await t.request({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);

    // One token per user and kind: the next mail of the kind carries the same one.
    await post('captain2', `/api/matches/${match.id}/confirm`, { side: 'away' });
    const tokens = await t.db.selectFrom('unsubscribeTokens').select(['userId', 'kind']).execute();
    expect(tokens.filter((row) => row.userId === world.users.captain2)).toHaveLength(1);
  });
});
