import { describe, expect, it } from 'vitest';
import { canWithdrawEntry, entriesOpen, splitReserves, takesEntries } from './entries.ts';

describe('a cup’s entries', () => {
  it('draws the first entries up to the capacity; the later ones are reserves, in order', () => {
    const entries = [
      { teamId: 'c', enteredAt: '2026-09-03T10:00:00.000Z' },
      { teamId: 'a', enteredAt: '2026-09-01T10:00:00.000Z' },
      { teamId: 'd', enteredAt: '2026-09-04T10:00:00.000Z' },
      { teamId: 'b', enteredAt: '2026-09-02T10:00:00.000Z' },
    ];
    expect(splitReserves(entries, 2)).toEqual({ drawn: ['a', 'b'], reserves: ['c', 'd'] });
    // A withdrawal moves the first reserve up.
    expect(
      splitReserves(
        entries.filter((entry) => entry.teamId !== 'a'),
        2,
      ),
    ).toEqual({ drawn: ['b', 'c'], reserves: ['d'] });
    expect(splitReserves(entries, null).reserves).toEqual([]);
  });

  it('puts an older cup’s untimed entries first', () => {
    const entries = [
      { teamId: 'z', enteredAt: '2026-09-01T10:00:00.000Z' },
      { teamId: 'y', enteredAt: null },
    ];
    expect(splitReserves(entries, 1)).toEqual({ drawn: ['y'], reserves: ['z'] });
  });

  it('is open until the closing date, and withdrawals until the draw', () => {
    const cup = { state: 'entries', entriesCloseAt: '2026-09-10T18:00:00.000Z' };
    expect(entriesOpen(cup, new Date('2026-09-10T17:59:59.000Z'))).toBe(true);
    expect(entriesOpen(cup, new Date('2026-09-10T18:00:00.000Z'))).toBe(false);
    expect(entriesOpen({ ...cup, entriesCloseAt: null }, new Date('2026-09-01'))).toBe(false);
    expect(entriesOpen({ ...cup, state: 'drawn' }, new Date('2026-09-01'))).toBe(false);
    expect(canWithdrawEntry(cup)).toBe(true);
    expect(canWithdrawEntry({ ...cup, state: 'drawn' })).toBe(false);
    // Everyone sees it while it takes entries, even once closed; a hand-picked cup stays hidden.
    expect(takesEntries(cup)).toBe(true);
    expect(takesEntries({ ...cup, entriesCloseAt: null })).toBe(false);
    expect(takesEntries({ ...cup, state: 'drawn' })).toBe(false);
  });
});
