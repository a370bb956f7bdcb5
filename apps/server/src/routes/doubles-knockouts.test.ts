// Doubles knockouts over HTTP, on both databases (docs/decisions/0049; docs/rules.md, Doubles
// knockouts): the admin enters pairs (or opens entries for a player to enter with a partner);
// each tie is a race between two pairs, each playing as one, scored by either of its players;
// its frames count for the pairs' bracket and for no one player's stats or rating.
import type { Competition } from '@cueleague/domain/competitions/records';
import type { Match } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { createCup, postAs, readCup } from '../test/cup-driver.ts';
import { adminCookie, call, cookieFor, getMatch } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

const FINAL_NIGHT = '2026-10-01T19:30:00.000Z';
/** A week after the test runs: the app's clock is the real one. */
const CLOSES_AT = new Date(Date.now() + 7 * 86_400_000).toISOString();

describe.each(TEST_DATABASES)('doubles knockouts (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  // seedWorld's accounts: player1 plays as t1-p2, captain2 as t2-p1, captain3 as t3-p1; t1-p3
  // and t3-p3 have no account.
  const HOME_PAIR = ['t1-p2', 't1-p3'] as const;
  const AWAY_PAIR = ['t2-p1', 't3-p3'] as const;

  const doubles = (world: World, admin: string, fields: Record<string, unknown> = {}) =>
    createCup(t, world, admin, {
      name: 'Doubles',
      kind: 'doubles-knockout',
      teamIds: [],
      pairs: [HOME_PAIR, AWAY_PAIR],
      raceTo: 2,
      ...fields,
    });

  const pairOf = (cup: Competition, playerId: string): string => {
    const entry = cup.entries.find((candidate) => candidate.playerIds?.includes(playerId));
    if (!entry) throw new Error(`${playerId} is not entered`);
    return entry.teamId;
  };

  const racks = (match: Match, cookie: string, score: { home: number; away: number }) =>
    call(t, {
      method: 'PATCH',
      url: `/api/matches/${match.id}/frames/${match.frames[0]?.frameId ?? ''}/racks`,
      cookie,
      payload: { ...score, baseVersion: match.frames[0]?.version ?? 0, reason: 'Frame won' },
    });

  it('plays a tie between two pairs, scored by either player, counting for no one player', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const cup = await doubles(world, admin);
    expect(cup.kind).toBe('doubles-knockout');
    expect(cup.entries.map((entry) => [entry.name, entry.playerIds])).toEqual(
      expect.arrayContaining([
        ['Player2 Team1 & Player3 Team1', [...HOME_PAIR]],
        ['Player1 Team2 & Player3 Team3', [...AWAY_PAIR]],
      ]),
    );
    const home = pairOf(cup, 't1-p2');
    const away = pairOf(cup, 't2-p1');
    await postAs(t, `/api/competitions/${cup.id}/draw`, admin, {
      method: 'manual',
      order: [home, away],
    });
    const published = await postAs(t, `/api/competitions/${cup.id}/publish`, admin, {
      roundDates: [FINAL_NIGHT],
      roundRaces: [2],
    });
    const tie = published.ties.find((candidate) => candidate.id === 'W1-1');
    let match = await getMatch(t, tie?.match?.id ?? '');
    expect(match.format).toMatchObject({
      positionsPerTeam: 1,
      raceTo: 2,
      name: 'Doubles, race to 2',
    });
    // The pair plays as one: the frame's "players" are the two sides.
    expect(match.frames.map((frame) => [frame.homePlayerId, frame.awayPlayerId])).toEqual([
      [home, away],
    ]);

    // Either player of a pair with an account scores for it; a player in neither pair cannot.
    const player1 = await cookieFor(t, world, 'player1');
    const captain2 = await cookieFor(t, world, 'captain2');
    const stranger = await cookieFor(t, world, 'captain3');
    const start = (cookie: string, status: number) =>
      call(t, { method: 'POST', url: `/api/matches/${match.id}/start`, cookie }, status);
    await start(stranger, 403);
    await start(captain2, 200);
    match = await getMatch(t, match.id);
    match = (await racks(match, player1, { home: 1, away: 0 })).json<Match>();
    match = (await racks(match, captain2, { home: 1, away: 1 })).json<Match>();
    match = (await racks(match, player1, { home: 2, away: 1 })).json<Match>();
    expect(match.frames[0]?.winnerPlayerId).toBe(home);
    for (const [cookie, path, payload] of [
      [captain2, '/lock-round', { round: 1 }],
      [player1, '/confirm', { side: 'home' }],
      [captain2, '/confirm', { side: 'away' }],
    ] as const)
      await call(t, { method: 'POST', url: `/api/matches/${match.id}${path}`, cookie, payload });
    expect((await getMatch(t, match.id)).state).toBe('completed');

    const after = await readCup(t, cup.id);
    expect(after.state).toBe('finished');
    expect(after.ties.find((candidate) => candidate.id === 'W1-1')?.match).toMatchObject({
      homeScore: 2,
      awayScore: 1,
    });
    // The roll of honour names the pair; neither player gains a rating or frames from it.
    const honours = (await call(t, { method: 'GET', url: '/api/competitions/honours' })).json<{
      items: { winner: { name: string; playerIds?: string[] } | null }[];
    }>();
    expect(honours.items[0]?.winner).toMatchObject({
      name: 'Player2 Team1 & Player3 Team1',
      playerIds: [...HOME_PAIR],
    });
    const ratings = (
      await call(t, { method: 'GET', url: '/api/stats/players/t1-p2/ratings' })
    ).json<{ rating: number | null; items: unknown[] }>();
    expect(ratings).toMatchObject({ rating: null, items: [] });
    const stats = (
      await call(t, {
        method: 'GET',
        url: `/api/stats/players?seasonId=${world.seasonId}&cups=true`,
      })
    ).json<{ items: { playerId: string; framesPlayed: number }[] }>();
    expect(stats.items.filter((row) => row.framesPlayed > 0)).toEqual([]);
    // Each player's own calendar has the tie, named by its pairs.
    const calendar = await call(t, { method: 'GET', url: '/api/calendar/players/t1-p3.ics' });
    expect(calendar.body).toContain(
      'SUMMARY:Player2 Team1 & Player3 Team1 v Player1 Team2 & Player3 Team3 (1-0)',
    );
    expect(calendar.body).toContain('X-WR-CALNAME:Player3 Team1 fixtures');
    await call(t, { method: 'GET', url: '/api/calendar/players/no-such-player.ics' }, 404);
    // The season's frames sheet names each pair, not an id.
    const sheet = await call(t, {
      method: 'GET',
      url: `/api/seasons/${world.seasonId}/export/frames.csv`,
      cookie: admin,
    });
    expect(sheet.body).toContain('Player2 Team1 & Player3 Team1,Player1 Team2 & Player3 Team3');
  });

  it('lets either player enter their pair and withdraw it, and nobody else', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const open = await doubles(world, admin, { pairs: [], entries: { closesAt: CLOSES_AT } });
    const url = `/api/competitions/${open.id}/entries`;
    const player1 = await cookieFor(t, world, 'player1');
    const captain2 = await cookieFor(t, world, 'captain2');
    // Two other players, one player alone, or a team: refused, nothing entered.
    await postAs(t, url, player1, { playerIds: AWAY_PAIR }, 403);
    await postAs(t, url, player1, { playerId: 't1-p2' }, 422);
    await postAs(t, url, player1, { playerIds: ['t1-p2', 't1-p2'] }, 422);
    await postAs(t, url, admin, { playerIds: ['t1-p2', 'ghost'] }, 422);
    const entered = await postAs(t, url, player1, { playerIds: HOME_PAIR }, 201);
    expect(entered.entries.map((entry) => entry.name)).toEqual(['Player2 Team1 & Player3 Team1']);
    // A player already in a pair cannot enter again with another partner.
    await postAs(t, url, admin, { playerIds: ['t1-p3', 't3-p3'] }, 409);
    await postAs(t, url, captain2, { playerIds: AWAY_PAIR }, 201);
    const mine = pairOf(entered, 't1-p2');
    await call(t, { method: 'DELETE', url: `${url}/${mine}`, cookie: captain2 }, 403);
    const after = (
      await call(t, { method: 'DELETE', url: `${url}/${mine}`, cookie: player1 })
    ).json<Competition>();
    expect(after.entries.map((entry) => entry.playerIds)).toEqual([[...AWAY_PAIR]]);
  });

  it('refuses what a doubles knockout cannot be, saving nothing', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const refused = async (payload: Record<string, unknown>, field: string) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/competitions',
        cookie: admin,
        payload: { seasonId: world.seasonId, name: 'Bad', kind: 'doubles-knockout', ...payload },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(
        Object.keys(response.json<{ error: { fields?: object } }>().error.fields ?? {}),
      ).toContain(field);
    };
    await refused({ pairs: [HOME_PAIR] }, 'pairs');
    await refused({ pairs: [HOME_PAIR, ['t1-p2', 't3-p3']] }, 'pairs');
    await refused({ pairs: [HOME_PAIR, ['t3-p3', 't3-p3']] }, 'pairs');
    await refused({ pairs: [HOME_PAIR, AWAY_PAIR], playerIds: ['t2-p2'] }, 'playerIds');
    await refused({ pairs: [HOME_PAIR, ['t2-p1', 'ghost']] }, 'pairs');
    const cups = (await call(t, { method: 'GET', url: '/api/competitions', cookie: admin })).json<{
      items: unknown[];
    }>();
    expect(cups.items).toEqual([]);
  });
});
