import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-db.ts';
import { seedWorld } from '../test/world.ts';
import {
  FAILED_MAIL_RETENTION_MS,
  NOTIFICATION_RETENTION_MS,
  pruneExpired,
  READ_NOTIFICATION_RETENTION_MS,
  RECEIPT_RETENTION_MS,
  SENT_MAIL_RETENTION_MS,
} from './housekeeping.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const ahead = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const DAY = 24 * 3_600_000;

describe.each(TEST_DATABASES)('pruning expired rows (%s)', (kind) => {
  let database: TestDatabase;
  afterEach(async () => database.dispose());

  it('removes expired sessions, reset and confirmation links, invites and old receipts, and keeps the rest', async () => {
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
    const verification = { userId, email: world.emails.plain, usedAt: null };
    await db
      .insertInto('emailVerifications')
      .values([
        { ...verification, tokenHash: 'v-old', createdAt: ago(3 * DAY), expiresAt: ago(DAY) },
        { ...verification, tokenHash: 'v-new', createdAt: ago(DAY), expiresAt: ahead(DAY) },
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
      verifications: 1,
      invites: 1,
      receipts: 1,
      rateLimits: 0,
      notifications: 0,
      mails: 0,
    });

    const sessions = await db.selectFrom('sessions').select('id').execute();
    expect(sessions.map((row) => row.id)).toContain('live');
    expect(sessions.map((row) => row.id)).not.toContain('expired');
    const resets = await db.selectFrom('passwordResets').select('tokenHash').execute();
    expect(resets.map((row) => row.tokenHash)).toEqual(['new']);
    const verifications = await db.selectFrom('emailVerifications').select('tokenHash').execute();
    expect(verifications.map((row) => row.tokenHash)).toEqual(['v-new']);
    const invites = await db.selectFrom('invites').select('tokenHash').execute();
    expect(invites.map((row) => row.tokenHash)).toEqual(['i-new']);
    const receipts = await db.selectFrom('mutationReceipts').select('mutationId').execute();
    expect(receipts.map((row) => row.mutationId)).toEqual(['m-recent']);
  });

  it('removes read notifications after 90 days and any after a year, and old reminder claims', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const world = await seedWorld(db);
    const note = { userId: world.users.player1, kind: 'fixture-moved', title: 'x', link: '/' };
    const old = ago(READ_NOTIFICATION_RETENTION_MS + DAY);
    await db
      .insertInto('notifications')
      .values([
        { ...note, id: 'read-old', createdAt: old, readAt: old },
        { ...note, id: 'unread-old', createdAt: old, readAt: null },
        { ...note, id: 'read-recent', createdAt: ago(DAY), readAt: ago(DAY) },
        {
          ...note,
          id: 'unread-ancient',
          createdAt: ago(NOTIFICATION_RETENTION_MS + DAY),
          readAt: null,
        },
      ])
      .execute();
    await db
      .insertInto('matches')
      .values({
        id: 'm1',
        seasonId: world.seasonId,
        homeTeamId: 't1',
        awayTeamId: 't2',
        venueId: null,
        scheduledDate: ago(30 * DAY),
        state: 'completed',
        format: '{}',
        preMatchState: '{}',
        progress: '{}',
        version: 1,
        homeScore: 0,
        awayScore: 0,
        updatedAt: ago(30 * DAY),
      })
      .execute();
    await db
      .insertInto('notificationClaims')
      .values([
        { matchId: 'm1', userId: world.users.player1, kind: 'match-day', claimedAt: ago(30 * DAY) },
        { matchId: 'm1', userId: world.users.captain1, kind: 'match-day', claimedAt: ago(DAY) },
      ])
      .execute();

    expect((await pruneExpired(db, NOW)).notifications).toBe(2);
    const kept = await db.selectFrom('notifications').select('id').orderBy('id').execute();
    expect(kept.map((row) => row.id)).toEqual(['read-recent', 'unread-old']);
    const claims = await db.selectFrom('notificationClaims').select('userId').execute();
    expect(claims.map((row) => row.userId)).toEqual([world.users.captain1]);
  });

  it('removes mails sent a month ago and given up three months ago, never one still to send', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const world = await seedWorld(db);
    const mail = {
      userId: world.users.player1,
      toAddress: world.emails.player1,
      subject: 'x',
      body: 'x',
      link: null,
      headers: null,
    };
    const old = ago(FAILED_MAIL_RETENTION_MS + DAY);
    await db
      .insertInto('mailQueue')
      .values([
        {
          ...mail,
          id: 'sent-old',
          createdAt: old,
          nextAttemptAt: old,
          sentAt: ago(SENT_MAIL_RETENTION_MS + DAY),
        },
        { ...mail, id: 'sent-recent', createdAt: old, nextAttemptAt: old, sentAt: ago(DAY) },
        { ...mail, id: 'failed-old', createdAt: old, nextAttemptAt: old, failedAt: old },
        { ...mail, id: 'failed-recent', createdAt: old, nextAttemptAt: old, failedAt: ago(DAY) },
        { ...mail, id: 'pending-old', createdAt: old, nextAttemptAt: old },
      ])
      .execute();
    expect((await pruneExpired(db, NOW)).mails).toBe(2);
    const kept = await db.selectFrom('mailQueue').select('id').orderBy('id').execute();
    expect(kept.map((row) => row.id)).toEqual(['failed-recent', 'pending-old', 'sent-recent']);
  });
});
