// The ledger's writes. Any of them changes a team's statement and its season's summary, so every
// ledger query goes stale (the ones on screen fetch again).
import { CHARGE_CATEGORY_LABELS, PAYMENT_METHOD_LABELS } from '@cueleague/domain/ledger';
import { useDeleteMutation, useRefreshingMutation } from '../../../lib/use-invalidate.ts';
import {
  chargeEntryFees,
  createLedgerEntry,
  deleteLedgerEntry,
  ledgerKeys,
  type LedgerEntry,
} from '../api/ledger-api.ts';

const LEDGER_KEYS = [ledgerKeys.all];

/** What a line is: its charge's category ("Fine") or its payment's method ("Payment · Cash"). */
export const ledgerEntryLabel = (entry: Pick<LedgerEntry, 'kind' | 'category' | 'method'>) =>
  entry.kind === 'charge'
    ? CHARGE_CATEGORY_LABELS[entry.category ?? 'other']
    : `Payment · ${PAYMENT_METHOD_LABELS[entry.method ?? 'other']}`;

/** A line as a statement shows it: its player first when it names one ("Kate Hill · Fine"). */
export const ledgerLineLabel = (
  entry: Pick<LedgerEntry, 'kind' | 'category' | 'method' | 'playerId'>,
  playerName: (playerId: string) => string,
) =>
  entry.playerId === null
    ? ledgerEntryLabel(entry)
    : `${playerName(entry.playerId)} · ${ledgerEntryLabel(entry)}`;

/** "Fine recorded" / "Payment · Cash recorded". The dialog shows the fields' refusals itself. */
export const useCreateLedgerEntry = () =>
  useRefreshingMutation(LEDGER_KEYS, {
    mutationFn: createLedgerEntry,
    meta: {
      successMessage: (entry) => `${ledgerEntryLabel(entry as LedgerEntry)} recorded`,
      errorPrefix: 'Could not record it',
    },
  });

export const useDeleteLedgerEntry = () => useDeleteMutation(LEDGER_KEYS, 'line', deleteLedgerEntry);

/** "Entry fee charged to 8 teams" (none: every team already had it). */
export const useChargeEntryFees = () =>
  useRefreshingMutation(LEDGER_KEYS, {
    mutationFn: chargeEntryFees,
    meta: {
      successMessage: (answer) => {
        const { charged } = answer as { charged: number };
        return charged === 0
          ? 'Every team already has the entry fee'
          : `Entry fee charged to ${charged} ${charged === 1 ? 'team' : 'teams'}`;
      },
      errorPrefix: 'Could not charge the entry fee',
    },
  });
