import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // A cup tie's date proposed by one captain for the other to accept (docs/rules.md,
    // Knockouts): at most one open proposal per match, a new one replacing it. Deleted with
    // the match, or once accepted, withdrawn, declined or overridden by the admin's move.
    await db.schema
      .createTable('tie_date_proposals')
      .addColumn('match_id', 'text', (c) =>
        c.primaryKey().references('matches.id').onDelete('cascade'),
      )
      .addColumn('side', 'text', (c) => c.notNull())
      .addColumn('scheduled_date', 'text', (c) => c.notNull())
      .addColumn('proposed_by_user_id', 'text', (c) => c.notNull())
      .addColumn('proposed_at', 'text', (c) => c.notNull())
      .execute();
  },
};
