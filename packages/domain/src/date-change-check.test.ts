import { describe, expect, it } from 'vitest';
import { breakWeekOf, checkDateChange } from './date-change-check.ts';
import type { ConflictFixture, ConflictVenue } from './schedule-conflicts.ts';

const venues: ConflictVenue[] = [
  { id: 'lion', name: 'The Red Lion', tables: 1 },
  { id: 'club', name: 'Cue Club', tables: 2 },
];
const teams = [
  { id: 'a', name: 'Aces' },
  { id: 'b', name: 'Breakers' },
  { id: 'c', name: 'Cannons' },
  { id: 'd', name: 'Doublers' },
];
const options = { timezone: 'Europe/London', teams };

// Wednesdays at 19:30 in London (GMT): weeks 1 and 2, a break on 18 March, week 3 on 25 March.
const night = (day: string) => `2026-03-${day}T19:30:00.000Z`;
const fx = (
  id: string,
  home: string,
  away: string,
  day: string,
  venueId = 'club',
): ConflictFixture => ({
  id,
  homeTeamId: home,
  awayTeamId: away,
  venueId,
  scheduledDate: night(day),
  state: 'pre-match',
});
const season = [
  fx('m1', 'a', 'b', '04', 'lion'),
  fx('m2', 'c', 'd', '04'),
  fx('m3', 'b', 'c', '11', 'lion'),
  fx('m4', 'd', 'a', '11'),
  fx('m5', 'a', 'c', '25', 'lion'),
  fx('m6', 'b', 'd', '25'),
];

describe('breakWeekOf', () => {
  it('finds an empty week inside the fixture list, not one before or after it', () => {
    expect(breakWeekOf('2026-03-19', season, 'Europe/London')).toBe('2026-03-16');
    expect(breakWeekOf('2026-03-12', season, 'Europe/London')).toBeNull();
    expect(breakWeekOf('2026-04-01', season, 'Europe/London')).toBeNull();
    expect(breakWeekOf('2026-02-25', season, 'Europe/London')).toBeNull();
  });

  it('counts a week of cancelled matches as empty', () => {
    const cancelled = [...season, { ...fx('m7', 'a', 'd', '18'), state: 'cancelled' as const }];
    expect(breakWeekOf('2026-03-18', cancelled, 'Europe/London')).toBe('2026-03-16');
  });
});

describe('checkDateChange', () => {
  it('says nothing for a move to a free night of a playing week', () => {
    expect(
      checkDateChange({ ...season[1]!, scheduledDate: night('12') }, season, venues, options),
    ).toEqual([]);
  });

  it('warns of a move into the season break', () => {
    const moved = { ...season[0]!, scheduledDate: night('18') };
    expect(checkDateChange(moved, season, venues, options)).toEqual([
      {
        kind: 'season-break',
        date: '2026-03-18',
        week: '2026-03-16',
        message: 'No other fixture is played the week of 2026-03-16: it looks like a season break.',
      },
    ]);
  });

  it('warns when the venue has no table left that night, and when a team already plays', () => {
    // Cannons v Doublers moved to The Red Lion on the night Breakers v Cannons play there.
    const moved = { ...season[1]!, venueId: 'lion', scheduledDate: night('11') };
    expect(checkDateChange(moved, season, venues, options).map((w) => w.message)).toEqual([
      'Cannons plays 2 matches on 2026-03-11',
      'Doublers plays 2 matches on 2026-03-11',
      'The Red Lion has 2 matches on 2026-03-11 but only 1 table',
    ]);
  });

  it('leaves out clashes the match is no part of, and checks a new match (no id) too', () => {
    const clashing = [...season, fx('m8', 'c', 'd', '25', 'lion')];
    const added = { homeTeamId: 'a', awayTeamId: 'b', venueId: 'club', scheduledDate: night('12') };
    expect(checkDateChange(added, clashing, venues, options)).toEqual([]);
    const lion = { ...added, venueId: 'lion', scheduledDate: night('04') };
    expect(checkDateChange(lion, season, venues, options).map((w) => w.kind)).toEqual([
      'team-double-booked',
      'team-double-booked',
      'venue-over-capacity',
    ]);
  });
});
