import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Results on time (docs/rules.md): a result is due this many hours after the match's start,
    // and one left unconfirmed this many hours after its last round lock is completed by the
    // result timer (0: never). An existing league gets the defaults: its captains are reminded
    // and its overdue matches listed from now on, as a new league's are.
    await db.schema
      .alterTable('leagues')
      .addColumn('result_due_hours', 'integer', (column) => column.notNull().defaultTo(48))
      .execute();
    await db.schema
      .alterTable('leagues')
      .addColumn('auto_complete_hours', 'integer', (column) => column.notNull().defaultTo(72))
      .execute();
  },
};
