// Ledger answers for the web tests: a line of a statement, a statement (the team's own, or with a
// player's lines) and a season's summary, in the shapes the server answers (the stubs are checked
// against the domain's schemas).
import type {
  LedgerEntry,
  LedgerSummary,
  StatementLine,
  TeamStatement,
} from '@cueleague/domain/ledger';

/** A charge of £45.00 to Rack Attack (t1) in s1, the team's own, unless told otherwise. */
export const ledgerEntry = (overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: 'e1',
  seasonId: 's1',
  teamId: 't1',
  playerId: null,
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
  players: [],
  ...overrides,
});

/**
 * The statement with Kate Hill's (p1) own lines added: a £10.00 fine, then £4.00 she paid in
 * cash. Rack Attack then owes £31.00, Kate £6.00 of it.
 */
export const statementWithPlayer = (): TeamStatement =>
  statement({
    charged: 6500,
    paid: 3400,
    balance: 3100,
    lines: [
      ...STATEMENT_LINES,
      {
        ...ledgerEntry({ id: 'e4', playerId: 'p1', category: 'fine', amount: 1000 }),
        on: '2026-02-20',
        balance: 3500,
      },
      {
        ...ledgerEntry({
          id: 'e5',
          playerId: 'p1',
          kind: 'payment',
          category: null,
          method: 'cash',
          amount: 400,
          on: '2026-02-21',
        }),
        balance: 3100,
      },
    ],
    players: [{ playerId: 'p1', charged: 1000, paid: 400, balance: 600 }],
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
