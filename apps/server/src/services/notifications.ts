// Notifications (docs/rules.md, Notifications; docs/decisions/0020): written in the transaction of
// the change they are about, with a `notifications.changed` live event on each recipient's
// private topic, so a rolled-back write notifies no one. The e-mails of the same notifications
// are written to the mail queue in that transaction too (services/mail-queue.ts, decision 0027)
// and sent only after the commit, in the background: a mail server that fails is retried later
// and never fails the action, and a crash before the send leaves the row for a sweep.
import type { Match, Side } from '@cueleague/domain/entities';
import { liveTopics } from '@cueleague/domain/live-protocol';
import { allRoundsLocked, type MatchAction } from '@cueleague/domain/match-lifecycle';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@cueleague/domain/notifications';
import type { Actor } from '@cueleague/domain/permissions';
import { localDateInZone, zonedTimeToUtc } from '@cueleague/domain/zoned-time';
import { otherSide, sideTeamId } from '@cueleague/domain/sides';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import type { LiveHub } from '../live/live-hub.ts';
import type { Mail } from '../mail/mailer.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import { loadMatch } from '../repositories/matches.ts';
import {
  adminUserIds,
  captainsOf,
  claimedUsers,
  claimOnce,
  emailSwitchedOff,
  emailsOf,
  insertNotifications,
  markRead,
  newUnsubscribeToken,
  releaseClaims,
  rosterUsersOf,
  unreadCount,
} from '../repositories/notifications.ts';
import type { MailQueue, QueuedMail } from './mail-queue.ts';
import type { Write } from './write-transaction.ts';

/** One notification to write: for whom, what kind, its one line and the page it links to. */
export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  title: string;
  link: string;
  matchId: string | null;
}

/** The queued e-mails of a transaction's notifications, sent by `deliver` once it commits. */
export interface Outbox {
  mails: QueuedMail[];
}

export const EMPTY_OUTBOX: Outbox = { mails: [] };

export interface NotificationDeps {
  live: Pick<LiveHub, 'record'>;
  /** Where the mails go: written with the notifications, sent after the commit. */
  mailQueue: MailQueue;
  /** The origin links in mails are built on (PUBLIC_URL; never a request's Host). */
  baseUrl: () => string;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** What a notification about a match says of it: its teams, score, venue and time. */
interface MatchFacts {
  match: Match;
  home: string;
  away: string;
  venue: string | null;
  timezone: string;
}

/** The page a notification about a match links to: the scoring page for its captains. */
export const matchLink = (matchId: string, captain: boolean): string =>
  captain
    ? `/team/match/${encodeURIComponent(matchId)}/score`
    : `/matches/${encodeURIComponent(matchId)}`;

const formatterCache = new Map<string, Intl.DateTimeFormat>();
/** "Tue 3 Dec, 19:30" (or "19:30" alone) in the league's time zone; UTC for an unknown zone. */
const wallClock = (iso: string, timeZone: string, timeOnly = false): string => {
  const key = `${timeZone}|${timeOnly}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = timeOnly
      ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        };
    try {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    }
    formatterCache.set(key, formatter);
  }
  return formatter.format(new Date(iso));
};

const score = (facts: MatchFacts): string =>
  `${facts.home} ${facts.match.homeScore}-${facts.match.awayScore} ${facts.away}`;
const fixture = (facts: MatchFacts): string => `${facts.home} v ${facts.away}`;
const teamName = (facts: MatchFacts, side: Side): string =>
  side === 'home' ? facts.home : facts.away;

export class Notifications {
  constructor(private readonly deps: NotificationDeps) {}

  /**
   * Writes the notifications in `trx` (one per user and draft), records each recipient's new
   * unread count on their live topic, and answers the mails to send once `trx` commits: one per
   * notification whose kind the user has not switched off, with its unsubscribe link.
   */
  async notify(trx: Trx, drafts: readonly NotificationDraft[]): Promise<Outbox> {
    if (drafts.length === 0) return EMPTY_OUTBOX;
    const at = this.deps.now().toISOString();
    await insertNotifications(
      trx,
      drafts.map((draft) => ({ id: newId(), ...draft, createdAt: at, readAt: null })),
    );
    const users = [...new Set(drafts.map((draft) => draft.userId))];
    for (const userId of users) await this.publishUnread(trx, userId);
    const emails = await emailsOf(trx, users);
    const base = this.deps.baseUrl();
    const mails: { userId: string; mail: Mail }[] = [];
    for (const kind of new Set(drafts.map((draft) => draft.kind))) {
      const ofKind = drafts.filter((draft) => draft.kind === kind);
      const off = await emailSwitchedOff(
        trx,
        ofKind.map((draft) => draft.userId),
        kind,
      );
      for (const draft of ofKind) {
        const to = emails.get(draft.userId);
        if (!to || off.has(draft.userId)) continue;
        const token = await newUnsubscribeToken(trx, draft.userId, kind, at);
        mails.push({ userId: draft.userId, mail: notificationMail(base, to, draft, token) });
      }
    }
    return { mails: await this.deps.mailQueue.queue(trx, mails) };
  }

  /** Records the user's unread count on their private live topic (inside `trx`). */
  async publishUnread(trx: Trx, userId: string): Promise<number> {
    const unread = await unreadCount(trx, userId);
    await this.deps.live.record(trx, {
      topics: [liveTopics.user(userId)],
      event: 'notifications.changed',
      version: 0,
      data: { unread },
    });
    return unread;
  }

  /** Marks the user's notifications read; a change of the count goes to their live topic. */
  async markRead(trx: Trx, userId: string, ids: readonly string[] | undefined): Promise<number> {
    const changed = await markRead(trx, userId, ids, this.deps.now().toISOString());
    return changed > 0 ? this.publishUnread(trx, userId) : unreadCount(trx, userId);
  }

  /**
   * Sends a committed outbox's mails in the background; a failure is logged and retried by the
   * queue, never thrown. Called after the commit: a crash before it leaves the rows to a sweep.
   */
  deliver(outbox: Outbox): void {
    this.deps.mailQueue.deliver(outbox.mails);
  }

  /**
   * What a lifecycle action on a match tells people (docs/rules.md, Notifications): the last
   * round locked, a confirmation or a dispute to the other side's captain (a dispute also to every
   * admin), a postponement to both rosters. The actor is never told of their own action.
   */
  async afterMatchAction(
    trx: Trx,
    before: Match,
    after: Match,
    action: MatchAction,
    actor: Actor,
  ): Promise<Outbox> {
    const lastLock =
      after.state === 'in-progress' && !allRoundsLocked(before) && allRoundsLocked(after);
    const moved =
      action.type === 'postpone' &&
      (before.state !== 'postponed' || before.scheduledDate !== after.scheduledDate);
    // Most actions (every frame scored) tell nobody: no reads for them on the scoring path.
    if (!lastLock && !moved && action.type !== 'confirm' && action.type !== 'dispute')
      return EMPTY_OUTBOX;
    const drafts: NotificationDraft[] = [];
    const facts = await matchFacts(trx, after);
    const captains = {
      home: await captainsOf(trx, after.homeTeamId),
      away: await captainsOf(trx, after.awayTeamId),
    };
    const isCaptain = (userId: string) =>
      captains.home.includes(userId) || captains.away.includes(userId);
    const add = (userIds: readonly string[], kind: NotificationKind, title: string) => {
      for (const userId of userIds) {
        if (userId === actor.userId || drafts.some((draft) => draft.userId === userId)) continue;
        drafts.push({
          userId,
          kind,
          title,
          link: matchLink(after.id, isCaptain(userId)),
          matchId: after.id,
        });
      }
    };
    if (lastLock) {
      // The side that locked is the actor's; an admin locking tells both captains.
      const sides = (['home', 'away'] as const).filter(
        (side) => !actor.captainOf.includes(sideTeamId(after, side)),
      );
      add(
        sides.flatMap((side) => captains[side]),
        'result-entered',
        `${score(facts)}: the result awaits your confirmation`,
      );
    } else if (action.type === 'confirm') {
      add(
        captains[otherSide(action.side)],
        'result-confirmed',
        after.state === 'completed'
          ? `${score(facts)}: ${teamName(facts, action.side)} confirmed; the match is completed`
          : `${score(facts)}: ${teamName(facts, action.side)} confirmed; it awaits your confirmation`,
      );
    } else if (action.type === 'dispute') {
      const title = `${score(facts)}: ${teamName(facts, action.side)} disputed the result`;
      // The other captain's notice first: an admin who captains that side gets that one.
      add(captains[otherSide(action.side)], 'result-disputed', title);
      add(await adminUserIds(trx), 'dispute-raised', `${title}; an admin settles it`);
    } else if (moved) {
      add(
        await rosterUsers(trx, after),
        'fixture-moved',
        action.scheduledDate
          ? `${fixture(facts)} is postponed (tentatively ${wallClock(after.scheduledDate, facts.timezone)})`
          : `${fixture(facts)} is postponed`,
      );
    }
    return this.notify(trx, drafts);
  }

  /**
   * A fixture's date or venue changed (an admin's edit, or a reschedule): both teams' rosters
   * are told where and when it is now. Nothing when neither changed.
   */
  async fixtureMoved(
    trx: Trx,
    before: Pick<Match, 'scheduledDate' | 'venueId' | 'state'>,
    after: Match,
    actorUserId: string,
  ): Promise<Outbox> {
    const rescheduled = before.state === 'postponed' && after.state !== 'postponed';
    if (
      !rescheduled &&
      before.scheduledDate === after.scheduledDate &&
      (before.venueId ?? null) === (after.venueId ?? null)
    )
      return EMPTY_OUTBOX;
    const facts = await matchFacts(trx, after);
    // Moved to another day: that day gets its own reminder (the claims were for the old one).
    if (
      localDay(before.scheduledDate, facts.timezone) !==
      localDay(after.scheduledDate, facts.timezone)
    )
      await releaseClaims(trx, after.id, 'match-day');
    const where = facts.venue ? ` at ${facts.venue}` : '';
    const title = `${fixture(facts)} ${rescheduled ? 'is rescheduled to' : 'moved to'} ${wallClock(after.scheduledDate, facts.timezone)}${where}`;
    const captains = [
      ...(await captainsOf(trx, after.homeTeamId)),
      ...(await captainsOf(trx, after.awayTeamId)),
    ];
    const drafts = (await rosterUsers(trx, after))
      .filter((userId) => userId !== actorUserId)
      .map((userId) => ({
        userId,
        kind: 'fixture-moved' as const,
        title,
        link: matchLink(after.id, captains.includes(userId)),
        matchId: after.id,
      }));
    return this.notify(trx, drafts);
  }

  /**
   * Match-day reminders: for each league whose reminder time (`time`, 'HH:MM' in its zone) has
   * come today, every unplayed match of today not yet started reminds each user on either roster,
   * once: each (match, user) is claimed with a unique row, and only the claimer writes and mails.
   * Answers how many reminders this call wrote.
   */
  async sendMatchDayReminders(db: Db, write: Write, now: Date, time: string): Promise<number> {
    const leagues = await db.selectFrom('leagues').select(['id', 'timezone']).execute();
    let sent = 0;
    for (const league of leagues) {
      let today: string;
      let dayStart: string;
      let dayEnd: string;
      try {
        today = localDateInZone(now, league.timezone);
        if (now.toISOString() < zonedTimeToUtc(today, time, league.timezone)) continue;
        dayStart = zonedTimeToUtc(today, '00:00', league.timezone);
        const tomorrow = new Date(`${today}T12:00:00Z`);
        tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
        dayEnd = zonedTimeToUtc(tomorrow.toISOString().slice(0, 10), '00:00', league.timezone);
      } catch (error) {
        this.deps.log.warn({ err: error, leagueId: league.id }, 'Match-day reminders: bad zone');
        continue;
      }
      const matches = await db
        .selectFrom('matches')
        .innerJoin('seasons', 'seasons.id', 'matches.seasonId')
        .select('matches.id')
        .where('seasons.leagueId', '=', league.id)
        .where('matches.state', '=', 'pre-match')
        .where('matches.scheduledDate', '>=', dayStart)
        .where('matches.scheduledDate', '<', dayEnd)
        // A match already under way (the server was down until after it began) needs no reminder.
        .where('matches.scheduledDate', '>', now.toISOString())
        .orderBy('matches.scheduledDate')
        .execute();
      for (const { id } of matches) {
        // Read first: a match whose reminders are all claimed opens no write (this runs every
        // few minutes all day, and a write clears every process's cached reads).
        if (await allClaimed(db, id)) continue;
        const { outbox, count } = await write(async (trx) => {
          const match = await loadMatch(trx, id);
          if (!match || match.state !== 'pre-match') return { outbox: EMPTY_OUTBOX, count: 0 };
          const facts = await matchFacts(trx, match);
          const captains = [
            ...(await captainsOf(trx, match.homeTeamId)),
            ...(await captainsOf(trx, match.awayTeamId)),
          ];
          const at = now.toISOString();
          const drafts: NotificationDraft[] = [];
          for (const userId of await rosterUsers(trx, match)) {
            if (!(await claimOnce(trx, { matchId: id, userId, kind: 'match-day', at }))) continue;
            drafts.push({
              userId,
              kind: 'match-day',
              title: `Match day: ${fixture(facts)}, ${wallClock(match.scheduledDate, facts.timezone, true)}${facts.venue ? ` at ${facts.venue}` : ''}`,
              link: matchLink(id, captains.includes(userId)),
              matchId: id,
            });
          }
          return { outbox: await this.notify(trx, drafts), count: drafts.length };
        });
        sent += count;
        this.deliver(outbox);
      }
    }
    return sent;
  }
}

/** Everyone on either roster already has the match's reminder claimed. */
const allClaimed = async (db: Executor, matchId: string): Promise<boolean> => {
  const match = await db
    .selectFrom('matches')
    .select(['homeTeamId', 'awayTeamId'])
    .where('id', '=', matchId)
    .executeTakeFirst();
  if (!match) return true;
  const users = [
    ...(await rosterUsersOf(db, match.homeTeamId)),
    ...(await rosterUsersOf(db, match.awayTeamId)),
  ];
  const claimed = await claimedUsers(db, matchId, 'match-day');
  return users.every((userId) => claimed.has(userId));
};

/** The local calendar day of an instant in the league's zone (UTC for an unknown zone). */
const localDay = (iso: string, timeZone: string): string => {
  try {
    return localDateInZone(iso, timeZone);
  } catch {
    return iso.slice(0, 10);
  }
};

const rosterUsers = async (db: Executor, match: Match): Promise<string[]> => [
  ...new Set([
    ...(await rosterUsersOf(db, match.homeTeamId)),
    ...(await rosterUsersOf(db, match.awayTeamId)),
  ]),
];

const matchFacts = async (db: Executor, match: Match): Promise<MatchFacts> => {
  const teams = await db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('id', 'in', [match.homeTeamId, match.awayTeamId])
    .execute();
  const venue = match.venueId
    ? await db
        .selectFrom('venues')
        .select('name')
        .where('id', '=', match.venueId)
        .executeTakeFirst()
    : undefined;
  const league = await db
    .selectFrom('seasons')
    .innerJoin('leagues', 'leagues.id', 'seasons.leagueId')
    .select('leagues.timezone')
    .where('seasons.id', '=', match.seasonId)
    .executeTakeFirst();
  const name = (id: string) => teams.find((team) => team.id === id)?.name ?? 'Unknown Team';
  return {
    match,
    home: name(match.homeTeamId),
    away: name(match.awayTeamId),
    venue: venue?.name ?? null,
    timezone: league?.timezone ?? 'UTC',
  };
};

/**
 * A notification's e-mail: its line and link, and a one-click unsubscribe for its kind, in the
 * text and in the List-Unsubscribe headers (RFC 2369, RFC 8058) that mail apps show as a button.
 */
export const notificationMail = (
  base: string,
  to: string,
  draft: NotificationDraft,
  token: string,
): Mail => {
  const link = `${base}${draft.link}`;
  const query = `token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: draft.title,
    text:
      `${draft.title}\n\n${link}\n\n-- \n` +
      `You get this e-mail because "${NOTIFICATION_KIND_LABELS[draft.kind]}" is on in your CueLeague notifications.\n` +
      `Stop these e-mails in one click: ${base}/unsubscribe?${query}\n` +
      `Choose which e-mails you get on your profile: ${base}/profile\n`,
    link,
    headers: {
      'List-Unsubscribe': `<${base}/api/notifications/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};
