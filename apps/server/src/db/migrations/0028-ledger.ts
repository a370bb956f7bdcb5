import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Fees and fines (docs/rules.md): the currency a league's ledger counts in (an existing league
    // counts in pounds until its admin says otherwise), the accounts named to keep the ledger, and
    // the ledger itself: a team's charges and payments in its season, in the currency's minor unit.
    await db.schema
      .alterTable('leagues')
      .addColumn('currency', 'text', (column) => column.notNull().defaultTo('GBP'))
      .execute();
    await db.schema
      .createTable('treasurers')
      .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('named_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('named_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('treasurers_pk', ['league_id', 'user_id'])
      .execute();
    // Deleting a team or a season deletes its entries first (repositories/teams.ts, seasons.ts).
    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('season_id', 'text', (c) => c.notNull().references('seasons.id'))
      .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('category', 'text')
      .addColumn('method', 'text')
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('entry_date', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ledger_entries_team')
      .on('ledger_entries')
      .column('team_id')
      .execute();
    await db.schema
      .createIndex('ledger_entries_season')
      .on('ledger_entries')
      .column('season_id')
      .execute();
  },
};
