// What a person meets when a request is refused for its shape: a sentence naming the field,
// never zod's programmer wording ("Invalid input: expected string, received undefined").
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appPerTest } from '../test/app-per-test.ts';
import { adminCookie, call, createMatch, playMatch, winnersFor } from '../test/match-driver.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { fieldLabel, wordErrorsForPeople } from './people-errors.ts';

describe('people-worded validation messages', () => {
  wordErrorsForPeople();
  const issues = (schema: z.ZodType, input: unknown) =>
    schema.safeParse(input).error?.issues.map((issue) => issue.message);

  it('names the field and says what it takes', () => {
    const schema = z.object({
      reason: z.string().trim().min(1),
      tables: z.number().int().min(1).max(12),
      state: z.enum(['pre-match', 'postponed']),
      scheduledDate: z.iso.datetime(),
      teamIds: z.array(z.string()).min(2),
    });
    expect(issues(schema, {})).toEqual([
      'Reason is required.',
      'Tables is required.',
      'State is required.',
      'Scheduled date is required.',
      'Team ids is required.',
    ]);
    expect(
      issues(schema, {
        reason: ' ',
        tables: 13,
        state: 'late',
        scheduledDate: 'Tuesday',
        teamIds: ['a'],
      }),
    ).toEqual([
      'Reason is required.',
      'Tables must be at most 12.',
      'State must be one of: pre-match, postponed.',
      'Scheduled date must be a date and time (like 2026-12-03T19:30:00Z).',
      'Team ids needs at least 2 items.',
    ]);
    expect(issues(schema.shape.tables, 1.5)).toEqual(['The value must be a whole number.']);
  });

  it("keeps a schema's own message", () => {
    expect(issues(z.object({ reason: z.string().min(1, 'Say why') }), { reason: '' })).toEqual([
      'Say why',
    ]);
  });

  it('labels nested and id fields as people say them', () => {
    expect(fieldLabel(['frames', 0, 'winnerPlayerId'])).toBe('Winner player');
    expect(fieldLabel([])).toBe('The value');
  });
});

describe.each(TEST_DATABASES)('a refused request through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  it('an admin reopening without a reason is told a reason is required', async () => {
    const world = await setup();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await playMatch(t, world, match.id, winnersFor(9));
    const response = await call(
      t,
      {
        method: 'POST',
        url: `/api/matches/${match.id}/reopen`,
        cookie: await adminCookie(t, world),
        payload: {},
      },
      422,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Reason is required.',
        fields: { reason: 'Reason is required.' },
      },
    });
  });
});
