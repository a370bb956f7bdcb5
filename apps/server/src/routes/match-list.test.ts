import type { Match } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test/league-api.ts';
import { playMatch } from '../test/match-driver.ts';
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
});
