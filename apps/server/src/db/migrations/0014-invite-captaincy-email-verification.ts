import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Who captained the invite's team when it was sent: accepting re-checks it, so a later
    // decision of the admin's (another captain, or none) is not undone by an old link. Invites
    // sent before this migration have no record of it, so they make a captain only of a team
    // that still has none.
    await db.schema.alterTable('invites').addColumn('team_captain_user_id', 'text').execute();
    // An account owns its e-mail once a link mailed there was used (docs/decisions/0031).
    await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
    // Accounts an admin or an invite already vouched for count as verified: the league's
    // admins, accounts linked to a player record, and any with a role. Only bare
    // registrations, which nobody checked, start unverified.
    await sql`update users set email_verified_at = created_at
      where role is not null
         or id in (select user_id from players where user_id is not null)
         or id in (select user_id from league_admins)`.execute(db);
    // The verification links, kept like reset links: the token's sha-256 only.
    await db.schema
      .createTable('email_verifications')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('email_verifications_user')
      .on('email_verifications')
      .column('user_id')
      .execute();
  },
};
