// A small league for tests and benchmarks: no test-runner imports here, so a benchmark script
// can seed the same world.
import type { UserRole } from '@cueleague/domain/entities';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import type { SeasonsTable } from '../db/schema.ts';
import type { Insertable } from 'kysely';

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | null = null;
const sharedHash = (): Promise<string> => (passwordHash ??= hashPassword(PASSWORD));

/** A league row, on London time. */
export const insertLeagueRow = (db: Db, league: { id: string; name: string; createdAt: string }) =>
  db
    .insertInto('leagues')
    .values({ timezone: 'Europe/London', ...league })
    .execute();

/** A season row: current, open-ended, undated and 2 points a win, 1 a draw unless said. */
export const insertSeasonRow = (
  db: Db,
  season: Pick<Insertable<SeasonsTable>, 'id' | 'leagueId' | 'name'> &
    Partial<Insertable<SeasonsTable>>,
) =>
  db
    .insertInto('seasons')
    .values({
      isCurrent: 1,
      startDate: null,
      endDate: null,
      pointsForWin: 2,
      pointsForDraw: 1,
      ...season,
    })
    .execute();

/** The people of the world: the admin, the three captains, a player and a user with no role. */
export type WorldUser = 'admin' | 'captain1' | 'captain2' | 'captain3' | 'player1' | 'plain';

export interface World {
  leagueId: string;
  seasonId: string;
  venueId: string;
  /** Three teams; team 1 and team 2 play each other, team 3 is "another team". */
  teams: [string, string, string];
  /** Player ids per team (5 each); the first of each team is its captain. */
  players: [string[], string[], string[]];
  /** Each person's user id, and their e-mail to sign in with. */
  users: Record<WorldUser, string>;
  emails: Record<WorldUser, string>;
}

/** A league with an admin, a current season, a venue, three teams of five with captains, a plain
 * player (on team 1) and a user with no role. Everyone's password is PASSWORD. */
/**
 * `divisions: false` builds the world as a database from before divisions held it (an upgrade
 * test seeds an older schema); otherwise season s1 has its one unnamed division 'd1', as every
 * season made through the API has.
 */
export const seedWorld = async (
  db: Db,
  options: { divisions?: boolean; emailVerified?: boolean } = {},
): Promise<World> => {
  const divided = options.divisions ?? true;
  // False for a database older than migration 0014, which has no such column.
  const verified = options.emailVerified ?? true;
  const hash = await sharedHash();
  const now = new Date().toISOString();
  const emails = {
    admin: 'admin@example.test',
    captain1: 'captain1@example.test',
    captain2: 'captain2@example.test',
    captain3: 'captain3@example.test',
    player1: 'player1@example.test',
    plain: 'plain@example.test',
  };
  const users = {
    admin: 'u-admin',
    captain1: 'u-captain1',
    captain2: 'u-captain2',
    captain3: 'u-captain3',
    player1: 'u-player1',
    plain: 'u-plain',
  };
  const roles: Record<keyof typeof users, UserRole | null> = {
    admin: 'admin',
    captain1: 'player',
    captain2: 'player',
    captain3: 'player',
    player1: 'player',
    plain: null,
  };
  for (const key of Object.keys(users) as (keyof typeof users)[]) {
    await db
      .insertInto('users')
      .values({
        id: users[key],
        email: emails[key],
        passwordHash: hash,
        role: roles[key],
        createdAt: now,
        // The world's accounts are established ones: their owners proved their e-mail.
        ...(verified && { emailVerifiedAt: now }),
      })
      .execute();
  }
  await insertLeagueRow(db, { id: 'l1', name: 'Test League', createdAt: now });
  await db.insertInto('leagueAdmins').values({ leagueId: 'l1', userId: users.admin }).execute();
  await insertSeasonRow(db, {
    id: 's1',
    leagueId: 'l1',
    name: 'Winter 2026',
    startDate: '2026-09-01',
  });
  await db
    .insertInto('venues')
    .values({ id: 'v1', name: 'The Red Lion', address: '1 High Street', tables: 2 })
    .execute();
  if (divided) {
    await db
      .insertInto('divisions')
      .values({ id: 'd1', seasonId: 's1', name: null, position: 0 })
      .execute();
  }
  const teams: [string, string, string] = ['t1', 't2', 't3'];
  const captains = [users.captain1, users.captain2, users.captain3];
  const players: [string[], string[], string[]] = [[], [], []];
  for (const [index, teamId] of teams.entries()) {
    await db
      .insertInto('teams')
      .values({
        id: teamId,
        seasonId: 's1',
        name: `Team ${index + 1}`,
        homeVenueId: 'v1',
        captainUserId: captains[index] ?? null,
        ...(divided && { divisionId: 'd1' }),
      })
      .execute();
    for (let n = 1; n <= 5; n++) {
      const playerId = `${teamId}-p${n}`;
      const userId =
        n === 1 ? (captains[index] ?? null) : index === 0 && n === 2 ? users.player1 : null;
      await db
        .insertInto('players')
        .values({ id: playerId, userId, firstName: `Player${n}`, lastName: `Team${index + 1}` })
        .execute();
      await db
        .insertInto('teamPlayers')
        .values({
          id: `${teamId}-m${n}`,
          teamId,
          playerId,
          seasonId: 's1',
          role: n === 1 ? 'captain' : 'player',
          isActive: 1,
        })
        .execute();
      players[index]?.push(playerId);
    }
  }
  return { leagueId: 'l1', seasonId: 's1', venueId: 'v1', teams, players, users, emails };
};
