// Captains entering their team in a cup, on both databases: the admin opens a cup's entries with
// a closing date and a capacity; everyone sees it; a captain enters their own team (not
// another's); past the capacity an entry is a reserve; a withdrawal moves the first reserve up;
// after the closing date only an admin enters a team; the draw takes the first `capacity`.
import type { Competition, CompetitionSummary } from '@cueleague/domain/competitions/records';
import { afterEach, describe, expect, it } from 'vitest';
import { adminCookie, call, cookieFor } from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { createCup, postAs } from '../test/cup-driver.ts';

const CLOSES_AT = '2026-09-10T18:00:00.000Z';

describe.each(TEST_DATABASES)('captains entering a cup (%s)', (kind) => {
  let t: TestApp | undefined;
  // The app's clock: each request a minute later, so the order of entry is plain.
  let clock = new Date('2026-09-01T10:00:00.000Z');
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const setup = async (): Promise<{ t: TestApp; world: World }> => {
    clock = new Date('2026-09-01T10:00:00.000Z');
    t = await buildTestApp(kind, {}, { now: () => clock });
    return { t, world: await seedWorld(t.db) };
  };
  const tick = () => {
    clock = new Date(clock.getTime() + 60_000);
  };

  const openCup = (app: TestApp, world: World, admin: string, capacity?: number) =>
    createCup(app, world, admin, {
      name: 'Open Cup',
      teamIds: [],
      entries: { closesAt: CLOSES_AT, ...(capacity ? { capacity } : {}) },
    });

  const enter = async (
    app: TestApp,
    cupId: string,
    teamId: string,
    cookie: string,
    status = 201,
  ) => {
    tick();
    return (
      await call(
        app,
        { method: 'POST', url: `/api/competitions/${cupId}/entries`, cookie, payload: { teamId } },
        status,
      )
    ).json<Competition>();
  };

  const entries = (cup: Competition) =>
    cup.entries.map(({ teamId, reserve }) => ({ teamId, reserve }));

  it('takes entries up to its capacity, then reserves; a withdrawal moves the first reserve up', async () => {
    const { t: app, world } = await setup();
    const admin = await adminCookie(app, world);
    const [t1, t2, t3] = world.teams;
    const cup = await openCup(app, world, admin, 2);
    expect(cup).toMatchObject({
      state: 'entries',
      entriesCloseAt: CLOSES_AT,
      capacity: 2,
      entrantCount: 0,
      reserveCount: 0,
      entries: [],
    });

    // A visitor finds the open cup, in the list and on its page.
    const list = (await call(app, { method: 'GET', url: '/api/competitions' })).json<{
      items: CompetitionSummary[];
    }>();
    expect(list.items.map((item) => item.id)).toEqual([cup.id]);
    await call(app, { method: 'GET', url: `/api/competitions/${cup.id}` });

    // Team 1's captain enters Team 1, but not Team 2; a player cannot enter their team.
    const captain1 = await cookieFor(app, world, 'captain1');
    const entered = await enter(app, cup.id, t1, captain1);
    expect(entered.entries).toEqual([
      {
        teamId: t1,
        name: 'Team 1',
        seed: null,
        enteredAt: '2026-09-01T10:01:00.000Z',
        reserve: false,
      },
    ]);
    await enter(app, cup.id, t2, captain1, 403);
    await enter(app, cup.id, t1, await cookieFor(app, world, 'player1'), 403);
    await enter(app, cup.id, t1, '', 401);
    // Entered once.
    await enter(app, cup.id, t1, captain1, 409);

    await enter(app, cup.id, t2, await cookieFor(app, world, 'captain2'));
    // The third entry is over the capacity: a reserve, and the answer says so.
    const full = await enter(app, cup.id, t3, await cookieFor(app, world, 'captain3'));
    expect(entries(full)).toEqual([
      { teamId: t1, reserve: false },
      { teamId: t2, reserve: false },
      { teamId: t3, reserve: true },
    ]);
    expect(full).toMatchObject({ entrantCount: 2, reserveCount: 1 });

    // Another team's captain cannot withdraw Team 1; its own captain can, and Team 3 moves up.
    const withdraw = (teamId: string, cookie: string, status = 200) =>
      call(
        app,
        { method: 'DELETE', url: `/api/competitions/${cup.id}/entries/${teamId}`, cookie },
        status,
      );
    await withdraw(t1, await cookieFor(app, world, 'captain3'), 403);
    const after = (await withdraw(t1, captain1)).json<Competition>();
    expect(entries(after)).toEqual([
      { teamId: t2, reserve: false },
      { teamId: t3, reserve: false },
    ]);
    await withdraw(t1, captain1, 404);

    // Team 1 enters again: now it is the reserve.
    expect(entries(await enter(app, cup.id, t1, captain1)).at(-1)).toEqual({
      teamId: t1,
      reserve: true,
    });

    // The draw takes the first two entries; Team 1 stays listed as the reserve.
    const drawn = (
      await call(app, {
        method: 'POST',
        url: `/api/competitions/${cup.id}/draw`,
        cookie: admin,
        payload: { method: 'random', seed: 'entries' },
      })
    ).json<Competition>();
    expect(drawn.state).toBe('drawn');
    expect(
      drawn.entries
        .filter((entry) => entry.seed !== null)
        .map((e) => e.teamId)
        .sort(),
    ).toEqual([t2, t3].sort());
    expect(drawn.entries.find((entry) => entry.teamId === t1)).toMatchObject({
      reserve: true,
      seed: null,
    });
    expect(drawn.rounds.map((round) => round.name)).toEqual(['Final']);
    // A drawn cup is the admin's alone again until published, and takes no more changes.
    await call(app, { method: 'GET', url: `/api/competitions/${cup.id}` }, 404);
    await withdraw(t2, await cookieFor(app, world, 'captain2'), 409);
  });

  it("tells the league's admins of each entry and withdrawal, in the bell and by e-mail", async () => {
    const { t: app, world } = await setup();
    const admin = await adminCookie(app, world);
    const [t1, t2, t3] = world.teams;
    const cup = await openCup(app, world, admin, 2);
    const adminNotices = async () =>
      (await call(app, { method: 'GET', url: '/api/notifications', cookie: admin }))
        .json<{ items: { kind: string; title: string; link: string }[] }>()
        .items.filter((item) => item.kind === 'cup-entry')
        .map((item) => item.title)
        .reverse();
    const captain1 = await cookieFor(app, world, 'captain1');
    await enter(app, cup.id, t1, captain1);
    await enter(app, cup.id, t2, await cookieFor(app, world, 'captain2'));
    await enter(app, cup.id, t3, await cookieFor(app, world, 'captain3'));
    tick();
    await call(app, {
      method: 'DELETE',
      url: `/api/competitions/${cup.id}/entries/${t1}`,
      cookie: captain1,
    });
    expect(await adminNotices()).toEqual([
      'Open Cup: Team 1 entered (1 of 2)',
      'Open Cup: Team 2 entered (2 of 2)',
      'Open Cup: Team 3 entered as a reserve (2 of 2)',
      'Open Cup: Team 1 withdrew; Team 3 moved up from the reserves (2 of 2)',
    ]);
    const mails = app.mails.filter((mail) => mail.to === world.emails.admin);
    expect(mails).toHaveLength(4);
    expect(mails[0]?.text).toContain(`/admin/competitions?cup=${cup.id}`);
    // The captains hear nothing of it; nor does the admin of their own entry and withdrawal.
    expect(app.mails.filter((mail) => mail.to !== world.emails.admin)).toEqual([]);
    await enter(app, cup.id, t1, admin);
    await call(app, {
      method: 'DELETE',
      url: `/api/competitions/${cup.id}/entries/${t3}`,
      cookie: admin,
    });
    expect(await adminNotices()).toHaveLength(4);

    // An admin who switched the kind's e-mail off still sees it in the bell.
    await call(app, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      cookie: admin,
      payload: { email: { 'cup-entry': false } },
    });
    await enter(app, cup.id, t3, await cookieFor(app, world, 'captain3'));
    expect((await adminNotices()).at(-1)).toBe('Open Cup: Team 3 entered as a reserve (2 of 2)');
    expect(app.mails.filter((mail) => mail.to === world.emails.admin)).toHaveLength(4);
  });

  it('lets the admin withdraw a team: before the draw its entry (audited), after it a walkover', async () => {
    const { t: app, world } = await setup();
    const admin = await adminCookie(app, world);
    const [t1, t2, t3] = world.teams;
    const cup = await openCup(app, world, admin, 2);
    for (const [teamId, who] of [
      [t1, 'captain1'],
      [t2, 'captain2'],
      [t3, 'captain3'],
    ] as const)
      await enter(app, cup.id, teamId, await cookieFor(app, world, who));

    // Before the draw: the admin removes Team 2's entry, and Team 3 moves up from the reserves.
    tick();
    const after = (
      await call(app, {
        method: 'DELETE',
        url: `/api/competitions/${cup.id}/entries/${t2}`,
        cookie: admin,
      })
    ).json<Competition>();
    expect(entries(after)).toEqual([
      { teamId: t1, reserve: false },
      { teamId: t3, reserve: false },
    ]);
    const audit = await app.db
      .selectFrom('leagueAudit')
      .select(['subjectType', 'subjectId', 'reason', 'note', 'actorUserId'])
      .where('reason', '=', 'cup_entry_withdrawn')
      .execute();
    expect(audit).toEqual([
      {
        subjectType: 'season',
        subjectId: world.seasonId,
        reason: 'cup_entry_withdrawn',
        note: 'Team 2 withdrawn from Open Cup; Team 3 moved up',
        actorUserId: world.users.admin,
      },
    ]);

    // After the draw a withdrawal is the admin's decision of the team's tie, for its opponent.
    await postAs(app, `/api/competitions/${cup.id}/draw`, admin, {
      method: 'manual',
      order: [t1, t3],
    });
    const published = await postAs(app, `/api/competitions/${cup.id}/publish`, admin, {
      roundDates: ['2026-09-20T18:30:00.000Z'],
    });
    const final = published.ties.find((tie) => tie.id === 'W1-1');
    expect(final).toMatchObject({ home: { teamId: t1 }, away: { teamId: t3 }, status: 'ready' });
    const matchId = final?.match?.id ?? '';
    await call(
      app,
      { method: 'DELETE', url: `/api/competitions/${cup.id}/entries/${t3}`, cookie: admin },
      409,
    );
    const decided = await postAs(app, `/api/competitions/${cup.id}/ties/W1-1/decide`, admin, {
      winner: 'home',
      reason: 'Team 3 withdrew: the team has folded',
    });
    expect(decided.ties.find((tie) => tie.id === 'W1-1')).toMatchObject({
      status: 'decided',
      winner: 'home',
      match: null,
      decidedBy: { reason: 'Team 3 withdrew: the team has folded' },
    });
    expect(decided).toMatchObject({ state: 'finished', winner: { teamId: t1 } });
    // The tie's fixture went (the audit outlives it), with the reason.
    await call(app, { method: 'GET', url: `/api/matches/${matchId}` }, 404);
    expect(
      await app.db
        .selectFrom('auditLog')
        .select(['reason', 'note', 'actorUserId'])
        .where('matchId', '=', matchId)
        .where('reason', '=', 'match_deleted')
        .execute(),
    ).toEqual([
      {
        reason: 'match_deleted',
        note: 'Open Cup: tie decided (Team 3 withdrew: the team has folded)',
        actorUserId: world.users.admin,
      },
    ]);
  });

  it('closes at its closing date, except to an admin', async () => {
    const { t: app, world } = await setup();
    const admin = await adminCookie(app, world);
    const [t1, t2] = world.teams;
    const cup = await openCup(app, world, admin);
    expect(cup.capacity).toBeNull();
    clock = new Date(CLOSES_AT);
    await enter(app, cup.id, t1, await cookieFor(app, world, 'captain1'), 409);
    // The admin may still enter a team (a late entry the league agreed to).
    expect(entries(await enter(app, cup.id, t2, admin))).toEqual([{ teamId: t2, reserve: false }]);
  });

  it('refuses an entry to a cup that takes none, and a team of another season', async () => {
    const { t: app, world } = await setup();
    const admin = await adminCookie(app, world);
    const [t1, t2, t3] = world.teams;
    // A hand-picked cup takes no entries from captains, and no one but the admin sees it.
    const picked = (
      await call(
        app,
        {
          method: 'POST',
          url: '/api/competitions',
          cookie: admin,
          payload: { seasonId: world.seasonId, name: 'Picked Cup', teamIds: [t1, t2] },
        },
        201,
      )
    ).json<Competition>();
    expect(picked).toMatchObject({ entriesCloseAt: null, capacity: null });
    await enter(app, picked.id, t3, await cookieFor(app, world, 'captain3'), 409);
    await call(app, { method: 'GET', url: `/api/competitions/${picked.id}` }, 404);
    // A cup with neither teams nor entries is no cup.
    const refused = await call(
      app,
      {
        method: 'POST',
        url: '/api/competitions',
        cookie: admin,
        payload: { seasonId: world.seasonId, name: 'Empty Cup' },
      },
      422,
    );
    expect(refused.json()).toMatchObject({
      error: { fields: { teamIds: 'A cup needs at least two teams' } },
    });

    // A team of another season cannot enter.
    const open = await openCup(app, world, admin);
    await app.db
      .insertInto('seasons')
      .values({
        ...(await app.db.selectFrom('seasons').selectAll().executeTakeFirstOrThrow()),
        id: 's-old',
        name: 'Old',
      })
      .execute();
    await app.db.updateTable('teams').set({ seasonId: 's-old' }).where('id', '=', t3).execute();
    await enter(app, open.id, t3, admin, 422);
  });
});
