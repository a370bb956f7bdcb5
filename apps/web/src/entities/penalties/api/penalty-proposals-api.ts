// Proposed penalties (docs/rules.md, Proposed penalties): the result timer proposes one for a late
// result or a result a captain never confirmed, and the admin applies it (it becomes a points
// adjustment) or waives it with a reason. Read by state (the dashboard's are `proposed`), oldest
// first; admins only.
import type {
  PenaltyProposal,
  penaltyProposalQuerySchema,
} from '@cueleague/domain/penalty-proposals';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, queryString } from '../../../lib/api-client.ts';

export type { PenaltyProposal };
export type PenaltyProposalFilter = z.input<typeof penaltyProposalQuerySchema>;

export const penaltyKeys = {
  all: ['penalty-proposals'] as const,
  list: (filter: PenaltyProposalFilter) => [...penaltyKeys.all, 'list', filter] as const,
};

const proposalPath = (id: string, action: 'apply' | 'waive') =>
  `/api/penalty-proposals/${encodeURIComponent(id)}/${action}`;

/** GET /api/penalty-proposals?state=&seasonId= */
export const penaltyProposalsQuery = (filter: PenaltyProposalFilter) =>
  queryOptions({
    queryKey: penaltyKeys.list(filter),
    queryFn: async ({ signal }) =>
      (
        await apiFetch('penaltyProposals', `/api/penalty-proposals${queryString(filter)}`, {
          signal,
        })
      ).items,
  });

/** POST /api/penalty-proposals/:id/apply: the proposal as applied, with its adjustment's id. */
export const applyPenalty = (id: string) =>
  apiFetch('penaltyProposal', proposalPath(id, 'apply'), { method: 'POST', body: {} });

/** POST /api/penalty-proposals/:id/waive: the proposal as waived, with the admin's reason. */
export const waivePenalty = ({ id, reason }: { id: string; reason: string }) =>
  apiFetch('penaltyProposal', proposalPath(id, 'waive'), { method: 'POST', body: { reason } });
