// zod schemas for the request bodies and queries of docs/api.md (each endpoint's "Send"). The
// server validates with them; the web app's forms use the same ones. Bodies are strict: unknown
// fields are refused.
import { z } from 'zod';
import { parseTopic } from './live-protocol.ts';
import {
  EARLIEST_YEAR,
  ID_CHUNK_SIZE,
  LATEST_YEAR,
  LONG_POLL_TIMEOUT_MAX_S,
  LONG_POLL_TIMEOUT_MIN_S,
  MAX_DIVISIONS,
  MAX_POSITIONS_PER_TEAM,
  MIN_POSITIONS_PER_TEAM,
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
} from './entities.ts';
import { framesCountMessage, MESSAGES } from './errors.ts';
import { weakPasswordReason } from './password-strength.ts';

// Users type their e-mail in any case; we store and compare it in lower case.
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address'));
export const newPasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(200, 'Use at most 200 characters')
  .superRefine((password, ctx) => {
    if (password.trim().length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Use letters, digits or symbols, not only spaces' });
      return;
    }
    // The league's name is added where it is known (the server; the set-up form).
    const weak = weakPasswordReason(password);
    if (weak) ctx.addIssue({ code: 'custom', message: weak });
  });
/** The code the server prints at its first start (or SETUP_CODE sets): proof of being its operator. */
export const setupCodeSchema = z
  .string()
  .trim()
  .min(1, "Enter the setup code from the server's log")
  .max(100);
const reasonSchema = z.string().trim().min(1, 'Say why').max(500);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
/** Points a season gives for a result or a frame (docs/rules.md, Standings). */
const pointsSchema = z.number().int().min(0).max(10);

// ---- Dates a person types in ----
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
const resetTokenSchema = z.string().min(1, 'Required').max(200);
export const resetPasswordCheckBodySchema = z.strictObject({ token: resetTokenSchema });
/** POST /api/auth/verify-email: the token of the link mailed to the account's address. */
export const verifyEmailBodySchema = z.strictObject({ token: resetTokenSchema });
export const resetPasswordBodySchema = z.strictObject({
  token: resetTokenSchema,
  password: newPasswordSchema,
});
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, 'Required').max(200),
  newPassword: newPasswordSchema,
});
/** The one-time setup call: creates the league and its first admin while no league exists. */
export const setupBodySchema = z.strictObject({
  setupCode: setupCodeSchema,
  leagueName: nameSchema,
  timezone: z.string().trim().min(1).max(64).default('Europe/London'),
  email: emailSchema,
  password: newPasswordSchema,
});
/** Loading the demo league from the setup page takes the same proof. */
export const setupDemoBodySchema = z.strictObject({ setupCode: setupCodeSchema });

// ---- League data ----
export const leagueQuerySchema = z.strictObject({ adminId: idSchema.optional() });

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
  format: matchFormatSchema.optional(),
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

/** A CSV file of players (and their teams) for a season: previewed (dryRun), then imported. */
export const rosterImportBodySchema = z.strictObject({
  csv: z.string().max(200_000, 'At most 200 KB'),
  dryRun: z.boolean().default(true),
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

// ---- Matches ----
/** The largest page of GET /api/matches. */
export const MATCH_PAGE_MAX = 500;

/** Where a page of matches (newest first) ends: its last match's time and id, opaque to clients. */
export interface MatchCursor {
  scheduledDate: string;
  id: string;
}
export const encodeMatchCursor = ({ scheduledDate, id }: MatchCursor): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify([scheduledDate, id]))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
/** The cursor a client sent back, or null for anything that is not one. */
export const decodeMatchCursor = (cursor: string): MatchCursor | null => {
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    const value: unknown = JSON.parse(json);
    if (
      !Array.isArray(value) ||
      value.length !== 2 ||
      typeof value[0] !== 'string' ||
      typeof value[1] !== 'string' ||
      value[0].length > 100 ||
      value[1].length > 200
    )
      return null;
    return { scheduledDate: value[0], id: value[1] };
  } catch {
    return null;
  }
};

/** `from` after `to`: a date range that holds no day. */
export const DATE_RANGE_BACKWARDS = 'Must not be after to';
/** `from` and `to`, days in the league's time, may not be the wrong way round. */
const checkDateRange = (
  range: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (range.from && range.to && range.from > range.to)
    ctx.addIssue({ code: 'custom', path: ['from'], message: DATE_RANGE_BACKWARDS });
};

/** The filters GET /api/matches and GET /api/matches/months share. */
const matchFilterFields = {
  seasonId: idSchema.optional(),
  /** The matches between teams of this division. */
  divisionId: idSchema.optional(),
  teamId: idSchema.optional(),
};

export const matchQuerySchema = z
  .strictObject({
    ...matchFilterFields,
    /** The matches played on or after this day (YYYY-MM-DD, the league's time). */
    from: plausibleDateSchema.optional(),
    /** The matches played on or before this day (YYYY-MM-DD, the league's time). */
    to: plausibleDateSchema.optional(),
    state: matchStateSchema.optional(),
    /** 'summary' leaves the frames out: a season's fixture list stays small. */
    view: z.enum(['full', 'summary']).optional(),
    /** A page of at most this many matches, with `nextCursor` for the next (docs/api.md, Lists). */
    limit: z.coerce.number().int().min(1).max(MATCH_PAGE_MAX).optional(),
    /** Where the page starts: a previous page's `nextCursor`. */
    cursor: z
      .string()
      .max(400)
      .refine((cursor) => decodeMatchCursor(cursor) !== null, 'Not a cursor of this list')
      .optional(),
  })
  .superRefine(checkDateRange);
/** GET /api/matches/months: how many matches each month (the league's time) of a season holds. */
export const matchMonthsQuerySchema = z.strictObject({
  ...matchFilterFields,
  seasonId: idSchema,
});
export const matchCreateSchema = z.strictObject({
  seasonId: idSchema,
  homeTeamId: idSchema,
  awayTeamId: idSchema,
  venueId: idSchema.nullish(),
  scheduledDate: plausibleTimestampSchema,
  format: matchFormatSchema.optional(),
  // Frames may come partial or missing: the server completes them (docs/api.md, Matches;
  // docs/rules.md, Match format).
  frames: z.array(z.unknown()).max(64).optional(),
});
/** Admin edits of a match's fixture data; lifecycle changes go through their own actions. */
export const matchUpdateSchema = z.strictObject({
  homeTeamId: idSchema.optional(),
  awayTeamId: idSchema.optional(),
  venueId: idSchema.nullish(),
  scheduledDate: plausibleTimestampSchema.optional(),
});
/** Postponing: a tentative new date if one is known; the match stays postponed. */
export const postponeBodySchema = z.strictObject({
  scheduledDate: plausibleTimestampSchema.optional(),
  reason: z.string().trim().max(500).optional(),
});
/** Rescheduling a postponed match: its new date (and venue); it is pre-match again. */
export const rescheduleBodySchema = z.strictObject({
  scheduledDate: plausibleTimestampSchema,
  venueId: idSchema.nullish(),
  reason: z.string().trim().max(500).optional(),
});
export const batchDeleteQuerySchema = z.strictObject({
  seasonId: idSchema,
  state: z.literal('pre-match'),
});

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use 24-hour 'HH:MM'");
export const roundRobinBodySchema = z.strictObject({
  seasonId: idSchema,
  /** One division's fixtures; left out, every division's (teams meet only within theirs). */
  divisionId: idSchema.optional(),
  double: z.boolean().default(false),
  weekday: z.number().int().min(0).max(6),
  time: timeSchema,
  startDate: plausibleDateSchema,
  skipDates: z.array(plausibleDateSchema).max(100).default([]),
});
export const roundRobinQuerySchema = z.strictObject({ dryRun: booleanQuery.optional() });
/** POST /api/seasons/:id/next: `dryRun=true` answers the preview and saves nothing. */
export const nextSeasonQuerySchema = z.strictObject({ dryRun: booleanQuery.optional() });

const MAX_FRAMES = MAX_POSITIONS_PER_TEAM * MAX_POSITIONS_PER_TEAM;

/**
 * The frames of a whole-frames update form one format's grid: rounds 1-R of frames 1-P (R <= P),
 * each slot once, R x P frames. Whether that is the match's own format is the lifecycle's check
 * (replaceFrames); a list that forms no grid is refused here with the count message of the grid
 * it reaches (16 for a '4v4 Standard' list missing or repeating a frame).
 */
const wholeFramesSchema = z
  .array(frameSchema)
  .max(MAX_FRAMES, `Frames array must contain at most ${MAX_FRAMES} frames.`)
  .superRefine((frames, ctx) => {
    const rounds = frames.reduce((most, frame) => Math.max(most, frame.round), 0);
    const perRound = frames.reduce((most, frame) => Math.max(most, frame.frameNumber), 0);
    const slots = new Set(frames.map((frame) => `${frame.round}-${frame.frameNumber}`));
    const grid =
      frames.length > 0 &&
      perRound >= MIN_POSITIONS_PER_TEAM &&
      rounds <= perRound &&
      slots.size === frames.length &&
      frames.length === rounds * perRound;
    if (!grid) {
      ctx.addIssue({
        code: 'custom',
        message: frames.length === 0 ? MESSAGES.framesCount : framesCountMessage(rounds * perRound),
      });
    }
  });

export const framesReplaceSchema = z.strictObject({
  frames: wholeFramesSchema,
  reason: reasonSchema,
  extra: z.record(z.string(), z.unknown()).optional(),
});

const mutationIdSchema = z.string().trim().min(8).max(100);
/** What every write to one frame carries: the frame version the writer saw, and why. */
const frameWriteFields = {
  baseVersion: z.number().int().min(0),
  reason: reasonSchema,
  mutationId: mutationIdSchema.optional(),
};
/** A frame's winner, on top of the frame version the captain saw. */
export const frameScoreBodySchema = z.strictObject({
  winnerPlayerId: idSchema,
  ...frameWriteFields,
});
/** A frame back to unplayed (the same route as scoring it, with `reset: true`). */
export const frameResetBodySchema = z.strictObject({ reset: z.literal(true), ...frameWriteFields });
export const frameUpdateSchema = z.union([frameScoreBodySchema, frameResetBodySchema]);

/** An admin's fix of one frame once every round is locked (a dispute), with the reason. */
export const frameCorrectionSchema = z.strictObject({
  winnerPlayerId: idSchema,
  ...frameWriteFields,
});

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
  // Any format's count (2-8); the match's own P is the lifecycle's check (setLineup).
  positions: z
    .array(idSchema)
    .min(
      MIN_POSITIONS_PER_TEAM,
      `Give ${MIN_POSITIONS_PER_TEAM} to ${MAX_POSITIONS_PER_TEAM} positions`,
    )
    .max(
      MAX_POSITIONS_PER_TEAM,
      `Give ${MIN_POSITIONS_PER_TEAM} to ${MAX_POSITIONS_PER_TEAM} positions`,
    ),
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
export const standingsQuerySchema = z.strictObject({
  seasonId: idSchema.optional(),
  /** Left out: the season's top division. */
  divisionId: idSchema.optional(),
});
export const playerStatsQuerySchema = z.strictObject({
  seasonId: idSchema.optional(),
  divisionId: idSchema.optional(),
  minFrames: z.coerce.number().int().min(0).max(10_000).optional(),
});
export const ratingHistoryQuerySchema = z.strictObject({ seasonId: idSchema.optional() });
// ---- The live channel (live-protocol.ts): the topics and what a client sends on the socket ----
export const topicSchema = z
  .string()
  .refine((topic) => parseTopic(topic) !== null, 'Unknown topic');

/** What a client sends on the socket. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    topic: topicSchema,
    cursor: z.number().int().min(0).optional(),
  }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

export const livePollQuerySchema = z.strictObject({
  topics: z
    .string()
    .transform((value) => value.split(',').filter((topic) => topic.length > 0))
    .pipe(z.array(topicSchema).min(1).max(50)),
  cursor: z.coerce.number().int().min(0).optional(),
  timeout: z.coerce
    .number()
    .int()
    .min(LONG_POLL_TIMEOUT_MIN_S)
    .max(LONG_POLL_TIMEOUT_MAX_S)
    .default(25),
});

// ---- Invites ----
/** An admin invites a player record's person by e-mail, optionally as captain of their team. */
export const inviteCreateBodySchema = z.strictObject({
  email: emailSchema,
  captainOfTeamId: idSchema.optional(),
});
export const inviteCheckBodySchema = z.strictObject({ token: resetTokenSchema });
export const acceptInviteBodySchema = z.strictObject({
  token: resetTokenSchema,
  password: newPasswordSchema,
});
