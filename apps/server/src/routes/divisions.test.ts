// A season's divisions, format and points scheme through the API (docs/rules.md, Divisions,
// Match format, Standings): a season made without divisions has one, unnamed; teams play in one
// division; fixtures, standings, stats and match lists are per division; the format lays out
// every fixture until a match starts; the standings count the season's points scheme.
import type { Division, Match, Season, Team } from '@cueleague/domain/entities';
import type { PlayerStatsAnswer, StandingsAnswer } from '@cueleague/domain/responses';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import type { ErrorBody } from '../test/league-api.ts';
import { adminCookie, call, createMatch, playMatch, winnersFor } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

const FIVE_A_SIDE = { positionsPerTeam: 5, roundsPerMatch: 5, framesPerRound: 5, name: '5v5' };

describe.each(TEST_DATABASES)('divisions, formats and points through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const post = async <T>(world: World, url: string, payload: object, status = 201) =>
    (
      await call(t, { method: 'POST', url, cookie: await adminCookie(t, world), payload }, status)
    ).json<T>();
  const patch = async <T>(world: World, url: string, payload: object, status = 200) =>
    (
      await call(t, { method: 'PATCH', url, cookie: await adminCookie(t, world), payload }, status)
    ).json<T>();
  const get = async <T>(url: string) => (await call(t, { method: 'GET', url })).json<T>();

  const newSeason = (world: World, fields: object = {}) =>
    post<Season>(world, '/api/seasons', {
      leagueId: world.leagueId,
      name: 'Winter 2027',
      isCurrent: false,
      ...fields,
    });

  /** A season with Premier (P1-P4) and Division One (D1-D3). */
  const dividedSeason = async (world: World) => {
    const season = await newSeason(world, { divisions: ['Premier', 'Division One'] });
    const [premier, one] = season.divisions as [Division, Division];
    const teams: Record<string, Team> = {};
    for (const [name, division] of [
      ['P1', premier],
      ['P2', premier],
      ['P3', premier],
      ['P4', premier],
      ['D1', one],
      ['D2', one],
      ['D3', one],
    ] as const) {
      teams[name] = await post<Team>(world, '/api/teams', {
        seasonId: season.id,
        name,
        divisionId: division.id,
      });
    }
    return { season, premier, one, teams };
  };

  describe('a season without divisions', () => {
    it('has one unnamed division that every new team joins, and one table of all its teams', async () => {
      const world = await setup();
      const season = await newSeason(world);
      expect(season.divisions).toEqual([
        { id: expect.any(String) as string, seasonId: season.id, name: null, position: 0 },
      ]);
      // The spec's defaults: '4v4 Standard', 2/1/0 and nothing per frame.
      expect(season).toMatchObject({
        pointsForWin: 2,
        pointsForDraw: 1,
        pointsForLoss: 0,
        pointsPerFrame: 0,
        format: { positionsPerTeam: 4, roundsPerMatch: 4, framesPerRound: 4, name: '4v4 Standard' },
      });
      const a = await post<Team>(world, '/api/teams', { seasonId: season.id, name: 'A' });
      await post<Team>(world, '/api/teams', { seasonId: season.id, name: 'B' });
      expect(a.divisionId).toBe(season.divisions[0]?.id);
      const table = await get<StandingsAnswer>(`/api/standings?seasonId=${season.id}`);
      expect(table.divisionId).toBe(season.divisions[0]?.id);
      expect(table.items.map((row) => row.teamName)).toEqual(['A', 'B']);
    });
  });

  describe('a season with two divisions', () => {
    it('keeps its divisions in order and refuses a team in another season’s division', async () => {
      const world = await setup();
      const { season, premier, one } = await dividedSeason(world);
      expect(season.divisions.map((d) => [d.name, d.position])).toEqual([
        ['Premier', 0],
        ['Division One', 1],
      ]);
      const response = await t.request({
        method: 'POST',
        url: '/api/teams',
        cookie: await adminCookie(t, world),
        payload: { seasonId: world.seasonId, name: 'Stray', divisionId: premier.id },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().error.fields).toEqual({ divisionId: 'Not in this season' });
      const teams = await get<{ items: Team[] }>(`/api/teams?divisionId=${one.id}`);
      expect(teams.items.map((team) => team.name)).toEqual(['D1', 'D2', 'D3']);
    });

    it('generates fixtures within each division only, all divisions at once or one at a time', async () => {
      const world = await setup();
      const { season, one, teams } = await dividedSeason(world);
      const divisionOf = new Map(Object.values(teams).map((team) => [team.id, team.divisionId]));
      const body = { seasonId: season.id, weekday: 2, time: '19:30', startDate: '2027-01-05' };
      const all = await post<{ items: Match[] }>(
        world,
        '/api/schedule/round-robin?dryRun=true',
        body,
        200,
      );
      // Premier: 4 teams, 6 matches; Division One: 3 teams, 3 matches; nobody crosses over.
      expect(all.items).toHaveLength(9);
      for (const match of all.items) {
        expect(divisionOf.get(match.homeTeamId)).toBe(divisionOf.get(match.awayTeamId));
      }
      const dates = all.items.map((match) => match.scheduledDate);
      expect(dates).toEqual([...dates].sort());
      const saved = await post<{ items: Match[] }>(world, '/api/schedule/round-robin', {
        ...body,
        divisionId: one.id,
      });
      expect(saved.items).toHaveLength(3);
      const listed = await get<{ items: Match[] }>(
        `/api/matches?seasonId=${season.id}&divisionId=${one.id}&view=summary`,
      );
      expect(listed.items.map((match) => match.id).sort()).toEqual(
        saved.items.map((match) => match.id).sort(),
      );
    });

    it('answers each division’s own table, the top one when none is asked, and 404 for a stranger', async () => {
      const world = await setup();
      const { season, premier, one } = await dividedSeason(world);
      const top = await get<StandingsAnswer>(`/api/standings?seasonId=${season.id}`);
      expect(top.divisionId).toBe(premier.id);
      expect(top.items.map((row) => row.teamName)).toEqual(['P1', 'P2', 'P3', 'P4']);
      const lower = await get<StandingsAnswer>(
        `/api/standings?seasonId=${season.id}&divisionId=${one.id}`,
      );
      expect(lower.items.map((row) => row.teamName)).toEqual(['D1', 'D2', 'D3']);
      const stranger = await t.request({
        method: 'GET',
        url: `/api/standings?seasonId=${world.seasonId}&divisionId=${one.id}`,
      });
      expect(stranger.statusCode).toBe(404);
    });

    it('lists a division’s own players in its stats, not the other division’s', async () => {
      const world = await setup();
      const { season, one, teams } = await dividedSeason(world);
      const sign = (team: Team, firstName: string) =>
        post(world, `/api/teams/${team.id}/players`, { firstName, lastName: team.name });
      await sign(teams.P1 as Team, 'Pat');
      await sign(teams.D1 as Team, 'Dee');
      await sign(teams.D2 as Team, 'Dot');
      const stats = await get<PlayerStatsAnswer>(
        `/api/stats/players?seasonId=${season.id}&divisionId=${one.id}`,
      );
      expect(stats.items.map((row) => `${row.firstName} ${row.lastName}`).sort()).toEqual([
        'Dee D1',
        'Dot D2',
      ]);
      const whole = await get<PlayerStatsAnswer>(`/api/stats/players?seasonId=${season.id}`);
      expect(whole.items.map((row) => row.firstName)).toContain('Pat');
    });

    it('renames and reorders divisions, refuses a duplicate name, and deletes only an empty one', async () => {
      const world = await setup();
      const { season, premier, one } = await dividedSeason(world);
      await patch(world, `/api/divisions/${one.id}`, { name: 'Championship', position: 0 });
      let after = await get<Season>(`/api/seasons/${season.id}`);
      expect(after.divisions.map((d) => [d.name, d.position])).toEqual([
        ['Championship', 0],
        ['Premier', 1],
      ]);
      const duplicate = await patch<ErrorBody>(
        world,
        `/api/divisions/${one.id}`,
        { name: 'premier' },
        422,
      );
      expect(duplicate.error.fields).toEqual({ name: 'Already a division' });
      const admin = await adminCookie(t, world);
      const busy = await t.request({
        method: 'DELETE',
        url: `/api/divisions/${premier.id}`,
        cookie: admin,
      });
      expect(busy.statusCode).toBe(409);
      expect(busy.json<ErrorBody>().error.message).toBe(
        "Move this division's 4 team(s) to another division first.",
      );
      const empty = await post<Division>(world, '/api/divisions', {
        seasonId: season.id,
        name: 'Division Two',
      });
      expect(empty.position).toBe(2);
      await call(t, { method: 'DELETE', url: `/api/divisions/${empty.id}`, cookie: admin }, 204);
      after = await get<Season>(`/api/seasons/${season.id}`);
      expect(after.divisions.map((d) => d.name)).toEqual(['Championship', 'Premier']);
    });

    it('keeps at least one division', async () => {
      const world = await setup();
      const season = await newSeason(world);
      const only = season.divisions[0] as Division;
      const response = await t.request({
        method: 'DELETE',
        url: `/api/divisions/${only.id}`,
        cookie: await adminCookie(t, world),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>().error.message).toBe(
        'A season keeps at least one division.',
      );
    });
  });

  describe('the season’s format', () => {
    it('lays out the unplayed fixtures again until a match starts, then stays fixed', async () => {
      const world = await setup();
      const first = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      const second = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
      expect(first.frames).toHaveLength(16);
      const season = await patch<Season>(world, `/api/seasons/${world.seasonId}`, {
        format: FIVE_A_SIDE,
      });
      expect(season.format).toEqual(FIVE_A_SIDE);
      const relaid = await get<Match>(`/api/matches/${first.id}`);
      expect(relaid.format).toEqual(FIVE_A_SIDE);
      expect(relaid.frames).toHaveLength(25);
      expect(relaid.frames.at(-1)?.frameId).toBe(`${first.id}-R5-F5`);
      expect(relaid.progress.lineupLocked.home).toHaveLength(5);
      // A new match of the season is in its format; another format is refused.
      const third = await createMatch(t, world, { homeTeamId: 't3', awayTeamId: 't1' });
      expect(third.frames).toHaveLength(25);
      const refused = await t.request({
        method: 'POST',
        url: '/api/matches',
        cookie: await adminCookie(t, world),
        payload: {
          seasonId: world.seasonId,
          homeTeamId: 't1',
          awayTeamId: 't3',
          scheduledDate: '2026-10-07T18:30:00.000Z',
          format: {
            positionsPerTeam: 4,
            roundsPerMatch: 4,
            framesPerRound: 4,
            name: '4v4 Standard',
          },
        },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorBody>().error.message).toBe("This season plays '5v5'.");
      // Back to 4v4, then a match starts: the format is fixed.
      await patch(world, `/api/seasons/${world.seasonId}`, {
        format: { positionsPerTeam: 4, roundsPerMatch: 4, framesPerRound: 4, name: '4v4 Standard' },
      });
      await playMatch(t, world, second.id, 'home', { rounds: 1, confirm: false });
      const fixed = await patch<ErrorBody>(
        world,
        `/api/seasons/${world.seasonId}`,
        { format: FIVE_A_SIDE },
        409,
      );
      expect(fixed.error.message).toBe(
        'This season has 1 played match(es): its format can no longer change.',
      );
      expect((await get<Match>(`/api/matches/${first.id}`)).frames).toHaveLength(16);
    });
  });

  describe('the points scheme', () => {
    it('counts 3 a win, 0 a loss and 1 a frame won, and shows the frame points', async () => {
      const world = await setup();
      await patch(world, `/api/seasons/${world.seasonId}`, {
        pointsForWin: 3,
        pointsForDraw: 1,
        pointsForLoss: 0,
        pointsPerFrame: 1,
      });
      const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      await playMatch(t, world, match.id, winnersFor(10));
      const table = await get<StandingsAnswer>(`/api/standings?seasonId=${world.seasonId}`);
      expect(
        table.items.map(({ teamId, points, framePoints }) => ({ teamId, points, framePoints })),
      ).toEqual([
        { teamId: 't1', points: 13, framePoints: 10 },
        { teamId: 't2', points: 6, framePoints: 6 },
        { teamId: 't3', points: 0, framePoints: 0 },
      ]);
    });
  });
});
