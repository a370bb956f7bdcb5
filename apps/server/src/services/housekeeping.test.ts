import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-db.ts';
import { seedWorld } from '../test/world.ts';
import { pruneExpired, RECEIPT_RETENTION_MS } from './housekeeping.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const ahead = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const DAY = 24 * 3_600_000;

describe.each(TEST_DATABASES)('pruning expired rows (%s)', (kind) => {
  let database: TestDatabase;
  afterEach(async () => database.dispose());

  it('removes expired sessions, reset links, invites and old receipts, and keeps the rest', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const world = await seedWorld(db);
    const userId = world.users.plain;
    await db
      .insertInto('sessions')
      .values([
        { id: 'expired', userId, createdAt: ago(31 * DAY), expiresAt: ago(DAY) },
        { id: 'live', userId, createdAt: ago(DAY), expiresAt: ahead(29 * DAY) },
      ])
      .execute();
    await db
      .insertInto('passwordResets')
      .values([
        { tokenHash: 'old', userId, createdAt: ago(2 * DAY), expiresAt: ago(DAY), usedAt: null },
        {
          tokenHash: 'new',
          userId,
          createdAt: ago(60_000),
          expiresAt: ahead(60_000),
          usedAt: null,
        },
      ])
      .execute();
    const invite = { playerId: world.players[0][4] ?? '', email: 'new@example.test' };
    await db
      .insertInto('invites')
      .values([
        { ...invite, tokenHash: 'i-old', createdAt: ago(15 * DAY), expiresAt: ago(DAY) },
        { ...invite, tokenHash: 'i-new', createdAt: ago(DAY), expiresAt: ahead(13 * DAY) },
      ])
      .execute();
    const receipt = { userId, statusCode: 200, response: '{}' };
    await db
      .insertInto('mutationReceipts')
      .values([
        { ...receipt, mutationId: 'm-old', createdAt: ago(RECEIPT_RETENTION_MS + DAY) },
        { ...receipt, mutationId: 'm-recent', createdAt: ago(RECEIPT_RETENTION_MS - DAY) },
      ])
      .execute();

    expect(await pruneExpired(db, NOW)).toEqual({
      sessions: 1,
      resets: 1,
      invites: 1,
      receipts: 1,
      rateLimits: 0,
    });

    const sessions = await db.selectFrom('sessions').select('id').execute();
    expect(sessions.map((row) => row.id)).toContain('live');
    expect(sessions.map((row) => row.id)).not.toContain('expired');
    const resets = await db.selectFrom('passwordResets').select('tokenHash').execute();
    expect(resets.map((row) => row.tokenHash)).toEqual(['new']);
    const invites = await db.selectFrom('invites').select('tokenHash').execute();
    expect(invites.map((row) => row.tokenHash)).toEqual(['i-new']);
    const receipts = await db.selectFrom('mutationReceipts').select('mutationId').execute();
    expect(receipts.map((row) => row.mutationId)).toEqual(['m-recent']);
  });
});
