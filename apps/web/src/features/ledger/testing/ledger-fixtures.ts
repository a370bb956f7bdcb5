// Ledger answers for the web tests: a line of a statement, a statement and a season's summary, in
// the shapes the server answers (the stubs are checked against the domain's schemas).
import type {
  LedgerEntry,
  LedgerSummary,
  StatementLine,
  TeamStatement,
} from '@cueleague/domain/ledger';

/** A charge of £45.00 to Rack Attack (t1) in s1 unless told otherwise. */
export const ledgerEntry = (overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: 'e1',
  seasonId: 's1',
  teamId: 't1',
  kind: 'charge',
  category: 'entry-fee',
  method: null,
  amount: 4500,
  on: '2026-01-05',
  note: '',
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

/** Rack Attack's season: the £45.00 entry fee, a £10.00 fine, then £30.00 paid by transfer. */
export const STATEMENT_LINES: StatementLine[] = [
  { ...ledgerEntry(), balance: 4500 },
  {
    ...ledgerEntry({ id: 'e2', category: 'fine', amount: 1000, on: '2026-02-10' }),
    note: 'Late result',
    balance: 5500,
  },
  {
    ...ledgerEntry({
      id: 'e3',
      kind: 'payment',
      category: null,
      method: 'bank-transfer',
      amount: 3000,
      on: '2026-02-12',
    }),
    balance: 2500,
  },
];

export const statement = (overrides: Partial<TeamStatement> = {}): TeamStatement => ({
  teamId: 't1',
  seasonId: 's1',
  currency: 'GBP',
  charged: 5500,
  paid: 3000,
  balance: 2500,
  lines: STATEMENT_LINES,
  ...overrides,
});

/** s1: Rack Attack owes £25.00, Cue Tips is settled, Break Masters is £5.00 in credit. */
export const summary = (overrides: Partial<LedgerSummary> = {}): LedgerSummary => ({
  seasonId: 's1',
  currency: 'GBP',
  charged: 14500,
  paid: 12500,
  balance: 2000,
  teams: [
    { teamId: 't1', charged: 5500, paid: 3000, balance: 2500 },
    { teamId: 't2', charged: 4500, paid: 4500, balance: 0 },
    { teamId: 't3', charged: 4500, paid: 5000, balance: -500 },
  ],
  ...overrides,
});
