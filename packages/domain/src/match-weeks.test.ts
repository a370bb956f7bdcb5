import { describe, expect, it } from 'vitest';
import { byDivisionThenTime, mondayOf, numberMatchWeeks } from './match-weeks.ts';

describe('mondayOf', () => {
  it.each([
    ['2026-03-16', '2026-03-16'],
    ['2026-03-18', '2026-03-16'],
    ['2026-03-22', '2026-03-16'],
  ])('%s is in the week of %s', (date, monday) => expect(mondayOf(date)).toBe(monday));
});

describe('numberMatchWeeks', () => {
  it('counts match weeks only, and marks the break between them', () => {
    // Weeks of 2 and 9 March, a two-week break, then 30 March.
    expect(numberMatchWeeks(['2026-03-09', '2026-03-02', '2026-03-30', '2026-03-09'])).toEqual([
      { monday: '2026-03-02', number: 1, breakBefore: [] },
      { monday: '2026-03-09', number: 2, breakBefore: [] },
      { monday: '2026-03-30', number: 3, breakBefore: ['2026-03-16', '2026-03-23'] },
    ]);
  });

  it('numbers nothing for no matches', () => expect(numberMatchWeeks([])).toEqual([]));
});

describe('byDivisionThenTime', () => {
  it('orders by division, top first, then start time; an unknown division last', () => {
    const position: Record<string, number> = { premier: 0, one: 1 };
    const matches = [
      { id: 'one-early', division: 'one', scheduledDate: '2026-03-03T19:00:00Z' },
      { id: 'premier-late', division: 'premier', scheduledDate: '2026-03-03T20:00:00Z' },
      { id: 'unknown', division: 'gone', scheduledDate: '2026-03-03T18:00:00Z' },
      { id: 'premier-early', division: 'premier', scheduledDate: '2026-03-03T19:00:00Z' },
    ];
    expect(matches.sort(byDivisionThenTime((m) => position[m.division])).map((m) => m.id)).toEqual([
      'premier-early',
      'premier-late',
      'one-early',
      'unknown',
    ]);
  });
});
