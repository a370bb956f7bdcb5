// A new match as docs/rules.md (Match format) starts it: pre-match, both rosters unconfirmed with
// empty lists, the 16 frames filled in (keeping any valid frames supplied), nothing locked or
// confirmed.
import { ROUNDS_PER_MATCH } from './constants.ts';
import type { Match, MatchFormat, MatchProgress, PreMatchState } from './entities.ts';
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

export const emptyProgress = (): MatchProgress => ({
  lineupLocked: {
    home: Array.from({ length: ROUNDS_PER_MATCH }, () => false),
    away: Array.from({ length: ROUNDS_PER_MATCH }, () => false),
  },
  roundsLocked: 0,
  confirmed: { home: false, away: false },
  dispute: null,
});

export const createMatch = (input: NewMatchInput): Match => {
  const frames = completeFrames({ matchId: input.id, seasonId: input.seasonId }, input.frames);
  return {
    id: input.id,
    seasonId: input.seasonId,
    homeTeamId: input.homeTeamId,
    awayTeamId: input.awayTeamId,
    venueId: input.venueId ?? null,
    scheduledDate: input.scheduledDate,
    state: 'pre-match',
    format: input.format ?? STANDARD_FORMAT,
    frames,
    preMatchState: emptyPreMatchState(),
    progress: emptyProgress(),
    version: 0,
    homeScore: frames.reduce((sum, frame) => sum + frame.homeScore, 0),
    awayScore: frames.reduce((sum, frame) => sum + frame.awayScore, 0),
  };
};
