// The admin's fixture work: the round-robin generator (a dryRun preview, then the save), adding,
// moving, postponing, rescheduling and deleting unplayed matches, and the results an admin
// settles: fixing one frame of a disputed result, completing a match whose confirmation is
// overdue or disputed, reopening one; a walkover or a void match for one not played.
import type { RoundRobinAnswer } from '@cueleague/domain/responses';
import type { MatchActionRequest } from '@cueleague/domain/match-actions';
import type {
  matchCreateSchema,
  matchUpdateSchema,
  postponeBodySchema,
  rescheduleBodySchema,
  roundRobinBodySchema,
} from '@cueleague/domain/requests';
import type { z } from 'zod';
import { apiFetch, apiSend, queryString } from '../../../lib/api-client.ts';
import { sendMatchAction } from './match-actions-api.ts';

export type RoundRobinBody = z.input<typeof roundRobinBodySchema>;
export type MatchCreateBody = z.input<typeof matchCreateSchema>;
export type MatchUpdateBody = z.input<typeof matchUpdateSchema>;

export type { RoundRobinAnswer };

export const generateRoundRobin = (body: RoundRobinBody, { dryRun }: { dryRun: boolean }) =>
  apiFetch(
    'roundRobin',
    `/api/schedule/round-robin${queryString({ dryRun: dryRun ? 'true' : undefined })}`,
    { method: 'POST', body },
  );

const matchPath = (id: string) => `/api/matches/${encodeURIComponent(id)}`;

export const addMatch = (body: MatchCreateBody) =>
  apiFetch('match', '/api/matches', { method: 'POST', body });

export const moveMatch = (id: string, body: MatchUpdateBody) =>
  apiFetch('match', matchPath(id), { method: 'PATCH', body });

export type PostponeBody = z.input<typeof postponeBodySchema>;

export const postponeMatch = (id: string, body: PostponeBody) =>
  sendMatchAction({ type: 'postpone', matchId: id, ...body });

export type RescheduleBody = z.input<typeof rescheduleBodySchema>;

/** A postponed match gets its new date and is an ordinary unplayed match again. */
export const rescheduleMatch = (id: string, body: RescheduleBody) =>
  apiFetch('match', `${matchPath(id)}/reschedule`, { method: 'POST', body });

export const deleteMatch = (id: string) => apiSend(matchPath(id), { method: 'DELETE' });

/** Deletes the season's unplayed ('pre-match') matches; answers how many went. */
export const deleteUnplayedMatches = (seasonId: string) =>
  apiFetch('batchDeleted', `/api/matches${queryString({ seasonId, state: 'pre-match' })}`, {
    method: 'DELETE',
  });

export const completeMatch = (id: string) =>
  sendMatchAction({ type: 'forceComplete', matchId: id });

/** An admin's fix of one frame of a match whose rounds are all locked (a dispute), audited. */
export const correctFrame = (
  id: string,
  frameId: string,
  body: Omit<MatchActionRequest<'correctFrame'>, 'type' | 'matchId' | 'frameId'>,
) => sendMatchAction({ type: 'correctFrame', matchId: id, frameId, ...body });

export const reopenMatch = (id: string, reason: string) =>
  sendMatchAction({ type: 'reopen', matchId: id, reason });

export type WalkoverBody = Omit<MatchActionRequest<'walkover'>, 'type' | 'matchId'>;

/** A side did not turn up: the match is completed for the other, under the league's rule. */
export const recordWalkover = (id: string, body: WalkoverBody) =>
  sendMatchAction({ type: 'walkover', matchId: id, ...body });

/** Neither side played: the match is cancelled, marked void. */
export const voidMatch = (id: string, reason: string) =>
  sendMatchAction({ type: 'void', matchId: id, reason });
