import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Competitions beside a season's league (docs/decisions/0039): a team cup's entries, its
    // draw, the admin's decisions of ties no match decided, and its ties as ordinary matches
    // carrying the competition and the bracket's tie id. A league match has neither: every
    // match an older database holds stays the league's, unchanged.
    await db.schema
      .createTable('competitions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('season_id', 'text', (c) =>
        c.notNull().references('seasons.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('home_rule', 'text', (c) => c.notNull())
      .addColumn('draw', 'text')
      .addColumn('draw_order', 'text')
      .addColumn('round_dates', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('competitions_season')
      .on('competitions')
      .column('season_id')
      .execute();
    await db.schema
      .createTable('competition_entries')
      .addColumn('competition_id', 'text', (c) =>
        c.notNull().references('competitions.id').onDelete('cascade'),
      )
      .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('competition_entries_pk', ['competition_id', 'team_id'])
      .execute();
    await db.schema
      .createTable('competition_decisions')
      .addColumn('competition_id', 'text', (c) =>
        c.notNull().references('competitions.id').onDelete('cascade'),
      )
      .addColumn('tie_id', 'text', (c) => c.notNull())
      .addColumn('winner', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('actor_user_id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('competition_decisions_pk', ['competition_id', 'tie_id'])
      .execute();
    await db.schema
      .alterTable('matches')
      .addColumn('competition_id', 'text', (c) => c.references('competitions.id'))
      .execute();
    await db.schema.alterTable('matches').addColumn('tie_id', 'text').execute();
    await db.schema
      .createIndex('matches_competition')
      .on('matches')
      .columns(['competition_id', 'tie_id'])
      .unique()
      .execute();
  },
};
