// A player's career through the API (GET /api/players/:id/career): a line per season they played
// in, oldest first, matching that season's player stats.
import type { PlayerCareerAnswer, PlayerStatsAnswer } from '@cueleague/domain/responses';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { secondSeason } from '../test/league-api.ts';
import { call, createMatch, playMatch } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('player career through the API (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const career = async (playerId: string) =>
    (
      await call(t, { method: 'GET', url: `/api/players/${playerId}/career` })
    ).json<PlayerCareerAnswer>();

  /**
   * A season made after the world's but dated before it (so it comes first), two teams of one
   * player each (t1-p1 at home, t2-p1 away) and a match between them the away side wins: with the
   * other positions vacant, A meets 1 in one frame of the match, which t1-p1 loses.
   */
  const earlierSeason = async (world: World) => {
    const { season, teamIds, matchId } = await secondSeason(t, world, {
      name: 'Spring <b>2026</b>',
      startDate: '2026-03-01',
      teamPrefix: 'Spring',
      players: ['t1-p1', 't2-p1'],
      scheduledDate: '2026-04-01T18:30:00.000Z',
    });
    await playMatch(t, world, matchId, 'away');
    return { season, teamIds };
  };

  it("lists each season the player played in, oldest first, with that season's stats and rating", async () => {
    const world = await setup();
    const current = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await playMatch(t, world, current.id, 'home');
    const { season: spring, teamIds } = await earlierSeason(world);

    const answer = await career('t1-p1');
    expect(answer.playerId).toBe('t1-p1');
    expect(answer.items).toHaveLength(2);
    const [first, second] = answer.items;
    expect(first).toMatchObject({
      seasonId: spring.id,
      // Names go out as data; the web app shows them as text.
      seasonName: 'Spring <b>2026</b>',
      teamId: teamIds[0],
      teamName: 'Spring 1',
      divisionId: spring.divisions[0]?.id,
      divisionName: null,
      framesPlayed: 1,
      framesWon: 0,
      winPercent: 0,
    });
    // A season's ratings start afresh: one loss from 1500.
    expect(first?.rating).toBeLessThan(1500);
    expect(second).toMatchObject({
      seasonId: world.seasonId,
      seasonName: 'Winter 2026',
      teamId: 't1',
      teamName: 'Team 1',
      divisionId: 'd1',
      framesPlayed: 4,
      framesWon: 4,
      winPercent: 100,
    });
    // The same figures as the season's player stats: one rulebook.
    const stats = (
      await call(t, { method: 'GET', url: `/api/stats/players?seasonId=${world.seasonId}` })
    ).json<PlayerStatsAnswer>();
    const row = stats.items.find((item) => item.playerId === 't1-p1');
    expect(second?.rating).toBe(row?.rating);
    expect(second?.rating).toBeGreaterThan(1500);

    // A player who played only this season has one line.
    expect((await career('t1-p2')).items.map((item) => item.seasonId)).toEqual([world.seasonId]);
  });

  it('leaves out seasons without a frame of theirs, and answers 404 for an unknown player', async () => {
    await setup();
    // On a roster, never played: no line at all.
    expect(await career('t1-p5')).toEqual({ playerId: 't1-p5', items: [] });
    const missing = await t.request({ method: 'GET', url: '/api/players/nobody/career' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('is a cached public read, refreshed by the next result', async () => {
    const world = await setup();
    expect((await career('t1-p1')).items).toEqual([]);
    const again = await t.request({ method: 'GET', url: '/api/players/t1-p1/career' });
    expect(again.headers['x-cache']).toBe('hit');
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await playMatch(t, world, match.id, 'home');
    expect((await career('t1-p1')).items).toHaveLength(1);
  });
});
