// The whole league as one versioned JSON file: what an admin downloads, and what
// `npm run import -- FILE` loads into an empty database on either dialect (how a league moves from
// SQLite to PostgreSQL). Rows go out as the database holds them (camelCase names, 0/1 booleans,
// ISO text times, JSON text), so an import writes back exactly what was read. People's
// notifications, e-mail switches and reminder claims move with the league (docs/decisions/0021):
// whoever switched a mail off stays off, and nobody is reminded twice on the day of a move.
//
// Who may plant what (docs/decisions/0032): password hashes, unsubscribe links and mails still to
// send come only from an operator's export (`npm run export`), which is signed with a key derived
// from the session secret; an import believes them only when the signature checks out with its own
// server's secret. Anything else (an admin's download, edited or not) loads with every account
// needing "Forgot password", no unsubscribe links and no mail, and every row of every file is
// checked against its table's schema (export-rows.ts) before anything is written.
//
// An export is one snapshot: one read-only transaction, repeatable read on PostgreSQL (SQLite's
// transaction reads one snapshot anyway), so a match's version and its audit rows agree however
// many people score meanwhile.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { appliedMigrationNames } from '../db/catalog.ts';
import type { Db } from '../db/database.ts';
import { divideUndividedSeasons, knownMigrations } from '../db/migrations.ts';
import type { Database } from '../db/schema.ts';
import { insertTableRows, tableRows } from '../db/table-rows.ts';
import { anyLeagueExists } from '../repositories/leagues.ts';
import { anyAccountExists } from '../repositories/users.ts';
import { VERSION } from '../version.ts';
import { EXPORT_ROW_SCHEMAS } from './export-rows.ts';
import type { z } from 'zod';

export const EXPORT_FORMAT = 'cueleague-league-export';
export const EXPORT_VERSION = 1;

type ExportedTable = keyof typeof EXPORTED_TABLES;

/** The exported tables in dependency order (what a row refers to comes first), each with the
 * columns that order its rows, so two exports of the same league are the same file. */
export const EXPORTED_TABLES = {
  users: ['id'],
  leagues: ['id'],
  leagueAdmins: ['leagueId', 'userId'],
  treasurers: ['leagueId', 'userId'],
  seasons: ['id'],
  divisions: ['id'],
  venues: ['id'],
  teams: ['id'],
  players: ['id'],
  teamPlayers: ['id'],
  entrantPlayers: ['teamId', 'playerId'],
  competitions: ['id'],
  competitionEntries: ['competitionId', 'teamId'],
  competitionDecisions: ['competitionId', 'tieId'],
  matches: ['id'],
  availability: ['matchId', 'playerId'],
  tieDateProposals: ['matchId'],
  pointsAdjustments: ['id'],
  penaltyProposals: ['id'],
  ledgerEntries: ['id'],
  frames: ['frameId'],
  auditLog: ['id'],
  leagueAudit: ['id'],
  notifications: ['id'],
  notificationEmailPreferences: ['userId', 'kind'],
  notificationClaims: ['matchId', 'userId', 'kind'],
  unsubscribeTokens: ['tokenHash'],
  mailQueue: ['id'],
} as const satisfies Partial<Record<keyof Database, readonly string[]>>;

/** Tables an export leaves out, and why (a test keeps this list and the schema in step). */
export const NOT_EXPORTED: Partial<Record<keyof Database, string>> = {
  sessions: 'sign-ins do not move: everyone signs in again on the new server',
  passwordResets: 'reset links are for the server that sent them',
  emailVerifications: 'verification links are for the server that sent them, like reset links',
  mutationReceipts: 'answers kept for offline replays, a few days old at most',
  liveEvents: "the live channel's replay log, kept for a day",
  rateLimits: 'attempt counts of the last minute',
  invites: 'invite links are secrets for the server that sent them, like reset links',
  setupCode: 'the first-run code is for the server that printed it, and gone once a league exists',
};

/**
 * Exported tables whose rows are secrets (an unsubscribe link works without a session; a queued
 * mail's text carries one): only in an operator's export, empty in an admin's download.
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
  /**
   * An operator's export: password hashes, unsubscribe links and mails still to send. Believed by
   * an import only with a `signature` that checks out (parseLeagueExport).
   */
  credentials: boolean;
  tables: Record<ExportedTable, Record<string, unknown>[]>;
  /** HMAC-SHA256 (hex) of the rest of the file, keyed from the session secret. */
  signature?: string;
}

/** An account whose password did not come with the export: no password opens it until its owner
 * sets one with "Forgot password" (argon2 refuses to verify against it). */
export const NO_PASSWORD = '!';

/** The signing key: derived from the session secret, so it signs nothing a cookie could be. */
const signingKey = (secret: string): Buffer =>
  createHmac('sha256', secret).update('cueleague operator export').digest();

/** The signature of a file's content without its signature, as JSON text in the file's order. */
const signatureOf = (content: Omit<LeagueExport, 'signature'>, secret: string): string =>
  createHmac('sha256', signingKey(secret)).update(JSON.stringify(content)).digest('hex');

/**
 * The league as of one moment. With `operatorSecret` (the operator's `npm run export`, for moving
 * servers): with the accounts' password hashes, unsubscribe links and mails still to send, signed
 * with a key from that secret. Without (an admin's download): none of them, so a stolen admin
 * session yields no member's password hash or link.
 */
export const exportLeague = async (
  db: Db,
  options: { operatorSecret?: string | null; now?: Date },
): Promise<LeagueExport> => {
  const secret = options.operatorSecret ?? null;
  const credentials = secret !== null;
  const tables = {} as LeagueExport['tables'];
  let schema: string[] = [];
  // One snapshot: every table (and the schema) as of the same moment, however many write now.
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      schema = await appliedMigrationNames(trx);
      for (const [table, order] of Object.entries(EXPORTED_TABLES) as [
        ExportedTable,
        readonly string[],
      ][]) {
        if (CREDENTIAL_TABLES.has(table) && !credentials) {
          tables[table] = [];
          continue;
        }
        // Only the mails still to send move, free of this server's claims: the new server's
        // start-up sweep sends them. What was sent, or given up, is this server's history.
        const rows = await tableRows(
          trx,
          table,
          order,
          table === 'mailQueue' ? ['sentAt', 'failedAt'] : [],
        );
        tables[table] =
          table === 'users' && !credentials
            ? rows.map((row) => ({ ...row, passwordHash: null }))
            : table === 'mailQueue'
              ? rows.map((row) => ({ ...row, claimedAt: null, claimedBy: null }))
              : rows;
      }
    });
  const content: Omit<LeagueExport, 'signature'> = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    app: VERSION,
    schema,
    exportedAt: (options.now ?? new Date()).toISOString(),
    credentials,
    tables,
  };
  return secret === null ? content : signLeagueExport(content, secret);
};

/** The file with its signature: what only the holder of the session secret can make. */
export const signLeagueExport = (
  content: Omit<LeagueExport, 'signature'>,
  secret: string,
): LeagueExport => ({ ...content, signature: signatureOf(content, secret) });

export class ImportError extends Error {
  override name = 'ImportError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a file carries anything only an operator's export may: a password hash, an unsubscribe
 * link, a mail to send. */
const carriesCredentials = (tables: Record<string, unknown>): boolean =>
  (Array.isArray(tables.users) &&
    tables.users.some(
      (row) => isRecord(row) && row.passwordHash !== null && row.passwordHash !== undefined,
    )) ||
  [...CREDENTIAL_TABLES].some((table) => Array.isArray(tables[table]) && tables[table].length > 0);

const rowError = (table: string, index: number, error: z.ZodError): ImportError => {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
  return new ImportError(
    `The export's "${table}" row ${index + 1} is not valid${where}: ${issue?.message ?? 'invalid'}.`,
  );
};

export interface ParseOptions {
  /** This server's session secret: an operator's export signed with it keeps its credentials. */
  operatorSecret?: string | null;
  /** The operator's choice: load the file as an admin's download, whatever it carries. */
  withoutCredentials?: boolean;
}

/**
 * Checks a parsed file is an export this version can load, every row against its table's schema,
 * and whether it is an operator's export signed with `operatorSecret`. Answers what an import may
 * write: an operator's export as it is; anything else as an admin's download (no password hash,
 * unsubscribe link or mail). A file that carries any of those without a signature that checks out
 * is refused, unless `withoutCredentials` says to drop them.
 */
export const parseLeagueExport = (data: unknown, options: ParseOptions = {}): LeagueExport => {
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
  const unknownTables = Object.keys(data.tables).filter((table) => !(table in EXPORTED_TABLES));
  if (unknownTables.length > 0)
    throw new ImportError(
      `The export has tables this server does not load: ${unknownTables.join(', ')}.`,
    );

  const { signature, ...content } = data;
  const secret = options.operatorSecret ?? null;
  let operator = false;
  if (!options.withoutCredentials) {
    if (typeof signature === 'string') {
      const expected =
        secret === null
          ? null
          : Buffer.from(signatureOf(content as Omit<LeagueExport, 'signature'>, secret), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new ImportError(
          "The file is signed as an operator's export (npm run export), but not with this " +
            "server's session secret: it was changed after the export, or made by a server with " +
            "another SESSION_SECRET. Import it with the exporting server's SESSION_SECRET (or its " +
            'DATA_DIR/session-secret file), or add --without-credentials to load it as an ' +
            'admin\'s download: everyone then sets a password with "Forgot password".',
        );
      operator = true;
    } else if (carriesCredentials(data.tables)) {
      throw new ImportError(
        "The file carries password hashes, unsubscribe links or mail, but is not an operator's " +
          'export signed by npm run export: an edited download, or an export from an older ' +
          'version. Add --without-credentials to load it without them: everyone then sets a ' +
          'password with "Forgot password".',
      );
    }
  }

  const tables = {} as LeagueExport['tables'];
  for (const table of Object.keys(EXPORTED_TABLES) as ExportedTable[]) {
    const given = (data.tables[table] ?? []) as unknown[];
    if (CREDENTIAL_TABLES.has(table) && !operator) {
      tables[table] = [];
      continue;
    }
    const rowSchema = EXPORT_ROW_SCHEMAS[table] as z.ZodType<Record<string, unknown>>;
    tables[table] = given.map((row, index) => {
      const parsed = rowSchema.safeParse(row);
      if (!parsed.success) throw rowError(table, index, parsed.error);
      return table === 'users' && !operator ? { ...parsed.data, passwordHash: null } : parsed.data;
    });
  }
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    app: typeof data.app === 'string' ? data.app : '',
    schema,
    exportedAt: typeof data.exportedAt === 'string' ? data.exportedAt : '',
    credentials: operator,
    tables,
  };
};

const CHUNK_ROWS = 200;

/**
 * Loads an export (as parseLeagueExport answered it) into an empty database migrated to this
 * version, in one transaction.
 */
export const importLeague = async (
  db: Kysely<Database>,
  data: LeagueExport,
): Promise<Record<ExportedTable, number>> => {
  if ((await anyAccountExists(db)) || (await anyLeagueExists(db)))
    throw new ImportError('The database already holds a league: import into an empty database.');
  const counts = {} as Record<ExportedTable, number>;
  await db.transaction().execute(async (trx) => {
    for (const table of Object.keys(EXPORTED_TABLES) as ExportedTable[]) {
      // Only an operator's export, its signature checked, brings passwords and secret links.
      const given =
        CREDENTIAL_TABLES.has(table) && !data.credentials ? [] : (data.tables[table] ?? []);
      const rows =
        table === 'users'
          ? given.map((row) => ({
              ...row,
              passwordHash: (data.credentials ? row.passwordHash : null) ?? NO_PASSWORD,
            }))
          : given;
      for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
        try {
          await insertTableRows(trx, table, rows.slice(i, i + CHUNK_ROWS));
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
