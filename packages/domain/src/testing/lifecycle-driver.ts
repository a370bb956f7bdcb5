// Driving the match lifecycle in its tests (match-lifecycle.test.ts and match-lifecycle/*.test.ts):
// the people who act, the squads, and matches taken to each point of their life through
// applyMatchAction, as the server does.
import { expect } from 'vitest';
import type { Frame, Match, MatchState, Side } from '../entities.ts';
import type { RuleResult } from '../errors.ts';
import {
  applyMatchAction,
  type LifecycleChange,
  type LifecycleContext,
  type LifecycleResult,
  type MatchAction,
} from '../match-lifecycle.ts';
import { createMatch } from '../new-match.ts';
import type { Actor } from '../permissions.ts';

// ---- people ----

export const HOME = 'team-home';
export const AWAY = 'team-away';
export const OTHER = 'team-other';
export const NOW = '2025-03-04T20:15:00.000Z';

export const actor = (fields: Pick<Actor, 'userId' | 'role'> & Partial<Actor>): Actor => ({
  isAdmin: false,
  captainOf: [],
  memberOf: [],
  ...fields,
});

export const admin = actor({ userId: 'u-admin', role: 'admin', isAdmin: true });
export const homeCaptain = actor({
  userId: 'u-home-captain',
  role: 'captain',
  captainOf: [HOME],
  memberOf: [HOME],
});
export const awayCaptain = actor({
  userId: 'u-away-captain',
  role: 'captain',
  captainOf: [AWAY],
  memberOf: [AWAY],
});
export const otherCaptain = actor({
  userId: 'u-other-captain',
  role: 'captain',
  captainOf: [OTHER],
  memberOf: [OTHER],
});
export const homePlayer = actor({ userId: 'u-home-player', role: 'player', memberOf: [HOME] });

export const ACTORS = {
  admin,
  homeCaptain,
  awayCaptain,
  otherCaptain,
  player: homePlayer,
  signedOut: null,
} as const;
export type ActorName = keyof typeof ACTORS;

// Home players h1-h6, away players a1-a6; the first four start, the rest are on the bench.
export const HOME_SQUAD = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
export const AWAY_SQUAD = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
export const HOME_FOUR = ['h1', 'h2', 'h3', 'h4'];
export const AWAY_FOUR = ['a1', 'a2', 'a3', 'a4'];

// ---- driving the machine ----

export const apply = (
  match: Match,
  action: MatchAction,
  who: Actor | null = admin,
  extra: Partial<LifecycleContext> = {},
): LifecycleResult => applyMatchAction(match, action, { actor: who, now: NOW, ...extra });

/** Applies an action that must succeed and returns the new match. */
export const step = (match: Match, action: MatchAction, who: Actor | null = admin): Match => {
  const result = apply(match, action, who);
  if (!result.ok) {
    throw new Error(`${action.type} refused: ${result.code} ${result.message}`);
  }
  return result.value.match;
};

export const expectRefused = (
  result: RuleResult<LifecycleChange>,
  code: string,
  message?: string | RegExp,
): void => {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.code).toBe(code);
  if (typeof message === 'string') expect(result.message).toBe(message);
  else if (message) expect(result.message).toMatch(message);
};

export const frameAt = (match: Match, round: number, frameNumber: number): Frame => {
  const frame = match.frames.find((f) => f.round === round && f.frameNumber === frameNumber);
  if (!frame) throw new Error(`No frame R${round}F${frameNumber}`);
  return frame;
};

export const newMatch = (): Match =>
  createMatch({
    id: 'm1',
    seasonId: 's1',
    homeTeamId: HOME,
    awayTeamId: AWAY,
    venueId: 'v1',
    scheduledDate: '2025-03-04T19:30:00.000Z',
  });

/** Both captains have ticked their whole squad and confirmed. */
export const readyMatch = (): Match => {
  let match = newMatch();
  match = step(match, rosterUpdate('home', HOME_SQUAD, true), homeCaptain);
  match = step(match, rosterUpdate('away', AWAY_SQUAD, true), awayCaptain);
  return match;
};

export const startedMatch = (): Match => step(readyMatch(), { type: 'start' }, homeCaptain);

/** A side's pre-match save: who is available tonight and whether the roster is confirmed. */
export const rosterUpdate = (
  side: Side,
  availablePlayers: readonly string[],
  rosterConfirmed: boolean,
): MatchAction => ({ type: 'updatePreMatch', side, availablePlayers, rosterConfirmed });

export const lineup = (
  side: Side,
  round: number,
  positions: readonly string[],
  locked = true,
): MatchAction => ({ type: 'setLineup', side, round, positions, locked });

export const lockLineups = (
  match: Match,
  round: number,
  home: readonly string[] = HOME_FOUR,
  away: readonly string[] = AWAY_FOUR,
): Match => {
  const withHome = step(match, lineup('home', round, home), homeCaptain);
  return step(withHome, lineup('away', round, away), awayCaptain);
};

/** The action that scores `frame` for `winnerPlayerId`, based on the frame's current version. */
export const scoreAction = (frame: Frame, winnerPlayerId: string): MatchAction => ({
  type: 'scoreFrame',
  frameId: frame.frameId,
  winnerPlayerId,
  baseVersion: frame.version,
});

export const score = (
  match: Match,
  round: number,
  frameNumber: number,
  side: Side,
  who = homeCaptain,
) => {
  const frame = frameAt(match, round, frameNumber);
  return step(
    match,
    scoreAction(frame, side === 'home' ? frame.homePlayerId : frame.awayPlayerId),
    who,
  );
};

/** Line-ups, a winner for every frame that is not a forfeit, then the round lock. */
export const playRound = (
  match: Match,
  round: number,
  winners: readonly Side[],
  home: readonly string[] = HOME_FOUR,
  away: readonly string[] = AWAY_FOUR,
): Match => {
  let next = lockLineups(match, round, home, away);
  winners.forEach((side, index) => {
    const frameNumber = index + 1;
    if (frameAt(next, round, frameNumber).state === 'unplayed') {
      next = score(next, round, frameNumber, side);
    }
  });
  return step(next, { type: 'lockRound', round }, awayCaptain);
};

export const HOME_WINS: Side[] = ['home', 'home', 'home', 'home'];
export const SPLIT: Side[] = ['home', 'away', 'home', 'away'];

/** All four rounds locked, home 10-6 up (4-0, 2-2, 2-2, 2-2). */
export const allRoundsLocked = (): Match => {
  let match = startedMatch();
  match = playRound(match, 1, HOME_WINS);
  match = playRound(match, 2, SPLIT);
  match = playRound(match, 3, SPLIT);
  return playRound(match, 4, SPLIT);
};

export const completedMatch = (): Match => {
  const match = step(allRoundsLocked(), { type: 'confirm', side: 'home' }, homeCaptain);
  return step(match, { type: 'confirm', side: 'away' }, awayCaptain);
};

export const inState = (match: Match, state: MatchState): Match => ({ ...match, state });
