// A season's format and points scheme in words, and the choice of format a form offers: one of
// the named presets, or 'custom' (so many a side, so many rounds).
import type { MatchFormat, Season } from '@cueleague/domain/entities';
import { FORMAT_PRESETS, customFormat, sameFormat } from '@cueleague/domain/match-format';

export const CUSTOM_FORMAT = 'custom';

/** The form's choice for a format: a preset's name, or 'custom'. */
export const formatChoiceOf = (format: MatchFormat): string =>
  FORMAT_PRESETS.find((preset) => sameFormat(preset, format))?.name ?? CUSTOM_FORMAT;

/** The format a choice stands for; a custom one of P a side and R rounds. */
export const formatOfChoice = (
  choice: string,
  positionsPerTeam: number,
  roundsPerMatch: number,
): MatchFormat =>
  FORMAT_PRESETS.find((preset) => preset.name === choice) ??
  customFormat(positionsPerTeam, roundsPerMatch);

/** '3 a win, 1 a draw, 0 a loss, +1 a frame won' (the frame part only when frames count). */
export const pointsSummary = (
  season: Pick<Season, 'pointsForWin' | 'pointsForDraw' | 'pointsForLoss' | 'pointsPerFrame'>,
): string =>
  `${String(season.pointsForWin)} a win, ${String(season.pointsForDraw)} a draw, ${String(season.pointsForLoss)} a loss${
    season.pointsPerFrame > 0 ? `, +${String(season.pointsPerFrame)} a frame won` : ''
  }`;
