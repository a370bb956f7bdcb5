import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Points for each rack won (docs/rules.md, Races), beside the points per frame: a season whose
    // pairings are races may count racks in its table. None for every existing season, whose
    // table stays as it was.
    await db.schema
      .alterTable('seasons')
      .addColumn('points_per_rack', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
};
