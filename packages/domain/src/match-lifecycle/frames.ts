// A frame's result: scoring and resetting one frame, the whole-frames update, a forfeit, and an
// admin's correction once every round is locked.
import { VACANT } from '../constants.ts';
import type { Frame, Match } from '../entities.ts';
import { framesCountMessage, ok, refuse, type RuleResult } from '../errors.ts';
import {
  isInPlay,
  racksOf,
  scoreOfFrames,
  validRacks,
  withoutResult,
  withRacks,
  withResult,
} from '../frame-result.ts';
import { allRoundsWords, raceToOf } from '../match-format.ts';
import { userId, type ActionOf, type LifecycleContext } from './action.ts';
import { allRoundsLocked } from './round-locks.ts';
import { withoutConflict } from './frame-conflicts.ts';

/**
 * A frame with a result: the winner's side has the race (1 in a one-frame format). A vacant side
 * forfeits; both vacant: no winner.
 */
export const resultFrame = (
  frame: Frame,
  winnerPlayerId: string | null,
  by: string,
  at: string,
  raceTo = 1,
): Frame => ({
  ...withResult(frame, winnerPlayerId, raceTo),
  version: frame.version + 1,
  scoredBy: by,
  scoredAt: at,
});

const unplayedFrame = (frame: Frame): Frame => ({
  ...withoutResult(frame),
  version: frame.version + 1,
  scoredBy: null,
  scoredAt: null,
});

export const isForfeit = (frame: Frame): boolean =>
  frame.homePlayerId === VACANT || frame.awayPlayerId === VACANT;

/** The winner a forfeit frame gets: the side that fielded a player; both vacant: nobody. */
export const forfeitWinner = (frame: Frame): string | null => {
  if (frame.homePlayerId === VACANT && frame.awayPlayerId === VACANT) return null;
  return frame.homePlayerId === VACANT ? frame.awayPlayerId : frame.homePlayerId;
};

/** Recounts the match score from its frames (frames won per side). */
export const withScores = (match: Match): Match => {
  const { home, away } = scoreOfFrames(match.frames);
  return { ...match, homeScore: home, awayScore: away };
};

/** A write to one frame: its winner, its racks in a race, or back to unplayed. */
export type FrameWrite = ActionOf<'scoreFrame' | 'scoreRacks' | 'resetFrame'>;

export const scoreOrReset = (
  match: Match,
  action: FrameWrite,
  ctx: LifecycleContext,
): RuleResult<Match> => {
  const index = match.frames.findIndex((frame) => frame.frameId === action.frameId);
  const frame = match.frames[index];
  if (!frame) return refuse('not_found', 'No such frame in this match.');
  if (frame.state === 'locked') {
    return refuse('conflict', `Round ${frame.round} is locked: its frames can no longer change.`);
  }
  const roundIndex = frame.round - 1;
  if (
    !match.progress.lineupLocked.home[roundIndex] ||
    !match.progress.lineupLocked.away[roundIndex]
  ) {
    return refuse(
      'conflict',
      `Both line-ups for round ${frame.round} must be locked before its frames are scored.`,
    );
  }
  if (action.baseVersion !== frame.version) {
    return refuse('conflict', 'Someone else changed this frame meanwhile.');
  }
  if (isForfeit(frame)) {
    return refuse('conflict', 'This frame is a forfeit: its result follows the line-up.');
  }
  if (
    action.type !== 'resetFrame' &&
    frame.homePlayerId === frame.awayPlayerId &&
    frame.homePlayerId !== VACANT
  ) {
    return refuse(
      'conflict',
      'This frame has the same player on both sides: it cannot be won by either.',
    );
  }
  const raceTo = raceToOf(match.format);
  let next: Frame;
  if (action.type === 'resetFrame') {
    if (frame.state === 'unplayed' && !isInPlay(frame))
      return refuse('conflict', 'This frame has no result to reset.');
    next = unplayedFrame(frame);
  } else if (action.type === 'scoreRacks') {
    const racks = { home: action.home, away: action.away };
    if (!validRacks(racks, raceTo)) {
      const message = `A race to ${raceTo} stands at 0 to ${raceTo} racks a side, and only one side reaches ${raceTo}.`;
      return refuse('validation_failed', message, { racks: message });
    }
    const now = racksOf(frame);
    if (now.home === racks.home && now.away === racks.away)
      return refuse('conflict', `This frame already stands at ${racks.home}-${racks.away}.`);
    next = {
      ...withRacks(frame, racks, raceTo),
      version: frame.version + 1,
      scoredBy: userId(ctx),
      scoredAt: ctx.now,
    };
  } else {
    if (
      action.winnerPlayerId !== frame.homePlayerId &&
      action.winnerPlayerId !== frame.awayPlayerId
    ) {
      return refuse('validation_failed', 'The winner must be one of the frame’s two players.', {
        winnerPlayerId: 'Not a player in this frame',
      });
    }
    next = resultFrame(frame, action.winnerPlayerId, userId(ctx), ctx.now, raceTo);
  }
  const frames = match.frames.map((candidate, i) => (i === index ? next : candidate));
  // Written on the frame as it stands: an informed choice, which settles a conflict on it.
  return ok(withoutConflict({ ...match, frames }, frame.frameId));
};

/**
 * The whole-frames update (PUT .../frames) is the bulk form of the single frame writes: every frame
 * whose result differs from the stored one passes the same checks a PATCH would (its round's
 * line-ups locked, the version the writer saw, forfeits following the line-up, locked rounds
 * refused), so a stale copy of the match can never overwrite a newer result. Players change only
 * through a round's line-up, where availability and the substitution rule apply.
 */
export const replaceFrames = (
  match: Match,
  supplied: readonly Frame[],
  ctx: LifecycleContext,
): RuleResult<Match> => {
  if (supplied.length !== match.frames.length) {
    const message = framesCountMessage(match.frames.length);
    return refuse('validation_failed', message, { frames: message });
  }
  const byId = new Map(supplied.map((frame) => [frame.frameId, frame]));
  let next = match;
  for (const current of match.frames) {
    const wanted = byId.get(current.frameId);
    if (!wanted) {
      return refuse('validation_failed', 'Every frame of the match must be given once.', {
        frames: `Missing ${current.frameId}`,
      });
    }
    if (
      wanted.homePlayerId !== current.homePlayerId ||
      wanted.awayPlayerId !== current.awayPlayerId
    ) {
      return refuse('validation_failed', 'Players are set through the line-up of their round.', {
        frames: `${current.frameId}: its players differ from the round's line-up`,
      });
    }
    // Only the result is taken from what was sent: scores and state follow from the winner.
    if (
      wanted.winnerPlayerId === current.winnerPlayerId &&
      wanted.isComplete === current.isComplete
    ) {
      continue;
    }
    if (wanted.winnerPlayerId === null && wanted.isComplete && !isForfeit(current)) {
      return refuse('validation_failed', 'A frame with a result needs a winner.', {
        frames: `${current.frameId}: complete without a winner`,
      });
    }
    const write: ActionOf<'scoreFrame' | 'resetFrame'> =
      wanted.winnerPlayerId === null
        ? { type: 'resetFrame', frameId: current.frameId, baseVersion: wanted.version }
        : {
            type: 'scoreFrame',
            frameId: current.frameId,
            winnerPlayerId: wanted.winnerPlayerId,
            baseVersion: wanted.version,
          };
    const result = scoreOrReset(next, write, ctx);
    if (!result.ok) return { ...result, frameId: current.frameId };
    next = result.value;
  }
  return ok(next);
};

/**
 * An admin's fix of one frame once every round is locked (awaiting confirmation, or disputed):
 * the frame gets the winner the admin says, stays locked, and the captains' confirmations are
 * cleared since the result they confirmed changed. The fix settles an open dispute: the captains
 * confirm the corrected result (or dispute it afresh), or the admin completes the match. No
 * reopening of all its rounds.
 */
export const correctFrame = (
  match: Match,
  action: ActionOf<'correctFrame'>,
  ctx: LifecycleContext,
): RuleResult<Match> => {
  if (!allRoundsLocked(match)) {
    return refuse(
      'conflict',
      `A frame is corrected this way once ${allRoundsWords(match.format)} are locked: until then the captains correct it.`,
    );
  }
  const frame = match.frames.find((candidate) => candidate.frameId === action.frameId);
  if (!frame) return refuse('not_found', 'No such frame in this match.');
  if (action.baseVersion !== frame.version) {
    return refuse('conflict', 'Someone else changed this frame meanwhile.');
  }
  if (isForfeit(frame)) {
    return refuse('conflict', 'This frame is a forfeit: its result follows the line-up.');
  }
  if (
    action.winnerPlayerId !== frame.homePlayerId &&
    action.winnerPlayerId !== frame.awayPlayerId
  ) {
    return refuse('validation_failed', 'The winner must be one of the frame’s two players.', {
      winnerPlayerId: 'Not a player in this frame',
    });
  }
  if (frame.winnerPlayerId === action.winnerPlayerId) {
    return refuse('conflict', 'This frame already has that winner.');
  }
  const corrected: Frame = {
    ...resultFrame(frame, action.winnerPlayerId, userId(ctx), ctx.now, raceToOf(match.format)),
    state: 'locked',
  };
  return ok({
    ...match,
    frames: match.frames.map((candidate) =>
      candidate.frameId === frame.frameId ? corrected : candidate,
    ),
    progress: { ...match.progress, confirmed: { home: false, away: false }, dispute: null },
  });
};
