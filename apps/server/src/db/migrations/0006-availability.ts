import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // A player's answer for a coming match, one per player and match; the captain sees them
    // before the night. Deleted with the match.
    await db.schema
      .createTable('availability')
      .addColumn('match_id', 'text', (c) =>
        c.notNull().references('matches.id').onDelete('cascade'),
      )
      .addColumn('player_id', 'text', (c) =>
        c.notNull().references('players.id').onDelete('cascade'),
      )
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('available', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by_user_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('availability_pk', ['match_id', 'player_id'])
      .execute();
    await db.schema
      .createIndex('availability_team')
      .on('availability')
      .columns(['team_id', 'match_id'])
      .execute();
  },
};
