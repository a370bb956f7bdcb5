// Reads and set-ups the route tests share: what a season holds in the database, a match's frame
// rows, a second season beside the world's, who the API thinks a cookie belongs to, the league's
// settings changed by its admin, and the result timer run at a chosen instant.
import type { Season, Team } from '@cueleague/domain/entities';
import { adminCookie, call, createMatch } from './match-driver.ts';
import { runResultTimer } from '../services/result-timer.ts';
import { writer } from '../services/write-transaction.ts';
import type { TestApp, World } from './test-app.ts';

/** The body of a refusal. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Everything that belongs to a season, as ids (frames and players counted). */
export const seasonRows = async (t: TestApp, seasonId: string) => {
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
  return {
    season: ids(await t.db.selectFrom('seasons').select('id').where('id', '=', seasonId).execute()),
    teams: ids(
      await t.db.selectFrom('teams').select('id').where('seasonId', '=', seasonId).execute(),
    ),
    memberships: ids(
      await t.db.selectFrom('teamPlayers').select('id').where('seasonId', '=', seasonId).execute(),
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

/** A match's frame rows as stored. */
export const framesOf = async (t: TestApp, matchId: string) =>
  t.db.selectFrom('frames').selectAll().where('matchId', '=', matchId).execute();

/** A second, not current season of the same league with two teams, a roster each and a match.
 * By default 'Summer 2027' (teams 'Summer 1' and 'Summer 2' with t1-p5 and t2-p5) and its match on
 * 5 May 2027; `options` name another (teams named '<prefix> 1', '<prefix> 2'). */
export const secondSeason = async (
  t: TestApp,
  world: World,
  options: {
    name?: string;
    startDate?: string;
    teamPrefix?: string;
    players?: [string, string];
    scheduledDate?: string;
  } = {},
) => {
  const {
    name = 'Summer 2027',
    startDate,
    teamPrefix = 'Summer',
    players = ['t1-p5', 't2-p5'],
    scheduledDate = '2027-05-05T18:30:00.000Z',
  } = options;
  const cookie = await adminCookie(t, world);
  const season = (
    await call(
      t,
      {
        method: 'POST',
        url: '/api/seasons',
        cookie,
        payload: {
          leagueId: world.leagueId,
          name,
          isCurrent: false,
          ...(startDate && { startDate }),
        },
      },
      201,
    )
  ).json<Season>();
  const teamIds: string[] = [];
  for (const [index, playerId] of players.entries()) {
    const team = (
      await call(
        t,
        {
          method: 'POST',
          url: '/api/teams',
          cookie,
          payload: {
            seasonId: season.id,
            name: `${teamPrefix} ${index + 1}`,
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
    scheduledDate,
  });
  return { season, seasonId: season.id, teamIds, matchId: match.id };
};

/** What GET /api/auth/me answers for a cookie. */
export const me = async (t: TestApp, cookie: string) =>
  (await call(t, { method: 'GET', url: '/api/auth/me', cookie })).json<{
    role: string | null;
    isAdmin: boolean;
    team: Team | null;
  }>();

/** A match between two of the world's teams, written 't1 v t2' (home first), on a date when one
 * is given, made by the admin through the API. */
export const fixture = (
  t: TestApp,
  world: World,
  pairing: `${string} v ${string}`,
  scheduledDate?: string,
) => {
  const [homeTeamId = '', awayTeamId = ''] = pairing.split(' v ');
  return createMatch(t, world, { homeTeamId, awayTeamId, ...(scheduledDate && { scheduledDate }) });
};

/** PATCH /api/leagues/l1 as the world's admin (the answer as it comes, refusals included). */
export const patchLeague = async (t: TestApp, world: World, payload: object) =>
  t.request({
    method: 'PATCH',
    url: '/api/leagues/l1',
    cookie: await adminCookie(t, world),
    payload,
  });

/** One look of the result timer at `at` (ms): tests choose the instants a league night reaches. */
export const resultTimerAt = (t: TestApp, at: number) =>
  runResultTimer(
    {
      db: t.db,
      write: writer(t.app.ctx),
      notifications: t.app.ctx.notifications,
      events: t.app.ctx.live,
      log: t.app.log,
    },
    new Date(at),
  );
