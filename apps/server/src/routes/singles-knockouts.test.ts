// Singles knockouts over HTTP, on both databases (docs/decisions/0048; docs/rules.md, Singles
// knockouts): the admin enters players (or opens entries for players to enter themselves), draws
// and publishes with a race per round; each tie is a match between the two players, ready to
// start, which the players themselves score rack by rack and confirm; the winner goes through.
// The entrants are sides of their ties only: no team list, table or team page shows them.
import type { Competition, TieRecord } from '@cueleague/domain/competitions/records';
import type { Match, Side, Team } from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/app-per-test.ts';
import { createCup, postAs, readCup } from '../test/cup-driver.ts';
import { adminCookie, call, cookieFor, getMatch } from '../test/match-driver.ts';
import type { TestApp, World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

const ROUND_DATES = ['2026-10-01T19:30:00.000Z', '2026-10-15T19:30:00.000Z'];
/** A week after the test runs: the app's clock is the real one. */
const CLOSES_AT = new Date(Date.now() + 7 * 86_400_000).toISOString();

describe.each(TEST_DATABASES)('singles knockouts (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  // seedWorld's accounts: player1 plays as t1-p2 (no captain), captain2 as t2-p1, captain3 as
  // t3-p1; t1-p3 and t3-p3 have no account.
  const FOUR = ['t1-p2', 't1-p3', 't3-p3', 't2-p1'];

  const singles = (world: World, admin: string, fields: Record<string, unknown> = {}) =>
    createCup(t, world, admin, {
      name: 'Singles',
      kind: 'singles-knockout',
      teamIds: [],
      playerIds: FOUR,
      raceTo: 2,
      ...fields,
    });

  const entrantOf = (cup: Competition, playerId: string): string => {
    const entry = cup.entries.find((candidate) => candidate.playerIds?.includes(playerId));
    if (!entry) throw new Error(`${playerId} is not entered`);
    return entry.teamId;
  };

  /** Drawn in the order given (seed 1 first) and published with a race per round. */
  const drawnAndPublished = async (world: World, admin: string, cup: Competition) => {
    await postAs(t, `/api/competitions/${cup.id}/draw`, admin, {
      method: 'manual',
      order: FOUR.map((playerId) => entrantOf(cup, playerId)),
    });
    return postAs(t, `/api/competitions/${cup.id}/publish`, admin, {
      roundDates: ROUND_DATES,
      roundRaces: [2, 3],
    });
  };

  const tieOf = (cup: Competition, id: string): TieRecord => {
    const tie = cup.ties.find((candidate) => candidate.id === id);
    if (!tie) throw new Error(`No tie ${id}`);
    return tie;
  };

  /**
   * A write to a tie's match as `cookie`: a lifecycle POST (`/start`, `/lock-round`, ...), or with
   * `/racks` its one frame's racks (a PATCH).
   */
  const write = async (
    match: Match,
    cookie: string,
    path: string,
    payload: object,
    status = 200,
  ) => {
    const racks = path === '/racks';
    const frameId = match.frames[0]?.frameId ?? '';
    return call(
      t,
      {
        method: racks ? 'PATCH' : 'POST',
        url: `/api/matches/${match.id}${racks ? `/frames/${frameId}/racks` : path}`,
        cookie,
        payload,
      },
      status,
    );
  };

  it('makes a tie of two players, ready to start, which they score and confirm themselves', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const cup = await singles(world, admin);
    expect(cup.kind).toBe('singles-knockout');
    expect(cup.format).toMatchObject({ positionsPerTeam: 1, raceTo: 2 });
    expect(cup.entries.map((entry) => [entry.name, entry.playerIds])).toEqual(
      expect.arrayContaining([
        ['Player2 Team1', ['t1-p2']],
        ['Player1 Team2', ['t2-p1']],
      ]),
    );

    const published = await drawnAndPublished(world, admin, cup);
    expect(published.rounds.map((round) => [round.name, round.raceTo])).toEqual([
      ['Semi-finals', 2],
      ['Final', 3],
    ]);
    // Seed 1 (player1's t1-p2) meets seed 4 (captain2's t2-p1).
    const semi = tieOf(published, 'W1-1');
    expect([semi.home?.playerIds, semi.away?.playerIds]).toEqual([['t1-p2'], ['t2-p1']]);
    const match = await getMatch(t, semi.match?.id ?? '');
    expect(match.format).toMatchObject({ positionsPerTeam: 1, roundsPerMatch: 1, raceTo: 2 });
    expect(match.state).toBe('pre-match');
    expect(match.preMatchState).toMatchObject({
      homeRosterConfirmed: true,
      awayRosterConfirmed: true,
    });
    expect(match.frames.map((frame) => [frame.homePlayerId, frame.awayPlayerId])).toEqual([
      ['t1-p2', 't2-p1'],
    ]);
    expect(match.progress.lineupLocked).toEqual({ home: [true], away: [true] });

    const home = await cookieFor(t, world, 'player1');
    const away = await cookieFor(t, world, 'captain2');
    // Each player hears of the draw, with their tie's scoring page; a club captain not entered, nothing.
    const draws = async (cookie: string) =>
      (await call(t, { method: 'GET', url: '/api/notifications', cookie }))
        .json<{ items: { kind: string; title: string; link: string }[] }>()
        .items.filter((item) => item.kind === 'cup-draw');
    for (const cookie of [home, away])
      expect(await draws(cookie)).toEqual([
        expect.objectContaining({
          title: expect.stringMatching(
            /^Singles draw: Semi-finals, Player2 Team1 v Player1 Team2, /,
          ) as string,
          link: `/team/match/${match.id}/score`,
        }),
      ]);
    expect(await draws(await cookieFor(t, world, 'captain1'))).toEqual([]);
    const stranger = await cookieFor(t, world, 'captain3');
    // captain3 plays in neither side of this tie.
    await write(match, stranger, '/start', {}, 403);
    await write(match, home, '/start', {});
    let now = await getMatch(t, match.id);
    const rack = async (cookie: string, racks: { home: number; away: number }) => {
      const frame = now.frames[0];
      if (!frame) throw new Error('No frame');
      now = (
        await write(now, cookie, '/racks', {
          ...racks,
          baseVersion: frame.version,
          reason: 'Frame won',
        })
      ).json<Match>();
    };
    await rack(home, { home: 1, away: 0 });
    await rack(away, { home: 1, away: 1 });
    await rack(home, { home: 2, away: 1 });
    expect([now.homeScore, now.awayScore]).toEqual([1, 0]);
    await write(now, away, '/lock-round', { round: 1 });
    // Each player confirms their own side only.
    await write(now, home, '/confirm', { side: 'away' satisfies Side }, 403);
    await write(now, home, '/confirm', { side: 'home' });
    await write(now, away, '/confirm', { side: 'away' });
    expect((await getMatch(t, match.id)).state).toBe('completed');

    const after = await readCup(t, cup.id);
    expect(tieOf(after, 'W1-1').winner).toBe('home');
    // The bracket shows the race's racks, not the one pairing won.
    expect(tieOf(after, 'W1-1').match).toMatchObject({ homeScore: 2, awayScore: 1 });
    expect(tieOf(after, 'W2-1').home?.playerIds).toEqual(['t1-p2']);
  });

  it('plays the final to its own race, and the roll of honour names the player', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const published = await drawnAndPublished(world, admin, await singles(world, admin));
    for (const id of ['W1-1', 'W1-2']) {
      const match = await getMatch(t, tieOf(published, id).match?.id ?? '');
      await write(match, admin, '/start', {});
      const frame = (await getMatch(t, match.id)).frames[0];
      await write(match, admin, '/racks', {
        home: 2,
        away: 0,
        baseVersion: frame?.version ?? 0,
        reason: 'Frame won',
      });
      await write(match, admin, '/lock-round', { round: 1 });
      await write(match, admin, '/complete', {});
    }
    const final = tieOf(await readCup(t, published.id), 'W2-1');
    const match = await getMatch(t, final.match?.id ?? '');
    expect(match.format.raceTo).toBe(3);
    expect(match.scheduledDate).toBe(ROUND_DATES[1]);
  });

  it('seeds players by their ratings, a tie won counting; never by a table of teams', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    // A final of two: Player2 Team1 (t1-p2) beats Player1 Team2 (t2-p1).
    const final = await singles(world, admin, {
      name: 'Final night',
      playerIds: ['t1-p2', 't2-p1'],
    });
    await postAs(t, `/api/competitions/${final.id}/draw`, admin, {
      method: 'manual',
      order: [entrantOf(final, 't1-p2'), entrantOf(final, 't2-p1')],
    });
    const played = await postAs(t, `/api/competitions/${final.id}/publish`, admin, {
      roundDates: [ROUND_DATES[0]],
    });
    const match = await getMatch(t, tieOf(played, 'W1-1').match?.id ?? '');
    await write(match, admin, '/start', {});
    await write(match, admin, '/racks', { home: 2, away: 0, baseVersion: 0, reason: 'Frame won' });
    await write(match, admin, '/lock-round', { round: 1 });
    await write(match, admin, '/complete', {});

    const cup = await singles(world, admin);
    const draw = (by: string) =>
      t.request({
        method: 'POST',
        url: `/api/competitions/${cup.id}/draw`,
        cookie: admin,
        payload: { method: 'seeded', by },
      });
    expect((await draw('table')).statusCode).toBe(422);
    const seeded = await draw('rating');
    expect(seeded.statusCode, seeded.body).toBe(200);
    const bySeed = seeded
      .json<Competition>()
      .entries.filter((entry) => entry.seed !== null)
      .sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0))
      .map((entry) => entry.playerIds?.[0]);
    // The winner first, the two unrated at 1500 by name, the loser last.
    expect(bySeed).toEqual(['t1-p2', 't1-p3', 't3-p3', 't2-p1']);
  });

  it('keeps its players out of the league: no team list, table or team page shows them', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const cup = await singles(world, admin);
    const teams = (
      await call(t, { method: 'GET', url: `/api/teams?seasonId=${world.seasonId}` })
    ).json<{ items: Team[] }>();
    expect(teams.items.map((team) => team.id).sort()).toEqual([...world.teams].sort());
    await call(t, { method: 'GET', url: `/api/teams/${entrantOf(cup, 't1-p2')}` }, 404);
    const standings = (
      await call(t, { method: 'GET', url: `/api/standings?seasonId=${world.seasonId}` })
    ).json<{ rows?: unknown[] }>();
    expect(JSON.stringify(standings)).not.toContain('Player2 Team1');
    // An entered player's record stays while the entry does.
    await call(t, { method: 'DELETE', url: '/api/players/t1-p3', cookie: admin }, 409);
    // Deleting the cup before it is published takes its entrants with it.
    await call(t, { method: 'DELETE', url: `/api/competitions/${cup.id}`, cookie: admin }, 204);
    const left = await t.db
      .selectFrom('teams')
      .select('id')
      .where('kind', '=', 'entrant')
      .execute();
    expect(left).toEqual([]);
  });

  it("lists a tie on the fixtures of each division whose teams' rosters its players are on", async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    // Team 3 plays in a second division.
    await t.db
      .insertInto('divisions')
      .values({ id: 'd2', seasonId: world.seasonId, name: 'Division Two', position: 1 })
      .execute();
    await t.db.updateTable('teams').set({ divisionId: 'd2' }).where('id', '=', 't3').execute();
    const published = await drawnAndPublished(world, admin, await singles(world, admin));
    // W1-1: t1-p2 v t2-p1, both of the first division; W1-2: t1-p3 (first) v t3-p3 (second).
    const [both, mixed] = ['W1-1', 'W1-2'].map((id) => tieOf(published, id).match?.id);
    const listed = async (divisionId: string) =>
      (
        await call(t, {
          method: 'GET',
          url: `/api/matches?seasonId=${world.seasonId}&divisionId=${divisionId}`,
        })
      )
        .json<{ items: Match[] }>()
        .items.map((match) => match.id)
        .sort();
    expect(await listed('d1')).toEqual([both, mixed].sort());
    expect(await listed('d2')).toEqual([mixed]);
    const months = (
      await call(t, {
        method: 'GET',
        url: `/api/matches/months?seasonId=${world.seasonId}&divisionId=d2`,
      })
    ).json<{ items: { month: string; matches: number }[] }>().items;
    expect(months).toEqual([expect.objectContaining({ month: '2026-10', matches: 1 })]);
  });

  it('lets a player enter and withdraw themself while entries are open, and nobody else', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const open = await singles(world, admin, {
      playerIds: [],
      entries: { closesAt: CLOSES_AT },
    });
    const url = `/api/competitions/${open.id}/entries`;
    const player1 = await cookieFor(t, world, 'player1');
    const plain = await cookieFor(t, world, 'plain');
    // Someone else's player, or an account with no player record: refused, nothing entered.
    await postAs(t, url, player1, { playerId: 't2-p1' }, 403);
    await postAs(t, url, plain, { playerId: 't1-p2' }, 403);
    // A team in a singles knockout, even by its captain.
    await postAs(t, url, await cookieFor(t, world, 'captain1'), { teamId: 't1' }, 422);
    await postAs(t, url, admin, { playerId: 'no-such-player' }, 422);
    const entered = await postAs(t, url, player1, { playerId: 't1-p2' }, 201);
    expect(entered.entries.map((entry) => entry.playerIds)).toEqual([['t1-p2']]);
    await postAs(t, url, player1, { playerId: 't1-p2' }, 409);
    await postAs(t, url, admin, { playerId: 't2-p1' }, 201);
    const mine = entrantOf(entered, 't1-p2');
    const captain2 = await cookieFor(t, world, 'captain2');
    await call(t, { method: 'DELETE', url: `${url}/${mine}`, cookie: captain2 }, 403);
    const after = (
      await call(t, { method: 'DELETE', url: `${url}/${mine}`, cookie: player1 })
    ).json<Competition>();
    expect(after.entries.map((entry) => entry.playerIds)).toEqual([['t2-p1']]);
  });

  it("keeps a knockout for its season's players to them, when the admin says so", async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    // A registered player on no team's roster this season.
    const { id: outsider } = await postAs<{ id: string }>(
      t,
      '/api/players',
      admin,
      { firstName: 'Olly', lastName: 'Outside' },
      201,
    );
    const response = await t.request({
      method: 'POST',
      url: '/api/competitions',
      cookie: admin,
      payload: {
        seasonId: world.seasonId,
        name: 'Members only',
        kind: 'singles-knockout',
        playerIds: [...FOUR, outsider],
        seasonPlayersOnly: true,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(
      'Olly Outside is on no team',
    );
    const open = await singles(world, admin, {
      playerIds: [],
      entries: { closesAt: CLOSES_AT },
      seasonPlayersOnly: true,
    });
    expect(open.seasonPlayersOnly).toBe(true);
    const url = `/api/competitions/${open.id}/entries`;
    // Even the admin cannot enter the outsider; a player on a roster enters as usual.
    await postAs(t, url, admin, { playerId: outsider }, 422);
    await postAs(t, url, await cookieFor(t, world, 'player1'), { playerId: 't1-p2' }, 201);
    // A team cup has no players to keep out.
    const teamCup = await t.request({
      method: 'POST',
      url: '/api/competitions',
      cookie: admin,
      payload: {
        seasonId: world.seasonId,
        name: 'Cup',
        teamIds: world.teams,
        seasonPlayersOnly: true,
      },
    });
    expect(teamCup.statusCode).toBe(422);
  });

  it('refuses what a singles knockout cannot be, saving nothing', async () => {
    const world = await setup();
    const admin = await adminCookie(t, world);
    const refused = async (payload: Record<string, unknown>, field: string) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/competitions',
        cookie: admin,
        payload: { seasonId: world.seasonId, name: 'Bad', ...payload },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(
        Object.keys(response.json<{ error: { fields?: object } }>().error.fields ?? {}),
      ).toContain(field);
    };
    await refused({ kind: 'singles-knockout', playerIds: ['t1-p2'] }, 'playerIds');
    await refused({ kind: 'singles-knockout', playerIds: FOUR, teamIds: ['t1'] }, 'teamIds');
    await refused({ kind: 'singles-knockout', playerIds: [...FOUR, 'ghost'] }, 'playerIds');
    await refused({ kind: 'singles-knockout', playerIds: FOUR, raceTo: 16 }, 'raceTo');
    // A team cup plays a league's format: two positions a side or more.
    await refused(
      {
        teamIds: world.teams,
        format: { roundsPerMatch: 1, framesPerRound: 1, positionsPerTeam: 1, name: 'One' },
      },
      'format.framesPerRound',
    );
    const cups = (await call(t, { method: 'GET', url: '/api/competitions', cookie: admin })).json<{
      items: unknown[];
    }>();
    expect(cups.items).toEqual([]);
    const cup = await singles(world, admin);
    await postAs(t, `/api/competitions/${cup.id}/draw`, admin, { method: 'random', seed: 'x' });
    const publish = (payload: object) =>
      t.request({
        method: 'POST',
        url: `/api/competitions/${cup.id}/publish`,
        cookie: admin,
        payload,
      });
    expect((await publish({ roundDates: ROUND_DATES, roundRaces: [3] })).statusCode).toBe(422);
    const drawn = await call(t, {
      method: 'GET',
      url: `/api/competitions/${cup.id}`,
      cookie: admin,
    });
    expect(drawn.json<Competition>().state).toBe('drawn');
  });
});
