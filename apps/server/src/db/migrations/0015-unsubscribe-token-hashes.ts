import { sql, type Kysely, type Migration } from 'kysely';
import { hashToken } from '../../auth/tokens.ts';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Unsubscribe tokens were kept in clear (a copy of the database gave every member's
    // one-click link); now only their sha-256, as for invites and password resets. Each mail
    // gets a link of its own, so one user and kind may have many. The links already mailed
    // keep working: their tokens are hashed here. The new table gets its own constraint name
    // (PostgreSQL's index names are per schema, and the old table's stays until it is dropped).
    await db.schema
      .createTable('unsubscribe_token_hashes')
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('unsubscribe_token_hashes_pk', ['token_hash'])
      .execute();
    // Aliases without underscores: the same with or without the app's CamelCasePlugin.
    const rows = await sql<{ token: string; owner: string; kind: string; at: string }>`
      select token, user_id as owner, kind, created_at as at from unsubscribe_tokens`.execute(db);
    for (const row of rows.rows)
      await sql`insert into unsubscribe_token_hashes (token_hash, user_id, kind, created_at)
                values (${hashToken(row.token)}, ${row.owner}, ${row.kind}, ${row.at})`.execute(db);
    await db.schema.dropTable('unsubscribe_tokens').execute();
    await db.schema.alterTable('unsubscribe_token_hashes').renameTo('unsubscribe_tokens').execute();
    await db.schema
      .createIndex('unsubscribe_tokens_user')
      .on('unsubscribe_tokens')
      .column('user_id')
      .execute();
  },
};
