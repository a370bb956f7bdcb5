// The match lifecycle (docs/rules.md, Match lifecycle) as a pure state machine: which action is
// allowed in which state and by whom, and what it changes. The server applies the result in one
// transaction and writes the audit entry; the web app asks `allowedActions` to decide which buttons
// to show.
//
// This file is the machine: the rules table, the permission and state checks, and the reducer
// that hands each action to the part of the match it changes, in match-lifecycle/: the actions
// (action.ts), before the match (pre-match.ts), line-ups (line-ups.ts), frames (frames.ts),
// locking rounds (round-locks.ts), the result (result.ts) and a match not played (walkover.ts).
// What the apps use of those parts is exported from here too, so
// `@cueleague/domain/match-lifecycle` stays their one import.
import type { AuditReason, Frame, Match, MatchState, Side } from './entities.ts';
import { ok, refuse, type Refusal, type RuleResult } from './errors.ts';
import {
  canActForSide,
  canAdminister,
  canScoreMatch,
  SYSTEM_ACTOR,
  type Actor,
} from './permissions.ts';
import type {
  LifecycleChange,
  LifecycleContext,
  MatchAction,
  MatchActionType,
} from './match-lifecycle/action.ts';
import { correctFrame, replaceFrames, scoreOrReset, withScores } from './match-lifecycle/frames.ts';
import { setLineup } from './match-lifecycle/line-ups.ts';
import { start, updatePreMatch } from './match-lifecycle/pre-match.ts';
import { autoComplete, confirm, dispute, forceComplete, reopen } from './match-lifecycle/result.ts';
import { lockRound } from './match-lifecycle/round-locks.ts';
import { noteConflict } from './match-lifecycle/frame-conflicts.ts';
import { undoWalkover, voidMatch, walkover } from './match-lifecycle/walkover.ts';

export type {
  LifecycleChange,
  LifecycleContext,
  MatchAction,
  MatchActionType,
} from './match-lifecycle/action.ts';
export { forfeitWinner, isForfeit, resultFrame, withScores } from './match-lifecycle/frames.ts';
export {
  duplicateSlots,
  LINEUP_MESSAGES,
  lineupOf,
  lineupRefusal,
  movedSlots,
  positionLabel,
  substitutionError,
} from './match-lifecycle/line-ups.ts';
export { allRoundsLocked, openRound, roundLockOf } from './match-lifecycle/round-locks.ts';
export { conflictOf, conflictsOf, conflictsOfRound } from './match-lifecycle/frame-conflicts.ts';

/**
 * What an action comes to: the change, or a refusal; a stale frame write that disagrees with the
 * stored result is refused and still leaves a mark (`recorded`: the match with the conflict kept,
 * written with its audit entry while the writer is told no).
 */
export type LifecycleResult =
  RuleResult<LifecycleChange> | ({ ok: false; recorded: LifecycleChange } & Refusal);

/** `system`: the server's own timers alone (SYSTEM_ACTOR), never a signed-in account. */
type Who = 'admin' | 'eitherCaptain' | 'sideCaptain' | 'system';

/** The state machine: the states each action is allowed in, who may take it, and its audit reason. */
export const ACTION_RULES: Record<
  MatchActionType,
  { states: readonly MatchState[]; who: Who; reason: AuditReason }
> = {
  // Not 'postponed': saving the roster would put the match back on the fixture list, and only
  // an admin un-postpones (reschedule, with its new date).
  updatePreMatch: { states: ['pre-match'], who: 'sideCaptain', reason: 'pre_match_updated' },
  start: { states: ['pre-match'], who: 'eitherCaptain', reason: 'match_started' },
  setLineup: { states: ['in-progress'], who: 'sideCaptain', reason: 'lineup_set' },
  scoreFrame: { states: ['in-progress'], who: 'eitherCaptain', reason: 'frame_scored' },
  scoreRacks: { states: ['in-progress'], who: 'eitherCaptain', reason: 'frame_scored' },
  resetFrame: { states: ['in-progress'], who: 'eitherCaptain', reason: 'frame_reset' },
  replaceFrames: { states: ['in-progress'], who: 'eitherCaptain', reason: 'frames_replaced' },
  lockRound: { states: ['in-progress'], who: 'eitherCaptain', reason: 'round_locked' },
  // An admin settling a dispute fixes the one frame in question, its round staying locked.
  correctFrame: { states: ['in-progress'], who: 'admin', reason: 'frame_corrected' },
  confirm: { states: ['in-progress'], who: 'sideCaptain', reason: 'result_confirmed' },
  dispute: { states: ['in-progress'], who: 'sideCaptain', reason: 'result_disputed' },
  forceComplete: { states: ['in-progress'], who: 'admin', reason: 'match_completed' },
  autoComplete: { states: ['in-progress'], who: 'system', reason: 'match_auto_completed' },
  reopen: { states: ['completed'], who: 'admin', reason: 'match_reopened' },
  postpone: { states: ['pre-match', 'postponed'], who: 'admin', reason: 'match_postponed' },
  cancel: {
    states: ['pre-match', 'postponed', 'in-progress'],
    who: 'admin',
    reason: 'match_cancelled',
  },
  // A side that did not turn up, or a match neither side played: decided before it starts.
  walkover: { states: ['pre-match', 'postponed'], who: 'admin', reason: 'walkover_recorded' },
  void: { states: ['pre-match', 'postponed'], who: 'admin', reason: 'match_voided' },
};

const STATE_WORDS: Record<MatchState, string> = {
  'pre-match': 'has not started',
  'in-progress': 'is in progress',
  completed: 'is completed',
  postponed: 'is postponed',
  cancelled: 'is cancelled',
};

const sideOf = (action: MatchAction): Side | null => ('side' in action ? action.side : null);

const mayAct = (who: Who, actor: Actor | null, match: Match, side: Side | null): boolean => {
  if (who === 'system') return actor?.userId === SYSTEM_ACTOR.userId;
  if (who === 'admin') return canAdminister(actor);
  if (who === 'sideCaptain' && side) return canActForSide(actor, match, side);
  return canScoreMatch(actor, match);
};

/** The actions this actor may take on the match now (payload checks still apply). */
export const allowedActions = (match: Match, actor: Actor | null, side?: Side): MatchActionType[] =>
  (Object.keys(ACTION_RULES) as MatchActionType[]).filter((type) => {
    const rule = ACTION_RULES[type];
    if (!rule.states.includes(match.state)) return false;
    return mayAct(rule.who, actor, match, rule.who === 'sideCaptain' ? (side ?? null) : null);
  });

const changedIds = (before: readonly Frame[], after: readonly Frame[]): string[] =>
  after.filter((frame, index) => frame !== before[index]).map((frame) => frame.frameId);

// ---- the transition ----

export const applyMatchAction = (
  match: Match,
  action: MatchAction,
  ctx: LifecycleContext,
): LifecycleResult => {
  const rule = ACTION_RULES[action.type];
  if (!mayAct(rule.who, ctx.actor, match, sideOf(action))) {
    return refuse('forbidden', 'You are not allowed to do that for this match.');
  }
  if (!rule.states.includes(match.state)) {
    return refuse('conflict', `Not allowed: the match ${STATE_WORDS[match.state]}.`);
  }
  const result = transition(match, action, ctx);
  if (!result.ok) {
    const write = action.type === 'scoreFrame' || action.type === 'resetFrame' ? action : null;
    const noted = result.code === 'conflict' && write ? noteConflict(match, write, ctx) : null;
    return noted && write
      ? {
          ...result,
          frameId: write.frameId,
          recorded: {
            match: { ...noted, version: match.version + 1 },
            reason: 'frame_conflict',
            changedFrameIds: [],
          },
        }
      : result;
  }
  const next = withScores({ ...result.value, version: match.version + 1 });
  const excess = excessScoreError(match, next, action);
  if (excess) return refuse('conflict', excess);
  return ok({
    match: next,
    reason: rule.reason,
    changedFrameIds: changedIds(match.frames, next.frames),
  });
};

const framesWon = (match: Match): number => match.homeScore + match.awayScore;

/**
 * A frame is won by one side, so a match's frames won can never exceed its frames (a frame with
 * one player on both sides once scored for both: 16-1 from 16 frames). An action may not add to
 * or settle such a score; cancelling, reopening and resets that lower it stay possible, so an
 * admin can still put a match stored that way right.
 */
const excessScoreError = (before: Match, after: Match, action: MatchAction): string | null => {
  if (action.type === 'cancel' || action.type === 'reopen' || action.type === 'void') return null;
  const won = framesWon(after);
  if (won <= after.frames.length || won < framesWon(before)) return null;
  return `The frames won (${after.homeScore}-${after.awayScore}) exceed the match's ${after.frames.length} frames: a frame counts for one side only. Reset the frame that scored for both sides.`;
};

/** Each action to the part of the lifecycle that decides it. */
const transition = (
  match: Match,
  action: MatchAction,
  ctx: LifecycleContext,
): RuleResult<Match> => {
  switch (action.type) {
    case 'updatePreMatch':
      return updatePreMatch(match, action, ctx);
    case 'start':
      return start(match);
    case 'setLineup':
      return setLineup(match, action, ctx);
    case 'scoreFrame':
    case 'scoreRacks':
    case 'resetFrame':
      return scoreOrReset(match, action, ctx);
    case 'replaceFrames':
      return replaceFrames(match, action.frames, ctx);
    case 'lockRound':
      return lockRound(match, action.round, ctx);
    case 'correctFrame':
      return correctFrame(match, action, ctx);
    case 'confirm':
      return confirm(match, action, ctx);
    case 'dispute':
      return dispute(match, action, ctx);
    case 'forceComplete':
      return forceComplete(match, ctx);
    case 'autoComplete':
      return autoComplete(match, ctx);
    case 'reopen':
      return match.progress.walkover ? ok(undoWalkover(match)) : reopen(match);
    // Postponing and cancelling only change the state (and the date): an admin's call.
    case 'postpone':
      return ok({
        ...match,
        state: 'postponed',
        scheduledDate: action.scheduledDate ?? match.scheduledDate,
      });
    case 'cancel':
      return ok({ ...match, state: 'cancelled' });
    case 'walkover':
      return walkover(match, action, ctx);
    case 'void':
      return voidMatch(match, action);
  }
};
