// PATCH /api/leagues/:id (docs/api.md, Leagues and seasons): an admin renames the league, moves it
// to another time zone or changes its walkover rule; each change is audited, a bad value refused
// with its field, and nothing else about the league moves.
import type { League, LeagueAuditEntry } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { adminCookie, call, cookieFor } from '../test/match-driver.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('league settings (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const patch = (cookie: string | undefined, payload: object) =>
    t.request({
      method: 'PATCH',
      url: '/api/leagues/l1',
      ...(cookie ? { cookie } : {}),
      payload,
    });
  const league = async () =>
    (await call(t, { method: 'GET', url: '/api/leagues/l1' })).json<League>();

  it('renames the league, moves its zone and sets its walkover rule, each audited', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const before = await league();
    expect(before.walkoverRule).toBe('frames');

    const response = await patch(admin, {
      name: 'Westside Pool League',
      timezone: 'Europe/Dublin',
      walkoverRule: 'points',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<League>()).toMatchObject({
      name: 'Westside Pool League',
      timezone: 'Europe/Dublin',
      walkoverRule: 'points',
    });
    expect(await league()).toEqual({
      ...before,
      name: 'Westside Pool League',
      timezone: 'Europe/Dublin',
      walkoverRule: 'points',
    });
    const audit = await t.db
      .selectFrom('leagueAudit')
      .selectAll()
      .where('subjectId', '=', 'l1')
      .execute();
    expect(audit.map((entry) => [entry.subjectType, entry.reason, entry.note])).toEqual([
      [
        'league',
        'league_settings_changed' satisfies LeagueAuditEntry['reason'],
        `Name: ${before.name} → Westside Pool League; Time zone: ${before.timezone} → Europe/Dublin; Walkover rule: frames → points`,
      ],
    ]);

    // The same values again change nothing and add no audit entry.
    expect((await patch(admin, { walkoverRule: 'points' })).statusCode).toBe(200);
    const audited = () =>
      t.db.selectFrom('leagueAudit').select('note').where('subjectId', '=', 'l1').execute();
    expect(await audited()).toHaveLength(1);

    // A zone is kept under its canonical name, whatever its case.
    expect((await patch(admin, { timezone: 'america/new_york' })).json<League>().timezone).toBe(
      'America/New_York',
    );
    expect((await audited()).map((entry) => entry.note)).toContain(
      'Time zone: Europe/Dublin → America/New_York',
    );
  });

  it('refuses a zone the server does not know, a blank name and an unknown rule, keeping what was saved', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const before = await league();
    const zone = await patch(admin, { timezone: 'Mars/Olympus_Mons' });
    expect(zone.statusCode).toBe(422);
    expect(zone.json<{ error: { fields: Record<string, string> } }>().error.fields.timezone).toBe(
      'Use an IANA name like Europe/London',
    );
    expect((await patch(admin, { timezone: '+05:00' })).statusCode).toBe(422);
    expect((await patch(admin, { name: '   ' })).statusCode).toBe(422);
    expect((await patch(admin, { walkoverRule: 'coin toss' })).statusCode).toBe(422);
    expect((await patch(admin, { adminIds: [] })).statusCode).toBe(422);
    expect(await league()).toEqual(before);
  });

  it('lets only an admin change it', async () => {
    const world = await setup();
    expect((await patch(undefined, { name: 'Taken over' })).statusCode).toBe(401);
    expect(
      (await patch(await cookieFor(t, world, 'captain1'), { name: 'Taken over' })).statusCode,
    ).toBe(403);
    expect((await patch(await adminCookie(t, world), { name: 'Mine' })).statusCode).toBe(200);
    const missing = await t.request({
      method: 'PATCH',
      url: '/api/leagues/nope',
      cookie: await adminCookie(t, world),
      payload: { name: 'Nowhere' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
