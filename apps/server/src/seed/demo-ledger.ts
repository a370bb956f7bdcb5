// The demo league's fees (docs/rules.md, Fees and fines): this season's entry fee was charged on
// its first night to every team but the one last by name (as if it joined late, so charging the
// fee again charges it alone), and the teams have paid in part, in full or not yet: a treasurer's
// summary with a few balances to chase. The first team's player (the demo's player login, not its
// captain) was charged a registration of their own and paid half: their profile shows it.
import type { Insertable } from 'kysely';
import { newId } from '../auth/tokens.ts';
import type { LedgerEntriesTable } from '../db/schema.ts';

/** The demo's entry fee, in pence. */
export const DEMO_ENTRY_FEE = 4500;
/** A player's own registration, in pence. */
export const DEMO_REGISTRATION = 1000;

const DAY = 24 * 60 * 60_000;

export const demoLedger = (
  teams: readonly {
    id: string;
    name: string;
    seasonId: string;
    captainUserId: string;
    players: readonly { id: string; userId: string | null }[];
  }[],
  firstNight: string,
  adminUserId: string,
  now: Date,
): Insertable<LedgerEntriesTable>[] => {
  const byName = [...teams].sort((a, b) => a.name.localeCompare(b.name));
  const charged = byName.slice(0, -1);
  const start = Date.parse(`${firstNight}T12:00:00Z`);
  const day = (days: number) => new Date(Math.min(start + days * DAY, now.getTime()));
  const entry = (
    team: (typeof teams)[number],
    fields: Pick<
      Insertable<LedgerEntriesTable>,
      'kind' | 'category' | 'method' | 'amount' | 'note' | 'playerId'
    >,
    at: Date,
  ): Insertable<LedgerEntriesTable> => ({
    id: newId(),
    seasonId: team.seasonId,
    teamId: team.id,
    ...fields,
    entryDate: at.toISOString().slice(0, 10),
    createdBy: adminUserId,
    createdAt: at.toISOString(),
  });
  const first = charged[0];
  const player = first?.players.find((p) => p.userId && p.userId !== first.captainUserId);
  const registration =
    first && player
      ? [
          entry(
            first,
            {
              kind: 'charge',
              category: 'other',
              method: null,
              amount: DEMO_REGISTRATION,
              note: 'Player registration',
              playerId: player.id,
            },
            day(0),
          ),
          entry(
            first,
            {
              kind: 'payment',
              category: null,
              method: 'cash',
              amount: DEMO_REGISTRATION / 2,
              note: 'The rest next week',
              playerId: player.id,
            },
            day(1),
          ),
        ]
      : [];
  const fees = charged.flatMap((team, index) => {
    const fee = entry(
      team,
      { kind: 'charge', category: 'entry-fee', method: null, amount: DEMO_ENTRY_FEE, note: '' },
      day(0),
    );
    // Every third team has not paid yet; of the rest, every other paid half in cash at the bar.
    if (index % 3 === 2) return [fee];
    const half = index % 2 === 1;
    const paid = entry(
      team,
      {
        kind: 'payment',
        category: null,
        method: half ? 'cash' : 'bank-transfer',
        amount: half ? DEMO_ENTRY_FEE / 2 : DEMO_ENTRY_FEE,
        note: half ? 'Half now, half at Christmas' : '',
      },
      day(7 + index),
    );
    return [fee, paid];
  });
  return [...fees, ...registration];
};
