// The league rules (docs/rules.md) through the HTTP API, each checked against what the database
// holds afterwards: deletions, the current season, captaincy, player links, new matches' frames,
// the team's match list, rosters kept by captains, the fixture generator, tables, the calendar,
// first-run setup and the audit trail.
import type { Frame, Match, Season, Team, TeamPlayer } from '@cueleague/domain/entities';
import type { RatedStatsRow, RatingHistoryItem } from '@cueleague/domain/player-rating';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminCookie,
  call,
  confirmResult,
  cookieFor,
  createMatch,
  createPlayer,
  getMatch,
  lockLineups,
  playMatch,
  scoreFrame,
  startMatch,
  winnersFor,
} from '../test/match-driver.ts';
import { buildTestApp, PASSWORD, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

const NO_PLAYER_RECORD = 'No player record found for this user';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

interface StandingsRow {
  position: number;
  teamId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  framesWon: number;
  framesLost: number;
  frameDifference: number;
  points: number;
  form: string[];
  decidedBy: string | null;
}

interface PlayerStatsRow {
  playerId: string;
  matchesPlayed: number;
  framesPlayed: number;
  framesWon: number;
  framesLost: number;
  winPercent: number;
}

interface AuditItem {
  reason: string;
  note: string | null;
  actorUserId: string;
  at: string;
  before: { state: string; homeScore: number; frames: Frame[] };
  after: { state: string; homeScore: number; frames: Frame[]; extra?: unknown };
}

describe.each(TEST_DATABASES)('league rules through the API (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => t.close());

  const setup = async (): Promise<World> => {
    t = await buildTestApp(kind);
    return seedWorld(t.db);
  };

  /** Everything that belongs to a season, as ids (frames and players counted). */
  const seasonRows = async (seasonId: string) => {
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
    return {
      season: ids(
        await t.db.selectFrom('seasons').select('id').where('id', '=', seasonId).execute(),
      ),
      teams: ids(
        await t.db.selectFrom('teams').select('id').where('seasonId', '=', seasonId).execute(),
      ),
      memberships: ids(
        await t.db
          .selectFrom('teamPlayers')
          .select('id')
          .where('seasonId', '=', seasonId)
          .execute(),
      ),
      matches: ids(
        await t.db.selectFrom('matches').select('id').where('seasonId', '=', seasonId).execute(),
      ),
      frames: (
        await t.db.selectFrom('frames').select('frameId').where('seasonId', '=', seasonId).execute()
      ).length,
      players: (await t.db.selectFrom('players').select('id').execute()).length,
    };
  };

  const framesOf = async (matchId: string) =>
    t.db.selectFrom('frames').selectAll().where('matchId', '=', matchId).execute();

  /** A second, not current season of the same league with two teams, a roster each and a match. */
  const secondSeason = async (world: World) => {
    const cookie = await adminCookie(t, world);
    const season = (
      await call(
        t,
        {
          method: 'POST',
          url: '/api/seasons',
          cookie,
          payload: { leagueId: world.leagueId, name: 'Summer 2027', isCurrent: false },
        },
        201,
      )
    ).json<Season>();
    const teamIds: string[] = [];
    for (const [index, playerId] of ['t1-p5', 't2-p5'].entries()) {
      const team = (
        await call(
          t,
          {
            method: 'POST',
            url: '/api/teams',
            cookie,
            payload: {
              seasonId: season.id,
              name: `Summer ${index + 1}`,
              homeVenueId: world.venueId,
            },
          },
          201,
        )
      ).json<Team>();
      teamIds.push(team.id);
      await call(
        t,
        {
          method: 'POST',
          url: '/api/team-players',
          cookie,
          payload: { teamId: team.id, playerId, seasonId: season.id },
        },
        201,
      );
    }
    const match = await createMatch(t, world, {
      seasonId: season.id,
      homeTeamId: teamIds[0] ?? '',
      awayTeamId: teamIds[1] ?? '',
      scheduledDate: '2027-05-05T18:30:00.000Z',
    });
    return { seasonId: season.id, teamIds, matchId: match.id };
  };

  const me = async (cookie: string) =>
    (await call(t, { method: 'GET', url: '/api/auth/me', cookie })).json<{
      role: string | null;
      isAdmin: boolean;
      team: Team | null;
    }>();

  describe('deleting a season', () => {
    it.each(['in-progress', 'completed'] as const)(
      'is refused with 409 when a match is %s, and nothing is deleted',
      async (state) => {
        const world = await setup();
        const played = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
        await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
        if (state === 'in-progress') await startMatch(t, world, played.id);
        else await playMatch(t, world, played.id, 'home');
        expect((await getMatch(t, played.id)).state).toBe(state);
        const before = await seasonRows(world.seasonId);

        const response = await t.request({
          method: 'DELETE',
          url: `/api/seasons/${world.seasonId}`,
          cookie: await adminCookie(t, world),
        });
        expect(response.statusCode).toBe(409);
        expect(response.json<ErrorBody>().error.code).toBe('conflict');
        expect(await seasonRows(world.seasonId)).toEqual(before);
        expect(before.matches).toHaveLength(2);
        expect(before.frames).toBe(32);
      },
    );

    it('deletes a season with only unplayed matches: its matches, frames, teams and memberships go', async () => {
      const world = await setup();
      const other = await secondSeason(world);
      await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      const postponed = await createMatch(t, world, { homeTeamId: 't3', awayTeamId: 't1' });
      const admin = await adminCookie(t, world);
      await call(t, {
        method: 'POST',
        url: `/api/matches/${postponed.id}/postpone`,
        cookie: admin,
        payload: { reason: 'Venue closed' },
      });
      const otherBefore = await seasonRows(other.seasonId);

      const response = await t.request({
        method: 'DELETE',
        url: `/api/seasons/${world.seasonId}`,
        cookie: admin,
      });
      expect(response.statusCode).toBe(204);
      expect(await seasonRows(world.seasonId)).toEqual({
        season: [],
        teams: [],
        memberships: [],
        matches: [],
        frames: 0,
        players: 15,
      });
      expect(await seasonRows(other.seasonId)).toEqual(otherBefore);
      expect(otherBefore).toMatchObject({ teams: other.teamIds.sort(), frames: 16 });
      expect(
        (await t.request({ method: 'GET', url: `/api/seasons/${world.seasonId}` })).statusCode,
      ).toBe(404);
    });
  });

  describe('the current season', () => {
    const isCurrent = async (id: string) =>
      (
        await t.db
          .selectFrom('seasons')
          .select('isCurrent')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).isCurrent === 1;

    it('creating a current season un-currents the others of its league only', async () => {
      const world = await setup();
      await t.db
        .insertInto('leagues')
        .values({
          id: 'l2',
          name: 'Other League',
          timezone: 'Europe/London',
          createdAt: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      await t.db
        .insertInto('seasons')
        .values({
          id: 's-other',
          leagueId: 'l2',
          name: 'Other current',
          isCurrent: 1,
          startDate: null,
          endDate: null,
          pointsForWin: 2,
          pointsForDraw: 1,
        })
        .execute();
      const created = (
        await call(
          t,
          {
            method: 'POST',
            url: '/api/seasons',
            cookie: await adminCookie(t, world),
            payload: { leagueId: world.leagueId, name: 'Spring 2027', isCurrent: true },
          },
          201,
        )
      ).json<Season>();
      expect(created).toMatchObject({ isCurrent: true, pointsForWin: 2, pointsForDraw: 1 });
      expect(await isCurrent(created.id)).toBe(true);
      expect(await isCurrent(world.seasonId)).toBe(false);
      expect(await isCurrent('s-other')).toBe(true);
    });

    it('patching a season current un-currents the others; editing another field keeps it current', async () => {
      const world = await setup();
      const admin = await adminCookie(t, world);
      const next = (
        await call(
          t,
          {
            method: 'POST',
            url: '/api/seasons',
            cookie: admin,
            payload: { leagueId: world.leagueId, name: 'Spring 2027' },
          },
          201,
        )
      ).json<Season>();
      expect(next.isCurrent).toBe(false);
      expect(await isCurrent(world.seasonId)).toBe(true);

      const patched = await call(t, {
        method: 'PATCH',
        url: `/api/seasons/${next.id}`,
        cookie: admin,
        payload: { isCurrent: true },
      });
      expect(patched.json<Season>().isCurrent).toBe(true);
      expect(await isCurrent(next.id)).toBe(true);
      expect(await isCurrent(world.seasonId)).toBe(false);

      // Renaming the current season must not take "current" away from it.
      const renamed = await call(t, {
        method: 'PATCH',
        url: `/api/seasons/${next.id}`,
        cookie: admin,
        payload: { name: 'Spring 2027 (renamed)' },
      });
      expect(renamed.json<Season>()).toMatchObject({
        name: 'Spring 2027 (renamed)',
        isCurrent: true,
      });
      expect(await isCurrent(next.id)).toBe(true);
    });

    it('GET /api/seasons/current answers the current season, and 404 when there is none', async () => {
      const world = await setup();
      const current = await t.request({ method: 'GET', url: '/api/seasons/current' });
      expect(current.statusCode).toBe(200);
      expect(current.json()).toMatchObject({
        id: world.seasonId,
        isCurrent: true,
        name: 'Winter 2026',
      });
      await call(t, {
        method: 'PATCH',
        url: `/api/seasons/${world.seasonId}`,
        cookie: await adminCookie(t, world),
        payload: { isCurrent: false },
      });
      const none = await t.request({ method: 'GET', url: '/api/seasons/current' });
      expect(none.statusCode).toBe(404);
    });
  });

  it("editing a venue's name keeps its number of tables", async () => {
    const world = await setup();
    const response = await call(t, {
      method: 'PATCH',
      url: `/api/venues/${world.venueId}`,
      cookie: await adminCookie(t, world),
      payload: { name: 'The Red Lion (upstairs)' },
    });
    expect(response.json()).toMatchObject({ name: 'The Red Lion (upstairs)', tables: 2 });
    expect(
      await t.db
        .selectFrom('venues')
        .select(['name', 'tables'])
        .where('id', '=', world.venueId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ name: 'The Red Lion (upstairs)', tables: 2 });
  });

  describe('deleting matches', () => {
    it('batch-deletes only the pre-match matches of the season and says how many', async () => {
      const world = await setup();
      const other = await secondSeason(world);
      const pre1 = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      const pre2 = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
      const running = await createMatch(t, world, { homeTeamId: 't3', awayTeamId: 't1' });
      const done = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't3' });
      await startMatch(t, world, running.id);
      await playMatch(t, world, done.id, 'away');

      const response = await t.request({
        method: 'DELETE',
        url: `/api/matches?seasonId=${world.seasonId}&state=pre-match`,
        cookie: await adminCookie(t, world),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: 2 });
      expect((await seasonRows(world.seasonId)).matches).toEqual([running.id, done.id].sort());
      expect(await framesOf(pre1.id)).toHaveLength(0);
      expect(await framesOf(pre2.id)).toHaveLength(0);
      expect(await framesOf(running.id)).toHaveLength(16);
      expect(await framesOf(done.id)).toHaveLength(16);
      expect((await seasonRows(other.seasonId)).matches).toEqual([other.matchId]);
    });

    it('DELETE /api/matches/:id refuses a played match (409) and deletes an unplayed one', async () => {
      const world = await setup();
      const admin = await adminCookie(t, world);
      const played = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      const unplayed = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
      await startMatch(t, world, played.id);

      const refused = await t.request({
        method: 'DELETE',
        url: `/api/matches/${played.id}`,
        cookie: admin,
      });
      expect(refused.statusCode).toBe(409);
      expect(await framesOf(played.id)).toHaveLength(16);
      expect((await getMatch(t, played.id)).state).toBe('in-progress');

      await playMatch(t, world, played.id, 'home');
      const completed = await t.request({
        method: 'DELETE',
        url: `/api/matches/${played.id}`,
        cookie: admin,
      });
      expect(completed.statusCode).toBe(409);
      expect(await framesOf(played.id)).toHaveLength(16);

      const deleted = await t.request({
        method: 'DELETE',
        url: `/api/matches/${unplayed.id}`,
        cookie: admin,
      });
      expect(deleted.statusCode).toBe(204);
      expect(
        await t.db.selectFrom('matches').select('id').where('id', '=', unplayed.id).execute(),
      ).toEqual([]);
      expect(await framesOf(unplayed.id)).toHaveLength(0);
    });
  });

  describe('captaincy', () => {
    const memberships = async (teamId: string) =>
      Object.fromEntries(
        (
          await t.db
            .selectFrom('teamPlayers')
            .select(['playerId', 'role'])
            .where('teamId', '=', teamId)
            .execute()
        ).map((row) => [row.playerId, row.role]),
      );
    const captainUserId = async (teamId: string) =>
      (
        await t.db
          .selectFrom('teams')
          .select('captainUserId')
          .where('id', '=', teamId)
          .executeTakeFirstOrThrow()
      ).captainUserId;

    it('assigning sets the membership role and captainUserId and demotes the previous captain', async () => {
      const world = await setup();
      const response = await t.request({
        method: 'PUT',
        url: '/api/teams/t1/captain',
        cookie: await adminCookie(t, world),
        payload: { userId: world.users.player1 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: 't1', captainUserId: world.users.player1 });
      expect(await captainUserId('t1')).toBe(world.users.player1);
      expect(await memberships('t1')).toEqual({
        't1-p1': 'player',
        't1-p2': 'captain',
        't1-p3': 'player',
        't1-p4': 'player',
        't1-p5': 'player',
      });
      expect(await memberships('t2')).toMatchObject({ 't2-p1': 'captain' });

      const newCaptain = await cookieFor(t, world, 'player1');
      expect(await me(newCaptain)).toMatchObject({
        role: 'captain',
        isAdmin: false,
        team: { id: 't1' },
      });
      const oldCaptain = await cookieFor(t, world, 'captain1');
      expect(await me(oldCaptain)).toMatchObject({ role: 'player', team: null });

      // The roster follows the captaincy.
      const byNew = await t.request({
        method: 'PATCH',
        url: '/api/team-players/t1-m5',
        cookie: newCaptain,
        payload: { isActive: false },
      });
      expect(byNew.statusCode).toBe(200);
      const byOld = await t.request({
        method: 'PATCH',
        url: '/api/team-players/t1-m4',
        cookie: oldCaptain,
        payload: { isActive: false },
      });
      expect(byOld.statusCode).toBe(403);
    });

    it('removing sets the role back to player and clears captainUserId', async () => {
      const world = await setup();
      const response = await t.request({
        method: 'DELETE',
        url: '/api/teams/t1/captain',
        cookie: await adminCookie(t, world),
        payload: { userId: world.users.captain1 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Team>().captainUserId ?? null).toBeNull();
      expect(await captainUserId('t1')).toBeNull();
      expect(Object.values(await memberships('t1'))).toEqual(Array(5).fill('player'));
      expect(await me(await cookieFor(t, world, 'captain1'))).toMatchObject({
        role: 'player',
        team: null,
      });
    });

    it.each(['PUT', 'DELETE'] as const)(
      '%s answers 422 "No player record found for this user" for a user without one and changes nothing',
      async (method) => {
        const world = await setup();
        const before = { captain: await captainUserId('t1'), roles: await memberships('t1') };
        for (const userId of [world.users.plain, 'u-does-not-exist']) {
          const response = await t.request({
            method,
            url: '/api/teams/t1/captain',
            cookie: await adminCookie(t, world),
            payload: { userId },
          });
          expect(response.statusCode).toBe(422);
          expect(response.json<ErrorBody>().error.message).toBe(NO_PLAYER_RECORD);
        }
        expect({ captain: await captainUserId('t1'), roles: await memberships('t1') }).toEqual(
          before,
        );
        expect(before.captain).toBe(world.users.captain1);
      },
    );
  });

  describe('linking a player record to a user', () => {
    const storedRole = async (userId: string) =>
      (
        await t.db
          .selectFrom('users')
          .select('role')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).role;

    it('POST /api/players with userId makes that user a player', async () => {
      const world = await setup();
      expect(await me(await cookieFor(t, world, 'plain'))).toMatchObject({ role: 'user' });
      const response = await t.request({
        method: 'POST',
        url: '/api/players',
        cookie: await adminCookie(t, world),
        payload: { firstName: 'Plain', lastName: 'User', userId: world.users.plain },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ userId: world.users.plain, firstName: 'Plain' });
      expect(await storedRole(world.users.plain)).toBe('player');
      expect(await me(await cookieFor(t, world, 'plain'))).toMatchObject({
        role: 'player',
        isAdmin: false,
      });
    });

    it('PATCH /api/players/:id with userId makes a freshly registered user a player', async () => {
      const world = await setup();
      const registered = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'newcomer@example.test', password: PASSWORD },
      });
      const userId = registered.json<{ user: { id: string } }>().user.id;
      const admin = await adminCookie(t, world);
      const playerId = await createPlayer(t, world, { firstName: 'New', lastName: 'Comer' });
      expect(await storedRole(userId)).toBeNull();
      await call(t, {
        method: 'PATCH',
        url: `/api/players/${playerId}`,
        cookie: admin,
        payload: { userId },
      });
      expect(await storedRole(userId)).toBe('player');
      expect(
        (
          await t.db
            .selectFrom('players')
            .select('userId')
            .where('id', '=', playerId)
            .executeTakeFirstOrThrow()
        ).userId,
      ).toBe(userId);
      expect(await me(await t.login('newcomer@example.test'))).toMatchObject({ role: 'player' });
    });

    it('never lowers an admin', async () => {
      const world = await setup();
      await t.db
        .insertInto('users')
        .values({
          id: 'u-admin2',
          email: 'admin2@example.test',
          passwordHash: (
            await t.db
              .selectFrom('users')
              .select('passwordHash')
              .where('id', '=', world.users.admin)
              .executeTakeFirstOrThrow()
          ).passwordHash,
          role: 'admin',
          createdAt: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      const admin = await adminCookie(t, world);
      await createPlayer(t, world, { firstName: 'Second', lastName: 'Admin', userId: 'u-admin2' });
      await createPlayer(t, world, {
        firstName: 'League',
        lastName: 'Admin',
        userId: world.users.admin,
      });
      expect(await storedRole('u-admin2')).toBe('admin');
      expect(await storedRole(world.users.admin)).toBe('admin');
      expect(await me(await t.login('admin2@example.test'))).toMatchObject({
        role: 'admin',
        isAdmin: true,
      });
      expect(await me(admin)).toMatchObject({ role: 'admin', isAdmin: true });
    });
  });

  describe('creating a match', () => {
    const expectLayout = (
      matchId: string,
      frames: readonly Pick<
        Frame,
        'frameId' | 'round' | 'frameNumber' | 'homePosition' | 'awayPosition' | 'breakerSide'
      >[],
    ) => {
      expect(frames).toHaveLength(16);
      for (let round = 1; round <= 4; round++) {
        for (let frameNumber = 1; frameNumber <= 4; frameNumber++) {
          const frame = frames.find(
            (candidate) => candidate.round === round && candidate.frameNumber === frameNumber,
          );
          expect(frame).toMatchObject({
            frameId: `${matchId}-R${round}-F${frameNumber}`,
            homePosition: 'ABCD'[(frameNumber - 1) % 4],
            awayPosition: ((frameNumber - 1 + round - 1) % 4) + 1,
            breakerSide: frameNumber % 2 === 1 ? 'home' : 'away',
          });
        }
      }
    };

    it('fills in the 16 frames when none are given', async () => {
      const world = await setup();
      const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      expect(match).toMatchObject({
        seasonId: world.seasonId,
        state: 'pre-match',
        venueId: world.venueId,
        version: 0,
        homeScore: 0,
        awayScore: 0,
        format: { roundsPerMatch: 4, framesPerRound: 4, positionsPerTeam: 4, name: '4v4 Standard' },
        preMatchState: {
          homeRosterConfirmed: false,
          awayRosterConfirmed: false,
          homeAvailablePlayers: [],
          awayAvailablePlayers: [],
        },
      });
      expectLayout(match.id, match.frames);
      for (const frame of match.frames) {
        expect(frame).toMatchObject({
          matchId: match.id,
          seasonId: world.seasonId,
          homePlayerId: 'vacant',
          awayPlayerId: 'vacant',
          winnerPlayerId: null,
          homeScore: 0,
          awayScore: 0,
          isComplete: false,
          state: 'unplayed',
        });
      }
      const rows = await framesOf(match.id);
      expectLayout(
        match.id,
        rows.map((row) => ({
          ...row,
          homePosition: row.homePosition as Frame['homePosition'],
          awayPosition: row.awayPosition as Frame['awayPosition'],
          breakerSide: row.breakerSide as Frame['breakerSide'],
        })),
      );
      expect((await getMatch(t, match.id)).frames).toHaveLength(16);
    });

    it('completes partial frames and keeps a valid supplied frame', async () => {
      const world = await setup();
      const match = await createMatch(t, world, {
        homeTeamId: 't1',
        awayTeamId: 't2',
        frames: [
          {
            frameId: 'made-up-id',
            round: 2,
            frameNumber: 3,
            homePosition: 'A',
            homePlayerId: 't1-p3',
            awayPlayerId: 't2-p4',
          },
          { round: 7, frameNumber: 1, homePlayerId: 't1-p1' },
          'not a frame',
        ],
      });
      expectLayout(match.id, match.frames);
      const kept = match.frames.find((frame) => frame.frameId === `${match.id}-R2-F3`);
      expect(kept).toMatchObject({
        homePlayerId: 't1-p3',
        awayPlayerId: 't2-p4',
        homePosition: 'C',
        awayPosition: 4,
      });
      expect(match.frames.filter((frame) => frame.homePlayerId !== 'vacant')).toHaveLength(1);
      const row = (await framesOf(match.id)).find((frame) => frame.frameId === `${match.id}-R2-F3`);
      expect(row).toMatchObject({
        homePlayerId: 't1-p3',
        awayPlayerId: 't2-p4',
        homePosition: 'C',
      });
      expect(
        await t.db
          .selectFrom('frames')
          .select('frameId')
          .where('frameId', '=', 'made-up-id')
          .execute(),
      ).toEqual([]);
    });
  });

  it('GET /api/matches?teamId= merges home and away matches, newest first, without duplicates', async () => {
    const world = await setup();
    const a = await createMatch(t, world, {
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2026-10-07T18:30:00.000Z',
    });
    const b = await createMatch(t, world, {
      homeTeamId: 't3',
      awayTeamId: 't1',
      scheduledDate: '2026-10-14T18:30:00.000Z',
    });
    await createMatch(t, world, {
      homeTeamId: 't2',
      awayTeamId: 't3',
      scheduledDate: '2026-10-21T18:30:00.000Z',
    });
    const d = await createMatch(t, world, {
      homeTeamId: 't1',
      awayTeamId: 't3',
      scheduledDate: '2026-09-30T18:30:00+01:00',
    });
    const e = await createMatch(t, world, {
      homeTeamId: 't2',
      awayTeamId: 't1',
      scheduledDate: '2026-11-04T19:30:00.000Z',
    });
    for (const url of [
      '/api/matches?teamId=t1',
      `/api/matches?teamId=t1&seasonId=${world.seasonId}`,
    ]) {
      const items = (await call(t, { method: 'GET', url })).json<{ items: Match[] }>().items;
      expect(items.map((match) => match.id)).toEqual([e.id, b.id, a.id, d.id]);
      expect(new Set(items.map((match) => match.id)).size).toBe(items.length);
      expect(items.every((match) => match.frames.length === 16)).toBe(true);
    }
    expect(d.scheduledDate).toBe('2026-09-30T17:30:00.000Z');
    const all = (
      await call(t, { method: 'GET', url: `/api/matches?seasonId=${world.seasonId}` })
    ).json<{ items: Match[] }>();
    expect(all.items).toHaveLength(5);
  });

  it('GET /api/players?ids= answers up to 10 players by id', async () => {
    const world = await setup();
    const ten = [...world.players[0], ...world.players[1]];
    const response = await call(t, { method: 'GET', url: `/api/players?ids=${ten.join(',')}` });
    expect(
      response
        .json<{ items: { id: string }[] }>()
        .items.map((player) => player.id)
        .sort(),
    ).toEqual([...ten].sort());
    const some = await call(t, {
      method: 'GET',
      url: '/api/players?ids=t3-p2,no-such-player,t1-p1',
    });
    expect(
      some
        .json<{ items: { id: string }[] }>()
        .items.map((player) => player.id)
        .sort(),
    ).toEqual(['t1-p1', 't3-p2']);
    const eleven = await t.request({
      method: 'GET',
      url: `/api/players?ids=${[...ten, 't3-p1'].join(',')}`,
    });
    expect(eleven.statusCode).toBe(422);
  });

  describe('rosters kept by captains', () => {
    const membership = (id: string) =>
      t.db.selectFrom('teamPlayers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const membershipsOf = (playerId: string) =>
      t.db.selectFrom('teamPlayers').select('id').where('playerId', '=', playerId).execute();
    const newPlayer = (world: World, firstName: string) =>
      createPlayer(t, world, { firstName, lastName: 'Signing' });

    it('a captain adds a player to their own roster and deactivates one', async () => {
      const world = await setup();
      const playerId = await newPlayer(world, 'New');
      const captain = await cookieFor(t, world, 'captain1');
      const added = await t.request({
        method: 'POST',
        url: '/api/team-players',
        cookie: captain,
        payload: { teamId: 't1', playerId, seasonId: world.seasonId },
      });
      expect(added.statusCode).toBe(201);
      const created = added.json<TeamPlayer>();
      expect(created).toMatchObject({ teamId: 't1', playerId, role: 'player', isActive: true });
      expect(await membership(created.id)).toMatchObject({
        teamId: 't1',
        playerId,
        role: 'player',
        isActive: 1,
      });

      const deactivated = await t.request({
        method: 'PATCH',
        url: '/api/team-players/t1-m3',
        cookie: captain,
        payload: { isActive: false },
      });
      expect(deactivated.statusCode).toBe(200);
      expect(await membership('t1-m3')).toMatchObject({ isActive: 0, role: 'player' });
      const active = (
        await call(t, { method: 'GET', url: '/api/team-players?teamId=t1&isActive=true' })
      ).json<{ items: TeamPlayer[] }>();
      expect(active.items.map((item) => item.playerId).sort()).toEqual(
        ['t1-p1', 't1-p2', 't1-p4', 't1-p5', playerId].sort(),
      );
    });

    it('an admin adding an unlinked player as captain gets the catalogue message and nothing changes', async () => {
      const world = await setup();
      const playerId = await newPlayer(world, 'Unlinked');
      const response = await t.request({
        method: 'POST',
        url: '/api/team-players',
        cookie: await adminCookie(t, world),
        payload: { teamId: 't1', playerId, seasonId: world.seasonId, role: 'captain' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: { code: 'validation_failed', message: 'No player record found for this user' },
      });
      expect(await membershipsOf(playerId)).toEqual([]);
    });

    it("a captain cannot touch another team's roster nor change roles (403), and nothing changes", async () => {
      const world = await setup();
      const playerId = await newPlayer(world, 'Wanted');
      const captain = await cookieFor(t, world, 'captain1');
      const refusals = [
        {
          method: 'POST' as const,
          url: '/api/team-players',
          payload: { teamId: 't2', playerId, seasonId: world.seasonId },
        },
        { method: 'PATCH' as const, url: '/api/team-players/t2-m3', payload: { isActive: false } },
        { method: 'PATCH' as const, url: '/api/team-players/t1-m3', payload: { role: 'captain' } },
        { method: 'PATCH' as const, url: '/api/team-players/t1-m1', payload: { role: 'player' } },
        {
          method: 'POST' as const,
          url: '/api/team-players',
          payload: { teamId: 't1', playerId, seasonId: world.seasonId, role: 'captain' },
        },
      ];
      for (const refusal of refusals) {
        const response = await t.request({ ...refusal, cookie: captain });
        expect(
          response.statusCode,
          `${refusal.method} ${refusal.url} ${JSON.stringify(refusal.payload)}`,
        ).toBe(403);
      }
      expect(await membershipsOf(playerId)).toEqual([]);
      expect(await membership('t2-m3')).toMatchObject({ isActive: 1 });
      expect(await membership('t1-m3')).toMatchObject({ role: 'player' });
      expect(await membership('t1-m1')).toMatchObject({ role: 'captain' });
      expect(
        (
          await t.db
            .selectFrom('teams')
            .select('captainUserId')
            .where('id', '=', 't1')
            .executeTakeFirstOrThrow()
        ).captainUserId,
      ).toBe(world.users.captain1);
    });
  });

  describe('the round-robin generator', () => {
    const roundRobin = async (world: World, query = '', body: object = {}) =>
      t.request({
        method: 'POST',
        url: `/api/schedule/round-robin${query}`,
        cookie: await adminCookie(t, world),
        payload: {
          seasonId: world.seasonId,
          weekday: 3,
          time: '19:30',
          startDate: '2026-09-01',
          ...body,
        },
      });
    const matchCount = async () => (await t.db.selectFrom('matches').select('id').execute()).length;

    it('previews with dryRun and saves nothing', async () => {
      const world = await setup();
      const single = await roundRobin(world, '?dryRun=true');
      expect(single.statusCode).toBe(200);
      expect(single.json()).toMatchObject({ saved: false, conflicts: [] });
      expect(single.json<{ items: Match[] }>().items).toHaveLength(3);
      const double = await roundRobin(world, '?dryRun=true', { double: true });
      const pairs = double
        .json<{ items: Match[] }>()
        .items.map((match) => `${match.homeTeamId}>${match.awayTeamId}`);
      expect(pairs).toHaveLength(6);
      expect(new Set(pairs).size).toBe(6);
      expect(await matchCount()).toBe(0);
      expect((await t.db.selectFrom('frames').select('frameId').execute()).length).toBe(0);
    });

    it("creates n(n-1)/2 matches, each pair once, weekly, at the home team's venue", async () => {
      const world = await setup();
      const admin = await adminCookie(t, world);
      const venues: Record<string, string> = { t1: world.venueId };
      for (const teamId of ['t2', 't3']) {
        const venue = (
          await call(
            t,
            {
              method: 'POST',
              url: '/api/venues',
              cookie: admin,
              payload: { name: `Hall ${teamId}`, tables: 1 },
            },
            201,
          )
        ).json<{ id: string }>();
        venues[teamId] = venue.id;
        await call(t, {
          method: 'PATCH',
          url: `/api/teams/${teamId}`,
          cookie: admin,
          payload: { homeVenueId: venue.id },
        });
      }
      const response = await roundRobin(world);
      expect(response.statusCode).toBe(201);
      const body = response.json<{ items: Match[]; conflicts: unknown[]; saved: boolean }>();
      expect(body.saved).toBe(true);
      expect(body.conflicts).toEqual([]);
      expect(body.items).toHaveLength(3);
      const rows = await t.db.selectFrom('matches').selectAll().orderBy('scheduledDate').execute();
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((row) => [row.homeTeamId, row.awayTeamId].sort().join('-')))).toEqual(
        new Set(['t1-t2', 't1-t3', 't2-t3']),
      );
      for (const row of rows) {
        expect(row.venueId).toBe(venues[row.homeTeamId]);
        expect(row.state).toBe('pre-match');
        expect(await framesOf(row.id)).toHaveLength(16);
      }
      // Wednesdays at 19:30 London time (BST in September, GMT from November).
      expect(rows.map((row) => Date.parse(row.scheduledDate))).toEqual(
        ['2026-09-02T18:30:00Z', '2026-09-09T18:30:00Z', '2026-09-16T18:30:00Z'].map(Date.parse),
      );
    });

    it('reports a venue hosting more matches on an evening than it has tables', async () => {
      const world = await setup();
      const admin = await adminCookie(t, world);
      await call(t, {
        method: 'PATCH',
        url: `/api/venues/${world.venueId}`,
        cookie: admin,
        payload: { tables: 1 },
      });
      await call(
        t,
        {
          method: 'POST',
          url: '/api/teams',
          cookie: admin,
          payload: { seasonId: world.seasonId, name: 'Team 4', homeVenueId: world.venueId },
        },
        201,
      );
      const response = await roundRobin(world);
      expect(response.statusCode).toBe(201);
      const body = response.json<{
        items: Match[];
        conflicts: {
          kind: string;
          venueId?: string;
          date: string;
          fixtures: unknown[];
          message: string;
        }[];
      }>();
      expect(body.items).toHaveLength(6);
      expect(await matchCount()).toBe(6);
      const venueConflicts = body.conflicts.filter(
        (conflict) => conflict.kind === 'venue-over-capacity',
      );
      expect(venueConflicts.map((conflict) => conflict.date)).toEqual([
        '2026-09-02',
        '2026-09-09',
        '2026-09-16',
      ]);
      for (const conflict of venueConflicts) {
        expect(conflict.venueId).toBe(world.venueId);
        expect(conflict.fixtures).toHaveLength(2);
      }
      expect(venueConflicts[0]?.message).toBe(
        'The Red Lion has 2 matches on 2026-09-02 but only 1 table',
      );
      expect(body.conflicts.filter((conflict) => conflict.kind === 'team-double-booked')).toEqual(
        [],
      );
    });
  });

  describe('tables', () => {
    const standings = async (world: World) =>
      (await call(t, { method: 'GET', url: `/api/standings?seasonId=${world.seasonId}` })).json<{
        items: StandingsRow[];
      }>().items;
    const row = (rows: StandingsRow[], teamId: string) =>
      rows.find((candidate) => candidate.teamId === teamId);

    it('standings count only completed matches and follow a match as it completes and reopens', async () => {
      const world = await setup();
      const decided = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      const running = await createMatch(t, world, { homeTeamId: 't3', awayTeamId: 't1' });
      await playMatch(t, world, running.id, 'home', { rounds: 2 });
      const locked = await playMatch(t, world, decided.id, winnersFor(10), { confirm: false });
      expect(locked).toMatchObject({ state: 'in-progress', homeScore: 10, awayScore: 6 });
      for (const entry of await standings(world)) {
        expect(entry).toMatchObject({ played: 0, points: 0, framesWon: 0, framesLost: 0 });
      }

      expect((await confirmResult(t, world, decided.id)).state).toBe('completed');
      const after = await standings(world);
      expect(after.map((entry) => entry.teamId)).toEqual(['t1', 't3', 't2']);
      expect(row(after, 't1')).toMatchObject({
        position: 1,
        played: 1,
        won: 1,
        drawn: 0,
        lost: 0,
        framesWon: 10,
        framesLost: 6,
        frameDifference: 4,
        points: 2,
        form: ['W'],
        decidedBy: null,
      });
      expect(row(after, 't2')).toMatchObject({
        position: 3,
        played: 1,
        lost: 1,
        framesWon: 6,
        framesLost: 10,
        frameDifference: -4,
        points: 0,
        form: ['L'],
        decidedBy: 'frameDifference',
      });
      expect(row(after, 't3')).toMatchObject({
        position: 2,
        played: 0,
        points: 0,
        decidedBy: 'points',
      });

      await call(t, {
        method: 'POST',
        url: `/api/matches/${decided.id}/reopen`,
        cookie: await adminCookie(t, world),
        payload: { reason: 'Wrong winner in frame 3' },
      });
      for (const entry of await standings(world))
        expect(entry).toMatchObject({ played: 0, points: 0 });
    });

    it('a drawn match gives each side the draw points', async () => {
      const world = await setup();
      const match = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
      expect(await playMatch(t, world, match.id, winnersFor(8))).toMatchObject({
        state: 'completed',
        homeScore: 8,
        awayScore: 8,
      });
      const rows = await standings(world);
      expect(row(rows, 't2')).toMatchObject({ played: 1, drawn: 1, points: 1, form: ['D'] });
      expect(row(rows, 't3')).toMatchObject({ played: 1, drawn: 1, points: 1, form: ['D'] });
      expect(row(rows, 't1')).toMatchObject({ played: 0, points: 0 });
    });

    it('player stats have a row per player after a scored match', async () => {
      const world = await setup();
      const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      await playMatch(t, world, match.id, 'home');
      const all = (
        await call(t, { method: 'GET', url: `/api/stats/players?seasonId=${world.seasonId}` })
      ).json<{ items: PlayerStatsRow[] }>().items;
      expect(all).toHaveLength(15);
      const stats = (playerId: string) => all.find((entry) => entry.playerId === playerId);
      // The team's name goes out with each row (the stats page shows it).
      expect(stats('t1-p1')).toMatchObject({
        teamId: 't1',
        teamName: expect.any(String) as unknown,
      });
      for (const playerId of ['t1-p1', 't1-p2', 't1-p3', 't1-p4']) {
        expect(stats(playerId)).toMatchObject({
          matchesPlayed: 1,
          framesPlayed: 4,
          framesWon: 4,
          framesLost: 0,
          winPercent: 100,
        });
      }
      for (const playerId of ['t2-p1', 't2-p2', 't2-p3', 't2-p4']) {
        expect(stats(playerId)).toMatchObject({
          matchesPlayed: 1,
          framesPlayed: 4,
          framesWon: 0,
          framesLost: 4,
          winPercent: 0,
        });
      }
      expect(stats('t1-p5')).toMatchObject({ matchesPlayed: 0, framesPlayed: 0 });
      expect(
        all
          .slice(0, 4)
          .map((entry) => entry.playerId)
          .sort(),
      ).toEqual(['t1-p1', 't1-p2', 't1-p3', 't1-p4']);
      const filtered = (
        await call(t, {
          method: 'GET',
          url: `/api/stats/players?seasonId=${world.seasonId}&minFrames=1`,
        })
      ).json<{ items: PlayerStatsRow[] }>().items;
      expect(filtered.map((entry) => entry.playerId).sort()).toEqual([
        't1-p1',
        't1-p2',
        't1-p3',
        't1-p4',
        't2-p1',
        't2-p2',
        't2-p3',
        't2-p4',
      ]);
    });

    it("rates each player frame by frame: the stats row's rating is the last step of the history", async () => {
      const world = await setup();
      const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
      await playMatch(t, world, match.id, 'home');
      const rows = (
        await call(t, { method: 'GET', url: `/api/stats/players?seasonId=${world.seasonId}` })
      ).json<{ items: RatedStatsRow[] }>().items;
      const winner = rows.find((row) => row.playerId === 't1-p1');
      const loser = rows.find((row) => row.playerId === 't2-p1');
      expect(winner?.rating).toBeGreaterThan(1500);
      expect(loser?.rating).toBeLessThan(1500);
      expect(rows.find((row) => row.playerId === 't1-p5')?.rating).toBeNull();

      const answer = (
        await call(t, { method: 'GET', url: '/api/stats/players/t1-p1/ratings' })
      ).json<{ seasonId: string; rating: number; items: RatingHistoryItem[] }>();
      expect(answer.seasonId).toBe(world.seasonId);
      expect(answer.rating).toBe(winner?.rating);
      // Four frames, one against each of the away line-up, each one a win that adds rating.
      expect(answer.items).toHaveLength(4);
      expect(answer.items.every((item) => item.won && item.change > 0)).toBe(true);
      expect(answer.items[0]).toMatchObject({ before: 1500, matchId: match.id });
      expect(answer.items.at(-1)?.after).toBe(answer.rating);
      for (const [index, item] of answer.items.entries()) {
        if (index > 0) expect(item.before).toBe(answer.items[index - 1]?.after);
        expect(item.opponentName).toMatch(/\S+ \S+/);
        expect(item.scheduledDate).toBe(match.scheduledDate);
      }
      const missing = await t.request({ method: 'GET', url: '/api/stats/players/nobody/ratings' });
      expect(missing.statusCode).toBe(404);
    });

    it("the calendar has a VEVENT for each of the team's fixtures", async () => {
      const world = await setup();
      const home = await createMatch(t, world, {
        homeTeamId: 't1',
        awayTeamId: 't2',
        scheduledDate: '2026-10-07T18:30:00.000Z',
      });
      const away = await createMatch(t, world, {
        homeTeamId: 't3',
        awayTeamId: 't1',
        scheduledDate: '2026-10-14T18:30:00.000Z',
      });
      const notOurs = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
      await playMatch(t, world, home.id, 'home');
      const response = await t.request({ method: 'GET', url: '/api/calendar/t1.ics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      const ics = response.body;
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
      expect(ics.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
      expect(ics.match(/^END:VEVENT$/gm)).toHaveLength(2);
      expect(ics).toContain(`UID:${home.id}@cueleague`);
      expect(ics).toContain(`UID:${away.id}@cueleague`);
      expect(ics).not.toContain(notOurs.id);
      expect(ics).toContain('DTSTART:20261007T183000Z');
      expect(ics).toContain('SUMMARY:Team 1 v Team 2 (16-0)');
      expect(ics).toContain('SUMMARY:Team 3 v Team 1');
      expect(ics).toContain('LOCATION:The Red Lion\\, 1 High Street');
      expect(
        (await t.request({ method: 'GET', url: '/api/calendar/no-such-team.ics' })).statusCode,
      ).toBe(404);
    });
  });

  describe('first-run setup', () => {
    const setupBody = {
      leagueName: 'Founders League',
      timezone: 'Europe/Dublin',
      email: 'Founder@Example.test',
      password: PASSWORD,
    };

    it('is needed on an empty database; creating the league signs its admin in; a second try is 409', async () => {
      t = await buildTestApp(kind);
      expect((await call(t, { method: 'GET', url: '/api/setup' })).json()).toEqual({
        needed: true,
      });
      const response = await t.request({ method: 'POST', url: '/api/setup', payload: setupBody });
      expect(response.statusCode).toBe(201);
      const created = response.json<{ leagueId: string; user: { id: string; email: string } }>();
      expect(created.user.email).toBe('founder@example.test');
      const cookie = response.cookies.find((entry) => entry.name === 'cueleague_session');
      expect(cookie?.httpOnly).toBe(true);
      expect(await me(`cueleague_session=${cookie?.value ?? ''}`)).toMatchObject({
        user: { id: created.user.id, email: 'founder@example.test' },
        role: 'admin',
        isAdmin: true,
      });
      const leagues = await t.db.selectFrom('leagues').selectAll().execute();
      expect(leagues).toEqual([
        expect.objectContaining({
          id: created.leagueId,
          name: 'Founders League',
          timezone: 'Europe/Dublin',
        }),
      ]);
      expect(await t.db.selectFrom('leagueAdmins').selectAll().execute()).toEqual([
        { leagueId: created.leagueId, userId: created.user.id },
      ]);
      expect((await call(t, { method: 'GET', url: '/api/setup' })).json()).toEqual({
        needed: false,
      });

      const again = await t.request({
        method: 'POST',
        url: '/api/setup',
        payload: { ...setupBody, email: 'intruder@example.test' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.cookies.find((entry) => entry.name === 'cueleague_session')).toBeUndefined();
      expect(await t.db.selectFrom('leagues').select('id').execute()).toHaveLength(1);
      expect(
        await t.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'intruder@example.test')
          .execute(),
      ).toEqual([]);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'founder@example.test', password: PASSWORD },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('is not needed once a league exists', async () => {
      await setup();
      expect((await call(t, { method: 'GET', url: '/api/setup' })).json()).toEqual({
        needed: false,
      });
      expect(
        (await t.request({ method: 'POST', url: '/api/setup', payload: setupBody })).statusCode,
      ).toBe(409);
    });
  });

  it('the audit trail of a scored frame has the reason, who, when, before and after', async () => {
    const world = await setup();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await startMatch(t, world, match.id);
    await lockLineups(t, world, match.id, 1);
    const frameId = `${match.id}-R1-F2`;
    await scoreFrame(t, world, match.id, frameId, 'away', 'Won on the black');

    const response = await t.request({
      method: 'GET',
      url: `/api/matches/${match.id}/audit`,
      cookie: await adminCookie(t, world),
    });
    expect(response.statusCode).toBe(200);
    const items = response.json<{ items: AuditItem[] }>().items;
    expect(items.map((item) => item.reason).sort()).toEqual([
      'frame_scored',
      'lineup_set',
      'lineup_set',
      'match_created',
      'match_started',
      'pre_match_updated',
      'pre_match_updated',
    ]);
    const scored = items.find((item) => item.reason === 'frame_scored');
    expect(scored).toMatchObject({
      reason: 'frame_scored',
      note: 'Won on the black',
      actorUserId: world.users.captain1,
    });
    expect(Number.isNaN(Date.parse(scored?.at ?? ''))).toBe(false);
    expect(scored?.before.frames).toEqual([
      expect.objectContaining({ frameId, winnerPlayerId: null, state: 'unplayed', awayScore: 0 }),
    ]);
    expect(scored?.after.frames).toEqual([
      expect.objectContaining({
        frameId,
        winnerPlayerId: 't2-p2',
        state: 'resulted',
        awayScore: 1,
        isComplete: true,
        scoredBy: world.users.captain1,
      }),
    ]);
    expect(scored?.before).toMatchObject({ state: 'in-progress' });
    expect(scored?.after).toMatchObject({ state: 'in-progress' });
    const frame = (await getMatch(t, match.id)).frames.find(
      (candidate) => candidate.frameId === frameId,
    );
    expect(frame).toMatchObject({
      winnerPlayerId: 't2-p2',
      awayPlayerId: 't2-p2',
      homePlayerId: 't1-p2',
    });
    const auditRows = await t.db
      .selectFrom('auditLog')
      .select(['reason', 'actorUserId'])
      .where('matchId', '=', match.id)
      .execute();
    expect(auditRows).toHaveLength(7);
  });

  it('fixture changes are audited: created, moved, its venue deleted, deleted', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const match = await createMatch(t, world, {
      homeTeamId: 't1',
      awayTeamId: 't2',
      venueId: world.venueId,
    });
    await call(t, {
      method: 'PATCH',
      url: `/api/matches/${match.id}`,
      cookie: admin,
      payload: { scheduledDate: '2026-10-14T18:30:00.000Z' },
    });
    await call(t, { method: 'DELETE', url: `/api/venues/${world.venueId}`, cookie: admin }, 204);
    // Deleting the venue is a change to the match like any other: a new version.
    const moved = await getMatch(t, match.id);
    expect(moved).toMatchObject({ venueId: null, version: match.version + 2 });
    await call(t, { method: 'DELETE', url: `/api/matches/${match.id}`, cookie: admin }, 204);

    const entries = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('matchId', '=', match.id)
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.reason)).toEqual([
      'match_created',
      'match_updated',
      'match_updated',
      'match_deleted',
    ]);
    expect(entries.every((entry) => entry.actorUserId === world.users.admin)).toBe(true);
    const [created, rescheduled, venueGone, deleted] = entries.map((entry) => ({
      note: entry.note,
      before: JSON.parse(entry.before) as { venueId?: string | null; scheduledDate?: string },
      after: JSON.parse(entry.after) as { venueId?: string | null; scheduledDate?: string },
    }));
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({ homeTeamId: 't1', venueId: world.venueId });
    expect(rescheduled?.after.scheduledDate).toBe('2026-10-14T18:30:00.000Z');
    expect(venueGone).toMatchObject({
      before: { venueId: world.venueId },
      after: { venueId: null },
    });
    expect(venueGone?.note).toContain('deleted');
    expect(deleted?.before).toMatchObject({ homeTeamId: 't1', awayTeamId: 't2' });
    expect(deleted?.after).toBeNull();
  });

  it('a whole-frames update keeps its extra data in its audit entry', async () => {
    const world = await setup();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await startMatch(t, world, match.id);
    const ready = await lockLineups(t, world, match.id, 1);
    const admin = await adminCookie(t, world);
    const response = await t.request({
      method: 'PUT',
      url: `/api/matches/${match.id}/frames`,
      cookie: admin,
      payload: {
        frames: ready.frames.map((frame) =>
          frame.round === 1
            ? { ...frame, winnerPlayerId: frame.homePlayerId, isComplete: true }
            : frame,
        ),
        reason: 'Typed in from the paper score sheet',
        extra: { scoreSheet: 'photo-17.jpg' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Match>().homeScore).toBe(4);
    const items = (
      await t.request({ method: 'GET', url: `/api/matches/${match.id}/audit`, cookie: admin })
    ).json<{ items: AuditItem[] }>().items;
    const replaced = items.find((item) => item.reason === 'frames_replaced');
    expect(replaced?.note).toBe('Typed in from the paper score sheet');
    expect(replaced?.after.extra).toEqual({ scoreSheet: 'photo-17.jpg' });
    expect(replaced?.after.frames).toHaveLength(4);
  });
});
