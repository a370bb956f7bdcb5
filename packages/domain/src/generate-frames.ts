// The frames of a match (R x P, 16 in the '4v4 Standard' format), laid out as docs/rules.md
// (Match format) says, and a completer that fills missing or malformed frames without touching a
// recorded result.
import { VACANT } from './constants.ts';
import { frameSchema, type Frame, type MatchFormat } from './entities.ts';
import { NO_RESULT, validRacks, withoutResult, withRacks, withResult } from './frame-result.ts';
import {
  awayPositionIndex,
  awayPositionNumber,
  breakerSide,
  frameIdFor,
  homePositionIndex,
  homePositionLetter,
  raceToOf,
  STANDARD_FORMAT,
} from './match-format.ts';

type Layout = Pick<
  MatchFormat,
  'roundsPerMatch' | 'framesPerRound' | 'positionsPerTeam' | 'raceTo'
>;

export interface FrameOwner {
  matchId: string;
  seasonId: string;
}

/** A new frame (docs/rules.md, Match format): vacant players, no winner, 0-0, unplayed. */
export const defaultFrame = (
  { matchId, seasonId }: FrameOwner,
  round: number,
  frameNumber: number,
  format: Layout = STANDARD_FORMAT,
): Frame => ({
  frameId: frameIdFor(matchId, round, frameNumber),
  matchId,
  seasonId,
  round,
  frameNumber,
  homePosition: homePositionLetter(homePositionIndex(frameNumber, format.positionsPerTeam)),
  awayPosition: awayPositionNumber(awayPositionIndex(round, frameNumber, format.positionsPerTeam)),
  homePlayerId: VACANT,
  awayPlayerId: VACANT,
  ...NO_RESULT,
  breakerSide: breakerSide(frameNumber),
  version: 0,
  scoredBy: null,
  scoredAt: null,
});

/** The R x P frames of a new match in this format, round 1 frame 1 first. */
export const generateFrames = (owner: FrameOwner, format: Layout = STANDARD_FORMAT): Frame[] => {
  const frames: Frame[] = [];
  for (let round = 1; round <= format.roundsPerMatch; round++) {
    for (let frameNumber = 1; frameNumber <= format.framesPerRound; frameNumber++) {
      frames.push(defaultFrame(owner, round, frameNumber, format));
    }
  }
  return frames;
};

/**
 * A recorded frame's result, made consistent: the winner decides the scores, isComplete and the
 * state (a locked frame stays locked). A winner who is not one of the frame's players is no
 * result; so is a complete frame without a winner, unless both sides were vacant (no winner). In
 * a race, the loser keeps the racks recorded short of the race, and a race still being played
 * keeps its racks when they can stand.
 */
const consistentResult = (frame: Frame, raceTo: number): Frame => {
  const { winnerPlayerId: winner, homePlayerId: home, awayPlayerId: away } = frame;
  if (winner !== null && winner !== VACANT && (winner === home || winner === away)) {
    return withResult(frame, winner, raceTo);
  }
  const bothVacant = home === VACANT && away === VACANT;
  if (bothVacant && frame.isComplete && winner === null) return withResult(frame, null, raceTo);
  const racks = { home: frame.homeScore, away: frame.awayScore };
  const inPlay = raceTo > 1 && !bothVacant && racks.home < raceTo && racks.away < raceTo;
  if (inPlay && validRacks(racks, raceTo)) return withRacks(frame, racks, raceTo);
  return withoutResult(frame);
};

/**
 * Fills in a match's frames when they are missing or incomplete (docs/rules.md, Match format):
 * every slot gets a frame; a supplied frame that fits its slot keeps what was recorded on it
 * (players, result, version), with its scores, isComplete and state following from its winner,
 * while its identity and layout fields (id, positions, breaker) are always the format's. Anything
 * that does not parse as a frame, or sits in no slot of the format, is replaced or dropped.
 */
export const completeFrames = (
  owner: FrameOwner,
  supplied: readonly unknown[] | null | undefined,
  format: Layout = STANDARD_FORMAT,
): Frame[] => {
  const bySlot = new Map<string, Partial<Frame>>();
  for (const candidate of supplied ?? []) {
    const parsed = frameSchema.partial().safeParse(candidate);
    if (!parsed.success) continue;
    const { round, frameNumber } = parsed.data;
    if (round === undefined || frameNumber === undefined) continue;
    const key = `${round}-${frameNumber}`;
    if (!bySlot.has(key)) bySlot.set(key, parsed.data);
  }
  return generateFrames(owner, format).map((base) => {
    const recorded = bySlot.get(`${base.round}-${base.frameNumber}`);
    if (!recorded) return base;
    const merged = frameSchema.safeParse({
      ...base,
      ...recorded,
      frameId: base.frameId,
      matchId: base.matchId,
      seasonId: base.seasonId,
      homePosition: base.homePosition,
      awayPosition: base.awayPosition,
      breakerSide: base.breakerSide,
    });
    return merged.success ? consistentResult(merged.data, raceToOf(format)) : base;
  });
};
