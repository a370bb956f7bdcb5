import type { Match } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test/league-api.ts';
import { adminCookie, call, playMatch } from '../test/match-driver.ts';
import type { TestApp } from '../test/test-app.ts';
import { appPerTest } from '../test/app-per-test.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('match lists (%s)', (kind) => {
  let t: TestApp;
  const { fresh, setup } = appPerTest(kind, (app) => (t = app));

  it('gives a summary without the frames, same matches in the same order', async () => {
    const world = await setup();
    const played = await fixture(t, world, 't1 v t2', '2026-10-07T18:30:00Z');
    await fixture(t, world, 't3 v t1', '2026-10-14T18:30:00Z');
    await playMatch(t, world, played.id, 'home');
    const full = (
      await t.request({ method: 'GET', url: `/api/matches?seasonId=${world.seasonId}` })
    ).json<{ items: Match[] }>();
    const summary = (
      await t.request({
        method: 'GET',
        url: `/api/matches?seasonId=${world.seasonId}&view=summary`,
      })
    ).json<{ items: Partial<Match>[] }>();
    expect(summary.items.map((m) => m.id)).toEqual(full.items.map((m) => m.id));
    for (const match of summary.items) expect(match).not.toHaveProperty('frames');
    const result = summary.items.find((m) => m.id === played.id);
    expect(result).toMatchObject({ state: 'completed', homeScore: 16, awayScore: 0 });
    expect(full.items.find((m) => m.id === played.id)?.frames).toHaveLength(16);
  });

  it('refuses an unknown view', async () => {
    t = await fresh();
    const response = await t.request({ method: 'GET', url: '/api/matches?view=everything' });
    expect(response.statusCode).toBe(422);
  });

  it('pages concatenate to the whole list, newest first, for a season and for a team', async () => {
    const world = await setup();
    // Two on one evening (the id breaks the tie), and weeks apart.
    const dates = [
      '2026-10-07T18:30:00Z',
      '2026-10-07T18:30:00Z',
      '2026-10-14T18:30:00Z',
      '2026-10-21T18:30:00Z',
      '2026-10-28T18:30:00Z',
    ];
    const pairs = ['t1 v t2', 't2 v t3', 't3 v t1', 't2 v t3', 't1 v t3'] as const;
    for (const [index, date] of dates.entries())
      await fixture(t, world, pairs[index] ?? 't1 v t2', date);
    const ids = async (query: string) =>
      (await t.request({ method: 'GET', url: `/api/matches?${query}` }))
        .json<{ items: Match[] }>()
        .items.map((match) => match.id);
    const pages = async (query: string, limit: number) => {
      const seen: string[] = [];
      let cursor: string | null | undefined;
      let count = 0;
      do {
        const answer = (
          await t.request({
            method: 'GET',
            url: `/api/matches?${query}&view=summary&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          })
        ).json<{ items: Match[]; nextCursor: string | null }>();
        expect(answer.items.length).toBeLessThanOrEqual(limit);
        seen.push(...answer.items.map((match) => match.id));
        cursor = answer.nextCursor;
        count += 1;
      } while (cursor && count < 20);
      return { seen, count };
    };
    const season = `seasonId=${world.seasonId}`;
    const whole = await ids(season);
    expect(whole).toHaveLength(5);
    expect(await pages(season, 2)).toEqual({ seen: whole, count: 3 });
    expect((await pages(season, 5)).count).toBe(1);
    const team = `seasonId=${world.seasonId}&teamId=t1`;
    const teamWhole = await ids(team);
    expect(teamWhole).toHaveLength(3);
    expect((await pages(team, 1)).seen).toEqual(teamWhole);
  });

  it('refuses a cursor it did not give and a page too large', async () => {
    t = await fresh();
    for (const query of [
      'limit=0',
      'limit=501',
      'limit=2&cursor=not-a-cursor',
      'cursor=%3Cscript%3E',
    ]) {
      const response = await t.request({ method: 'GET', url: `/api/matches?${query}` });
      expect(response.statusCode, query).toBe(422);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('validation_failed');
    }
  });

  describe('by date', () => {
    // The test league plays in Europe/London: summer time until 25 October 2026.
    const DATES = {
      lateSeptember: '2026-09-30T18:30:00Z',
      // 00:30 on 1 October in London (BST), still 30 September in UTC.
      firstOfOctober: '2026-09-30T23:30:00Z',
      midOctober: '2026-10-14T18:30:00Z',
      // 23:30 on 31 October in London (GMT again): the last of October.
      lastOfOctober: '2026-10-31T23:30:00Z',
      november: '2026-11-04T19:30:00Z',
    };
    const seed = async () => {
      const world = await setup();
      const ids: Record<string, string> = {};
      const pairs = ['t1 v t2', 't2 v t3', 't3 v t1', 't1 v t3', 't2 v t1'] as const;
      for (const [index, [name, date]] of Object.entries(DATES).entries())
        ids[name] = (await fixture(t, world, pairs[index] ?? 't1 v t2', date)).id;
      return { world, ids };
    };
    const list = async (query: string) => {
      const response = await t.request({ method: 'GET', url: `/api/matches?${query}` });
      expect(response.statusCode, query).toBe(200);
      return response
        .json<{ items: Match[]; nextCursor?: string | null }>()
        .items.map((match) => match.id);
    };

    it("answers a month's matches by the league's days, newest first", async () => {
      const { world, ids } = await seed();
      const season = `seasonId=${world.seasonId}&view=summary`;
      expect(await list(`${season}&from=2026-10-01&to=2026-10-31`)).toEqual([
        ids.lastOfOctober,
        ids.midOctober,
        ids.firstOfOctober,
      ]);
      expect(await list(`${season}&from=2026-09-01&to=2026-09-30`)).toEqual([ids.lateSeptember]);
      expect(await list(`${season}&from=2026-11-01`)).toEqual([ids.november]);
      expect(await list(`${season}&to=2026-09-30`)).toEqual([ids.lateSeptember]);
      // One day, both ends included; with no season the (one) league's days are still used.
      expect(await list('from=2026-10-01&to=2026-10-01')).toEqual([ids.firstOfOctober]);
      expect(await list(`${season}&from=2026-12-01&to=2026-12-31`)).toEqual([]);
    });

    it('combines the range with a team and with pages', async () => {
      const { world, ids } = await seed();
      const october = `seasonId=${world.seasonId}&from=2026-10-01&to=2026-10-31&view=summary`;
      // t3 plays all three of October's, t1 the last two, t2 the first only.
      expect(await list(`${october}&teamId=t3`)).toEqual([
        ids.lastOfOctober,
        ids.midOctober,
        ids.firstOfOctober,
      ]);
      expect(await list(`${october}&teamId=t1`)).toEqual([ids.lastOfOctober, ids.midOctober]);
      expect(await list(`${october}&teamId=t2`)).toEqual([ids.firstOfOctober]);
      const first = (
        await t.request({ method: 'GET', url: `/api/matches?${october}&limit=2` })
      ).json<{ items: Match[]; nextCursor: string | null }>();
      expect(first.items.map((match) => match.id)).toEqual([ids.lastOfOctober, ids.midOctober]);
      const second = (
        await t.request({
          method: 'GET',
          url: `/api/matches?${october}&limit=2&cursor=${first.nextCursor ?? ''}`,
        })
      ).json<{ items: Match[]; nextCursor: string | null }>();
      expect(second).toEqual({
        items: [expect.objectContaining({ id: ids.firstOfOctober })],
        nextCursor: null,
      });
    });

    it('sees a fixture moved to another month at once (no stale cached answer)', async () => {
      const { world, ids } = await seed();
      const october = `seasonId=${world.seasonId}&from=2026-10-01&to=2026-10-31`;
      const november = `seasonId=${world.seasonId}&from=2026-11-01&to=2026-11-30`;
      expect(await list(october)).toContain(ids.midOctober);
      expect(await list(november)).toEqual([ids.november]);
      await call(t, {
        method: 'PATCH',
        url: `/api/matches/${ids.midOctober}`,
        cookie: await adminCookie(t, world),
        payload: { scheduledDate: '2026-11-11T19:30:00Z' },
      });
      expect(await list(october)).not.toContain(ids.midOctober);
      expect(await list(november)).toEqual([ids.midOctober, ids.november]);
    });

    it('refuses a range that is not one, in the API error shape', async () => {
      t = await fresh();
      for (const [query, field] of [
        ['from=2026-10-31&to=2026-10-01', 'from'],
        ['from=2026-02-30', 'from'],
        ['to=yesterday', 'to'],
        ['from=1066-10-14', 'from'],
        ['to=2026-10-01T00:00:00Z', 'to'],
        ['from=%3Cscript%3E', 'from'],
      ] as const) {
        const response = await t.request({ method: 'GET', url: `/api/matches?${query}` });
        expect(response.statusCode, query).toBe(422);
        const { error } = response.json<{
          error: { code: string; fields?: Record<string, string> };
        }>();
        expect(error.code, query).toBe('validation_failed');
        expect(Object.keys(error.fields ?? {}), query).toContain(field);
      }
    });

    it("counts a season's matches month by month, by division and by team", async () => {
      const { world } = await seed();
      const months = async (query: string) => {
        const response = await t.request({ method: 'GET', url: `/api/matches/months?${query}` });
        expect(response.statusCode, query).toBe(200);
        return response.json<{
          items: { month: string; matches: number; firstDay: string; weeks: string[] }[];
        }>().items;
      };
      // Each month's weeks are the Mondays of its matches' weeks: one may begin the month before.
      expect(await months(`seasonId=${world.seasonId}`)).toEqual([
        { month: '2026-09', matches: 1, firstDay: '2026-09-30', weeks: ['2026-09-28'] },
        // 23:30 UTC on 30 September is 1 October in London.
        {
          month: '2026-10',
          matches: 3,
          firstDay: '2026-10-01',
          weeks: ['2026-09-28', '2026-10-12', '2026-10-26'],
        },
        { month: '2026-11', matches: 1, firstDay: '2026-11-04', weeks: ['2026-11-02'] },
      ]);
      expect(await months(`seasonId=${world.seasonId}&teamId=t1`)).toEqual([
        { month: '2026-09', matches: 1, firstDay: '2026-09-30', weeks: ['2026-09-28'] },
        {
          month: '2026-10',
          matches: 2,
          firstDay: '2026-10-14',
          weeks: ['2026-10-12', '2026-10-26'],
        },
        { month: '2026-11', matches: 1, firstDay: '2026-11-04', weeks: ['2026-11-02'] },
      ]);
      expect(await months(`seasonId=${world.seasonId}&divisionId=d1`)).toHaveLength(3);
      expect(await months(`seasonId=${world.seasonId}&divisionId=nowhere`)).toEqual([]);
      expect(await months('seasonId=no-such-season')).toEqual([]);
      for (const query of ['', 'teamId=t1', `seasonId=${world.seasonId}&from=2026-10-01`]) {
        const response = await t.request({ method: 'GET', url: `/api/matches/months?${query}` });
        expect(response.statusCode, query).toBe(422);
      }
    });
  });
});
