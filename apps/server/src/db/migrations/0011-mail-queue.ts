import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Each notification mail, written in the transaction of its notification (docs/decisions/
    // 0027): a crash after the commit leaves the row, and a sweep sends it. A row is sent by
    // the process whose claim (claimed_at, claimed_by) went in; a claim older than a send can
    // take is stale and may be taken again.
    await db.schema
      .createTable('mail_queue')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'text')
      // A JSON object of extra headers (List-Unsubscribe), or null.
      .addColumn('headers', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'text')
      .addColumn('claimed_by', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('failed_at', 'text')
      .addColumn('last_error', 'text')
      .execute();
    // The sweep reads only the rows still to send, oldest due first.
    await db.schema
      .createIndex('mail_queue_due')
      .on('mail_queue')
      .columns(['next_attempt_at', 'id'])
      .where(sql.ref('sent_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('mail_queue_created')
      .on('mail_queue')
      .column('created_at')
      .execute();
    await db.schema.createIndex('mail_queue_user').on('mail_queue').column('user_id').execute();
  },
};
