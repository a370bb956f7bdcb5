// Two captains entering one frame differently at once (docs/rules.md, Conflicting entries). The
// first write stands; the second, made on the frame as it was before, is refused as stale. When it
// asked for another result, the match keeps both entries as a conflict on that frame, so every
// device of both captains shows it, the round cannot be locked, and the audit has both. A later
// write on the frame as it now stands (either captain choosing, or an admin's fix) settles it.
import type { Frame, FrameConflict, Match } from '../entities.ts';
import { actorSide, userId, type ActionOf, type LifecycleContext } from './action.ts';

/** The open conflicts of a match (none on one stored before they were kept). */
export const conflictsOf = (match: Pick<Match, 'progress'>): readonly FrameConflict[] =>
  match.progress.conflicts ?? [];

/** The open conflict on a frame, if any. */
export const conflictOf = (
  match: Pick<Match, 'progress'>,
  frameId: string,
): FrameConflict | undefined => conflictsOf(match).find((each) => each.frameId === frameId);

/** The open conflicts on a round's frames. */
export const conflictsOfRound = (match: Match, round: number): FrameConflict[] => {
  const ids = new Set(
    match.frames.filter((frame) => frame.round === round).map((frame) => frame.frameId),
  );
  return conflictsOf(match).filter((each) => ids.has(each.frameId));
};

/** The match without the conflict on `frameId` (the same object when it had none). */
export const withoutConflict = (match: Match, frameId: string): Match =>
  conflictOf(match, frameId)
    ? {
        ...match,
        progress: {
          ...match.progress,
          conflicts: conflictsOf(match).filter((each) => each.frameId !== frameId),
        },
      }
    : match;

/** The result a frame write asks for: its winner, or null for a reset. */
const wanted = (action: ActionOf<'scoreFrame' | 'resetFrame'>): string | null =>
  action.type === 'scoreFrame' ? action.winnerPlayerId : null;

/** The frame's stored result in the same terms: its winner, null when it has none. */
const stored = (frame: Frame): string | null => (frame.isComplete ? frame.winnerPlayerId : null);

/**
 * The match with a conflict noted, for a frame write refused as stale (made on an older version of
 * the frame) that asks for another result than the one stored by someone else; null when there is
 * nothing to note: the same result, the writer's own earlier entry (two devices of one person), a
 * frame without a scorer (the line-up's forfeit), a locked round, or this very disagreement kept
 * already.
 */
export const noteConflict = (
  match: Match,
  action: ActionOf<'scoreFrame' | 'resetFrame'>,
  ctx: LifecycleContext,
): Match | null => {
  const frame = match.frames.find((candidate) => candidate.frameId === action.frameId);
  if (!frame || frame.state === 'locked' || action.baseVersion === frame.version) return null;
  if (!frame.scoredBy || !frame.scoredAt || frame.scoredBy === userId(ctx)) return null;
  if (stored(frame) === wanted(action)) return null;
  const standing = {
    userId: frame.scoredBy,
    // Who stored it is known by account only: the server, which knows each team's captains,
    // names its side (null until then, and for an admin).
    side: null,
    winnerPlayerId: stored(frame),
    at: frame.scoredAt,
  };
  const refused = {
    userId: userId(ctx),
    side: actorSide(match, ctx),
    winnerPlayerId: wanted(action),
    at: ctx.now,
  };
  const earlier = conflictOf(match, frame.frameId);
  if (
    earlier &&
    earlier.entries.every(
      (entry, index) =>
        entry.userId === [standing, refused][index]?.userId &&
        entry.winnerPlayerId === [standing, refused][index]?.winnerPlayerId,
    )
  ) {
    return null;
  }
  const conflict: FrameConflict = {
    frameId: frame.frameId,
    entries: [standing, refused],
    at: ctx.now,
  };
  return {
    ...match,
    progress: {
      ...match.progress,
      conflicts: [...conflictsOf(withoutConflict(match, frame.frameId)), conflict],
    },
  };
};
