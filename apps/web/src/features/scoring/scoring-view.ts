// View code for the scoring page: the match as the captain should see it, with their own
// unanswered entries laid over the server's, the line-up picker's check and each frame card's
// status line. The rules it reads (phase, outcome, line-up checks) live in the domain.
import { VACANT } from '@cueleague/domain/constants';
import type { Frame, Match, Side } from '@cueleague/domain/entities';
import {
  outcomeOf,
  scoreOfFrames,
  withoutResult,
  withRacks,
  withResult,
  type Outcome,
} from '@cueleague/domain/frame-result';
import { raceToOf } from '@cueleague/domain/match-format';
import { duplicateSlots, LINEUP_MESSAGES, movedSlots } from '@cueleague/domain/match-lifecycle';
import { isPairFrame } from '@cueleague/domain/player-stats';
import type { FrameAction, ScoringAction } from './api/scoring-api.ts';
import type { EntryStatus } from './outbox/outbox-entry.ts';

/**
 * A singles knockout tie (docs/decisions/0048): one player a side. A league's or a team cup's
 * format has two positions a side or more, so one position is a singles tie, whose players are
 * its sides and are set when the tie is made.
 */
export const isSinglesTie = (match: Pick<Match, 'format'>): boolean =>
  match.format.positionsPerTeam === 1;

/**
 * A doubles knockout tie (docs/decisions/0049): a singles tie whose sides are pairs, each playing
 * as one, so its frame names the two sides' ids where a singles tie's names its two players.
 */
export const isDoublesTie = (
  match: Pick<Match, 'format' | 'frames' | 'homeTeamId' | 'awayTeamId'>,
): boolean => isSinglesTie(match) && match.frames.some((frame) => isPairFrame(frame, match));

/**
 * Who else scores a match, as the page speaks of them: "the other captain", or in a players'
 * knockout "your opponent" (a doubles tie's two: "your opponents").
 */
export const otherScorer = ({
  singles,
  doubles,
}: {
  singles: boolean;
  doubles: boolean;
}): string => (doubles ? 'your opponents' : singles ? 'your opponent' : 'the other captain');

/** Who else scores this match (`otherScorer`); "the other captain" while it is not at hand. */
export const otherScorerOf = (
  match: Pick<Match, 'format' | 'frames' | 'homeTeamId' | 'awayTeamId'> | undefined,
): string =>
  otherScorer({
    singles: match ? isSinglesTie(match) : false,
    doubles: match ? isDoublesTie(match) : false,
  });

/**
 * A frame as it will be once the write is applied: shown while its answer is on the way. A race's
 * racks also carry the version the server will give the frame, so the captain's next rack, tapped
 * before this one's answer, is based on it and follows it in the queue.
 */
export const withIntended = (frame: Frame, action: FrameAction, raceTo = 1): Frame => {
  switch (action.type) {
    case 'resetFrame':
      return withoutResult(frame);
    case 'scoreFrame':
      return withResult(frame, action.winnerPlayerId, raceTo);
    case 'scoreRacks':
      return {
        ...withRacks(frame, { home: action.home, away: action.away }, raceTo),
        version: action.baseVersion + 1,
      };
  }
};

/** The outcome a frame write asks for ('unplayed' for a race short of its end). */
export const intendedOutcome = (frame: Frame, action: FrameAction, raceTo = 1): Outcome => {
  if (action.type === 'scoreFrame')
    return action.winnerPlayerId === frame.homePlayerId ? 'home' : 'away';
  return outcomeOf(withIntended(frame, action, raceTo));
};

/** The match with pending frame writes laid over it: they stay on top until their answer. */
export const withPendingFrames = (
  match: Match,
  pending: ReadonlyMap<string, FrameAction>,
): Match => {
  if (pending.size === 0) return match;
  const raceTo = raceToOf(match.format);
  const frames = match.frames.map((frame) => {
    const action = pending.get(frame.frameId);
    return action ? withIntended(frame, action, raceTo) : frame;
  });
  const won = scoreOfFrames(frames);
  return { ...match, frames, homeScore: won.home, awayScore: won.away };
};

/** '' is a slot the captain has not filled yet (different from choosing Vacant). */
export const UNCHOSEN = '';

export interface LineupCheck {
  /** The message that stops the line-up from being locked, or null when it can be. */
  problem: string | null;
  /** Slots (0-3) at fault, to mark them. */
  badSlots: number[];
}

/** The rules the server applies to a line-up (the domain's), checked before it is sent. */
export const checkLineup = (
  side: Side,
  positions: readonly string[],
  previous: readonly string[] | null,
): LineupCheck => {
  // An unchosen slot is no player yet: the rules see it as vacant.
  const named = positions.map((id) => (id === UNCHOSEN ? VACANT : id));
  if (previous) {
    const moved = movedSlots(previous, named);
    const [first] = moved;
    if (first !== undefined)
      return { problem: LINEUP_MESSAGES.moved(side, first), badSlots: moved };
  }
  const duplicates = duplicateSlots(named);
  if (duplicates.length > 0) return { problem: LINEUP_MESSAGES.duplicate, badSlots: duplicates };
  const empty = positions.flatMap((id, index) => (id === UNCHOSEN ? [index] : []));
  if (empty.length > 0) {
    return {
      problem: `Choose a player (or Vacant) for every position: ${empty.length} still empty.`,
      badSlots: [],
    };
  }
  return { problem: null, badSlots: [] };
};

/**
 * Whether the match already shows what a refused (409) action asked for: both captains pressed
 * "Start match" or "Lock round 2" at once, say. Then the refusal is no failure.
 */
export const alreadyDone = (action: ScoringAction, match: Match): boolean => {
  switch (action.type) {
    case 'start':
      return match.state === 'in-progress' || match.state === 'completed';
    case 'lockRound':
      return match.progress.roundsLocked >= action.round;
    case 'confirm':
      return match.progress.confirmed[action.side] || match.state === 'completed';
    case 'setLineup':
      return (
        action.locked === true &&
        match.progress.lineupLocked[action.side][action.round - 1] === true
      );
    default:
      return false;
  }
};

export interface FrameStatus {
  text: string;
  color: string;
  icon?: 'spinner' | 'check' | 'warn' | 'lock';
}

/**
 * The status line of a frame card: the captain's own entry first (on its way, not sent, in
 * conflict, refused), then what the frame is (decided by the line-ups, locked, saved, or not
 * played yet).
 */
export const frameStatus = (frame: {
  entry: EntryStatus | undefined;
  forfeit: boolean;
  noWinner: boolean;
  locked: boolean;
  complete: boolean;
}): FrameStatus => {
  const { entry } = frame;
  if (entry === 'sending') return { text: 'Sending…', color: 'text.secondary', icon: 'spinner' };
  if (entry === 'queued' || entry === 'failed')
    return { text: 'Not sent yet', color: 'warning.light', icon: 'warn' };
  if (entry === 'conflict') return { text: 'Conflict', color: 'warning.light', icon: 'warn' };
  if (entry === 'refused') return { text: 'Not saved', color: 'error.light', icon: 'warn' };
  if (frame.forfeit)
    return { text: frame.noWinner ? 'Both vacant · no winner' : 'Forfeit', color: 'warning.light' };
  if (frame.locked) return { text: 'Locked', color: 'text.secondary', icon: 'lock' };
  if (frame.complete || entry === 'saved')
    return { text: 'Saved', color: 'success.light', icon: 'check' };
  return { text: 'No result yet', color: 'text.disabled' };
};
