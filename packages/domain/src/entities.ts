// zod schemas for every record the API answers with (docs/api.md, Records); types are inferred
// here and nowhere else.
import { z } from 'zod';
import { leagueAuditReasonSchema } from './league-audit-reasons.ts';
import { leagueFormatSchema, matchFormatSchema } from './format-schema.ts';
import {
  AWAY_POSITION_NUMBERS,
  DEFAULT_FORMAT_NAME,
  DEFAULT_POINTS_FOR_DRAW,
  DEFAULT_POINTS_FOR_LOSS,
  DEFAULT_POINTS_FOR_WIN,
  DEFAULT_POINTS_PER_FRAME,
  DEFAULT_POINTS_PER_RACK,
  FRAMES_PER_ROUND,
  HOME_POSITION_LETTERS,
  MAX_ADJUSTMENT_POINTS,
  MAX_POSITIONS_PER_TEAM,
  MAX_RACE_TO,
  POSITIONS_PER_TEAM,
  ROUNDS_PER_MATCH,
} from './constants.ts';

export const idSchema = z.string().trim().min(1, 'Required').max(200);
/**
 * A timestamp: ISO-8601, any offset accepted, answered in UTC (docs/api.md, Conventions: Ids, times
 * and dates).
 */
export const timestampSchema = z.iso.datetime({ offset: true });
/** A calendar date, 'YYYY-MM-DD'. */
export const dateSchema = z.iso.date();
/**
 * A name as stored and answered. Names typed before `nameSchema` refused control characters may
 * hold one, and must still read: records use this, input uses `nameSchema`.
 */
export const storedNameSchema = z.string().trim().min(1, 'Required').max(120);
/**
 * A name as typed (a player's, a team's, a venue's, a season's, a division's, the league's): no
 * control characters, since a TAB or a line break splits a spreadsheet's cell in a CSV export.
 */
export const nameSchema = storedNameSchema.regex(
  /^\P{Cc}*$/u,
  'No tabs, line breaks or other control characters',
);

export const userRoleSchema = z.enum(['admin', 'captain', 'player']);
export type UserRole = z.infer<typeof userRoleSchema>;
/** The role the auth context resolves to: a stored role, or the fallback 'user'. */
export const resolvedRoleSchema = z.enum(['admin', 'captain', 'player', 'user']);
export type ResolvedRole = z.infer<typeof resolvedRoleSchema>;

export const sideSchema = z.enum(['home', 'away']);
export type Side = z.infer<typeof sideSchema>;

/**
 * How a walkover counts (docs/rules.md, Walkovers and void matches): `frames`, every frame to the
 * side present; `points`, the win's points with no frame counted either way.
 */
export const walkoverRuleSchema = z.enum(['frames', 'points']);
export type WalkoverRule = z.infer<typeof walkoverRuleSchema>;

export const leagueSchema = z.object({
  id: idSchema,
  name: storedNameSchema,
  adminIds: z.array(idSchema),
  timezone: z.string().min(1).default('Europe/London'),
  /** The walkover rule the admin's walkover form starts from (docs/rules.md, Walkovers). */
  walkoverRule: walkoverRuleSchema.default('frames'),
  /**
   * Results on time (docs/rules.md): a result is due this many hours after the match's start, and
   * one left unconfirmed this many hours after its last round was locked is completed (0: never).
   */
  resultDueHours: z.number().int().default(48),
  autoCompleteHours: z.number().int().default(72),
  /** Proposed penalties (docs/rules.md): the points each takes away; 0, none proposed. */
  lateResultPenalty: z.number().int().default(0),
  unconfirmedPenalty: z.number().int().default(0),
  /** Fees and fines (docs/rules.md): the ISO 4217 currency its ledger counts in. */
  currency: z.string().default('GBP'),
});
export type League = z.infer<typeof leagueSchema>;

export const userRecordSchema = z.object({
  id: idSchema,
  email: z.email(),
  role: userRoleSchema.nullable(),
  /** Whether the owner proved the e-mail (a link mailed there was used); else it can't be linked. */
  emailVerified: z.boolean(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** The authenticated user: e-mail and user id (docs/api.md, Records: Auth state). */
export const authUserSchema = userRecordSchema.pick({ id: true, email: true });
export type AuthUser = z.infer<typeof authUserSchema>;

export const venueSchema = z.object({
  id: idSchema,
  name: storedNameSchema,
  address: z.string().trim().max(300).nullish(),
  tables: z.number().int().min(1).max(100).default(1),
});
export type Venue = z.infer<typeof venueSchema>;

export const teamSchema = z.object({
  id: idSchema,
  seasonId: idSchema,
  name: storedNameSchema,
  homeVenueId: idSchema.nullish(),
  captainUserId: idSchema.nullish(),
  /** The division the team plays in; every team of a season has one (null only on a row being
   * created before its season's divisions existed). */
  divisionId: idSchema.nullish(),
});
export type Team = z.infer<typeof teamSchema>;

/**
 * A points adjustment (docs/rules.md, Points adjustments): a penalty (minus) or an award (plus) for
 * a team in its season, with the reason the table shows, optionally tied to one of its matches.
 */
export const pointsAdjustmentSchema = z.object({
  id: idSchema,
  seasonId: idSchema,
  teamId: idSchema,
  points: z
    .number()
    .int()
    .min(-MAX_ADJUSTMENT_POINTS)
    .max(MAX_ADJUSTMENT_POINTS)
    .refine((points) => points !== 0, 'An adjustment of 0 points changes nothing'),
  reason: nameSchema,
  matchId: idSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type PointsAdjustment = z.infer<typeof pointsAdjustmentSchema>;

/**
 * GET /api/auth/me: the auth context as the server resolved it (user, role, isAdmin, the captain's
 * team; docs/rules.md, Roles), plus the teams the user captains and belongs to, so the web app
 * hides what the rulebook would refuse. Signed out: no user, role null (docs/api.md, Records:
 * Auth state).
 */
export const authStateSchema = z.object({
  user: authUserSchema.nullable(),
  role: resolvedRoleSchema.nullable(),
  isAdmin: z.boolean(),
  team: teamSchema.nullable(),
  captainOf: z.array(idSchema),
  memberOf: z.array(idSchema),
  /** The singles knockout sides the user plays this season (decision 0048); absent: none. */
  entrantOf: z.array(idSchema).optional(),
  /** False while the signed-in account's e-mail is unverified (the banner offers a new link). */
  emailVerified: z.boolean().optional(),
  /** An account an admin named to keep the ledger (Fees and fines); absent: not one. */
  isTreasurer: z.boolean().optional(),
});
export type AuthState = z.infer<typeof authStateSchema>;

export const playerSchema = z.object({
  id: idSchema,
  userId: idSchema.nullish(),
  firstName: storedNameSchema,
  lastName: storedNameSchema,
  /** Added by a captain on match night: the league admin has not looked at the record yet. */
  needsReview: z.boolean().optional(),
  /** Who added a player needing review (a captain's account). */
  addedByUserId: idSchema.nullish(),
});
export type Player = z.infer<typeof playerSchema>;

export const membershipRoleSchema = z.enum(['captain', 'player']);
export type MembershipRole = z.infer<typeof membershipRoleSchema>;

export const teamPlayerSchema = z.object({
  id: idSchema,
  teamId: idSchema,
  playerId: idSchema,
  seasonId: idSchema,
  role: membershipRoleSchema,
  isActive: z.boolean(),
});
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;

/** A player's answer to "can you play?" for one coming match. */
export const availabilitySchema = z.object({
  matchId: idSchema,
  playerId: idSchema,
  teamId: idSchema,
  available: z.boolean(),
  updatedAt: timestampSchema,
});
export type Availability = z.infer<typeof availabilitySchema>;

export const matchStateSchema = z.enum([
  'pre-match',
  'in-progress',
  'completed',
  'postponed',
  'cancelled',
]);
export type MatchState = z.infer<typeof matchStateSchema>;

export const frameStateSchema = z.enum(['unplayed', 'resulted', 'locked']);
export type FrameState = z.infer<typeof frameStateSchema>;

// The widest ranges any format allows (A-H, 1-8, rounds and frame numbers 1-8); whether a frame
// fits its match's format is checked against `match.format` (match-format.ts, match-lifecycle.ts).
export const homePositionSchema = z.enum(HOME_POSITION_LETTERS);
export type HomePosition = z.infer<typeof homePositionSchema>;
export const awayPositionSchema = z.union(AWAY_POSITION_NUMBERS.map((n) => z.literal(n)));
export type AwayPosition = z.infer<typeof awayPositionSchema>;

export const roundSchema = z.number().int().min(1).max(MAX_POSITIONS_PER_TEAM);
export const frameNumberSchema = z.number().int().min(1).max(MAX_POSITIONS_PER_TEAM);

export const frameSchema = z.object({
  frameId: idSchema,
  matchId: idSchema,
  seasonId: idSchema,
  round: roundSchema,
  frameNumber: frameNumberSchema,
  homePosition: homePositionSchema,
  awayPosition: awayPositionSchema,
  homePlayerId: idSchema,
  awayPlayerId: idSchema,
  winnerPlayerId: idSchema.nullable(),
  /** Racks won by each side: 0 or 1 in a one-frame pairing, up to the race in a race. */
  homeScore: z.number().int().min(0).max(MAX_RACE_TO),
  awayScore: z.number().int().min(0).max(MAX_RACE_TO),
  isComplete: z.boolean(),
  state: frameStateSchema,
  breakerSide: sideSchema,
  version: z.number().int().min(0),
  scoredBy: idSchema.nullish(),
  scoredAt: timestampSchema.nullish(),
});
export type Frame = z.infer<typeof frameSchema>;

// A match's format: its schemas live in format-schema.ts, answered from here as every record's.
export { leagueFormatSchema, matchFormatSchema, type MatchFormat } from './format-schema.ts';

export const preMatchStateSchema = z.object({
  homeRosterConfirmed: z.boolean(),
  awayRosterConfirmed: z.boolean(),
  homeAvailablePlayers: z.array(idSchema),
  awayAvailablePlayers: z.array(idSchema),
});
export type PreMatchState = z.infer<typeof preMatchStateSchema>;

const perSide = <T extends z.ZodType>(schema: T) => z.object({ home: schema, away: schema });

/**
 * A frame the two captains entered differently at once (docs/rules.md, Conflicting entries): the
 * result that stands and the one refused as stale, kept until someone settles the frame.
 */
export const frameConflictSchema = z.object({
  frameId: idSchema,
  /** The stored result first, then the refused one. */
  entries: z
    .array(
      z.object({
        userId: idSchema,
        /** The side whose captain entered it (null: an admin, or a captain of both). */
        side: sideSchema.nullable(),
        /** The winner entered (null: a reset). */
        winnerPlayerId: idSchema.nullable(),
        at: timestampSchema,
      }),
    )
    .length(2),
  at: timestampSchema,
});
export type FrameConflict = z.infer<typeof frameConflictSchema>;

/** A walkover an admin recorded: the side that turned up, the rule and why. */
export const walkoverSchema = z.object({
  winner: sideSchema,
  rule: walkoverRuleSchema,
  reason: z.string(),
});
export type Walkover = z.infer<typeof walkoverSchema>;

/**
 * The lifecycle's bookkeeping (docs/rules.md, Match lifecycle; docs/api.md, Records: Match),
 * beside the match's other fields: which line-ups each captain has locked (index = round - 1), how
 * many rounds are locked, who confirmed the result, and an open dispute.
 */
export const matchProgressSchema = z.object({
  lineupLocked: perSide(z.array(z.boolean()).min(1).max(MAX_POSITIONS_PER_TEAM)),
  roundsLocked: z.number().int().min(0).max(MAX_POSITIONS_PER_TEAM),
  confirmed: perSide(z.boolean()),
  dispute: z
    .object({
      side: sideSchema,
      reason: z.string(),
      /** The frames the captain says are wrong, in the match's order (absent: none named). */
      frameIds: z.array(idSchema).optional(),
      raisedBy: idSchema,
      raisedAt: timestampSchema,
    })
    .nullable(),
  /**
   * Frames the two captains entered differently at once (docs/rules.md, Conflicting entries): the
   * result that stands and the one refused as stale, until someone settles the frame with a
   * fresh write. A round with one open cannot be locked. Absent: none (matches before it was kept).
   */
  conflicts: z.array(frameConflictSchema).optional(),
  /**
   * When the match was last completed (confirmed by both, or completed by an admin or the result
   * timer), to tell a late result. Absent: not completed, or completed before it was kept.
   */
  completedAt: timestampSchema.optional(),
  /** A completed match one side did not turn up for. Absent: none (every match before it was kept). */
  walkover: walkoverSchema.optional(),
  /** A cancelled match neither side played, marked void, and why. Absent: not void. */
  void: z.object({ reason: z.string() }).optional(),
  /**
   * Who locked each locked round: the side whose captain did (null: an admin), so the other
   * captain sees it. Absent on matches locked before it was kept.
   */
  roundLocks: z
    .array(
      z.object({
        round: roundSchema,
        side: sideSchema.nullable(),
        userId: idSchema,
        at: timestampSchema,
      }),
    )
    .optional(),
});
export type RoundLock = NonNullable<z.infer<typeof matchProgressSchema>['roundLocks']>[number];
export type MatchProgress = z.infer<typeof matchProgressSchema>;

export const matchSchema = z.object({
  id: idSchema,
  seasonId: idSchema,
  homeTeamId: idSchema,
  awayTeamId: idSchema,
  venueId: idSchema.nullish(),
  scheduledDate: timestampSchema,
  state: matchStateSchema,
  format: matchFormatSchema,
  frames: z.array(frameSchema),
  preMatchState: preMatchStateSchema,
  progress: matchProgressSchema,
  version: z.number().int().min(0),
  homeScore: z.number().int().min(0),
  awayScore: z.number().int().min(0),
  /**
   * A cup tie's competition and its tie in the bracket (docs/decisions/0039); absent on a
   * league match.
   */
  competitionId: idSchema.optional(),
  tieId: z.string().optional(),
});
export type Match = z.infer<typeof matchSchema>;

/** Why a match or its frames changed; every write to frames or preMatchState records one. */
export const auditReasonSchema = z.enum([
  'match_created',
  'match_updated',
  'pre_match_updated',
  'match_started',
  'lineup_set',
  'frame_scored',
  'frame_reset',
  'frames_replaced',
  'frame_corrected',
  'frame_conflict',
  'round_locked',
  'result_confirmed',
  'result_disputed',
  'match_completed',
  'match_auto_completed',
  'match_reopened',
  'match_postponed',
  'match_cancelled',
  'walkover_recorded',
  'match_voided',
  'match_deleted',
]);
export type AuditReason = z.infer<typeof auditReasonSchema>;

export const auditEntrySchema = z.object({
  id: idSchema,
  matchId: idSchema,
  reason: auditReasonSchema,
  /** Free text the person gave (a correction's or a reopen's why), when there is one. */
  note: z.string().nullish(),
  actorUserId: idSchema,
  at: timestampSchema,
  before: z.unknown(),
  after: z.unknown(),
  mutationId: z.string().nullish(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export { leagueAuditReasonSchema, type LeagueAuditReason } from './league-audit-reasons.ts';

export const leagueAuditEntrySchema = z.object({
  id: idSchema,
  /** What the entry is about ('player'; 'season' for an import or a start; 'league') and its id. */
  subjectType: z.enum(['player', 'season', 'league']),
  subjectId: idSchema,
  reason: leagueAuditReasonSchema,
  note: z.string().nullish(),
  /** Null: the system (a database upgrade), not a person. */
  actorUserId: idSchema.nullable(),
  at: timestampSchema,
  before: z.unknown(),
  after: z.unknown(),
});
export type LeagueAuditEntry = z.infer<typeof leagueAuditEntrySchema>;

// ---- Invites ----
/** A player's unused, unexpired invite, as an admin sees it (never its token). */
export const pendingInviteSchema = z.object({
  playerId: idSchema,
  email: z.string(),
  expiresAt: timestampSchema,
  captainOfTeamId: idSchema.nullable(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;

/** What the join page shows before anyone types a password. */
export const inviteCheckSchema = z.object({
  email: z.string(),
  playerName: z.string(),
  leagueName: z.string(),
  /** The team the invite also makes them captain of, by name. */
  captainOf: z.string().optional(),
});
export type InviteCheck = z.infer<typeof inviteCheckSchema>;

// ---- Seasons and their divisions ----
/**
 * A season's division (docs/rules.md, Divisions): ordered by `position`, 0 the top. A season made
 * without naming any has one, unnamed (null), and the app then never mentions divisions.
 */
export const divisionSchema = z.object({
  id: idSchema,
  seasonId: idSchema,
  name: storedNameSchema.nullable(),
  position: z.number().int().min(0),
});
export type Division = z.infer<typeof divisionSchema>;

/** The 4v4 format, as the stored seasons made before formats were chosen have it. */
const DEFAULT_SEASON_FORMAT = {
  roundsPerMatch: ROUNDS_PER_MATCH,
  framesPerRound: FRAMES_PER_ROUND,
  positionsPerTeam: POSITIONS_PER_TEAM,
  name: DEFAULT_FORMAT_NAME,
} as const;

export const seasonSchema = z.object({
  id: idSchema,
  leagueId: idSchema,
  name: storedNameSchema,
  isCurrent: z.boolean(),
  startDate: dateSchema.nullish(),
  endDate: dateSchema.nullish(),
  /** The points scheme (docs/rules.md, Standings): per match won, drawn and lost, per frame won. */
  pointsForWin: z.number().int().min(0).max(10).default(DEFAULT_POINTS_FOR_WIN),
  pointsForDraw: z.number().int().min(0).max(10).default(DEFAULT_POINTS_FOR_DRAW),
  pointsForLoss: z.number().int().min(0).max(10).default(DEFAULT_POINTS_FOR_LOSS),
  pointsPerFrame: z.number().int().min(0).max(10).default(DEFAULT_POINTS_PER_FRAME),
  /** Per rack won, on top (a race format's racks; in a one-frame format a rack is the frame). */
  pointsPerRack: z.number().int().min(0).max(10).default(DEFAULT_POINTS_PER_RACK),
  /** The format every match of the season is played in; fixed once one of them has started. */
  format: leagueFormatSchema.default(DEFAULT_SEASON_FORMAT),
  /** Top first; always at least one for a stored season. */
  divisions: z.array(divisionSchema).default([]),
});
export type Season = z.infer<typeof seasonSchema>;
