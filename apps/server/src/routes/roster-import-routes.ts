// Importing players and teams from a CSV file (docs/api.md, Importing players and teams): the admin
// previews what each line would do (dryRun), then imports the same file in one transaction, all or
// nothing. The file is parsed here with csv-parse; what each line does is the domain's plan.
import { rosterImportAnswerSchema } from '@cueleague/domain/responses';
import {
  MAX_IMPORT_LINES,
  planRosterImport,
  problemLines,
  type ImportLine,
  type ImportPlan,
} from '@cueleague/domain/roster-import';
import { rosterImportBodySchema } from '@cueleague/domain/requests';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import { HttpError, invalid, notFound } from '../http/http-error.ts';
import { allPlayerNames, insertPlayer } from '../repositories/players.ts';
import { seasonExists, topDivisionId } from '../repositories/seasons.ts';
import {
  insertMembership,
  membershipsOfSeason,
  updateMembership,
} from '../repositories/team-players.ts';
import { insertTeam, teamNamesOfSeason } from '../repositories/teams.ts';
import { assertFreeToJoin, rosterWrite } from '../services/rosters.ts';
import { recordLeagueAudit } from '../repositories/league-audit.ts';
import { writeById } from './params.ts';
import { keepPublicReads, requestWriter } from '../services/write-transaction.ts';

/** Header names as people write them: "First name", "first_name", "FirstName" are one column. */
const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z]/g, '');
const COLUMNS = { firstName: 'firstname', lastName: 'lastname', team: 'team' } as const;

export interface ImportFile {
  lines: ImportLine[];
  /** The header's other columns, as the file names them: read by nobody, and said so. */
  ignoredColumns: string[];
}

/** The columns not read: by the header's name, or "column 4 (no name)" where a line has a value
 * the header does not name (a team typed under no heading is not quietly lost). */
const ignoredColumns = (header: string[], rows: string[][], read: number[]): string[] => {
  const width = Math.max(header.length, ...rows.map((record) => record.length));
  return Array.from({ length: width }, (_, at) => at)
    .filter((at) => !read.includes(at))
    .flatMap((at) => {
      const name = header[at] ?? '';
      if (name) return [name];
      return rows.some((record) => record[at]) ? [`column ${String(at + 1)} (no name)`] : [];
    });
};

/** The file's lines, with their line numbers; a file that can't be read is a 422 that says why. */
export const readImportFile = (csv: string): ImportFile => {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      // Spreadsheets in much of Europe save with semicolons.
      delimiter: [',', ';', '\t'],
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError)
      throw invalid(`The file is not readable as CSV: ${error.message}`, { csv: 'Not CSV' });
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw invalid('The file is empty.', { csv: 'Empty' });
  const keys = header.record.map(headerKey);
  const index = (column: string) => keys.indexOf(column);
  const first = index(COLUMNS.firstName);
  const last = index(COLUMNS.lastName);
  const team = index(COLUMNS.team);
  if (first < 0 || last < 0)
    throw invalid(
      'The first line must name the columns: first_name, last_name and (optionally) team.',
      { csv: 'No first_name and last_name columns' },
    );
  if (rows.length === 0)
    throw invalid('The file has no players after its header.', { csv: 'No rows' });
  if (rows.length > MAX_IMPORT_LINES)
    throw invalid(`At most ${MAX_IMPORT_LINES} players at a time.`, { csv: 'Too many rows' });
  const read = [first, last, team];
  return {
    lines: rows.map(({ record, info }) => ({
      line: info.lines,
      firstName: record[first] ?? '',
      lastName: record[last] ?? '',
      team: team < 0 ? '' : (record[team] ?? ''),
    })),
    ignoredColumns: ignoredColumns(
      header.record,
      rows.map(({ record }) => record),
      read,
    ),
  };
};

/** The lines the admin marked a different person: each must be a line of this file. */
const separateLines = (lines: readonly ImportLine[], separate: readonly number[]) => {
  const known = new Set(lines.map((line) => line.line));
  const strangers = separate.filter((line) => !known.has(line));
  if (strangers.length > 0)
    throw invalid(
      `The file has no line ${strangers.join(', ')} to mark as a different person: preview it again.`,
      { separate: 'Not a line of the file' },
    );
  return new Set(separate);
};

export const registerRosterImportRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.post(
    '/seasons/:id/import',
    writeById('rosters', rosterImportBodySchema, { 200: rosterImportAnswerSchema }),
    async (request): Promise<ImportPlan & { imported: boolean; ignoredColumns: string[] }> => {
      const auth = await requireAdmin(request);
      const seasonId = request.params.id;
      if (!(await seasonExists(db, seasonId))) throw notFound('season');
      const { lines, ignoredColumns } = readImportFile(request.body.csv);
      const separate = separateLines(lines, request.body.separate);
      // A preview plans in a transaction that writes nothing: the cached reads stay.
      if (request.body.dryRun) keepPublicReads(request);
      const plan = await rosterWrite(
        db,
        async (trx) => {
          // Planned inside the transaction it writes in: what the preview said holds at the write.
          const [players, teams, memberships] = await Promise.all([
            allPlayerNames(trx),
            teamNamesOfSeason(trx, seasonId),
            membershipsOfSeason(trx, seasonId),
          ]);
          const planned = planRosterImport(lines, { players, teams, memberships }, separate);
          if (request.body.dryRun) return planned;
          if (planned.errors > 0)
            throw new HttpError(
              'validation_failed',
              `${planned.errors} ${planned.errors === 1 ? 'line has a problem' : 'lines have problems'} (${problemLines(planned)}): nothing was imported.`,
              { csv: 'Lines with problems' },
            );
          const at = app.ctx.now().toISOString();
          const newTeamIds = new Map<string, string>();
          // New teams join the season's top division; the admin moves them from the teams page.
          const divisionId = await topDivisionId(trx, seasonId);
          for (const name of planned.newTeams) {
            const id = newId();
            newTeamIds.set(name, id);
            await insertTeam(trx, {
              id,
              seasonId,
              name,
              homeVenueId: null,
              captainUserId: null,
              divisionId,
            });
          }
          for (const row of planned.rows) {
            let playerId: string;
            if (row.player.kind === 'existing') playerId = row.player.playerId;
            else {
              playerId = newId();
              await insertPlayer(trx, {
                id: playerId,
                firstName: row.firstName,
                lastName: row.lastName,
                userId: null,
              });
            }
            const teamId =
              row.teamStep.kind === 'existing'
                ? row.teamStep.teamId
                : row.teamStep.kind === 'new'
                  ? newTeamIds.get(row.teamStep.name)
                  : undefined;
            if (!teamId) continue;
            if (row.membership.kind === 'join') {
              await assertFreeToJoin(trx, { playerId, seasonId, teamId });
              await insertMembership(trx, {
                id: newId(),
                teamId,
                playerId,
                seasonId,
                role: 'player',
                isActive: 1,
              });
            } else if (row.membership.kind === 'rejoin') {
              await assertFreeToJoin(trx, { playerId, seasonId, teamId });
              await updateMembership(trx, row.membership.membershipId, { isActive: true });
            }
          }
          // One entry for the whole import: who loaded what, when.
          await recordLeagueAudit(trx, {
            subjectType: 'season',
            subjectId: seasonId,
            reason: 'roster_imported',
            note: `${planned.rows.length} lines from a CSV file`,
            actorUserId: auth.user.id,
            at,
            before: null,
            after: {
              newPlayers: planned.newPlayers,
              newTeams: planned.newTeams,
              joins: planned.joins,
              // Lines the admin said are a different person from a namesake.
              separate: [...separate],
            },
          });
          return planned;
        },
        undefined,
        requestWriter(request),
      );
      return { ...plan, ignoredColumns, imported: !request.body.dryRun };
    },
  );
};
