// Starting the next season through the API (docs/rules.md, The next season): the preview
// suggests one up and one down from the final tables; saving writes the new season with the
// admin's edits (a move, a dropped team, an added one), the same captains and rosters, and leaves
// the old season as it was.
import type { Division, Season, Team } from '@cueleague/domain/entities';
import type { NextSeasonCreated, NextSeasonPreview } from '@cueleague/domain/responses';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { type ErrorBody, seasonRows } from '../test/league-api.ts';
import { adminCookie, call, cookieFor, createMatch, playMatch } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('starting the next season through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const send = async (world: World, method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.request({ method, url, cookie: await adminCookie(t, world), payload });
  const post = async <T>(world: World, url: string, payload: object, status = 201) =>
    (
      await call(t, { method: 'POST', url, cookie: await adminCookie(t, world), payload }, status)
    ).json<T>();
  const next = (world: World, payload: object, dryRun: boolean, seasonId = world.seasonId) =>
    send(world, 'POST', `/api/seasons/${seasonId}/next?dryRun=${dryRun}`, payload);

  /**
   * The world's season in two divisions: Premier (Team 1, Team 2), Division One (Team 3 and a new
   * Team 4 without players). Team 2 beats Team 1, so the Premier table reads Team 2, Team 1; the
   * Division One table (nothing played) reads Team 3, Team 4 by name.
   */
  const dividedWorld = async () => {
    const world = await setup();
    // The season's one unnamed division becomes Premier; Division One is added below it.
    const renamed = await send(world, 'PATCH', '/api/divisions/d1', { name: 'Premier' });
    expect(renamed.statusCode).toBe(200);
    const premier = renamed.json<Division>();
    const one = await post<Division>(world, '/api/divisions', {
      seasonId: world.seasonId,
      name: 'Division One',
    });
    for (const [teamId, division] of [
      ['t1', premier],
      ['t2', premier],
      ['t3', one],
    ] as const) {
      const moved = await send(world, 'PATCH', `/api/teams/${teamId}`, {
        divisionId: division.id,
      });
      expect(moved.statusCode).toBe(200);
    }
    const t4 = await post<Team>(world, '/api/teams', {
      seasonId: world.seasonId,
      name: 'Team 4',
      homeVenueId: world.venueId,
      divisionId: one.id,
    });
    const match = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't1' });
    await playMatch(t, world, match.id, 'home');
    return { world, premier, one, t4 };
  };

  const layout = (preview: Pick<NextSeasonPreview, 'divisions'>) =>
    preview.divisions.map((division) => [
      division.name,
      division.teams.map((team) => `${team.name} ${team.move}`),
    ]);

  it('previews one up and one down from the final tables, and saves nothing', async () => {
    const { world, premier, one, t4 } = await dividedWorld();
    const before = await seasonRows(t, world.seasonId);
    const response = await next(world, { name: 'Winter 2027' }, true);
    expect(response.statusCode).toBe(200);
    const preview = response.json<NextSeasonPreview>();
    expect(layout(preview)).toEqual([
      ['Premier', ['Team 2 same', 'Team 3 up']],
      ['Division One', ['Team 1 down', 'Team 4 same']],
    ]);
    expect(preview).toMatchObject({ name: 'Winter 2027', up: 1, down: 1, dropped: [] });
    expect(preview.divisions.map((division) => division.fromDivisionId)).toEqual([
      premier.id,
      one.id,
    ]);
    expect(
      Object.fromEntries(preview.suggested.map((move) => [move.teamId, move.toDivisionId])),
    ).toEqual({ t1: one.id, t2: premier.id, t3: premier.id, [t4.id]: one.id });
    // 0 up and 0 down: everyone stays.
    const still = (
      await next(world, { name: 'Winter 2027', up: 0, down: 0 }, true)
    ).json<NextSeasonPreview>();
    expect(layout(still)).toEqual([
      ['Premier', ['Team 1 same', 'Team 2 same']],
      ['Division One', ['Team 3 same', 'Team 4 same']],
    ]);
    expect(await seasonRows(t, world.seasonId)).toEqual(before);
    const seasons = await call(t, { method: 'GET', url: '/api/seasons' });
    expect(seasons.json<{ items: Season[] }>().items).toHaveLength(1);
  });

  it('saves the edited plan: the season, its divisions, teams, captains and rosters', async () => {
    const { world, premier, one, t4 } = await dividedWorld();
    const old = await seasonRows(t, world.seasonId);
    const oldSeason = (
      await call(t, { method: 'GET', url: `/api/seasons/${world.seasonId}` })
    ).json<Season>();
    const body = {
      name: 'Winter 2027',
      startDate: '2027-09-01',
      // Team 1 stays up after all; Team 4 leaves; Team 5 joins Division One.
      moves: { t1: premier.id },
      drop: [t4.id],
      add: [{ name: 'Team 5', divisionId: one.id }],
    };
    const preview = (await next(world, body, true)).json<NextSeasonPreview>();
    expect(layout(preview)).toEqual([
      ['Premier', ['Team 1 same', 'Team 2 same', 'Team 3 up']],
      ['Division One', ['Team 5 new']],
    ]);
    expect(preview.dropped).toEqual([{ teamId: t4.id, name: 'Team 4', fromDivisionId: one.id }]);

    const response = await next(world, body, false);
    expect(response.statusCode).toBe(201);
    const { season, teams } = response.json<NextSeasonCreated>();
    expect(season).toMatchObject({
      name: 'Winter 2027',
      isCurrent: false,
      startDate: '2027-09-01',
      endDate: null,
      pointsForWin: oldSeason.pointsForWin,
      pointsForDraw: oldSeason.pointsForDraw,
      pointsForLoss: oldSeason.pointsForLoss,
      pointsPerFrame: oldSeason.pointsPerFrame,
      format: oldSeason.format,
    });
    expect(season.divisions.map((d) => [d.name, d.position])).toEqual([
      ['Premier', 0],
      ['Division One', 1],
    ]);
    expect(season.divisions.map((d) => d.id)).not.toContain(premier.id);
    const [newPremier, newOne] = season.divisions as [Division, Division];
    const byName = new Map(teams.map((team) => [team.name, team]));
    expect([...byName.keys()].sort()).toEqual(['Team 1', 'Team 2', 'Team 3', 'Team 5']);
    expect(
      ['Team 1', 'Team 2', 'Team 3', 'Team 5'].map((name) => {
        const team = byName.get(name);
        return [name, team?.divisionId, team?.captainUserId ?? null, team?.homeVenueId ?? null];
      }),
    ).toEqual([
      ['Team 1', newPremier.id, world.users.captain1, world.venueId],
      ['Team 2', newPremier.id, world.users.captain2, world.venueId],
      ['Team 3', newPremier.id, world.users.captain3, world.venueId],
      ['Team 5', newOne.id, null, null],
    ]);
    // The same teams as the API lists them, new ids, in the new season.
    const listed = (
      await call(t, { method: 'GET', url: `/api/teams?seasonId=${season.id}` })
    ).json<{ items: Team[] }>();
    expect(listed.items.map((team) => team.id).sort()).toEqual(teams.map((team) => team.id).sort());
    expect(teams.map((team) => team.id)).not.toContain('t1');

    // The same active rosters with the same roles: five each, the first player the captain.
    const rosters = await t.db
      .selectFrom('teamPlayers')
      .innerJoin('teams', 'teams.id', 'teamPlayers.teamId')
      .select(['teams.name', 'teamPlayers.playerId', 'teamPlayers.role', 'teamPlayers.isActive'])
      .where('teamPlayers.seasonId', '=', season.id)
      .orderBy('teamPlayers.playerId')
      .execute();
    expect(rosters).toEqual(
      world.players.flatMap((players, index) =>
        players.map((playerId, n) => ({
          name: `Team ${index + 1}`,
          playerId,
          role: n === 0 ? 'captain' : 'player',
          isActive: 1,
        })),
      ),
    );

    // The old season is as it was, and still the current one.
    expect(await seasonRows(t, world.seasonId)).toEqual(old);
    const current = (await call(t, { method: 'GET', url: '/api/seasons/current' })).json<Season>();
    expect(current.id).toBe(world.seasonId);

    // The name is now taken: a second save is refused.
    const again = await next(world, body, false);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.message).toBe(
      'The league already has a season called Winter 2027.',
    );
    // A preview with the taken name still shows the moves, and says the name is taken.
    const taken = await next(world, body, true);
    expect(taken.statusCode).toBe(200);
    expect(taken.json<NextSeasonPreview>()).toMatchObject({
      nameTaken: 'The league already has a season called Winter 2027.',
      divisions: preview.divisions,
    });

    // Starting it is audited on the new season: who, when, from which season, and its layout.
    const audit = await t.db
      .selectFrom('leagueAudit')
      .selectAll()
      .where('subjectType', '=', 'season')
      .where('subjectId', '=', season.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      reason: 'season_started',
      note: 'Started from Winter 2026',
      actorUserId: world.users.admin,
    });
    expect(JSON.parse(audit[0]?.after ?? 'null')).toMatchObject({
      name: 'Winter 2027',
      divisions: [
        {
          name: 'Premier',
          teams: [
            { name: 'Team 1', move: 'same' },
            { name: 'Team 2', move: 'same' },
            { name: 'Team 3', move: 'up' },
          ],
        },
        { name: 'Division One', teams: [{ name: 'Team 5', move: 'new' }] },
      ],
      dropped: ['Team 4'],
    });
  });

  it('refuses unknown teams, other seasons’ divisions, duplicate names, a taken name and an empty season', async () => {
    const { world } = await dividedWorld();
    const other = await post<Season>(world, '/api/seasons', {
      leagueId: world.leagueId,
      name: 'Summer 2027',
      isCurrent: false,
    });
    const refusal = async (payload: object, status: number, seasonId?: string) => {
      const response = await next(world, payload, false, seasonId);
      expect(response.statusCode).toBe(status);
      return response.json<ErrorBody>().error;
    };
    const name = 'Winter 2027';
    expect(await refusal({ name, moves: { nobody: other.divisions[0]?.id } }, 422)).toMatchObject({
      code: 'validation_failed',
      fields: { moves: 'Not a team of this season' },
    });
    expect(await refusal({ name, drop: ['nobody'] }, 422)).toMatchObject({
      fields: { drop: 'Not a team of this season' },
    });
    // A move for a team that is dropped is not lost without a word.
    expect(await refusal({ name, moves: { t3: 'd1' }, drop: ['t3'] }, 422)).toMatchObject({
      message: 'Team 3 is dropped, so it cannot move: keep it, or leave out its move.',
      fields: { 'moves.t3': 'The team is dropped' },
    });
    expect(await refusal({ name, moves: { t1: other.divisions[0]?.id } }, 422)).toMatchObject({
      fields: { 'moves.t1': 'Not a division of this season' },
    });
    expect(
      await refusal({ name, add: [{ name: 'team 2', divisionId: other.divisions[0]?.id }] }, 422),
    ).toMatchObject({ fields: { 'add.0.divisionId': 'Not a division of this season' } });
    const seasonOf = (
      await call(t, { method: 'GET', url: `/api/seasons/${world.seasonId}` })
    ).json<Season>();
    expect(
      await refusal(
        { name, add: [{ name: 'team 2', divisionId: seasonOf.divisions[1]?.id }] },
        422,
      ),
    ).toMatchObject({ fields: { 'add.0.name': 'Already a team of the next season' } });
    expect(await refusal({ name: 'winter 2026' }, 409)).toMatchObject({
      code: 'conflict',
      message: 'The league already has a season called Winter 2026.',
      fields: { name: 'Already a season of the league' },
    });
    expect(await refusal({ name }, 409, other.id)).toMatchObject({
      message: 'This season has no teams to carry into the next one.',
    });
    expect(await refusal({ name, up: -1 }, 422)).toMatchObject({ code: 'validation_failed' });
    expect(await refusal({ name: 'X' }, 404, 'no-such-season')).toMatchObject({
      code: 'not_found',
    });
    // Only an admin starts the next season.
    const captain = await t.request({
      method: 'POST',
      url: `/api/seasons/${world.seasonId}/next?dryRun=true`,
      cookie: await cookieFor(t, world, 'captain1'),
      payload: { name },
    });
    expect(captain.statusCode).toBe(403);
    const seasons = await call(t, { method: 'GET', url: '/api/seasons' });
    expect(seasons.json<{ items: Season[] }>().items).toHaveLength(2);
  });
});
