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
});
