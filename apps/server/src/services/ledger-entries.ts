// Writing the ledger (docs/rules.md, Fees and fines): entries with their league audit entry, in
// the caller's transaction. The ledger's own routes write through here, and so does a fine
// charged with a penalty (a points adjustment recorded, or a proposed penalty applied).
import { CHARGE_CATEGORY_LABELS, formatMoney, type LedgerEntry } from '@cueleague/domain/ledger';
import { localDateInZone } from '@cueleague/domain/zoned-time';
import { newId } from '../auth/tokens.ts';
import { notFound } from '../http/http-error.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import { recordLeagueAudit } from '../repositories/league-audit.ts';
import { insertLedgerEntries } from '../repositories/ledger.ts';
import { listLeagues } from './league-data.ts';

/** The install's league (one a server): its currency and zone. */
export const ledgerLeague = async (executor: Executor) => {
  const [first] = await listLeagues(executor);
  if (!first) throw notFound('league');
  return first;
};

/** What an entry was, for the audit's note: 'Entry fee £45.00 (Red Lion)'. */
export const entryNote = (entry: LedgerEntry, currency: string, teamName: string) =>
  `${entry.kind === 'charge' && entry.category ? CHARGE_CATEGORY_LABELS[entry.category] : 'Payment'} ${formatMoney(entry.amount, currency)} (${teamName})`;

/** Records entries with their one audit entry (on their season). */
export const recordLedgerEntries = async (
  trx: Trx,
  entries: readonly LedgerEntry[],
  audit: { seasonId: string; reason: 'ledger_entry_added' | 'entry_fees_charged'; note: string },
  actor: { userId: string; at: string },
): Promise<void> => {
  await insertLedgerEntries(
    trx,
    entries.map((entry) => ({ ...entry, createdBy: actor.userId })),
  );
  await recordLeagueAudit(trx, {
    subjectType: 'season',
    subjectId: audit.seasonId,
    reason: audit.reason,
    note: audit.note,
    actorUserId: actor.userId,
    at: actor.at,
    before: null,
    after: entries.length === 1 ? entries[0] : entries,
  });
};

/**
 * A fine charged with a penalty: a 'fine' charge of `amount` to the team, on today's date in the
 * league's zone, its note the penalty's reason; audited as any entry added.
 */
export const chargeFine = async (
  trx: Trx,
  fine: { team: { id: string; seasonId: string; name: string }; amount: number; reason: string },
  actor: { userId: string; at: string },
): Promise<LedgerEntry> => {
  const { currency, timezone } = await ledgerLeague(trx);
  const entry: LedgerEntry = {
    id: newId(),
    seasonId: fine.team.seasonId,
    teamId: fine.team.id,
    playerId: null,
    kind: 'charge',
    category: 'fine',
    method: null,
    amount: fine.amount,
    on: localDateInZone(actor.at, timezone),
    note: fine.reason,
    createdAt: actor.at,
  };
  const note = entryNote(entry, currency, fine.team.name);
  await recordLedgerEntries(
    trx,
    [entry],
    { seasonId: entry.seasonId, reason: 'ledger_entry_added', note },
    actor,
  );
  return entry;
};
