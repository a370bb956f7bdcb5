// The competitions tables (docs/decisions/0039): a cup's row, its entries and the admin's
// decisions of ties, as stored. What the bracket looks like is worked out from them
// (services/competitions.ts with the domain's bracket code), never stored.
import type { Insertable, Selectable, Updateable } from 'kysely';
import { PostgresAdapter } from 'kysely';
import type { CompetitionDecisionsTable, CompetitionsTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

export type CompetitionRow = Selectable<CompetitionsTable>;
export type DecisionRow = Selectable<CompetitionDecisionsTable>;

export const findCompetitionRow = (db: Executor, id: string) =>
  db.selectFrom('competitions').selectAll().where('id', '=', id).executeTakeFirst();

export const competitionRowsOfSeason = (db: Executor, seasonId: string) =>
  db
    .selectFrom('competitions')
    .selectAll()
    .where('seasonId', '=', seasonId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

export const insertCompetitionRow = (db: Executor, row: Insertable<CompetitionsTable>) =>
  db.insertInto('competitions').values(row).execute();

export const updateCompetitionRow = (
  db: Executor,
  id: string,
  changes: Updateable<CompetitionsTable>,
) => db.updateTable('competitions').set(changes).where('id', '=', id).execute();

export const deleteCompetitionRow = (db: Executor, id: string) =>
  db.deleteFrom('competitions').where('id', '=', id).execute();

/**
 * PostgreSQL: take the competition's row lock, so two ties decided at once queue up to move the
 * bracket on (each sees the other's new tie). SQLite has one writer at a time already.
 */
export const lockCompetitionRow = async (trx: Trx, id: string): Promise<void> => {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom('competitions').select('id').where('id', '=', id).forUpdate().execute();
  }
};

/** The entered teams of competitions, with their names and when they entered, by name. */
export const entriesOf = (db: Executor, competitionIds: readonly string[]) =>
  competitionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('competitionEntries')
        .innerJoin('teams', 'teams.id', 'competitionEntries.teamId')
        .select([
          'competitionEntries.competitionId',
          'teams.id as teamId',
          'teams.name',
          'competitionEntries.enteredAt',
        ])
        .where('competitionEntries.competitionId', 'in', [...competitionIds])
        .orderBy('teams.name')
        .orderBy('teams.id')
        .execute();

/** The published competitions a team is entered in, by name. */
export const publishedCupsOfTeam = async (db: Executor, teamId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('competitionEntries')
      .innerJoin('competitions', 'competitions.id', 'competitionEntries.competitionId')
      .select('competitions.name')
      .where('competitionEntries.teamId', '=', teamId)
      .where('competitions.state', '=', 'published')
      .orderBy('competitions.name')
      .execute()
  ).map((row) => row.name);

/** Enters teams in a cup, at `at`, by the user `by` (the admin who picked them, or a captain). */
export const insertEntries = async (
  db: Executor,
  competitionId: string,
  teamIds: readonly string[],
  entered: { at: string; by: string },
): Promise<void> => {
  if (teamIds.length === 0) return;
  await db
    .insertInto('competitionEntries')
    .values(
      teamIds.map((teamId) => ({
        competitionId,
        teamId,
        enteredAt: entered.at,
        enteredBy: entered.by,
      })),
    )
    .execute();
};

/** Withdraws a team from a cup; answers whether it was entered. */
export const deleteEntry = async (
  db: Executor,
  competitionId: string,
  teamId: string,
): Promise<boolean> =>
  (
    await db
      .deleteFrom('competitionEntries')
      .where('competitionId', '=', competitionId)
      .where('teamId', '=', teamId)
      .executeTakeFirst()
  ).numDeletedRows > 0n;

export const decisionsOf = (db: Executor, competitionId: string): Promise<DecisionRow[]> =>
  db
    .selectFrom('competitionDecisions')
    .selectAll()
    .where('competitionId', '=', competitionId)
    .execute();

export const insertDecision = (db: Executor, row: Insertable<CompetitionDecisionsTable>) =>
  db.insertInto('competitionDecisions').values(row).execute();

/**
 * Every published cup of the league with its season's name, newest season first (as the
 * seasons list), each season's cups in the order they were made: the roll of honour's rows.
 */
export const publishedCompetitionRows = (db: Executor) =>
  db
    .selectFrom('competitions')
    .innerJoin('seasons', 'seasons.id', 'competitions.seasonId')
    .selectAll('competitions')
    .select('seasons.name as seasonName')
    .where('competitions.state', '=', 'published')
    .orderBy('seasons.startDate', 'desc')
    .orderBy('seasons.name')
    .orderBy('seasons.id')
    .orderBy('competitions.createdAt')
    .orderBy('competitions.id')
    .execute();
