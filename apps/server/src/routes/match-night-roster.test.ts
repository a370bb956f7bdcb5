// Before and on match night: players say in advance whether they can play (their captain sees it,
// the other captain does not), and a captain adds someone new to the team on the spot, a record
// the admin then reviews.
import type {
  Availability,
  LeagueAuditEntry,
  Player,
  TeamPlayer,
} from '@cueleague/domain/entities';
import { describe, expect, it } from 'vitest';
import type { TestApp, World } from '../test/test-app.ts';
import { appPerTest } from '../test/app-per-test.ts';
import { TEST_DATABASES } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('match night rosters (%s)', (kind) => {
  let t: TestApp;
  const { setup } = appPerTest(kind, (app) => (t = app));

  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, cookie?: string) =>
    t.request({ method, url, payload, ...(cookie ? { cookie } : {}) });
  /** A player's answer to "can you play?" for a match, sent as `cookie`'s account. */
  const answer = (matchId: string, playerId: string, available: boolean, cookie?: string) =>
    send('PUT', `/api/matches/${matchId}/availability`, { playerId, available }, cookie);
  /** Someone new added straight to a team's roster, by whoever `cookie` signs in. */
  const addToTeam = (
    teamId: string,
    name: { firstName: string; lastName: string },
    cookie: string,
  ) => send('POST', `/api/teams/${teamId}/players`, name, cookie);
  const get = (url: string, cookie?: string) =>
    t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });

  const fixture = async (world: World, admin: string) => {
    const created = await send(
      'POST',
      '/api/matches',
      {
        seasonId: world.seasonId,
        homeTeamId: world.teams[0],
        awayTeamId: world.teams[1],
        venueId: world.venueId,
        scheduledDate: '2026-12-01T19:30:00.000Z',
      },
      admin,
    );
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string }>().id;
  };

  it('a player answers for a coming match, their captain sees it, the other captain does not', async () => {
    const world = await setup();
    const admin = await t.login(world.emails.admin);
    const matchId = await fixture(world, admin);
    const player = await t.login(world.emails.player1);
    const me = world.players[0][1] ?? '';
    const other = world.players[0][2] ?? '';

    // Signed out: nothing.
    expect((await answer(matchId, me, true)).statusCode).toBe(401);
    const said = await answer(matchId, me, false, player);
    expect(said.statusCode).toBe(200);
    expect(said.json<Availability>()).toMatchObject({
      matchId,
      playerId: me,
      teamId: world.teams[0],
      available: false,
    });
    // Changing one's mind replaces the answer.
    await answer(matchId, me, true, player);
    // A player can't answer for a teammate; the captain can.
    expect((await answer(matchId, other, true, player)).statusCode).toBe(403);
    const captain = await t.login(world.emails.captain1);
    expect((await answer(matchId, other, false, captain)).statusCode).toBe(200);

    const seen = await get(`/api/teams/${world.teams[0]}/availability?matchId=${matchId}`, captain);
    expect(seen.statusCode).toBe(200);
    expect(
      seen
        .json<{ items: Availability[] }>()
        .items.map(({ playerId, available }) => ({ playerId, available }))
        .sort((a, b) => a.playerId.localeCompare(b.playerId)),
    ).toEqual([
      { playerId: me, available: true },
      { playerId: other, available: false },
    ]);
    // The player sees their own team's answers; the opponents' captain sees none of them.
    expect((await get(`/api/teams/${world.teams[0]}/availability`, player)).statusCode).toBe(200);
    const opponent = await t.login(world.emails.captain2);
    expect((await get(`/api/teams/${world.teams[0]}/availability`, opponent)).statusCode).toBe(403);
    expect((await get(`/api/teams/${world.teams[0]}/availability`)).statusCode).toBe(401);
    // Nor can they answer for the other team's players.
    expect((await answer(matchId, me, false, opponent)).statusCode).toBe(403);
  });

  it('refuses a player of neither team and a match under way, keeping what was said', async () => {
    const world = await setup();
    const admin = await t.login(world.emails.admin);
    const matchId = await fixture(world, admin);
    const outsider = world.players[2][1] ?? '';
    const refused = await answer(matchId, outsider, true, admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'Player2 Team3 is not on either team of this match.',
    );
    expect((await answer('no-such-match', outsider, true, admin)).statusCode).toBe(404);
    const me = world.players[0][1] ?? '';
    const player = await t.login(world.emails.player1);
    await answer(matchId, me, true, player);
    await t.db
      .updateTable('matches')
      .set({ state: 'in-progress' })
      .where('id', '=', matchId)
      .execute();
    const late = await answer(matchId, me, false, player);
    expect(late.statusCode).toBe(409);
    const row = await t.db
      .selectFrom('availability')
      .select('available')
      .where('matchId', '=', matchId)
      .executeTakeFirstOrThrow();
    expect(row.available).toBe(1);
    // A deleted fixture takes its answers with it.
    await t.db
      .updateTable('matches')
      .set({ state: 'pre-match' })
      .where('id', '=', matchId)
      .execute();
    expect(
      (await t.request({ method: 'DELETE', url: `/api/matches/${matchId}`, cookie: admin }))
        .statusCode,
    ).toBe(204);
    expect(await t.db.selectFrom('availability').selectAll().execute()).toEqual([]);
  });

  it('a captain adds someone new on the spot; the admin sees it to review, and clears it', async () => {
    const world = await setup();
    const captain = await t.login(world.emails.captain1);
    const added = await addToTeam(
      world.teams[0],
      { firstName: 'Dot', lastName: 'Newcomer' },
      captain,
    );
    expect(added.statusCode).toBe(201);
    const { player, membership } = added.json<{ player: Player; membership: TeamPlayer }>();
    expect(player).toMatchObject({
      firstName: 'Dot',
      lastName: 'Newcomer',
      needsReview: true,
      addedByUserId: world.users.captain1,
    });
    expect(membership).toMatchObject({
      teamId: world.teams[0],
      playerId: player.id,
      role: 'player',
      isActive: true,
    });
    // On the roster at once, so the captain can tick them available tonight.
    const roster = await get(`/api/team-players?teamId=${world.teams[0]}&isActive=true`);
    expect(roster.json<{ items: TeamPlayer[] }>().items.map((m) => m.playerId)).toContain(
      player.id,
    );

    // Another team's captain, a player and a visitor cannot add to this team.
    const other = await t.login(world.emails.captain3);
    const body = { firstName: 'Eve', lastName: 'Intruder' };
    expect(
      (await send('POST', `/api/teams/${world.teams[0]}/players`, body, other)).statusCode,
    ).toBe(403);
    const plainPlayer = await t.login(world.emails.player1);
    expect(
      (await send('POST', `/api/teams/${world.teams[0]}/players`, body, plainPlayer)).statusCode,
    ).toBe(403);
    expect((await send('POST', `/api/teams/${world.teams[0]}/players`, body)).statusCode).toBe(401);
    expect(
      (await send('POST', `/api/teams/${world.teams[0]}/players`, { firstName: ' ' }, captain))
        .statusCode,
    ).toBe(422);

    // The admin corrects the name and clears the flag: audited both times.
    const admin = await t.login(world.emails.admin);
    const reviewed = await send(
      'PATCH',
      `/api/players/${player.id}`,
      { lastName: 'Newcombe', needsReview: false },
      admin,
    );
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json<Player>()).toEqual({
      id: player.id,
      userId: null,
      firstName: 'Dot',
      lastName: 'Newcombe',
    });
    const audit = await get(`/api/players/${player.id}/audit`, admin);
    expect(audit.json<{ items: LeagueAuditEntry[] }>().items.map((entry) => entry.reason)).toEqual([
      'player_added_by_captain',
      'player_reviewed',
    ]);
    // Captains can't clear the flag themselves.
    expect(
      (await send('PATCH', `/api/players/${player.id}`, { needsReview: false }, captain))
        .statusCode,
    ).toBe(403);
  });

  it('an admin adding someone to a team makes a record that needs no review', async () => {
    const world = await setup();
    const admin = await t.login(world.emails.admin);
    const added = await addToTeam(world.teams[1], { firstName: 'Ada', lastName: 'Signed' }, admin);
    expect(added.statusCode).toBe(201);
    expect(added.json<{ player: Player }>().player).not.toHaveProperty('needsReview');
  });
});
