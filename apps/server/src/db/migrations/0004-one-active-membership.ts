import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { newAuditId } from '../../auth/tokens.ts';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // League changes that are not about one match (transfers, this migration's own fixes) get
    // their own audit table: audit_log is per match (match_id not null, read per match), and
    // SQLite cannot drop a NOT NULL without rebuilding a table that may be large.
    await db.schema
      .createTable('league_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('subject_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      // Null: the system (a migration), not a person.
      .addColumn('actor_user_id', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('before', 'text', (c) => c.notNull())
      .addColumn('after', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('league_audit_subject')
      .on('league_audit')
      .columns(['subject_type', 'subject_id', 'at'])
      .execute();

    // A player plays for one team per season. Where one is active on several (a captain could
    // add another team's player), the earliest membership stays and the later ones are
    // deactivated, never deleted, each with an audit entry. "Earliest": SQLite's rowid is the
    // insertion order; PostgreSQL keeps none, and xmin (the transaction that last wrote the
    // row) is the nearest it has.
    const order =
      db.getExecutor().adapter instanceof PostgresAdapter
        ? sql`tp.xmin::text::bigint`
        : sql`tp.rowid`;
    // One-word aliases: the camel-case plugin leaves them as they are.
    const { rows } = await sql<{
      id: string;
      player: string;
      season: string;
      team: string;
      teamname: string;
      role: string;
    }>`select tp.id, tp.player_id as player, tp.season_id as season, tp.team_id as team,
         t.name as teamname, tp.role
       from team_players tp join teams t on t.id = tp.team_id
       where tp.is_active = 1
       order by tp.player_id, tp.season_id, ${order}, tp.id`.execute(db);
    const kept = new Map<string, (typeof rows)[number]>();
    const at = new Date().toISOString();
    const view = (membership: (typeof rows)[number], isActive: boolean) =>
      JSON.stringify({
        membershipId: membership.id,
        teamId: membership.team,
        seasonId: membership.season,
        role: membership.role,
        isActive,
      });
    for (const row of rows) {
      const key = JSON.stringify([row.player, row.season]);
      const first = kept.get(key);
      if (!first) {
        kept.set(key, row);
        continue;
      }
      await sql`update team_players set is_active = 0 where id = ${row.id}`.execute(db);
      const note = `Also active on ${first.teamname} this season (the earlier membership, kept): a player is active on one team per season.`;
      await sql`insert into league_audit
          (id, subject_type, subject_id, reason, note, actor_user_id, at, "before", "after")
        values (${newAuditId()}, 'player', ${row.player}, 'membership_deactivated', ${note},
          null, ${at}, ${view(row, true)}, ${view(row, false)})`.execute(db);
    }
    await db.schema
      .createIndex('team_players_one_active')
      .on('team_players')
      .columns(['player_id', 'season_id'])
      .unique()
      .where(sql.ref('is_active'), '=', 1)
      .execute();
  },
};
