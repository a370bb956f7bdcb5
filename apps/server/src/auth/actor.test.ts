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

  // A real failure, not a mock: the table the lookup reads is gone.
  // Each case: the logged message, what the caller gets, which lookup fails, the table dropped
  // under it, who signs in and what they resolve to.
  it.each([
    [
      'Error fetching user team',
      'gives no teams',
      'team',
      'team_players',
      'player1',
      { role: 'player', actor: { captainOf: [], memberOf: [] } },
    ],
    [
      'Error determining user role',
      "falls back to 'user'",
      'role',
      'league_admins',
      'admin',
      { role: 'user', isAdmin: false, team: null },
    ],
  ] as const)(
    "logs '%s' and %s when the %s lookup fails",
    async (message, _outcome, _lookup, table, who, expected) => {
      database = await createTestDatabase(kind);
      const world = await seedWorld(database.db);
      // A real failure, not a mock: the table the lookup reads is gone.
      await sql`drop table ${sql.table(table)}`.execute(database.db);
      const { log, messages } = recordingLog();
      const resolved = await resolveAuth(
        database.db,
        { id: world.users[who], email: world.emails[who], sessionId: 's' },
        log,
      );
      expect(resolved).toMatchObject(expected);
      expect(messages).toEqual([message]);
    },
  );
});
