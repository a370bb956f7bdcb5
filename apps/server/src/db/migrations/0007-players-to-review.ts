import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // A captain may add someone new on match night; the record waits for the admin's look.
    await db.schema
      .alterTable('players')
      .addColumn('needs_review', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('players').addColumn('added_by_user_id', 'text').execute();
  },
};
