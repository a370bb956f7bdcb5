// Test fixture shared by the rating and stats tests: a completed match between 'home' and 'away'
// whose frames are written as short specs, so a test reads as the results it is about.
import type { Frame, Match, MatchState } from '../entities.ts';
import { createMatch } from '../new-match.ts';

export const SEASON_ID = 's1';

/**
 * One frame from 'ann>bob' (home ann beat away bob), 'ann<bob' (bob won), 'ann?bob' (not yet
 * played) or 'vacant=vacant' (complete, nobody won). 'vacant' is an empty position
 * (docs/rules.md, Match lifecycle: Line-ups).
 */
export const scoreFrame = (frame: Frame, spec: string): Frame => {
  const parsed = /^([^<>?=]+)([<>?=])([^<>?=]+)$/.exec(spec);
  if (!parsed) throw new Error(`Bad frame: ${spec}`);
  const [, home = '', outcome, away = ''] = parsed;
  const players = { ...frame, homePlayerId: home, awayPlayerId: away };
  if (outcome === '?') return players;
  return {
    ...players,
    winnerPlayerId: outcome === '>' ? home : outcome === '<' ? away : null,
    homeScore: outcome === '>' ? 1 : 0,
    awayScore: outcome === '<' ? 1 : 0,
    isComplete: true,
    state: 'resulted',
  };
};

/** A match whose first frames are scored from `frames` in order (R1F1, R1F2, ...); the rest unplayed. */
export const playedMatch = (
  id: string,
  frames: string[],
  options: { date?: string; state?: MatchState } = {},
): Match => {
  const blank = createMatch({
    id,
    seasonId: SEASON_ID,
    homeTeamId: 'home',
    awayTeamId: 'away',
    scheduledDate: options.date ?? '2025-01-06T19:30:00.000Z',
  });
  return {
    ...blank,
    state: options.state ?? 'completed',
    frames: blank.frames.map((frame, index) => {
      const spec = frames[index];
      return spec === undefined ? frame : scoreFrame(frame, spec);
    }),
    preMatchState: { ...blank.preMatchState, homeRosterConfirmed: true, awayRosterConfirmed: true },
    version: 1,
  };
};
