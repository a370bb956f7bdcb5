// The open date proposal of each cup tie's match (migration 0018; docs/rules.md, Knockouts).
import type { Selectable } from 'kysely';
import type { TieDateProposalsTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

export type TieDateProposalRow = Selectable<TieDateProposalsTable>;

export const findTieDateProposal = (db: Executor, matchId: string) =>
  db.selectFrom('tieDateProposals').selectAll().where('matchId', '=', matchId).executeTakeFirst();

/** Stores a proposal, replacing the match's open one. */
export const saveTieDateProposal = async (trx: Trx, row: TieDateProposalRow): Promise<void> => {
  await trx.deleteFrom('tieDateProposals').where('matchId', '=', row.matchId).execute();
  await trx.insertInto('tieDateProposals').values(row).execute();
};

/** Closes a match's open proposal (accepted, withdrawn, declined or overridden); true if one was open. */
export const deleteTieDateProposal = async (trx: Trx, matchId: string): Promise<boolean> => {
  const deleted = await trx
    .deleteFrom('tieDateProposals')
    .where('matchId', '=', matchId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
};
