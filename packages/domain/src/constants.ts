// The business constants (docs/rules.md, Constants), named once for the server and the web app.

// The spec's '4v4 Standard' format, the default. A match's own format (`match.format`,
// match-format.ts) is what the rules read; these name the default only.
export const ROUNDS_PER_MATCH = 4;
export const FRAMES_PER_ROUND = 4;
export const POSITIONS_PER_TEAM = 4;
export const FRAMES_PER_MATCH = ROUNDS_PER_MATCH * FRAMES_PER_ROUND;

export const DEFAULT_FORMAT_NAME = '4v4 Standard';

/** Home positions 0-3 map to A-D. */
export const HOME_POSITIONS = ['A', 'B', 'C', 'D'] as const;
/** Away positions 0-3 map to 1-4. */
export const AWAY_POSITIONS = [1, 2, 3, 4] as const;

/** The range of a match format (docs/rules.md, Match format): 2 to 8 positions a side. */
export const MIN_POSITIONS_PER_TEAM = 2;
export const MAX_POSITIONS_PER_TEAM = 8;
/** Home position letters of any format: index 0-7 maps to A-H. */
export const HOME_POSITION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
/** Away position numbers of any format: index 0-7 maps to 1-8. */
export const AWAY_POSITION_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/**
 * A pairing is a race to N racks (docs/rules.md, Races): 1 (one frame, the spec's) to 15. A frame's
 * scores are the racks each side won, so they never pass this.
 */
export const MAX_RACE_TO = 15;
/** A singles knockout's race unless the admin picks another (decision 0048). */
export const DEFAULT_SINGLES_RACE = 3;

/** The player id of an empty position; a frame with one vacant side is a forfeit. */
export const VACANT = 'vacant';

/** Id-list queries are chunked by 10 (GET /api/players?ids= takes at most this many). */
export const ID_CHUNK_SIZE = 10;

export const NOTIFICATION_DURATION_MS = 6000;
export const HEADER_OFFSET_PX = 64;

export const CACHE_SIZE_DEFAULT_BYTES = 41_943_040;
export const CACHE_SIZE_MIN_BYTES = 1_048_576;

export const LONG_POLL_TIMEOUT_MIN_S = 5;
export const LONG_POLL_TIMEOUT_MAX_S = 30;

export const MAX_CONCURRENT_LIMBO_RESOLUTIONS = 100;

/** MUI's default breakpoints, the ones docs/rules.md (Constants) lists. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** The plausible window for the dates a league enters (seasons, fixtures): a year 0 or 9999 is a
 * typo, refused with a field error rather than stored. */
export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;

/** Standings defaults (docs/rules.md, Standings); a season may override them. */
export const DEFAULT_POINTS_FOR_WIN = 2;
export const DEFAULT_POINTS_FOR_DRAW = 1;
export const DEFAULT_POINTS_FOR_LOSS = 0;
/** Points per frame won, on top of the match's: none by default (the spec's scheme). */
export const DEFAULT_POINTS_PER_FRAME = 0;
/** Points for each rack won (docs/rules.md, Races): none unless the season says so. */
export const DEFAULT_POINTS_PER_RACK = 0;

/** A league's divisions per season, at most. */
export const MAX_DIVISIONS = 12;

/** Matches counted in a team's form. */
export const FORM_LENGTH = 5;
/** A points adjustment's size either way (docs/rules.md, Points adjustments). */
export const MAX_ADJUSTMENT_POINTS = 99;
/** The reasons offered for a points adjustment before the league has used any of its own. */
export const DEFAULT_ADJUSTMENT_REASONS: readonly string[] = [
  'Late result',
  'Unregistered player',
  'Walkover conceded',
  'Conduct',
];

/** The HTTP header carrying the server's wire fingerprint (answers.ts, wireContract). */
export const WIRE_HEADER = 'x-cueleague-wire';
