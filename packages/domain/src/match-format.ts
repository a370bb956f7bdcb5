// The '4v4 Standard' format: who plays whom in each frame, and who breaks.
import {
  AWAY_POSITIONS,
  DEFAULT_FORMAT_NAME,
  FRAMES_PER_ROUND,
  HOME_POSITIONS,
  POSITIONS_PER_TEAM,
  ROUNDS_PER_MATCH,
} from './constants.ts';
import type { AwayPosition, HomePosition, MatchFormat, Side } from './entities.ts';

export const STANDARD_FORMAT: MatchFormat = {
  roundsPerMatch: ROUNDS_PER_MATCH,
  framesPerRound: FRAMES_PER_ROUND,
  positionsPerTeam: POSITIONS_PER_TEAM,
  name: DEFAULT_FORMAT_NAME,
};

const at = <T>(list: readonly T[], index: number): T => {
  const value = list[index];
  if (value === undefined) throw new RangeError(`Position index ${index} is out of range`);
  return value;
};

/** Home position index 0-3 to its letter A-D. */
export const homePositionLetter = (index: number): HomePosition => at(HOME_POSITIONS, index);
/** Away position index 0-3 to its number 1-4. */
export const awayPositionNumber = (index: number): AwayPosition => at(AWAY_POSITIONS, index);

/** Home position index = (frameNumber - 1) mod 4. */
export const homePositionIndex = (frameNumber: number): number =>
  (frameNumber - 1) % POSITIONS_PER_TEAM;

/** Away position index = (frameNumber - 1 + round - 1) mod 4: the away order shifts each round. */
export const awayPositionIndex = (round: number, frameNumber: number): number =>
  (frameNumber - 1 + round - 1) % POSITIONS_PER_TEAM;

/** Home breaks on odd frame numbers, away on even. */
export const breakerSide = (frameNumber: number): Side => (frameNumber % 2 === 1 ? 'home' : 'away');

export const frameIdFor = (matchId: string, round: number, frameNumber: number): string =>
  `${matchId}-R${round}-F${frameNumber}`;

/** Index (0-15) of a frame in a match's frame list, rounds in order. */
export const frameIndex = (round: number, frameNumber: number): number =>
  (round - 1) * FRAMES_PER_ROUND + (frameNumber - 1);

/** Whether two formats lay a match out the same way (the name aside). */
export const sameFormat = (a: MatchFormat, b: MatchFormat): boolean =>
  a.positionsPerTeam === b.positionsPerTeam &&
  a.roundsPerMatch === b.roundsPerMatch &&
  a.framesPerRound === b.framesPerRound &&
  a.name === b.name;

// ---- The formats a season can be played in (issue 15) ----
// Until matchFormatSchema takes other sizes, MatchFormat's fields are typed as the 4v4 literals:
// a format of another size is built from plain numbers and typed as one.
const formatOf = (positionsPerTeam: number, roundsPerMatch: number, name: string): MatchFormat =>
  ({
    positionsPerTeam,
    roundsPerMatch,
    framesPerRound: positionsPerTeam,
    name,
  }) as unknown as MatchFormat;

/** The formats offered by name: 4v4 Standard (16 frames), 5v5 (25), 3v3 (9). */
export const FORMAT_PRESETS: readonly MatchFormat[] = [
  STANDARD_FORMAT,
  formatOf(5, 5, '5v5'),
  formatOf(3, 3, '3v3'),
];

/** A format of the admin's own: P a side, R rounds of P frames. */
export const customFormat = (positionsPerTeam: number, roundsPerMatch: number): MatchFormat =>
  formatOf(
    positionsPerTeam,
    roundsPerMatch,
    `Custom ${String(positionsPerTeam)}v${String(positionsPerTeam)}, ${String(roundsPerMatch)} rounds`,
  );

/** How many frames a match of the format has. */
export const framesPerMatch = (format: MatchFormat): number =>
  format.roundsPerMatch * format.framesPerRound;
