// A cup tie's date agreed by its captains (docs/api.md, Tie dates): the window and the open
// proposal, and the captains' writes to it. Its key is under the cups' own.
import type { TieDateProposalBody } from '@cueleague/domain/competitions/tie-dates';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiSend } from '../../../lib/api-client.ts';
import { competitionKeys } from './competitions-api.ts';

export const tieDateKeys = {
  detail: (matchId: string) => [...competitionKeys.all, 'tie-dates', matchId] as const,
};

const proposalPath = (matchId: string) =>
  `/api/matches/${encodeURIComponent(matchId)}/date-proposal`;

export const tieDatesQuery = (matchId: string) =>
  queryOptions({
    queryKey: tieDateKeys.detail(matchId),
    queryFn: ({ signal }) => apiFetch('tieDates', proposalPath(matchId), { signal }),
  });

export const proposeTieDate = (matchId: string, body: TieDateProposalBody) =>
  apiFetch('tieDates', proposalPath(matchId), { method: 'POST', body });

/** Accepting moves the match: the answer is the match at its agreed date. */
export const acceptTieDate = (matchId: string) =>
  apiFetch('match', `${proposalPath(matchId)}/accept`, { method: 'POST' });

export const closeTieDate = (matchId: string) =>
  apiSend(proposalPath(matchId), { method: 'DELETE' });
