// The demo league's rows (seed/demo-league.ts builds them): written into an empty database in
// one transaction, and the demo's people read back for the setup page's logins.
import type { Insertable } from 'kysely';
import type {
  AuditLogTable,
  DivisionsTable,
  LeagueAdminsTable,
  LeaguesTable,
  PlayersTable,
  LedgerEntriesTable,
  PenaltyProposalsTable,
  PointsAdjustmentsTable,
  SeasonsTable,
  TeamPlayersTable,
  TeamsTable,
  UsersTable,
  VenuesTable,
} from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

/** Rows in chunks: every database has a bound-parameter limit (SQLite's is the lowest). */
const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

export interface DemoRows {
  users: Insertable<UsersTable>[];
  league: Insertable<LeaguesTable>;
  admin: Insertable<LeagueAdminsTable>;
  seasons: Insertable<SeasonsTable>[];
  divisions: Insertable<DivisionsTable>[];
  venues: Insertable<VenuesTable>[];
  teams: Insertable<TeamsTable>[];
  players: Insertable<PlayersTable>[];
  memberships: Insertable<TeamPlayersTable>[];
}

/** The league, its people, seasons, venues, teams and rosters (what refers comes after). */
export const insertDemoRows = async (trx: Trx, rows: DemoRows): Promise<void> => {
  await trx.insertInto('users').values(rows.users).execute();
  await trx.insertInto('leagues').values(rows.league).execute();
  await trx.insertInto('leagueAdmins').values(rows.admin).execute();
  await trx.insertInto('seasons').values(rows.seasons).execute();
  await trx.insertInto('divisions').values(rows.divisions).execute();
  await trx.insertInto('venues').values(rows.venues).execute();
  await trx.insertInto('teams').values(rows.teams).execute();
  await trx.insertInto('players').values(rows.players).execute();
  for (const chunk of chunks(rows.memberships, 200))
    await trx.insertInto('teamPlayers').values(chunk).execute();
};

/** The demo matches' audit trail. */
export const insertDemoAudit = async (
  trx: Trx,
  rows: readonly Insertable<AuditLogTable>[],
): Promise<void> => {
  for (const chunk of chunks(rows, 200)) await trx.insertInto('auditLog').values(chunk).execute();
};

/** This season's points adjustments (after the matches they are for). */
export const insertDemoAdjustments = async (
  trx: Trx,
  rows: readonly Insertable<PointsAdjustmentsTable>[],
): Promise<void> => {
  if (rows.length > 0) await trx.insertInto('pointsAdjustments').values(rows).execute();
};

/** The penalties the result timer proposed (after the matches and teams they name). */
export const insertDemoProposals = async (
  trx: Trx,
  rows: readonly Insertable<PenaltyProposalsTable>[],
): Promise<void> => {
  if (rows.length > 0) await trx.insertInto('penaltyProposals').values(rows).execute();
};

/** This season's fees (after the teams they are for). */
export const insertDemoLedger = async (
  trx: Trx,
  rows: readonly Insertable<LedgerEntriesTable>[],
): Promise<void> => {
  if (rows.length > 0) await trx.insertInto('ledgerEntries').values(rows).execute();
};

/** The addresses of these that an account has already. */
export const takenEmails = async (db: Executor, emails: readonly string[]): Promise<string[]> =>
  (await db.selectFrom('users').select('email').where('email', 'in', emails).execute()).map(
    (row) => row.email,
  );

/** The accounts whose e-mail ends with `domain` (the demo's). */
export const accountsOfDomain = (db: Executor, domain: string) =>
  db.selectFrom('users').select(['id', 'email']).where('email', 'like', `%${domain}`).execute();

/** Every league admin's account. */
export const adminUserIds = async (db: Executor): Promise<string[]> =>
  (await db.selectFrom('leagueAdmins').select('userId').execute()).map((row) => row.userId);

/** The current season's id and name (any one, should there be two). */
export const currentSeasonName = (db: Executor) =>
  db.selectFrom('seasons').select(['id', 'name']).where('isCurrent', '=', 1).executeTakeFirst();

/** The players linked to these accounts, with the team each is active on in a season. */
export const peopleOfAccounts = (db: Executor, seasonId: string, userIds: readonly string[]) =>
  db
    .selectFrom('players')
    .leftJoin('teamPlayers', (join) =>
      join
        .onRef('teamPlayers.playerId', '=', 'players.id')
        .on('teamPlayers.isActive', '=', 1)
        .on('teamPlayers.seasonId', '=', seasonId),
    )
    .leftJoin('teams', 'teams.id', 'teamPlayers.teamId')
    .select([
      'players.userId',
      'players.firstName',
      'players.lastName',
      'teams.name as teamName',
      'teams.captainUserId',
    ])
    .where('players.userId', 'in', userIds)
    .execute();
