// The penalty_proposals table (docs/rules.md, Proposed penalties): what the result timer proposed
// and how the admin decided it, as domain records, and their writes.
import {
  PENALTY_REASONS,
  penaltyKindSchema,
  penaltyStateSchema,
  type PenaltyDue,
  type PenaltyProposal,
  type PenaltyState,
} from '@cueleague/domain/penalty-proposals';
import type { Insertable, Selectable } from 'kysely';
import type { PenaltyProposalsTable } from '../db/schema.ts';
import { newId } from '../auth/tokens.ts';
import type { Executor, Trx } from './executor.ts';

type Row = Selectable<PenaltyProposalsTable>;

const proposalFromRow = ({ decidedBy: _decidedBy, ...row }: Row): PenaltyProposal => {
  const kind = penaltyKindSchema.parse(row.kind);
  return {
    ...row,
    kind,
    state: penaltyStateSchema.parse(row.state),
    reason: PENALTY_REASONS[kind],
  };
};

export const findProposal = async (
  db: Executor,
  id: string,
): Promise<PenaltyProposal | undefined> => {
  const row = await db
    .selectFrom('penaltyProposals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && proposalFromRow(row);
};

/** Proposals in a state, or a season's (or both), oldest first. */
export const listProposals = async (
  db: Executor,
  filter: { state?: PenaltyState; seasonId?: string },
): Promise<PenaltyProposal[]> => {
  let query = db.selectFrom('penaltyProposals').selectAll();
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.seasonId) query = query.where('seasonId', '=', filter.seasonId);
  return (await query.orderBy('proposedAt').orderBy('id').execute()).map(proposalFromRow);
};

/** A proposal's row as the timer stores it: proposed, undecided. */
export const proposalRow = (
  match: { id: string; seasonId: string },
  penalty: PenaltyDue,
  at: string,
): Insertable<PenaltyProposalsTable> => ({
  id: newId(),
  seasonId: match.seasonId,
  teamId: penalty.teamId,
  matchId: match.id,
  kind: penalty.kind,
  points: penalty.points,
  proposedAt: at,
  decidedAt: null,
  decidedBy: null,
  waiveReason: null,
  adjustmentId: null,
});

/**
 * Stores what is due, each once: a proposal already made for the same match, team and kind
 * (by this process or another) is left as it is, whatever the admin decided. Answers how many
 * are new.
 */
export const proposePenalties = async (
  trx: Trx,
  match: { id: string; seasonId: string },
  due: readonly PenaltyDue[],
  at: string,
): Promise<number> => {
  let added = 0;
  for (const penalty of due) {
    const result = await trx
      .insertInto('penaltyProposals')
      .values(proposalRow(match, penalty, at))
      .onConflict((oc) => oc.columns(['matchId', 'teamId', 'kind']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
};

/** Whether a match already has a proposal of this kind for each of these teams. */
export const hasProposals = async (
  db: Executor,
  matchId: string,
  kind: PenaltyDue['kind'],
  teamIds: readonly string[],
): Promise<boolean> => {
  const rows = await db
    .selectFrom('penaltyProposals')
    .select('teamId')
    .where('matchId', '=', matchId)
    .where('kind', '=', kind)
    .execute();
  const made = new Set(rows.map((row) => row.teamId));
  return teamIds.every((teamId) => made.has(teamId));
};

/**
 * Records the admin's decision on a proposal still proposed; answers false when it was not (it
 * was decided meanwhile), so two admins never both apply one.
 */
export const decideProposal = async (
  trx: Trx,
  id: string,
  decision: {
    state: Exclude<PenaltyState, 'proposed'>;
    decidedAt: string;
    decidedBy: string;
    waiveReason?: string;
    adjustmentId?: string;
  },
): Promise<boolean> => {
  const result = await trx
    .updateTable('penaltyProposals')
    .set({
      state: decision.state,
      decidedAt: decision.decidedAt,
      decidedBy: decision.decidedBy,
      waiveReason: decision.waiveReason ?? null,
      adjustmentId: decision.adjustmentId ?? null,
    })
    .where('id', '=', id)
    .where('state', '=', 'proposed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};
