// The season form's schema: what its inputs hold (strings, as inputs give them) and what a valid
// submit makes of them, checked as the server checks them.
import type { MatchFormat } from '@cueleague/domain/entities';
import { nameSchema } from '@cueleague/domain/entities';
import { MAX_DIVISIONS, MAX_RACE_TO } from '@cueleague/domain/constants';
import { checkSeasonDates, seasonFieldsSchema } from '@cueleague/domain/requests';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { blankAsNull, numberInput } from '../../../lib/form-inputs.ts';
import { CUSTOM_FORMAT } from './season-scheme.ts';

const pointsInput = numberInput(seasonFieldsSchema.shape.pointsForWin.unwrap());

// The server's rules: dates in the plausible window, the end not before the start; a custom
// format of 2 to 8 a side and at most a round a position, each pairing one frame or a race to at
// most 15; division names given and different.
export const seasonFormSchema = seasonFieldsSchema
  .omit({ leagueId: true, format: true })
  .extend({
    startDate: blankAsNull(seasonFieldsSchema.shape.startDate),
    endDate: blankAsNull(seasonFieldsSchema.shape.endDate),
    pointsForWin: pointsInput,
    pointsForDraw: pointsInput,
    pointsForLoss: pointsInput,
    pointsPerFrame: pointsInput,
    /** Asked only of a race; a one-frame format hides it (and puts back the stored value). */
    pointsPerRack: pointsInput,
    formatChoice: z.string(),
    positionsPerTeam: numberInput(z.number().int().min(2).max(8)),
    roundsPerMatch: numberInput(z.number().int().min(1).max(8)),
    /** Each pairing a race to this many racks; 1 is one frame. */
    raceTo: numberInput(z.number().int().min(1).max(MAX_RACE_TO)),
    divisions: z.array(z.object({ name: nameSchema })).max(MAX_DIVISIONS),
  })
  .superRefine(checkSeasonDates)
  .superRefine((values, context) => {
    if (values.formatChoice === CUSTOM_FORMAT && values.roundsPerMatch > values.positionsPerTeam)
      context.addIssue({
        code: 'custom',
        path: ['roundsPerMatch'],
        message: `Use ${String(values.positionsPerTeam)} or less (a round a position at most)`,
      });
    const names = values.divisions.map((division) => division.name.toLowerCase());
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({
          code: 'custom',
          path: ['divisions', index, 'name'],
          message: 'Already a division of this name',
        });
    });
  });

export type SeasonFormInput = z.input<typeof seasonFormSchema>;

/** What the form saves: the season's fields, its format (left out when it can't or didn't
 * change), its points per rack (left out of a one-frame format's unless there are some to clear)
 * and, on create when split, its divisions' names top first. */
export interface SeasonFormValues {
  name: string;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  isCurrent: boolean;
  pointsForWin: number;
  pointsForDraw: number;
  pointsForLoss: number;
  pointsPerFrame: number;
  /** Sent for a race; for one frame only as 0, clearing a race's (the form hides it there). */
  pointsPerRack?: number;
  format?: MatchFormat;
  divisions?: string[];
}

/** The form's own API, as the sections of the form take it. */
export type SeasonFormApi = UseFormReturn<
  SeasonFormInput,
  unknown,
  z.output<typeof seasonFormSchema>
>;
