import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Sign-in attempt counts live in the database so every process behind a proxy shares
    // them: one fixed window per key, counted with one atomic upsert (http/rate-limiter.ts).
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limits_window')
      .on('rate_limits')
      .column('window_start')
      .execute();
  },
};
