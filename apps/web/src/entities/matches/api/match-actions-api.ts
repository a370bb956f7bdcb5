// Actions on a match (scoring, confirming, an admin's corrections), sent as the domain's action
// table says. A module of its own: the table brings the request schemas with it, which the public
// pages that only read matches (matches-api.ts) do not load.
import type { Match } from '@cueleague/domain/entities';
import { matchActionRequest, type MatchActionRequest } from '@cueleague/domain/match-actions';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * Sends one action on a match as the domain's action table says (method, path, body); answers
 * the updated match, or throws the server's ApiError.
 */
export const sendMatchAction = (action: MatchActionRequest): Promise<Match> => {
  const { method, path, body } = matchActionRequest(action);
  return apiFetch('match', path, { method, body });
};
