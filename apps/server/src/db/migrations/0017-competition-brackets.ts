import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // A cup's bracket (docs/decisions/0039): single or double elimination, and a plate beside a
    // single elimination. Every cup an older database holds was single elimination, no plate.
    await db.schema
      .alterTable('competitions')
      .addColumn('bracket', 'text', (c) => c.notNull().defaultTo('single-elimination'))
      .execute();
    await db.schema
      .alterTable('competitions')
      .addColumn('plate', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
