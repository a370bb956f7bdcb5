// Notifications (docs/rules.md, Notifications; docs/decisions/0020): written in the transaction of
// the change they are about, with a `notifications.changed` live event on each recipient's
// private topic, so a rolled-back write notifies no one. The e-mails of the same notifications
// are written to the mail queue in that transaction too (services/mail-queue.ts, decision 0027)
// and sent only after the commit, in the background: a mail server that fails is retried later
// and never fails the action, and a crash before the send leaves the row for a sweep.
// Who is told and what it says is the domain's (match-notifications.ts), the reads are the
// repositories', and the mail's wording is mail/notification-mail.ts: this file puts them together.
import type { Match, Side } from '@cueleague/domain/entities';
import { liveTopics } from '@cueleague/domain/live-protocol';
import type { MatchAction } from '@cueleague/domain/match-lifecycle';
import {
  cupDrawDrafts,
  cupEntryDrafts,
  cupTieDrafts,
  fixtureMovedDrafts,
  fixtureMoveTells,
  matchActionDrafts,
  matchActionNotice,
  matchDayDrafts,
  matchDayWindow,
  movedToAnotherDay,
  resultDueDrafts,
  tieDateAgreedDrafts,
  tieDateProposedDrafts,
  type CupEntryChange,
  type MatchFacts,
} from '@cueleague/domain/match-notifications';
import type { NotificationDraft } from '@cueleague/domain/notifications';
import type { Actor } from '@cueleague/domain/permissions';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import type { LiveHub } from '../live/live-hub.ts';
import type { Mail } from '../mail/mailer.ts';
import { notificationMail } from '../mail/notification-mail.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import { leagueZones } from '../repositories/leagues.ts';
import { loadMatch, matchTeams, unstartedMatchIdsBetween } from '../repositories/matches.ts';
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
import { teamNames } from '../repositories/teams.ts';
import { findVenue } from '../repositories/venues.ts';
import { leagueTimezone } from './league-data.ts';
import type { MadeTie } from './competitions.ts';
import type { DrawNotice } from './cup-draw.ts';
import type { MailQueue, QueuedMail } from './mail-queue.ts';
import type { Write } from '../repositories/executor.ts';

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
   * admin), a postponement, a walkover or a void to both rosters. The actor is never told of
   * their own action.
   */
  async afterMatchAction(
    trx: Trx,
    before: Match,
    after: Match,
    action: MatchAction,
    actor: Actor,
  ): Promise<Outbox> {
    const notice = matchActionNotice(before, after, action);
    // Most actions (every frame scored) tell nobody: no reads for them on the scoring path.
    if (!notice) return EMPTY_OUTBOX;
    const drafts = matchActionDrafts({
      notice,
      action,
      actor,
      facts: await matchFacts(trx, after),
      captains: {
        home: await captainsOf(trx, after.homeTeamId),
        away: await captainsOf(trx, after.awayTeamId),
      },
      admins: notice === 'result-disputed' ? await adminUserIds(trx) : [],
      rosters:
        notice === 'fixture-moved' || notice === 'match-decided'
          ? await rosterUsers(trx, after)
          : [],
    });
    return this.notify(trx, drafts);
  }

  /**
   * A cup published (services/cup-draw.ts): each entered team's captains are told the draw is
   * out, with the team's first tie or the round its bye takes it to; its tie's own notice is this.
   */
  async cupDrawn(
    trx: Trx,
    cup: { id: string; name: string },
    notices: readonly DrawNotice[],
  ): Promise<Outbox> {
    const drafts: NotificationDraft[] = [];
    for (const { teamId, tie, byeTo } of notices)
      drafts.push(
        ...cupDrawDrafts({
          competitionId: cup.id,
          cup: cup.name,
          tie: tie && { ...tie, facts: await matchFacts(trx, tie.match) },
          byeTo,
          captains: await captainsOf(trx, teamId),
        }),
      );
    return drafts.length === 0 ? EMPTY_OUTBOX : this.notify(trx, drafts);
  }

  /** New cup ties as the bracket moves on (services/competitions.ts): their captains are told. */
  async cupTiesMade(trx: Trx, ties: readonly MadeTie[]): Promise<Outbox> {
    const drafts: NotificationDraft[] = [];
    for (const { match, cup } of ties)
      drafts.push(
        ...cupTieDrafts({
          facts: await matchFacts(trx, match),
          cup,
          captains: await matchCaptains(trx, match),
        }),
      );
    return drafts.length === 0 ? EMPTY_OUTBOX : this.notify(trx, drafts);
  }

  /** A team entered in a cup or withdrawn before the draw: every other admin is told. */
  async cupEntryChanged(trx: Trx, entry: CupEntryChange, actorUserId: string): Promise<Outbox> {
    const drafts = cupEntryDrafts({ entry, actorUserId, admins: await adminUserIds(trx) });
    return this.notify(trx, drafts);
  }

  /** A cup tie's date proposed by `proposer`: the other team's captains are told. */
  async tieDateProposed(
    trx: Trx,
    match: Match,
    proposer: Side,
    scheduledDate: string,
    actorUserId: string,
  ): Promise<Outbox> {
    const drafts = tieDateProposedDrafts({
      facts: await matchFacts(trx, match),
      proposer,
      scheduledDate,
      actorUserId,
      captains: await captainsOf(trx, proposer === 'home' ? match.awayTeamId : match.homeTeamId),
    });
    return this.notify(trx, drafts);
  }

  /**
   * A cup tie's date agreed and the match moved to it: both rosters are told, once each (in
   * place of the `fixture-moved` an admin's move gives).
   */
  async tieDateAgreed(trx: Trx, before: Match, after: Match, actorUserId: string): Promise<Outbox> {
    const facts = await matchFacts(trx, after);
    // Moved to another day: that day gets its own reminder (the claims were for the old one).
    if (movedToAnotherDay(before, after, facts.timezone))
      await releaseClaims(trx, after.id, 'match-day');
    const drafts = tieDateAgreedDrafts({
      facts,
      actorUserId,
      captains: await matchCaptains(trx, after),
      rosters: await rosterUsers(trx, after),
    });
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
    if (!fixtureMoveTells(before, after)) return EMPTY_OUTBOX;
    const facts = await matchFacts(trx, after);
    // Moved to another day: that day gets its own reminder (the claims were for the old one).
    if (movedToAnotherDay(before, after, facts.timezone))
      await releaseClaims(trx, after.id, 'match-day');
    const drafts = fixtureMovedDrafts({
      before,
      facts,
      actorUserId,
      captains: await matchCaptains(trx, after),
      rosters: await rosterUsers(trx, after),
    });
    return this.notify(trx, drafts);
  }

  /**
   * Match-day reminders: for each league whose reminder time (`time`, 'HH:MM' in its zone) has
   * come today, every unplayed match of today not yet started reminds each user on either roster,
   * once: each (match, user) is claimed with a unique row, and only the claimer writes and mails.
   * Answers how many reminders this call wrote.
   */
  async sendMatchDayReminders(db: Db, write: Write, now: Date, time: string): Promise<number> {
    let sent = 0;
    for (const league of await leagueZones(db)) {
      let today: { start: string; end: string } | null;
      try {
        today = matchDayWindow(now, time, league.timezone);
      } catch (error) {
        this.deps.log.warn({ err: error, leagueId: league.id }, 'Match-day reminders: bad zone');
        continue;
      }
      if (!today) continue;
      const matchIds = await unstartedMatchIdsBetween(db, league.id, {
        ...today,
        startsAfter: now.toISOString(),
      });
      for (const id of matchIds) {
        // Read first: a match whose reminders are all claimed opens no write (this runs every
        // few minutes all day, and a write clears every process's cached reads).
        if (await allClaimed(db, id)) continue;
        const { outbox, count } = await write(async (trx) => {
          const match = await loadMatch(trx, id);
          if (!match || match.state !== 'pre-match') return { outbox: EMPTY_OUTBOX, count: 0 };
          const facts = await matchFacts(trx, match);
          const captains = await matchCaptains(trx, match);
          const at = now.toISOString();
          const claimed: string[] = [];
          for (const userId of await rosterUsers(trx, match)) {
            if (await claimOnce(trx, { matchId: id, userId, kind: 'match-day', at }))
              claimed.push(userId);
          }
          const drafts = matchDayDrafts(facts, captains, claimed);
          return { outbox: await this.notify(trx, drafts), count: drafts.length };
        });
        sent += count;
        this.deliver(outbox);
      }
    }
    return sent;
  }
}

/**
 * Reminds the captains of each side a result still waits on that it is due (docs/rules.md,
 * Results on time), each once (claimed: another process or a restart sends nothing more). Reads
 * first, so a match whose reminders are all claimed opens no write.
 */
export const remindResultDue = async (
  notifications: Notifications,
  db: Db,
  write: Write,
  match: Match,
  sides: readonly Side[],
  times: { dueAt: string; now: string },
): Promise<number> => {
  const teamIds = sides.map((side) => (side === 'home' ? match.homeTeamId : match.awayTeamId));
  const owed = new Set<string>();
  for (const teamId of teamIds) for (const userId of await captainsOf(db, teamId)) owed.add(userId);
  const claimed = await claimedUsers(db, match.id, 'result-due');
  if ([...owed].every((userId) => claimed.has(userId))) return 0;
  const { outbox, count } = await write(async (trx) => {
    const at = times.now;
    const claimedNow: string[] = [];
    for (const userId of owed)
      if (await claimOnce(trx, { matchId: match.id, userId, kind: 'result-due', at }))
        claimedNow.push(userId);
    const drafts = resultDueDrafts(await matchFacts(trx, match), times.dueAt, claimedNow);
    return { outbox: await notifications.notify(trx, drafts), count: drafts.length };
  });
  notifications.deliver(outbox);
  return count;
};

/** Everyone on either roster already has the match's reminder claimed. */
const allClaimed = async (db: Executor, matchId: string): Promise<boolean> => {
  const match = await matchTeams(db, matchId);
  if (!match) return true;
  const users = [
    ...(await rosterUsersOf(db, match.homeTeamId)),
    ...(await rosterUsersOf(db, match.awayTeamId)),
  ];
  const claimed = await claimedUsers(db, matchId, 'match-day');
  return users.every((userId) => claimed.has(userId));
};

const rosterUsers = async (db: Executor, match: Match): Promise<string[]> => [
  ...new Set([
    ...(await rosterUsersOf(db, match.homeTeamId)),
    ...(await rosterUsersOf(db, match.awayTeamId)),
  ]),
];

/** Both teams' captains. */
const matchCaptains = async (db: Executor, match: Match): Promise<string[]> => [
  ...(await captainsOf(db, match.homeTeamId)),
  ...(await captainsOf(db, match.awayTeamId)),
];

/** What a notification says of a match: its teams' names, its venue and its league's zone. */
const matchFacts = async (trx: Trx, match: Match): Promise<MatchFacts> => {
  const names = await teamNames(trx, [match.homeTeamId, match.awayTeamId]);
  const venue = match.venueId ? await findVenue(trx, match.venueId) : undefined;
  const name = (id: string) => names.get(id) ?? 'Unknown Team';
  return {
    match,
    home: name(match.homeTeamId),
    away: name(match.awayTeamId),
    venue: venue?.name ?? null,
    timezone: await leagueTimezone(trx, match.seasonId),
  };
};
