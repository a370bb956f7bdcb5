// A match as its scorecard reads it, the same on the screen and on the printed sheet: each round
// with both line-ups and its frames in order, each frame with who breaks (the format's rule:
// home on odd frame numbers, away on even, kept on the frame), who won, and the match score
// after it. Frames with no result yet keep their place, with no winner and no running score.
import { VACANT } from '@cueleague/domain/constants';
import type { Frame, Match, Side } from '@cueleague/domain/entities';
import { outcomeOf, type Outcome } from '@cueleague/domain/frame-result';
import { lineupOf } from '@cueleague/domain/match-lifecycle';
import { awayPositionNumber, homePositionLetter } from '@cueleague/domain/match-format';
import { roundsOf } from '@cueleague/domain/rounds';

export interface ScorecardFrame {
  frame: Frame;
  outcome: Outcome;
  breaker: Side;
  /** The match score once this frame was played; null while it has no result. */
  after: { home: number; away: number } | null;
}

/** One position of a line-up: its label (A or 1) and who plays it; null when not yet named. */
export interface LineupSlot {
  position: string;
  playerId: string | null;
}

export interface ScorecardRound {
  round: number;
  home: number;
  away: number;
  complete: boolean;
  /** Whether any frame of the round has a result or a named player: the round has begun. */
  started: boolean;
  lineups: Record<Side, LineupSlot[]>;
  frames: ScorecardFrame[];
}

const positionLabel = (side: Side, index: number): string =>
  side === 'home' ? homePositionLetter(index) : String(awayPositionNumber(index));

export const scorecardOf = (match: Match): ScorecardRound[] => {
  let home = 0;
  let away = 0;
  return roundsOf(match).map((summary) => {
    const started = summary.frames.some(
      (frame) => frame.isComplete || frame.homePlayerId !== VACANT || frame.awayPlayerId !== VACANT,
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
      if (outcome !== 'unplayed') {
        home += frame.homeScore;
        away += frame.awayScore;
      }
      return {
        frame,
        outcome,
        breaker: frame.breakerSide,
        after: outcome === 'unplayed' ? null : { home, away },
      };
    });
    return {
      round: summary.round,
      home: summary.home,
      away: summary.away,
      complete: summary.complete,
      started,
      lineups: { home: lineup('home'), away: lineup('away') },
      frames,
    };
  });
};
