// One player, one team per season. The attack: a captain added another team's active player to
// his own roster; both captains fielded him in the same frame, which scored for both sides, and a
// 16-frame match ended 16-1. Now the roster write is refused (409, naming the other team), the
// database refuses a second active membership, a transfer is an admin's audited step, and a match
// never puts one player on both sides.
import type { Match, TeamPlayer } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { rosterWrite } from '../services/rosters.ts';
import {
  adminCookie,
  call,
  cookieFor,
  createMatch,
  createPlayer,
  getMatch,
  startMatch,
} from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { appPerTest } from '../test/app-per-test.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const PLAYS_FOR_TEAM_2 = (name: string) =>
  `${name} already plays for Team 2 this season; an admin can transfer them.`;

describe.each(TEST_DATABASES)('one active membership per season (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  const { setup: worldApp } = appPerTest(kind, (app) => (t = app));

  const setup = async () => {
    world = await worldApp();
  };

  const membershipsOf = async (playerId: string) =>
    (
      await t.db
        .selectFrom('teamPlayers')
        .select(['id', 'teamId', 'role', 'isActive'])
        .where('playerId', '=', playerId)
        .orderBy('teamId')
        .execute()
    ).map((row) => ({ ...row }));

  const expectConflict = (
    response: { statusCode: number; json: <T>() => T },
    message: string,
  ): void => {
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error).toMatchObject({ code: 'conflict', message });
  };

  it("refuses a captain (or an admin) adding another team's active player, and changes nothing", async () => {
    await setup();
    const before = await membershipsOf('t2-p2');
    for (const who of ['captain1', 'admin'] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/api/team-players',
        cookie: await cookieFor(t, world, who),
        payload: { teamId: 't1', playerId: 't2-p2', seasonId: world.seasonId },
      });
      expectConflict(response, PLAYS_FOR_TEAM_2('Player2 Team2'));
    }
    expect(await membershipsOf('t2-p2')).toEqual(before);
    // As a captain: only the player's own team can field him.
    const captainAsPlayer = await t.request({
      method: 'POST',
      url: '/api/team-players',
      cookie: await cookieFor(t, world, 'captain3'),
      payload: { teamId: 't3', playerId: 't2-p1', seasonId: world.seasonId, role: 'player' },
    });
    expectConflict(captainAsPlayer, PLAYS_FOR_TEAM_2('Player1 Team2'));
  });

  it('lets a player join while not active elsewhere, and keeps an inactive membership inactive', async () => {
    await setup();
    const admin = await adminCookie(t, world);
    // An inactive membership elsewhere is allowed; re-activating it is not while he plays for
    // team 2, and is once team 2 has let him go.
    const added = await call(
      t,
      {
        method: 'POST',
        url: '/api/team-players',
        cookie: admin,
        payload: { teamId: 't1', playerId: 't2-p3', seasonId: world.seasonId, isActive: false },
      },
      201,
    );
    const membership = added.json<TeamPlayer>();
    const captain1 = await cookieFor(t, world, 'captain1');
    const reactivate = () =>
      t.request({
        method: 'PATCH',
        url: `/api/team-players/${membership.id}`,
        cookie: captain1,
        payload: { isActive: true },
      });
    expectConflict(await reactivate(), PLAYS_FOR_TEAM_2('Player3 Team2'));
    await call(t, {
      method: 'PATCH',
      url: '/api/team-players/t2-m3',
      cookie: await cookieFor(t, world, 'captain2'),
      payload: { isActive: false },
    });
    expect((await reactivate()).statusCode).toBe(200);
    expect(await membershipsOf('t2-p3')).toEqual([
      { id: membership.id, teamId: 't1', role: 'player', isActive: 1 },
      { id: 't2-m3', teamId: 't2', role: 'player', isActive: 0 },
    ]);
    // Team 2 cannot take him back now without a transfer.
    const back = await t.request({
      method: 'PATCH',
      url: '/api/team-players/t2-m3',
      cookie: await cookieFor(t, world, 'captain2'),
      payload: { isActive: true },
    });
    expectConflict(
      back,
      'Player3 Team2 already plays for Team 1 this season; an admin can transfer them.',
    );
  });

  it("refuses to make another team's active player captain", async () => {
    await setup();
    const response = await t.request({
      method: 'PUT',
      url: '/api/teams/t1/captain',
      cookie: await adminCookie(t, world),
      payload: { userId: world.users.captain2 },
    });
    expectConflict(response, PLAYS_FOR_TEAM_2('Player1 Team2'));
    const team = await t.db
      .selectFrom('teams')
      .select('captainUserId')
      .where('id', '=', 't1')
      .executeTakeFirstOrThrow();
    expect(team.captainUserId).toBe(world.users.captain1);
    expect(await membershipsOf('t2-p1')).toEqual([
      { id: 't2-m1', teamId: 't2', role: 'captain', isActive: 1 },
    ]);
  });

  it('two captains adding the same free player at once: one gets him, the other a 409, never a 500', async () => {
    await setup();
    const playerId = await createPlayer(t, world, { firstName: 'Free', lastName: 'Agent' });
    const add = async (who: 'captain1' | 'captain2', teamId: string) =>
      t.request({
        method: 'POST',
        url: '/api/team-players',
        cookie: await cookieFor(t, world, who),
        payload: { teamId, playerId: playerId, seasonId: world.seasonId },
      });
    const answers = await Promise.all([add('captain1', 't1'), add('captain2', 't2')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const active = (await membershipsOf(playerId)).filter((row) => row.isActive === 1);
    expect(active).toHaveLength(1);
  });

  it('the database itself refuses a second active membership in a season', async () => {
    await setup();
    const error = await t.db
      .insertInto('teamPlayers')
      .values({
        id: 'sneaky',
        teamId: 't1',
        playerId: 't2-p2',
        seasonId: world.seasonId,
        role: 'player',
        isActive: 1,
      })
      .execute()
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('a write that raced past the check gets the same 409 from the unique index, not a 500', async () => {
    await setup();
    // As if team 2 had activated him between this write's check and its insert.
    const error = await rosterWrite(
      t.db,
      async (trx) => {
        await trx
          .insertInto('teamPlayers')
          .values({
            id: 'late',
            teamId: 't1',
            playerId: 't2-p2',
            seasonId: world.seasonId,
            role: 'player',
            isActive: 1,
          })
          .execute();
      },
      { playerId: 't2-p2', seasonId: world.seasonId, teamId: 't1' },
    ).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: PLAYS_FOR_TEAM_2('Player2 Team2') });
    expect(await membershipsOf('t2-p2')).toEqual([
      { id: 't2-m2', teamId: 't2', role: 'player', isActive: 1 },
    ]);
  });

  describe('transfers', () => {
    const transfer = async (
      membershipId: string,
      body: Record<string, unknown>,
      who: 'admin' | 'captain1' | 'captain2' = 'admin',
    ) =>
      t.request({
        method: 'POST',
        url: `/api/team-players/${membershipId}/transfer`,
        cookie: await cookieFor(t, world, who),
        payload: body,
      });

    it('an admin moves a player in one step: the old membership ends, the new one is active, audited', async () => {
      await setup();
      for (const who of ['captain1', 'captain2'] as const) {
        expect((await transfer('t2-m3', { teamId: 't1' }, who)).statusCode).toBe(403);
      }
      const response = await transfer('t2-m3', { teamId: 't1', reason: 'Moved to the pub' });
      expect(response.statusCode).toBe(200);
      const { from, to } = response.json<{ from: TeamPlayer; to: TeamPlayer }>();
      expect(from).toMatchObject({ id: 't2-m3', teamId: 't2', isActive: false });
      expect(to).toMatchObject({ teamId: 't1', playerId: 't2-p3', role: 'player', isActive: true });
      expect(await membershipsOf('t2-p3')).toEqual([
        { id: to.id, teamId: 't1', role: 'player', isActive: 1 },
        { id: 't2-m3', teamId: 't2', role: 'player', isActive: 0 },
      ]);

      const admin = await adminCookie(t, world);
      const audit = (
        await call(t, { method: 'GET', url: '/api/players/t2-p3/audit', cookie: admin })
      ).json<{ items: unknown[] }>().items;
      expect(audit).toEqual([
        expect.objectContaining({
          reason: 'player_transferred',
          note: 'Moved to the pub',
          actorUserId: world.users.admin,
          before: { membershipId: 't2-m3', teamId: 't2', role: 'player' },
          after: { membershipId: to.id, teamId: 't1', captaincyEnded: false },
        }),
      ]);
      const asCaptain = await t.request({
        method: 'GET',
        url: '/api/players/t2-p3/audit',
        cookie: await cookieFor(t, world, 'captain2'),
      });
      expect(asCaptain.statusCode).toBe(403);

      // Back again: his old team-2 membership is re-activated, not duplicated.
      const back = await transfer(to.id, { teamId: 't2' });
      expect(back.statusCode).toBe(200);
      expect(back.json<{ to: TeamPlayer }>().to).toMatchObject({ id: 't2-m3', isActive: true });
      expect(await membershipsOf('t2-p3')).toEqual([
        { id: to.id, teamId: 't1', role: 'player', isActive: 0 },
        { id: 't2-m3', teamId: 't2', role: 'player', isActive: 1 },
      ]);
    });

    it('transferring a captain ends his captaincy of the old team', async () => {
      await setup();
      const response = await transfer('t2-m1', { teamId: 't3' });
      expect(response.statusCode).toBe(200);
      const team2 = await t.db
        .selectFrom('teams')
        .select('captainUserId')
        .where('id', '=', 't2')
        .executeTakeFirstOrThrow();
      expect(team2.captainUserId).toBeNull();
      expect(await membershipsOf('t2-p1')).toEqual([
        { id: 't2-m1', teamId: 't2', role: 'player', isActive: 0 },
        expect.objectContaining({ teamId: 't3', role: 'player', isActive: 1 }),
      ]);
    });

    it('refuses a transfer to an unknown team, another season, the same team, or of an inactive membership', async () => {
      await setup();
      const admin = await adminCookie(t, world);
      const create = async (url: string, payload: Record<string, unknown>) =>
        (await call(t, { method: 'POST', url, cookie: admin, payload }, 201)).json<{
          id: string;
        }>();
      const season = await create('/api/seasons', { leagueId: world.leagueId, name: 'Next' });
      const elsewhere = await create('/api/teams', { seasonId: season.id, name: 'Far' });
      for (const [teamId, field] of [
        ['no-such-team', 'No such team'],
        [elsewhere.id, 'Not in this season'],
        ['t2', 'Already on this team'],
      ] as const) {
        const response = await transfer('t2-m3', { teamId });
        expect(response.statusCode).toBe(422);
        expect(response.json<ErrorBody>().error.fields).toEqual({ teamId: field });
      }
      await call(t, {
        method: 'PATCH',
        url: '/api/team-players/t2-m4',
        cookie: admin,
        payload: { isActive: false },
      });
      expectConflict(
        await transfer('t2-m4', { teamId: 't1' }),
        'This membership is not active: add the player to the team instead.',
      );
      expect((await transfer('nope', { teamId: 't1' })).statusCode).toBe(404);
      expect(await membershipsOf('t2-p3')).toEqual([
        { id: 't2-m3', teamId: 't2', role: 'player', isActive: 1 },
      ]);
    });
  });

  // Data stored before the rule: a player available for both sides of a match.
  it('never fields one player for both sides of a match, even where both lists have him', async () => {
    await setup();
    const created = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const started = await startMatch(t, world, created.id);
    const preMatchState = {
      ...started.preMatchState,
      homeAvailablePlayers: [...started.preMatchState.homeAvailablePlayers, 't2-p2'],
    };
    await t.db
      .updateTable('matches')
      .set({ preMatchState: JSON.stringify(preMatchState) })
      .where('id', '=', created.id)
      .execute();
    const lineup = async (
      who: 'captain1' | 'captain2',
      side: 'home' | 'away',
      positions: string[],
    ) =>
      t.request({
        method: 'PUT',
        url: `/api/matches/${created.id}/lineup`,
        cookie: await cookieFor(t, world, who),
        payload: { side, round: 1, positions, locked: true },
      });
    expect(
      (await lineup('captain1', 'home', ['t2-p2', 't1-p2', 't1-p3', 't1-p4'])).statusCode,
    ).toBe(200);
    const away = await lineup('captain2', 'away', ['t2-p2', 't2-p3', 't2-p4', 't2-p5']);
    expect(away.statusCode).toBe(422);
    expect(away.json<ErrorBody>().error).toEqual({
      code: 'validation_failed',
      message: 'A player can play for one side of a match only.',
      fields: { positions: 't2-p2 plays for the home team in this match' },
    });
    const match: Match = await getMatch(t, created.id);
    expect(
      match.frames.filter(
        (frame) => frame.homePlayerId === frame.awayPlayerId && frame.homePlayerId !== 'vacant',
      ),
    ).toEqual([]);
  });
});
