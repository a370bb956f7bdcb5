// Months in the league's time: the days they cover, the instants a day range selects, the month
// a fixtures page opens on.
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  countMatchMonths,
  dayRangeInstants,
  defaultMonth,
  inDayRange,
  monthDays,
  monthInZone,
  seasonMonths,
} from './match-months.ts';

describe('match months', () => {
  it("steps across years and knows each month's last day, leap years too", () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDays('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it("reads days in the league's zone, summer time and all", () => {
    expect(dayRangeInstants({ from: '2026-10-01', to: '2026-10-31' }, 'Europe/London')).toEqual({
      // BST at the start, GMT again by the end.
      start: '2026-09-30T23:00:00.000Z',
      end: '2026-11-01T00:00:00.000Z',
    });
    expect(dayRangeInstants({ to: '2026-07-31' }, 'America/New_York')).toEqual({
      end: '2026-08-01T04:00:00.000Z',
    });
    expect(monthInZone('2026-09-30T23:30:00Z', 'Europe/London')).toBe('2026-10');
    expect(monthInZone('2026-09-30T23:30:00Z', 'UTC')).toBe('2026-09');
    expect(inDayRange('2026-09-30T23:30:00Z', monthDays('2026-10'), 'Europe/London')).toBe(true);
    expect(inDayRange('2026-09-30T22:30:00Z', monthDays('2026-10'), 'Europe/London')).toBe(false);
    expect(inDayRange('2026-09-30T22:30:00Z', {}, 'Europe/London')).toBe(true);
  });

  it("lists a season's months from its dates and its matches, with no gaps", () => {
    expect(seasonMonths({ startDate: '2026-09-07', endDate: '2026-12-14' }, [])).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    // A match rescheduled past the season's end still has its month.
    expect(seasonMonths({ startDate: '2026-11-02' }, ['2026-11', '2027-01'])).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    expect(seasonMonths({}, [])).toEqual([]);
  });

  it("opens on today's month in the season, else its first or last", () => {
    const months = ['2026-09', '2026-10', '2026-11'];
    expect(defaultMonth(months, '2026-10-20')).toBe('2026-10');
    expect(defaultMonth(months, '2026-08-31')).toBe('2026-09');
    expect(defaultMonth(months, '2027-02-01')).toBe('2026-11');
    expect(defaultMonth([], '2027-02-01')).toBe('2027-02');
  });

  it("counts a season's matches by month in the league's time, each month's first day and weeks with it", () => {
    const matches = [
      '2026-10-13T18:30:00.000Z',
      // 00:30 on 1 October in London (summer time), still September in UTC: October's.
      '2026-09-30T23:30:00.000Z',
      '2026-10-06T18:30:00.000Z',
      '2026-11-24T19:30:00.000Z',
    ];
    expect(countMatchMonths(matches, 'Europe/London')).toEqual([
      // 1 October is a Thursday: its week began on Monday 28 September.
      {
        month: '2026-10',
        matches: 3,
        firstDay: '2026-10-01',
        weeks: ['2026-09-28', '2026-10-05', '2026-10-12'],
      },
      { month: '2026-11', matches: 1, firstDay: '2026-11-24', weeks: ['2026-11-23'] },
    ]);
    expect(countMatchMonths([], 'Europe/London')).toEqual([]);
  });
});
