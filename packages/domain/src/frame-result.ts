// What a frame's result is made of: the winner decides the scores, isComplete and the state.
// Shared by the lifecycle (scoring), the frame completer and the web's pending entries.
//
// A frame is one pairing of two players. In a race format (docs/rules.md, Races) its scores are
// the racks each side won, and it has a result once one side reaches the race; in a one-frame
// format the race is 1, so the winner scores 1 and the other 0, as the spec has it.
import type { Frame, Match } from './entities.ts';

/**
 * The frame with a result: the winner's side has the race (1 in a one-frame format), the other
 * keeps the racks it had, short of the race. A null winner is the result of a frame both sides
 * left vacant: complete, 0-0. A locked frame stays locked.
 */
export const withResult = (frame: Frame, winnerPlayerId: string | null, raceTo = 1): Frame => {
  const home = winnerPlayerId !== null && winnerPlayerId === frame.homePlayerId;
  const away = winnerPlayerId !== null && winnerPlayerId === frame.awayPlayerId;
  const short = (racks: number) => Math.min(racks, raceTo - 1);
  return {
    ...frame,
    winnerPlayerId,
    homeScore: home ? raceTo : away ? short(frame.homeScore) : 0,
    awayScore: away ? raceTo : home ? short(frame.awayScore) : 0,
    isComplete: true,
    state: frame.state === 'locked' ? 'locked' : 'resulted',
  };
};

/** Racks won by each side in one pairing. */
export interface Racks {
  home: number;
  away: number;
}

/**
 * Whether these racks can stand in a race to `raceTo`: whole numbers from 0 to the race, and
 * not both sides at it.
 */
export const validRacks = ({ home, away }: Racks, raceTo: number): boolean =>
  [home, away].every((racks) => Number.isInteger(racks) && racks >= 0 && racks <= raceTo) &&
  !(home === raceTo && away === raceTo);

/**
 * The frame with these racks (valid for the race: `validRacks`): a side that reached the race has
 * won the pairing; short of it the pairing is still being played, with no result yet.
 */
export const withRacks = (frame: Frame, racks: Racks, raceTo: number): Frame => {
  const winner =
    racks.home >= raceTo ? frame.homePlayerId : racks.away >= raceTo ? frame.awayPlayerId : null;
  if (winner !== null) return { ...withResult(frame, winner, raceTo), ...scoresOf(racks) };
  return {
    ...frame,
    ...NO_RESULT,
    ...scoresOf(racks),
    state: frame.state === 'locked' ? 'locked' : 'unplayed',
  };
};

const scoresOf = ({ home, away }: Racks) => ({ homeScore: home, awayScore: away });

/** The racks a frame stands at, result or not. */
export const racksOf = (frame: Pick<Frame, 'homeScore' | 'awayScore'>): Racks => ({
  home: frame.homeScore,
  away: frame.awayScore,
});

/** A race being played: racks scored, nobody at the race yet. */
export const isInPlay = (frame: Pick<Frame, 'isComplete' | 'homeScore' | 'awayScore'>): boolean =>
  !frame.isComplete && frame.homeScore + frame.awayScore > 0;

/** No result: no winner, 0-0, unplayed (a new frame's, or a reset one's). */
export const NO_RESULT: Pick<
  Frame,
  'winnerPlayerId' | 'homeScore' | 'awayScore' | 'isComplete' | 'state'
> = { winnerPlayerId: null, homeScore: 0, awayScore: 0, isComplete: false, state: 'unplayed' };

/** The frame with no result. */
export const withoutResult = (frame: Frame): Frame => ({ ...frame, ...NO_RESULT });

/**
 * Frames (pairings) won by each side among these frames: a frame counts once for the side with
 * more racks, and a frame without a result counts for neither. A complete frame level at more
 * than 0 was stored with one player on both sides, scored for both (match-lifecycle.ts refuses to
 * settle such a score): it counts for both, so that guard still sees it.
 */
export const scoreOfFrames = (
  frames: readonly Pick<Frame, 'isComplete' | 'homeScore' | 'awayScore'>[],
): { home: number; away: number } => {
  let home = 0;
  let away = 0;
  for (const frame of frames) {
    if (!frame.isComplete) continue;
    if (frame.homeScore >= frame.awayScore && frame.homeScore > 0) home += 1;
    if (frame.awayScore >= frame.homeScore && frame.awayScore > 0) away += 1;
  }
  return { home, away };
};

/** Racks won by each side over these frames, pairings still being played included. */
export const racksOfFrames = (
  frames: readonly Pick<Frame, 'homeScore' | 'awayScore'>[],
): { home: number; away: number } => {
  let home = 0;
  let away = 0;
  for (const frame of frames) {
    home += frame.homeScore;
    away += frame.awayScore;
  }
  return { home, away };
};

export type Outcome = 'home' | 'away' | 'none' | 'unplayed';

/** Who won a frame: a side (a walkover's too), nobody (both vacant), or not played yet. */
export const outcomeOf = (frame: Frame): Outcome => {
  if (!frame.isComplete) return 'unplayed';
  if (frame.winnerPlayerId !== null && frame.winnerPlayerId === frame.homePlayerId) return 'home';
  if (frame.winnerPlayerId !== null && frame.winnerPlayerId === frame.awayPlayerId) return 'away';
  // A walkover's frame has nobody in it and no winner: its score says whose it is.
  if (frame.homeScore !== frame.awayScore)
    return frame.homeScore > frame.awayScore ? 'home' : 'away';
  return 'none';
};

/**
 * A match's score: counted from its frames when they are there and any has a result, else the
 * stored totals (a match summary carries no frames).
 */
export const matchScore = (
  match: Pick<Match, 'homeScore' | 'awayScore'> & { frames?: Match['frames'] },
): { home: number; away: number } => {
  const frames = match.frames ?? [];
  if (!frames.some((frame) => frame.isComplete))
    return { home: match.homeScore, away: match.awayScore };
  return scoreOfFrames(frames);
};

/**
 * The score a scoreboard shows: a match's pairings won, but a players' knockout tie's racks (its
 * one pairing is its whole race: "2-1" says where it stands, where "0-0" would until it ends).
 */
export const boardScore = (
  match: Pick<Match, 'homeScore' | 'awayScore' | 'format'> & { frames?: Match['frames'] },
): { home: number; away: number } =>
  match.format.positionsPerTeam === 1 && (match.frames?.length ?? 0) > 0
    ? racksOfFrames(match.frames ?? [])
    : matchScore(match);

/** How many of a match's frames have a result. */
export const framesPlayed = (match: Pick<Match, 'frames'>): number =>
  match.frames.filter((frame) => frame.isComplete).length;
