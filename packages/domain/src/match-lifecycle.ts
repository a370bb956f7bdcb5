// The match lifecycle (docs/rules.md, Match lifecycle) as a pure state machine: which action is
// allowed in which state and by whom, and what it changes. The server applies the result in one
// transaction and writes the audit entry; the web app asks `allowedActions` to decide which buttons
// to show.
import { VACANT } from './constants.ts';
import type { AuditReason, Frame, Match, MatchState, RoundLock, Side } from './entities.ts';
import { framesCountMessage, ok, refuse, type RuleResult } from './errors.ts';
import { scoreOfFrames, withoutResult, withResult } from './frame-result.ts';
import {
  allRoundsWords,
  awayPositionNumber,
  framePositionIndex,
  homePositionLetter,
} from './match-format.ts';
import { canActForSide, canAdminister, canScoreMatch, type Actor } from './permissions.ts';
import { availableOf, framePlayerOf, otherSide, preMatchOf, withFramePlayer } from './sides.ts';
import { framesOfRound } from './rounds.ts';

export type MatchAction =
  | {
      type: 'updatePreMatch';
      side: Side;
      availablePlayers: readonly string[];
      rosterConfirmed: boolean;
    }
  | { type: 'start' }
  | { type: 'setLineup'; side: Side; round: number; positions: readonly string[]; locked: boolean }
  | { type: 'scoreFrame'; frameId: string; winnerPlayerId: string; baseVersion: number }
  | { type: 'resetFrame'; frameId: string; baseVersion: number }
  | { type: 'replaceFrames'; frames: readonly Frame[] }
  | { type: 'lockRound'; round: number }
  | {
      type: 'correctFrame';
      frameId: string;
      winnerPlayerId: string;
      baseVersion: number;
      reason: string;
    }
  | { type: 'confirm'; side: Side }
  | { type: 'dispute'; side: Side; reason: string }
  | { type: 'forceComplete' }
  | { type: 'reopen'; reason: string }
  | { type: 'postpone'; scheduledDate?: string }
  | { type: 'cancel' };

export type MatchActionType = MatchAction['type'];

type Who = 'admin' | 'eitherCaptain' | 'sideCaptain';

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
  resetFrame: { states: ['in-progress'], who: 'eitherCaptain', reason: 'frame_reset' },
  replaceFrames: { states: ['in-progress'], who: 'eitherCaptain', reason: 'frames_replaced' },
  lockRound: { states: ['in-progress'], who: 'eitherCaptain', reason: 'round_locked' },
  // An admin settling a dispute fixes the one frame in question, its round staying locked.
  correctFrame: { states: ['in-progress'], who: 'admin', reason: 'frame_corrected' },
  confirm: { states: ['in-progress'], who: 'sideCaptain', reason: 'result_confirmed' },
  dispute: { states: ['in-progress'], who: 'sideCaptain', reason: 'result_disputed' },
  forceComplete: { states: ['in-progress'], who: 'admin', reason: 'match_completed' },
  reopen: { states: ['completed'], who: 'admin', reason: 'match_reopened' },
  postpone: { states: ['pre-match', 'postponed'], who: 'admin', reason: 'match_postponed' },
  cancel: {
    states: ['pre-match', 'postponed', 'in-progress'],
    who: 'admin',
    reason: 'match_cancelled',
  },
};

export interface LifecycleContext {
  actor: Actor | null;
  /** ISO-8601 time of the change, stamped on scored frames. */
  now: string;
  /** Each side's active roster (player ids); availability is checked against it when given. */
  rosters?: { home: readonly string[]; away: readonly string[] };
}

export interface LifecycleChange {
  match: Match;
  reason: AuditReason;
  /** Frames whose content changed (their versions were raised). */
  changedFrameIds: string[];
}

const STATE_WORDS: Record<MatchState, string> = {
  'pre-match': 'has not started',
  'in-progress': 'is in progress',
  completed: 'is completed',
  postponed: 'is postponed',
  cancelled: 'is cancelled',
};

const sideOf = (action: MatchAction): Side | null => ('side' in action ? action.side : null);

const mayAct = (who: Who, actor: Actor | null, match: Match, side: Side | null): boolean => {
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

// ---- helpers on frames ----

/** Every round of the match's format is locked. */
export const allRoundsLocked = (match: Pick<Match, 'progress' | 'format'>): boolean =>
  match.progress.roundsLocked >= match.format.roundsPerMatch;

/** The round that is open for line-ups and scoring, or null once all its rounds are locked. */
export const openRound = (match: Match): number | null =>
  allRoundsLocked(match) ? null : match.progress.roundsLocked + 1;

/**
 * The line-up a side fielded in a round, in position order (A, B, ... or 1, 2, ...: the format's
 * P positions), read off its frames.
 */
export const lineupOf = (match: Match, side: Side, round: number): string[] => {
  const positions: string[] = Array.from({ length: match.format.positionsPerTeam }, () => VACANT);
  for (const frame of framesOfRound(match, round)) {
    const index = framePositionIndex(frame, side);
    if (index >= 0 && index < positions.length) positions[index] = framePlayerOf(frame, side);
  }
  return positions;
};

/** A frame with a result: the winner's side scores 1. A vacant side forfeits; both vacant: no winner. */
export const resultFrame = (
  frame: Frame,
  winnerPlayerId: string | null,
  by: string,
  at: string,
): Frame => ({
  ...withResult(frame, winnerPlayerId),
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

const changedIds = (before: readonly Frame[], after: readonly Frame[]): string[] =>
  after.filter((frame, index) => frame !== before[index]).map((frame) => frame.frameId);

/**
 * Substitutions happen only between rounds: a player who played the previous round keeps the
 * same position or sits out; only bench players come in. Returns a field message or null.
 */
/**
 * The positions (0 to P - 1) of a line-up whose player played the previous round in another position:
 * the substitution rule says a player keeps their position or sits out. Vacant never counts.
 */
export const movedSlots = (previous: readonly string[], next: readonly string[]): number[] =>
  next.flatMap((playerId, index) => {
    if (playerId === VACANT) return [];
    const before = previous.indexOf(playerId);
    return before !== -1 && before !== index ? [index] : [];
  });

/** The positions (0 to P - 1) holding a player already named in an earlier position. */
export const duplicateSlots = (positions: readonly string[]): number[] =>
  positions.flatMap((id, index) =>
    id !== VACANT && positions.indexOf(id) !== index ? [index] : [],
  );

export const LINEUP_MESSAGES = {
  duplicate: 'A player can take only one position.',
  moved: (slot: number) =>
    `A player who played the previous round keeps the same position or sits out (position ${slot + 1})`,
};

export const substitutionError = (
  previous: readonly string[],
  next: readonly string[],
): string | null => {
  const [slot] = movedSlots(previous, next);
  return slot === undefined ? null : LINEUP_MESSAGES.moved(slot);
};

/**
 * Why a player may not take position `slot` of a line-up, or null when they may: already in
 * another position of this line-up, or played the previous round in another position (the
 * substitution rule). Line-up pickers offer only the players this allows.
 */
export const lineupRefusal = (
  playerId: string,
  slot: number,
  positions: readonly string[],
  previous: readonly string[] | null,
): { reason: 'taken' | 'keepsPosition'; position: number } | null => {
  if (playerId === VACANT) return null;
  const taken = positions.findIndex((id, index) => index !== slot && id === playerId);
  if (taken !== -1) return { reason: 'taken', position: taken };
  const before = previous ? previous.indexOf(playerId) : -1;
  if (before !== -1 && before !== slot) return { reason: 'keepsPosition', position: before };
  return null;
};

// ---- the transition ----

export const applyMatchAction = (
  match: Match,
  action: MatchAction,
  ctx: LifecycleContext,
): RuleResult<LifecycleChange> => {
  const rule = ACTION_RULES[action.type];
  if (!mayAct(rule.who, ctx.actor, match, sideOf(action))) {
    return refuse('forbidden', 'You are not allowed to do that for this match.');
  }
  if (!rule.states.includes(match.state)) {
    return refuse('conflict', `Not allowed: the match ${STATE_WORDS[match.state]}.`);
  }
  const result = transition(match, action, ctx);
  if (!result.ok) return result;
  const next = withScores({ ...result.value, version: match.version + 1 });
  const excess = excessScoreError(match, next, action);
  if (excess) return refuse('conflict', excess);
  return ok({
    match: next,
    reason: rule.reason,
    changedFrameIds: changedIds(match.frames, next.frames),
  });
};

const userId = (ctx: LifecycleContext): string => ctx.actor?.userId ?? 'system';

const framesWon = (match: Match): number => match.homeScore + match.awayScore;

/**
 * A frame is won by one side, so a match's frames won can never exceed its frames (a frame with
 * one player on both sides once scored for both: 16-1 from 16 frames). An action may not add to
 * or settle such a score; cancelling, reopening and resets that lower it stay possible, so an
 * admin can still put a match stored that way right.
 */
const excessScoreError = (before: Match, after: Match, action: MatchAction): string | null => {
  if (action.type === 'cancel' || action.type === 'reopen') return null;
  const won = framesWon(after);
  if (won <= after.frames.length || won < framesWon(before)) return null;
  return `The frames won (${after.homeScore}-${after.awayScore}) exceed the match's ${after.frames.length} frames: a frame counts for one side only. Reset the frame that scored for both sides.`;
};

/** The players a side has put in its line-ups so far, in any round. */
const fieldedBy = (match: Match, side: Side): Set<string> =>
  new Set(match.frames.map((frame) => framePlayerOf(frame, side)).filter((id) => id !== VACANT));

const transition = (
  match: Match,
  action: MatchAction,
  ctx: LifecycleContext,
): RuleResult<Match> => {
  switch (action.type) {
    case 'updatePreMatch':
      return updatePreMatch(match, action, ctx);
    case 'start':
      if (!match.preMatchState.homeRosterConfirmed || !match.preMatchState.awayRosterConfirmed) {
        return refuse('conflict', 'Both rosters must be confirmed before the match starts.');
      }
      return ok({ ...match, state: 'in-progress' });
    case 'setLineup':
      return setLineup(match, action, ctx);
    case 'scoreFrame':
    case 'resetFrame':
      return scoreOrReset(match, action, ctx);
    case 'replaceFrames':
      return replaceFrames(match, action.frames, ctx);
    case 'lockRound':
      return lockRound(match, action.round, ctx);
    case 'correctFrame':
      return correctFrame(match, action, ctx);
    case 'confirm': {
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
        progress: { ...match.progress, confirmed, dispute },
      });
    }
    case 'dispute':
      if (!allRoundsLocked(match)) {
        return refuse(
          'conflict',
          `The result can be disputed once ${allRoundsWords(match.format)} are locked.`,
        );
      }
      return ok({
        ...match,
        progress: {
          ...match.progress,
          confirmed: { ...match.progress.confirmed, [action.side]: false },
          dispute: {
            side: action.side,
            reason: action.reason,
            raisedBy: userId(ctx),
            raisedAt: ctx.now,
          },
        },
      });
    case 'forceComplete':
      if (!allRoundsLocked(match)) {
        return refuse(
          'conflict',
          `A match can be completed once ${allRoundsWords(match.format)} are locked.`,
        );
      }
      return ok({ ...match, state: 'completed', progress: { ...match.progress, dispute: null } });
    case 'reopen':
      // Reopening unlocks every round (results kept) so a mistake anywhere can be corrected;
      // the captains then lock the rounds and confirm again.
      return ok({
        ...match,
        state: 'in-progress',
        frames: match.frames.map((frame) =>
          frame.state === 'locked'
            ? { ...frame, state: 'resulted', version: frame.version + 1 }
            : frame,
        ),
        progress: {
          ...match.progress,
          roundsLocked: 0,
          confirmed: { home: false, away: false },
          dispute: null,
          roundLocks: [],
        },
      });
    case 'postpone':
      return ok({
        ...match,
        state: 'postponed',
        scheduledDate: action.scheduledDate ?? match.scheduledDate,
      });
    case 'cancel':
      return ok({ ...match, state: 'cancelled' });
  }
};

const updatePreMatch = (
  match: Match,
  action: Extract<MatchAction, { type: 'updatePreMatch' }>,
  ctx: LifecycleContext,
): RuleResult<Match> => {
  const available = [...new Set(action.availablePlayers)];
  const roster = ctx.rosters?.[action.side];
  if (roster) {
    const stranger = available.find((id) => !roster.includes(id));
    if (stranger) {
      return refuse('validation_failed', 'Every available player must be on the team roster.', {
        availablePlayers: `${stranger} is not on the ${action.side} team's roster`,
      });
    }
  }
  const other = otherSide(action.side);
  const theirs = availableOf(match, other);
  const onBoth = available.find((id) => id !== VACANT && theirs.includes(id));
  if (onBoth) {
    return refuse('validation_failed', 'A player can play for one side of a match only.', {
      availablePlayers: `${onBoth} is available for the ${other} team in this match`,
    });
  }
  return ok({
    ...match,
    // Saving a pre-match update sets the state to 'pre-match' (docs/rules.md, Match lifecycle:
    // Pre-match); it is allowed in 'pre-match' only, so this never un-postpones a match.
    state: 'pre-match',
    preMatchState: {
      ...match.preMatchState,
      ...preMatchOf(action.side, available, action.rosterConfirmed),
    },
  });
};

const setLineup = (
  match: Match,
  action: Extract<MatchAction, { type: 'setLineup' }>,
  ctx: LifecycleContext,
): RuleResult<Match> => {
  const { side, round, positions } = action;
  if (round !== openRound(match)) {
    return refuse(
      'conflict',
      `Line-ups can be set for the open round only (round ${openRound(match) ?? '-'}).`,
    );
  }
  const roundIndex = round - 1;
  if (match.progress.lineupLocked[side][roundIndex]) {
    return refuse('conflict', `The ${side} line-up for round ${round} is already locked.`);
  }
  const { positionsPerTeam } = match.format;
  if (positions.length !== positionsPerTeam) {
    return refuse('validation_failed', `Give ${positionsPerTeam} positions.`, {
      positions: 'Wrong length',
    });
  }
  const available = availableOf(match, side);
  const players = positions.filter((id) => id !== VACANT);
  const unavailable = players.find((id) => !available.includes(id));
  if (unavailable) {
    return refuse('validation_failed', 'Only players marked available can play.', {
      positions: `${unavailable} is not available for this match`,
    });
  }
  if (duplicateSlots(positions).length > 0) {
    return refuse('validation_failed', LINEUP_MESSAGES.duplicate, {
      positions: 'Duplicate player',
    });
  }
  // A frame never has the same player on both sides: whoever the other side fields in any round
  // cannot play for this one.
  const theirs = fieldedBy(match, otherSide(side));
  const onBoth = players.find((id) => theirs.has(id));
  if (onBoth) {
    return refuse('validation_failed', 'A player can play for one side of a match only.', {
      positions: `${onBoth} plays for the ${otherSide(side)} team in this match`,
    });
  }
  if (round > 1) {
    const message = substitutionError(lineupOf(match, side, round - 1), positions);
    if (message) return refuse('validation_failed', message, { positions: message });
  }
  const frames = match.frames.map((frame) => {
    if (frame.round !== round) return frame;
    const playerId = positions[framePositionIndex(frame, side)];
    if (playerId === undefined) return frame;
    if (framePlayerOf(frame, side) === playerId) return frame;
    return { ...withFramePlayer(frame, side, playerId), version: frame.version + 1 };
  });
  const lineupLocked = {
    ...match.progress.lineupLocked,
    [side]: match.progress.lineupLocked[side].map((locked, index) =>
      index === roundIndex ? action.locked : locked,
    ),
  };
  const bothLocked =
    lineupLocked.home[roundIndex] === true && lineupLocked.away[roundIndex] === true;
  // Once both line-ups are locked, a frame with a vacant side is decided: a forfeit to the side
  // that fielded a player, or no winner when both are vacant.
  const decided = bothLocked
    ? frames.map((frame) =>
        frame.round === round && isForfeit(frame) && frame.state === 'unplayed'
          ? resultFrame(frame, forfeitWinner(frame), userId(ctx), ctx.now)
          : frame,
      )
    : frames;
  return ok({ ...match, frames: decided, progress: { ...match.progress, lineupLocked } });
};

const scoreOrReset = (
  match: Match,
  action: Extract<MatchAction, { type: 'scoreFrame' | 'resetFrame' }>,
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
    action.type === 'scoreFrame' &&
    frame.homePlayerId === frame.awayPlayerId &&
    frame.homePlayerId !== VACANT
  ) {
    return refuse(
      'conflict',
      'This frame has the same player on both sides: it cannot be won by either.',
    );
  }
  let next: Frame;
  if (action.type === 'resetFrame') {
    if (frame.state === 'unplayed') return refuse('conflict', 'This frame has no result to reset.');
    next = unplayedFrame(frame);
  } else {
    if (
      action.winnerPlayerId !== frame.homePlayerId &&
      action.winnerPlayerId !== frame.awayPlayerId
    ) {
      return refuse('validation_failed', 'The winner must be one of the frame’s two players.', {
        winnerPlayerId: 'Not a player in this frame',
      });
    }
    next = resultFrame(frame, action.winnerPlayerId, userId(ctx), ctx.now);
  }
  const frames = match.frames.map((candidate, i) => (i === index ? next : candidate));
  return ok({ ...match, frames });
};

/**
 * The whole-frames update (PUT .../frames) is the bulk form of the single frame writes: every frame
 * whose result differs from the stored one passes the same checks a PATCH would (its round's
 * line-ups locked, the version the writer saw, forfeits following the line-up, locked rounds
 * refused), so a stale copy of the match can never overwrite a newer result. Players change only
 * through a round's line-up, where availability and the substitution rule apply.
 */
const replaceFrames = (
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
    const write: Extract<MatchAction, { type: 'scoreFrame' | 'resetFrame' }> =
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

/** The side whose captain the actor is in this match (null: an admin acting for neither). */
const actorSide = (match: Match, ctx: LifecycleContext): Side | null => {
  const captainOf = ctx.actor?.captainOf ?? [];
  if (captainOf.includes(match.homeTeamId)) return 'home';
  if (captainOf.includes(match.awayTeamId)) return 'away';
  return null;
};

/** Who locked a round, when the match kept it. */
export const roundLockOf = (match: Match, round: number): RoundLock | undefined =>
  match.progress.roundLocks?.find((lock) => lock.round === round);

const lockRound = (match: Match, round: number, ctx: LifecycleContext): RuleResult<Match> => {
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

/**
 * An admin's fix of one frame once every round is locked (awaiting confirmation, or disputed):
 * the frame gets the winner the admin says, stays locked, and the captains' confirmations are
 * cleared since the result they confirmed changed. The dispute stays until the admin completes
 * the match (or a captain confirms). No reopening of all its rounds.
 */
const correctFrame = (
  match: Match,
  action: Extract<MatchAction, { type: 'correctFrame' }>,
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
    ...resultFrame(frame, action.winnerPlayerId, userId(ctx), ctx.now),
    state: 'locked',
  };
  return ok({
    ...match,
    frames: match.frames.map((candidate) =>
      candidate.frameId === frame.frameId ? corrected : candidate,
    ),
    progress: { ...match.progress, confirmed: { home: false, away: false } },
  });
};

// Position labels for messages and the UI.
export const positionLabel = (side: Side, index: number): string =>
  side === 'home' ? homePositionLetter(index) : String(awayPositionNumber(index));
