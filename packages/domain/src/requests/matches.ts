// Matches: the list and its paging cursor, fixtures, the round robin, and the bodies of the
// match actions (match-actions.ts).
import { z } from 'zod';
import { MAX_POSITIONS_PER_TEAM, MAX_RACE_TO, MIN_POSITIONS_PER_TEAM } from '../constants.ts';
import {
  frameSchema,
  idSchema,
  leagueFormatSchema,
  matchStateSchema,
  roundSchema,
  sideSchema,
} from '../entities.ts';
import { framesCountMessage, MESSAGES } from '../errors.ts';
import { plausibleDateSchema, plausibleTimestampSchema } from './dates.ts';
import { booleanQuery } from './fields.ts';

const reasonSchema = z.string().trim().min(1, 'Say why').max(500);
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
  format: leagueFormatSchema.optional(),
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
/** A race's racks as they now stand (docs/rules.md, Races): each side's, 0 to the race. */
const racksSchema = z
  .number({ error: 'Give each side’s racks as a whole number' })
  .int('Give each side’s racks as a whole number')
  .min(0, 'Racks cannot be negative')
  .max(MAX_RACE_TO, `A race is at most ${MAX_RACE_TO} racks`);
export const frameRacksBodySchema = z.strictObject({
  home: racksSchema,
  away: racksSchema,
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
  // The frames in question, if the captain points at them; which are the match's is the
  // lifecycle's check (dispute). At most the widest format's 64 frames.
  frameIds: z
    .array(idSchema)
    .max(MAX_POSITIONS_PER_TEAM * MAX_POSITIONS_PER_TEAM)
    .optional(),
  mutationId: mutationIdSchema.optional(),
});
export const reasonBodySchema = z.strictObject({
  reason: reasonSchema,
  mutationId: mutationIdSchema.optional(),
});
/** A walkover: the side that turned up, the league's rule, and why. */
export const walkoverBodySchema = z.strictObject({
  winner: z.enum(['home', 'away'], { error: 'Say which side turned up: home or away' }),
  rule: z.enum(['frames', 'points'], {
    error: 'Choose the walkover rule: frames (every frame to the side present) or points',
  }),
  reason: reasonSchema,
  mutationId: mutationIdSchema.optional(),
});
export const emptyBodySchema = z.strictObject({ mutationId: mutationIdSchema.optional() });
