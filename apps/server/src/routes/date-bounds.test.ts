// Dates a person types in: a season that ends before it starts, or a fixture in year 0 or 9999,
// is refused with a field error (plausible window 2000-2100) and nothing is stored.
import type { Match, Season } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { adminCookie, call, createMatch, getMatch } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { appPerTest } from '../test/app-per-test.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

const YEAR_MESSAGE = 'Use a date between 2000 and 2100';
const ENDS_BEFORE = 'The season ends before it starts';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe.each(TEST_DATABASES)('dates in a plausible window (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  let admin: string;
  const { setup: worldApp } = appPerTest(kind, (app) => (t = app));

  const setup = async () => {
    world = await worldApp();
    admin = await adminCookie(t, world);
  };

  /** Sends as the admin and expects 422 with exactly this field error. */
  const refused = async (
    method: 'POST' | 'PATCH',
    url: string,
    payload: Record<string, unknown>,
    field: string,
    message: string,
  ) => {
    const response = await t.request({ method, url, cookie: admin, payload });
    expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({ [field]: message });
  };

  const seasonCount = async () => (await t.db.selectFrom('seasons').select('id').execute()).length;

  it('refuses a season that ends before it starts, or dates outside 2000-2100', async () => {
    await setup();
    const base = { leagueId: world.leagueId, name: 'Odd season' };
    await refused(
      'POST',
      '/api/seasons',
      { ...base, startDate: '2027-09-01', endDate: '2027-03-01' },
      'endDate',
      ENDS_BEFORE,
    );
    await refused(
      'POST',
      '/api/seasons',
      { ...base, startDate: '0000-01-01' },
      'startDate',
      YEAR_MESSAGE,
    );
    await refused(
      'POST',
      '/api/seasons',
      { ...base, endDate: '9999-12-31' },
      'endDate',
      YEAR_MESSAGE,
    );
    expect(await seasonCount()).toBe(1);

    // The edges of the window, and a one-day season, are fine.
    const edges = await call(
      t,
      {
        method: 'POST',
        url: '/api/seasons',
        cookie: admin,
        payload: { ...base, startDate: '2000-01-01', endDate: '2100-12-31' },
      },
      201,
    );
    expect(edges.json<Season>()).toMatchObject({ startDate: '2000-01-01', endDate: '2100-12-31' });
    await call(
      t,
      {
        method: 'POST',
        url: '/api/seasons',
        cookie: admin,
        payload: { ...base, startDate: '2027-09-01', endDate: '2027-09-01' },
      },
      201,
    );
  });

  it('checks a PATCH that sets one date against the stored other, and stores nothing', async () => {
    await setup();
    const url = `/api/seasons/${world.seasonId}`;
    // The world's season starts on 2026-09-01 and has no end yet.
    await refused('PATCH', url, { endDate: '2026-08-31' }, 'endDate', ENDS_BEFORE);
    await refused('PATCH', url, { endDate: '9999-05-31' }, 'endDate', YEAR_MESSAGE);
    await call(t, { method: 'PATCH', url, cookie: admin, payload: { endDate: '2027-05-31' } });
    await refused(
      'PATCH',
      url,
      { startDate: '2027-06-01' },
      'startDate',
      "After the season's end (2027-05-31)",
    );
    await refused('PATCH', url, { startDate: '1999-12-31' }, 'startDate', YEAR_MESSAGE);
    // Both dates in one PATCH are checked against each other, not the stored ones.
    await call(t, {
      method: 'PATCH',
      url,
      cookie: admin,
      payload: { startDate: '2027-09-01', endDate: '2028-05-31' },
    });
    const stored = await t.db
      .selectFrom('seasons')
      .select(['startDate', 'endDate'])
      .where('id', '=', world.seasonId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ startDate: '2027-09-01', endDate: '2028-05-31' });
  });

  it.each([
    ['year 0', '0000-01-05T19:30:00.000Z'],
    ['year 9999', '9999-01-05T19:30:00.000Z'],
    ['just before 2000', '1999-12-31T23:59:59.000Z'],
  ])('refuses a fixture date in %s: create, move, postpone and reschedule', async (_what, date) => {
    await setup();
    await refused(
      'POST',
      '/api/matches',
      { seasonId: world.seasonId, homeTeamId: 't1', awayTeamId: 't2', scheduledDate: date },
      'scheduledDate',
      YEAR_MESSAGE,
    );
    expect(await t.db.selectFrom('matches').select('id').execute()).toEqual([]);

    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await refused(
      'PATCH',
      `/api/matches/${match.id}`,
      { scheduledDate: date },
      'scheduledDate',
      YEAR_MESSAGE,
    );
    await refused(
      'POST',
      `/api/matches/${match.id}/postpone`,
      { scheduledDate: date },
      'scheduledDate',
      YEAR_MESSAGE,
    );
    expect(await getMatch(t, match.id)).toMatchObject({
      state: 'pre-match',
      scheduledDate: match.scheduledDate,
    });
    await call(t, {
      method: 'POST',
      url: `/api/matches/${match.id}/postpone`,
      cookie: admin,
      payload: {},
    });
    await refused(
      'POST',
      `/api/matches/${match.id}/reschedule`,
      { scheduledDate: date },
      'scheduledDate',
      YEAR_MESSAGE,
    );
    expect(await getMatch(t, match.id)).toMatchObject<Partial<Match>>({
      state: 'postponed',
      scheduledDate: match.scheduledDate,
    });
  });

  it('refuses a round-robin start or skipped week outside the window', async () => {
    await setup();
    const body = { seasonId: world.seasonId, weekday: 2, time: '19:30', startDate: '2026-09-01' };
    await refused(
      'POST',
      '/api/schedule/round-robin',
      { ...body, startDate: '9999-09-07' },
      'startDate',
      YEAR_MESSAGE,
    );
    await refused(
      'POST',
      '/api/schedule/round-robin',
      { ...body, skipDates: ['2026-09-08', '0000-09-15'] },
      'skipDates.1',
      YEAR_MESSAGE,
    );
    expect(await t.db.selectFrom('matches').select('id').execute()).toEqual([]);
  });
});
