// Fixture and result writes for admins. Any of them can change the fixture list, the live list,
// the standings and the stats, so all of those refresh.
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { useInvalidate, useRefreshingMutation } from '../../../lib/use-invalidate.ts';
import { matchKeys } from '../api/matches-api.ts';
import { playerKeys } from '../../players/api/players-api.ts';
import { standingsKeys } from '../../standings/api/standings-api.ts';
import {
  addMatch,
  completeMatch,
  correctFrame,
  deleteMatch,
  deleteUnplayedMatches,
  generateRoundRobin,
  moveMatch,
  postponeMatch,
  recordWalkover,
  reopenMatch,
  rescheduleMatch,
  voidMatch,
  type MatchUpdateBody,
  type PostponeBody,
  type RescheduleBody,
  type RoundRobinAnswer,
  type RoundRobinBody,
  type WalkoverBody,
} from '../api/matches-admin-api.ts';

const MATCH_KEYS = [matchKeys.all, standingsKeys.all, playerKeys.allStats, matchKeys.allActive];

const plural = (count: number, one: string, many = `${one}es`) =>
  `${String(count)} ${count === 1 ? one : many}`;

/** The preview: nothing is saved, so nothing is refreshed and success needs no snackbar. */
export const usePreviewRoundRobin = () =>
  useMutation({
    mutationFn: (body: RoundRobinBody) => generateRoundRobin(body, { dryRun: true }),
    meta: { errorPrefix: 'Could not preview the fixtures' },
  });

export const useSaveRoundRobin = () =>
  useRefreshingMutation(MATCH_KEYS, {
    mutationFn: (body: RoundRobinBody) => generateRoundRobin(body, { dryRun: false }),
    meta: {
      successMessage: (answer) =>
        `${plural((answer as RoundRobinAnswer).items.length, 'match')} added to the fixture list`,
      errorPrefix: 'Could not save the fixtures',
    },
  });

/** A write to one match: "Match <done>", or "Could not <verb> the match". */
const useMatchWrite = <TData, TVariables>(
  verb: string,
  done: string,
  mutationFn: (variables: TVariables) => Promise<TData>,
) =>
  useRefreshingMutation(MATCH_KEYS, {
    mutationFn,
    meta: { successMessage: `Match ${done}`, errorPrefix: `Could not ${verb} the match` },
  });

export const useAddMatch = () => useMatchWrite('add', 'added', addMatch);

export const useMoveMatch = () =>
  useMatchWrite('move', 'moved', ({ id, body }: { id: string; body: MatchUpdateBody }) =>
    moveMatch(id, body),
  );

export const usePostponeMatch = () =>
  useMatchWrite('postpone', 'postponed', ({ id, body }: { id: string; body: PostponeBody }) =>
    postponeMatch(id, body),
  );

export const useRescheduleMatch = () =>
  useMatchWrite('reschedule', 'rescheduled', ({ id, body }: { id: string; body: RescheduleBody }) =>
    rescheduleMatch(id, body),
  );

export const useRecordWalkover = () =>
  useMatchWrite(
    'record a walkover for',
    'recorded as a walkover',
    ({ id, body }: { id: string; body: WalkoverBody }) => recordWalkover(id, body),
  );

export const useVoidMatch = () =>
  useMatchWrite('void', 'voided', ({ id, reason }: { id: string; reason: string }) =>
    voidMatch(id, reason),
  );

export const useDeleteMatch = () => useMatchWrite('delete', 'deleted', deleteMatch);

export const useDeleteUnplayedMatches = () =>
  useRefreshingMutation(MATCH_KEYS, {
    mutationFn: deleteUnplayedMatches,
    meta: {
      successMessage: (answer) =>
        `${plural((answer as { deleted: number }).deleted, 'unplayed match')} deleted`,
      errorPrefix: 'Could not delete the unplayed matches',
    },
  });

export const useCompleteMatch = () => useMatchWrite('complete', 'completed', completeMatch);

export const useCorrectFrame = () =>
  useRefreshingMutation(MATCH_KEYS, {
    mutationFn: ({
      id,
      frameId,
      ...body
    }: Parameters<typeof correctFrame>[2] & {
      id: string;
      frameId: string;
    }) => correctFrame(id, frameId, body),
    meta: { successMessage: 'Frame corrected', errorPrefix: 'Could not correct the frame' },
  });

export const useReopenMatch = () =>
  useMatchWrite('reopen', 'reopened', ({ id, reason }: { id: string; reason: string }) =>
    reopenMatch(id, reason),
  );

/**
 * A disputed match is still in progress with its four rounds locked, and only a completed match
 * can be reopened: the admin completes it and reopens it at once, so every round unlocks and the
 * captains correct the frames and confirm again. The audit trail records both steps.
 */
export const useReopenDisputedMatch = () => {
  const invalidate = useInvalidate(...MATCH_KEYS);
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) => {
      await completeMatch(id);
      try {
        return await reopenMatch(id, reason);
      } catch (error) {
        // Say what state it was left in: completed, to reopen from the fixture list.
        if (error instanceof ApiError)
          throw new ApiError(
            error.status,
            error.code,
            `The match was completed but not reopened (${error.message}); reopen it from the fixture list`,
            error.fields,
          );
        throw error;
      }
    },
    meta: {
      successMessage: 'Match reopened: the captains can correct it and confirm again',
      errorPrefix: 'Could not reopen the match',
    },
    // Also after a failure: the first step may have completed the match.
    onSettled: invalidate,
  });
};
