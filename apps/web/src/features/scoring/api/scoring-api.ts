// The scoring page's reads, and its one write path. Every write is a ScoringAction: a plain,
// serialisable object that carries its own mutationId, sent by sendScoringAction. The server
// applies a mutationId once and answers a repeat the same way, so an action can be re-sent after
// a lost answer; the offline queue (a later issue) stores actions and replays them through this
// same function.
import type { Frame, Match, Side } from '@cueleague/domain/entities';
import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { matchKeys } from '../../matches/api/matches-api.ts';

interface ActionBase {
  matchId: string;
  /** Client-generated; the same id sent twice is applied once (api.md "Conventions"). */
  mutationId: string;
}

export type ScoringAction = ActionBase &
  (
    | { type: 'preMatch'; side: Side; availablePlayers: string[]; rosterConfirmed: boolean }
    | { type: 'start' }
    | { type: 'lineup'; side: Side; round: number; positions: string[]; locked: boolean }
    | {
        type: 'scoreFrame';
        frameId: string;
        winnerPlayerId: string;
        /** The frame's version the captain saw; a stale one is refused with the current frame. */
        baseVersion: number;
        reason: string;
      }
    | { type: 'resetFrame'; frameId: string; baseVersion: number; reason: string }
    | { type: 'lockRound'; round: number }
    | { type: 'confirm'; side: Side }
    | { type: 'dispute'; side: Side; reason: string }
  );

export type FrameAction = Extract<ScoringAction, { type: 'scoreFrame' | 'resetFrame' }>;

export const isFrameAction = (action: ScoringAction): action is FrameAction =>
  action.type === 'scoreFrame' || action.type === 'resetFrame';

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

const matchPath = (matchId: string, rest = '') =>
  `/api/matches/${encodeURIComponent(matchId)}${rest}`;

/** Sends one scoring action; answers the updated match, or throws the server's ApiError. */
export const sendScoringAction = (action: ScoringAction): Promise<Match> => {
  const { matchId, mutationId } = action;
  switch (action.type) {
    case 'preMatch':
      return apiFetch<Match>(matchPath(matchId, '/pre-match'), {
        method: 'PUT',
        body: {
          side: action.side,
          availablePlayers: action.availablePlayers,
          rosterConfirmed: action.rosterConfirmed,
          reason: action.rosterConfirmed ? 'Roster confirmed' : 'Availability updated',
          mutationId,
        },
      });
    case 'start':
      return apiFetch<Match>(matchPath(matchId, '/start'), {
        method: 'POST',
        body: { mutationId },
      });
    case 'lineup':
      return apiFetch<Match>(matchPath(matchId, '/lineup'), {
        method: 'PUT',
        body: {
          side: action.side,
          round: action.round,
          positions: action.positions,
          locked: action.locked,
          mutationId,
        },
      });
    case 'scoreFrame':
      return apiFetch<Match>(matchPath(matchId, `/frames/${encodeURIComponent(action.frameId)}`), {
        method: 'PATCH',
        body: {
          winnerPlayerId: action.winnerPlayerId,
          baseVersion: action.baseVersion,
          reason: action.reason,
          mutationId,
        },
      });
    case 'resetFrame':
      return apiFetch<Match>(matchPath(matchId, `/frames/${encodeURIComponent(action.frameId)}`), {
        method: 'PATCH',
        body: { reset: true, baseVersion: action.baseVersion, reason: action.reason, mutationId },
      });
    case 'lockRound':
      return apiFetch<Match>(matchPath(matchId, '/lock-round'), {
        method: 'POST',
        body: { round: action.round, mutationId },
      });
    case 'confirm':
      return apiFetch<Match>(matchPath(matchId, '/confirm'), {
        method: 'POST',
        body: { side: action.side, mutationId },
      });
    case 'dispute':
      return apiFetch<Match>(matchPath(matchId, '/dispute'), {
        method: 'POST',
        body: { side: action.side, reason: action.reason, mutationId },
      });
  }
};

export const isMatch = (value: unknown): value is Match =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as Match).id === 'string' &&
  typeof (value as Match).version === 'number' &&
  Array.isArray((value as Match).frames);

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

/** The match, kept at the newest version seen: a late answer never replaces a newer match. */
export const scoringMatchQuery = (matchId: string) =>
  queryOptions({
    queryKey: matchKeys.detail(matchId),
    queryFn: ({ signal }) => apiFetch<Match>(matchPath(matchId), { signal }),
    structuralSharing: (previous: unknown, next: unknown) =>
      isMatch(previous) && isMatch(next) && previous.version > next.version
        ? previous
        : replaceEqualDeep(previous, next),
    staleTime: 10_000,
  });
