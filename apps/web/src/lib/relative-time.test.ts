// How long ago, as the bell's list says it.
import { describe, expect, it } from 'vitest';
import { formatDay } from './format.ts';
import { formatRelativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says now for the last minute, then minutes, hours and days', () => {
    expect(formatRelativeTime(ago(20), NOW)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60 + 30), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(60 * 60), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * 60 * 60 + 59 * 60), NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 60 * 60), NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 24 * 60 * 60), NOW)).toBe('3 days ago');
  });

  it('gives the day itself after a week, and now for a clock a little behind the server', () => {
    expect(formatRelativeTime(ago(8 * 24 * 60 * 60), NOW)).toBe(formatDay(ago(8 * 24 * 60 * 60)));
    expect(formatRelativeTime(ago(-30), NOW)).toBe('now');
  });
});
