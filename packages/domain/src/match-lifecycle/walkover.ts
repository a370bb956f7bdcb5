// A match that was not played (docs/rules.md, Walkovers and void matches): an admin records a
// walkover for the side that turned up, or marks a match neither side played void.
import { VACANT } from '../constants.ts';
import type { Frame, Match, Side } from '../entities.ts';
import { NO_RESULT } from '../frame-result.ts';
import { ok, type RuleResult } from '../errors.ts';
import { raceToOf } from '../match-format.ts';
import { userId, type ActionOf, type LifecycleContext } from './action.ts';

/**
 * A walkover frame: nobody on either side, so no player gets stats or a rating from it, and
 * the frame scored to the side present (the whole race, in a race format). Its winner is nobody: the score alone says whose it is.
 */
const walkoverFrame = (
  frame: Frame,
  winner: Side,
  by: string,
  at: string,
  raceTo: number,
): Frame => ({
  ...frame,
  homePlayerId: VACANT,
  awayPlayerId: VACANT,
  winnerPlayerId: null,
  homeScore: winner === 'home' ? raceTo : 0,
  awayScore: winner === 'away' ? raceTo : 0,
  isComplete: true,
  state: 'locked',
  version: frame.version + 1,
  scoredBy: by,
  scoredAt: at,
});

/** A frame as before anything was played: nobody in it, no result. */
const clearedFrame = (frame: Frame): Frame => ({
  ...frame,
  homePlayerId: VACANT,
  awayPlayerId: VACANT,
  ...NO_RESULT,
  version: frame.version + 1,
  scoredBy: null,
  scoredAt: null,
});

/**
 * The match completed as a walkover. With `frames` every frame goes to the side present; with
 * `points` no frame has a result and the table gives the win's points alone.
 */
export const walkover = (
  match: Match,
  action: ActionOf<'walkover'>,
  ctx: LifecycleContext,
): RuleResult<Match> => {
  const by = userId(ctx);
  return ok({
    ...match,
    state: 'completed',
    frames: match.frames.map((frame) =>
      action.rule === 'frames'
        ? walkoverFrame(frame, action.winner, by, ctx.now, raceToOf(match.format))
        : clearedFrame(frame),
    ),
    progress: {
      ...match.progress,
      dispute: null,
      walkover: { winner: action.winner, rule: action.rule, reason: action.reason },
    },
  });
};

/** A match neither side played: cancelled, marked void, counting for nothing. */
export const voidMatch = (match: Match, action: ActionOf<'void'>): RuleResult<Match> =>
  ok({
    ...match,
    state: 'cancelled',
    progress: { ...match.progress, void: { reason: action.reason } },
  });

/**
 * Reopening a walkover undoes it: the match is back before its start, its frames empty, so the
 * admin can record it again or the teams can play it.
 */
export const undoWalkover = (match: Match): Match => {
  const progress = { ...match.progress };
  delete progress.walkover;
  return {
    ...match,
    state: 'pre-match',
    frames: match.frames.map(clearedFrame),
    progress,
  };
};
