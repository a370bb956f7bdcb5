// What concerns a signed-in user (docs/rules.md, Notifications): the kinds of notification, what
// each says, and the shapes the API answers with. The server writes a notification (and, unless
// the user switched that kind off, an e-mail) when the event happens; the web app shows the bell.
import { z } from 'zod';
import { idSchema, timestampSchema } from './entities.ts';

export const NOTIFICATION_KINDS = [
  /** Your team plays today (sent once, at the reminder hour, league time). */
  'match-day',
  /** The other captain locked the last round: the result is in and awaits your confirmation. */
  'result-entered',
  /** Your team's result is due soon and still missing (docs/rules.md, Results on time). */
  'result-due',
  /** A result left unconfirmed was completed by the result timer. */
  'result-auto-completed',
  /** The other captain confirmed the result (awaiting yours, or the match is now completed). */
  'result-confirmed',
  /** The other captain disputed the result. */
  'result-disputed',
  /** For admins: a captain disputed a result, which an admin settles. */
  'dispute-raised',
  /** A fixture of your team moved: a new date or venue, postponed or rescheduled. */
  'fixture-moved',
  /** A match of your team was decided without play: a walkover, or made void. */
  'match-decided',
  /** For admins: a captain invite was accepted after the captaincy changed, so as a player. */
  'invite-accepted-as-player',
  /** Your team's next cup tie is made: the tie before it played or decided. */
  'cup-tie',
  /** A cup your team entered is published: whom you meet first, or the round your bye takes you to. */
  'cup-draw',
  /** The other team's captain proposed a date for your cup tie, for you to accept or decline. */
  'tie-date-proposed',
  /** A cup tie's date is agreed: the proposal accepted, and the match moved to it. */
  'tie-date-agreed',
  /** For admins: a team entered a cup, or withdrew from it before the draw. */
  'cup-entry',
] as const;

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** How /profile names each kind, next to its e-mail switch. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'match-day': 'Match day reminders',
  'result-entered': 'A result awaits your confirmation',
  'result-due': 'A result of your team is due',
  'result-auto-completed': 'A result completed automatically',
  'result-confirmed': 'The other captain confirmed a result',
  'result-disputed': 'The other captain disputed a result',
  'dispute-raised': 'Disputes to settle (admins)',
  'fixture-moved': 'A fixture of your team moved',
  'invite-accepted-as-player': 'Captain invites accepted as a player (admins)',
  'cup-tie': "Your team's next cup tie",
  'cup-draw': "Your team's cup draws",
  'tie-date-proposed': 'A date proposed for your cup tie',
  'tie-date-agreed': "A cup tie's date agreed",
  'cup-entry': 'Cup entries and withdrawals (admins)',
  'match-decided': 'A match of your team decided without play',
};

export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  /** One line: "Red Lion Rebels 9-7 Anchor Sharks awaits your confirmation". */
  title: z.string(),
  /** The app's page it is about, e.g. /team/match/m1/score or /matches/m1. */
  link: z.string(),
  matchId: idSchema.nullable(),
  createdAt: timestampSchema,
  readAt: timestampSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** One notification to write: for whom, what kind, its one line and the page it links to. */
export type NotificationDraft = Pick<Notification, 'kind' | 'title' | 'link' | 'matchId'> & {
  userId: string;
};

/** GET /api/notifications: the newest first (at most NOTIFICATIONS_PAGE), and the unread count. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const NOTIFICATIONS_PAGE = 50;

/** POST /api/notifications/read: the given ids, or every one when `ids` is left out. */
export const markReadRequestSchema = z.strictObject({
  ids: z.array(idSchema).max(200).optional(),
});
export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });

/** GET and PUT /api/notifications/preferences: whether each kind is also sent by e-mail. */
export const notificationPreferencesSchema = z.object({
  email: z.record(notificationKindSchema, z.boolean()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notifications/preferences: some or all kinds; a kind left out keeps its setting. */
export const notificationPreferencesUpdateSchema = z.strictObject({
  email: z.partialRecord(notificationKindSchema, z.boolean()),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** POST /api/notifications/unsubscribe?token=…: the token of one e-mail's unsubscribe link. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });
/** What the unsubscribe turned off. */
export const unsubscribeResultSchema = z.object({ kind: notificationKindSchema });

/** Every kind is e-mailed until the user switches it off. */
export const DEFAULT_EMAIL_PREFERENCES: Record<NotificationKind, boolean> = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, true]),
) as Record<NotificationKind, boolean>;
