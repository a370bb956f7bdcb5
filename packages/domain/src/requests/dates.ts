// Dates a person types in: within the plausible years, and a season that ends on or after it
// starts.
import type { z } from 'zod';
import { EARLIEST_YEAR, LATEST_YEAR } from '../constants.ts';
import { dateSchema, timestampSchema } from '../entities.ts';

const YEAR_MESSAGE = `Use a date between ${EARLIEST_YEAR} and ${LATEST_YEAR}`;
const plausibleYear = (year: number): boolean => year >= EARLIEST_YEAR && year <= LATEST_YEAR;
/** A calendar date in the plausible window (a season's, a fixture list's). */
export const plausibleDateSchema = dateSchema.refine(
  (date) => plausibleYear(Number(date.slice(0, 4))),
  YEAR_MESSAGE,
);
/** A fixture's instant in the plausible window (its UTC year). */
export const plausibleTimestampSchema = timestampSchema.refine(
  (instant) => plausibleYear(new Date(instant).getUTCFullYear()),
  YEAR_MESSAGE,
);
export const SEASON_ENDS_BEFORE_START = 'The season ends before it starts';
/** A season's dates, when both are known: the end is on or after the start. */
export const seasonDatesValid = (
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): boolean => !startDate || !endDate || endDate >= startDate;
export const checkSeasonDates = (
  season: { startDate?: string | null | undefined; endDate?: string | null | undefined },
  ctx: z.RefinementCtx,
): void => {
  if (!seasonDatesValid(season.startDate, season.endDate))
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: SEASON_ENDS_BEFORE_START });
};
