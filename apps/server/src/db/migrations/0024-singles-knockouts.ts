import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // A players' knockout (docs/decisions/0048): each entry is a side of its own, an 'entrant'
    // team named after its player, so a tie is a match like any other. Every existing team is a
    // league club, and stays one.
    await db.schema
      .alterTable('teams')
      .addColumn('kind', 'text', (column) => column.notNull().defaultTo('club'))
      .execute();
    // The player (or players) an entrant team stands for; it goes with its team.
    await db.schema
      .createTable('entrant_players')
      .addColumn('team_id', 'text', (column) =>
        column.notNull().references('teams.id').onDelete('cascade'),
      )
      .addColumn('player_id', 'text', (column) => column.notNull().references('players.id'))
      .addColumn('position', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('entrant_players_pk', ['team_id', 'player_id'])
      .execute();
    await db.schema
      .createIndex('entrant_players_player')
      .on('entrant_players')
      .column('player_id')
      .execute();
    // Each dated round's race in a players' knockout (JSON, first round first); null: the cup's.
    await db.schema.alterTable('competitions').addColumn('round_races', 'text').execute();
  },
};
