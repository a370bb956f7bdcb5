// How the ledger's pages word money: amounts in the league's currency (the domain's formatMoney,
// a true minus sign), a balance as what it means to the team (or the player), and a day of the
// ledger. The keepers' pages and a player's own fees on their profile share it.
import { formatMoney } from '@cueleague/domain/ledger';
import { getDisplayLocale } from '../../lib/format.ts';

export type BalanceState = 'owes' | 'credit' | 'settled';

/** A balance's sense: above zero the team (or player) owes, below it they are in credit. */
export const balanceState = (balance: number): BalanceState =>
  balance > 0 ? 'owes' : balance < 0 ? 'credit' : 'settled';

/** "Owes £45.00", "In credit £5.00", "Settled". */
export const balanceWords = (balance: number, currency: string): string => {
  const state = balanceState(balance);
  if (state === 'settled') return 'Settled';
  const amount = formatMoney(Math.abs(balance), currency);
  return state === 'owes' ? `Owes ${amount}` : `In credit ${amount}`;
};

/** The colour a balance reads in: owing stands out, credit is good news. */
export const BALANCE_COLOR: Record<BalanceState, string> = {
  owes: 'warning.main',
  credit: 'success.main',
  settled: 'text.secondary',
};

/** A line's amount as it moves the balance: "+£45.00" for a charge, "−£20.00" for a payment. */
export const signedAmount = (kind: 'charge' | 'payment', amount: number, currency: string) =>
  kind === 'charge' ? `+${formatMoney(amount, currency)}` : formatMoney(-amount, currency);

/** A ledger day ('2026-03-03') as "3 Mar 2026": a calendar day, so no time zone moves it. */
export const formatLedgerDay = (day: string): string =>
  new Intl.DateTimeFormat(getDisplayLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
