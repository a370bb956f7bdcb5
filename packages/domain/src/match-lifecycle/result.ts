// The result once every round is locked: each captain confirms it or disputes it, an admin
// completes the match or reopens a completed one.
import type { Match } from '../entities.ts';
import { ok, refuse, type RuleResult } from '../errors.ts';
import { allRoundsWords } from '../match-format.ts';
import { userId, type ActionOf, type LifecycleContext } from './action.ts';
import { allRoundsLocked } from './round-locks.ts';

export const confirm = (
  match: Match,
  action: ActionOf<'confirm'>,
  ctx: LifecycleContext,
): RuleResult<Match> => {
  if (!allRoundsLocked(match)) {
    return refuse(
      'conflict',
      `The result can be confirmed once ${allRoundsWords(match.format)} are locked.`,
    );
  }
  const confirmed = { ...match.progress.confirmed, [action.side]: true };
  const dispute = match.progress.dispute?.side === action.side ? null : match.progress.dispute;
  const done = confirmed.home && confirmed.away;
  return ok({
    ...match,
    state: done ? 'completed' : match.state,
    progress: { ...match.progress, confirmed, dispute, ...(done ? { completedAt: ctx.now } : {}) },
  });
};

export const dispute = (
  match: Match,
  action: ActionOf<'dispute'>,
  ctx: LifecycleContext,
): RuleResult<Match> => {
  if (!allRoundsLocked(match)) {
    return refuse(
      'conflict',
      `The result can be disputed once ${allRoundsWords(match.format)} are locked.`,
    );
  }
  const named = new Set(action.frameIds ?? []);
  const known = new Set(match.frames.map((frame) => frame.frameId));
  const unknown = [...named].filter((frameId) => !known.has(frameId));
  if (unknown.length > 0) {
    return refuse('validation_failed', 'Point at frames of this match.', {
      frameIds: `Not a frame of this match: ${unknown.join(', ')}`,
    });
  }
  // Kept in the match's order, each once, whatever order the captain picked them in.
  const frameIds = match.frames
    .map((frame) => frame.frameId)
    .filter((frameId) => named.has(frameId));
  return ok({
    ...match,
    progress: {
      ...match.progress,
      confirmed: { ...match.progress.confirmed, [action.side]: false },
      dispute: {
        side: action.side,
        reason: action.reason,
        ...(frameIds.length > 0 ? { frameIds } : {}),
        raisedBy: userId(ctx),
        raisedAt: ctx.now,
      },
    },
  });
};

export const forceComplete = (match: Match, ctx: LifecycleContext): RuleResult<Match> => {
  if (!allRoundsLocked(match)) {
    return refuse(
      'conflict',
      `A match can be completed once ${allRoundsWords(match.format)} are locked.`,
    );
  }
  return ok({
    ...match,
    state: 'completed',
    progress: { ...match.progress, dispute: null, completedAt: ctx.now },
  });
};

/**
 * The result timer completing a match left unconfirmed (docs/rules.md, Results on time): only
 * with every round locked, no dispute (it stops the clock) and no conflicting entries to settle.
 * The timer itself decides when (result-deadlines.ts, autoCompleteAt).
 */
export const autoComplete = (match: Match, ctx: LifecycleContext): RuleResult<Match> => {
  if (match.progress.dispute)
    return refuse('conflict', 'A disputed result waits for an admin to settle it.');
  if ((match.progress.conflicts ?? []).length > 0)
    return refuse('conflict', 'Conflicting entries wait for the captains to settle them.');
  if (match.progress.confirmed.home && match.progress.confirmed.away)
    return refuse('conflict', 'Both captains have confirmed the result.');
  return forceComplete(match, ctx);
};

const withoutCompletedAt = ({
  completedAt: _completedAt,
  ...progress
}: Match['progress']): Match['progress'] => progress;

/**
 * Reopening unlocks every round (results kept) so a mistake anywhere can be corrected; the
 * captains then lock the rounds and confirm again.
 */
export const reopen = (match: Match): RuleResult<Match> =>
  ok({
    ...match,
    state: 'in-progress',
    frames: match.frames.map((frame) =>
      frame.state === 'locked'
        ? { ...frame, state: 'resulted', version: frame.version + 1 }
        : frame,
    ),
    progress: {
      ...withoutCompletedAt(match.progress),
      roundsLocked: 0,
      confirmed: { home: false, away: false },
      dispute: null,
      roundLocks: [],
    },
  });
