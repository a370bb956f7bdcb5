import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // An admin's e-mailed invitation to a player record (routes/invite-routes.ts). Like reset
    // links, only the token's hash is kept; accepting creates the account already linked.
    await db.schema
      .createTable('invites')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) =>
        c.notNull().references('players.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('captain_of_team_id', 'text', (c) => c.references('teams.id').onDelete('set null'))
      .addColumn('created_by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('invites_player').on('invites').column('player_id').execute();
  },
};
