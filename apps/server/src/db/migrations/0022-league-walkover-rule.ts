import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The league's own walkover rule (docs/rules.md, Walkovers), which the admin's walkover form
    // starts from: the whole match's frames to the side present, as before, unless the league
    // says points only. An existing league keeps what every walkover was offered until now.
    await db.schema
      .alterTable('leagues')
      .addColumn('walkover_rule', 'text', (column) => column.notNull().defaultTo('frames'))
      .execute();
  },
};
