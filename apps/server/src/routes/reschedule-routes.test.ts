// POST /api/matches/:id/reschedule: a postponed match gets its new date and is unplayed again.
import type { Match } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { adminCookie, call, cookieFor, createMatch, getMatch } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { appPerTest } from '../test/app-per-test.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

const NEW_DATE = '2026-11-03T19:30:00.000Z';

describe.each(TEST_DATABASES)('rescheduling a postponed match (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  /** The reschedule request for a match, sent as `cookie`'s account. */
  const rescheduleOf = (matchId: string, cookie: string, payload: object) => ({
    method: 'POST' as const,
    url: `/api/matches/${matchId}/reschedule`,
    cookie,
    payload,
  });

  const postponedMatch = async (): Promise<{ world: World; match: Match; admin: string }> => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await call(t, {
      method: 'POST',
      url: `/api/matches/${match.id}/postpone`,
      cookie: admin,
      payload: { reason: 'Venue flooded' },
    });
    return { world, match: await getMatch(t, match.id), admin };
  };

  it('gives it the new date, puts it back to pre-match and audits the change', async () => {
    const { match, admin } = await postponedMatch();
    expect(match.state).toBe('postponed');
    const response = await call(
      t,
      rescheduleOf(match.id, admin, {
        scheduledDate: NEW_DATE,
        reason: 'New date agreed by both captains',
      }),
    );
    const rescheduled = response.json<Match>();
    expect(rescheduled).toMatchObject({
      state: 'pre-match',
      scheduledDate: NEW_DATE,
      venueId: match.venueId ?? null,
      version: match.version + 1,
    });
    expect(await getMatch(t, match.id)).toMatchObject({
      state: 'pre-match',
      scheduledDate: NEW_DATE,
    });
    const audit = (
      await call(t, { method: 'GET', url: `/api/matches/${match.id}/audit`, cookie: admin })
    ).json<{ items: { reason: string; note: string | null; after: { state: string } }[] }>();
    expect(audit.items.at(-1)).toMatchObject({
      reason: 'match_updated',
      note: 'New date agreed by both captains',
      after: { state: 'pre-match', scheduledDate: NEW_DATE },
    });
  });

  it('can change the venue too, and refuses one that does not exist', async () => {
    const { world, match, admin } = await postponedMatch();
    const unknown = await t.request(
      rescheduleOf(match.id, admin, { scheduledDate: NEW_DATE, venueId: 'no-such-venue' }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: { fields: { venueId: 'No such venue' } } });
    const moved = await call(
      t,
      rescheduleOf(match.id, admin, { scheduledDate: NEW_DATE, venueId: null }),
    );
    expect(moved.json<Match>()).toMatchObject({ venueId: null, state: 'pre-match' });
    expect(world.venueId).toBeTruthy();
  });

  it('refuses a match that is not postponed (409) and anyone but an admin (403)', async () => {
    const { world, match, admin } = await postponedMatch();
    const other = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
    const notPostponed = await t.request(
      rescheduleOf(other.id, admin, { scheduledDate: NEW_DATE }),
    );
    expect(notPostponed.statusCode).toBe(409);
    expect(notPostponed.json()).toMatchObject({ error: { code: 'conflict' } });

    const captain = await cookieFor(t, world, 'captain1');
    const refused = await t.request(rescheduleOf(match.id, captain, { scheduledDate: NEW_DATE }));
    expect(refused.statusCode).toBe(403);
    expect((await getMatch(t, match.id)).state).toBe('postponed');
  });

  it("refuses a captain's (or an admin's) pre-match save (409): only rescheduling un-postpones", async () => {
    const { world, match, admin } = await postponedMatch();
    for (const [cookie, side, availablePlayers] of [
      [await cookieFor(t, world, 'captain1'), 'home', world.players[0]],
      [await cookieFor(t, world, 'captain2'), 'away', world.players[1]],
      [admin, 'home', world.players[0]],
    ] as const) {
      const response = await t.request({
        method: 'PUT',
        url: `/api/matches/${match.id}/pre-match`,
        cookie,
        payload: { side, availablePlayers, rosterConfirmed: true, reason: 'Roster confirmed' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: { code: 'conflict', message: 'Not allowed: the match is postponed.' },
      });
    }
    expect(await getMatch(t, match.id)).toMatchObject({
      state: 'postponed',
      version: match.version,
      preMatchState: match.preMatchState,
    });
  });

  it('answers 422 on a malformed date', async () => {
    const { match, admin } = await postponedMatch();
    const response = await t.request(
      rescheduleOf(match.id, admin, { scheduledDate: 'next Tuesday' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: { fields: { scheduledDate: expect.any(String) as string } },
    });
  });
});
