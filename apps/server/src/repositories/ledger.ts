// The ledger_entries and treasurers tables (docs/rules.md, Fees and fines): a team's charges and
// payments as domain records, and the accounts named to keep them.
import {
  chargeCategorySchema,
  ledgerKindSchema,
  paymentMethodSchema,
  type LedgerEntry,
  type Treasurer,
} from '@cueleague/domain/ledger';
import type { Insertable, Selectable } from 'kysely';
import type { LedgerEntriesTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

type Row = Selectable<LedgerEntriesTable>;

const entryFromRow = ({ createdBy: _createdBy, entryDate, ...row }: Row): LedgerEntry => ({
  ...row,
  kind: ledgerKindSchema.parse(row.kind),
  category: row.category === null ? null : chargeCategorySchema.parse(row.category),
  method: row.method === null ? null : paymentMethodSchema.parse(row.method),
  on: entryDate,
});

export const findLedgerEntry = async (
  db: Executor,
  id: string,
): Promise<LedgerEntry | undefined> => {
  const row = await db
    .selectFrom('ledgerEntries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && entryFromRow(row);
};

/** A team's entries, a season's (every team's), or those naming a player (in any season). */
export const listLedgerEntries = async (
  db: Executor,
  filter: { teamId: string } | { seasonId: string } | { playerId: string },
): Promise<LedgerEntry[]> => {
  const query = db.selectFrom('ledgerEntries').selectAll();
  const rows = await (
    'teamId' in filter
      ? query.where('teamId', '=', filter.teamId)
      : 'seasonId' in filter
        ? query.where('seasonId', '=', filter.seasonId)
        : query.where('playerId', '=', filter.playerId)
  ).execute();
  return rows.map(entryFromRow);
};

/**
 * How many entries a team's or a season's ledger holds, or name a player (money is never
 * deleted with them).
 */
export const ledgerEntryCount = async (
  db: Executor,
  filter: { column: 'teamId' | 'seasonId' | 'playerId'; id: string },
): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('ledgerEntries')
        .select((eb) => eb.fn.countAll().as('count'))
        .where(filter.column, '=', filter.id)
        .executeTakeFirstOrThrow()
    ).count,
  );

export const insertLedgerEntries = async (
  trx: Trx,
  entries: readonly (LedgerEntry & { createdBy: string })[],
): Promise<void> => {
  if (entries.length === 0) return;
  const rows: Insertable<LedgerEntriesTable>[] = entries.map(({ on, ...entry }) => ({
    ...entry,
    entryDate: on,
  }));
  await trx.insertInto('ledgerEntries').values(rows).execute();
};

export const deleteLedgerEntry = (trx: Trx, id: string) =>
  trx.deleteFrom('ledgerEntries').where('id', '=', id).execute();

/** The teams of a season already charged an entry fee. */
export const teamsChargedEntryFee = async (db: Executor, seasonId: string): Promise<Set<string>> =>
  new Set(
    (
      await db
        .selectFrom('ledgerEntries')
        .select('teamId')
        .where('seasonId', '=', seasonId)
        .where('kind', '=', 'charge')
        .where('category', '=', 'entry-fee')
        .execute()
    ).map((row) => row.teamId),
  );

// ---- treasurers ----

export const isTreasurer = async (db: Executor, userId: string): Promise<boolean> =>
  (await db
    .selectFrom('treasurers')
    .select('userId')
    .where('userId', '=', userId)
    .executeTakeFirst()) !== undefined;

/** A league's treasurers, oldest first, with their account's e-mail and player's name. */
export const listTreasurers = async (db: Executor, leagueId: string): Promise<Treasurer[]> => {
  const rows = await db
    .selectFrom('treasurers')
    .innerJoin('users', 'users.id', 'treasurers.userId')
    .leftJoin('players', 'players.userId', 'treasurers.userId')
    .select([
      'treasurers.userId',
      'treasurers.namedAt',
      'users.email',
      'players.firstName',
      'players.lastName',
    ])
    .where('treasurers.leagueId', '=', leagueId)
    .orderBy('treasurers.namedAt')
    .orderBy('treasurers.userId')
    .execute();
  return rows.map(({ userId, namedAt, email, firstName, lastName }) => ({
    userId,
    email,
    namedAt,
    name: firstName && lastName ? `${firstName} ${lastName}` : null,
  }));
};

export const insertTreasurer = (
  trx: Trx,
  row: { leagueId: string; userId: string; namedBy: string; namedAt: string },
) => trx.insertInto('treasurers').values(row).execute();

export const deleteTreasurer = async (trx: Trx, leagueId: string, userId: string) =>
  Number(
    (
      await trx
        .deleteFrom('treasurers')
        .where('leagueId', '=', leagueId)
        .where('userId', '=', userId)
        .executeTakeFirst()
    ).numDeletedRows,
  ) > 0;
