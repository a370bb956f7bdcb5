// Upgrading a database built by an older server: nothing is lost. Before receipts kept
// fingerprints and one active membership per season was enforced: the later duplicate
// memberships are deactivated (not deleted) and audited, the database refuses new duplicates, and
// old receipts still answer. Before divisions, formats and loss points: each season is one
// unnamed division of all its teams, in '4v4 Standard', at 2/1/0. Before the mail queue: the
// notifications, switches and unsubscribe links stay, and mail goes through the new queue. Before
// unsubscribe tokens were hashed: the links already mailed still work, and no token stays in clear.
// Before points adjustments: every table reads as it did, each row adjusted by 0. Before points per
// rack: every season gives none, and can be given some.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { League, Match, Season, Team, TeamPlayer } from '@cueleague/domain/entities';
import { STANDARD_FORMAT } from '@cueleague/domain/match-format';
import { createMatch as newMatch } from '@cueleague/domain/new-match';
import type { StandingsAnswer } from '@cueleague/domain/responses';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import { isUniqueViolation } from './database.ts';
import { MIGRATION_NAMES, migrateToLatest } from './migrations.ts';
import { adminCookie, call, cookieFor, createMatch, playMatch } from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-db.ts';
import { insertSeasonRow } from '../test/world.ts';
import { insertMatchRows } from '../repositories/matches.ts';

/** The last migration before this upgrade's. */
const BEFORE = '0002-live-events';
const OLD_RECEIPT = '0b9e2c4a-0000-4000-8000-000000000001';

describe('the list of migrations', () => {
  it('holds every file of db/migrations/ under its name, in the order of the names, and nothing else', () => {
    const files = readdirSync(join(import.meta.dirname, 'migrations')).map((file) =>
      file.replace(/\.ts$/, ''),
    );
    expect(MIGRATION_NAMES).toEqual(files.sort());
  });
});

describe.each(TEST_DATABASES)('upgrading a database (%s)', (kind) => {
  let t: TestApp | undefined;
  let database: TestDatabase | undefined;
  afterEach(async () => {
    // The app closes its database; without one (a failure before it was built), close it here.
    if (t) await t.close();
    else await database?.dispose();
    t = undefined;
    database = undefined;
  });

  it('keeps every membership, deactivates the later duplicates with an audit entry, and enforces one active membership per season from then on', async () => {
    expect(MIGRATION_NAMES.at(-1)).not.toBe(BEFORE);
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, BEFORE);
    const world = await seedWorld(database.db, { divisions: false, emailVerified: false });
    // What the old server let captains do: another team's active players added to their own.
    // t2-p2 is on team 1 too; t2-p3 on teams 1 and 3; t3-p4 joined team 1 but is inactive there;
    // t1-p5 also plays in another season, which is allowed.
    await database.db
      .insertInto('seasons')
      .values({
        id: 's0',
        leagueId: world.leagueId,
        name: 'Summer 2026',
        isCurrent: 0,
        startDate: '2026-04-01',
        endDate: '2026-07-31',
        pointsForWin: 2,
        pointsForDraw: 1,
      })
      .execute();
    await database.db
      .insertInto('teams')
      .values({
        id: 't0',
        seasonId: 's0',
        name: 'Summer Team',
        homeVenueId: null,
        captainUserId: null,
      })
      .execute();
    const extra = [
      { id: 'dup-a', teamId: 't1', playerId: 't2-p2', seasonId: 's1', isActive: 1 },
      { id: 'dup-b', teamId: 't1', playerId: 't2-p3', seasonId: 's1', isActive: 1 },
      { id: 'dup-c', teamId: 't3', playerId: 't2-p3', seasonId: 's1', isActive: 1 },
      { id: 'dup-d', teamId: 't1', playerId: 't3-p4', seasonId: 's1', isActive: 0 },
      { id: 'other-season', teamId: 't0', playerId: 't1-p5', seasonId: 's0', isActive: 1 },
    ];
    for (const membership of extra) {
      await database.db
        .insertInto('teamPlayers')
        .values({ ...membership, role: 'player' })
        .execute();
    }
    // A receipt kept by the old server: no fingerprint column yet.
    await database.db
      .insertInto('mutationReceipts')
      .values({
        mutationId: OLD_RECEIPT,
        userId: world.users.captain1,
        statusCode: 200,
        response: JSON.stringify({ answeredBefore: 'the upgrade' }),
        createdAt: new Date().toISOString(),
      })
      .execute();
    const before = await database.db
      .selectFrom('teamPlayers')
      .select(['id', 'teamId', 'playerId', 'seasonId', 'role'])
      .orderBy('id')
      .execute();

    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;

    // Nothing deleted or moved; only isActive changed, on the later duplicates.
    const after = await app.db.selectFrom('teamPlayers').selectAll().orderBy('id').execute();
    expect(after.map(({ isActive: _isActive, ...rest }) => rest)).toEqual(before);
    const inactive = after.filter((row) => row.isActive === 0).map((row) => row.id);
    expect(inactive.sort()).toEqual(['dup-a', 'dup-b', 'dup-c', 'dup-d']);
    const active = (
      await call(app, { method: 'GET', url: '/api/team-players?seasonId=s1&isActive=true' })
    ).json<{ items: TeamPlayer[] }>().items;
    expect(active.filter((m) => m.playerId === 't2-p3').map((m) => m.teamId)).toEqual(['t2']);
    expect(active.filter((m) => m.playerId === 't2-p2').map((m) => m.teamId)).toEqual(['t2']);
    expect(after.find((row) => row.id === 'other-season')?.isActive).toBe(1);

    // Each deactivation is audited as the system's, readable by an admin.
    const audit = (
      await call(app, {
        method: 'GET',
        url: '/api/players/t2-p3/audit',
        cookie: await adminCookie(app, world),
      })
    ).json<{ items: Record<string, unknown>[] }>().items;
    expect(audit).toHaveLength(2);
    for (const entry of audit) {
      expect(entry).toMatchObject({
        subjectType: 'player',
        subjectId: 't2-p3',
        reason: 'membership_deactivated',
        actorUserId: null,
        note: expect.stringContaining('Team 2') as string,
        before: { isActive: true, seasonId: 's1' },
        after: { isActive: false, seasonId: 's1' },
      });
    }
    expect(
      audit.map((entry) => (entry.after as { membershipId: string }).membershipId).sort(),
    ).toEqual(['dup-b', 'dup-c']);
    expect(
      (await app.db.selectFrom('leagueAudit').select('subjectId').execute())
        .map((row) => row.subjectId)
        .sort(),
    ).toEqual(['t2-p2', 't2-p3', 't2-p3']);

    // The database itself now refuses a second active membership, but not an inactive one.
    const insert = (id: string, isActive: number) =>
      app.db
        .insertInto('teamPlayers')
        .values({ id, teamId: 't3', playerId: 't2-p2', seasonId: 's1', role: 'player', isActive })
        .execute();
    const refused = await insert('dup-e', 1).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(refused)).toBe(true);
    await insert('dup-f', 0);
    // And re-activating a deactivated duplicate is refused by the server with a clear message.
    const reactivate = await app.request({
      method: 'PATCH',
      url: '/api/team-players/dup-a',
      cookie: await cookieFor(app, world, 'captain1'),
      payload: { isActive: true },
    });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json()).toMatchObject({
      error: {
        message: 'Player2 Team2 already plays for Team 2 this season; an admin can transfer them.',
      },
    });

    // A receipt from before fingerprints is still honoured for its mutationId.
    const replay = await app.request({
      method: 'PATCH',
      url: '/api/matches/m-old/frames/m-old-R1-F1',
      cookie: await cookieFor(app, world, 'captain1'),
      payload: {
        winnerPlayerId: 't1-p1',
        baseVersion: 0,
        reason: 'Frame won',
        mutationId: OLD_RECEIPT,
      },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ answeredBefore: 'the upgrade' });
  });

  it('gives every season of an older database one unnamed division holding its teams, the 4v4 format and 2/1/0, keeping its matches', async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0008-invites');
    const world = await seedWorld(database.db, { divisions: false, emailVerified: false });
    await insertSeasonRow(database.db, {
      id: 's0',
      leagueId: world.leagueId,
      name: 'Summer 2026',
      isCurrent: 0,
      pointsForWin: 3,
    });
    await database.db
      .insertInto('teams')
      .values(
        ['ta', 'tb'].map((id) => ({
          id,
          seasonId: 's0',
          name: id,
          homeVenueId: null,
          captainUserId: null,
        })),
      )
      .execute();
    const old = newMatch({
      id: 'm-kept',
      seasonId: 's1',
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2026-10-07T18:30:00.000Z',
    });
    await database.db.transaction().execute((trx) => insertMatchRows(trx, old, new Date()));

    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;

    const seasons = (await call(app, { method: 'GET', url: '/api/seasons' })).json<{
      items: Season[];
    }>().items;
    expect(seasons.map((season) => season.id).sort()).toEqual(['s0', 's1']);
    for (const season of seasons) {
      expect(season.divisions).toEqual([
        { id: expect.any(String) as string, seasonId: season.id, name: null, position: 0 },
      ]);
      expect(season).toMatchObject({
        pointsForLoss: 0,
        pointsPerFrame: 0,
        format: STANDARD_FORMAT,
      });
      const teams = (
        await call(app, { method: 'GET', url: `/api/teams?seasonId=${season.id}` })
      ).json<{ items: Team[] }>().items;
      expect(teams.length).toBeGreaterThan(1);
      for (const team of teams) expect(team.divisionId).toBe(season.divisions[0]?.id);
    }
    expect(seasons.find((season) => season.id === 's0')?.pointsForWin).toBe(3);
    const table = (
      await call(app, { method: 'GET', url: '/api/standings?seasonId=s1' })
    ).json<StandingsAnswer>();
    expect(table.items.map((row) => row.teamName)).toEqual(['Team 1', 'Team 2', 'Team 3']);
    const kept = (await call(app, { method: 'GET', url: '/api/matches/m-kept' })).json<Match>();
    expect(kept).toEqual(old);
  });

  it('keeps the notifications, e-mail switches and unsubscribe links of a database from before the mail queue, and queues mail from then on', async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0010-notifications');
    const world = await seedWorld(database.db, { emailVerified: false });
    const at = new Date().toISOString();
    await database.db
      .insertInto('notifications')
      .values({
        id: 'n-old',
        userId: world.users.captain2,
        kind: 'fixture-moved',
        title: 'Team 1 v Team 2 moved',
        link: '/matches/x',
        matchId: null,
        createdAt: at,
        readAt: null,
      })
      .execute();
    await database.db
      .insertInto('notificationEmailPreferences')
      .values({ userId: world.users.captain1, kind: 'result-entered', enabled: 0 })
      .execute();
    // The table as 0010 made it: the token in clear.
    await sql`insert into unsubscribe_tokens (token, user_id, kind, created_at)
              values ('old-link-token', ${world.users.captain2}, 'match-day', ${at})`.execute(
      database.db,
    );

    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;

    const bell = await call(app, {
      method: 'GET',
      url: '/api/notifications',
      cookie: await cookieFor(app, world, 'captain2'),
    });
    expect(bell.json<{ unread: number; items: { id: string }[] }>()).toMatchObject({
      unread: 1,
      items: [{ id: 'n-old' }],
    });
    const switches = await call(app, {
      method: 'GET',
      url: '/api/notifications/preferences',
      cookie: await cookieFor(app, world, 'captain1'),
    });
    expect(switches.json<{ email: Record<string, boolean> }>().email['result-entered']).toBe(false);
    // A link mailed before the upgrade still switches its kind off.
    const unsubscribed = await app.request({
      method: 'POST',
      url: '/api/notifications/unsubscribe?token=old-link-token',
    });
    expect(unsubscribed.statusCode).toBe(200);

    // A result entered now is mailed through the queue, and the row says it went.
    const match = await createMatch(app, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await playMatch(app, world, match.id, 'home', { confirm: false });
    await app.app.ctx.mailQueue.idle();
    expect(app.mails.map((mail) => mail.to)).toEqual([world.emails.captain2]);
    const queued = await app.db.selectFrom('mailQueue').select(['toAddress', 'sentAt']).execute();
    expect(queued).toEqual([
      { toAddress: world.emails.captain2, sentAt: expect.any(String) as string },
    ]);
  });

  it('each migration only adds: an older build finds every table and column it knows, as it was, and can leave out any column added since (rolling upgrades, docs/deploy.md)', async () => {
    database = await createTestDatabase(kind, { empty: true });
    const db = database.db;
    type Column = { dataType: string; isNullable: boolean; hasDefaultValue: boolean };
    // The one migration allowed to take something away, and only this: a column of secrets in
    // clear, which had to go. docs/deploy.md says to upgrade across it with every process stopped.
    const NOT_ADDITIVE: Record<string, string[]> = {
      '0015-unsubscribe-token-hashes': [
        'dropped unsubscribe_tokens.token',
        'added unsubscribe_tokens.token_hash, required and without a default',
      ],
    };
    const schema = async () => {
      const tables = new Map<string, Map<string, Column>>();
      for (const table of await db.introspection.getTables())
        tables.set(table.name, new Map(table.columns.map((column) => [column.name, column])));
      return tables;
    };
    let before = await schema();
    for (const name of MIGRATION_NAMES) {
      await migrateToLatest(db, name);
      const after = await schema();
      const breaks: string[] = [];
      for (const [table, columns] of before) {
        const now = after.get(table);
        if (!now) {
          breaks.push(`dropped table ${table}`);
          continue;
        }
        for (const [column, was] of columns) {
          const is = now.get(column);
          if (!is) breaks.push(`dropped ${table}.${column}`);
          else if (is.dataType !== was.dataType) breaks.push(`retyped ${table}.${column}`);
          else if (was.isNullable && !is.isNullable)
            breaks.push(`made ${table}.${column} required`);
        }
        for (const [column, is] of now)
          if (!columns.has(column) && !is.isNullable && !is.hasDefaultValue)
            breaks.push(`added ${table}.${column}, required and without a default`);
      }
      expect({ migration: name, breaks }).toEqual({
        migration: name,
        breaks: NOT_ADDITIVE[name] ?? [],
      });
      before = after;
    }
  });

  it('hashes the unsubscribe tokens of an older database: a link mailed before the upgrade still unsubscribes, and no token is left in clear', async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0011-mail-queue');
    const world = await seedWorld(database.db, { emailVerified: false });
    const at = new Date().toISOString();
    const mailed = {
      captain2: 'mailed-before-the-upgrade-1',
      player1: 'mailed-before-the-upgrade-2',
    };
    for (const [who, token] of Object.entries(mailed))
      await sql`insert into unsubscribe_tokens (token, user_id, kind, created_at)
                values (${token}, ${world.users[who as keyof typeof mailed]}, 'result-entered', ${at})`.execute(
        database.db,
      );

    await migrateToLatest(database.db);
    const app = await buildTestApp(
      kind,
      { PUBLIC_URL: 'https://league.example.test' },
      { database },
    );
    t = app;

    // Nothing in the table is a token a link carries.
    const stored = JSON.stringify(
      await app.db.selectFrom('unsubscribeTokens').selectAll().execute(),
    );
    for (const token of Object.values(mailed)) expect(stored).not.toContain(token);
    expect(stored).toContain(hashToken(mailed.captain2));

    // The old link still switches its kind off, for its owner only.
    const unsubscribed = await app.request({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${mailed.captain2}`,
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ kind: 'result-entered' });
    const switches = async (who: 'captain2' | 'player1') =>
      (
        await call(app, {
          method: 'GET',
          url: '/api/notifications/preferences',
          cookie: await cookieFor(app, world, who),
        })
      ).json<{ email: Record<string, boolean> }>().email['result-entered'];
    expect(await switches('captain2')).toBe(false);
    expect(await switches('player1')).toBe(true);
    // A hash is not a link: the stored value itself opens nothing.
    const byHash = await app.request({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${hashToken(mailed.player1)}`,
    });
    expect(byHash.statusCode).toBe(404);

    // A mail sent now carries a new link, stored only as its hash, and it works too.
    await call(app, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      cookie: await cookieFor(app, world, 'captain2'),
      payload: { email: { 'result-entered': true } },
    });
    const match = await createMatch(app, world, { homeTeamId: 't1', awayTeamId: 't2' });
    await playMatch(app, world, match.id, 'home', { confirm: false });
    await app.app.ctx.mailQueue.idle();
    const header = app.mails[0]?.headers?.['List-Unsubscribe'] ?? '';
    const fresh = new URL(header.slice(1, -1)).searchParams.get('token') ?? '';
    expect(fresh).not.toBe('');
    expect(fresh).not.toBe(mailed.captain2);
    const after = JSON.stringify(
      await app.db.selectFrom('unsubscribeTokens').selectAll().execute(),
    );
    expect(after).not.toContain(fresh);
    expect(after).toContain(hashToken(fresh));
    expect(
      (
        await app.request({
          method: 'POST',
          url: `/api/notifications/unsubscribe?token=${encodeURIComponent(fresh)}`,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('counts the e-mail of vouched-for accounts as proved, a bare registration not, and keeps invites working', async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0011-mail-queue');
    const world = await seedWorld(database.db, { emailVerified: false });
    const at = new Date().toISOString();
    // An invite sent before the upgrade, to make the invitee captain of a team that has one.
    await database.db
      .insertInto('invites')
      .values({
        tokenHash: hashToken('old-invite-token'),
        playerId: 't2-p3',
        email: 'invitee@example.test',
        captainOfTeamId: 't2',
        createdByUserId: world.users.admin,
        createdAt: at,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        usedAt: null,
      })
      .execute();
    const before = await database.db.selectFrom('users').select('id').orderBy('id').execute();

    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;

    expect(await app.db.selectFrom('users').select('id').orderBy('id').execute()).toEqual(before);
    const admin = await cookieFor(app, world, 'admin');
    const users = (await call(app, { method: 'GET', url: '/api/users', cookie: admin })).json<{
      items: { email: string; emailVerified: boolean }[];
    }>();
    // Admins and accounts with a role or a player record were vouched for; the bare
    // registration (the 'plain' account) was not.
    expect(Object.fromEntries(users.items.map((user) => [user.email, user.emailVerified]))).toEqual(
      {
        [world.emails.admin]: true,
        [world.emails.captain1]: true,
        [world.emails.captain2]: true,
        [world.emails.captain3]: true,
        [world.emails.player1]: true,
        [world.emails.plain]: false,
      },
    );
    const link = await app.request({
      method: 'PATCH',
      url: '/api/players/t3-p5',
      payload: { userId: world.users.plain },
      cookie: admin,
    });
    expect(link.statusCode).toBe(409);
    // The old captain invite does not know who captained the team then: it makes a player, and
    // Team 2 keeps its captain.
    const accepted = await call(
      app,
      {
        method: 'POST',
        url: '/api/auth/accept-invite',
        payload: { token: 'old-invite-token', password: 'a brand new passphrase' },
      },
      201,
    );
    expect(accepted.json()).toMatchObject({ role: 'player', captainOf: [] });
    const team = (await call(app, { method: 'GET', url: '/api/teams/t2' })).json<{
      captainUserId: string;
    }>();
    expect(team.captainUserId).toBe(world.users.captain2);
  });

  it("keeps an older database's cups as single elimination without a plate or groups", async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0016-competitions');
    const world = await seedWorld(database.db);
    const at = new Date().toISOString();
    await database.db
      .insertInto('competitions')
      .values({
        id: 'c-old',
        seasonId: world.seasonId,
        name: 'Old Cup',
        kind: 'team-knockout',
        state: 'drawn',
        format: JSON.stringify(STANDARD_FORMAT),
        homeRule: 'drawn-first',
        draw: JSON.stringify({ method: 'manual' }),
        drawOrder: JSON.stringify(world.teams),
        roundDates: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await database.db
      .insertInto('competitionEntries')
      .values(world.teams.map((teamId) => ({ competitionId: 'c-old', teamId })))
      .execute();

    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;
    const cup = (
      await call(app, {
        method: 'GET',
        url: '/api/competitions/c-old',
        cookie: await cookieFor(app, world, 'admin'),
      })
    ).json<{ bracket: string; plate: boolean; rounds: { name: string }[] }>();
    // Nor does it gain groups (migration 0020).
    expect(cup).toMatchObject({
      bracket: 'single-elimination',
      plate: false,
      groups: null,
      groupStage: null,
    });
    expect(cup.rounds.map((round) => round.name)).toEqual(['Semi-finals', 'Final']);
  });

  it("keeps an older database's tables as they were, with no adjustment, and records one after", async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0020-competition-groups');
    const world = await seedWorld(database.db);
    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;
    const table = async () =>
      (await call(app, { method: 'GET', url: `/api/standings?seasonId=${world.seasonId}` }))
        .json<StandingsAnswer>()
        .items.map(({ teamId, points, adjustment }) => ({ teamId, points, adjustment }));
    expect(await table()).toEqual(
      ['t1', 't2', 't3'].map((teamId) => ({ teamId, points: 0, adjustment: 0 })),
    );
    await call(
      app,
      {
        method: 'POST',
        url: '/api/adjustments',
        cookie: await adminCookie(app, world),
        payload: { teamId: 't1', points: -2, reason: 'Late result' },
      },
      201,
    );
    expect((await table())[2]).toEqual({ teamId: 't1', points: -2, adjustment: -2 });
  });

  it('gives every season of an older database no points per rack, its table as it was, and takes some after', async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0022-league-walkover-rule');
    const world = await seedWorld(database.db);
    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;
    const season = async () =>
      (await call(app, { method: 'GET', url: `/api/seasons/${world.seasonId}` })).json<Season>();
    expect(await season()).toMatchObject({ pointsPerFrame: 0, pointsPerRack: 0 });
    await playMatch(
      app,
      world,
      (await createMatch(app, world, { homeTeamId: 't1', awayTeamId: 't2' })).id,
      'home',
    );
    const points = async () =>
      (await call(app, { method: 'GET', url: `/api/standings?seasonId=${world.seasonId}` }))
        .json<StandingsAnswer>()
        .items.map(({ teamId, points: total }) => [teamId, total]);
    expect(await points()).toEqual([
      ['t1', 2],
      ['t3', 0],
      ['t2', 0],
    ]);
    await call(app, {
      method: 'PATCH',
      url: `/api/seasons/${world.seasonId}`,
      cookie: await adminCookie(app, world),
      payload: { pointsPerRack: 1 },
    });
    expect((await season()).pointsPerRack).toBe(1);
    // In a one-frame format a rack is the frame: 16 won, 16 points on top.
    expect((await points())[0]).toEqual(['t1', 18]);
  });
  it('keeps every team of an older database a league team, and takes a singles knockout after', async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0023-season-points-per-rack');
    const world = await seedWorld(database.db);
    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;
    const kinds = await database.db
      .selectFrom('teams')
      .select(['id', 'kind'])
      .orderBy('id')
      .execute();
    expect(kinds).toEqual(world.teams.map((id) => ({ id, kind: 'club' })));
    const admin = await adminCookie(app, world);
    const cup = (
      await call(
        app,
        {
          method: 'POST',
          url: '/api/competitions',
          cookie: admin,
          payload: {
            seasonId: world.seasonId,
            name: 'Singles',
            kind: 'singles-knockout',
            playerIds: ['t1-p1', 't2-p1'],
          },
        },
        201,
      )
    ).json<{ entries: { playerIds?: string[] }[] }>();
    expect(cup.entries.map((entry) => entry.playerIds)).toEqual(
      expect.arrayContaining([['t1-p1'], ['t2-p1']]),
    );
    const teams = (
      await call(app, { method: 'GET', url: `/api/teams?seasonId=${world.seasonId}` })
    ).json<{ items: { id: string }[] }>();
    expect(teams.items.map((team) => team.id)).toEqual(world.teams);
  });

  it("keeps an older database's knockouts open to every league player", async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0024-singles-knockouts');
    const world = await seedWorld(database.db);
    const at = '2026-09-01T12:00:00.000Z';
    await database.db
      .insertInto('competitions')
      .values({
        id: 'c-old',
        seasonId: world.seasonId,
        name: 'Old singles',
        kind: 'singles-knockout',
        state: 'entries',
        format: JSON.stringify({
          roundsPerMatch: 1,
          framesPerRound: 1,
          positionsPerTeam: 1,
          name: 'Singles',
        }),
        homeRule: 'drawn-first',
        draw: null,
        drawOrder: null,
        roundDates: null,
        createdAt: at,
        updatedAt: at,
        entriesCloseAt: '2099-01-01T00:00:00.000Z',
        capacity: null,
        groupSize: null,
        groupQualifiers: null,
        roundRaces: null,
      })
      .execute();
    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;
    const row = await database.db
      .selectFrom('competitions')
      .select('seasonPlayersOnly')
      .where('id', '=', 'c-old')
      .executeTakeFirstOrThrow();
    expect(row.seasonPlayersOnly).toBe(0);
    const cup = (await call(app, { method: 'GET', url: '/api/competitions/c-old' })).json<object>();
    expect(cup).toMatchObject({ name: 'Old singles', kind: 'singles-knockout' });
    expect(cup).not.toHaveProperty('seasonPlayersOnly');
  });
  it('gives an older league the default result deadlines, and keeps its results unmarked', async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0025-season-players-only');
    const world = await seedWorld(database.db);
    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;
    const league = async () =>
      (await call(app, { method: 'GET', url: '/api/leagues/l1' })).json<League>();
    expect(await league()).toMatchObject({ resultDueHours: 48, autoCompleteHours: 72 });
    const changed = await call(app, {
      method: 'PATCH',
      url: '/api/leagues/l1',
      cookie: await adminCookie(app, world),
      payload: { resultDueHours: 24 },
    });
    expect(changed.json<League>()).toMatchObject({ resultDueHours: 24, autoCompleteHours: 72 });
    // A result confirmed now is stamped with when; one from before the upgrade has no stamp.
    const played = await playMatch(
      app,
      world,
      (await createMatch(app, world, { homeTeamId: 't1', awayTeamId: 't2' })).id,
      'home',
    );
    expect(played.progress.completedAt).toEqual(expect.any(String));
  });
  it('gives an older league no penalty rules, so its upgrade proposes nothing', async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0026-result-deadlines');
    const world = await seedWorld(database.db);
    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;
    const league = (await call(app, { method: 'GET', url: '/api/leagues/l1' })).json<League>();
    expect(league).toMatchObject({ lateResultPenalty: 0, unconfirmedPenalty: 0 });
    const listed = await call(app, {
      method: 'GET',
      url: '/api/penalty-proposals',
      cookie: await adminCookie(app, world),
    });
    expect(listed.json()).toEqual({ items: [] });
  });
  it('gives an older league pounds and an empty ledger, and keeps its teams deletable', async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0027-penalty-proposals');
    const world = await seedWorld(database.db);
    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;
    const league = (await call(app, { method: 'GET', url: '/api/leagues/l1' })).json<League>();
    expect(league.currency).toBe('GBP');
    const summary = await call(app, {
      method: 'GET',
      url: `/api/ledger/seasons/${world.seasonId}`,
      cookie: await adminCookie(app, world),
    });
    expect(summary.json()).toMatchObject({ charged: 0, paid: 0, balance: 0 });
  });
  it("keeps a ledger's entries as the teams' own when it learns to name players", async () => {
    database = await createTestDatabase(kind, { empty: true });
    await migrateToLatest(database.db, '0028-ledger');
    const world = await seedWorld(database.db);
    // An entry written before 0029, with the columns it had then.
    await sql`insert into ledger_entries (id, season_id, team_id, kind, category, method, amount, entry_date, note, created_at)
      values ('e1', ${world.seasonId}, 't1', 'charge', 'entry-fee', null, 4500, '2026-09-01', 'Entry fee', '2026-09-01T10:00:00.000Z')`.execute(
      database.db,
    );
    await migrateToLatest(database.db);
    const app = await buildTestApp(kind, {}, { database });
    t = app;
    const statement = await call(app, {
      method: 'GET',
      url: '/api/ledger/teams/t1',
      cookie: await adminCookie(app, world),
    });
    expect(statement.json()).toMatchObject({
      balance: 4500,
      lines: [{ id: 'e1', playerId: null, amount: 4500, note: 'Entry fee' }],
      players: [],
    });
  });
});
