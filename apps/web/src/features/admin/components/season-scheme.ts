// A season's format and points scheme in words, and the choice of format a form offers: one of
// the named presets, or 'custom' (so many a side, so many rounds), each pairing one frame or a
// race to N.
import { MAX_RACE_TO } from '@cueleague/domain/constants';
import type { MatchFormat, Season } from '@cueleague/domain/entities';
import {
  FORMAT_PRESETS,
  asRace,
  customFormat,
  framesPerMatch,
  isRace,
  raceToOf,
  sameFormat,
} from '@cueleague/domain/match-format';

export const CUSTOM_FORMAT = 'custom';

/** How each pairing is played, as a select offers it: one frame (1), or a race to 2 to 15. */
export const RACE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '1', label: 'One frame' },
  ...Array.from({ length: MAX_RACE_TO - 1 }, (_, at) => ({
    value: String(at + 2),
    label: `Race to ${String(at + 2)}`,
  })),
];

/** The form's choice for a format: a preset's name, or 'custom'. A raced preset is still the
 * preset: the race is a choice of its own. */
export const formatChoiceOf = (format: MatchFormat): string =>
  FORMAT_PRESETS.find((preset) => sameFormat(asRace(preset, raceToOf(format)), format))?.name ??
  CUSTOM_FORMAT;

/** The format a choice stands for (a custom one of P a side and R rounds), each pairing a race
 * to `raceTo`; a race to 1 is the format as it is, with no race. */
export const formatOfChoice = (
  choice: string,
  positionsPerTeam: number,
  roundsPerMatch: number,
  raceTo = 1,
): MatchFormat => {
  const preset = FORMAT_PRESETS.find((candidate) => candidate.name === choice);
  return preset ? asRace(preset, raceTo) : customFormat(positionsPerTeam, roundsPerMatch, raceTo);
};

/** '16 frames a match', or for a race '16 pairings a match, each a race to 3'. */
export const matchSizeLine = (
  format: Pick<MatchFormat, 'roundsPerMatch' | 'framesPerRound' | 'raceTo'>,
): string => {
  const pairings = String(framesPerMatch(format));
  const raceTo = raceToOf(format);
  return raceTo > 1
    ? `${pairings} pairings a match, each a race to ${String(raceTo)}`
    : `${pairings} frames a match`;
};

/** 'one frame' or 'a race to 3': how each pairing of a format is played, in a sentence. */
export const pairingWords = (format: Pick<MatchFormat, 'raceTo'>): string =>
  raceToOf(format) > 1 ? `a race to ${String(raceToOf(format))}` : 'one frame';

/** A season's points scheme, and how its pairings are played (a race's are not single frames). */
type PointsScheme = Pick<
  Season,
  'pointsForWin' | 'pointsForDraw' | 'pointsForLoss' | 'pointsPerFrame' | 'pointsPerRack'
> & { format: Pick<MatchFormat, 'raceTo'> };

/** '3 a win, 1 a draw, 0 a loss, +1 a frame won' (the frame part only when frames count; a race's
 * '+1 a pairing won'), then '+1 a rack won' when racks count. */
export const pointsSummary = (season: PointsScheme): string => {
  const pairing = isRace(season.format) ? 'pairing' : 'frame';
  return `${String(season.pointsForWin)} a win, ${String(season.pointsForDraw)} a draw, ${String(season.pointsForLoss)} a loss${
    season.pointsPerFrame > 0 ? `, +${String(season.pointsPerFrame)} a ${pairing} won` : ''
  }${season.pointsPerRack > 0 ? `, +${String(season.pointsPerRack)} a rack won` : ''}`;
};
