// The roll of honour through the API, on both databases: every finished cup's winner and
// runner-up, newest season first; a cup still being played, or not yet published, is not on it.
// It is the same for everyone and cached, yet a result that finishes a cup shows at once.
import type { Competition, Honours } from '@cueleague/domain/competitions/records';
import type { NextSeasonCreated } from '@cueleague/domain/responses';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { adminCookie, call, cookieFor } from '../test/match-driver.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { postAs } from '../test/cup-driver.ts';

const ROUND_DATES = ['2026-10-01T19:30:00.000Z', '2026-10-15T19:30:00.000Z'];

describe.each(TEST_DATABASES)('the roll of honour (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const post = <T = Competition>(url: string, cookie: string, payload: object, status = 200) =>
    postAs<T>(t, url, cookie, payload, status);

  /** A cup of these teams, drawn in this order and published; its ties are still to play. */
  const publishedCup = async (
    admin: string,
    seasonId: string,
    name: string,
    order: string[],
  ): Promise<Competition> => {
    const cup = await post('/api/competitions', admin, { seasonId, name, teamIds: order }, 201);
    await post(`/api/competitions/${cup.id}/draw`, admin, { method: 'manual', order });
    return post(`/api/competitions/${cup.id}/publish`, admin, {
      roundDates: ROUND_DATES.slice(0, order.length > 2 ? 2 : 1),
    });
  };

  const honours = async (cookie?: string) =>
    (await call(t, { method: 'GET', url: '/api/competitions/honours', cookie })).json<Honours>();

  it('lists every finished cup, newest season first, with its winner and runner-up', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const [t1, t2, t3] = world.teams;
    if (!t1 || !t2 || !t3) throw new Error('the world has three teams');

    const { name: winterName } = (
      await call(t, { method: 'GET', url: `/api/seasons/${world.seasonId}` })
    ).json<{ name: string }>();

    // Nothing won yet: an empty roll, not an error.
    expect(await honours()).toEqual({ items: [] });

    // Last season's cup (the world's season), won by Team 2 when Team 1 gave the final away.
    const old = await publishedCup(admin, world.seasonId, 'Winter Cup', [t1, t2]);
    const seen = await honours();
    expect(seen.items).toEqual([]);
    await post(`/api/competitions/${old.id}/ties/W1-1/decide`, admin, {
      winner: 'away',
      reason: 'Walkover: Team 1 could not raise a side',
    });
    // The decision was a write: the cached roll is read again and has the cup at once.
    expect((await honours()).items).toEqual([
      {
        seasonId: world.seasonId,
        seasonName: winterName,
        competitionId: old.id,
        name: 'Winter Cup',
        kind: 'team-knockout',
        winner: { teamId: t2, name: 'Team 2' },
        runnerUp: { teamId: t1, name: 'Team 1' },
        plateWinner: null,
      },
    ]);

    // The next season: a cup won, one half-way (its final to play) and one only drawn.
    const next = await post<NextSeasonCreated>(
      `/api/seasons/${world.seasonId}/next`,
      admin,
      { name: 'Summer 2027', startDate: '2027-04-01' },
      201,
    );
    const team = (name: string) => {
      const found = next.teams.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`no ${name} next season`);
      return found.id;
    };
    const won = await publishedCup(admin, next.season.id, 'Summer Cup', [
      team('Team 3'),
      team('Team 1'),
    ]);
    await post(`/api/competitions/${won.id}/ties/W1-1/decide`, admin, {
      winner: 'home',
      reason: 'Team 1 withdrew',
    });
    const halfway = await publishedCup(admin, next.season.id, 'Plate', [
      team('Team 1'),
      team('Team 2'),
      team('Team 3'),
    ]);
    await post(`/api/competitions/${halfway.id}/ties/W1-2/decide`, admin, {
      winner: 'home',
      reason: 'Walkover',
    });
    const drawnOnly = await post(
      '/api/competitions',
      admin,
      { seasonId: next.season.id, name: 'Not yet', teamIds: [team('Team 1'), team('Team 2')] },
      201,
    );
    await post(`/api/competitions/${drawnOnly.id}/draw`, admin, { method: 'random' });

    const roll = await honours();
    expect(roll.items.map((item) => [item.seasonName, item.name])).toEqual([
      ['Summer 2027', 'Summer Cup'],
      [winterName, 'Winter Cup'],
    ]);
    expect(roll.items[0]).toEqual({
      seasonId: next.season.id,
      seasonName: 'Summer 2027',
      competitionId: won.id,
      name: 'Summer Cup',
      kind: 'team-knockout',
      winner: { teamId: team('Team 3'), name: 'Team 3' },
      runnerUp: { teamId: team('Team 1'), name: 'Team 1' },
      plateWinner: null,
    });

    // The same for everyone, the admin included: nothing of a cup not yet published.
    const player = await cookieFor(t, world, 'player1');
    expect(await honours(player)).toEqual(roll);
    expect(await honours(admin)).toEqual(roll);
  });
});
