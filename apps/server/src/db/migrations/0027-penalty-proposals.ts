import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Proposed penalties (docs/rules.md): the points a league takes for a late result and for a
    // result never confirmed (0: none proposed, so an existing league proposes nothing until its
    // admin says so), and from when its rules apply (null while there are none).
    await db.schema
      .alterTable('leagues')
      .addColumn('late_result_penalty', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('leagues')
      .addColumn('unconfirmed_penalty', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('leagues').addColumn('penalties_from', 'text').execute();
    // One proposal per match, team and kind (the unique key: two processes' timers propose it
    // once). Deleting a team, a season or a match deletes its proposals first (repositories).
    await db.schema
      .createTable('penalty_proposals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('season_id', 'text', (c) => c.notNull().references('seasons.id'))
      .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id'))
      .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('proposed'))
      .addColumn('proposed_at', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('waive_reason', 'text')
      .addColumn('adjustment_id', 'text', (c) =>
        c.references('points_adjustments.id').onDelete('set null'),
      )
      .addUniqueConstraint('penalty_proposals_once', ['match_id', 'team_id', 'kind'])
      .execute();
    await db.schema
      .createIndex('penalty_proposals_state')
      .on('penalty_proposals')
      .column('state')
      .execute();
  },
};
