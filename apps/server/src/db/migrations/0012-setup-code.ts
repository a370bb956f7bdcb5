import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The first-run setup code (services/setup-code.ts): at most one row, while no league
    // exists. In the database so every process behind a proxy checks the same code.
    await db.schema
      .createTable('setup_code')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
