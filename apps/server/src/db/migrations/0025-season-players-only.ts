import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // A players' knockout may be open to the season's active players only (docs/rules.md, Singles
    // knockouts): 1, else 0 (any of the league's registered players, as every knockout so far).
    await db.schema
      .alterTable('competitions')
      .addColumn('season_players_only', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
};
