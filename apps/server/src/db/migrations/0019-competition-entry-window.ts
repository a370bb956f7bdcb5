import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Captains enter their team themselves (docs/decisions/0039, Entries): a cup may take entries
    // until a closing date, up to a capacity; past it an entry is a reserve. The order of entry
    // decides who is a reserve, so each entry keeps when it was made and by whom. An older cup
    // has no window (the admin picked its teams) and its entries no time: nothing else changes.
    await db.schema.alterTable('competitions').addColumn('entries_close_at', 'text').execute();
    await db.schema.alterTable('competitions').addColumn('capacity', 'integer').execute();
    await db.schema.alterTable('competition_entries').addColumn('entered_at', 'text').execute();
    await db.schema.alterTable('competition_entries').addColumn('entered_by', 'text').execute();
  },
};
