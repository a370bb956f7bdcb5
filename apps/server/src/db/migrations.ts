// One set of migrations for SQLite and PostgreSQL, run at start-up. Column types are the common
// ground of both (text, integer); see schema.ts for why.
import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type QueryExecutorProvider,
} from 'kysely';
import { STANDARD_FORMAT } from '@cueleague/domain/match-format';
import { hashToken, newAuditId, newId } from '../auth/tokens.ts';
import type { Database } from './schema.ts';

/**
 * Each season without a division gets one, unnamed, holding all its teams: what migration 0009
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

const migrations: Record<string, Migration> = {
  '0001-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createTable('leagues')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('timezone', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('league_admins')
        .addColumn('league_id', 'text', (c) =>
          c.notNull().references('leagues.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('league_admins_pk', ['league_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('seasons')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('league_id', 'text', (c) => c.notNull().references('leagues.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('start_date', 'text')
        .addColumn('end_date', 'text')
        .addColumn('points_for_win', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('points_for_draw', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('venues')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('tables', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('teams')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('season_id', 'text', (c) => c.notNull().references('seasons.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('home_venue_id', 'text', (c) => c.references('venues.id').onDelete('set null'))
        .addColumn('captain_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('teams_season').on('teams').column('season_id').execute();
      await db.schema.createIndex('teams_captain').on('teams').column('captain_user_id').execute();
      await db.schema
        .createTable('players')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.unique().references('users.id').onDelete('set null'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('team_players')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('player_id', 'text', (c) =>
          c.notNull().references('players.id').onDelete('cascade'),
        )
        .addColumn('season_id', 'text', (c) => c.notNull().references('seasons.id'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addUniqueConstraint('team_players_team_player', ['team_id', 'player_id'])
        .execute();
      await db.schema
        .createIndex('team_players_player')
        .on('team_players')
        .column('player_id')
        .execute();
      await db.schema
        .createTable('matches')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('season_id', 'text', (c) => c.notNull().references('seasons.id'))
        .addColumn('home_team_id', 'text', (c) => c.notNull().references('teams.id'))
        .addColumn('away_team_id', 'text', (c) => c.notNull().references('teams.id'))
        .addColumn('venue_id', 'text', (c) => c.references('venues.id').onDelete('set null'))
        .addColumn('scheduled_date', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('pre_match_state', 'text', (c) => c.notNull())
        .addColumn('progress', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('home_score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('away_score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('matches_season')
        .on('matches')
        .columns(['season_id', 'scheduled_date'])
        .execute();
      await db.schema.createIndex('matches_home').on('matches').column('home_team_id').execute();
      await db.schema.createIndex('matches_away').on('matches').column('away_team_id').execute();
      await db.schema.createIndex('matches_state').on('matches').column('state').execute();
      await db.schema
        .createTable('frames')
        .addColumn('frame_id', 'text', (c) => c.primaryKey())
        .addColumn('match_id', 'text', (c) =>
          c.notNull().references('matches.id').onDelete('cascade'),
        )
        .addColumn('season_id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('frame_number', 'integer', (c) => c.notNull())
        .addColumn('home_position', 'text', (c) => c.notNull())
        .addColumn('away_position', 'integer', (c) => c.notNull())
        .addColumn('home_player_id', 'text', (c) => c.notNull())
        .addColumn('away_player_id', 'text', (c) => c.notNull())
        .addColumn('winner_player_id', 'text')
        .addColumn('home_score', 'integer', (c) => c.notNull())
        .addColumn('away_score', 'integer', (c) => c.notNull())
        .addColumn('is_complete', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('breaker_side', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('scored_by', 'text')
        .addColumn('scored_at', 'text')
        .addUniqueConstraint('frames_slot', ['match_id', 'round', 'frame_number'])
        .execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('match_id', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('actor_user_id', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('before', 'text', (c) => c.notNull())
        .addColumn('after', 'text', (c) => c.notNull())
        .addColumn('mutation_id', 'text')
        .execute();
      await db.schema
        .createIndex('audit_log_match')
        .on('audit_log')
        .columns(['match_id', 'at'])
        .execute();
      await db.schema
        .createTable('mutation_receipts')
        .addColumn('mutation_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0002-live-events': {
    async up(db: Kysely<unknown>) {
      // The live channel's event log: a cursor is an event's seq, so a client that reconnects
      // (or long-polls) gets exactly what it missed. Kept for a day.
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema
        .createTable('live_events')
        .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) =>
          postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('topics', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('live_events_created')
        .on('live_events')
        .column('created_at')
        .execute();
    },
  },
  '0003-mutation-fingerprints': {
    async up(db: Kysely<unknown>) {
      // What request a receipt answered, so a mutationId reused for another one is refused
      // rather than answered with the earlier result. Older receipts have none: still honoured.
      await db.schema.alterTable('mutation_receipts').addColumn('fingerprint', 'text').execute();
    },
  },
  '0004-one-active-membership': {
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
  },
  '0005-rate-limits': {
    async up(db: Kysely<unknown>) {
      // Sign-in attempt counts live in the database so every process behind a proxy shares
      // them: one fixed window per key, counted with one atomic upsert (http/rate-limiter.ts).
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limits_window')
        .on('rate_limits')
        .column('window_start')
        .execute();
    },
  },
  '0006-availability': {
    async up(db: Kysely<unknown>) {
      // A player's answer for a coming match, one per player and match; the captain sees them
      // before the night. Deleted with the match.
      await db.schema
        .createTable('availability')
        .addColumn('match_id', 'text', (c) =>
          c.notNull().references('matches.id').onDelete('cascade'),
        )
        .addColumn('player_id', 'text', (c) =>
          c.notNull().references('players.id').onDelete('cascade'),
        )
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('available', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by_user_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('availability_pk', ['match_id', 'player_id'])
        .execute();
      await db.schema
        .createIndex('availability_team')
        .on('availability')
        .columns(['team_id', 'match_id'])
        .execute();
    },
  },
  '0007-players-to-review': {
    async up(db: Kysely<unknown>) {
      // A captain may add someone new on match night; the record waits for the admin's look.
      await db.schema
        .alterTable('players')
        .addColumn('needs_review', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('players').addColumn('added_by_user_id', 'text').execute();
    },
  },
  '0008-invites': {
    async up(db: Kysely<unknown>) {
      // An admin's e-mailed invitation to a player record (routes/invite-routes.ts). Like reset
      // links, only the token's hash is kept; accepting creates the account already linked.
      await db.schema
        .createTable('invites')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('player_id', 'text', (c) =>
          c.notNull().references('players.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('captain_of_team_id', 'text', (c) =>
          c.references('teams.id').onDelete('set null'),
        )
        .addColumn('created_by_user_id', 'text', (c) =>
          c.references('users.id').onDelete('set null'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('invites_player').on('invites').column('player_id').execute();
    },
  },
  '0009-divisions-formats-points': {
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
  },
  '0010-notifications': {
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
  },
  '0011-mail-queue': {
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
  },
  '0012-setup-code': {
    async up(db: Kysely<unknown>) {
      // The first-run setup code (services/setup-code.ts): at most one row, while no league
      // exists. In the database so every process behind a proxy checks the same code.
      await db.schema
        .createTable('setup_code')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0014-invite-captaincy-email-verification': {
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
  },
  '0015-unsubscribe-token-hashes': {
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
                  values (${hashToken(row.token)}, ${row.owner}, ${row.kind}, ${row.at})`.execute(
          db,
        );
      await db.schema.dropTable('unsubscribe_tokens').execute();
      await db.schema
        .alterTable('unsubscribe_token_hashes')
        .renameTo('unsubscribe_tokens')
        .execute();
      await db.schema
        .createIndex('unsubscribe_tokens_user')
        .on('unsubscribe_tokens')
        .column('user_id')
        .execute();
    },
  },
};

/** Each migration by name, in order (tests build a database at an earlier one). */
export const MIGRATION_NAMES = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Migrates to the latest migration, or up to and including `target` (tests of an upgrade). */
export const migrateToLatest = async (db: Kysely<Database>, target?: string): Promise<void> => {
  const migrator = new Migrator({ db, provider });
  const { error, results } = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
};

/** The migrations this version of the server knows, oldest first. */
export const knownMigrations = (): string[] => Object.keys(migrations).sort();

/** Migrations not yet applied to this database (all of them on an empty one). */
export const pendingMigrations = async (db: Kysely<Database>): Promise<string[]> => {
  const infos = await new Migrator({ db, provider }).getMigrations();
  return infos.filter((info) => !info.executedAt).map((info) => info.name);
};

/** Migrates up to (and including) one named migration: how tests build an older database. */
export const migrateUpTo = async (db: Kysely<Database>, name: string): Promise<void> => {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw new Error(`Migrating to ${name} failed`, { cause: error });
};
