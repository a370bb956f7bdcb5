// The whole league as one versioned JSON file: what an admin downloads, and what
// `npm run import -- FILE` loads into an empty database on either dialect (how a league moves from
// SQLite to PostgreSQL). Rows go out as the database holds them (camelCase names, 0/1 booleans,
// ISO text times, JSON text), so an import writes back exactly what was read. People's
// notifications, e-mail switches and reminder claims move with the league (docs/decisions/0021):
// whoever switched a mail off stays off, and nobody is reminded twice on the day of a move. The
// unsubscribe tokens and the mails still to send hold those secret links: like password hashes,
// only the operator's export carries them, so old links keep working on the new server.
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import { divideUndividedSeasons, knownMigrations } from '../db/migrations.ts';
import type { Database } from '../db/schema.ts';
import { VERSION } from '../version.ts';

export const EXPORT_FORMAT = 'cueleague-league-export';
export const EXPORT_VERSION = 1;

type ExportedTable = keyof typeof EXPORTED_TABLES;

/** The exported tables in dependency order (what a row refers to comes first), each with the
 * columns that order its rows, so two exports of the same league are the same file. */
export const EXPORTED_TABLES = {
  users: ['id'],
  leagues: ['id'],
  leagueAdmins: ['leagueId', 'userId'],
  seasons: ['id'],
  divisions: ['id'],
  venues: ['id'],
  teams: ['id'],
  players: ['id'],
  teamPlayers: ['id'],
  matches: ['id'],
  availability: ['matchId', 'playerId'],
  frames: ['frameId'],
  auditLog: ['id'],
  leagueAudit: ['id'],
  notifications: ['id'],
  notificationEmailPreferences: ['userId', 'kind'],
  notificationClaims: ['matchId', 'userId', 'kind'],
  unsubscribeTokens: ['userId', 'kind'],
  mailQueue: ['id'],
} as const satisfies Partial<Record<keyof Database, readonly string[]>>;

/** Tables an export leaves out, and why (a test keeps this list and the schema in step). */
export const NOT_EXPORTED: Partial<Record<keyof Database, string>> = {
  sessions: 'sign-ins do not move: everyone signs in again on the new server',
  passwordResets: 'reset links are for the server that sent them',
  mutationReceipts: 'answers kept for offline replays, a few days old at most',
  liveEvents: "the live channel's replay log, kept for a day",
  rateLimits: 'attempt counts of the last minute',
  invites: 'invite links are secrets for the server that sent them, like reset links',
  setupCode: 'the first-run code is for the server that printed it, and gone once a league exists',
};

/**
 * Exported tables whose rows are secrets (an unsubscribe link works without a session; a queued
 * mail's text carries one): only in an export with `credentials`, empty in an admin's download.
 */
export const CREDENTIAL_TABLES: ReadonlySet<ExportedTable> = new Set([
  'unsubscribeTokens',
  'mailQueue',
]);

export interface LeagueExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** The server version and database schema (migrations) it was made with. */
  app: string;
  schema: string[];
  exportedAt: string;
  tables: Record<ExportedTable, Record<string, unknown>[]>;
}

/** An account whose password did not come with the export: no password opens it until its owner
 * sets one with "Forgot password" (argon2 refuses to verify against it). */
export const NO_PASSWORD = '!';

/**
 * `credentials`: keep the accounts' password hashes (the operator's `npm run export`, for moving
 * servers). An admin's download leaves them out: a stolen admin session must not yield every
 * member's password hash.
 */
export const exportLeague = async (
  db: Db,
  options: { credentials: boolean; now?: Date },
): Promise<LeagueExport> => {
  const tables = {} as LeagueExport['tables'];
  const schema = (await db
    .selectFrom('kyselyMigration' as never)
    .select('name' as never)
    .orderBy('name' as never)
    .execute()) as { name: string }[];
  // One read transaction: every table as of the same moment.
  await db.transaction().execute(async (trx) => {
    for (const [table, order] of Object.entries(EXPORTED_TABLES) as [
      ExportedTable,
      readonly string[],
    ][]) {
      if (CREDENTIAL_TABLES.has(table) && !options.credentials) {
        tables[table] = [];
        continue;
      }
      let query = trx.selectFrom(table as never).selectAll();
      // Only the mails still to send move, free of this server's claims: the new server's
      // start-up sweep sends them. What was sent, or given up, is this server's history.
      if (table === 'mailQueue')
        query = query.where('sentAt' as never, 'is', null).where('failedAt' as never, 'is', null);
      for (const column of order) query = query.orderBy(column as never);
      const rows = (await query.execute()) as Record<string, unknown>[];
      tables[table] =
        table === 'users' && !options.credentials
          ? rows.map((row) => ({ ...row, passwordHash: null }))
          : table === 'mailQueue'
            ? rows.map((row) => ({ ...row, claimedAt: null, claimedBy: null }))
            : rows;
    }
  });
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    app: VERSION,
    schema: schema.map((row) => row.name),
    exportedAt: (options.now ?? new Date()).toISOString(),
    tables,
  };
};

export class ImportError extends Error {
  override name = 'ImportError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a parsed file is an export this version can load; answers it typed. */
export const parseLeagueExport = (data: unknown): LeagueExport => {
  if (!isRecord(data) || data.format !== EXPORT_FORMAT)
    throw new ImportError('Not a CueLeague league export (its "format" is missing or wrong).');
  if (data.version !== EXPORT_VERSION)
    throw new ImportError(
      `Export format version ${String(data.version)} is not one this server reads (${EXPORT_VERSION}).`,
    );
  const schema = Array.isArray(data.schema)
    ? data.schema.filter((name) => typeof name === 'string')
    : [];
  const known = new Set(knownMigrations());
  const newer = schema.filter((name) => !known.has(name));
  if (newer.length > 0)
    throw new ImportError(
      `The export was made by a newer CueLeague (schema ${newer.join(', ')}): upgrade first.`,
    );
  if (!isRecord(data.tables)) throw new ImportError('The export has no "tables".');
  for (const table of Object.keys(EXPORTED_TABLES)) {
    const rows = data.tables[table] ?? [];
    if (!Array.isArray(rows) || !rows.every(isRecord))
      throw new ImportError(`The export's "${table}" is not a list of rows.`);
  }
  return data as unknown as LeagueExport;
};

const CHUNK_ROWS = 200;

/** Loads an export into an empty database (migrated to this version), in one transaction. */
export const importLeague = async (
  db: Kysely<Database>,
  data: LeagueExport,
): Promise<Record<ExportedTable, number>> => {
  const existing = await db.selectFrom('users').select('id').limit(1).execute();
  const leagues = await db.selectFrom('leagues').select('id').limit(1).execute();
  if (existing.length > 0 || leagues.length > 0)
    throw new ImportError('The database already holds a league: import into an empty database.');
  const counts = {} as Record<ExportedTable, number>;
  await db.transaction().execute(async (trx) => {
    for (const table of Object.keys(EXPORTED_TABLES) as ExportedTable[]) {
      const given = data.tables[table] ?? [];
      const rows =
        table === 'users'
          ? given.map((row) => ({ ...row, passwordHash: row.passwordHash ?? NO_PASSWORD }))
          : given;
      for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
        try {
          await trx
            .insertInto(table)
            .values(rows.slice(i, i + CHUNK_ROWS))
            .execute();
        } catch (error) {
          throw new ImportError(
            `Could not load "${table}" rows ${i + 1}-${Math.min(i + CHUNK_ROWS, rows.length)}: ${(error as Error).message}`,
          );
        }
      }
      counts[table] = rows.length;
    }
    // An export made before divisions: its seasons get theirs as an upgrade would give them.
    await divideUndividedSeasons(trx);
  });
  return counts;
};
