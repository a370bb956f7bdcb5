// Notifications, their e-mail switches, unsubscribe tokens (hashed: migration 0015) and
// sent-once claims (migration 0010), and who is on a team for them: the queries of services/notifications.ts.
import {
  DEFAULT_EMAIL_PREFERENCES,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
} from '@cueleague/domain/notifications';
import type { Insertable, Selectable } from 'kysely';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { NotificationsTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

const toNotification = (row: Selectable<NotificationsTable>): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  link: row.link,
  matchId: row.matchId,
  createdAt: row.createdAt,
  readAt: row.readAt,
});

export const insertNotifications = async (
  db: Executor,
  rows: readonly Insertable<NotificationsTable>[],
): Promise<void> => {
  if (rows.length > 0)
    await db
      .insertInto('notifications')
      .values([...rows])
      .execute();
};

/** The user's newest notifications first (ids break a tie of equal times). */
export const newestNotifications = async (
  db: Executor,
  userId: string,
  limit: number,
): Promise<Notification[]> =>
  (
    await db
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  ).map(toNotification);

export const unreadCount = async (db: Executor, userId: string): Promise<number> => {
  const row = await db
    .selectFrom('notifications')
    .select(({ fn }) => fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
};

/** Marks the user's own unread notifications read (those ids, or all); answers how many. */
export const markRead = async (
  db: Executor,
  userId: string,
  ids: readonly string[] | undefined,
  at: string,
): Promise<number> => {
  if (ids && ids.length === 0) return 0;
  let query = db
    .updateTable('notifications')
    .set({ readAt: at })
    .where('userId', '=', userId)
    .where('readAt', 'is', null);
  if (ids) query = query.where('id', 'in', [...ids]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** Every kind's e-mail switch for the user: the stored ones over the defaults (all on). */
export const emailPreferences = async (
  db: Executor,
  userId: string,
): Promise<Record<NotificationKind, boolean>> => {
  const rows = await db
    .selectFrom('notificationEmailPreferences')
    .select(['kind', 'enabled'])
    .where('userId', '=', userId)
    .execute();
  const preferences = { ...DEFAULT_EMAIL_PREFERENCES };
  for (const row of rows) {
    if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind))
      preferences[row.kind as NotificationKind] = row.enabled === 1;
  }
  return preferences;
};

/** Users (of those given) who switched this kind's e-mail off. */
export const emailSwitchedOff = async (
  db: Executor,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<Set<string>> => {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('notificationEmailPreferences')
    .select('userId')
    .where('userId', 'in', [...userIds])
    .where('kind', '=', kind)
    .where('enabled', '=', 0)
    .execute();
  return new Set(rows.map((row) => row.userId));
};

export const setEmailPreferences = async (
  db: Executor,
  userId: string,
  email: Partial<Record<NotificationKind, boolean>>,
): Promise<void> => {
  for (const [kind, enabled] of Object.entries(email)) {
    if (enabled === undefined) continue;
    await db
      .insertInto('notificationEmailPreferences')
      .values({ userId, kind, enabled: enabled ? 1 : 0 })
      .onConflict((oc) => oc.columns(['userId', 'kind']).doUpdateSet({ enabled: enabled ? 1 : 0 }))
      .execute();
  }
};

/**
 * A new unsubscribe link's token for this user and kind: stored as its hash only, so every mail
 * gets its own (the ones mailed before keep working).
 */
export const newUnsubscribeToken = async (
  db: Executor,
  userId: string,
  kind: NotificationKind,
  at: string,
): Promise<string> => {
  const token = newToken();
  await db
    .insertInto('unsubscribeTokens')
    .values({ tokenHash: hashToken(token), userId, kind, createdAt: at })
    .execute();
  return token;
};

export const findUnsubscribeToken = async (
  db: Executor,
  token: string,
): Promise<{ userId: string; kind: NotificationKind } | null> => {
  const row = await db
    .selectFrom('unsubscribeTokens')
    .select(['userId', 'kind'])
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || !(NOTIFICATION_KINDS as readonly string[]).includes(row.kind)) return null;
  return { userId: row.userId, kind: row.kind as NotificationKind };
};

/**
 * Claims a sent-once notification: true only for the one caller whose row went in; every other
 * (another process, a restart) finds it there and sends nothing.
 */
export const claimOnce = async (
  db: Executor,
  claim: { matchId: string; userId: string; kind: NotificationKind; at: string },
): Promise<boolean> => {
  const result = await db
    .insertInto('notificationClaims')
    .values({
      matchId: claim.matchId,
      userId: claim.userId,
      kind: claim.kind,
      claimedAt: claim.at,
    })
    .onConflict((oc) => oc.columns(['matchId', 'userId', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};

/** Users whose sent-once notification of this kind about the match is claimed. */
export const claimedUsers = async (
  db: Executor,
  matchId: string,
  kind: NotificationKind,
): Promise<Set<string>> => {
  const rows = await db
    .selectFrom('notificationClaims')
    .select('userId')
    .where('matchId', '=', matchId)
    .where('kind', '=', kind)
    .execute();
  return new Set(rows.map((row) => row.userId));
};

/** Lets the match's sent-once notifications of this kind be sent again (it moved to a new day). */
export const releaseClaims = async (
  db: Executor,
  matchId: string,
  kind: NotificationKind,
): Promise<void> => {
  await db
    .deleteFrom('notificationClaims')
    .where('matchId', '=', matchId)
    .where('kind', '=', kind)
    .execute();
};

/** The e-mail of each of these users. */
export const emailsOf = async (
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, string>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', [...userIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.email]));
};

/** Accounts linked to a player on the team's active roster; with `captainsOnly`, its captains'. */
const activeMemberUsers = async (
  db: Executor,
  teamId: string,
  { captainsOnly }: { captainsOnly: boolean },
): Promise<(string | null)[]> => {
  const rows = await db
    .selectFrom('teamPlayers')
    .innerJoin('players', 'players.id', 'teamPlayers.playerId')
    .select('players.userId')
    .where('teamPlayers.teamId', '=', teamId)
    .where('teamPlayers.isActive', '=', 1)
    .$if(captainsOnly, (query) => query.where('teamPlayers.role', '=', 'captain'))
    .where('players.userId', 'is not', null)
    .execute();
  return rows.map((row) => row.userId);
};

/** A singles knockout entrant's players' accounts (docs/decisions/0048): they hold its side. */
const entrantUsers = async (db: Executor, teamId: string): Promise<(string | null)[]> =>
  (
    await db
      .selectFrom('entrantPlayers')
      .innerJoin('players', 'players.id', 'entrantPlayers.playerId')
      .select('players.userId')
      .where('entrantPlayers.teamId', '=', teamId)
      .execute()
  ).map((row) => row.userId);

/**
 * Each side's captains: a team's captainUserId and accounts holding an active captain membership;
 * an entrant's player. Whatever a captain is told of a match (a draw, a tie, a date, a result to
 * confirm), a singles player is told of their own tie.
 */
export const captainsOf = async (db: Executor, teamId: string): Promise<string[]> => {
  const team = await db
    .selectFrom('teams')
    .select('captainUserId')
    .where('id', '=', teamId)
    .executeTakeFirst();
  const members = await activeMemberUsers(db, teamId, { captainsOnly: true });
  return unique([team?.captainUserId, ...members, ...(await entrantUsers(db, teamId))]);
};

/** Accounts linked to a player on the team's active roster, and its captain. */
export const rosterUsersOf = async (db: Executor, teamId: string): Promise<string[]> => {
  const members = await activeMemberUsers(db, teamId, { captainsOnly: false });
  return unique([...(await captainsOf(db, teamId)), ...members]);
};

/** Every admin: a league's admins and accounts whose role is admin. */
export const adminUserIds = async (db: Executor): Promise<string[]> => {
  const leagueAdmins = await db.selectFrom('leagueAdmins').select('userId').execute();
  const roleAdmins = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .execute();
  return unique([...leagueAdmins.map((row) => row.userId), ...roleAdmins.map((row) => row.id)]);
};

const unique = (ids: readonly (string | null | undefined)[]): string[] => [
  ...new Set(ids.filter((id): id is string => Boolean(id))),
];

/** Read notifications past `readBefore`, any past `anyBefore`, and claims past `claimsBefore`. */
export const pruneNotifications = async (
  db: Executor,
  cut: { readBefore: string; anyBefore: string; claimsBefore: string },
): Promise<number> => {
  const read = await db
    .deleteFrom('notifications')
    .where('readAt', 'is not', null)
    .where('createdAt', '<', cut.readBefore)
    .executeTakeFirst();
  const old = await db
    .deleteFrom('notifications')
    .where('createdAt', '<', cut.anyBefore)
    .executeTakeFirst();
  await db.deleteFrom('notificationClaims').where('claimedAt', '<', cut.claimsBefore).execute();
  return Number(read.numDeletedRows) + Number(old.numDeletedRows);
};
