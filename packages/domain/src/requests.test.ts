import { describe, expect, it } from 'vitest';
import { MESSAGES } from './errors.ts';
import { generateFrames } from './generate-frames.ts';
import {
  frameUpdateSchema,
  framesReplaceSchema,
  livePollQuerySchema,
  loginBodySchema,
  playerQuerySchema,
  registerBodySchema,
  matchCreateSchema,
  plausibleDateSchema,
  plausibleTimestampSchema,
  roundRobinBodySchema,
  seasonCreateSchema,
  seasonUpdateSchema,
} from './requests.ts';

describe('request schemas', () => {
  it('lower-cases e-mail addresses', () => {
    const parsed = loginBodySchema.parse({ email: '  Captain@Example.COM ', password: 'x' });
    expect(parsed.email).toBe('captain@example.com');
  });

  it.each([
    [{ email: 'not-an-email', password: 'longenough' }, 'email'],
    [{ email: 'a@b.co', password: 'short' }, 'password'],
    [{ email: 'a@b.co', password: 'longenough', admin: true }, ''],
  ])('refuses a bad registration %j', (body, field) => {
    const result = registerBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.path.join('.') ?? '').toBe(field);
  });

  it('refuses unknown fields', () => {
    expect(seasonCreateSchema.safeParse({ leagueId: 'l', name: 'S', colour: 'red' }).success).toBe(
      false,
    );
  });

  it('needs exactly 16 frames, with the error catalogue message', () => {
    const frames = generateFrames({ matchId: 'm', seasonId: 's' });
    expect(framesReplaceSchema.safeParse({ frames, reason: 'fix' }).success).toBe(true);
    const short = framesReplaceSchema.safeParse({ frames: frames.slice(1), reason: 'fix' });
    expect(short.success).toBe(false);
    if (!short.success) expect(short.error.issues[0]?.message).toBe(MESSAGES.framesCount);
  });

  it('takes a winner or a reset, never both', () => {
    const base = { baseVersion: 2, reason: 'frame_scored' };
    expect(frameUpdateSchema.safeParse({ ...base, winnerPlayerId: 'p1' }).success).toBe(true);
    expect(frameUpdateSchema.safeParse({ ...base, reset: true }).success).toBe(true);
    expect(
      frameUpdateSchema.safeParse({ ...base, reset: true, winnerPlayerId: 'p1' }).success,
    ).toBe(false);
    expect(frameUpdateSchema.safeParse({ reason: 'x', winnerPlayerId: 'p1' }).success).toBe(false);
  });

  it.each([
    ['a,b,c', ['a', 'b', 'c']],
    ['a, b,,c', ['a', 'b', 'c']],
  ])('parses the id list %s', (ids, expected) => {
    expect(playerQuerySchema.parse({ ids }).ids).toEqual(expected);
  });

  it('takes at most 10 ids', () => {
    const ids = Array.from({ length: 11 }, (_, i) => `p${i}`).join(',');
    expect(playerQuerySchema.safeParse({ ids }).success).toBe(false);
  });

  it.each([
    ['4', false],
    ['5', true],
    ['30', true],
    ['31', false],
    ['abc', false],
  ])('long-poll timeout %s accepted: %s', (timeout, accepted) => {
    expect(livePollQuerySchema.safeParse({ topics: 'live', timeout }).success).toBe(accepted);
  });

  it('defaults the long-poll timeout to 25 s and checks topics', () => {
    expect(livePollQuerySchema.parse({ topics: 'live,match:m1' })).toEqual({
      topics: ['live', 'match:m1'],
      timeout: 25,
    });
    expect(livePollQuerySchema.safeParse({ topics: 'everything' }).success).toBe(false);
  });

  it.each([
    [{ weekday: 7 }, 'weekday'],
    [{ time: '25:00' }, 'time'],
    [{ startDate: '2026-02-30' }, 'startDate'],
  ])('refuses a bad round-robin request %j', (patch, field) => {
    const body = { seasonId: 's', weekday: 2, time: '19:30', startDate: '2026-01-06', ...patch };
    const result = roundRobinBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.path).toEqual([field]);
  });

  it.each([
    ['1999-12-31', false],
    ['2000-01-01', true],
    ['2100-12-31', true],
    ['2101-01-01', false],
    ['0000-01-01', false],
    ['9999-12-31', false],
  ])('takes the date %s: %s', (date, accepted) => {
    expect(plausibleDateSchema.safeParse(date).success).toBe(accepted);
    expect(plausibleTimestampSchema.safeParse(`${date}T12:00:00.000Z`).success).toBe(accepted);
  });

  it('refuses a season that ends before it starts, on endDate, in create and update', () => {
    const dates = { startDate: '2026-09-01', endDate: '2026-08-31' };
    for (const result of [
      seasonCreateSchema.safeParse({ leagueId: 'l', name: 'S', ...dates }),
      seasonUpdateSchema.safeParse(dates),
    ]) {
      expect(result.success).toBe(false);
      if (!result.success)
        expect(result.error.issues.map((issue) => [issue.path, issue.message])).toEqual([
          [['endDate'], 'The season ends before it starts'],
        ]);
    }
    expect(seasonUpdateSchema.safeParse({ endDate: '2026-08-31' }).success).toBe(true);
    expect(seasonUpdateSchema.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
  });

  it('refuses a match in year 9999', () => {
    const body = { seasonId: 's', homeTeamId: 'a', awayTeamId: 'b' };
    expect(
      matchCreateSchema.safeParse({ ...body, scheduledDate: '9999-01-05T19:30:00Z' }).success,
    ).toBe(false);
    expect(
      matchCreateSchema.safeParse({ ...body, scheduledDate: '2026-01-05T19:30:00Z' }).success,
    ).toBe(true);
  });
});
