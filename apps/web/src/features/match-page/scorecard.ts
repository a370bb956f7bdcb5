// A match as its scorecard reads it, the same on the screen and on the printed sheet: each round
// with both line-ups and its frames in order, each frame with who breaks (the format's rule:
// home on odd frame numbers, away on even, kept on the frame), who won, and the match score
// after it. Frames with no result yet keep their place, with no winner and no running score.
// The match score counts pairings (a frame won counts 1, whatever its racks); in a race format
// each frame also carries its racks, a race still being played included.
import { VACANT } from '@cueleague/domain/constants';
import type { Frame, Match, Side } from '@cueleague/domain/entities';
import {
  isInPlay,
  outcomeOf,
  racksOf,
  racksOfFrames,
  scoreOfFrames,
  type Outcome,
  type Racks,
} from '@cueleague/domain/frame-result';
import { lineupOf } from '@cueleague/domain/match-lifecycle';
import { awayPositionNumber, homePositionLetter, isRace } from '@cueleague/domain/match-format';
import { roundsOf } from '@cueleague/domain/rounds';

export interface ScorecardFrame {
  frame: Frame;
  outcome: Outcome;
  breaker: Side;
  /** The match score (pairings won) once this frame was played; null while it has no result. */
  after: { home: number; away: number } | null;
  /** In a race format, the racks each side won in this pairing; null in a one-frame format. */
  racks: Racks | null;
  /** A race being played: racks scored, no result yet. */
  inPlay: boolean;
}

/** One position of a line-up: its label (A or 1) and who plays it; null when not yet named. */
export interface LineupSlot {
  position: string;
  playerId: string | null;
}

export interface ScorecardRound {
  round: number;
  /** Pairings won in the round. */
  home: number;
  away: number;
  /** In a race format, the racks each side won in the round; null in a one-frame format. */
  racks: Racks | null;
  complete: boolean;
  /** Whether any frame of the round has a result or a named player: the round has begun. */
  started: boolean;
  lineups: Record<Side, LineupSlot[]>;
  frames: ScorecardFrame[];
}

const positionLabel = (side: Side, index: number): string =>
  side === 'home' ? homePositionLetter(index) : String(awayPositionNumber(index));

export const scorecardOf = (match: Match): ScorecardRound[] => {
  const race = isRace(match.format);
  let home = 0;
  let away = 0;
  return roundsOf(match).map((summary) => {
    const started = summary.frames.some(
      (frame) =>
        frame.isComplete ||
        isInPlay(frame) ||
        frame.homePlayerId !== VACANT ||
        frame.awayPlayerId !== VACANT,
    );
    const lineup = (side: Side): LineupSlot[] =>
      lineupOf(match, side, summary.round).map((playerId, index) => ({
        position: positionLabel(side, index),
        // Before a round's line-ups are set every position is still 'vacant': not named yet,
        // which is not the same as a position left empty in a round being played.
        playerId: started ? playerId : null,
      }));
    const frames = summary.frames.map((frame): ScorecardFrame => {
      const outcome = outcomeOf(frame);
      // The pairing counts once for its side, as the match's own score counts it.
      const won = scoreOfFrames([frame]);
      home += won.home;
      away += won.away;
      return {
        frame,
        outcome,
        breaker: frame.breakerSide,
        after: outcome === 'unplayed' ? null : { home, away },
        racks: race ? racksOf(frame) : null,
        inPlay: race && isInPlay(frame),
      };
    });
    return {
      round: summary.round,
      home: summary.home,
      away: summary.away,
      racks: race ? racksOfFrames(summary.frames) : null,
      complete: summary.complete,
      started,
      lineups: { home: lineup('home'), away: lineup('away') },
      frames,
    };
  });
};
