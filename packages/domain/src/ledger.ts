// Fees and fines (docs/rules.md, Fees and fines): a ledger per team per season of charges (the
// season's entry fee, fines, other charges) and payments received elsewhere (no card payments in
// the app), each an amount in the league currency's minor unit (pence, cents). A team's balance
// is what it owes: charges less payments. Kept by a treasurer (an account an admin names) or an
// admin; a captain reads their own team's statement; nobody else sees money.
import { z } from 'zod';
import { dateSchema, idSchema, timestampSchema } from './entities.ts';
import { plausibleDateSchema } from './requests/dates.ts';

/** The most one entry may be: 100,000.00 in the league's currency. */
export const MAX_LEDGER_AMOUNT = 10_000_000;

export const ledgerKindSchema = z.enum(['charge', 'payment']);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

/** What a charge is for. */
export const chargeCategorySchema = z.enum(['entry-fee', 'fine', 'other']);
export type ChargeCategory = z.infer<typeof chargeCategorySchema>;

/** How a payment was made (outside the app). */
export const paymentMethodSchema = z.enum(['cash', 'bank-transfer', 'card', 'other']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const CHARGE_CATEGORY_LABELS: Record<ChargeCategory, string> = {
  'entry-fee': 'Entry fee',
  fine: 'Fine',
  other: 'Other charge',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  card: 'Card',
  other: 'Other',
};

/** One line of a team's ledger. */
export const ledgerEntrySchema = z.object({
  id: idSchema,
  seasonId: idSchema,
  teamId: idSchema,
  /** The player of the team it is for (their own fee, fine or payment); null: the team's own. */
  playerId: idSchema.nullable(),
  kind: ledgerKindSchema,
  /** A charge's: what it is for; a payment's: null. */
  category: chargeCategorySchema.nullable(),
  /** A payment's: how it was made; a charge's: null. */
  method: paymentMethodSchema.nullable(),
  /** Above zero, in the currency's minor unit. */
  amount: z.number().int().min(1).max(MAX_LEDGER_AMOUNT),
  /** The day it was charged or paid (YYYY-MM-DD). */
  on: dateSchema,
  note: z.string(),
  createdAt: timestampSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** An amount typed or sent: whole minor units, above nothing, at most 100,000.00. */
export const ledgerAmountSchema = z
  .number('A whole amount in pence (cents)')
  .int('A whole amount in pence (cents)')
  .min(1, 'More than nothing')
  .max(MAX_LEDGER_AMOUNT, 'At most 100,000.00');
const noteSchema = z
  .string()
  .trim()
  .max(200, 'At most 200 characters')
  .regex(/^\P{Cc}*$/u, 'One line, no control characters');

/** POST /api/ledger/entries: a charge (with its category) or a payment (with its method). */
export const ledgerEntryCreateSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('charge'),
    teamId: idSchema,
    /** One of the team's players, for a player's own charge; none: the team's. */
    playerId: idSchema.nullish(),
    category: chargeCategorySchema,
    amount: ledgerAmountSchema,
    on: plausibleDateSchema,
    note: noteSchema.default(''),
  }),
  z.strictObject({
    kind: z.literal('payment'),
    teamId: idSchema,
    playerId: idSchema.nullish(),
    method: paymentMethodSchema,
    amount: ledgerAmountSchema,
    on: plausibleDateSchema,
    note: noteSchema.default(''),
  }),
]);
export type LedgerEntryCreate = z.infer<typeof ledgerEntryCreateSchema>;

/** POST /api/ledger/seasons/:id/entry-fees: the season's entry fee, charged to every team once. */
export const entryFeesSchema = z.strictObject({
  amount: ledgerAmountSchema,
  on: plausibleDateSchema,
  note: noteSchema.default(''),
});

/** A team's money in a season: charged, paid, and what it owes (below zero: in credit). */
export interface LedgerTotals {
  charged: number;
  paid: number;
  balance: number;
}

export const ledgerTotalsSchema = z.object({
  charged: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int(),
});

/** A statement's line: the entry, and the balance after it. */
export const statementLineSchema = ledgerEntrySchema.extend({ balance: z.number().int() });
export type StatementLine = z.infer<typeof statementLineSchema>;

/** A player's own lines' totals within their team's ledger. */
export const playerTotalsSchema = ledgerTotalsSchema.extend({ playerId: idSchema });
export type PlayerTotals = z.infer<typeof playerTotalsSchema>;

/**
 * GET /api/ledger/teams/:id: a team's statement for its season, oldest first; `players`, the
 * totals of each player named in it (their own fees, fines and payments), by the order named.
 */
export const teamStatementSchema = ledgerTotalsSchema.extend({
  teamId: idSchema,
  seasonId: idSchema,
  currency: z.string(),
  lines: z.array(statementLineSchema),
  players: z.array(playerTotalsSchema),
});
export type TeamStatement = z.infer<typeof teamStatementSchema>;

/** GET /api/ledger/seasons/:id: who owes what, each team of the season (owing most first). */
export const ledgerSummarySchema = ledgerTotalsSchema.extend({
  seasonId: idSchema,
  currency: z.string(),
  teams: z.array(ledgerTotalsSchema.extend({ teamId: idSchema })),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;

/**
 * GET /api/ledger/mine: the signed-in account's own money, the lines naming its player, one
 * statement per team and season (newest season first). No player, or nothing named: no items.
 */
export const myLedgerSchema = z.object({
  playerId: idSchema.nullable(),
  currency: z.string(),
  items: z.array(
    ledgerTotalsSchema.extend({
      teamId: idSchema,
      seasonId: idSchema,
      lines: z.array(statementLineSchema),
    }),
  ),
});
export type MyLedger = z.infer<typeof myLedgerSchema>;

/** Entries in the order a statement reads them: by day, then as recorded. */
export const inLedgerOrder = <T extends Pick<LedgerEntry, 'on' | 'createdAt' | 'id'>>(
  entries: readonly T[],
): T[] =>
  [...entries].sort(
    (a, b) =>
      a.on.localeCompare(b.on) ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.id.localeCompare(b.id),
  );

export const ledgerTotals = (entries: readonly Pick<LedgerEntry, 'kind' | 'amount'>[]) => {
  let charged = 0;
  let paid = 0;
  for (const entry of entries) {
    if (entry.kind === 'charge') charged += entry.amount;
    else paid += entry.amount;
  }
  return { charged, paid, balance: charged - paid };
};

/** A team's lines with the running balance after each. */
export const statementLines = (entries: readonly LedgerEntry[]): StatementLine[] => {
  let balance = 0;
  return inLedgerOrder(entries).map((entry) => {
    balance += entry.kind === 'charge' ? entry.amount : -entry.amount;
    return { ...entry, balance };
  });
};

/** The totals of each player named in these entries, in the order each was first named. */
export const playerTotals = (entries: readonly LedgerEntry[]): PlayerTotals[] => {
  const named = [...new Set(inLedgerOrder(entries).flatMap((entry) => entry.playerId ?? []))];
  return named.map((playerId) => ({
    playerId,
    ...ledgerTotals(entries.filter((entry) => entry.playerId === playerId)),
  }));
};

/** An amount as people write it: '£12.50', '−£3.00' (a true minus), in the league's currency. */
export const formatMoney = (minor: number, currency: string): string => {
  const text = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(
    Math.abs(minor) / 100,
  );
  return minor < 0 ? `\u2212${text}` : text;
};

/** An amount typed in a form ('12.50', '12') as minor units; null when it is not one. */
export const parseMoney = (text: string): number | null => {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** The season summary as CSV rows (a header first), amounts as decimals, for a spreadsheet. */
export const summaryCsvRows = (
  summary: LedgerSummary,
  teamName: (teamId: string) => string,
): string[][] => [
  ['Team', 'Charged', 'Paid', 'Balance'],
  ...summary.teams.map((row) => [
    teamName(row.teamId),
    (row.charged / 100).toFixed(2),
    (row.paid / 100).toFixed(2),
    (row.balance / 100).toFixed(2),
  ]),
  [
    'Total',
    (summary.charged / 100).toFixed(2),
    (summary.paid / 100).toFixed(2),
    (summary.balance / 100).toFixed(2),
  ],
];

/** The league's currency: an ISO 4217 code. */
export const currencySchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'A three-letter currency code, like GBP or EUR')
  .refine((code) => {
    try {
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: code });
      return true;
    } catch {
      return false;
    }
  }, 'Not a currency this server knows');

/** GET /api/treasurers: an account an admin named to keep the ledger. */
export const treasurerSchema = z.object({
  userId: idSchema,
  email: z.string(),
  /** The account's player's name, when it has one. */
  name: z.string().nullable(),
  namedAt: timestampSchema,
});
export type Treasurer = z.infer<typeof treasurerSchema>;

/** POST /api/treasurers: the account to name, by its e-mail address. */
export const treasurerCreateSchema = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email('An e-mail address')),
});
