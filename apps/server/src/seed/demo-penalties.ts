// The demo league's proposed penalties (docs/rules.md, Proposed penalties): the league takes a
// point for a late result and two for a result never confirmed, and one match of this season was
// left unconfirmed by its away captain, so the result timer completed it and proposed both, as it
// would have: the admin's dashboard has them to apply or waive.
import {
  latePenaltiesDue,
  unconfirmedPenaltiesDue,
  type PenaltyDue,
  type PenaltyRules,
} from '@cueleague/domain/penalty-proposals';
import type { Match } from '@cueleague/domain/entities';
import { DEFAULT_RESULT_DEADLINES, resultDueAt } from '@cueleague/domain/result-deadlines';
import type { Insertable } from 'kysely';
import type { PenaltyProposalsTable } from '../db/schema.ts';
import { proposalRow } from '../repositories/penalty-proposals.ts';

/** The demo league's rules: small, for a 2-1-0 table. */
export const DEMO_PENALTY_RULES = { lateResultPenalty: 1, unconfirmedPenalty: 2 } as const;

/** How long after its time the timer (every 5 minutes) looks. */
const TIMER_LAG_MS = 5 * 60_000;

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
