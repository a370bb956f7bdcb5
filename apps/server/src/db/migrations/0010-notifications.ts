import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // A signed-in user's notifications (docs/decisions/0020): written in the transaction of the
    // change they are about, read newest first per user, unread counted per user.
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('match_id', 'text', (c) => c.references('matches.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .execute();
    await db.schema
      .createIndex('notifications_user_newest')
      .on('notifications')
      .columns(['user_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('notifications_user_unread')
      .on('notifications')
      .column('user_id')
      .where(sql.ref('read_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('notifications_match')
      .on('notifications')
      .column('match_id')
      .execute();
    // Only the kinds a user switched off or on again are stored: no row means e-mailed.
    await db.schema
      .createTable('notification_email_preferences')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_email_preferences_pk', ['user_id', 'kind'])
      .execute();
    // One unsubscribe token per user and kind, repeated in every mail of that kind.
    await db.schema
      .createTable('unsubscribe_tokens')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('unsubscribe_tokens_user_kind', ['user_id', 'kind'])
      .execute();
    // A reminder is sent by whoever inserts its claim first: once per match, user and kind,
    // however many processes or restarts try.
    await db.schema
      .createTable('notification_claims')
      .addColumn('match_id', 'text', (c) =>
        c.notNull().references('matches.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_claims_pk', ['match_id', 'user_id', 'kind'])
      .execute();
    await db.schema
      .createIndex('notification_claims_claimed')
      .on('notification_claims')
      .column('claimed_at')
      .execute();
  },
};
