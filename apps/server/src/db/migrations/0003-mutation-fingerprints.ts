import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // What request a receipt answered, so a mutationId reused for another one is refused
    // rather than answered with the earlier result. Older receipts have none: still honoured.
    await db.schema.alterTable('mutation_receipts').addColumn('fingerprint', 'text').execute();
  },
};
