import { sql, type Kysely, type Migration, type QueryExecutorProvider } from 'kysely';
import { STANDARD_FORMAT } from '@cueleague/domain/match-format';
import { newId } from '../../auth/tokens.ts';

/**
 * Each season without a division gets one, unnamed, holding all its teams: what this migration
 * does to an older database, and what an import of an older export needs after loading.
 */
export const divideUndividedSeasons = async (db: QueryExecutorProvider): Promise<void> => {
  const seasons = await sql<{ id: string }>`
    select id from seasons s
    where not exists (select 1 from divisions d where d.season_id = s.id)`.execute(db);
  for (const season of seasons.rows) {
    const id = newId();
    await sql`insert into divisions (id, season_id, name, position)
              values (${id}, ${season.id}, ${null}, 0)`.execute(db);
    await sql`update teams set division_id = ${id}
              where season_id = ${season.id} and division_id is null`.execute(db);
  }
};

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // A season's divisions, its match format and its full points scheme (docs/rules.md). What
    // a database had before is one undivided '4v4 Standard' season at 2/1/0: each season gets
    // one unnamed division holding all its teams, and the spec's format and loss points.
    await db.schema
      .createTable('divisions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('season_id', 'text', (c) =>
        c.notNull().references('seasons.id').onDelete('cascade'),
      )
      .addColumn('name', 'text')
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('divisions_season')
      .on('divisions')
      .columns(['season_id', 'position'])
      .execute();
    await db.schema
      .alterTable('seasons')
      .addColumn('points_for_loss', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('seasons')
      .addColumn('points_per_frame', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('seasons')
      .addColumn('format', 'text', (c) => c.notNull().defaultTo(JSON.stringify(STANDARD_FORMAT)))
      .execute();
    await db.schema
      .alterTable('teams')
      .addColumn('division_id', 'text', (c) => c.references('divisions.id'))
      .execute();
    await db.schema.createIndex('teams_division').on('teams').column('division_id').execute();
    await divideUndividedSeasons(db);
  },
};
