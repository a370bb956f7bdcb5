// Role and team resolution against a real database, including its failure paths: a lookup that
// fails is logged with the error catalogue's words (docs/rules.md) and never turns into an error
// for the request.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-db.ts';
import { seedWorld } from '../test/world.ts';
import { resolveAuth } from './actor.ts';

const recordingLog = () => {
  const messages: string[] = [];
  const log = { error: (_details: unknown, message: string) => messages.push(message) };
  return { messages, log: log as unknown as FastifyBaseLogger };
};

describe.each(TEST_DATABASES)('resolveAuth (%s)', (kind) => {
  let database: TestDatabase;
  afterEach(async () => database.dispose());

  it("resolves a captain with their team, and a player's membership", async () => {
    database = await createTestDatabase(kind);
    const world = await seedWorld(database.db);
    const { log, messages } = recordingLog();
    const captain = await resolveAuth(
      database.db,
      { id: world.users.captain1, email: world.emails.captain1, sessionId: 's' },
      log,
    );
    expect(captain).toMatchObject({ role: 'captain', isAdmin: false, team: { id: 't1' } });
    expect(captain.actor.captainOf).toEqual(['t1']);
    const player = await resolveAuth(
      database.db,
      { id: world.users.player1, email: world.emails.player1, sessionId: 's' },
      log,
    );
    expect(player.actor).toMatchObject({ role: 'player', captainOf: [], memberOf: ['t1'] });
    expect(messages).toEqual([]);
  });

  it("logs 'Error fetching user team' and gives no teams when the team lookup fails", async () => {
    database = await createTestDatabase(kind);
    const world = await seedWorld(database.db);
    // A real failure, not a mock: the memberships table is gone.
    await sql`drop table team_players`.execute(database.db);
    const { log, messages } = recordingLog();
    const player = await resolveAuth(
      database.db,
      { id: world.users.player1, email: world.emails.player1, sessionId: 's' },
      log,
    );
    expect(player.role).toBe('player');
    expect(player.actor).toMatchObject({ captainOf: [], memberOf: [] });
    expect(messages).toEqual(['Error fetching user team']);
  });

  it("logs 'Error determining user role' and falls back to 'user' when the role lookup fails", async () => {
    database = await createTestDatabase(kind);
    const world = await seedWorld(database.db);
    await sql`drop table league_admins`.execute(database.db);
    const { log, messages } = recordingLog();
    const admin = await resolveAuth(
      database.db,
      { id: world.users.admin, email: world.emails.admin, sessionId: 's' },
      log,
    );
    expect(admin).toMatchObject({ role: 'user', isAdmin: false, team: null });
    expect(messages).toEqual(['Error determining user role']);
  });
});
