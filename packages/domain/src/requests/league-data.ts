// The league's data: seasons and their divisions, venues, teams, players and memberships,
// roster imports, availability and transfers.
import { z } from 'zod';
import { ID_CHUNK_SIZE, MAX_ADJUSTMENT_POINTS, MAX_DIVISIONS } from '../constants.ts';
import {
  idSchema,
  leagueFormatSchema,
  membershipRoleSchema,
  nameSchema,
  pointsAdjustmentSchema,
  walkoverRuleSchema,
} from '../entities.ts';
import { checkSeasonDates, plausibleDateSchema } from './dates.ts';
import { currencySchema, ledgerAmountSchema } from '../ledger.ts';
import { booleanQuery } from './fields.ts';
import { MAX_IMPORT_LINES } from '../roster-import.ts';
import {
  MAX_AUTO_COMPLETE_HOURS,
  MAX_RESULT_DUE_HOURS,
  MIN_AUTO_COMPLETE_HOURS,
} from '../result-deadlines.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullish();
/** Points a season gives for a result or a frame (docs/rules.md, Standings). */
const pointsSchema = z.number().int().min(0).max(10);

export const leagueQuerySchema = z.strictObject({ adminId: idSchema.optional() });

/** A proposed penalty's points to take away: 0 (none proposed) up to an adjustment's most. */
const penaltyPointsSchema = z
  .number()
  .int('Whole points')
  .min(0, '0 (none), or the points to take away')
  .max(MAX_ADJUSTMENT_POINTS, `At most ${MAX_ADJUSTMENT_POINTS} points`);

/**
 * PATCH /api/leagues/:id (an admin): some of the league's settings; a field left out keeps its
 * value. The time zone must be one the server knows (checked there: an IANA name).
 */
export const leagueSettingsUpdateSchema = z
  .strictObject({
    name: nameSchema,
    timezone: z.string().trim().min(1, 'Required').max(64),
    walkoverRule: walkoverRuleSchema,
    resultDueHours: z
      .number()
      .int('Whole hours')
      .min(1, 'At least 1 hour')
      .max(MAX_RESULT_DUE_HOURS, `At most ${MAX_RESULT_DUE_HOURS} hours (two weeks)`),
    autoCompleteHours: z
      .number()
      .int('Whole hours')
      .max(MAX_AUTO_COMPLETE_HOURS, `At most ${MAX_AUTO_COMPLETE_HOURS} hours (30 days)`)
      .refine(
        (hours) => hours === 0 || hours >= MIN_AUTO_COMPLETE_HOURS,
        `0 (never), or at least ${MIN_AUTO_COMPLETE_HOURS} hours`,
      ),
    lateResultPenalty: penaltyPointsSchema,
    unconfirmedPenalty: penaltyPointsSchema,
    currency: currencySchema,
  })
  .partial();
export type LeagueSettingsUpdate = z.infer<typeof leagueSettingsUpdateSchema>;

/** A season's fields without the cross-field rule (zod cannot omit or extend a refined object):
 * forms build on this and add `checkSeasonDates` back. */
export const seasonFieldsSchema = z.strictObject({
  leagueId: idSchema,
  name: nameSchema,
  isCurrent: z.boolean().default(false),
  startDate: plausibleDateSchema.nullish(),
  endDate: plausibleDateSchema.nullish(),
  pointsForWin: pointsSchema.optional(),
  pointsForDraw: pointsSchema.optional(),
  pointsForLoss: pointsSchema.optional(),
  pointsPerFrame: pointsSchema.optional(),
  pointsPerRack: pointsSchema.optional(),
  format: leagueFormatSchema.optional(),
});
/** A new season may name its divisions, top first; without them it has one, unnamed. */
export const seasonCreateSchema = seasonFieldsSchema
  .extend({ divisions: z.array(nameSchema).min(1).max(MAX_DIVISIONS).optional() })
  .superRefine(checkSeasonDates)
  .superRefine((season, context) => {
    const names = (season.divisions ?? []).map((name) => name.toLowerCase());
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({
          code: 'custom',
          path: ['divisions', index],
          message: 'Two divisions with one name',
        });
    });
  });
// Updates take only what is sent: a default of the create schema (isCurrent false, tables 1)
// must not fill in a field the client left out (zod applies defaults inside .partial()). A PATCH
// giving one date is checked against the stored other by the server.
export const seasonUpdateSchema = seasonFieldsSchema
  .omit({ leagueId: true })
  .extend({ isCurrent: z.boolean() })
  .partial()
  .superRefine(checkSeasonDates);
export const seasonQuerySchema = z.strictObject({ leagueId: idSchema.optional() });

/**
 * Starting the next season from this one (docs/rules.md, The next season): its name and dates, how
 * many teams go up and down between neighbouring divisions, and the admin's edits to the
 * suggestion: team id -> division of THIS season, teams dropped, teams added.
 */
export const nextSeasonBodySchema = z
  .strictObject({
    name: nameSchema,
    startDate: plausibleDateSchema.nullish(),
    endDate: plausibleDateSchema.nullish(),
    up: z.number().int().min(0).max(50).optional(),
    down: z.number().int().min(0).max(50).optional(),
    moves: z.record(idSchema, idSchema).optional(),
    drop: z.array(idSchema).max(500).optional(),
    add: z
      .array(z.strictObject({ name: nameSchema, divisionId: idSchema }))
      .max(500)
      .optional(),
  })
  .superRefine(checkSeasonDates);

export const divisionCreateSchema = z.strictObject({ seasonId: idSchema, name: nameSchema });
/** Renaming a division, or moving it up or down (0 is the top). */
export const divisionUpdateSchema = z
  .strictObject({ name: nameSchema, position: z.number().int().min(0).max(MAX_DIVISIONS) })
  .partial();

export const venueCreateSchema = z.strictObject({
  name: nameSchema,
  address: optionalText(300),
  tables: z.number().int().min(1).max(100).default(1),
});
export const venueUpdateSchema = venueCreateSchema
  .extend({ tables: z.number().int().min(1).max(100) })
  .partial();

export const teamCreateSchema = z.strictObject({
  seasonId: idSchema,
  name: nameSchema,
  homeVenueId: idSchema.nullish(),
  /** Of the team's season; the top division when left out. */
  divisionId: idSchema.optional(),
});
export const teamUpdateSchema = teamCreateSchema.partial();
export const teamQuerySchema = z.strictObject({
  seasonId: idSchema.optional(),
  divisionId: idSchema.optional(),
  captainUserId: idSchema.optional(),
});
export const captainBodySchema = z.strictObject({ userId: idSchema });

/** A points adjustment (docs/rules.md, Points adjustments): the team names its season. */
export const pointsAdjustmentCreateSchema = z.strictObject({
  teamId: idSchema,
  points: pointsAdjustmentSchema.shape.points,
  reason: nameSchema,
  /** The match it is for, one of the team's own; none for a season-long matter. */
  matchId: idSchema.nullish(),
  /**
   * A fine with the penalty (docs/rules.md, Fees and fines), in the currency's minor unit: charged
   * to the team's ledger in the same write, its note the reason. Only when it is recorded.
   */
  fine: ledgerAmountSchema.optional(),
});
export const pointsAdjustmentUpdateSchema = pointsAdjustmentCreateSchema
  .omit({ teamId: true, fine: true })
  .partial();
export const pointsAdjustmentQuerySchema = z.strictObject({
  seasonId: idSchema.optional(),
  teamId: idSchema.optional(),
});

export const playerCreateSchema = z.strictObject({
  userId: idSchema.nullish(),
  firstName: nameSchema,
  lastName: nameSchema,
});
export const playerUpdateSchema = playerCreateSchema.partial().extend({
  /** An admin who has looked at a record a captain added on match night clears its flag. */
  needsReview: z.literal(false).optional(),
});
/** A captain adds someone new to their team on match night: a player record and a membership. */
export const newTeamPlayerSchema = z.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
});
const idListSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id.length > 0),
  )
  .pipe(z.array(idSchema).max(ID_CHUNK_SIZE, `At most ${ID_CHUNK_SIZE} ids at a time`));
export const playerQuerySchema = z.strictObject({
  userId: idSchema.optional(),
  ids: idListSchema.optional(),
});

export const teamPlayerQuerySchema = z.strictObject({
  teamId: idSchema.optional(),
  playerId: idSchema.optional(),
  seasonId: idSchema.optional(),
  isActive: booleanQuery.optional(),
});
export const teamPlayerCreateSchema = z.strictObject({
  teamId: idSchema,
  playerId: idSchema,
  seasonId: idSchema,
  role: membershipRoleSchema.default('player'),
  isActive: z.boolean().default(true),
});
export const teamPlayerUpdateSchema = z.strictObject({
  role: membershipRoleSchema.optional(),
  isActive: z.boolean().optional(),
});

/** A CSV file of players (and their teams) for a season: previewed (dryRun), then imported.
 * `separate` lists the lines the admin marked a different person from their namesakes. */
export const rosterImportBodySchema = z.strictObject({
  csv: z.string().max(200_000, 'At most 200 KB'),
  dryRun: z.boolean().default(true),
  separate: z
    .array(z.number().int().min(2, 'Line 1 is the header'))
    .max(MAX_IMPORT_LINES)
    .refine((lines) => new Set(lines).size === lines.length, 'A line is named twice')
    .default([]),
});

/** A player's answer for one coming match (the player, their captain or an admin). */
export const availabilityBodySchema = z.strictObject({
  playerId: idSchema,
  available: z.boolean(),
});
export const teamAvailabilityQuerySchema = z.strictObject({ matchId: idSchema.optional() });

/** An admin moves a player with an active membership to another team of the same season. */
export const transferBodySchema = z.strictObject({
  teamId: idSchema,
  reason: z.string().trim().max(500).optional(),
});
