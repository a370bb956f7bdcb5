import { describe, expect, it } from 'vitest';
import {
  formatInZone,
  localDateInZone,
  localTimeInZone,
  requireTimeZone,
  zonedTimeToUtc,
} from './zoned-time.ts';

describe('zonedTimeToUtc', () => {
  it.each([
    ['UTC', '2026-07-01', '19:30', '2026-07-01T19:30:00.000Z'],
    ['Europe/London', '2026-01-07', '19:30', '2026-01-07T19:30:00.000Z'],
    ['Europe/London', '2026-07-01', '19:30', '2026-07-01T18:30:00.000Z'],
    ['America/New_York', '2026-07-01', '19:00', '2026-07-01T23:00:00.000Z'],
    ['America/New_York', '2026-01-07', '19:00', '2026-01-08T00:00:00.000Z'],
    ['Australia/Sydney', '2026-01-07', '19:30', '2026-01-07T08:30:00.000Z'],
    ['Australia/Sydney', '2026-07-01', '19:30', '2026-07-01T09:30:00.000Z'],
    ['Asia/Kolkata', '2026-07-01', '19:30', '2026-07-01T14:00:00.000Z'],
    ['Europe/London', '2026-03-29', '00:00', '2026-03-29T00:00:00.000Z'],
    // Skipped by the spring change: moves on by the gap (02:30 BST, 03:30 EDT).
    ['Europe/London', '2026-03-29', '01:30', '2026-03-29T01:30:00.000Z'],
    ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:30:00.000Z'],
    // Repeated by the autumn change: the first of the two.
    ['Europe/London', '2026-10-25', '01:30', '2026-10-25T00:30:00.000Z'],
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'],
  ])('%s %s %s is %s', (zone, date, time, expected) => {
    expect(zonedTimeToUtc(date, time, zone)).toBe(expected);
  });
});

describe('localDateInZone', () => {
  it.each([
    ['2026-07-01T23:30:00.000Z', 'UTC', '2026-07-01'],
    ['2026-07-01T23:30:00.000Z', 'Europe/London', '2026-07-02'],
    ['2026-01-01T23:30:00.000Z', 'Europe/London', '2026-01-01'],
    ['2026-07-01T02:00:00.000Z', 'America/New_York', '2026-06-30'],
    ['2026-06-30T22:00:00.000Z', 'Pacific/Auckland', '2026-07-01'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(localDateInZone(instant, zone)).toBe(expected);
  });

  it('rejects a value that is not a date-time', () => {
    expect(() => localDateInZone('not a date', 'UTC')).toThrow(RangeError);
  });
});

describe('localTimeInZone', () => {
  it.each([
    ['2026-07-01T18:30:00.000Z', 'Europe/London', '19:30'],
    ['2026-01-07T19:30:00.000Z', 'Europe/London', '19:30'],
    ['2026-07-01T23:05:00.000Z', 'UTC', '23:05'],
    ['2026-07-01T04:00:00.000Z', 'America/New_York', '00:00'],
    ['2026-06-30T22:00:00.000Z', 'Pacific/Auckland', '10:00'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(localTimeInZone(instant, zone)).toBe(expected);
  });

  it('is the wall-clock time zonedTimeToUtc started from', () => {
    const instant = zonedTimeToUtc('2026-10-25', '01:30', 'Europe/London');
    expect([
      localDateInZone(instant, 'Europe/London'),
      localTimeInZone(instant, 'Europe/London'),
    ]).toEqual(['2026-10-25', '01:30']);
  });
});

describe('requireTimeZone', () => {
  it('accepts a zone the runtime knows and refuses one it does not', () => {
    expect(() => requireTimeZone('Europe/London')).not.toThrow();
    expect(() => requireTimeZone('Mars/Olympus_Mons')).toThrow(
      new RangeError('Unknown time zone: Mars/Olympus_Mons'),
    );
  });

  it('makes the arithmetic refuse an unknown zone too', () => {
    expect(() => zonedTimeToUtc('2026-07-01', '19:30', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => localDateInZone('2026-07-01T19:30:00Z', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('formatInZone', () => {
  it.each([
    ['day', 'Europe/London', '2026-11-17T19:30:00.000Z', 'Tue 17 Nov'],
    ['day-time', 'Europe/London', '2026-12-01T19:30:00.000Z', 'Tue 1 Dec, 19:30'],
    ['day-time', 'Europe/London', '2026-07-01T18:30:00.000Z', 'Wed 1 Jul, 19:30'],
    ['time', 'Europe/London', '2026-07-01T18:30:00.000Z', '19:30'],
    // The league's day, not UTC's: 23:30 UTC is already Thursday in London in summer.
    ['day', 'Europe/London', '2026-07-01T23:30:00.000Z', 'Thu 2 Jul'],
    ['time', 'America/New_York', '2026-07-01T04:00:00.000Z', '00:00'],
  ] as const)('%s in %s of %s is %s', (format, zone, instant, expected) => {
    expect(formatInZone(instant, zone, format)).toBe(expected);
  });

  it('reads a zone the runtime does not know as UTC', () => {
    expect(formatInZone('2026-07-01T23:30:00.000Z', 'Mars/Olympus_Mons', 'day-time')).toBe(
      formatInZone('2026-07-01T23:30:00.000Z', 'UTC', 'day-time'),
    );
    expect(formatInZone('2026-07-01T23:30:00.000Z', 'Mars/Olympus_Mons', 'time')).toBe('23:30');
  });
});
