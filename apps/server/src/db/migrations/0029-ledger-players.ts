import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // A ledger per player (docs/rules.md, Fees and fines): an entry may name one of its team's
    // players, for that player's own fee, fine or payment. Existing entries are the teams' own.
    // A player named in the ledger is not deleted (routes/player-routes.ts answers 409).
    await db.schema
      .alterTable('ledger_entries')
      .addColumn('player_id', 'text', (c) => c.references('players.id'))
      .execute();
    await db.schema
      .createIndex('ledger_entries_player')
      .on('ledger_entries')
      .column('player_id')
      .execute();
  },
};
