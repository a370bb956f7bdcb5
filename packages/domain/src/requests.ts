// zod schemas for the request bodies and queries of api.md. The server validates with them; the
// web app's forms use the same ones. Bodies are strict: unknown fields are refused.
import { z } from 'zod';
import {
  FRAMES_PER_MATCH,
  ID_CHUNK_SIZE,
  LONG_POLL_TIMEOUT_MAX_S,
  LONG_POLL_TIMEOUT_MIN_S,
  POSITIONS_PER_TEAM,
} from './constants.ts';
import {
  dateSchema,
  frameSchema,
  idSchema,
  matchFormatSchema,
  matchStateSchema,
  membershipRoleSchema,
  nameSchema,
  roundSchema,
  sideSchema,
  timestampSchema,
  userRoleSchema,
} from './entities.ts';
import { MESSAGES } from './errors.ts';

// Users type their e-mail in any case; we store and compare it in lower case.
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address'));
export const newPasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(200, 'Use at most 200 characters');
const reasonSchema = z.string().trim().min(1, 'Say why').max(500);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

// ---- Auth ----
export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
});
export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Required').max(200),
});
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export const resetPasswordBodySchema = z.strictObject({
  token: z.string().min(1, 'Required').max(200),
  password: newPasswordSchema,
});
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, 'Required').max(200),
  newPassword: newPasswordSchema,
});
/** The one-time setup call: creates the league and its first admin while no league exists. */
export const setupBodySchema = z.strictObject({
  leagueName: nameSchema,
  timezone: z.string().trim().min(1).max(64).default('Europe/London'),
  email: emailSchema,
  password: newPasswordSchema,
});

// ---- League data ----
export const leagueQuerySchema = z.strictObject({ adminId: idSchema.optional() });

export const seasonCreateSchema = z.strictObject({
  leagueId: idSchema,
  name: nameSchema,
  isCurrent: z.boolean().default(false),
  startDate: dateSchema.nullish(),
  endDate: dateSchema.nullish(),
  pointsForWin: z.number().int().min(0).max(10).optional(),
  pointsForDraw: z.number().int().min(0).max(10).optional(),
});
// Updates take only what is sent: a default of the create schema (isCurrent false, tables 1)
// must not fill in a field the client left out (zod applies defaults inside .partial()).
export const seasonUpdateSchema = seasonCreateSchema
  .omit({ leagueId: true })
  .extend({ isCurrent: z.boolean() })
  .partial();
export const seasonQuerySchema = z.strictObject({ leagueId: idSchema.optional() });

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
});
export const teamUpdateSchema = teamCreateSchema.partial();
export const teamQuerySchema = z.strictObject({
  seasonId: idSchema.optional(),
  captainUserId: idSchema.optional(),
});
export const captainBodySchema = z.strictObject({ userId: idSchema });

export const playerCreateSchema = z.strictObject({
  userId: idSchema.nullish(),
  firstName: nameSchema,
  lastName: nameSchema,
});
export const playerUpdateSchema = playerCreateSchema.partial();
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

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
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

export const userRoleUpdateSchema = z.strictObject({ role: userRoleSchema });

// ---- Matches ----
export const matchQuerySchema = z.strictObject({
  seasonId: idSchema.optional(),
  teamId: idSchema.optional(),
  state: matchStateSchema.optional(),
  /** 'summary' leaves the 16 frames out: a season's fixture list stays small. */
  view: z.enum(['full', 'summary']).optional(),
});
export const matchCreateSchema = z.strictObject({
  seasonId: idSchema,
  homeTeamId: idSchema,
  awayTeamId: idSchema,
  venueId: idSchema.nullish(),
  scheduledDate: timestampSchema,
  format: matchFormatSchema.optional(),
  // Frames may come partial or missing: the server completes them (spec section 7).
  frames: z.array(z.unknown()).max(64).optional(),
});
/** Admin edits of a match's fixture data; lifecycle changes go through their own actions. */
export const matchUpdateSchema = z.strictObject({
  homeTeamId: idSchema.optional(),
  awayTeamId: idSchema.optional(),
  venueId: idSchema.nullish(),
  scheduledDate: timestampSchema.optional(),
});
export const batchDeleteQuerySchema = z.strictObject({
  seasonId: idSchema,
  state: z.literal('pre-match'),
});

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use 24-hour 'HH:MM'");
export const roundRobinBodySchema = z.strictObject({
  seasonId: idSchema,
  double: z.boolean().default(false),
  weekday: z.number().int().min(0).max(6),
  time: timeSchema,
  startDate: dateSchema,
  skipDates: z.array(dateSchema).max(100).default([]),
});
export const roundRobinQuerySchema = z.strictObject({ dryRun: booleanQuery.optional() });

export const framesReplaceSchema = z.strictObject({
  frames: z.array(frameSchema).length(FRAMES_PER_MATCH, MESSAGES.framesCount),
  reason: reasonSchema,
  extra: z.record(z.string(), z.unknown()).optional(),
});

const mutationIdSchema = z.string().trim().min(8).max(100);
export const frameUpdateSchema = z.union([
  z.strictObject({
    winnerPlayerId: idSchema,
    baseVersion: z.number().int().min(0),
    reason: reasonSchema,
    mutationId: mutationIdSchema.optional(),
  }),
  z.strictObject({
    reset: z.literal(true),
    baseVersion: z.number().int().min(0),
    reason: reasonSchema,
    mutationId: mutationIdSchema.optional(),
  }),
]);

export const preMatchBodySchema = z.strictObject({
  side: sideSchema,
  availablePlayers: z.array(idSchema).max(50),
  rosterConfirmed: z.boolean(),
  reason: reasonSchema.default('pre_match_updated'),
  mutationId: mutationIdSchema.optional(),
});

export const lineupBodySchema = z.strictObject({
  side: sideSchema,
  round: roundSchema,
  positions: z.array(idSchema).length(POSITIONS_PER_TEAM, `Give ${POSITIONS_PER_TEAM} positions`),
  locked: z.boolean().default(false),
  reason: reasonSchema.optional(),
  mutationId: mutationIdSchema.optional(),
});

export const lockRoundBodySchema = z.strictObject({
  round: roundSchema,
  mutationId: mutationIdSchema.optional(),
});
export const confirmBodySchema = z.strictObject({
  side: sideSchema,
  mutationId: mutationIdSchema.optional(),
});
export const disputeBodySchema = z.strictObject({
  side: sideSchema,
  reason: reasonSchema,
  mutationId: mutationIdSchema.optional(),
});
export const reasonBodySchema = z.strictObject({
  reason: reasonSchema,
  mutationId: mutationIdSchema.optional(),
});
export const emptyBodySchema = z.strictObject({ mutationId: mutationIdSchema.optional() });

// ---- Tables, stats, live ----
export const standingsQuerySchema = z.strictObject({ seasonId: idSchema.optional() });
export const playerStatsQuerySchema = z.strictObject({
  seasonId: idSchema.optional(),
  minFrames: z.coerce.number().int().min(0).max(10_000).optional(),
});
export const ratingHistoryQuerySchema = z.strictObject({ seasonId: idSchema.optional() });
export const livePollQuerySchema = z.strictObject({
  topics: z
    .string()
    .transform((value) => value.split(',').filter((topic) => topic.length > 0))
    .pipe(
      z
        .array(z.string().regex(/^(live|match:[^,]+|season:[^,]+)$/, 'Unknown topic'))
        .min(1)
        .max(50),
    ),
  cursor: z.coerce.number().int().min(0).optional(),
  timeout: z.coerce
    .number()
    .int()
    .min(LONG_POLL_TIMEOUT_MIN_S)
    .max(LONG_POLL_TIMEOUT_MAX_S)
    .default(25),
});
