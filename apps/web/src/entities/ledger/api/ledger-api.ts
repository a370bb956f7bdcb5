// Fees and fines (docs/rules.md): a season's summary of who owes what and a team's statement,
// read by the ledger's keepers (a treasurer, an admin) and a team's own captain (its statement
// only); and the keepers' writes: a charge or a payment, removing a mistaken one, and the season's
// entry fee charged to every team not yet charged it. The server is the guard: 403 for others.
import type {
  entryFeesSchema,
  LedgerEntry,
  ledgerEntryCreateSchema,
  LedgerSummary,
  StatementLine,
  TeamStatement,
} from '@cueleague/domain/ledger';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, apiSend } from '../../../lib/api-client.ts';

export type { LedgerEntry, LedgerSummary, StatementLine, TeamStatement };
export type LedgerEntryBody = z.input<typeof ledgerEntryCreateSchema>;
export type EntryFeesBody = z.input<typeof entryFeesSchema>;

export const ledgerKeys = {
  all: ['ledger'] as const,
  season: (seasonId: string) => [...ledgerKeys.all, 'season', seasonId] as const,
  team: (teamId: string) => [...ledgerKeys.all, 'team', teamId] as const,
};

const seasonPath = (seasonId: string) => `/api/ledger/seasons/${encodeURIComponent(seasonId)}`;

/** GET /api/ledger/seasons/:seasonId: every team of the season, owing most first (keepers). */
export const ledgerSummaryQuery = (seasonId: string) =>
  queryOptions({
    queryKey: ledgerKeys.season(seasonId),
    queryFn: ({ signal }) => apiFetch('ledgerSummary', seasonPath(seasonId), { signal }),
  });

/** GET /api/ledger/teams/:teamId: the team's lines, oldest first, with the balance after each. */
export const teamStatementQuery = (teamId: string) =>
  queryOptions({
    queryKey: ledgerKeys.team(teamId),
    queryFn: ({ signal }) =>
      apiFetch('teamStatement', `/api/ledger/teams/${encodeURIComponent(teamId)}`, { signal }),
  });

/** POST /api/ledger/entries: a charge or a payment, answered as recorded (201). */
export const createLedgerEntry = (body: LedgerEntryBody) =>
  apiFetch('ledgerEntry', '/api/ledger/entries', { method: 'POST', body });

/** DELETE /api/ledger/entries/:id: a mistake taken out (the audit trail keeps it). */
export const deleteLedgerEntry = (id: string) =>
  apiSend(`/api/ledger/entries/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** POST /api/ledger/seasons/:seasonId/entry-fees: how many teams were charged this time. */
export const chargeEntryFees = ({ seasonId, body }: { seasonId: string; body: EntryFeesBody }) =>
  apiFetch('entryFeesCharged', `${seasonPath(seasonId)}/entry-fees`, { method: 'POST', body });
