// Points adjustments through the API, on both databases: only an admin records, changes or
// removes one (a visitor 401, a captain 403); a bad one is refused naming the field, with nothing
// saved; the table adds it to the team's points before ordering and drops it once removed; every
// change is audited on the season and announced on its live topic; a deleted team or season
// takes its own, a deleted match leaves its adjustment tied to nothing.
import type { StandingsRow } from '@cueleague/domain/compute-standings';
import type { PointsAdjustment } from '@cueleague/domain/entities';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import {
  adminCookie,
  call,
  cookieFor,
  createMatch,
  playMatch,
  winnersFor,
} from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('points adjustments through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const standings = async (world: World) =>
    (await call(t, { method: 'GET', url: `/api/standings?seasonId=${world.seasonId}` })).json<{
      items: StandingsRow[];
    }>().items;
  const table = (rows: StandingsRow[]) =>
    rows.map(({ teamId, points, adjustment, decidedBy }) => ({
      teamId,
      points,
      adjustment,
      decidedBy,
    }));
  const adjustments = async (query: string) =>
    (await call(t, { method: 'GET', url: `/api/adjustments?${query}` })).json<{
      items: PointsAdjustment[];
    }>().items;
  const send = async (
    world: World,
    options: Pick<InjectOptions, 'method' | 'url' | 'payload'>,
    status: number,
  ) => call(t, { ...options, cookie: await adminCookie(t, world) }, status);
  const add = async (world: World, payload: object) =>
    (
      await send(world, { method: 'POST', url: '/api/adjustments', payload }, 201)
    ).json<PointsAdjustment>();

  /** Team 1 beat team 2 10-6: t1 2 points, t3 (not played) 0, t2 0 on a worse difference. */
  const played = async () => {
    const world = await setup();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await playMatch(t, world, match.id, winnersFor(10));
    return { world, match };
  };

  it('adds a penalty to the points before ordering, follows a change, and drops it once removed', async () => {
    const { world, match } = await played();
    expect(table(await standings(world))).toEqual([
      { teamId: 't1', points: 2, adjustment: 0, decidedBy: null },
      { teamId: 't3', points: 0, adjustment: 0, decidedBy: 'points' },
      { teamId: 't2', points: 0, adjustment: 0, decidedBy: 'frameDifference' },
    ]);

    const penalty = await add(world, {
      teamId: 't1',
      points: -3,
      reason: '  Late result ',
      matchId: match.id,
    });
    expect(penalty).toEqual({
      id: expect.any(String) as string,
      seasonId: world.seasonId,
      teamId: 't1',
      points: -3,
      reason: 'Late result',
      matchId: match.id,
      createdAt: expect.any(String) as string,
      updatedAt: penalty.createdAt,
    });
    // Below the teams on 0: the adjusted points order the table.
    expect(table(await standings(world))).toEqual([
      { teamId: 't3', points: 0, adjustment: 0, decidedBy: null },
      { teamId: 't2', points: 0, adjustment: 0, decidedBy: 'frameDifference' },
      { teamId: 't1', points: -1, adjustment: -3, decidedBy: 'points' },
    ]);
    expect(await adjustments(`seasonId=${world.seasonId}`)).toEqual([penalty]);
    expect(await adjustments('teamId=t1')).toEqual([penalty]);
    expect(await adjustments('teamId=t2')).toEqual([]);

    const changed = (
      await send(
        world,
        { method: 'PATCH', url: `/api/adjustments/${penalty.id}`, payload: { points: -2 } },
        200,
      )
    ).json<PointsAdjustment>();
    expect(changed).toMatchObject({ id: penalty.id, points: -2, reason: 'Late result' });
    // An award lifts team 2 to the top; team 1, level with team 3 on points, stays above it on
    // the frames it won.
    const award = await add(world, { teamId: 't2', points: 1, reason: 'Walkover conceded' });
    expect(table(await standings(world))).toEqual([
      { teamId: 't2', points: 1, adjustment: 1, decidedBy: null },
      { teamId: 't1', points: 0, adjustment: -2, decidedBy: 'points' },
      { teamId: 't3', points: 0, adjustment: 0, decidedBy: 'frameDifference' },
    ]);
    expect((await adjustments(`seasonId=${world.seasonId}`)).map(({ id }) => id)).toEqual([
      penalty.id,
      award.id,
    ]);

    // Untied from its match, then removed: the table is as it was without it.
    await send(
      world,
      { method: 'PATCH', url: `/api/adjustments/${penalty.id}`, payload: { matchId: null } },
      200,
    );
    expect((await adjustments('teamId=t1'))[0]?.matchId).toBeNull();
    await send(world, { method: 'DELETE', url: `/api/adjustments/${penalty.id}` }, 204);
    await send(world, { method: 'DELETE', url: `/api/adjustments/${award.id}` }, 204);
    expect(table(await standings(world))).toEqual([
      { teamId: 't1', points: 2, adjustment: 0, decidedBy: null },
      { teamId: 't3', points: 0, adjustment: 0, decidedBy: 'points' },
      { teamId: 't2', points: 0, adjustment: 0, decidedBy: 'frameDifference' },
    ]);
    expect(await adjustments(`seasonId=${world.seasonId}`)).toEqual([]);
    // Gone: a second removal or change finds nothing.
    await send(world, { method: 'DELETE', url: `/api/adjustments/${penalty.id}` }, 404);
    await send(
      world,
      { method: 'PATCH', url: `/api/adjustments/${penalty.id}`, payload: { points: 1 } },
      404,
    );
  });

  it('lets only an admin record, change, remove one or read the reasons: a visitor 401, a captain 403', async () => {
    const world = await setup();
    const existing = await add(world, { teamId: 't1', points: -2, reason: 'Late result' });
    const writes: Pick<InjectOptions, 'method' | 'url' | 'payload'>[] = [
      {
        method: 'POST',
        url: '/api/adjustments',
        payload: { teamId: 't1', points: 1, reason: 'x' },
      },
      { method: 'PATCH', url: `/api/adjustments/${existing.id}`, payload: { points: -4 } },
      { method: 'DELETE', url: `/api/adjustments/${existing.id}` },
      { method: 'GET', url: '/api/adjustments/reasons' },
    ];
    const captain = await cookieFor(t, world, 'captain1');
    for (const write of writes) {
      await call(t, write, 401);
      await call(t, { ...write, cookie: captain }, 403);
    }
    expect(await adjustments('teamId=t1')).toEqual([existing]);
    await send(world, writes[0] ?? {}, 201);
    await send(world, writes[1] ?? {}, 200);
    await send(world, writes[3] ?? {}, 200);
    await send(world, writes[2] ?? {}, 204);
    // Reading a season's or a team's is public, like the standings; one of them must be given.
    await call(t, { method: 'GET', url: '/api/adjustments?teamId=t1' }, 200);
    const neither = await call(t, { method: 'GET', url: '/api/adjustments' }, 422);
    expect(neither.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { seasonId: expect.any(String) as string } },
    });
  });

  it('refuses a bad adjustment naming the field, and saves nothing', async () => {
    const world = await setup();
    const others = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
    const good = { teamId: 't1', points: -2, reason: 'Late result' };
    const refusals: [string, object, string][] = [
      ['no points', { ...good, points: 0 }, 'points'],
      ['too many', { ...good, points: 100 }, 'points'],
      ['too many off', { ...good, points: -100 }, 'points'],
      ['a fraction', { ...good, points: 1.5 }, 'points'],
      ['no reason', { ...good, reason: '' }, 'reason'],
      ['a blank reason', { ...good, reason: '   ' }, 'reason'],
      ['a TAB in the reason', { ...good, reason: 'Late\tresult' }, 'reason'],
      ['a reason too long', { ...good, reason: 'x'.repeat(121) }, 'reason'],
      ['an unknown team', { ...good, teamId: 'no-such-team' }, 'teamId'],
      ["another team's match", { ...good, matchId: others.id }, 'matchId'],
      ['an unknown match', { ...good, matchId: 'no-such-match' }, 'matchId'],
      ['an unknown field', { ...good, colour: 'red' }, 'colour'],
    ];
    for (const [label, payload, field] of refusals) {
      const response = await send(world, { method: 'POST', url: '/api/adjustments', payload }, 422);
      expect(response.json(), label).toMatchObject({
        error: { code: 'validation_failed', fields: { [field]: expect.any(String) as string } },
      });
    }
    expect(await t.db.selectFrom('pointsAdjustments').selectAll().execute()).toEqual([]);

    // A change is held to the same rules; the team is not one to change.
    const existing = await add(world, good);
    const changes: [object, string][] = [
      [{ points: 0 }, 'points'],
      [{ reason: 'Late\nresult' }, 'reason'],
      [{ matchId: others.id }, 'matchId'],
      [{ teamId: 't2' }, 'teamId'],
    ];
    for (const [payload, field] of changes) {
      const response = await send(
        world,
        { method: 'PATCH', url: `/api/adjustments/${existing.id}`, payload },
        422,
      );
      expect(response.json(), field).toMatchObject({
        error: { fields: { [field]: expect.any(String) as string } },
      });
    }
    expect(await adjustments('teamId=t1')).toEqual([existing]);
  });

  it('audits each adjustment added, changed and removed on its season, with who and what', async () => {
    const world = await setup();
    const added = await add(world, { teamId: 't1', points: -2, reason: 'Late result' });
    const changed = (
      await send(
        world,
        {
          method: 'PATCH',
          url: `/api/adjustments/${added.id}`,
          payload: { points: 3, reason: 'Fair play' },
        },
        200,
      )
    ).json<PointsAdjustment>();
    // Nothing changed, nothing audited.
    await send(
      world,
      { method: 'PATCH', url: `/api/adjustments/${added.id}`, payload: { points: 3 } },
      200,
    );
    await send(world, { method: 'DELETE', url: `/api/adjustments/${added.id}` }, 204);
    const audit = await t.db
      .selectFrom('leagueAudit')
      .select(['subjectType', 'subjectId', 'reason', 'note', 'actorUserId', 'before', 'after'])
      .where('reason', 'like', 'points_adjustment_%')
      .orderBy('id')
      .execute();
    const entry = (reason: string, note: string, before: unknown, after: unknown) => ({
      subjectType: 'season',
      subjectId: world.seasonId,
      reason,
      note,
      actorUserId: world.users.admin,
      before: JSON.stringify(before),
      after: JSON.stringify(after),
    });
    expect(audit).toEqual([
      entry('points_adjustment_added', '\u22122 Late result (Team 1)', null, added),
      entry('points_adjustment_changed', '+3 Fair play (Team 1)', added, changed),
      entry('points_adjustment_removed', '+3 Fair play (Team 1)', changed, null),
    ]);
  });

  it("announces each change on the season's live topic, for the tables open on it", async () => {
    const world = await setup();
    interface Poll {
      cursor: number;
      events: { event: string; topic: string; data: unknown }[];
    }
    const poll = async (cursor?: number) =>
      (
        await call(t, {
          method: 'GET',
          url: `/api/live/poll?topics=season:${world.seasonId}&timeout=5${cursor === undefined ? '' : `&cursor=${cursor}`}`,
        })
      ).json<Poll>();
    const expected = {
      event: 'adjustments.changed',
      topic: `season:${world.seasonId}`,
      data: { seasonId: world.seasonId, teamId: 't2' },
    };
    const start = await poll();
    const added = await add(world, { teamId: 't2', points: -1, reason: 'Conduct' });
    const afterAdd = await poll(start.cursor);
    expect(afterAdd.events).toEqual([expect.objectContaining(expected)]);
    await send(
      world,
      { method: 'PATCH', url: `/api/adjustments/${added.id}`, payload: { points: -2 } },
      200,
    );
    const afterChange = await poll(afterAdd.cursor);
    expect(afterChange.events).toEqual([expect.objectContaining(expected)]);
    await send(world, { method: 'DELETE', url: `/api/adjustments/${added.id}` }, 204);
    expect((await poll(afterChange.cursor)).events).toEqual([expect.objectContaining(expected)]);
  });

  it("offers the league's own reasons first, most used first, then the defaults", async () => {
    const world = await setup();
    const reasons = async () =>
      (await send(world, { method: 'GET', url: '/api/adjustments/reasons' }, 200)).json<{
        items: string[];
      }>().items;
    expect(await reasons()).toEqual([
      'Late result',
      'Unregistered player',
      'Walkover conceded',
      'Conduct',
    ]);
    await add(world, { teamId: 't1', points: -1, reason: 'Wrong shirts' });
    await add(world, { teamId: 't2', points: -4, reason: 'Unregistered player' });
    await add(world, { teamId: 't3', points: -4, reason: 'Unregistered player' });
    expect(await reasons()).toEqual([
      'Unregistered player',
      'Wrong shirts',
      'Late result',
      'Walkover conceded',
      'Conduct',
    ]);
  });

  it('a deleted match leaves its adjustment standing, tied to no match', async () => {
    const world = await setup();
    const unplayed = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't3' });
    const penalty = await add(world, {
      teamId: 't1',
      points: -2,
      reason: 'Late result',
      matchId: unplayed.id,
    });
    await send(world, { method: 'DELETE', url: `/api/matches/${unplayed.id}` }, 204);
    expect(await adjustments('teamId=t1')).toEqual([{ ...penalty, matchId: null }]);
  });

  it('a deleted team or season takes its adjustments with it', async () => {
    const world = await setup();
    await add(world, { teamId: 't3', points: -2, reason: 'Late result' });
    const kept = await add(world, { teamId: 't1', points: 1, reason: 'Fair play' });
    await send(world, { method: 'DELETE', url: '/api/teams/t3' }, 204);
    expect(await adjustments(`seasonId=${world.seasonId}`)).toEqual([kept]);

    // And a deleted season takes those of its teams.
    const season = (
      await send(
        world,
        {
          method: 'POST',
          url: '/api/seasons',
          payload: { leagueId: world.leagueId, name: 'Summer 2027', isCurrent: false },
        },
        201,
      )
    ).json<{ id: string }>();
    const team = (
      await send(
        world,
        { method: 'POST', url: '/api/teams', payload: { seasonId: season.id, name: 'Team 9' } },
        201,
      )
    ).json<{ id: string }>();
    await add(world, { teamId: team.id, points: 2, reason: 'Fair play' });
    await send(world, { method: 'DELETE', url: `/api/seasons/${season.id}` }, 204);
    expect(await adjustments(`seasonId=${season.id}`)).toEqual([]);
    expect(await t.db.selectFrom('pointsAdjustments').select('id').execute()).toEqual([
      { id: kept.id },
    ]);
  });
});
