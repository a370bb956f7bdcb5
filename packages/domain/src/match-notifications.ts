// Who is told what happens to a match, and what their notification says (docs/rules.md,
// Notifications). Pure: the server reads the match's facts and its people, and writes the drafts
// these functions answer; the actor is never told of their own action.
import type { Match, Side } from './entities.ts';
import { allRoundsLocked, type MatchAction } from './match-lifecycle.ts';
import type { NotificationDraft, NotificationKind } from './notifications.ts';
import { holdsSide, type Actor } from './permissions.ts';
import { otherSide, sideTeamId } from './sides.ts';
import { formatInZone, localDateInZone, zonedTimeToUtc } from './zoned-time.ts';

/** What a notification about a match says of it: its teams, score, venue and time. */
export interface MatchFacts {
  match: Match;
  home: string;
  away: string;
  venue: string | null;
  /** The league's zone, in which its time is written. */
  timezone: string;
}

/** The page a notification about a match links to: the scoring page for its captains. */
export const matchLink = (matchId: string, captain: boolean): string =>
  captain
    ? `/team/match/${encodeURIComponent(matchId)}/score`
    : `/matches/${encodeURIComponent(matchId)}`;

const score = (facts: MatchFacts): string =>
  `${facts.home} ${facts.match.homeScore}-${facts.match.awayScore} ${facts.away}`;
const fixture = (facts: MatchFacts): string => `${facts.home} v ${facts.away}`;
const teamName = (facts: MatchFacts, side: Side): string =>
  side === 'home' ? facts.home : facts.away;
const where = (facts: MatchFacts): string => (facts.venue ? ` at ${facts.venue}` : '');

/** The longest stretch of an admin's reason a notification's title quotes. */
export const TITLE_REASON_MAX = 160;

/**
 * An admin's free-text reason as a title quotes it: on one line (line breaks and other control
 * characters as spaces) and at most TITLE_REASON_MAX characters, cut with an ellipsis. A title is
 * one line of plain text, and an e-mail's subject.
 */
export const titleReason = (reason: string): string => {
  const line = reason.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return line.length > TITLE_REASON_MAX
    ? `${line.slice(0, TITLE_REASON_MAX - 1).trimEnd()}…`
    : line;
};

/** The notice a lifecycle action gives; the kind names it. */
export type MatchActionNotice = Extract<
  NotificationKind,
  | 'result-entered'
  | 'result-confirmed'
  | 'result-disputed'
  | 'fixture-moved'
  | 'match-decided'
  | 'result-auto-completed'
>;

/**
 * Which notice a lifecycle action gives, if any: the last round locked, a confirmation, a dispute,
 * a postponement (or a postponed match's tentative date changed), a walkover or a void. Most
 * actions (every frame scored) give none, so the server reads nothing more for them.
 */
export const matchActionNotice = (
  before: Match,
  after: Match,
  action: MatchAction,
): MatchActionNotice | null => {
  if (after.state === 'in-progress' && !allRoundsLocked(before) && allRoundsLocked(after))
    return 'result-entered';
  if (action.type === 'walkover' || action.type === 'void') return 'match-decided';
  if (action.type === 'confirm') return 'result-confirmed';
  if (action.type === 'autoComplete') return 'result-auto-completed';
  if (action.type === 'dispute') return 'result-disputed';
  if (
    action.type === 'postpone' &&
    (before.state !== 'postponed' || before.scheduledDate !== after.scheduledDate)
  )
    return 'fixture-moved';
  return null;
};

/**
 * The notifications of a lifecycle action's notice: the last round locked tells the other side's
 * captains (both, when an admin locked it), a confirmation or a dispute the other side's captains
 * (a dispute also every admin), a postponement, a walkover or a void both rosters (captains
 * linked to the scoring page). One notification per person: the first that names them.
 */
export const matchActionDrafts = (input: {
  notice: MatchActionNotice;
  action: MatchAction;
  actor: Actor;
  facts: MatchFacts;
  captains: Record<Side, readonly string[]>;
  /** Every admin: needed for a dispute only. */
  admins: readonly string[];
  /** Both rosters: needed for a postponement, a walkover and a void only. */
  rosters: readonly string[];
}): NotificationDraft[] => {
  const { notice, action, actor, facts, captains } = input;
  const after = facts.match;
  const drafts: NotificationDraft[] = [];
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
  if (notice === 'result-entered') {
    // The side that locked is the actor's; an admin locking tells both captains.
    const sides = (['home', 'away'] as const).filter(
      (side) => !holdsSide(actor, sideTeamId(after, side)),
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
  } else if (action.type === 'autoComplete') {
    add(
      [...captains.home, ...captains.away],
      'result-auto-completed',
      `${score(facts)}: completed automatically, as it was not confirmed in time`,
    );
  } else if (action.type === 'dispute') {
    const title = `${score(facts)}: ${teamName(facts, action.side)} disputed the result`;
    // The other captain's notice first: an admin who captains that side gets that one.
    add(captains[otherSide(action.side)], 'result-disputed', title);
    add(input.admins, 'dispute-raised', `${title}; an admin settles it`);
  } else if (action.type === 'walkover') {
    add(
      [...captains.home, ...captains.away, ...input.rosters],
      'match-decided',
      `${fixture(facts)}: a walkover to ${teamName(facts, action.winner)} (${titleReason(action.reason)})`,
    );
  } else if (action.type === 'void') {
    add(
      [...captains.home, ...captains.away, ...input.rosters],
      'match-decided',
      `${fixture(facts)} is void (${titleReason(action.reason)})`,
    );
  } else if (action.type === 'postpone') {
    add(
      input.rosters,
      'fixture-moved',
      action.scheduledDate
        ? `${fixture(facts)} is postponed (tentatively ${formatInZone(after.scheduledDate, facts.timezone, 'day-time')})`
        : `${fixture(facts)} is postponed`,
    );
  }
  return drafts;
};

type FixtureBefore = Pick<Match, 'scheduledDate' | 'venueId' | 'state'>;

/** Whether a fixture's edit tells its rosters: its date or venue changed, or it was rescheduled. */
export const fixtureMoveTells = (before: FixtureBefore, after: Match): boolean =>
  (before.state === 'postponed' && after.state !== 'postponed') ||
  before.scheduledDate !== after.scheduledDate ||
  (before.venueId ?? null) !== (after.venueId ?? null);

/** The local calendar day of an instant in the league's zone (UTC for an unknown zone). */
const localDay = (iso: string, timeZone: string): string => {
  try {
    return localDateInZone(iso, timeZone);
  } catch {
    return iso.slice(0, 10);
  }
};

/** Whether a fixture moved to another day of the league's: that day gets its own reminder. */
export const movedToAnotherDay = (before: FixtureBefore, after: Match, timeZone: string): boolean =>
  localDay(before.scheduledDate, timeZone) !== localDay(after.scheduledDate, timeZone);

/** A match, who changed it, and the people of both teams: whom a roster notice goes to. */
interface RosterNotice {
  facts: MatchFacts;
  actorUserId: string;
  captains: readonly string[];
  rosters: readonly string[];
}

/** One notice to everyone on either roster but the actor, captains linked to their scoring page. */
const rosterDrafts = (
  kind: NotificationKind,
  title: string,
  input: RosterNotice,
): NotificationDraft[] =>
  input.rosters
    .filter((userId) => userId !== input.actorUserId)
    .map((userId) => ({
      userId,
      kind,
      title,
      link: matchLink(input.facts.match.id, input.captains.includes(userId)),
      matchId: input.facts.match.id,
    }));

/**
 * A moved fixture's notifications: everyone on either roster but the one who moved it is told
 * where and when it is now.
 */
export const fixtureMovedDrafts = (
  input: RosterNotice & { before: FixtureBefore },
): NotificationDraft[] => {
  const { facts } = input;
  const after = facts.match;
  const rescheduled = input.before.state === 'postponed' && after.state !== 'postponed';
  const title = `${fixture(facts)} ${rescheduled ? 'is rescheduled to' : 'moved to'} ${formatInZone(after.scheduledDate, facts.timezone, 'day-time')}${where(facts)}`;
  return rosterDrafts('fixture-moved', title, input);
};

/**
 * A cup tie made as the bracket moves on (the tie before it decided): both teams' captains are
 * told whom they play, when and where (the ties made by the draw are in its notice instead). `cup` is the cup and round: 'Winter Cup, Semi-finals'.
 */
export const cupTieDrafts = (input: {
  facts: MatchFacts;
  cup: string;
  captains: readonly string[];
}): NotificationDraft[] => {
  const { facts } = input;
  const when = formatInZone(facts.match.scheduledDate, facts.timezone, 'day-time');
  const title = `${input.cup}: ${fixture(facts)}, ${when}${where(facts)}`;
  return [...new Set(input.captains)].map((userId) => ({
    userId,
    kind: 'cup-tie' as const,
    title,
    link: matchLink(facts.match.id, true),
    matchId: facts.match.id,
  }));
};

/** A team's first tie as a cup's draw makes it: its match, its round, and whether a bye came first. */
export interface DrawnTie {
  facts: MatchFacts;
  /** The round as people say it: 'Semi-finals'. */
  round: string;
  afterBye: boolean;
}

/** 'the Final', 'the Semi-finals', but 'Round 2'. */
const theRound = (round: string): string => (round.startsWith('Round ') ? round : `the ${round}`);

/**
 * A cup published (the draw is out): one notice to each entered team's captains, with the team's
 * first tie when its match is made (whom, when, where), or the round its bye takes it to. It
 * stands for that tie's cup-tie notice: a team is told of a tie once.
 */
export const cupDrawDrafts = (input: {
  competitionId: string;
  /** The cup's name: 'Winter Cup'. */
  cup: string;
  tie: DrawnTie | null;
  /** With no tie made: the round the team's bye takes it to ('Final'). */
  byeTo: string | null;
  captains: readonly string[];
}): NotificationDraft[] => {
  const { tie } = input;
  let title = `${input.cup} draw is out`;
  if (tie) {
    const when = formatInZone(tie.facts.match.scheduledDate, tie.facts.timezone, 'day-time');
    const bye = tie.afterBye ? 'a bye, then ' : '';
    title = `${input.cup} draw: ${bye}${tie.round}, ${fixture(tie.facts)}, ${when}${where(tie.facts)}`;
  } else if (input.byeTo) title = `${input.cup} draw: a bye to ${theRound(input.byeTo)}`;
  return [...new Set(input.captains)].map((userId) => ({
    userId,
    kind: 'cup-draw' as const,
    title,
    link: tie
      ? matchLink(tie.facts.match.id, true)
      : `/competitions/${encodeURIComponent(input.competitionId)}`,
    matchId: tie ? tie.facts.match.id : null,
  }));
};

/** A team entered in a cup, or withdrawn from it before the draw: what the admins are told. */
export interface CupEntryChange {
  competitionId: string;
  /** The cup's name: 'Winter Cup'. */
  cup: string;
  team: string;
  change: 'entered' | 'withdrew';
  /** An entry past the capacity: a reserve. */
  reserve: boolean;
  /** The reserve that moved up into the withdrawn team's place, if any. */
  movedUp: string | null;
  /** The entries within the capacity now, and the capacity (null: no limit). */
  entrants: number;
  capacity: number | null;
}

/**
 * A team entered in a cup or withdrawn before the draw: every admin but the one who did it is
 * told, with the cup's count, linking to the cup on the admin's cups page.
 */
export const cupEntryDrafts = (input: {
  entry: CupEntryChange;
  actorUserId: string;
  admins: readonly string[];
}): NotificationDraft[] => {
  const { entry } = input;
  const count =
    entry.capacity === null
      ? `${String(entry.entrants)} entered`
      : `${String(entry.entrants)} of ${String(entry.capacity)}`;
  const title =
    entry.change === 'entered'
      ? `${entry.cup}: ${entry.team} entered${entry.reserve ? ' as a reserve' : ''} (${count})`
      : `${entry.cup}: ${entry.team} withdrew${entry.movedUp ? `; ${entry.movedUp} moved up from the reserves` : ''} (${count})`;
  return [...new Set(input.admins)]
    .filter((userId) => userId !== input.actorUserId)
    .map((userId) => ({
      userId,
      kind: 'cup-entry' as const,
      title,
      link: `/admin/competitions?cup=${encodeURIComponent(entry.competitionId)}`,
      matchId: null,
    }));
};

/**
 * A cup tie's date proposed by one side: the other side's captains are told who proposes when,
 * to accept or decline on the match's page.
 */
export const tieDateProposedDrafts = (input: {
  facts: MatchFacts;
  proposer: Side;
  scheduledDate: string;
  actorUserId: string;
  /** The other side's captains. */
  captains: readonly string[];
}): NotificationDraft[] => {
  const { facts } = input;
  const when = formatInZone(input.scheduledDate, facts.timezone, 'day-time');
  const title = `${fixture(facts)}: ${teamName(facts, input.proposer)} propose ${when}`;
  return [...new Set(input.captains)]
    .filter((userId) => userId !== input.actorUserId)
    .map((userId) => ({
      userId,
      kind: 'tie-date-proposed' as const,
      title,
      link: matchLink(facts.match.id, true),
      matchId: facts.match.id,
    }));
};

/**
 * A cup tie's date agreed: both teams' rosters (their captains are on them) are told when and
 * where it is now, as for a moved fixture, but under this kind.
 */
export const tieDateAgreedDrafts = (input: RosterNotice): NotificationDraft[] => {
  const { facts } = input;
  const when = formatInZone(facts.match.scheduledDate, facts.timezone, 'day-time');
  const title = `${fixture(facts)} agreed for ${when}${where(facts)}`;
  return rosterDrafts('tie-date-agreed', title, input);
};

/**
 * The instants of today in a league's zone, once its reminder time ('HH:MM', league time) has
 * come; null before. A zone or time the runtime cannot read throws a RangeError.
 */
export const matchDayWindow = (
  now: Date,
  time: string,
  timeZone: string,
): { start: string; end: string } | null => {
  const today = localDateInZone(now, timeZone);
  if (now.toISOString() < zonedTimeToUtc(today, time, timeZone)) return null;
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return {
    start: zonedTimeToUtc(today, '00:00', timeZone),
    end: zonedTimeToUtc(tomorrow.toISOString().slice(0, 10), '00:00', timeZone),
  };
};

/** Match-day reminders of a fixture for these users: its teams, its time and its venue. */
export const matchDayDrafts = (
  facts: MatchFacts,
  captains: readonly string[],
  userIds: readonly string[],
): NotificationDraft[] =>
  userIds.map((userId) => ({
    userId,
    kind: 'match-day',
    title: `Match day: ${fixture(facts)}, ${formatInZone(facts.match.scheduledDate, facts.timezone, 'time')}${where(facts)}`,
    link: matchLink(facts.match.id, captains.includes(userId)),
    matchId: facts.match.id,
  }));

/**
 * A result's reminder (docs/rules.md, Results on time): to the captains of each side it still
 * waits on (`userIds`, already claimed once each), linked to their scoring page.
 */
export const resultDueDrafts = (
  facts: MatchFacts,
  dueAt: string,
  userIds: readonly string[],
): NotificationDraft[] =>
  userIds.map((userId) => ({
    userId,
    kind: 'result-due',
    title: `${fixture(facts)}: the result is due by ${formatInZone(dueAt, facts.timezone, 'day-time')}`,
    link: matchLink(facts.match.id, true),
    matchId: facts.match.id,
  }));
