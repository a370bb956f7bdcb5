// A cup tie's date agreed by its captains, on both databases: one captain proposes a date inside
// the round's window, the other accepts and the fixture moves (audited, both teams told); a date
// outside the window, the wrong person, a league match or a postponed tie are refused; a new
// proposal replaces the open one; either side withdraws or declines; the admin's move closes it.
import type { TieDates } from '@cueleague/domain/competitions/tie-dates';
import type { Competition } from '@cueleague/domain/competitions/records';
import type { Match } from '@cueleague/domain/entities';
import { afterEach, describe, expect, it } from 'vitest';
import { adminCookie, call, cookieFor, createMatch, getMatch } from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { createCup } from '../test/cup-driver.ts';

/** The app's clock: a week and a half before the round's play-by date. */
const NOW = new Date('2026-09-20T12:00:00.000Z');
/** The round's play-by date: Thu 1 Oct, 19:30 in London (BST). */
const PLAY_BY = '2026-10-01T18:30:00.000Z';
const TUE = '2026-09-29T18:30:00.000Z';
const WED = '2026-09-30T18:30:00.000Z';

describe.each(TEST_DATABASES)('agreeing a cup tie date (%s)', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** A published two-team cup: team 1 at home to team 2, at the round's play-by date. */
  const setup = async () => {
    const app = await buildTestApp(kind, {}, { now: () => NOW });
    t = app;
    const world = await seedWorld(app.db);
    const admin = await adminCookie(app, world);
    const [t1, t2] = world.teams;
    const cup = await createCup(app, world, admin, { teamIds: [t1, t2] });
    const post = (url: string, payload: object) =>
      call(app, { method: 'POST', url, cookie: admin, payload });
    await post(`/api/competitions/${cup.id}/draw`, { method: 'manual', order: [t1, t2] });
    const published = (
      await post(`/api/competitions/${cup.id}/publish`, { roundDates: [PLAY_BY] })
    ).json<Competition>();
    const matchId = published.ties[0]?.match?.id ?? '';
    const cookies = {
      admin,
      home: await cookieFor(app, world, 'captain1'),
      away: await cookieFor(app, world, 'captain2'),
      other: await cookieFor(app, world, 'captain3'),
      player: await cookieFor(app, world, 'player1'),
    };
    return { app, world, matchId, cookies };
  };

  const url = (matchId: string) => `/api/matches/${matchId}/date-proposal`;
  const propose = (app: TestApp, matchId: string, cookie: string, body: object, status = 200) =>
    call(app, { method: 'POST', url: url(matchId), cookie, payload: body }, status);
  const read = async (app: TestApp, matchId: string) =>
    (await call(app, { method: 'GET', url: url(matchId) })).json<TieDates>();
  const notices = async (app: TestApp, world: World, who: 'captain1' | 'captain2' | 'player1') =>
    (
      await call(app, {
        method: 'GET',
        url: '/api/notifications',
        cookie: await cookieFor(app, world, who),
      })
    )
      .json<{ items: { kind: string; title: string }[] }>()
      .items.filter((item) => item.kind.startsWith('tie-date'));

  it('is proposed by one captain and accepted by the other: the fixture moves', async () => {
    const { app, world, matchId, cookies } = await setup();
    // The window ends at midnight after the play-by date, London time.
    expect(await read(app, matchId)).toEqual({
      matchId,
      playBy: '2026-10-01T23:00:00.000Z',
      proposal: null,
    });

    const proposed = (
      await propose(app, matchId, cookies.away, { scheduledDate: TUE })
    ).json<TieDates>();
    expect(proposed).toMatchObject({ proposal: { side: 'away', scheduledDate: TUE } });
    // Every device of either captain reads it.
    expect((await read(app, matchId)).proposal).toMatchObject({ side: 'away', scheduledDate: TUE });
    expect(await notices(app, world, 'captain1')).toEqual([
      expect.objectContaining({
        kind: 'tie-date-proposed',
        title: 'Team 1 v Team 2: Team 2 propose Tue 29 Sept, 19:30',
      }),
    ]);
    expect(await notices(app, world, 'captain2')).toEqual([]);

    // The proposer cannot accept their own date.
    await call(app, { method: 'POST', url: `${url(matchId)}/accept`, cookie: cookies.away }, 403);
    const moved = (
      await call(app, { method: 'POST', url: `${url(matchId)}/accept`, cookie: cookies.home })
    ).json<Match>();
    expect(moved.scheduledDate).toBe(TUE);
    expect((await getMatch(app, matchId)).scheduledDate).toBe(TUE);
    expect((await read(app, matchId)).proposal).toBeNull();
    // Audited as a fixture move.
    const audit = (
      await call(app, {
        method: 'GET',
        url: `/api/matches/${matchId}/audit`,
        cookie: cookies.admin,
      })
    ).json<{ items: { note: string | null; after: { scheduledDate: string } }[] }>();
    expect(audit.items).toContainEqual(
      expect.objectContaining({
        note: 'Date agreed by the captains',
        after: expect.objectContaining({ scheduledDate: TUE }) as unknown,
      }),
    );
    // Both teams hear the agreed date once; the one who accepted does not.
    for (const who of ['captain2', 'player1'] as const)
      expect((await notices(app, world, who)).map((notice) => notice.title)).toEqual([
        'Team 1 v Team 2 agreed for Tue 29 Sept, 19:30 at The Red Lion',
      ]);
    expect((await notices(app, world, 'captain1')).map((notice) => notice.kind)).toEqual([
      'tie-date-proposed',
    ]);
  });

  it("tells the tie's live topic of each proposal made or closed, for the other captain's open page", async () => {
    const { app, matchId, cookies } = await setup();
    interface Poll {
      cursor: string;
      events: { event: string; topic: string; data: unknown }[];
    }
    const poll = async (cursor?: string) =>
      (
        await call(app, {
          method: 'GET',
          url: `/api/live/poll?topics=match:${matchId}&timeout=5${cursor ? `&cursor=${cursor}` : ''}`,
        })
      ).json<Poll>();
    const start = await poll();

    await propose(app, matchId, cookies.away, { scheduledDate: TUE });
    const proposed = await poll(start.cursor);
    expect(proposed.events).toEqual([
      expect.objectContaining({
        event: 'tie-date.changed',
        topic: `match:${matchId}`,
        data: { matchId },
      }),
    ]);

    // Declined by the other side: told the same way.
    await call(app, { method: 'DELETE', url: url(matchId), cookie: cookies.home }, 204);
    const declined = await poll(proposed.cursor);
    expect(declined.events.map((event) => event.event)).toEqual(['tie-date.changed']);
  });

  it('refuses a date outside the window, the wrong person, a league match and a postponed tie', async () => {
    const { app, world, matchId, cookies } = await setup();
    const outside = await propose(
      app,
      matchId,
      cookies.home,
      { scheduledDate: '2026-10-02T18:30:00.000Z' },
      422,
    );
    expect(outside.json()).toMatchObject({
      error: { message: 'The tie must be played by the end of its round’s play-by date.' },
    });
    // The play-by night itself is inside; a date gone by is not.
    await propose(app, matchId, cookies.home, { scheduledDate: '2026-10-01T21:30:00.000Z' });
    await propose(app, matchId, cookies.home, { scheduledDate: '2026-09-19T18:30:00.000Z' }, 422);

    await propose(app, matchId, cookies.other, { scheduledDate: TUE }, 403);
    await propose(app, matchId, cookies.player, { scheduledDate: TUE }, 403);
    await propose(app, matchId, cookies.home, { scheduledDate: TUE, side: 'away' }, 403);
    await call(app, { method: 'POST', url: url(matchId), payload: { scheduledDate: TUE } }, 401);
    // An admin says which team proposes.
    await propose(app, matchId, cookies.admin, { scheduledDate: TUE }, 422);
    await propose(app, matchId, cookies.admin, { scheduledDate: TUE, side: 'away' });
    await call(app, { method: 'POST', url: `${url(matchId)}/accept`, cookie: cookies.other }, 403);

    const [t1, t2] = world.teams;
    const league = await createMatch(app, world, { homeTeamId: t1, awayTeamId: t2 });
    await propose(app, league.id, cookies.home, { scheduledDate: TUE }, 409);
    await call(app, { method: 'GET', url: url(league.id) }, 409);

    await call(app, {
      method: 'POST',
      url: `/api/matches/${matchId}/postpone`,
      cookie: cookies.admin,
      payload: { reason: 'Venue flooded' },
    });
    await propose(app, matchId, cookies.home, { scheduledDate: TUE }, 409);
    await call(app, { method: 'POST', url: `${url(matchId)}/accept`, cookie: cookies.home }, 409);
  });

  it('is replaced by a new proposal, withdrawn, declined, and closed by the admin moving it', async () => {
    const { app, matchId, cookies } = await setup();
    await propose(app, matchId, cookies.home, { scheduledDate: TUE });
    // A counter-proposal replaces it: the home captain now answers it.
    await propose(app, matchId, cookies.away, { scheduledDate: WED });
    expect((await read(app, matchId)).proposal).toMatchObject({ side: 'away', scheduledDate: WED });
    // Withdrawn by its proposer.
    await call(app, { method: 'DELETE', url: url(matchId), cookie: cookies.away }, 204);
    expect((await read(app, matchId)).proposal).toBeNull();
    await call(app, { method: 'DELETE', url: url(matchId), cookie: cookies.away }, 404);
    await call(app, { method: 'POST', url: `${url(matchId)}/accept`, cookie: cookies.home }, 404);
    // Declined by the other side.
    await propose(app, matchId, cookies.away, { scheduledDate: WED });
    await call(app, { method: 'DELETE', url: url(matchId), cookie: cookies.other }, 403);
    await call(app, { method: 'DELETE', url: url(matchId), cookie: cookies.home }, 204);
    expect((await read(app, matchId)).proposal).toBeNull();

    // The admin's move overrides an open proposal.
    await propose(app, matchId, cookies.home, { scheduledDate: TUE });
    await call(app, {
      method: 'PATCH',
      url: `/api/matches/${matchId}`,
      cookie: cookies.admin,
      payload: { scheduledDate: WED },
    });
    expect(await read(app, matchId)).toMatchObject({ proposal: null });
    expect((await getMatch(app, matchId)).scheduledDate).toBe(WED);
  });
});
