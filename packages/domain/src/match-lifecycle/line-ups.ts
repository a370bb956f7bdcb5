// Line-ups: who a side fields in each position of a round, the substitution rule between rounds,
// and setting a round's line-up (once both sides lock theirs, a vacant position forfeits).
import { VACANT } from '../constants.ts';
import type { Match, Side } from '../entities.ts';
import { ok, refuse, type RuleResult } from '../errors.ts';
import {
  awayPositionNumber,
  framePositionIndex,
  homePositionLetter,
  raceToOf,
} from '../match-format.ts';
import { availableOf, framePlayerOf, otherSide, withFramePlayer } from '../sides.ts';
import { framesOfRound } from '../rounds.ts';
import { userId, type ActionOf, type LifecycleContext } from './action.ts';
import { forfeitWinner, isForfeit, resultFrame } from './frames.ts';
import { openRound } from './round-locks.ts';

/**
 * The line-up a side fielded in a round, in position order (A, B, ... or 1, 2, ...: the format's
 * P positions), read off its frames.
 */
export const lineupOf = (match: Match, side: Side, round: number): string[] => {
  const positions: string[] = Array.from({ length: match.format.positionsPerTeam }, () => VACANT);
  for (const frame of framesOfRound(match, round)) {
    const index = framePositionIndex(frame, side);
    if (index >= 0 && index < positions.length) positions[index] = framePlayerOf(frame, side);
  }
  return positions;
};

/**
 * The positions (0 to P - 1) of a line-up whose player played the previous round in another position:
 * the substitution rule says a player keeps their position or sits out. Vacant never counts.
 */
export const movedSlots = (previous: readonly string[], next: readonly string[]): number[] =>
  next.flatMap((playerId, index) => {
    if (playerId === VACANT) return [];
    const before = previous.indexOf(playerId);
    return before !== -1 && before !== index ? [index] : [];
  });

/** The positions (0 to P - 1) holding a player already named in an earlier position. */
export const duplicateSlots = (positions: readonly string[]): number[] =>
  positions.flatMap((id, index) =>
    id !== VACANT && positions.indexOf(id) !== index ? [index] : [],
  );

// Position labels for messages and the UI.
export const positionLabel = (side: Side, index: number): string =>
  side === 'home' ? homePositionLetter(index) : String(awayPositionNumber(index));

export const LINEUP_MESSAGES = {
  duplicate: 'A player can take only one position.',
  /** Names the position as the side's sheet does: home A, B, …; away 1, 2, …. */
  moved: (side: Side, slot: number) =>
    `A player who played the previous round keeps the same position or sits out (position ${positionLabel(side, slot)})`,
};

/**
 * Substitutions happen only between rounds: a player who played the previous round keeps the
 * same position or sits out; only bench players come in. Returns a field message or null.
 */
export const substitutionError = (
  side: Side,
  previous: readonly string[],
  next: readonly string[],
): string | null => {
  const [slot] = movedSlots(previous, next);
  return slot === undefined ? null : LINEUP_MESSAGES.moved(side, slot);
};

/**
 * Why a player may not take position `slot` of a line-up, or null when they may: already in
 * another position of this line-up, or played the previous round in another position (the
 * substitution rule). Line-up pickers offer only the players this allows.
 */
export const lineupRefusal = (
  playerId: string,
  slot: number,
  positions: readonly string[],
  previous: readonly string[] | null,
): { reason: 'taken' | 'keepsPosition'; position: number } | null => {
  if (playerId === VACANT) return null;
  const taken = positions.findIndex((id, index) => index !== slot && id === playerId);
  if (taken !== -1) return { reason: 'taken', position: taken };
  const before = previous ? previous.indexOf(playerId) : -1;
  if (before !== -1 && before !== slot) return { reason: 'keepsPosition', position: before };
  return null;
};

/** The players a side has put in its line-ups so far, in any round. */
const fieldedBy = (match: Match, side: Side): Set<string> =>
  new Set(match.frames.map((frame) => framePlayerOf(frame, side)).filter((id) => id !== VACANT));

export const setLineup = (
  match: Match,
  action: ActionOf<'setLineup'>,
  ctx: LifecycleContext,
): RuleResult<Match> => {
  const { side, round, positions } = action;
  if (round !== openRound(match)) {
    return refuse(
      'conflict',
      `Line-ups can be set for the open round only (round ${openRound(match) ?? '-'}).`,
    );
  }
  const roundIndex = round - 1;
  if (match.progress.lineupLocked[side][roundIndex]) {
    return refuse('conflict', `The ${side} line-up for round ${round} is already locked.`);
  }
  const { positionsPerTeam } = match.format;
  if (positions.length !== positionsPerTeam) {
    return refuse('validation_failed', `Give ${positionsPerTeam} positions.`, {
      positions: 'Wrong length',
    });
  }
  const available = availableOf(match, side);
  const players = positions.filter((id) => id !== VACANT);
  const unavailable = players.find((id) => !available.includes(id));
  if (unavailable) {
    return refuse('validation_failed', 'Only players marked available can play.', {
      positions: `${unavailable} is not available for this match`,
    });
  }
  if (duplicateSlots(positions).length > 0) {
    return refuse('validation_failed', LINEUP_MESSAGES.duplicate, {
      positions: 'Duplicate player',
    });
  }
  // A frame never has the same player on both sides: whoever the other side fields in any round
  // cannot play for this one.
  const theirs = fieldedBy(match, otherSide(side));
  const onBoth = players.find((id) => theirs.has(id));
  if (onBoth) {
    return refuse('validation_failed', 'A player can play for one side of a match only.', {
      positions: `${onBoth} plays for the ${otherSide(side)} team in this match`,
    });
  }
  if (round > 1) {
    const message = substitutionError(side, lineupOf(match, side, round - 1), positions);
    if (message) return refuse('validation_failed', message, { positions: message });
  }
  const frames = match.frames.map((frame) => {
    if (frame.round !== round) return frame;
    const playerId = positions[framePositionIndex(frame, side)];
    if (playerId === undefined) return frame;
    if (framePlayerOf(frame, side) === playerId) return frame;
    return { ...withFramePlayer(frame, side, playerId), version: frame.version + 1 };
  });
  const lineupLocked = {
    ...match.progress.lineupLocked,
    [side]: match.progress.lineupLocked[side].map((locked, index) =>
      index === roundIndex ? action.locked : locked,
    ),
  };
  const bothLocked =
    lineupLocked.home[roundIndex] === true && lineupLocked.away[roundIndex] === true;
  // Once both line-ups are locked, a frame with a vacant side is decided: a forfeit to the side
  // that fielded a player, or no winner when both are vacant.
  const decided = bothLocked
    ? frames.map((frame) =>
        frame.round === round && isForfeit(frame) && frame.state === 'unplayed'
          ? resultFrame(frame, forfeitWinner(frame), userId(ctx), ctx.now, raceToOf(match.format))
          : frame,
      )
    : frames;
  return ok({ ...match, frames: decided, progress: { ...match.progress, lineupLocked } });
};
