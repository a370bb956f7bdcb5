// The date change check in the server's answers (docs/rules.md, Scheduling): moving an unplayed
// match and rescheduling a postponed one both warn of a season break and a venue's table limit.
import type { DatedMatch } from '@cueleague/domain/responses';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { adminCookie, call, createMatch } from '../test/match-driver.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

// Wednesdays at 19:30 in London (BST): weeks of 7 and 21 October have fixtures, 14 October not.
const OCT_7 = '2026-10-07T18:30:00.000Z';
const OCT_14 = '2026-10-14T18:30:00.000Z';
const OCT_21 = '2026-10-21T18:30:00.000Z';
const OCT_28 = '2026-10-28T18:30:00.000Z';

describe.each(TEST_DATABASES)('the date change check (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  /** Team 1 v Team 2 on 7 October, Team 2 v Team 3 on 21 October, Team 3 v Team 1 on 28th. */
  const season = async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const fixture = (homeTeamId: string, awayTeamId: string, scheduledDate: string) =>
      createMatch(t, world, { homeTeamId, awayTeamId, scheduledDate, venueId: world.venueId });
    const first = await fixture('t1', 't2', OCT_7);
    await fixture('t2', 't3', OCT_21);
    const last = await fixture('t3', 't1', OCT_28);
    return { world, admin, first, last };
  };

  const move = async (admin: string, id: string, scheduledDate: string) =>
    (
      await call(t, {
        method: 'PATCH',
        url: `/api/matches/${id}`,
        cookie: admin,
        payload: { scheduledDate },
      })
    ).json<DatedMatch>();

  it('warns when an unplayed match moves into the break, and moves it all the same', async () => {
    const { admin, last } = await season();
    const moved = await move(admin, last.id, OCT_14);
    expect(moved.scheduledDate).toBe(OCT_14);
    expect(moved.warnings).toEqual([
      {
        kind: 'season-break',
        date: '2026-10-14',
        week: '2026-10-12',
        message: 'No other fixture is played the week of 2026-10-12: it looks like a season break.',
      },
    ]);
    // A move to a playing week says nothing.
    expect((await move(admin, last.id, OCT_28)).warnings).toEqual([]);
  });

  it('warns when the venue has more matches that night than tables', async () => {
    const { world, admin, last } = await season();
    await t.db.updateTable('venues').set({ tables: 1 }).where('id', '=', world.venueId).execute();
    const moved = await move(admin, last.id, OCT_7);
    expect(moved.warnings.map((warning) => warning.message)).toEqual([
      'Team 1 plays 2 matches on 2026-10-07',
      'The Red Lion has 2 matches on 2026-10-07 but only 1 table',
    ]);
  });

  it('warns when a postponed match is rescheduled into the break', async () => {
    const { admin, last } = await season();
    await call(t, {
      method: 'POST',
      url: `/api/matches/${last.id}/postpone`,
      cookie: admin,
      payload: { reason: 'Venue flooded' },
    });
    const rescheduled = (
      await call(t, {
        method: 'POST',
        url: `/api/matches/${last.id}/reschedule`,
        cookie: admin,
        payload: { scheduledDate: OCT_14 },
      })
    ).json<DatedMatch>();
    expect(rescheduled).toMatchObject({ state: 'pre-match', scheduledDate: OCT_14 });
    expect(rescheduled.warnings.map((warning) => warning.kind)).toEqual(['season-break']);
  });
});
