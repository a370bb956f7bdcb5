// The shape of every successful answer of the JSON API (docs/api.md, Records), as zod schemas
// built from the records in entities.ts. The server declares them on its routes (so the OpenAPI
// document at /api/docs describes answers as well as requests, and Fastify serializes through
// them), and the web app parses each answer with the same schema. Objects are plain z.object: an
// unknown key is dropped, never refused, so an older client keeps working with a newer server.
import { z } from 'zod';
import {
  auditEntrySchema,
  authUserSchema,
  availabilitySchema,
  dateSchema,
  frameSchema,
  idSchema,
  leagueAuditEntrySchema,
  leagueSchema,
  matchSchema,
  pendingInviteSchema,
  playerSchema,
  seasonSchema,
  teamPlayerSchema,
  teamSchema,
  timestampSchema,
  userRecordSchema,
  userRoleSchema,
  venueSchema,
} from './entities.ts';
import { LIVE_EVENT_NAMES } from './live-protocol.ts';

/** `{items: [...]}`: how every list is answered. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** 204 (and 202): the answer has no body. */
export const noContentSchema = z.undefined().describe('No content');

/**
 * An error answer (docs/api.md, Conventions: Errors): a code, a message, the fields at fault, and
 * whatever else the error carries (a stale write's current frame, a readiness check's reasons).
 */
export const errorAnswerSchema = z.object({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

// ---- Accounts and setup ----
/** Register and login: the signed-in user. */
export const signedInSchema = z.object({ user: authUserSchema });
export type SignedIn = z.infer<typeof signedInSchema>;

export const setupStatusSchema = z.object({ needed: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;
export const setupDoneSchema = z.object({ leagueId: idSchema, user: authUserSchema });
export type SetupDone = z.infer<typeof setupDoneSchema>;

/** One of the demo league's accounts, all with the published demo password. */
export const demoLoginSchema = z.object({
  email: z.string(),
  password: z.string(),
  role: userRoleSchema,
  /** The person's name (null for the admin, who has no player record). */
  name: z.string().nullable(),
  teamName: z.string().nullable(),
});
export type DemoLogin = z.infer<typeof demoLoginSchema>;
/** GET /api/setup/demo: the demo's logins again, for the sign-in page. */
export const demoLoginsSchema = z.object({
  leagueName: z.string(),
  seasonName: z.string().nullable(),
  logins: z.array(demoLoginSchema),
});
export type DemoLogins = z.infer<typeof demoLoginsSchema>;
/** POST /api/setup/demo: what the demo league holds. */
export const demoSummarySchema = z.object({
  leagueId: idSchema,
  leagueName: z.string(),
  seasonId: idSchema,
  seasonName: z.string(),
  teamCount: z.number().int(),
  venueCount: z.number().int(),
  playerCount: z.number().int(),
  weekCount: z.number().int(),
  matchCounts: z.object({
    'pre-match': z.number().int(),
    'in-progress': z.number().int(),
    completed: z.number().int(),
  }),
  logins: z.array(demoLoginSchema),
});
export type DemoSummary = z.infer<typeof demoSummarySchema>;

export const healthSchema = z.object({ ok: z.literal(true), db: z.string(), version: z.string() });
export const readySchema = z.object({
  ready: z.literal(true),
  db: z.string(),
  version: z.string(),
});

// ---- Invites ----
export const inviteSentSchema = z.object({ email: z.string(), expiresAt: timestampSchema });
export type InviteSent = z.infer<typeof inviteSentSchema>;
export const pendingInvitesSchema = listOf(pendingInviteSchema);

// ---- League records ----
export const leaguesSchema = listOf(leagueSchema);
export const seasonsSchema = listOf(seasonSchema);
export const venuesSchema = listOf(venueSchema);
export const teamsSchema = listOf(teamSchema);
export const playersSchema = listOf(playerSchema);
export const teamPlayersSchema = listOf(teamPlayerSchema);
export const usersSchema = listOf(userRecordSchema);
/**
 * Audit entries are answered as stored: an entry written by an older version may carry a reason
 * (or subject) this version no longer writes, so those are plain strings on the wire.
 */
export const playerAuditSchema = listOf(
  leagueAuditEntrySchema.extend({ subjectType: z.string(), reason: z.string() }),
);
export const availabilityListSchema = listOf(availabilitySchema);

/** A player a captain added on match night, with their new membership. */
export const addedTeamPlayerSchema = z.object({
  player: playerSchema,
  membership: teamPlayerSchema,
});
export type AddedTeamPlayer = z.infer<typeof addedTeamPlayerSchema>;
/** A transfer: the membership left and the one joined. */
export const transferSchema = z.object({ from: teamPlayerSchema, to: teamPlayerSchema });
export type Transfer = z.infer<typeof transferSchema>;

// ---- The next season ----
/** Where a team of the next season comes from: up or down a division, the same one, or new. */
export const nextSeasonMoveSchema = z.enum(['up', 'down', 'same', 'new']);
/** A team of the next season's preview: one of this season carried over, or a new one. */
export const nextSeasonTeamSchema = z.object({
  /** The team of this season it carries on; null for a new team. */
  teamId: idSchema.nullable(),
  name: z.string(),
  /** Its division this season (null for a new team). */
  fromDivisionId: idSchema.nullable(),
  move: nextSeasonMoveSchema,
});
export type NextSeasonTeam = z.infer<typeof nextSeasonTeamSchema>;
/** POST /api/seasons/:id/next?dryRun=true: the next season as it would be saved. */
export const nextSeasonPreviewSchema = z.object({
  name: z.string(),
  /** Why the name cannot be saved (another season of the league has it), null when it can. */
  nameTaken: z.string().nullish(),
  startDate: dateSchema.nullable(),
  endDate: dateSchema.nullable(),
  /** How many went up and down between neighbouring divisions (the defaults filled in). */
  up: z.number().int(),
  down: z.number().int(),
  /** The new season's divisions, top first: each continues one of this season's. */
  divisions: z.array(
    z.object({
      fromDivisionId: idSchema,
      name: z.string().nullable(),
      position: z.number().int(),
      teams: z.array(nextSeasonTeamSchema),
    }),
  ),
  /** The suggestion from the final tables, per team of this season (divisions of this season). */
  suggested: z.array(
    z.object({
      teamId: idSchema,
      fromDivisionId: idSchema,
      toDivisionId: idSchema,
      move: z.enum(['up', 'down', 'same']),
    }),
  ),
  /** This season's teams that do not go on. */
  dropped: z.array(z.object({ teamId: idSchema, name: z.string(), fromDivisionId: idSchema })),
});
export type NextSeasonPreview = z.infer<typeof nextSeasonPreviewSchema>;
/** POST /api/seasons/:id/next: the new season and its teams. */
export const nextSeasonCreatedSchema = z.object({
  season: seasonSchema,
  teams: z.array(teamSchema),
});
export type NextSeasonCreated = z.infer<typeof nextSeasonCreatedSchema>;

// ---- Matches ----
/** A match in a list: with `summary=true` it comes without its frames. */
export const matchListItemSchema = matchSchema.extend({ frames: z.array(frameSchema).optional() });
export type MatchListItem = z.infer<typeof matchListItemSchema>;
/** With `limit`, a page: `nextCursor` asks for the next one (null on the last). */
export const matchesSchema = listOf(matchListItemSchema).extend({
  nextCursor: z.string().nullable().optional(),
});
/** The same list asked for without `view=summary`: every match with its frames. */
export const matchesWithFramesSchema = listOf(matchSchema);
/**
 * GET /api/matches/months: each month (YYYY-MM, the league's time) with matches, in order, with
 * how many, the day of its first and the Mondays of the weeks they are played in.
 */
export const matchMonthsSchema = listOf(
  z.object({
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    matches: z.number().int().min(1),
    firstDay: z.iso.date(),
    weeks: z.array(z.iso.date()),
  }),
);
export type MatchMonth = z.infer<typeof matchMonthsSchema>['items'][number];
export const matchAuditSchema = listOf(auditEntrySchema.extend({ reason: z.string() }));
export const batchDeletedSchema = z.object({ deleted: z.number().int().min(0) });

export const scheduleConflictSchema = z.object({
  kind: z.enum(['team-double-booked', 'venue-over-capacity']),
  date: dateSchema,
  teamId: idSchema.optional(),
  venueId: idSchema.optional(),
  fixtures: z.array(z.object({ index: z.number().int(), id: idSchema.nullable() })),
  message: z.string(),
});
export type ScheduleConflictAnswer = z.infer<typeof scheduleConflictSchema>;
/** A warning of the date change check (date-change-check.ts): the change is made all the same. */
export const dateChangeWarningSchema = z.object({
  kind: z.enum(['season-break', 'team-double-booked', 'venue-over-capacity']),
  date: dateSchema,
  week: dateSchema.optional(),
  message: z.string(),
});
export type DateChangeWarningAnswer = z.infer<typeof dateChangeWarningSchema>;
/** A match added, moved or rescheduled: the match, and what the date change check warns of. */
export const datedMatchSchema = matchSchema.extend({ warnings: z.array(dateChangeWarningSchema) });
export type DatedMatch = z.infer<typeof datedMatchSchema>;
/** POST /api/schedule/round-robin: the fixtures (saved or, on a dry run, only shown). */
export const roundRobinAnswerSchema = z.object({
  items: z.array(matchSchema),
  conflicts: z.array(scheduleConflictSchema),
  saved: z.boolean(),
});
export type RoundRobinAnswer = z.infer<typeof roundRobinAnswerSchema>;

// ---- Tables ----
export const tieBreakerSchema = z.enum([
  'points',
  'frameDifference',
  'framesWon',
  'headToHead',
  'name',
]);
export const standingsRowSchema = z.object({
  position: z.number().int(),
  teamId: idSchema,
  teamName: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  framesWon: z.number().int(),
  framesLost: z.number().int(),
  frameDifference: z.number().int(),
  framePoints: z.number().int(),
  /** Of `points`, the team's points adjustments summed (0 when none). */
  adjustment: z.number().int(),
  points: z.number(),
  form: z.array(z.enum(['W', 'D', 'L'])),
  decidedBy: tieBreakerSchema.nullable(),
});
/** One division's table (`divisionId` says which; the season's only one when it has one). */
export const standingsSchema = z.object({
  seasonId: idSchema,
  divisionId: idSchema.nullable(),
  items: z.array(standingsRowSchema),
});
export type StandingsAnswer = z.infer<typeof standingsSchema>;

/** A player stats row with the rating after the counted frames (null: no rated frame yet). */
export const ratedStatsRowSchema = z.object({
  playerId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  matchesPlayed: z.number().int(),
  framesPlayed: z.number().int(),
  framesWon: z.number().int(),
  framesLost: z.number().int(),
  winPercent: z.number(),
  teamId: idSchema.nullable(),
  /** That team's name, for the table. */
  teamName: z.string().nullable(),
  rating: z.number().nullable(),
});
/** `seasonId` is the season's id, or 'all' for every season together. */
export const playerStatsSchema = z.object({
  seasonId: idSchema,
  /** The division asked for; null: the whole season. */
  divisionId: idSchema.nullable().optional(),
  items: z.array(ratedStatsRowSchema),
});
export type PlayerStatsAnswer = z.infer<typeof playerStatsSchema>;

export const ratingHistoryItemSchema = z.object({
  matchId: idSchema,
  frameId: idSchema,
  playerId: idSchema,
  opponentId: idSchema,
  won: z.boolean(),
  before: z.number(),
  after: z.number(),
  change: z.number(),
  scheduledDate: timestampSchema.nullable(),
  opponentName: z.string().nullable(),
});
export const ratingHistorySchema = z.object({
  seasonId: idSchema,
  playerId: idSchema,
  rating: z.number().nullable(),
  items: z.array(ratingHistoryItemSchema),
});
export type RatingHistoryAnswer = z.infer<typeof ratingHistorySchema>;

/** One season of a player's career: that season's stats and rating (as its player stats show
 * them), with the team and division they played for (their latest match's). */
export const playerCareerItemSchema = z.object({
  seasonId: idSchema,
  seasonName: z.string(),
  teamId: idSchema.nullable(),
  teamName: z.string().nullable(),
  divisionId: idSchema.nullable(),
  /** Null for a season's one unnamed division. */
  divisionName: z.string().nullable(),
  framesPlayed: z.number().int(),
  framesWon: z.number().int(),
  winPercent: z.number(),
  /** The rating after the player's last frame of the season (a season's ratings start afresh). */
  rating: z.number().nullable(),
});
export type PlayerCareerItem = z.infer<typeof playerCareerItemSchema>;
/** GET /api/players/:id/career: oldest season first, seasons without a frame of theirs left out. */
export const playerCareerSchema = z.object({
  playerId: idSchema,
  items: z.array(playerCareerItemSchema),
});
export type PlayerCareerAnswer = z.infer<typeof playerCareerSchema>;

// ---- Roster import ----
export const importRowSchema = z.object({
  line: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  team: z.string(),
  player: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('new') }),
    z.object({ kind: z.literal('existing'), playerId: idSchema }),
  ]),
  teamStep: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('new'), name: z.string() }),
    z.object({ kind: z.literal('existing'), teamId: idSchema, name: z.string() }),
  ]),
  membership: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('join') }),
    z.object({ kind: z.literal('rejoin'), membershipId: idSchema }),
    z.object({ kind: z.literal('already') }),
  ]),
  namesake: z.object({ people: z.number().int(), line: z.number().int().nullable() }).nullable(),
  separate: z.boolean(),
  error: z.string().nullable(),
});
export const rosterImportAnswerSchema = z.object({
  rows: z.array(importRowSchema),
  newPlayers: z.number().int(),
  newTeams: z.array(z.string()),
  joins: z.number().int(),
  errors: z.number().int(),
  /** The header's columns the import does not read, as the file names them. */
  ignoredColumns: z.array(z.string()),
  /** False on a dry run: the plan was only shown. */
  imported: z.boolean(),
});
export type RosterImportAnswer = z.infer<typeof rosterImportAnswerSchema>;

// ---- Live channel (docs/api.md, Live updates) ----
export const liveSnapshotSchema = z.discriminatedUnion('kind', [
  z.object({ topic: z.string(), kind: z.literal('match'), match: matchSchema.nullable() }),
  z.object({ topic: z.string(), kind: z.literal('live'), matches: z.array(matchSchema) }),
  z.object({ topic: z.string(), kind: z.literal('season'), matches: z.array(matchSchema) }),
  z.object({ topic: z.string(), kind: z.literal('user'), unread: z.number().int().min(0) }),
]);
export const livePollEventSchema = z.object({
  seq: z.number().int(),
  event: z.enum(LIVE_EVENT_NAMES),
  version: z.number().int(),
  topic: z.string(),
  data: z.unknown(),
});
/** A long poll's answer: events since the cursor, or (first poll, or a gap) each topic's state. */
export const livePollSchema = z.object({
  cursor: z.number().int(),
  events: z.array(livePollEventSchema),
  snapshots: z.array(liveSnapshotSchema).optional(),
});
export type LivePollAnswer = z.infer<typeof livePollSchema>;

/** Any answer's schema, and what parsing an answer with it gives: for clients of the API. */
export type AnswerSchema = z.ZodType;
export type Answer<S extends AnswerSchema> = z.output<S>;
