// Competitions beside the league (docs/decisions/0039): what the API says about a cup and what it
// takes to make, draw and publish one. A cup's ties are matches in the cup's own format, scored
// through the match lifecycle like any other; the bracket itself is derived from the entrant
// count, the draw and the ties' results (bracket.ts), never stored twice.
import { z } from 'zod';
import { DEFAULT_SINGLES_RACE, MAX_RACE_TO } from '../constants.ts';
import {
  idSchema,
  leagueFormatSchema,
  matchFormatSchema,
  matchStateSchema,
  sideSchema,
  storedNameSchema,
  timestampSchema,
} from '../entities.ts';
import { plausibleTimestampSchema } from '../requests/dates.ts';
import { plateEntrants } from './bracket.ts';
import { COMPETITION_KINDS, isPlayersCup, playersPerEntry, type CompetitionKind } from './kinds.ts';
import { MAX_GROUP_SIZE, MIN_GROUP_SIZE, groupCupProblem } from './groups.ts';

/** The most entries a competition takes: a 256-line bracket. */
export const MAX_COMPETITION_ENTRIES = 256;

/** A competition's kind (kinds.ts). */
export const competitionKindSchema = z.enum(COMPETITION_KINDS);
export type { CompetitionKind };
export { isPlayersCup, playersPerEntry };

/**
 * Where a competition stands: taking entries, drawn (the admin sees the draw and may redo it),
 * published (the ties are fixtures), finished (the final is decided).
 */
export const competitionStateSchema = z.enum(['entries', 'drawn', 'published', 'finished']);
export type CompetitionState = z.infer<typeof competitionStateSchema>;

/** Who is at home in a tie: the side drawn first, or the higher seed. */
export const homeRuleSchema = z.enum(['drawn-first', 'higher-seed']);
export type HomeRule = z.infer<typeof homeRuleSchema>;

/** What a seeded draw orders the teams by: the league table, or their players' average rating. */
export const seedBySchema = z.enum(['table', 'rating']);

/**
 * How the draw was made: at random from a recorded seed (anyone can make it again), seeded by the
 * table or the rating as they stood, or by how far each team went in a previous cup (its id and
 * name) (seeded-draw.ts), or by hand.
 */
export const drawRecordSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('random'), seed: z.string() }),
  z.discriminatedUnion('by', [
    z.object({ method: z.literal('seeded'), by: seedBySchema }),
    z.object({
      method: z.literal('seeded'),
      by: z.literal('cup'),
      competitionId: idSchema,
      name: z.string(),
    }),
  ]),
  z.object({ method: z.literal('manual') }),
]);
export type DrawRecord = z.infer<typeof drawRecordSchema>;

/** A cup's bracket: one loss and out, or two (a losers' bracket and a grand final). */
export const bracketKindSchema = z.enum(['single-elimination', 'double-elimination']);

/** The part of a cup a tie is in: 'final' is double elimination's grand final (and its reset). */
export const stageSchema = z.enum(['winners', 'losers', 'final', 'plate']);

/** A tie's stage: one of the knockout's, or 'group' for a group stage's tie. */
export const tieStageSchema = z.enum(['group', ...stageSchema.options]);

/**
 * An entrant as the bracket shows it: the team, and its seed once drawn; when it entered (null
 * on an older cup) and whether it is a reserve (entered past the cup's capacity: not drawn).
 */
export const competitionEntrySchema = z.object({
  /** The team, or in a players' knockout the entry's own side (its id withdraws it). */
  teamId: idSchema,
  name: z.string(),
  /** In a players' knockout: the entry's player (absent on a team). */
  playerIds: z.array(idSchema).optional(),
  seed: z.number().int().min(1).nullable(),
  enteredAt: timestampSchema.nullable(),
  reserve: z.boolean(),
});
export type CompetitionEntry = z.infer<typeof competitionEntrySchema>;

/**
 * A dated round of the cup: its name ("Final", "Semi-finals", …) and the date its ties are set
 * for. With a plate or a losers' bracket, one date holds the rounds of each stage played on it
 * (`stages`), and its name lists them ("Semi-finals, Plate final").
 */
export const competitionRoundSchema = z.object({
  round: z.number().int().min(1),
  name: z.string(),
  date: timestampSchema.nullable(),
  /** In a players' knockout: the race its ties play (absent in a team cup). */
  raceTo: z.number().int().min(1).optional(),
});
export type CompetitionRound = z.infer<typeof competitionRoundSchema>;

/** A stage of the bracket ("Losers' bracket") and its rounds, each with the dated round it is played in. */
export const competitionStageSchema = z.object({
  stage: stageSchema,
  name: z.string(),
  rounds: z.array(
    z.object({
      round: z.number().int().min(1),
      name: z.string(),
      /** The `round` of the cup's `rounds` (its date) this stage's round is played in. */
      playedIn: z.number().int().min(1),
    }),
  ),
});
export type CompetitionStage = z.infer<typeof competitionStageSchema>;

/** One side of a tie, once known (in a players' knockout, with its player). */
export const tieSideSchema = z.object({
  teamId: idSchema,
  name: z.string(),
  seed: z.number(),
  playerIds: z.array(idSchema).optional(),
});
export type TieSide = z.infer<typeof tieSideSchema>;

/**
 * A tie as the bracket shows it: who meets whom (null until the tie before it is decided), how
 * it stands, its match once it is a fixture, and how it was decided when no match decided it.
 */
export const tieRecordSchema = z.object({
  id: z.string(),
  stage: tieStageSchema,
  /** Within its stage (a group tie: the group stage's round, its dated round too). */
  round: z.number().int().min(1),
  index: z.number().int().min(0),
  home: tieSideSchema.nullable(),
  away: tieSideSchema.nullable(),
  /** bye: one side goes through unplayed; waiting: a side is not known yet; ready: to play. */
  status: z.enum(['bye', 'waiting', 'ready', 'decided']),
  winner: sideSchema.nullable(),
  match: z
    .object({
      id: idSchema,
      state: matchStateSchema,
      scheduledDate: timestampSchema,
      homeScore: z.number().int(),
      awayScore: z.number().int(),
    })
    .nullable(),
  /** Set when the admin decided the tie (a walkover, a withdrawal, a level tie): why. */
  decidedBy: z.object({ reason: z.string() }).nullable(),
});
export type TieRecord = z.infer<typeof tieRecordSchema>;

/**
 * A cup played as groups then a knockout: round-robin groups of `size` (the last ones one
 * smaller when the teams do not divide), the top `qualifiers` of each going through.
 */
export const groupOptionsSchema = z.object({
  size: z.number().int().min(MIN_GROUP_SIZE).max(MAX_GROUP_SIZE),
  qualifiers: z
    .number()
    .int()
    .min(1)
    .max(MAX_GROUP_SIZE - 1),
});
export type GroupOptions = z.infer<typeof groupOptionsSchema>;

/** A team's line in its group's table (groups.ts, groupTable). */
export const groupRowSchema = z.object({
  position: z.number().int().min(1),
  team: tieSideSchema,
  played: z.number().int().min(0),
  won: z.number().int().min(0),
  drawn: z.number().int().min(0),
  lost: z.number().int().min(0),
  framesFor: z.number().int().min(0),
  framesAgainst: z.number().int().min(0),
  points: z.number().int(),
  /** In the top `qualifiers`: through to the knockout (settled once every group tie is played). */
  qualifies: z.boolean(),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

/** A group: its table as it stands and its ties (a group tie may end level: `winner` null). */
export const groupRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  table: z.array(groupRowSchema),
  ties: z.array(tieRecordSchema),
});
export type GroupRecord = z.infer<typeof groupRecordSchema>;

/**
 * The group stage of a groups-then-knockout cup, once drawn: its groups, whether every group tie
 * has its result, and where each knockout seed comes from (seed 1 first: "winner of group A").
 */
export const groupStageSchema = z.object({
  groups: z.array(groupRecordSchema),
  complete: z.boolean(),
  knockoutPlaces: z.array(z.object({ group: z.string(), position: z.number().int().min(1) })),
});
export type GroupStageRecord = z.infer<typeof groupStageSchema>;

/** A cup's winner or runner-up: a team, or a singles knockout's entry with its player. */
const placedSchema = z.object({
  teamId: idSchema,
  name: z.string(),
  playerIds: z.array(idSchema).optional(),
});

export const competitionSummarySchema = z.object({
  id: idSchema,
  seasonId: idSchema,
  name: z.string(),
  kind: competitionKindSchema,
  state: competitionStateSchema,
  /** The teams to be drawn (or drawn): the entries within the capacity. */
  entrantCount: z.number().int().min(0),
  bracket: bracketKindSchema,
  /** A plate (a knockout of the first round's losers) beside a single-elimination cup. */
  plate: z.boolean(),
  /** Groups then knockout: the groups' size and how many of each go through; null: no groups. */
  groups: groupOptionsSchema.nullable(),
  /** Captains may enter their team until then; null: the admin picks the teams. */
  entriesCloseAt: timestampSchema.nullable(),
  /** The most teams drawn (later entries are reserves); null: no limit but the bracket's. */
  capacity: z.number().int().min(2).nullable(),
  reserveCount: z.number().int().min(0),
  /** A players' knockout open to its season's active players only; absent: any league player. */
  seasonPlayersOnly: z.boolean().optional(),
  winner: placedSchema.nullable(),
  runnerUp: placedSchema.nullable(),
  plateWinner: placedSchema.nullable(),
});
export type CompetitionSummary = z.infer<typeof competitionSummarySchema>;

export const competitionSchema = competitionSummarySchema.extend({
  format: matchFormatSchema,
  homeRule: homeRuleSchema,
  draw: drawRecordSchema.nullable(),
  entries: z.array(competitionEntrySchema),
  rounds: z.array(competitionRoundSchema),
  /** Its stages, in the order the bracket page shows them: one ('winners') without a plate. */
  stages: z.array(competitionStageSchema),
  /** The knockout's ties (after the groups, for a cup with groups). */
  ties: z.array(tieRecordSchema),
  /** A cup with groups, once drawn: the groups, played before `ties`; null otherwise. */
  groupStage: groupStageSchema.nullable(),
});
export type Competition = z.infer<typeof competitionSchema>;

export const competitionsSchema = z.object({ items: z.array(competitionSummarySchema) });

/** Player ids, each once, at most a full bracket. */
const somePlayerIdsSchema = z
  .array(idSchema)
  .max(MAX_COMPETITION_ENTRIES, `A knockout takes at most ${MAX_COMPETITION_ENTRIES} players`)
  .refine((ids) => new Set(ids).size === ids.length, 'A player is entered once');

/** A doubles knockout's pairs: two different players each, nobody in two pairs. */
const somePairsSchema = z
  .array(z.tuple([idSchema, idSchema]))
  .max(MAX_COMPETITION_ENTRIES, `A knockout takes at most ${MAX_COMPETITION_ENTRIES} pairs`)
  .refine((pairs) => pairs.every(([a, b]) => a !== b), 'A pair is two different players')
  .refine(
    (pairs) => new Set(pairs.flat()).size === pairs.length * 2,
    'A player is in one pair at most',
  );

/** A singles tie's race: 1 (one frame) to the most racks a race may be. */
const raceToSchema = z
  .number()
  .int('A race is a whole number of racks')
  .min(1, 'A race is to 1 rack or more')
  .max(MAX_RACE_TO, `A race is at most ${MAX_RACE_TO} racks`);

/** Team ids, each once, at most a full bracket. */
const someTeamIdsSchema = z
  .array(idSchema)
  .max(MAX_COMPETITION_ENTRIES, `A cup takes at most ${MAX_COMPETITION_ENTRIES} teams`)
  .refine((ids) => new Set(ids).size === ids.length, 'A team is entered once');

const teamIdsSchema = someTeamIdsSchema.refine(
  (ids) => ids.length >= 2,
  'A cup needs at least two teams',
);

/** A cup's entry window: captains enter their team until `closesAt`, the first `capacity` are drawn. */
export const entryWindowSchema = z.object({
  closesAt: plausibleTimestampSchema,
  capacity: z
    .number()
    .int()
    .min(2, 'A cup needs at least two teams')
    .max(MAX_COMPETITION_ENTRIES, `A cup takes at most ${MAX_COMPETITION_ENTRIES} teams`)
    .optional(),
});
export type EntryWindow = z.infer<typeof entryWindowSchema>;

/**
 * POST /api/competitions: a team cup of a season, in a format of its own (the season's if none),
 * with the teams the admin picks, or open for captains to enter (`entries`), or both; single
 * elimination unless asked, with a plate if asked (single elimination only, and only with two
 * first-round losers or more).
 */
export const createCompetitionSchema = z
  .object({
    seasonId: idSchema,
    name: storedNameSchema,
    kind: competitionKindSchema.default('team-knockout'),
    teamIds: someTeamIdsSchema.default([]),
    /** A singles knockout: the players the admin enters (each once). */
    playerIds: somePlayerIdsSchema.default([]),
    /** A doubles knockout: the pairs the admin enters (each player in one). */
    pairs: somePairsSchema.default([]),
    /** A players' knockout: the race each tie plays, unless a round is given its own at publishing. */
    raceTo: raceToSchema.default(DEFAULT_SINGLES_RACE),
    entries: entryWindowSchema.optional(),
    /** A players' knockout: only the season's active players may be entered (else any player). */
    seasonPlayersOnly: z.boolean().default(false),
    /** A team cup's format (the season's if none); a singles knockout's is its race. */
    format: leagueFormatSchema.optional(),
    homeRule: homeRuleSchema.default('drawn-first'),
    bracket: bracketKindSchema.default('single-elimination'),
    plate: z.boolean().default(false),
    /** Groups then a single-elimination knockout. */
    groups: groupOptionsSchema.optional(),
  })
  .superRefine((cup, context) => {
    const perEntry = playersPerEntry(cup.kind);
    const entered = (['teamIds', 'playerIds', 'pairs'] as const)[perEntry];
    const noun = (['teams', 'players', 'pairs'] as const)[perEntry];
    const entrants = cup[entered];
    for (const other of (['teamIds', 'playerIds', 'pairs'] as const).filter((f) => f !== entered))
      if (cup[other].length > 0)
        context.addIssue({
          code: 'custom',
          path: [other],
          message: `${KIND_TITLES[cup.kind]} takes ${noun}`,
        });
    if (perEntry === 0 && cup.seasonPlayersOnly)
      context.addIssue({
        code: 'custom',
        path: ['seasonPlayersOnly'],
        message: 'A team cup takes its season’s teams: this is for a players’ knockout',
      });
    if (perEntry > 0 && cup.format)
      context.addIssue({
        code: 'custom',
        path: ['format'],
        message: `${KIND_TITLES[cup.kind]} plays races: give raceTo`,
      });
    if (cup.groups) {
      const { size, qualifiers } = cup.groups;
      if (qualifiers >= size)
        context.addIssue({
          code: 'custom',
          path: ['groups', 'qualifiers'],
          message: `Fewer than ${String(size)} of a group of ${String(size)} go through`,
        });
      if (cup.bracket !== 'single-elimination' || cup.plate)
        context.addIssue({
          code: 'custom',
          path: ['groups'],
          message: 'After its groups a cup plays a single elimination, without a plate',
        });
      const problem =
        !cup.entries && entrants.length >= 2 && qualifiers < size
          ? groupCupProblem(entrants.length, size, qualifiers)
          : null;
      if (problem) context.addIssue({ code: 'custom', path: ['groups'], message: problem });
    }
    if (!cup.entries && entrants.length < 2)
      context.addIssue({
        code: 'custom',
        path: [entered],
        message:
          perEntry > 0 ? `A knockout needs at least two ${noun}` : 'A cup needs at least two teams',
      });
    if (!cup.plate) return;
    if (cup.bracket !== 'single-elimination')
      context.addIssue({
        code: 'custom',
        path: ['plate'],
        message: 'A plate is for a single-elimination cup',
      });
    // With entries open the count is known at the draw, which refuses a plate it cannot fill.
    else if (!cup.entries && entrants.length >= 2 && plateEntrants(entrants.length) < 2)
      context.addIssue({
        code: 'custom',
        path: ['plate'],
        message: `With ${String(entrants.length)} ${noun} only one first-round tie is played: no plate`,
      });
  });
export type CreateCompetition = z.infer<typeof createCompetitionSchema>;

/** What each kind is called where a sentence starts with it. */
const KIND_TITLES: Record<CompetitionKind, string> = {
  'team-knockout': 'A team cup',
  'singles-knockout': 'A singles knockout',
  'doubles-knockout': 'A doubles knockout',
};

/**
 * POST /api/competitions/:id/entries: a captain (or an admin) enters a team in a team cup; a
 * player (or an admin) enters a player in a singles knockout, or a pair (one of its two, or an
 * admin) in a doubles knockout.
 */
export const enterCompetitionSchema = z
  .object({
    teamId: idSchema.optional(),
    playerId: idSchema.optional(),
    playerIds: z
      .tuple([idSchema, idSchema])
      .refine(([a, b]) => a !== b, 'A pair is two different players')
      .optional(),
  })
  .refine(
    (entry) =>
      [entry.teamId, entry.playerId, entry.playerIds].filter((given) => given !== undefined)
        .length === 1,
    {
      message:
        'Give a teamId (a team cup), a playerId (a singles knockout) or two playerIds (a doubles knockout)',
      path: ['teamId'],
    },
  );
export type EnterCompetition = z.infer<typeof enterCompetitionSchema>;

/**
 * POST /api/competitions/:id/draw: at random (a seed given, or one the server picks and records),
 * seeded by the league table, the rating or a previous cup (published or finished, of any
 * season), or by hand (every entry once, seed 1 first).
 */
export const drawRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('random'), seed: z.string().trim().min(1).max(64).optional() }),
  z.discriminatedUnion('by', [
    z.object({ method: z.literal('seeded'), by: seedBySchema }),
    z.object({ method: z.literal('seeded'), by: z.literal('cup'), competitionId: idSchema }),
  ]),
  z.object({ method: z.literal('manual'), order: teamIdsSchema }),
]);
export type DrawRequest = z.infer<typeof drawRequestSchema>;

/** POST /api/competitions/:id/publish: the date each round's ties are set for, first round first. */
export const publishCompetitionSchema = z.object({
  // A 256-team double elimination has 16 dated rounds (stageRounds).
  roundDates: z.array(plausibleTimestampSchema).min(1).max(16),
  /**
   * A players' knockout's race for each round, first round first (a final to 5 after rounds to
   * 3); absent: every round plays the cup's race.
   */
  roundRaces: z.array(raceToSchema).min(1).max(16).optional(),
});
export type PublishCompetition = z.infer<typeof publishCompetitionSchema>;

/** POST /api/competitions/:id/ties/:tieId/decide: the admin puts a side through, and says why. */
export const decideTieSchema = z.object({
  winner: sideSchema,
  reason: z.string().trim().min(1, 'Say why').max(500),
});
export type DecideTie = z.infer<typeof decideTieSchema>;

/**
 * GET /api/competitions/honours: every finished cup's winner and runner-up (and its plate's
 * winner), newest season first.
 */
export const honoursSchema = z.object({
  items: z.array(
    z.object({
      seasonId: idSchema,
      seasonName: z.string(),
      competitionId: idSchema,
      name: z.string(),
      /** A team cup's winners are teams; a singles knockout's, players' entries (no team page). */
      kind: competitionKindSchema,
      winner: placedSchema,
      runnerUp: placedSchema.nullable(),
      /** The plate's winner, for a cup with a plate. */
      plateWinner: placedSchema.nullable(),
    }),
  ),
});
export type Honours = z.infer<typeof honoursSchema>;
export type Honour = Honours['items'][number];
