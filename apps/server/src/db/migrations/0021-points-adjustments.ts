import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Points adjustments (docs/rules.md, Points adjustments): a penalty or an award the admin
    // records for a team in a season, added to its points in the table. A new table only, so an
    // older database's tables stay as they were. Deleting a team or a season deletes its
    // adjustments first (repositories/teams.ts, seasons.ts); a deleted match leaves its
    // adjustments standing, tied to no match.
    await db.schema
      .createTable('points_adjustments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('season_id', 'text', (c) => c.notNull().references('seasons.id'))
      .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id'))
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('match_id', 'text', (c) => c.references('matches.id').onDelete('set null'))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('points_adjustments_season')
      .on('points_adjustments')
      .column('season_id')
      .execute();
    await db.schema
      .createIndex('points_adjustments_team')
      .on('points_adjustments')
      .column('team_id')
      .execute();
  },
};
