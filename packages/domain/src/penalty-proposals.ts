// Proposed penalties (docs/rules.md, Proposed penalties): a league may give a points penalty for a
// late result and one for a result its captain never confirmed. The result timer proposes them;
// the admin applies each (it becomes a points adjustment) or waives it with a reason. Nothing is
// ever taken from a table without the admin.
import { z } from 'zod';
import { MAX_ADJUSTMENT_POINTS } from './constants.ts';
import { idSchema, timestampSchema } from './entities.ts';
import { ledgerAmountSchema } from './ledger.ts';
import type { Match, Side } from './entities.ts';
import { resultDueAt, resultWait, sidesAwaited, type ResultDeadlines } from './result-deadlines.ts';

export const penaltyKindSchema = z.enum(['late-result', 'unconfirmed']);
export type PenaltyKind = z.infer<typeof penaltyKindSchema>;

/** The reason an applied proposal's adjustment is recorded with. */
export const PENALTY_REASONS: Record<PenaltyKind, string> = {
  'late-result': 'Late result',
  unconfirmed: 'Result not confirmed',
};

export const penaltyStateSchema = z.enum(['proposed', 'applied', 'waived']);
export type PenaltyState = z.infer<typeof penaltyStateSchema>;

/** GET /api/penalty-proposals: one proposal, as proposed and as the admin decided it. */
export const penaltyProposalSchema = z.object({
  id: idSchema,
  seasonId: idSchema,
  teamId: idSchema,
  matchId: idSchema,
  kind: penaltyKindSchema,
  /** Below zero: the points the adjustment takes away. */
  points: z.number().int().min(-MAX_ADJUSTMENT_POINTS).max(-1),
  reason: z.string(),
  state: penaltyStateSchema,
  proposedAt: timestampSchema,
  decidedAt: timestampSchema.nullable(),
  waiveReason: z.string().nullable(),
  /** The adjustment an applied proposal made (null once that adjustment is removed). */
  adjustmentId: idSchema.nullable(),
});
export type PenaltyProposal = z.infer<typeof penaltyProposalSchema>;

/** The league's penalty rules: the points each takes away, 0 for none proposed. */
export interface PenaltyRules {
  lateResultPenalty: number;
  unconfirmedPenalty: number;
  /** Rules apply to matches scheduled from this instant: switching one on never reaches back. */
  penaltiesFrom: string | null;
}

export const NO_PENALTIES: PenaltyRules = {
  lateResultPenalty: 0,
  unconfirmedPenalty: 0,
  penaltiesFrom: null,
};

type Judged = Pick<
  Match,
  'scheduledDate' | 'state' | 'format' | 'progress' | 'homeTeamId' | 'awayTeamId' | 'competitionId'
>;

/** A proposal as the timer makes it, before it is stored. */
export interface PenaltyDue {
  side: Side;
  teamId: string;
  kind: PenaltyKind;
  points: number;
}

/** Only a league match's result counts in a table: a cup tie's never proposes a penalty. */
const inScope = (match: Judged, rules: PenaltyRules, points: number): boolean =>
  points > 0 &&
  rules.penaltiesFrom !== null &&
  match.competitionId === undefined &&
  Date.parse(match.scheduledDate) >= Date.parse(rules.penaltiesFrom);

const due = (match: Judged, sides: readonly Side[], kind: PenaltyKind, points: number) =>
  sides.map((side) => ({
    side,
    teamId: side === 'home' ? match.homeTeamId : match.awayTeamId,
    kind,
    points: -points,
  }));

/**
 * The late-result penalties due now: once a league match's result is overdue, one for each side
 * it still waits on (rounds to lock: both; a confirmation: that side). A match never started is
 * not a late result but an unplayed one (a walkover or a void, the admin's call), and a dispute
 * waits on the admin: neither proposes one.
 */
export const latePenaltiesDue = (
  match: Judged,
  deadlines: ResultDeadlines,
  rules: PenaltyRules,
  now: number,
): PenaltyDue[] => {
  if (!inScope(match, rules, rules.lateResultPenalty)) return [];
  if (now <= resultDueAt(match, deadlines)) return [];
  const wait = resultWait(match);
  if (wait?.kind !== 'rounds' && wait?.kind !== 'confirm') return [];
  return due(match, sidesAwaited(wait), 'late-result', rules.lateResultPenalty);
};

/** The unconfirmed-result penalties of a match about to be completed automatically: its sides
 * that never confirmed. */
export const unconfirmedPenaltiesDue = (match: Judged, rules: PenaltyRules): PenaltyDue[] => {
  if (!inScope(match, rules, rules.unconfirmedPenalty)) return [];
  const wait = resultWait(match);
  if (wait?.kind !== 'confirm') return [];
  return due(match, wait.sides, 'unconfirmed', rules.unconfirmedPenalty);
};

/**
 * When a league's rules apply from after a change: from now when a rule goes from none to some,
 * else from when they did (null while there are none).
 */
export const penaltiesFromAfter = (
  before: PenaltyRules,
  after: Pick<PenaltyRules, 'lateResultPenalty' | 'unconfirmedPenalty'>,
  now: string,
): string | null => {
  const on = (rules: Pick<PenaltyRules, 'lateResultPenalty' | 'unconfirmedPenalty'>) =>
    rules.lateResultPenalty > 0 || rules.unconfirmedPenalty > 0;
  if (!on(after)) return null;
  const switchedOn =
    (after.lateResultPenalty > 0 && before.lateResultPenalty === 0) ||
    (after.unconfirmedPenalty > 0 && before.unconfirmedPenalty === 0);
  return switchedOn || before.penaltiesFrom === null ? now : before.penaltiesFrom;
};

/** GET /api/penalty-proposals: by state (the dashboard's are `proposed`), or a season's. */
export const penaltyProposalQuerySchema = z.strictObject({
  state: penaltyStateSchema.optional(),
  seasonId: idSchema.optional(),
});

/** POST /api/penalty-proposals/:id/apply: the proposal says it all; optionally, a fine with it. */
export const penaltyApplySchema = z.strictObject({
  /** A fine with it, charged to the team's ledger (as with a points adjustment's `fine`). */
  fine: ledgerAmountSchema.optional(),
});

/** POST /api/penalty-proposals/:id/waive: why the league lets this one go (audited). */
export const penaltyWaiveSchema = z.strictObject({
  reason: z.string().trim().min(1, 'Say why it is waived').max(200, 'At most 200 characters'),
});
export type PenaltyWaive = z.infer<typeof penaltyWaiveSchema>;
