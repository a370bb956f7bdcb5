import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Groups then knockout (docs/decisions/0040): a cup may play round-robin groups of a size
    // before its knockout, the top few of each going through. Both null on every other cup, so
    // an older database's cups stay as they were.
    await db.schema.alterTable('competitions').addColumn('group_size', 'integer').execute();
    await db.schema.alterTable('competitions').addColumn('group_qualifiers', 'integer').execute();
  },
};
