// Matches made straight through the domain rules for the reliability tests (as
// src/live/multi-process.test.ts does): no audit entries, no receipts, no live events, so a
// test knows exactly what its own writes added on top.
import { FRAMES_PER_ROUND, ROUNDS_PER_MATCH } from '@cueleague/domain/constants';
import type { Match } from '@cueleague/domain/entities';
import { applyMatchAction, type MatchAction } from '@cueleague/domain/match-lifecycle';
import { createMatch } from '@cueleague/domain/new-match';
import type { Actor } from '@cueleague/domain/permissions';
import type { Db } from '../db/database.ts';
import { loadMatch } from '../repositories/matches.ts';
import { insertMatch } from '../services/fixtures.ts';
import { bySide, SIDES } from '@cueleague/domain/sides';

export const SYSTEM_ADMIN: Actor = {
  userId: 'u-admin',
  role: 'admin',
  isAdmin: true,
  captainOf: [],
  memberOf: [],
};

/**
 * How far a match has got: rosters confirmed ('ready'), started, round 1's line-ups locked,
 * all four rounds played and locked, completed, or postponed.
 */
export type Stage =
  | 'pre-match'
  | 'ready'
  | 'in-progress'
  | 'round1-lineups'
  | 'all-locked'
  | 'completed'
  | 'postponed';

export interface StagedMatchInput {
  id: string;
  seasonId: string;
  homeTeamId: string;
  awayTeamId: string;
  /** Each side's players (at least four); all of them are marked available. */
  homePlayers: readonly string[];
  awayPlayers: readonly string[];
  venueId?: string | null;
  stage: Stage;
}

const apply = (match: Match, action: MatchAction): Match => {
  const result = applyMatchAction(match, action, {
    actor: SYSTEM_ADMIN,
    now: new Date().toISOString(),
  });
  if (!result.ok) throw new Error(`${action.type}: ${result.message}`);
  return result.value.match;
};

/** The match advanced to its stage by the domain rules, not yet stored. */
export const stagedMatch = (input: StagedMatchInput): Match => {
  let match = createMatch({
    id: input.id,
    seasonId: input.seasonId,
    homeTeamId: input.homeTeamId,
    awayTeamId: input.awayTeamId,
    venueId: input.venueId ?? null,
    scheduledDate: '2026-10-07T18:30:00.000Z',
  });
  if (input.stage === 'pre-match') return match;
  if (input.stage === 'postponed') return apply(match, { type: 'postpone' });
  for (const side of SIDES) {
    match = apply(match, {
      type: 'updatePreMatch',
      side,
      availablePlayers: bySide(side, input.homePlayers, input.awayPlayers),
      rosterConfirmed: true,
    });
  }
  if (input.stage === 'ready') return match;
  match = apply(match, { type: 'start' });
  if (input.stage === 'in-progress') return match;
  for (let round = 1; round <= ROUNDS_PER_MATCH; round++) {
    for (const side of SIDES) {
      match = apply(match, {
        type: 'setLineup',
        side,
        round,
        positions: bySide(side, input.homePlayers, input.awayPlayers).slice(0, 4),
        locked: true,
      });
    }
    if (input.stage === 'round1-lineups') return match;
    for (let frameNumber = 1; frameNumber <= FRAMES_PER_ROUND; frameNumber++) {
      const frame = match.frames.find(
        (candidate) => candidate.round === round && candidate.frameNumber === frameNumber,
      );
      if (!frame) throw new Error(`no frame R${round}-F${frameNumber}`);
      match = apply(match, {
        type: 'scoreFrame',
        frameId: frame.frameId,
        winnerPlayerId: (round + frameNumber) % 3 === 0 ? frame.awayPlayerId : frame.homePlayerId,
        baseVersion: frame.version,
      });
    }
    match = apply(match, { type: 'lockRound', round });
  }
  if (input.stage === 'all-locked') return match;
  return apply(match, { type: 'forceComplete' });
};

/** Stores a staged match and answers it as the database returns it. */
export const insertStagedMatch = async (db: Db, input: StagedMatchInput): Promise<Match> => {
  const match = stagedMatch(input);
  await db.transaction().execute((trx) => insertMatch(trx, match, new Date()));
  const stored = await loadMatch(db, match.id);
  if (!stored) throw new Error(`match ${match.id} was not stored`);
  return stored;
};
