// A new match as docs/rules.md (Match format) starts it: pre-match, both rosters unconfirmed with
// empty lists, its format's R x P frames filled in (keeping any valid frames supplied), nothing
// locked or confirmed.
import type { Match, MatchFormat, MatchProgress, PreMatchState } from './entities.ts';
import { scoreOfFrames } from './frame-result.ts';
import { completeFrames } from './generate-frames.ts';
import { STANDARD_FORMAT } from './match-format.ts';

export interface NewMatchInput {
  id: string;
  seasonId: string;
  homeTeamId: string;
  awayTeamId: string;
  venueId?: string | null;
  scheduledDate: string;
  format?: MatchFormat;
  frames?: readonly unknown[] | null;
}

export const emptyPreMatchState = (): PreMatchState => ({
  homeRosterConfirmed: false,
  awayRosterConfirmed: false,
  homeAvailablePlayers: [],
  awayAvailablePlayers: [],
});

/** Nothing locked or confirmed: one line-up flag per round of the format, per side. */
export const emptyProgress = (
  format: Pick<MatchFormat, 'roundsPerMatch'> = STANDARD_FORMAT,
): MatchProgress => ({
  lineupLocked: {
    home: Array.from({ length: format.roundsPerMatch }, () => false),
    away: Array.from({ length: format.roundsPerMatch }, () => false),
  },
  roundsLocked: 0,
  confirmed: { home: false, away: false },
  dispute: null,
});

/** A new match in its format (the '4v4 Standard' when none is given). */
export const createMatch = (input: NewMatchInput): Match => {
  const format = input.format ?? STANDARD_FORMAT;
  const owner = { matchId: input.id, seasonId: input.seasonId };
  const frames = completeFrames(owner, input.frames, format);
  const score = scoreOfFrames(frames);
  return {
    id: input.id,
    seasonId: input.seasonId,
    homeTeamId: input.homeTeamId,
    awayTeamId: input.awayTeamId,
    venueId: input.venueId ?? null,
    scheduledDate: input.scheduledDate,
    state: 'pre-match',
    format,
    frames,
    preMatchState: emptyPreMatchState(),
    progress: emptyProgress(format),
    version: 0,
    homeScore: score.home,
    awayScore: score.away,
  };
};

/**
 * Who plays a players' knockout tie's frame for a side: its one player in singles; in doubles
 * the pair, which plays as one and is named in the frame by its side's id (decision 0049).
 */
export const tiePlayerOf = (sideId: string, players: readonly string[]): string =>
  players.length === 1 ? (players[0] ?? sideId) : sideId;

/**
 * A singles or doubles tie (decisions 0048, 0049): each side is one player or one pair, known
 * when the tie is made (`tiePlayerOf`), so the tie starts with both rosters confirmed and its one
 * pairing's line-ups set and locked. The players start it and score its race; nothing is picked
 * at the table.
 */
export const createSinglesTie = (
  input: NewMatchInput & { format: MatchFormat },
  players: { home: string; away: string },
): Match => {
  const match = createMatch(input);
  return {
    ...match,
    preMatchState: {
      homeRosterConfirmed: true,
      awayRosterConfirmed: true,
      homeAvailablePlayers: [players.home],
      awayAvailablePlayers: [players.away],
    },
    frames: match.frames.map((frame) => ({
      ...frame,
      homePlayerId: players.home,
      awayPlayerId: players.away,
    })),
    progress: {
      ...match.progress,
      lineupLocked: {
        home: match.progress.lineupLocked.home.map(() => true),
        away: match.progress.lineupLocked.away.map(() => true),
      },
    },
  };
};
