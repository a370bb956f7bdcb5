// The admin's fixture work: the round-robin generator (a dryRun preview, then the save), adding,
// moving, postponing, rescheduling and deleting unplayed matches, and the results an admin
// settles: fixing one frame of a disputed result, completing a match whose confirmation is
// overdue or disputed, reopening one.
import type { Match } from '@cueleague/domain/entities';
import type {
  frameCorrectionSchema,
  matchCreateSchema,
  matchUpdateSchema,
  roundRobinBodySchema,
} from '@cueleague/domain/requests';
import type { ScheduleConflict } from '@cueleague/domain/schedule-conflicts';
import type { z } from 'zod';
import { apiFetch, queryString } from '../../../lib/api-client.ts';

export type RoundRobinBody = z.input<typeof roundRobinBodySchema>;
export type MatchCreateBody = z.input<typeof matchCreateSchema>;
export type MatchUpdateBody = z.input<typeof matchUpdateSchema>;

export interface RoundRobinAnswer {
  items: Match[];
  conflicts: ScheduleConflict[];
  saved: boolean;
}

export const generateRoundRobin = (body: RoundRobinBody, { dryRun }: { dryRun: boolean }) =>
  apiFetch<RoundRobinAnswer>(
    `/api/schedule/round-robin${queryString({ dryRun: dryRun ? 'true' : undefined })}`,
    { method: 'POST', body },
  );

const matchPath = (id: string) => `/api/matches/${encodeURIComponent(id)}`;

export const addMatch = (body: MatchCreateBody) =>
  apiFetch<Match>('/api/matches', { method: 'POST', body });

export const moveMatch = (id: string, body: MatchUpdateBody) =>
  apiFetch<Match>(matchPath(id), { method: 'PATCH', body });

export interface PostponeBody {
  scheduledDate?: string;
  reason?: string;
}

export const postponeMatch = (id: string, body: PostponeBody) =>
  apiFetch<Match>(`${matchPath(id)}/postpone`, { method: 'POST', body });

export interface RescheduleBody {
  scheduledDate: string;
  venueId?: string | null;
  reason?: string;
}

/** A postponed match gets its new date and is an ordinary unplayed match again. */
export const rescheduleMatch = (id: string, body: RescheduleBody) =>
  apiFetch<Match>(`${matchPath(id)}/reschedule`, { method: 'POST', body });

export const deleteMatch = (id: string) => apiFetch<void>(matchPath(id), { method: 'DELETE' });

/** Deletes the season's unplayed ('pre-match') matches; answers how many went. */
export const deleteUnplayedMatches = (seasonId: string) =>
  apiFetch<{ deleted: number }>(`/api/matches${queryString({ seasonId, state: 'pre-match' })}`, {
    method: 'DELETE',
  });

export const completeMatch = (id: string) =>
  apiFetch<Match>(`${matchPath(id)}/complete`, { method: 'POST', body: {} });

/** An admin's fix of one frame of a match whose rounds are all locked (a dispute), audited. */
export const correctFrame = (
  id: string,
  frameId: string,
  body: z.input<typeof frameCorrectionSchema>,
) =>
  apiFetch<Match>(`${matchPath(id)}/frames/${encodeURIComponent(frameId)}/correct`, {
    method: 'POST',
    body,
  });

export const reopenMatch = (id: string, reason: string) =>
  apiFetch<Match>(`${matchPath(id)}/reopen`, { method: 'POST', body: { reason } });
