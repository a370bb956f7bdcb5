// Fees and fines (docs/rules.md): a season's summary of who owes what and a team's statement,
// read by the ledger's keepers (a treasurer, an admin) and a team's own captain (its statement
// only); and the keepers' writes: a charge or a payment, removing a mistaken one, and the season's
// entry fee charged to every team not yet charged it. The server is the guard: 403 for others.
// Any signed-in account reads its own player's fees, fines and payments (GET /api/ledger/mine).
import type {
  entryFeesSchema,
  LedgerEntry,
  ledgerEntryCreateSchema,
  LedgerSummary,
  MyLedger,
  PlayerTotals,
  StatementLine,
  TeamStatement,
} from '@cueleague/domain/ledger';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, apiSend } from '../../../lib/api-client.ts';

export type { LedgerEntry, LedgerSummary, MyLedger, PlayerTotals, StatementLine, TeamStatement };
export type LedgerEntryBody = z.input<typeof ledgerEntryCreateSchema>;
export type EntryFeesBody = z.input<typeof entryFeesSchema>;

export const ledgerKeys = {
  all: ['ledger'] as const,
  season: (seasonId: string) => [...ledgerKeys.all, 'season', seasonId] as const,
  team: (teamId: string) => [...ledgerKeys.all, 'team', teamId] as const,
  /** The signed-in account's own money: under `all`, so any write reads it again. */
  mine: () => [...ledgerKeys.all, 'mine'] as const,
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

/**
 * GET /api/ledger/mine: the lines naming the signed-in account's player, per team and season
 * (newest season first); no items when there are none (or the account has no player).
 */
export const myLedgerQuery = () =>
  queryOptions({
    queryKey: ledgerKeys.mine(),
    queryFn: ({ signal }) => apiFetch('myLedger', '/api/ledger/mine', { signal }),
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
