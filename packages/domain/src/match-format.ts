// Match formats (docs/rules.md, Match format): P positions a side (2-8), R rounds (1-P) of P
// frames. Who plays whom in each frame, who breaks, and where a frame sits, for any format; the
// spec's '4v4 Standard' is the default.
import {
  AWAY_POSITION_NUMBERS,
  DEFAULT_FORMAT_NAME,
  FRAMES_PER_ROUND,
  HOME_POSITION_LETTERS,
  MAX_POSITIONS_PER_TEAM,
  MAX_RACE_TO,
  MIN_POSITIONS_PER_TEAM,
  POSITIONS_PER_TEAM,
  ROUNDS_PER_MATCH,
} from './constants.ts';
import type { AwayPosition, Frame, HomePosition, MatchFormat, Side } from './entities.ts';

export const STANDARD_FORMAT: MatchFormat = {
  roundsPerMatch: ROUNDS_PER_MATCH,
  framesPerRound: FRAMES_PER_ROUND,
  positionsPerTeam: POSITIONS_PER_TEAM,
  name: DEFAULT_FORMAT_NAME,
};

/** A format of P positions a side and R rounds, named as given; throws outside the range (the
 * range matchFormatSchema checks, written out: this module is on every page's first load, which
 * carries no schema library). A race to 1 is left out: the spec's formats carry no race. */
const formatOf = (
  positionsPerTeam: number,
  roundsPerMatch: number,
  name: string,
  raceTo = 1,
): MatchFormat => {
  const within = (value: number, min: number, max: number) =>
    Number.isInteger(value) && value >= min && value <= max;
  if (!within(positionsPerTeam, MIN_POSITIONS_PER_TEAM, MAX_POSITIONS_PER_TEAM))
    throw new RangeError(
      `A side has ${MIN_POSITIONS_PER_TEAM} to ${MAX_POSITIONS_PER_TEAM} positions, not ${positionsPerTeam}`,
    );
  if (!within(roundsPerMatch, 1, positionsPerTeam))
    throw new RangeError(`A match has 1 to ${positionsPerTeam} rounds, not ${roundsPerMatch}`);
  if (!within(raceTo, 1, MAX_RACE_TO))
    throw new RangeError(`A pairing is a race to 1 to ${MAX_RACE_TO} racks, not ${raceTo}`);
  return {
    roundsPerMatch,
    framesPerRound: positionsPerTeam,
    positionsPerTeam,
    name,
    ...(raceTo > 1 ? { raceTo } : {}),
  };
};

/** The racks a side needs to win a pairing in this format: 1 unless the format is a race. */
export const raceToOf = (format: Pick<MatchFormat, 'raceTo'>): number => format.raceTo ?? 1;

/** Whether each pairing of this format is a race of more than one rack. */
export const isRace = (format: Pick<MatchFormat, 'raceTo'>): boolean => raceToOf(format) > 1;

/** The formats an admin picks from; a league may also play a custom one (customFormat). */
export const FORMAT_PRESETS: readonly MatchFormat[] = [
  STANDARD_FORMAT,
  formatOf(5, 5, '5v5'),
  formatOf(3, 3, '3v3'),
];

/**
 * A custom format: P positions a side (2-8), R rounds (1-P), each pairing a race to N (1-15, 1 by
 * default: one frame). Throws a RangeError outside that range.
 */
export const customFormat = (
  positionsPerTeam: number,
  roundsPerMatch: number,
  raceTo = 1,
): MatchFormat =>
  formatOf(
    positionsPerTeam,
    roundsPerMatch,
    `Custom ${positionsPerTeam}v${positionsPerTeam}, ${roundsPerMatch} ${roundsPerMatch === 1 ? 'round' : 'rounds'}${raceTo > 1 ? `, race to ${raceTo}` : ''}`,
    raceTo,
  );

/** A preset's format with each pairing a race to N, named so: '5v5, race to 3'. */
export const asRace = (format: MatchFormat, raceTo: number): MatchFormat => {
  const base = format.name.replace(/, race to \d+$/, '');
  return formatOf(
    format.positionsPerTeam,
    format.roundsPerMatch,
    raceTo > 1 ? `${base}, race to ${raceTo}` : base,
    raceTo,
  );
};

/**
 * A singles tie's format (decision 0048): one player a side, one pairing, a race to N racks
 * ('Singles, race to 3'; 'Singles' for one frame). A doubles tie's is the same with its pair a
 * side (decision 0049), named 'Doubles, race to 3'.
 */
export const singlesFormat = (
  raceTo: number,
  game: 'Singles' | 'Doubles' = 'Singles',
): MatchFormat => {
  if (!Number.isInteger(raceTo) || raceTo < 1 || raceTo > MAX_RACE_TO)
    throw new RangeError(`A pairing is a race to 1 to ${MAX_RACE_TO} racks, not ${raceTo}`);
  return {
    roundsPerMatch: 1,
    framesPerRound: 1,
    positionsPerTeam: 1,
    name: raceTo > 1 ? `${game}, race to ${raceTo}` : game,
    ...(raceTo > 1 ? { raceTo } : {}),
  };
};

/** The frames of a match in this format: R x P. */
export const framesPerMatch = (format: Pick<MatchFormat, 'roundsPerMatch' | 'framesPerRound'>) =>
  format.roundsPerMatch * format.framesPerRound;

const at = <T>(list: readonly T[], index: number): T => {
  const value = list[index];
  if (value === undefined) throw new RangeError(`Position index ${index} is out of range`);
  return value;
};

/** Home position index 0-7 to its letter A-H. */
export const homePositionLetter = (index: number): HomePosition => at(HOME_POSITION_LETTERS, index);
/** Away position index 0-7 to its number 1-8. */
export const awayPositionNumber = (index: number): AwayPosition => at(AWAY_POSITION_NUMBERS, index);

/** The home positions of a format, in order: A, B, ... (P of them). */
export const homePositionsOf = (format: Pick<MatchFormat, 'positionsPerTeam'>): HomePosition[] =>
  HOME_POSITION_LETTERS.slice(0, format.positionsPerTeam);
/** The away positions of a format, in order: 1, 2, ... (P of them). */
export const awayPositionsOf = (format: Pick<MatchFormat, 'positionsPerTeam'>): AwayPosition[] =>
  AWAY_POSITION_NUMBERS.slice(0, format.positionsPerTeam);

/** The index (0-7) of a side's position in a frame: A is 0, 1 is 0. */
export const framePositionIndex = (
  frame: Pick<Frame, 'homePosition' | 'awayPosition'>,
  side: Side,
): number =>
  side === 'home' ? HOME_POSITION_LETTERS.indexOf(frame.homePosition) : frame.awayPosition - 1;

/** Home position index = (frameNumber - 1) mod P. */
export const homePositionIndex = (frameNumber: number, positionsPerTeam: number): number =>
  (frameNumber - 1) % positionsPerTeam;

/** Away position index = (frameNumber - 1 + round - 1) mod P: the away order shifts each round. */
export const awayPositionIndex = (
  round: number,
  frameNumber: number,
  positionsPerTeam: number,
): number => (frameNumber - 1 + round - 1) % positionsPerTeam;

/** Home breaks on odd frame numbers, away on even. */
export const breakerSide = (frameNumber: number): Side => (frameNumber % 2 === 1 ? 'home' : 'away');

export const frameIdFor = (matchId: string, round: number, frameNumber: number): string =>
  `${matchId}-R${round}-F${frameNumber}`;

/** Whether round `round`, frame `frameNumber` is a frame of this format (rounds 1-R, frames 1-P). */
export const isFrameOfFormat = (
  format: Pick<MatchFormat, 'roundsPerMatch' | 'framesPerRound'>,
  round: number,
  frameNumber: number,
): boolean =>
  Number.isInteger(round) &&
  Number.isInteger(frameNumber) &&
  round >= 1 &&
  round <= format.roundsPerMatch &&
  frameNumber >= 1 &&
  frameNumber <= format.framesPerRound;

/** Index (0 to R x P - 1) of a frame in a match's frame list, rounds in order. */
export const frameIndex = (
  round: number,
  frameNumber: number,
  format: Pick<MatchFormat, 'framesPerRound'> = STANDARD_FORMAT,
): number => (round - 1) * format.framesPerRound + (frameNumber - 1);

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/** A count of rounds, frames or positions in words for messages: 4 is "four"; past eight, digits. */
export const countWords = (count: number): string => COUNT_WORDS[count] ?? String(count);

/** "all four rounds" for messages: the format's rounds in words ("the round" for one). */
export const allRoundsWords = (format: Pick<MatchFormat, 'roundsPerMatch'>): string =>
  format.roundsPerMatch === 1 ? 'the round' : `all ${countWords(format.roundsPerMatch)} rounds`;

/** Whether two formats lay a match out the same way, and are called the same. */
export const sameFormat = (a: MatchFormat, b: MatchFormat): boolean =>
  a.positionsPerTeam === b.positionsPerTeam &&
  a.roundsPerMatch === b.roundsPerMatch &&
  a.framesPerRound === b.framesPerRound &&
  raceToOf(a) === raceToOf(b) &&
  a.name === b.name;
