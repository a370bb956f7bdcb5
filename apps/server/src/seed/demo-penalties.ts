// The demo league's proposed penalties (docs/rules.md, Proposed penalties): the league takes a
// point for a late result and two for a result never confirmed, and one match of this season was
// left unconfirmed by its away captain, so the result timer completed it and proposed both, as it
// would have: the admin's dashboard has them to apply or waive. The captains have the timer's
// notices of it in their bell: the reminder before the result was due, and the completion.
import {
  matchActionDrafts,
  resultDueDrafts,
  type MatchFacts,
} from '@cueleague/domain/match-notifications';
import type { NotificationDraft } from '@cueleague/domain/notifications';
import { SYSTEM_ACTOR } from '@cueleague/domain/permissions';
import {
  latePenaltiesDue,
  unconfirmedPenaltiesDue,
  type PenaltyDue,
  type PenaltyRules,
} from '@cueleague/domain/penalty-proposals';
import type { Match } from '@cueleague/domain/entities';
import {
  DEFAULT_RESULT_DEADLINES,
  RESULT_REMINDER_LEAD_HOURS,
  resultDueAt,
  resultWait,
  sidesAwaited,
} from '@cueleague/domain/result-deadlines';
import type { Insertable } from 'kysely';
import { newId } from '../auth/tokens.ts';
import type { NotificationsTable, PenaltyProposalsTable } from '../db/schema.ts';
import { proposalRow } from '../repositories/penalty-proposals.ts';

/** The demo league's rules: small, for a 2-1-0 table. */
export const DEMO_PENALTY_RULES = { lateResultPenalty: 1, unconfirmedPenalty: 2 } as const;

/** How long after its time the timer (every 5 minutes) looks. */
const TIMER_LAG_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

/**
 * The proposals the timer made for `unconfirmed` (the match as it stood before its completion,
 * at `completedAt`), under the demo's rules in force from the season's start.
 */
export const demoProposals = (
  unconfirmed: Match | null,
  completedAt: string | null,
  penaltiesFrom: string,
): Insertable<PenaltyProposalsTable>[] => {
  if (!unconfirmed || !completedAt) return [];
  const rules: PenaltyRules = { ...DEMO_PENALTY_RULES, penaltiesFrom };
  const lateAt = resultDueAt(unconfirmed, DEFAULT_RESULT_DEADLINES) + TIMER_LAG_MS;
  const row = (penalty: PenaltyDue, at: string) => proposalRow(unconfirmed, penalty, at);
  return [
    ...latePenaltiesDue(unconfirmed, DEFAULT_RESULT_DEADLINES, rules, lateAt).map((penalty) =>
      row(penalty, new Date(lateAt).toISOString()),
    ),
    ...unconfirmedPenaltiesDue(unconfirmed, rules).map((penalty) => row(penalty, completedAt)),
  ];
};

/** A team of the demo league (demo-data.ts's DemoTeam), as the timer's notices name it. */
interface NoticeTeam {
  id: string;
  name: string;
  venue: { name: string };
  captainUserId: string;
}

/**
 * The notices the timer gave for `unconfirmed` (docs/rules.md, Results on time): its first look
 * inside the reminder's lead reminded the captains of the side the result still waited on, and
 * its completion (`completed`) told both captains. Unread: the away captain finds them in the bell.
 */
export const demoTimerNotices = (input: {
  unconfirmed: Match | null;
  completed: Match | undefined;
  teams: readonly NoticeTeam[];
  timezone: string;
}): Insertable<NotificationsTable>[] => {
  const { unconfirmed, completed, teams, timezone } = input;
  const completedAt = completed?.progress.completedAt;
  if (!unconfirmed || !completed || !completedAt) return [];
  const team = (teamId: string) => teams.find((candidate) => candidate.id === teamId);
  const home = team(unconfirmed.homeTeamId);
  const away = team(unconfirmed.awayTeamId);
  if (!home || !away) return [];
  const captains = { home: [home.captainUserId], away: [away.captainUserId] };
  const facts = (match: Match): MatchFacts => ({
    match,
    home: home.name,
    away: away.name,
    venue: home.venue.name,
    timezone,
  });
  const dueAt = resultDueAt(unconfirmed, DEFAULT_RESULT_DEADLINES);
  const remindedAt = dueAt - RESULT_REMINDER_LEAD_HOURS * HOUR_MS + TIMER_LAG_MS;
  const reminded = sidesAwaited(resultWait(unconfirmed)).flatMap((side) => captains[side]);
  const row = (draft: NotificationDraft, at: string): Insertable<NotificationsTable> => ({
    id: newId(),
    ...draft,
    createdAt: at,
    readAt: null,
  });
  return [
    ...resultDueDrafts(facts(unconfirmed), new Date(dueAt).toISOString(), reminded).map((draft) =>
      row(draft, new Date(remindedAt).toISOString()),
    ),
    ...matchActionDrafts({
      notice: 'result-auto-completed',
      action: { type: 'autoComplete' },
      actor: SYSTEM_ACTOR,
      facts: facts(completed),
      captains,
      admins: [],
      rosters: [],
    }).map((draft) => row(draft, completedAt)),
  ];
};
