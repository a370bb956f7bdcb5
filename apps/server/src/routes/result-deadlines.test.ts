// Results on time through the API and the result timer, on both databases (docs/rules.md, Results
// on time): the admin sets when a result is due and when an unconfirmed one is completed; the
// timer reminds the captains a result waits on, once each, in the hours before it is due, and
// completes a result left unconfirmed past the limit (audited, both captains told), never a
// disputed one. The timer is run by hand here at the instants a league night would reach.
import type { AuditEntry, League, Match } from '@cueleague/domain/entities';
import type { NotificationList } from '@cueleague/domain/notifications';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { patchLeague, resultTimerAt } from '../test/league-api.ts';
import {
  adminCookie,
  call,
  cookieFor,
  createMatch,
  getMatch,
  playMatch,
} from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

const HOUR = 3_600_000;

describe.each(TEST_DATABASES)('results on time (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const timerAt = (at: number) => resultTimerAt(t, at);

  const noticesOf = async (world: World, who: 'captain1' | 'captain2' | 'captain3') =>
    (
      await call(t, {
        method: 'GET',
        url: '/api/notifications',
        cookie: await cookieFor(t, world, who),
      })
    ).json<NotificationList>().items;

  it('keeps the league’s two limits, audited, and refuses hours out of range', async () => {
    const world = await setup();
    const before = (await call(t, { method: 'GET', url: '/api/leagues/l1' })).json<League>();
    expect(before).toMatchObject({ resultDueHours: 48, autoCompleteHours: 72 });
    const saved = await patchLeague(t, world, { resultDueHours: 24, autoCompleteHours: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<League>()).toMatchObject({ resultDueHours: 24, autoCompleteHours: 0 });
    const notes = await t.db.selectFrom('leagueAudit').select('note').execute();
    expect(notes.map((row) => row.note)).toEqual([
      'Results due: 48 h → 24 h; Auto-complete: 72 h → 0 h',
    ]);
    for (const [payload, field] of [
      [{ resultDueHours: 0 }, 'resultDueHours'],
      [{ resultDueHours: 400 }, 'resultDueHours'],
      [{ resultDueHours: 2.5 }, 'resultDueHours'],
      [{ autoCompleteHours: 12 }, 'autoCompleteHours'],
      [{ autoCompleteHours: 1000 }, 'autoCompleteHours'],
      [{ autoCompleteHours: -1 }, 'autoCompleteHours'],
    ] as const) {
      const refused = await patchLeague(t, world, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(refused.json<{ error: { fields: object } }>().error.fields)).toEqual([
        field,
      ]);
    }
    const after = (await call(t, { method: 'GET', url: '/api/leagues/l1' })).json<League>();
    expect(after).toMatchObject({ resultDueHours: 24, autoCompleteHours: 0 });
    const captain = await cookieFor(t, world, 'captain1');
    const forbidden = await t.request({
      method: 'PATCH',
      url: '/api/leagues/l1',
      cookie: captain,
      payload: { resultDueHours: 12 },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('reminds the captains a result waits on, once each, in the twelve hours before it is due', async () => {
    const world = await setup();
    const start = Date.parse('2026-10-07T18:30:00.000Z');
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    // Another match already completed and one of team 3 far in the future: no reminders.
    const done = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
    await playMatch(t, world, done.id, 'home');

    expect((await timerAt(start + 35 * HOUR)).reminded).toBe(0);
    const first = await timerAt(start + 37 * HOUR);
    expect(first.reminded).toBe(2);
    for (const who of ['captain1', 'captain2'] as const) {
      const due = (await noticesOf(world, who)).filter((notice) => notice.kind === 'result-due');
      expect(due.map((notice) => [notice.title, notice.link])).toEqual([
        ['Team 1 v Team 2: the result is due by Fri 9 Oct, 19:30', `/team/match/${match.id}/score`],
      ]);
    }
    expect((await noticesOf(world, 'captain3')).some((n) => n.kind === 'result-due')).toBe(false);
    // Again: each reminder went once.
    expect((await timerAt(start + 40 * HOUR)).reminded).toBe(0);
    // After the due time it is overdue (the admin's list), not reminded.
    expect((await timerAt(start + 49 * HOUR)).reminded).toBe(0);
  });

  it('completes a result left unconfirmed past the limit after its last lock, audited and told', async () => {
    const world = await setup();
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    const locked = await playMatch(t, world, match.id, 'home', { confirm: false });
    const lastLock = Math.max(
      ...(locked.progress.roundLocks ?? []).map((lock) => Date.parse(lock.at)),
    );
    // The home captain confirms; the away captain never does.
    await call(t, {
      method: 'POST',
      url: `/api/matches/${match.id}/confirm`,
      cookie: await cookieFor(t, world, 'captain1'),
      payload: { side: 'home' },
    });

    expect((await timerAt(lastLock + 71 * HOUR)).completed).toEqual([]);
    expect((await getMatch(t, match.id)).state).toBe('in-progress');
    expect((await timerAt(lastLock + 73 * HOUR)).completed).toEqual([match.id]);
    const completed = await getMatch(t, match.id);
    expect(completed.state).toBe('completed');
    expect(completed.progress.completedAt).toBe(new Date(lastLock + 73 * HOUR).toISOString());

    const audit = (
      await call(t, {
        method: 'GET',
        url: `/api/matches/${match.id}/audit`,
        cookie: await adminCookie(t, world),
      })
    ).json<{ items: AuditEntry[] }>().items;
    expect(audit.at(-1)).toMatchObject({
      reason: 'match_auto_completed',
      actorUserId: 'system',
      note: 'Not confirmed within 72 hours of its last round being locked',
    });
    for (const who of ['captain1', 'captain2'] as const) {
      const told = (await noticesOf(world, who)).filter(
        (notice) => notice.kind === 'result-auto-completed',
      );
      expect(told.map((notice) => notice.title)).toEqual([
        'Team 1 16-0 Team 2: completed automatically, as it was not confirmed in time',
      ]);
    }
    // It counts in the table like any completed match.
    const table = (
      await call(t, { method: 'GET', url: `/api/standings?seasonId=${world.seasonId}` })
    ).json<{ items: { teamId: string; played: number }[] }>();
    expect(table.items.find((row) => row.teamId === 't1')?.played).toBe(1);
    // A second look finds nothing more to do.
    expect((await timerAt(lastLock + 80 * HOUR)).completed).toEqual([]);
  });

  it('goes on to the next match when one cannot be completed', async () => {
    const world = await setup();
    const broken = await createMatch(t, world, {
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2026-10-01T18:30:00.000Z',
    });
    await playMatch(t, world, broken.id, 'home', { confirm: false });
    const fine = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
    await playMatch(t, world, fine.id, 'home', { confirm: false });
    // The first match's row is stored wrong (its progress is not JSON), so it cannot be read.
    await t.db.updateTable('matches').set({ progress: '{' }).where('id', '=', broken.id).execute();
    const run = await timerAt(Date.now() + 200 * HOUR);
    expect(run.completed).toEqual([fine.id]);
    const kept = await t.db
      .selectFrom('matches')
      .select(['state', 'progress'])
      .where('id', '=', broken.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ state: 'in-progress', progress: '{' });
  });

  it('never completes a disputed result, nor any when the league turned it off', async () => {
    const world = await setup();
    const disputed = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await playMatch(t, world, disputed.id, 'home', { confirm: false });
    await call(t, {
      method: 'POST',
      url: `/api/matches/${disputed.id}/dispute`,
      cookie: await cookieFor(t, world, 'captain2'),
      payload: { side: 'away', reason: 'Frame 3 was ours' },
    });
    const later = Date.now() + 200 * HOUR;
    expect((await timerAt(later)).completed).toEqual([]);
    expect((await getMatch(t, disputed.id)).state).toBe('in-progress');

    const unconfirmed = await createMatch(t, world, { homeTeamId: 't2', awayTeamId: 't3' });
    await playMatch(t, world, unconfirmed.id, 'away', { confirm: false });
    expect((await patchLeague(t, world, { autoCompleteHours: 0 })).statusCode).toBe(200);
    expect((await timerAt(later)).completed).toEqual([]);
    const kept: Match = await getMatch(t, unconfirmed.id);
    expect(kept.state).toBe('in-progress');
  });
});
