import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
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
};
