// A match as the server answers it after an admin's action (a walkover, a void), worked out by
// the domain's lifecycle, for the tests of how such a match reads.
import type { Match } from '@cueleague/domain/entities';
import { generateFrames } from '@cueleague/domain/generate-frames';
import { applyMatchAction, type MatchAction } from '@cueleague/domain/match-lifecycle';
import { match } from './fixtures.ts';

/** Rack Attack (t1) v Cue Tips (t2), not started, with its 16 frames. */
export const unplayedMatch = (overrides: Partial<Match> = {}): Match =>
  match({
    id: 'm1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    frames: generateFrames({ matchId: 'm1', seasonId: 's1' }),
    ...overrides,
  });

/** The match after `action`, taken by a league admin. */
export const afterAdminAction = (action: MatchAction, before: Match = unplayedMatch()): Match => {
  const result = applyMatchAction(before, action, {
    actor: { userId: 'u-admin', role: 'admin', isAdmin: true, captainOf: [], memberOf: [] },
    now: '2026-03-10T22:00:00.000Z',
  });
  if (!result.ok) throw new Error(result.message);
  return result.value.match;
};
