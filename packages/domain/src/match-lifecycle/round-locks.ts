// Rounds are played and locked in order: which round is open, locking it once its frames all
// have a result, and who locked it.
import type { Match, RoundLock } from '../entities.ts';
import { ok, refuse, type RuleResult } from '../errors.ts';
import { framesOfRound } from '../rounds.ts';
import { actorSide, userId, type LifecycleContext } from './action.ts';
import { conflictsOfRound } from './frame-conflicts.ts';

/** Every round of the match's format is locked. */
export const allRoundsLocked = (match: Pick<Match, 'progress' | 'format'>): boolean =>
  match.progress.roundsLocked >= match.format.roundsPerMatch;

/** The round that is open for line-ups and scoring, or null once all its rounds are locked. */
export const openRound = (match: Match): number | null =>
  allRoundsLocked(match) ? null : match.progress.roundsLocked + 1;

/** Who locked a round, when the match kept it. */
export const roundLockOf = (match: Match, round: number): RoundLock | undefined =>
  match.progress.roundLocks?.find((lock) => lock.round === round);

export const lockRound = (
  match: Match,
  round: number,
  ctx: LifecycleContext,
): RuleResult<Match> => {
  if (round !== openRound(match)) {
    return refuse(
      'conflict',
      `Rounds are locked in order: the open round is ${openRound(match) ?? 'none'}.`,
    );
  }
  const frames = framesOfRound(match, round);
  const { framesPerRound } = match.format;
  if (frames.length !== framesPerRound || frames.some((frame) => !frame.isComplete)) {
    return refuse(
      'conflict',
      `All ${framesPerRound} frames of round ${round} need a result before it is locked.`,
    );
  }
  const [open] = conflictsOfRound(match, round);
  if (open) {
    const frame = frames.find((candidate) => candidate.frameId === open.frameId);
    return refuse(
      'conflict',
      `The captains entered frame ${frame?.frameNumber ?? '?'} differently: settle it before round ${round} is locked.`,
    );
  }
  return ok({
    ...match,
    frames: match.frames.map((frame) =>
      frame.round === round ? { ...frame, state: 'locked', version: frame.version + 1 } : frame,
    ),
    progress: {
      ...match.progress,
      roundsLocked: round,
      roundLocks: [
        ...(match.progress.roundLocks ?? []).filter((lock) => lock.round !== round),
        { round, side: actorSide(match, ctx), userId: userId(ctx), at: ctx.now },
      ],
    },
  });
};
