// What a failed delivery of an outbox entry means, decided from the error alone: sent again
// later, saved after all, a conflict for the captain to settle, or refused.
import { frameConflictSchema, type Frame, type FrameConflict } from '@cueleague/domain/entities';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import {
  conflictFrame,
  isFrameAction,
  type FrameAction,
  type ScoringAction,
} from '../api/scoring-api.ts';

/** No signal, as the browser tells it. */
export const isOffline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

/** A refused stale write whose frame already says what the captain wanted: nothing to choose. */
const alreadyThere = (theirs: Frame, action: FrameAction): boolean => {
  switch (action.type) {
    case 'resetFrame':
      return !theirs.isComplete && theirs.homeScore + theirs.awayScore === 0;
    case 'scoreRacks':
      return theirs.homeScore === action.home && theirs.awayScore === action.away;
    case 'scoreFrame':
      return theirs.isComplete && theirs.winnerPlayerId === action.winnerPlayerId;
  }
};

/** The conflict a 409's body carries, kept by the server on the match (docs/api.md, Errors). */
const recordedConflict = (error: unknown): FrameConflict | null => {
  if (!(error instanceof ApiError)) return null;
  const parsed = frameConflictSchema.safeParse(error.details.conflict);
  return parsed.success ? parsed.data : null;
};

/** Worth sending again: no answer, a server failure, rate limiting, or a session to renew. */
const isTransient = (error: unknown): boolean =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status >= 500 ||
  error.status === 429 ||
  error.status === 401;

/** Why a write is still waiting, for a captain with a phone in one hand. */
const whyNotSent = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 0) {
    return isOffline() ? 'no signal.' : "the server can't be reached.";
  }
  if (error instanceof ApiError && error.status === 401) return 'sign in again to send it.';
  return errorMessage(error);
};

export type DeliveryFailure =
  /**
   * The server took the write (a 2xx) but its answer did not fit the match schema (a receipt
   * stored by an older version, say): saved; the match is read again instead.
   */
  | { kind: 'savedUnread' }
  /** No answer, or one worth waiting out: send again later. */
  | { kind: 'transient'; message: string }
  /** A stale frame write whose frame already says what the captain wanted. */
  | { kind: 'sameResult'; theirs: Frame }
  /** A stale frame write that the other captain changed: the captain chooses. */
  | { kind: 'conflict'; theirs: Frame }
  /**
   * The same, kept by the server as a conflict on the match (both captains' entries, shown on
   * every device of both): the entry is the server's to show now, and settling it is a new write.
   */
  | { kind: 'recordedConflict'; theirs: Frame; conflict: FrameConflict }
  /**
   * Refused. `maybeDone`: a 409 that may only mean the match already shows what was asked;
   * `theirs`: the current frame the refusal came with, to show.
   */
  | { kind: 'refused'; message: string; forbidden: boolean; maybeDone: boolean; theirs?: Frame };

/** `other`: who else scores the match, as its notices name them (`otherScorerOf`). */
export const classifyFailure = (
  error: unknown,
  action: ScoringAction,
  other = 'the other captain',
): DeliveryFailure => {
  if (error instanceof ApiError && error.code === 'bad_response' && error.status < 300)
    return { kind: 'savedUnread' };
  if (isTransient(error)) return { kind: 'transient', message: whyNotSent(error) };
  const theirs = conflictFrame(error);
  const frameAction = theirs && isFrameAction(action) ? action : null;
  if (theirs && frameAction && theirs.version !== frameAction.baseVersion) {
    if (alreadyThere(theirs, frameAction)) return { kind: 'sameResult', theirs };
    // Both captains score a race as it is played: a rack the other one tapped first is no
    // disagreement to settle. The race is shown as it now stands, and the captain taps again if
    // a rack is still missing.
    if (frameAction.type === 'scoreRacks')
      return {
        kind: 'refused',
        message: `Not saved: ${other} scored this race meanwhile. It stands at ${theirs.homeScore}-${theirs.awayScore}.`,
        forbidden: false,
        maybeDone: false,
        theirs,
      };
    const conflict = recordedConflict(error);
    return conflict ? { kind: 'recordedConflict', theirs, conflict } : { kind: 'conflict', theirs };
  }
  const status = error instanceof ApiError ? error.status : 0;
  return {
    kind: 'refused',
    message: errorMessage(error),
    forbidden: status === 403,
    maybeDone: status === 409,
    ...(theirs && frameAction ? { theirs } : {}),
  };
};
