// The scoring page's one write path. Every write is a ScoringAction: a plain,
// serialisable object that carries its own mutationId, sent by sendScoringAction as the domain's
// action table says (packages/domain/src/match-actions.ts). The server applies a mutationId once
// and answers a repeat the same way, so an action can be re-sent after a lost answer; the offline
// outbox stores actions and replays them through this same function.
import type { Frame, Match } from '@cueleague/domain/entities';
import type { MatchActionRequest } from '@cueleague/domain/match-actions';
import { ApiError } from '../../../lib/api-client.ts';
import { sendMatchAction } from '../../../entities/matches/api/match-actions-api.ts';

/** The actions a captain takes on the scoring page. */
export type ScoringActionType =
  | 'updatePreMatch'
  | 'start'
  | 'setLineup'
  | 'scoreFrame'
  | 'scoreRacks'
  | 'resetFrame'
  | 'lockRound'
  | 'confirm'
  | 'dispute';

/**
 * A scoring action: the domain's request for it (match-actions.ts: type, match, the path's frame,
 * the body's fields) with the mutationId it always carries. A frame write's `baseVersion` is the
 * frame version the captain saw; a stale one is refused with the current frame.
 */
export type ScoringAction = MatchActionRequest<ScoringActionType> & {
  /** Client-generated; the same id sent twice is applied once (docs/api.md "Conventions"). */
  mutationId: string;
};

export type FrameAction = Extract<
  ScoringAction,
  { type: 'scoreFrame' | 'scoreRacks' | 'resetFrame' }
>;

export const isFrameAction = (action: ScoringAction): action is FrameAction =>
  action.type === 'scoreFrame' || action.type === 'scoreRacks' || action.type === 'resetFrame';

const fallbackUuid = (): string => {
  // crypto.randomUUID needs a secure context; a league server on a LAN address over plain HTTP
  // is not one, but getRandomValues works everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const newMutationId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : fallbackUuid();

/** Sends one scoring action; answers the updated match, or throws the server's ApiError. */
export const sendScoringAction = (action: ScoringAction): Promise<Match> => sendMatchAction(action);

export const isFrame = (value: unknown): value is Frame =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as Frame).frameId === 'string' &&
  typeof (value as Frame).version === 'number';

/** The current frame a stale frame write was refused with (409 `error.frame`), if any. */
export const conflictFrame = (error: unknown): Frame | null =>
  error instanceof ApiError && error.status === 409 && isFrame(error.details.frame)
    ? error.details.frame
    : null;
