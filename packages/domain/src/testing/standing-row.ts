// Test fixture shared by the server's and the web's standings tests: one team's row after a single
// match won 10-6, top of the table.
import type { StandingsRow } from '../compute-standings.ts';

/** A standings row after one match won 10-6; Cue Tips (t2) top unless overridden. */
export const standingRow = (overrides: Partial<StandingsRow> = {}): StandingsRow => ({
  position: 1,
  teamId: 't2',
  teamName: 'Cue Tips',
  played: 1,
  won: 1,
  drawn: 0,
  lost: 0,
  framesWon: 10,
  framesLost: 6,
  frameDifference: 4,
  framePoints: 0,
  adjustment: 0,
  points: 2,
  form: ['W'],
  decidedBy: null,
  ...overrides,
});
