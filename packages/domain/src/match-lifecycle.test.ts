import { describe, expect, it } from 'vitest';
import { VACANT } from './constants.ts';
import type { Frame, Match, MatchState, Side } from './entities.ts';
import type { RuleResult } from './errors.ts';
import {
  allowedActions,
  duplicateSlots,
  LINEUP_MESSAGES,
  movedSlots,
  applyMatchAction,
  lineupOf,
  openRound,
  roundLockOf,
  substitutionError,
  lineupRefusal,
  withScores,
  type LifecycleChange,
  type LifecycleContext,
  type MatchAction,
  type MatchActionType,
} from './match-lifecycle.ts';
import { createMatch } from './new-match.ts';
import type { Actor } from './permissions.ts';

// ---- people ----

const HOME = 'team-home';
const AWAY = 'team-away';
const OTHER = 'team-other';
const NOW = '2025-03-04T20:15:00.000Z';

const actor = (fields: Pick<Actor, 'userId' | 'role'> & Partial<Actor>): Actor => ({
  isAdmin: false,
  captainOf: [],
  memberOf: [],
  ...fields,
});

const admin = actor({ userId: 'u-admin', role: 'admin', isAdmin: true });
const homeCaptain = actor({
  userId: 'u-home-captain',
  role: 'captain',
  captainOf: [HOME],
  memberOf: [HOME],
});
const awayCaptain = actor({
  userId: 'u-away-captain',
  role: 'captain',
  captainOf: [AWAY],
  memberOf: [AWAY],
});
const otherCaptain = actor({
  userId: 'u-other-captain',
  role: 'captain',
  captainOf: [OTHER],
  memberOf: [OTHER],
});
const homePlayer = actor({ userId: 'u-home-player', role: 'player', memberOf: [HOME] });

const ACTORS = {
  admin,
  homeCaptain,
  awayCaptain,
  otherCaptain,
  player: homePlayer,
  signedOut: null,
} as const;
type ActorName = keyof typeof ACTORS;

// Home players h1-h6, away players a1-a6; the first four start, the rest are on the bench.
const HOME_SQUAD = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const AWAY_SQUAD = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
const HOME_FOUR = ['h1', 'h2', 'h3', 'h4'];
const AWAY_FOUR = ['a1', 'a2', 'a3', 'a4'];

// ---- driving the machine ----

const apply = (
  match: Match,
  action: MatchAction,
  who: Actor | null = admin,
  extra: Partial<LifecycleContext> = {},
): RuleResult<LifecycleChange> =>
  applyMatchAction(match, action, { actor: who, now: NOW, ...extra });

/** Applies an action that must succeed and returns the new match. */
const step = (match: Match, action: MatchAction, who: Actor | null = admin): Match => {
  const result = apply(match, action, who);
  if (!result.ok) {
    throw new Error(`${action.type} refused: ${result.code} ${result.message}`);
  }
  return result.value.match;
};

const expectRefused = (
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

const frameAt = (match: Match, round: number, frameNumber: number): Frame => {
  const frame = match.frames.find((f) => f.round === round && f.frameNumber === frameNumber);
  if (!frame) throw new Error(`No frame R${round}F${frameNumber}`);
  return frame;
};

const newMatch = (): Match =>
  createMatch({
    id: 'm1',
    seasonId: 's1',
    homeTeamId: HOME,
    awayTeamId: AWAY,
    venueId: 'v1',
    scheduledDate: '2025-03-04T19:30:00.000Z',
  });

/** Both captains have ticked their whole squad and confirmed. */
const readyMatch = (): Match => {
  let match = newMatch();
  match = step(match, rosterUpdate('home', HOME_SQUAD, true), homeCaptain);
  match = step(match, rosterUpdate('away', AWAY_SQUAD, true), awayCaptain);
  return match;
};

const startedMatch = (): Match => step(readyMatch(), { type: 'start' }, homeCaptain);

/** A side's pre-match save: who is available tonight and whether the roster is confirmed. */
const rosterUpdate = (
  side: Side,
  availablePlayers: readonly string[],
  rosterConfirmed: boolean,
): MatchAction => ({ type: 'updatePreMatch', side, availablePlayers, rosterConfirmed });

const lineup = (
  side: Side,
  round: number,
  positions: readonly string[],
  locked = true,
): MatchAction => ({ type: 'setLineup', side, round, positions, locked });

const lockLineups = (
  match: Match,
  round: number,
  home: readonly string[] = HOME_FOUR,
  away: readonly string[] = AWAY_FOUR,
): Match => {
  const withHome = step(match, lineup('home', round, home), homeCaptain);
  return step(withHome, lineup('away', round, away), awayCaptain);
};

/** The action that scores `frame` for `winnerPlayerId`, based on the frame's current version. */
const scoreAction = (frame: Frame, winnerPlayerId: string): MatchAction => ({
  type: 'scoreFrame',
  frameId: frame.frameId,
  winnerPlayerId,
  baseVersion: frame.version,
});

const score = (match: Match, round: number, frameNumber: number, side: Side, who = homeCaptain) => {
  const frame = frameAt(match, round, frameNumber);
  return step(
    match,
    scoreAction(frame, side === 'home' ? frame.homePlayerId : frame.awayPlayerId),
    who,
  );
};

/** Line-ups, a winner for every frame that is not a forfeit, then the round lock. */
const playRound = (
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

const HOME_WINS: Side[] = ['home', 'home', 'home', 'home'];
const SPLIT: Side[] = ['home', 'away', 'home', 'away'];

/** All four rounds locked, home 10-6 up (4-0, 2-2, 2-2, 2-2). */
const allRoundsLocked = (): Match => {
  let match = startedMatch();
  match = playRound(match, 1, HOME_WINS);
  match = playRound(match, 2, SPLIT);
  match = playRound(match, 3, SPLIT);
  return playRound(match, 4, SPLIT);
};

const completedMatch = (): Match => {
  const match = step(allRoundsLocked(), { type: 'confirm', side: 'home' }, homeCaptain);
  return step(match, { type: 'confirm', side: 'away' }, awayCaptain);
};

const inState = (match: Match, state: MatchState): Match => ({ ...match, state });

// ---- fixtures in which each action, by an admin, succeeds ----

interface Scenario {
  match: () => Match;
  action: (match: Match) => MatchAction;
}

const SCENARIOS: Record<MatchActionType, Scenario> = {
  updatePreMatch: {
    match: newMatch,
    action: () => rosterUpdate('home', HOME_FOUR, true),
  },
  start: { match: readyMatch, action: () => ({ type: 'start' }) },
  setLineup: { match: startedMatch, action: () => lineup('home', 1, HOME_FOUR) },
  scoreFrame: {
    match: () => lockLineups(startedMatch(), 1),
    action: (match) => {
      const frame = frameAt(match, 1, 1);
      return scoreAction(frame, frame.homePlayerId);
    },
  },
  resetFrame: {
    match: () => score(lockLineups(startedMatch(), 1), 1, 1, 'home'),
    action: (match) => {
      const frame = frameAt(match, 1, 1);
      return { type: 'resetFrame', frameId: frame.frameId, baseVersion: frame.version };
    },
  },
  replaceFrames: {
    match: startedMatch,
    action: (match) => ({ type: 'replaceFrames', frames: match.frames }),
  },
  lockRound: {
    match: () => {
      let match = lockLineups(startedMatch(), 1);
      for (const frameNumber of [1, 2, 3, 4]) match = score(match, 1, frameNumber, 'home');
      return match;
    },
    action: () => ({ type: 'lockRound', round: 1 }),
  },
  confirm: { match: allRoundsLocked, action: () => ({ type: 'confirm', side: 'home' }) },
  dispute: {
    match: allRoundsLocked,
    action: () => ({ type: 'dispute', side: 'home', reason: 'Frame 3 was ours' }),
  },
  correctFrame: {
    match: allRoundsLocked,
    action: (match) => {
      // Round 2's first frame went home; the admin gives it to the away player.
      const frame = frameAt(match, 2, 1);
      return {
        type: 'correctFrame',
        frameId: frame.frameId,
        winnerPlayerId: frame.awayPlayerId,
        baseVersion: frame.version,
        reason: 'The score sheet shows frame 5 went to the away player',
      };
    },
  },
  forceComplete: { match: allRoundsLocked, action: () => ({ type: 'forceComplete' }) },
  reopen: {
    match: completedMatch,
    action: () => ({ type: 'reopen', reason: 'Wrong winner in R2' }),
  },
  postpone: {
    match: newMatch,
    action: () => ({ type: 'postpone', scheduledDate: '2025-03-11T19:30:00.000Z' }),
  },
  cancel: { match: newMatch, action: () => ({ type: 'cancel' }) },
};

const ALL_STATES: MatchState[] = [
  'pre-match',
  'in-progress',
  'completed',
  'postponed',
  'cancelled',
];

/** Written out here, not read from the code, so a changed rule shows up as a failure. */
const ALLOWED_STATES: Record<MatchActionType, MatchState[]> = {
  updatePreMatch: ['pre-match'],
  start: ['pre-match'],
  setLineup: ['in-progress'],
  scoreFrame: ['in-progress'],
  resetFrame: ['in-progress'],
  replaceFrames: ['in-progress'],
  lockRound: ['in-progress'],
  correctFrame: ['in-progress'],
  confirm: ['in-progress'],
  dispute: ['in-progress'],
  forceComplete: ['in-progress'],
  reopen: ['completed'],
  postpone: ['pre-match', 'postponed'],
  cancel: ['pre-match', 'postponed', 'in-progress'],
};

const STATE_MESSAGES: Record<MatchState, string> = {
  'pre-match': 'Not allowed: the match has not started.',
  'in-progress': 'Not allowed: the match is in progress.',
  completed: 'Not allowed: the match is completed.',
  postponed: 'Not allowed: the match is postponed.',
  cancelled: 'Not allowed: the match is cancelled.',
};

/** Who may take each action (side actions are for the home side here). */
const ALLOWED_ACTORS: Record<MatchActionType, ActorName[]> = {
  updatePreMatch: ['admin', 'homeCaptain'],
  start: ['admin', 'homeCaptain', 'awayCaptain'],
  setLineup: ['admin', 'homeCaptain'],
  scoreFrame: ['admin', 'homeCaptain', 'awayCaptain'],
  resetFrame: ['admin', 'homeCaptain', 'awayCaptain'],
  replaceFrames: ['admin', 'homeCaptain', 'awayCaptain'],
  lockRound: ['admin', 'homeCaptain', 'awayCaptain'],
  correctFrame: ['admin'],
  confirm: ['admin', 'homeCaptain'],
  dispute: ['admin', 'homeCaptain'],
  forceComplete: ['admin'],
  reopen: ['admin'],
  postpone: ['admin'],
  cancel: ['admin'],
};

const ACTION_TYPES = Object.keys(SCENARIOS) as MatchActionType[];
const ACTOR_NAMES = Object.keys(ACTORS) as ActorName[];

/** An action's scenario taken by `who`, on its match as `adjust` leaves it (unchanged by default). */
const tryScenario = (
  type: MatchActionType,
  who: Actor | null,
  adjust: (match: Match) => Match = (match) => match,
) => {
  const scenario = SCENARIOS[type];
  const base = scenario.match();
  return apply(adjust(base), scenario.action(base), who);
};

describe('applyMatchAction: states', () => {
  const cases = ACTION_TYPES.flatMap((type) =>
    ALL_STATES.map((state) => ({ type, state, allowed: ALLOWED_STATES[type].includes(state) })),
  );

  it.each(cases)('$type in $state: allowed $allowed', ({ type, state, allowed }) => {
    const result = tryScenario(type, admin, (base) => inState(base, state));
    if (allowed) expect(result.ok).toBe(true);
    else expectRefused(result, 'conflict', STATE_MESSAGES[state]);
  });
});

describe('applyMatchAction: who may act', () => {
  const cases = ACTION_TYPES.flatMap((type) =>
    ACTOR_NAMES.map((who) => ({ type, who, allowed: ALLOWED_ACTORS[type].includes(who) })),
  );

  it.each(cases)('$type by $who: allowed $allowed', ({ type, who, allowed }) => {
    const result = tryScenario(type, ACTORS[who]);
    if (allowed) expect(result.ok).toBe(true);
    else expectRefused(result, 'forbidden');
  });

  const AWAY_SIDE_ACTIONS: { type: MatchActionType; action: MatchAction }[] = [
    {
      type: 'updatePreMatch',
      action: rosterUpdate('away', AWAY_FOUR, true),
    },
    { type: 'setLineup', action: lineup('away', 1, AWAY_FOUR) },
    { type: 'confirm', action: { type: 'confirm', side: 'away' } },
    { type: 'dispute', action: { type: 'dispute', side: 'away', reason: 'Not our score' } },
  ];

  it.each(AWAY_SIDE_ACTIONS)(
    '$type for the away side: the away captain or an admin',
    ({ type, action }) => {
      const match = SCENARIOS[type].match();
      expect(apply(match, action, awayCaptain).ok).toBe(true);
      expect(apply(match, action, admin).ok).toBe(true);
      expectRefused(apply(match, action, homeCaptain), 'forbidden');
      expectRefused(apply(match, action, null), 'forbidden');
    },
  );

  it('refuses a stranger with forbidden even when the state would also refuse', () => {
    expectRefused(apply(completedMatch(), { type: 'start' }, otherCaptain), 'forbidden');
    expectRefused(apply(completedMatch(), { type: 'start' }, null), 'forbidden');
  });

  it('leaves the match it was given untouched', () => {
    const match = startedMatch();
    const before = JSON.parse(JSON.stringify(match)) as Match;
    step(match, lineup('home', 1, HOME_FOUR));
    apply(match, { type: 'cancel' }, homeCaptain);
    expect(match).toEqual(before);
  });

  it('answers a start with the match version raised by one and the audit reason', () => {
    const match = readyMatch();
    const result = apply(match, { type: 'start' }, awayCaptain);
    expect(result.ok && result.value.match.version).toBe(match.version + 1);
    expect(result.ok && result.value.reason).toBe('match_started');
  });
});

describe('allowedActions', () => {
  it.each<{ state: MatchState; who: ActorName; side?: Side; expected: MatchActionType[] }>([
    {
      state: 'pre-match',
      who: 'admin',
      expected: ['updatePreMatch', 'start', 'postpone', 'cancel'],
    },
    {
      state: 'pre-match',
      who: 'homeCaptain',
      side: 'home',
      expected: ['updatePreMatch', 'start'],
    },
    { state: 'pre-match', who: 'homeCaptain', side: 'away', expected: ['start'] },
    {
      state: 'in-progress',
      who: 'awayCaptain',
      side: 'away',
      expected: [
        'setLineup',
        'scoreFrame',
        'resetFrame',
        'replaceFrames',
        'lockRound',
        'confirm',
        'dispute',
      ],
    },
    {
      state: 'in-progress',
      who: 'awayCaptain',
      side: 'home',
      expected: ['scoreFrame', 'resetFrame', 'replaceFrames', 'lockRound'],
    },
    {
      state: 'in-progress',
      who: 'admin',
      side: 'home',
      expected: [
        'setLineup',
        'scoreFrame',
        'resetFrame',
        'replaceFrames',
        'lockRound',
        'correctFrame',
        'confirm',
        'dispute',
        'forceComplete',
        'cancel',
      ],
    },
    { state: 'completed', who: 'admin', expected: ['reopen'] },
    { state: 'completed', who: 'homeCaptain', side: 'home', expected: [] },
    { state: 'postponed', who: 'admin', expected: ['postpone', 'cancel'] },
    { state: 'postponed', who: 'homeCaptain', side: 'home', expected: [] },
    { state: 'cancelled', who: 'admin', expected: [] },
    { state: 'in-progress', who: 'otherCaptain', side: 'home', expected: [] },
    { state: 'in-progress', who: 'player', side: 'home', expected: [] },
    { state: 'pre-match', who: 'signedOut', expected: [] },
  ])('$who in $state (side $side)', ({ state, who, side, expected }) => {
    expect(allowedActions(inState(newMatch(), state), ACTORS[who], side)).toEqual(expected);
  });
});

describe('pre-match', () => {
  it('starts with both rosters unconfirmed and no available players', () => {
    const match = newMatch();
    expect(match.state).toBe('pre-match');
    expect(match.preMatchState).toEqual({
      homeRosterConfirmed: false,
      awayRosterConfirmed: false,
      homeAvailablePlayers: [],
      awayAvailablePlayers: [],
    });
  });

  it("saves one side's availability and confirmation without touching the other side", () => {
    const result = apply(newMatch(), rosterUpdate('away', ['a1', 'a2'], true), awayCaptain);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.reason).toBe('pre_match_updated');
    expect(result.value.match.state).toBe('pre-match');
    expect(result.value.match.preMatchState).toEqual({
      homeRosterConfirmed: false,
      awayRosterConfirmed: true,
      homeAvailablePlayers: [],
      awayAvailablePlayers: ['a1', 'a2'],
    });
  });

  it('lists a player ticked twice once', () => {
    const match = step(newMatch(), rosterUpdate('home', ['h1', 'h2', 'h1'], false));
    expect(match.preMatchState.homeAvailablePlayers).toEqual(['h1', 'h2']);
  });

  it.each([
    ['homeCaptain', homeCaptain],
    ['admin', admin],
  ] as const)('refuses %s a save on a postponed match: it stays postponed', (_name, who) => {
    const postponed = step(newMatch(), { type: 'postpone' });
    expect(postponed.state).toBe('postponed');
    const result = apply(postponed, rosterUpdate('home', ['h1'], true), who);
    expectRefused(result, 'conflict', 'Not allowed: the match is postponed.');
  });

  it.each([
    { side: 'home', players: ['h1', 'a1'], stranger: 'a1' },
    { side: 'away', players: ['a1', 'x9'], stranger: 'x9' },
  ] as const)(
    'refuses $stranger, who is not on the $side roster',
    ({ side, players, stranger }) => {
      const result = apply(newMatch(), rosterUpdate(side, players, true), admin, {
        rosters: { home: HOME_SQUAD, away: AWAY_SQUAD },
      });
      expectRefused(result, 'validation_failed');
      expect(!result.ok && result.fields?.availablePlayers).toContain(stranger);
    },
  );

  it('accepts players on the roster when the roster is given', () => {
    const result = apply(newMatch(), rosterUpdate('home', ['h1', 'h6'], true), homeCaptain, {
      rosters: { home: HOME_SQUAD, away: AWAY_SQUAD },
    });
    expect(result.ok).toBe(true);
  });

  it.each([
    { home: false, away: false },
    { home: true, away: false },
    { home: false, away: true },
  ])('will not start with rosters confirmed home $home, away $away', ({ home, away }) => {
    let match = newMatch();
    match = step(match, rosterUpdate('home', HOME_SQUAD, home));
    match = step(match, rosterUpdate('away', AWAY_SQUAD, away));
    expectRefused(apply(match, { type: 'start' }, homeCaptain), 'conflict', /Both rosters/);
  });

  it('starts once both rosters are confirmed', () => {
    const match = step(readyMatch(), { type: 'start' }, awayCaptain);
    expect(match.state).toBe('in-progress');
    expect(openRound(match)).toBe(1);
  });

  it('un-confirming a roster stops the start again', () => {
    const match = step(readyMatch(), rosterUpdate('away', AWAY_SQUAD, false));
    expectRefused(apply(match, { type: 'start' }), 'conflict');
  });
});

describe('line-ups', () => {
  it('puts each position in its frames: home A-D by frame, away shifted by round', () => {
    let match = playRound(startedMatch(), 1, HOME_WINS);
    match = lockLineups(match, 2, ['h1', 'h2', 'h3', 'h4'], ['a1', 'a2', 'a3', 'a4']);
    // Round 2: frame 1 is A v 2, frame 2 is B v 3, frame 3 is C v 4, frame 4 is D v 1.
    expect(
      [1, 2, 3, 4].map((n) => [
        frameAt(match, 2, n).homePlayerId,
        frameAt(match, 2, n).awayPlayerId,
      ]),
    ).toEqual([
      ['h1', 'a2'],
      ['h2', 'a3'],
      ['h3', 'a4'],
      ['h4', 'a1'],
    ]);
    expect(lineupOf(match, 'home', 2)).toEqual(['h1', 'h2', 'h3', 'h4']);
    expect(lineupOf(match, 'away', 2)).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('reads all positions vacant before a line-up is set', () => {
    expect(lineupOf(newMatch(), 'home', 1)).toEqual([VACANT, VACANT, VACANT, VACANT]);
    expect(lineupOf(newMatch(), 'away', 3)).toEqual([VACANT, VACANT, VACANT, VACANT]);
  });

  it('raises the version of the frames whose player changed', () => {
    const match = startedMatch();
    const result = apply(
      match,
      lineup('home', 1, ['h1', VACANT, 'h3', VACANT], false),
      homeCaptain,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const next = result.value.match;
    expect(result.value.reason).toBe('lineup_set');
    expect(result.value.changedFrameIds).toEqual(['m1-R1-F1', 'm1-R1-F3']);
    expect(frameAt(next, 1, 1).version).toBe(frameAt(match, 1, 1).version + 1);
    expect(frameAt(next, 1, 2).version).toBe(frameAt(match, 1, 2).version);
  });

  it('can be changed while not locked, and not once locked', () => {
    let match = step(startedMatch(), lineup('home', 1, HOME_FOUR, false), homeCaptain);
    match = step(match, lineup('home', 1, ['h5', 'h2', 'h3', 'h4'], true), homeCaptain);
    expect(lineupOf(match, 'home', 1)).toEqual(['h5', 'h2', 'h3', 'h4']);
    expect(match.progress.lineupLocked.home).toEqual([true, false, false, false]);
    expectRefused(
      apply(match, lineup('home', 1, HOME_FOUR, true), homeCaptain),
      'conflict',
      /already locked/,
    );
    expectRefused(
      apply(match, lineup('home', 1, HOME_FOUR, false), admin),
      'conflict',
      /already locked/,
    );
  });

  it.each([
    { round: 2, open: 1 },
    { round: 4, open: 1 },
  ])('is refused for round $round while round $open is open', ({ round }) => {
    expectRefused(
      apply(startedMatch(), lineup('home', round, HOME_FOUR), homeCaptain),
      'conflict',
      /open round only \(round 1\)/,
    );
  });

  it('is refused for a round that is already locked', () => {
    const match = playRound(startedMatch(), 1, HOME_WINS);
    expect(openRound(match)).toBe(2);
    expectRefused(apply(match, lineup('away', 1, AWAY_FOUR), awayCaptain), 'conflict');
  });

  it.each([
    { why: 'an away player', positions: ['h1', 'h2', 'a1', 'h4'], field: /a1/ },
    { why: 'a player not marked available', positions: ['h1', 'h2', 'h3', 'h9'], field: /h9/ },
    { why: 'a duplicate', positions: ['h1', 'h2', 'h1', 'h4'], field: /Duplicate/ },
    { why: 'three positions', positions: ['h1', 'h2', 'h3'], field: /Wrong length/ },
    { why: 'five positions', positions: ['h1', 'h2', 'h3', 'h4', 'h5'], field: /Wrong length/ },
  ])('refuses $why', ({ positions, field }) => {
    const result = apply(startedMatch(), lineup('home', 1, positions), homeCaptain);
    expectRefused(result, 'validation_failed');
    expect(!result.ok && result.fields?.positions).toMatch(field);
  });

  it('accepts only players the captain marked available', () => {
    let match = newMatch();
    match = step(match, rosterUpdate('home', ['h1', 'h2'], true));
    match = step(match, rosterUpdate('away', AWAY_FOUR, true));
    match = step(match, { type: 'start' });
    expectRefused(apply(match, lineup('home', 1, ['h1', 'h2', 'h3', VACANT])), 'validation_failed');
    expect(apply(match, lineup('home', 1, ['h1', VACANT, 'h2', VACANT])).ok).toBe(true);
  });

  it('allows vacant positions, even all four', () => {
    expect(apply(startedMatch(), lineup('home', 1, [VACANT, VACANT, VACANT, VACANT])).ok).toBe(
      true,
    );
  });

  describe('substitutions between rounds', () => {
    const afterRoundOne = (): Match => playRound(startedMatch(), 1, HOME_WINS);

    it.each([
      { why: 'the same line-up', positions: ['h1', 'h2', 'h3', 'h4'] },
      { why: 'a player sits out', positions: ['h1', VACANT, 'h3', 'h4'] },
      { why: 'a bench player takes the place', positions: ['h1', 'h2', 'h3', 'h5'] },
      { why: 'two bench players come in', positions: ['h6', 'h2', 'h5', 'h4'] },
      { why: 'everybody sits out', positions: [VACANT, VACANT, VACANT, VACANT] },
    ])('accepts $why', ({ positions }) => {
      const result = apply(afterRoundOne(), lineup('home', 2, positions), homeCaptain);
      expect(result.ok).toBe(true);
    });

    it.each([
      { why: 'two players swap', positions: ['h2', 'h1', 'h3', 'h4'], position: 1 },
      {
        why: 'a player moves to a vacated position',
        positions: ['h1', VACANT, 'h2', 'h4'],
        position: 3,
      },
      {
        why: 'a player moves for a bench player',
        positions: ['h1', 'h2', 'h5', 'h3'],
        position: 4,
      },
    ])('refuses $why', ({ positions, position }) => {
      const result = apply(afterRoundOne(), lineup('home', 2, positions), homeCaptain);
      expectRefused(
        result,
        'validation_failed',
        `A player who played the previous round keeps the same position or sits out (position ${position})`,
      );
      expect(!result.ok && result.fields?.positions).toMatch(/same position/);
    });

    it('applies to the away side too', () => {
      const result = apply(
        afterRoundOne(),
        lineup('away', 2, ['a4', 'a2', 'a3', 'a1']),
        awayCaptain,
      );
      expectRefused(result, 'validation_failed');
    });

    it('lets a player who sat out the previous round back in at any position', () => {
      let match = afterRoundOne();
      match = playRound(match, 2, HOME_WINS, ['h1', 'h2', 'h3', 'h5']);
      // h4 sat out round 2, so is a bench player in round 3: in at A while h1 sits out.
      const result = apply(match, lineup('home', 3, ['h4', 'h2', 'h3', 'h5']), homeCaptain);
      expect(result.ok).toBe(true);
    });
  });

  describe('lineupRefusal', () => {
    const previous = ['p1', 'p2', 'p3', 'p4'];
    it('lets a player keep their position, a bench player come in, and anyone sit vacant', () => {
      expect(lineupRefusal('p2', 1, ['p1', 'p2', 'p3', 'p4'], previous)).toBeNull();
      expect(lineupRefusal('p5', 2, ['p1', 'p2', VACANT, 'p4'], previous)).toBeNull();
      expect(lineupRefusal(VACANT, 0, [VACANT, VACANT, 'p3', 'p4'], previous)).toBeNull();
    });
    it('refuses a player already in another position of the line-up', () => {
      expect(lineupRefusal('p5', 0, ['p1', 'p5', 'p3', 'p4'], null)).toEqual({
        reason: 'taken',
        position: 1,
      });
    });
    it('refuses a player who played the previous round in another position', () => {
      expect(lineupRefusal('p1', 2, ['p1', 'p2', VACANT, 'p4'], previous)).toEqual({
        reason: 'taken',
        position: 0,
      });
      expect(lineupRefusal('p1', 2, [VACANT, 'p2', VACANT, 'p4'], previous)).toEqual({
        reason: 'keepsPosition',
        position: 0,
      });
    });
    it('agrees with the substitution rule on every choice (no choice it allows is refused)', () => {
      for (const player of ['p1', 'p2', 'p3', 'p4', 'p5'])
        for (let slot = 0; slot < 4; slot++) {
          const positions = [VACANT, VACANT, VACANT, VACANT];
          positions[slot] = player;
          const allowed = lineupRefusal(player, slot, positions, previous) === null;
          expect(allowed).toBe(substitutionError(previous, positions) === null);
        }
    });
  });

  describe('substitutionError', () => {
    const previous = ['p1', 'p2', VACANT, 'p4'];
    it.each([
      { next: ['p1', 'p2', VACANT, 'p4'], error: null },
      { next: [VACANT, VACANT, VACANT, VACANT], error: null },
      { next: ['p1', 'p2', 'p3', 'p4'], error: null },
      { next: ['p5', 'p2', 'p3', VACANT], error: null },
      { next: ['p2', 'p1', VACANT, 'p4'], error: 'position 1' },
      { next: ['p1', 'p2', 'p4', VACANT], error: 'position 3' },
      { next: ['p1', 'p5', VACANT, 'p2'], error: 'position 4' },
    ])('$next after p1 p2 - p4: $error', ({ next, error }) => {
      const message = substitutionError(previous, next);
      if (error === null) expect(message).toBeNull();
      else expect(message).toContain(`(${error})`);
    });

    it('accepts anything in the first round (nobody played before)', () => {
      expect(
        substitutionError([VACANT, VACANT, VACANT, VACANT], ['p4', 'p3', 'p2', 'p1']),
      ).toBeNull();
    });
  });

  describe('forfeits when both line-ups lock', () => {
    it('results a frame with one side vacant for the other side, and both vacant as 0-0', () => {
      let match = startedMatch();
      // Round 1 pairs A v 1, B v 2, C v 3, D v 4.
      match = step(match, lineup('home', 1, ['h1', 'h2', VACANT, VACANT]), homeCaptain);
      // One lock is not enough: nothing is decided yet.
      expect(match.frames.filter((f) => f.state === 'resulted')).toEqual([]);
      const result = apply(match, lineup('away', 1, [VACANT, 'a2', 'a3', VACANT]), awayCaptain);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      match = result.value.match;

      const f1 = frameAt(match, 1, 1);
      expect(f1).toMatchObject({
        homePlayerId: 'h1',
        awayPlayerId: VACANT,
        winnerPlayerId: 'h1',
        homeScore: 1,
        awayScore: 0,
        isComplete: true,
        state: 'resulted',
        scoredBy: awayCaptain.userId,
        scoredAt: NOW,
      });
      expect(frameAt(match, 1, 2)).toMatchObject({ state: 'unplayed', winnerPlayerId: null });
      expect(frameAt(match, 1, 3)).toMatchObject({
        winnerPlayerId: 'a3',
        homeScore: 0,
        awayScore: 1,
        isComplete: true,
        state: 'resulted',
      });
      expect(frameAt(match, 1, 4)).toMatchObject({
        winnerPlayerId: null,
        homeScore: 0,
        awayScore: 0,
        isComplete: true,
        state: 'resulted',
      });
      expect(match.homeScore).toBe(1);
      expect(match.awayScore).toBe(1);
      expect(result.value.changedFrameIds).toEqual([
        'm1-R1-F1',
        'm1-R1-F2',
        'm1-R1-F3',
        'm1-R1-F4',
      ]);
    });

    it('refuses to score or reset a forfeit frame by hand', () => {
      const match = lockLineups(startedMatch(), 1, ['h1', 'h2', 'h3', VACANT], AWAY_FOUR);
      const frame = frameAt(match, 1, 4);
      expect(frame.winnerPlayerId).toBe('a4');
      expectRefused(apply(match, scoreAction(frame, 'a4')), 'conflict', /forfeit/);
      expectRefused(
        apply(match, { type: 'resetFrame', frameId: frame.frameId, baseVersion: frame.version }),
        'conflict',
        /forfeit/,
      );
    });

    it('lets a round of forfeits be locked straight away', () => {
      let match = lockLineups(startedMatch(), 1, [VACANT, VACANT, VACANT, VACANT], AWAY_FOUR);
      expect(match.awayScore).toBe(4);
      match = step(match, { type: 'lockRound', round: 1 }, homeCaptain);
      expect(openRound(match)).toBe(2);
    });
  });
});

describe('scoring', () => {
  const ready = (): Match => lockLineups(startedMatch(), 1);

  it('records the winner: 1-0, complete, resulted, who and when, versions raised', () => {
    const match = ready();
    const frame = frameAt(match, 1, 2);
    const result = apply(match, scoreAction(frame, 'a2'), homeCaptain);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const next = result.value.match;
    expect(frameAt(next, 1, 2)).toEqual({
      ...frame,
      winnerPlayerId: 'a2',
      homeScore: 0,
      awayScore: 1,
      isComplete: true,
      state: 'resulted',
      version: frame.version + 1,
      scoredBy: homeCaptain.userId,
      scoredAt: NOW,
    });
    expect(next.version).toBe(match.version + 1);
    expect(next.homeScore).toBe(0);
    expect(next.awayScore).toBe(1);
    expect(result.value.reason).toBe('frame_scored');
    expect(result.value.changedFrameIds).toEqual([frame.frameId]);
  });

  it('scores the home side 1-0 when the home player wins', () => {
    const next = score(ready(), 1, 1, 'home', awayCaptain);
    expect(frameAt(next, 1, 1)).toMatchObject({
      winnerPlayerId: 'h1',
      homeScore: 1,
      awayScore: 0,
      scoredBy: awayCaptain.userId,
    });
    expect([next.homeScore, next.awayScore]).toEqual([1, 0]);
  });

  it.each([
    { lock: 'neither', home: false, away: false },
    { lock: 'home only', home: true, away: false },
    { lock: 'away only', home: false, away: true },
  ])('needs both line-ups locked ($lock locked)', ({ home, away }) => {
    let match = startedMatch();
    match = step(match, lineup('home', 1, HOME_FOUR, home), homeCaptain);
    match = step(match, lineup('away', 1, AWAY_FOUR, away), awayCaptain);
    const frame = frameAt(match, 1, 1);
    expectRefused(apply(match, scoreAction(frame, 'h1')), 'conflict', /must be locked/);
  });

  it('refuses a write based on a stale version (two people scoring at once)', () => {
    const match = ready();
    const frame = frameAt(match, 1, 1);
    const first = step(match, scoreAction(frame, 'h1'), homeCaptain);
    const second = apply(first, scoreAction(frame, 'a1'), awayCaptain);
    expectRefused(second, 'conflict', /changed this frame/);
    expectRefused(
      apply(first, { type: 'resetFrame', frameId: frame.frameId, baseVersion: frame.version }),
      'conflict',
    );
  });

  it.each([
    { why: 'a player from another frame', winner: 'h2' },
    { why: 'a bench player', winner: 'h5' },
    { why: 'vacant', winner: VACANT },
  ])('refuses a winner who is $why', ({ winner }) => {
    const match = ready();
    const frame = frameAt(match, 1, 1);
    const result = apply(match, scoreAction(frame, winner));
    expectRefused(result, 'validation_failed');
    expect(!result.ok && result.fields).toHaveProperty('winnerPlayerId');
  });

  it('answers not_found for a frame of another match', () => {
    expectRefused(
      apply(ready(), {
        type: 'scoreFrame',
        frameId: 'm2-R1-F1',
        winnerPlayerId: 'h1',
        baseVersion: 0,
      }),
      'not_found',
    );
  });

  it('corrects a resulted frame to the other player', () => {
    let match = score(ready(), 1, 1, 'home');
    expect([match.homeScore, match.awayScore]).toEqual([1, 0]);
    const frame = frameAt(match, 1, 1);
    match = step(match, scoreAction(frame, 'a1'), awayCaptain);
    expect(frameAt(match, 1, 1)).toMatchObject({
      winnerPlayerId: 'a1',
      homeScore: 0,
      awayScore: 1,
      version: frame.version + 1,
      scoredBy: awayCaptain.userId,
    });
    expect([match.homeScore, match.awayScore]).toEqual([0, 1]);
  });

  it('resets a resulted frame to unplayed', () => {
    const match = score(ready(), 1, 3, 'away');
    const frame = frameAt(match, 1, 3);
    const result = apply(
      match,
      { type: 'resetFrame', frameId: frame.frameId, baseVersion: frame.version },
      homeCaptain,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.reason).toBe('frame_reset');
    expect(frameAt(result.value.match, 1, 3)).toEqual({
      ...frame,
      winnerPlayerId: null,
      homeScore: 0,
      awayScore: 0,
      isComplete: false,
      state: 'unplayed',
      version: frame.version + 1,
      scoredBy: null,
      scoredAt: null,
    });
    expect(result.value.match.awayScore).toBe(0);
  });

  it('refuses to reset a frame that has no result', () => {
    const match = ready();
    const frame = frameAt(match, 1, 1);
    expectRefused(
      apply(match, { type: 'resetFrame', frameId: frame.frameId, baseVersion: frame.version }),
      'conflict',
      /no result/,
    );
  });

  describe('once the round is locked', () => {
    const locked = (): Match => playRound(startedMatch(), 1, SPLIT);

    it('marks its frames locked and keeps their results', () => {
      const match = locked();
      expect(
        match.frames.filter((f) => f.round === 1).map((f) => [f.state, f.winnerPlayerId]),
      ).toEqual([
        ['locked', 'h1'],
        ['locked', 'a2'],
        ['locked', 'h3'],
        ['locked', 'a4'],
      ]);
      expect([match.homeScore, match.awayScore]).toEqual([2, 2]);
    });

    it('refuses scoring, correcting and resetting its frames', () => {
      const match = locked();
      const frame = frameAt(match, 1, 1);
      expectRefused(
        apply(match, scoreAction(frame, 'a1')),
        'conflict',
        'Round 1 is locked: its frames can no longer change.',
      );
      expectRefused(
        apply(match, { type: 'resetFrame', frameId: frame.frameId, baseVersion: frame.version }),
        'conflict',
        'Round 1 is locked: its frames can no longer change.',
      );
    });

    it('refuses a frames replacement that changes one of its frames', () => {
      const match = locked();
      const frames = match.frames.map((f) =>
        f.frameId === 'm1-R1-F1' ? { ...f, winnerPlayerId: f.awayPlayerId } : f,
      );
      expectRefused(
        apply(match, { type: 'replaceFrames', frames }, homeCaptain),
        'conflict',
        'Round 1 is locked: its frames can no longer change.',
      );
    });
  });
});

describe('round lock', () => {
  it.each([0, 1, 3])('needs all 4 frames resulted (%i resulted)', (resulted) => {
    let match = lockLineups(startedMatch(), 1);
    for (let n = 1; n <= resulted; n++) match = score(match, 1, n, 'home');
    expectRefused(
      apply(match, { type: 'lockRound', round: 1 }, homeCaptain),
      'conflict',
      'All 4 frames of round 1 need a result before it is locked.',
    );
  });

  it('locks rounds in order only', () => {
    const match = playRound(startedMatch(), 1, HOME_WINS);
    expectRefused(apply(match, { type: 'lockRound', round: 1 }), 'conflict', /open round is 2/);
    expectRefused(apply(match, { type: 'lockRound', round: 3 }), 'conflict', /open round is 2/);
  });

  it('opens the next round and raises the version of the locked frames', () => {
    let match = lockLineups(startedMatch(), 1);
    for (const n of [1, 2, 3, 4]) match = score(match, 1, n, 'away');
    const result = apply(match, { type: 'lockRound', round: 1 }, homeCaptain);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.reason).toBe('round_locked');
    expect(result.value.changedFrameIds).toEqual(['m1-R1-F1', 'm1-R1-F2', 'm1-R1-F3', 'm1-R1-F4']);
    expect(frameAt(result.value.match, 1, 1).version).toBe(frameAt(match, 1, 1).version + 1);
    expect(openRound(match)).toBe(1);
    expect(openRound(result.value.match)).toBe(2);
  });

  it('has no open round once all four are locked', () => {
    const match = allRoundsLocked();
    expect(openRound(match)).toBeNull();
    expectRefused(apply(match, { type: 'lockRound', round: 4 }), 'conflict', /open round is none/);
    expectRefused(apply(match, lineup('home', 4, HOME_FOUR)), 'conflict');
  });
});

describe('result', () => {
  it.each([0, 3])('cannot be confirmed or disputed with %i rounds locked', (rounds) => {
    let match = startedMatch();
    for (let round = 1; round <= rounds; round++) match = playRound(match, round, HOME_WINS);
    expectRefused(apply(match, { type: 'confirm', side: 'home' }, homeCaptain), 'conflict');
    expectRefused(
      apply(match, { type: 'dispute', side: 'home', reason: 'no' }, homeCaptain),
      'conflict',
    );
    expectRefused(apply(match, { type: 'forceComplete' }), 'conflict');
  });

  it('completes the match when both captains confirm, in either order', () => {
    for (const [first, second] of [
      ['home', 'away'],
      ['away', 'home'],
    ] as const) {
      const byCaptain = { home: homeCaptain, away: awayCaptain };
      const once = step(allRoundsLocked(), { type: 'confirm', side: first }, byCaptain[first]);
      expect(once.state).toBe('in-progress');
      expect(once.progress.confirmed[first]).toBe(true);
      expect(once.progress.confirmed[second]).toBe(false);
      const twice = step(once, { type: 'confirm', side: second }, byCaptain[second]);
      expect(twice.state).toBe('completed');
    }
  });

  it('leaves a completed match read-only', () => {
    const match = completedMatch();
    const frame = frameAt(match, 4, 1);
    expectRefused(
      apply(match, scoreAction(frame, frame.awayPlayerId)),
      'conflict',
      'Not allowed: the match is completed.',
    );
    expectRefused(apply(match, { type: 'replaceFrames', frames: match.frames }), 'conflict');
    expectRefused(apply(match, { type: 'dispute', side: 'home', reason: 'late' }), 'conflict');
    expectRefused(apply(match, { type: 'cancel' }), 'conflict');
  });

  it('records a dispute and clears that side’s confirmation; confirming again clears it', () => {
    let match = step(allRoundsLocked(), { type: 'confirm', side: 'home' }, homeCaptain);
    const disputed = apply(
      match,
      { type: 'dispute', side: 'home', reason: 'Frame R2-F3 went to us' },
      homeCaptain,
    );
    expect(disputed.ok).toBe(true);
    if (!disputed.ok) return;
    expect(disputed.value.reason).toBe('result_disputed');
    match = disputed.value.match;
    expect(match.state).toBe('in-progress');
    expect(match.progress.confirmed).toEqual({ home: false, away: false });
    expect(match.progress.dispute).toEqual({
      side: 'home',
      reason: 'Frame R2-F3 went to us',
      raisedBy: homeCaptain.userId,
      raisedAt: NOW,
    });

    // The other side confirming does not settle the home side's dispute.
    match = step(match, { type: 'confirm', side: 'away' }, awayCaptain);
    expect(match.state).toBe('in-progress');
    expect(match.progress.dispute?.side).toBe('home');

    match = step(match, { type: 'confirm', side: 'home' }, homeCaptain);
    expect(match.progress.dispute).toBeNull();
    expect(match.state).toBe('completed');
  });

  it('lets an admin complete a match whose confirmation is overdue, dispute and all', () => {
    const disputed = step(
      allRoundsLocked(),
      { type: 'dispute', side: 'away', reason: 'Wrong player in R4' },
      awayCaptain,
    );
    const result = apply(disputed, { type: 'forceComplete' }, admin);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.reason).toBe('match_completed');
    expect(result.value.match.state).toBe('completed');
    expect(result.value.match.progress.dispute).toBeNull();
    expectRefused(apply(disputed, { type: 'forceComplete' }, homeCaptain), 'forbidden');
  });

  describe('reopen', () => {
    it('unlocks every round, keeps the results and clears confirmations', () => {
      const completed = completedMatch();
      const result = apply(completed, { type: 'reopen', reason: 'Wrong winner in R2' }, admin);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const match = result.value.match;
      expect(result.value.reason).toBe('match_reopened');
      expect(match.state).toBe('in-progress');
      expect(match.frames.every((f) => f.state === 'resulted')).toBe(true);
      expect(match.frames.map((f) => f.winnerPlayerId)).toEqual(
        completed.frames.map((f) => f.winnerPlayerId),
      );
      expect(match.frames.map((f) => f.version)).toEqual(
        completed.frames.map((f) => f.version + 1),
      );
      expect([match.homeScore, match.awayScore]).toEqual([10, 6]);
      expect(match.progress.confirmed).toEqual({ home: false, away: false });
      expect(match.progress.roundsLocked).toBe(0);
      expect(openRound(match)).toBe(1);
    });

    it('lets a mistake be corrected, then the rounds locked and confirmed again', () => {
      let match = step(completedMatch(), { type: 'reopen', reason: 'R2-F1 was the away win' });
      match = score(match, 2, 1, 'away', homeCaptain);
      expect([match.homeScore, match.awayScore]).toEqual([9, 7]);
      expectRefused(apply(match, { type: 'confirm', side: 'home' }, homeCaptain), 'conflict');
      for (const round of [1, 2, 3, 4]) match = step(match, { type: 'lockRound', round });
      match = step(match, { type: 'confirm', side: 'home' }, homeCaptain);
      match = step(match, { type: 'confirm', side: 'away' }, awayCaptain);
      expect(match.state).toBe('completed');
      expect([match.homeScore, match.awayScore]).toEqual([9, 7]);
    });
  });

  it('postpones to a new date, or keeps the date when none is given', () => {
    const match = newMatch();
    const moved = step(match, { type: 'postpone', scheduledDate: '2025-03-11T19:30:00.000Z' });
    expect(moved.state).toBe('postponed');
    expect(moved.scheduledDate).toBe('2025-03-11T19:30:00.000Z');
    const kept = step(match, { type: 'postpone' });
    expect(kept.scheduledDate).toBe(match.scheduledDate);
    expectRefused(apply(match, { type: 'postpone' }, homeCaptain), 'forbidden');
    expectRefused(apply(startedMatch(), { type: 'postpone' }), 'conflict');
  });

  it('cancels, and a cancelled match takes no further action', () => {
    const cancelled = step(startedMatch(), { type: 'cancel' });
    expect(cancelled.state).toBe('cancelled');
    expect(allowedActions(cancelled, admin)).toEqual([]);
    expectRefused(apply(startedMatch(), { type: 'cancel' }, awayCaptain), 'forbidden');
  });
});

describe('replaceFrames', () => {
  it.each([15, 17, 0])('refuses %i frames with the error catalogue’s message', (count) => {
    const match = startedMatch();
    const frames = Array.from({ length: count }, (_, i) => match.frames[i % 16] as Frame);
    const result = apply(match, { type: 'replaceFrames', frames }, homeCaptain);
    expectRefused(result, 'validation_failed', 'Frames array must contain exactly 16 frames.');
  });

  it('refuses 16 frames that leave one of the match’s frames out', () => {
    const match = startedMatch();
    const frames = [...match.frames.slice(0, 15), match.frames[0] as Frame];
    const result = apply(match, { type: 'replaceFrames', frames });
    expectRefused(result, 'validation_failed');
    expect(!result.ok && result.fields?.frames).toContain('m1-R4-F4');
  });

  it('refuses a winner who is not one of the frame’s players', () => {
    const match = lockLineups(startedMatch(), 1);
    const frames = match.frames.map((f) =>
      f.frameId === 'm1-R1-F1' ? { ...f, winnerPlayerId: 'h2' } : f,
    );
    expectRefused(apply(match, { type: 'replaceFrames', frames }), 'validation_failed');
  });

  it('takes the winners, recounts the scores and ignores the scores it was sent', () => {
    const match = lockLineups(startedMatch(), 1);
    const frames = match.frames.map((f): Frame => {
      if (f.frameId === 'm1-R1-F1') {
        // Claims 1-0 for home but names the away player as winner.
        return { ...f, winnerPlayerId: 'a1', homeScore: 1, awayScore: 0, isComplete: true };
      }
      if (f.frameId === 'm1-R1-F2') return { ...f, winnerPlayerId: 'h2', isComplete: true };
      return f;
    });
    const result = apply(match, { type: 'replaceFrames', frames }, awayCaptain);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const next = result.value.match;
    expect(result.value.reason).toBe('frames_replaced');
    expect(result.value.changedFrameIds).toEqual(['m1-R1-F1', 'm1-R1-F2']);
    expect(frameAt(next, 1, 1)).toMatchObject({
      winnerPlayerId: 'a1',
      homeScore: 0,
      awayScore: 1,
      state: 'resulted',
      scoredBy: awayCaptain.userId,
    });
    expect([next.homeScore, next.awayScore]).toEqual([1, 1]);
    expect(next.version).toBe(match.version + 1);
  });

  it('sets a frame back to unplayed when it comes without a result', () => {
    const match = score(lockLineups(startedMatch(), 1), 1, 1, 'home');
    const frames = match.frames.map((f) =>
      f.frameId === 'm1-R1-F1' ? { ...f, winnerPlayerId: null, isComplete: false } : f,
    );
    const next = step(match, { type: 'replaceFrames', frames });
    expect(frameAt(next, 1, 1)).toMatchObject({ state: 'unplayed', homeScore: 0 });
    expect(next.homeScore).toBe(0);
  });

  it('refuses a frame based on a stale version, naming that frame, and changes nothing', () => {
    const seen = lockLineups(startedMatch(), 1);
    // The other captain scores frame 1 after this writer loaded the match.
    const now = score(seen, 1, 1, 'away', awayCaptain);
    const frames = seen.frames.map((f) =>
      f.frameId === 'm1-R1-F1' || f.frameId === 'm1-R1-F2'
        ? { ...f, winnerPlayerId: f.homePlayerId, isComplete: true }
        : f,
    );
    const result = apply(now, { type: 'replaceFrames', frames }, homeCaptain);
    expectRefused(result, 'conflict', 'Someone else changed this frame meanwhile.');
    expect(!result.ok && result.frameId).toBe('m1-R1-F1');
  });

  it('refuses a change of players: they are set through the line-up', () => {
    const match = lockLineups(startedMatch(), 1);
    const frames = match.frames.map((f) =>
      f.frameId === 'm1-R1-F1' ? { ...f, homePlayerId: 'h5', winnerPlayerId: 'h5' } : f,
    );
    const result = apply(match, { type: 'replaceFrames', frames }, homeCaptain);
    expectRefused(
      result,
      'validation_failed',
      'Players are set through the line-up of their round.',
    );
  });

  it('refuses results in a round whose line-ups are not locked', () => {
    const match = startedMatch();
    const frames = match.frames.map((f) =>
      f.frameId === 'm1-R1-F1' ? { ...f, winnerPlayerId: f.homePlayerId, isComplete: true } : f,
    );
    expectRefused(apply(match, { type: 'replaceFrames', frames }), 'conflict');
  });

  it('refuses a complete frame with no winner, and any change to a forfeit', () => {
    const match = lockLineups(startedMatch(), 1, ['h1', 'h2', 'h3', VACANT]);
    const noWinner = match.frames.map((f) =>
      f.frameId === 'm1-R1-F1' ? { ...f, isComplete: true } : f,
    );
    expectRefused(apply(match, { type: 'replaceFrames', frames: noWinner }), 'validation_failed');
    const forfeit = match.frames.find((f) => f.round === 1 && f.homePlayerId === VACANT);
    expect(forfeit?.state).toBe('resulted');
    const undone = match.frames.map((f) =>
      f === forfeit ? { ...f, winnerPlayerId: null, isComplete: false } : f,
    );
    expectRefused(
      apply(match, { type: 'replaceFrames', frames: undone }),
      'conflict',
      'This frame is a forfeit: its result follows the line-up.',
    );
  });

  it('accepts unchanged frames of a locked round beside a change in the open round', () => {
    let match = playRound(startedMatch(), 1, HOME_WINS);
    match = lockLineups(match, 2);
    const frames = match.frames.map((f) =>
      f.frameId === 'm1-R2-F1' ? { ...f, winnerPlayerId: f.homePlayerId, isComplete: true } : f,
    );
    const next = step(match, { type: 'replaceFrames', frames }, homeCaptain);
    expect(next.homeScore).toBe(5);
    expect(frameAt(next, 1, 1).state).toBe('locked');
  });
});

describe('whole matches', () => {
  it('reaches an 8-8 draw', () => {
    let match = startedMatch();
    for (const round of [1, 2, 3, 4]) match = playRound(match, round, SPLIT);
    match = step(match, { type: 'confirm', side: 'away' }, awayCaptain);
    match = step(match, { type: 'confirm', side: 'home' }, homeCaptain);
    expect(match.state).toBe('completed');
    expect([match.homeScore, match.awayScore]).toEqual([8, 8]);
    expect(match.frames.every((f) => f.state === 'locked' && f.isComplete)).toBe(true);
  });

  it('runs a scripted evening from pre-match to completed', () => {
    const reasons: string[] = [];
    let match = newMatch();
    const run = (action: MatchAction, who: Actor | null): void => {
      const result = apply(match, action, who, { rosters: { home: HOME_SQUAD, away: AWAY_SQUAD } });
      if (!result.ok) throw new Error(`${action.type}: ${result.message}`);
      expect(result.value.match.version).toBe(match.version + 1);
      reasons.push(result.value.reason);
      match = result.value.match;
    };
    const win = (round: number, frameNumber: number, side: Side, who: Actor): void => {
      const frame = frameAt(match, round, frameNumber);
      run(scoreAction(frame, side === 'home' ? frame.homePlayerId : frame.awayPlayerId), who);
    };
    /** Scores a round's frames in order by one scorer: 'H' home wins, 'A' away wins, '-' none. */
    const wins = (round: number, outcomes: string, who: Actor): void => {
      [...outcomes].forEach((outcome, index) => {
        if (outcome !== '-') win(round, index + 1, outcome === 'H' ? 'home' : 'away', who);
      });
    };

    run(rosterUpdate('home', HOME_SQUAD.slice(0, 5), true), homeCaptain);
    run(rosterUpdate('away', AWAY_FOUR, false), awayCaptain);
    expectRefused(apply(match, { type: 'start' }, homeCaptain), 'conflict');
    run(rosterUpdate('away', AWAY_FOUR, true), awayCaptain);
    run({ type: 'start' }, awayCaptain);
    expect(match.state).toBe('in-progress');

    // Round 1: home wins 3-1, with one correction along the way.
    run(lineup('home', 1, HOME_FOUR, false), homeCaptain);
    run(lineup('home', 1, HOME_FOUR, true), homeCaptain);
    run(lineup('away', 1, AWAY_FOUR, true), awayCaptain);
    win(1, 1, 'away', homeCaptain);
    win(1, 1, 'home', awayCaptain);
    win(1, 2, 'home', homeCaptain);
    win(1, 3, 'away', homeCaptain);
    win(1, 4, 'home', awayCaptain);
    run({ type: 'lockRound', round: 1 }, homeCaptain);
    expect([match.homeScore, match.awayScore]).toEqual([3, 1]);

    // Round 2: h5 comes off the bench for h4; away unchanged. Away wins 1-3.
    run(lineup('home', 2, ['h1', 'h2', 'h3', 'h5']), homeCaptain);
    run(lineup('away', 2, AWAY_FOUR), awayCaptain);
    expect(frameAt(match, 2, 4)).toMatchObject({ homePlayerId: 'h5', awayPlayerId: 'a1' });
    wins(2, 'AAHA', awayCaptain);
    run({ type: 'lockRound', round: 2 }, awayCaptain);
    expect([match.homeScore, match.awayScore]).toEqual([4, 4]);

    // Round 3: a3 sits out, so away 3 is vacant and its frame is a forfeit to home.
    run(lineup('home', 3, ['h1', 'h2', 'h3', 'h5']), homeCaptain);
    run(lineup('away', 3, ['a1', 'a2', VACANT, 'a4']), awayCaptain);
    // Round 3 pairs A v 3, B v 4, C v 1, D v 2.
    expect(frameAt(match, 3, 1)).toMatchObject({ winnerPlayerId: 'h1', state: 'resulted' });
    wins(3, '-HAH', homeCaptain);
    run({ type: 'lockRound', round: 3 }, homeCaptain);
    expect([match.homeScore, match.awayScore]).toEqual([7, 5]);

    // Round 4: h4 returns from the bench at D, h5 sits out; away 2-2.
    run(lineup('home', 4, ['h1', 'h2', 'h3', 'h4']), homeCaptain);
    run(lineup('away', 4, ['a1', 'a2', 'a3', 'a4']), awayCaptain);
    wins(4, 'HAHA', admin);
    run({ type: 'lockRound', round: 4 }, awayCaptain);
    expect([match.homeScore, match.awayScore]).toEqual([9, 7]);

    run({ type: 'dispute', side: 'away', reason: 'R4-F2 was ours anyway' }, awayCaptain);
    run({ type: 'confirm', side: 'home' }, homeCaptain);
    expect(match.state).toBe('in-progress');
    run({ type: 'confirm', side: 'away' }, awayCaptain);
    expect(match.state).toBe('completed');
    expect(match.progress.dispute).toBeNull();
    expect([match.homeScore, match.awayScore]).toEqual([9, 7]);
    expect(match.frames.every((f) => f.state === 'locked')).toBe(true);
    expect(allowedActions(match, homeCaptain, 'home')).toEqual([]);
    /** A round's reasons: its line-ups set, its frames scored, then locked. */
    const aRound = (lineupsSet: number, framesScored: number) => [
      ...Array<string>(lineupsSet).fill('lineup_set'),
      ...Array<string>(framesScored).fill('frame_scored'),
      'round_locked',
    ];
    expect(reasons).toEqual([
      ...Array<string>(3).fill('pre_match_updated'),
      'match_started',
      ...aRound(3, 5),
      ...aRound(2, 4),
      ...aRound(2, 3),
      ...aRound(2, 4),
      'result_disputed',
      'result_confirmed',
      'result_confirmed',
    ]);
  });
});

// A player on both teams' rosters (stored before one active membership per season was enforced)
// once played himself: the frame scored for both sides and a 16-frame match ended 16-1.
describe('one player, one side', () => {
  /** Both captains ticked x1 (the double-rostered player) as available. */
  const doubleBooked = (): Match => {
    const match = startedMatch();
    return {
      ...match,
      preMatchState: {
        ...match.preMatchState,
        homeAvailablePlayers: [...HOME_SQUAD, 'x1'],
        awayAvailablePlayers: [...AWAY_SQUAD, 'x1'],
      },
    };
  };

  it('refuses availability for a player the other side has ticked', () => {
    const match = {
      ...newMatch(),
      preMatchState: { ...newMatch().preMatchState, homeAvailablePlayers: ['h1', 'x1'] },
    };
    const result = apply(match, rosterUpdate('away', ['a1', 'x1'], true), awayCaptain);
    expectRefused(result, 'validation_failed', 'A player can play for one side of a match only.');
    if (!result.ok)
      expect(result.fields).toEqual({
        availablePlayers: 'x1 is available for the home team in this match',
      });
  });

  it('refuses a line-up with a player the other side fields, in the same round or an earlier one', () => {
    const withHome = step(doubleBooked(), lineup('home', 1, ['x1', 'h2', 'h3', 'h4']), homeCaptain);
    const same = apply(withHome, lineup('away', 1, ['x1', 'a2', 'a3', 'a4']), awayCaptain);
    expectRefused(same, 'validation_failed', 'A player can play for one side of a match only.');
    if (!same.ok)
      expect(same.fields).toEqual({ positions: 'x1 plays for the home team in this match' });

    let match = step(withHome, lineup('away', 1, AWAY_FOUR), awayCaptain);
    for (const frameNumber of [1, 2, 3, 4]) match = score(match, 1, frameNumber, 'home');
    match = step(match, { type: 'lockRound', round: 1 }, homeCaptain);
    const later = apply(match, lineup('away', 2, ['x1', 'a2', 'a3', 'a4']), awayCaptain);
    expectRefused(later, 'validation_failed', 'A player can play for one side of a match only.');
    // Nobody else is affected: the away side fields its own players.
    expect(apply(match, lineup('away', 2, AWAY_FOUR), awayCaptain).ok).toBe(true);
  });

  it('never scores a frame that has the same player on both sides, alone or in a whole-frames update', () => {
    const locked = lockLineups(startedMatch(), 1);
    const match: Match = {
      ...locked,
      frames: locked.frames.map((frame) =>
        frame.round === 1 && frame.frameNumber === 1 ? { ...frame, awayPlayerId: 'h1' } : frame,
      ),
    };
    const frame = frameAt(match, 1, 1);
    expect([frame.homePlayerId, frame.awayPlayerId]).toEqual(['h1', 'h1']);
    const single = apply(match, scoreAction(frame, 'h1'), homeCaptain);
    expectRefused(single, 'conflict', /same player on both sides/);
    const whole = apply(
      match,
      {
        type: 'replaceFrames',
        frames: match.frames.map((f) =>
          f.frameId === frame.frameId ? { ...f, winnerPlayerId: 'h1', isComplete: true } : f,
        ),
      },
      homeCaptain,
    );
    expectRefused(whole, 'conflict', /same player on both sides/);
    if (!whole.ok) expect(whole.frameId).toBe(frame.frameId);
  });

  /** Rounds 1-3 locked, round 4 scored but open; R1F1 stored as won by both sides: 17 frames won. */
  const seventeenFrames = (): Match => {
    let match = startedMatch();
    for (const round of [1, 2, 3]) match = playRound(match, round, SPLIT);
    match = lockLineups(match, 4);
    for (const frameNumber of [1, 2, 3, 4]) match = score(match, 4, frameNumber, 'home');
    return withScores({
      ...match,
      frames: match.frames.map((frame) =>
        frame.round === 1 && frame.frameNumber === 1
          ? { ...frame, homeScore: 1, awayScore: 1 }
          : frame,
      ),
    });
  };

  it('never settles or adds to more frames won than the match has; resets and cancelling stay open', () => {
    const match = seventeenFrames();
    expect([match.homeScore, match.awayScore]).toEqual([10, 7]);
    expectRefused(
      apply(match, { type: 'lockRound', round: 4 }, homeCaptain),
      'conflict',
      "The frames won (10-7) exceed the match's 16 frames: a frame counts for one side only. Reset the frame that scored for both sides.",
    );
    const frame = frameAt(match, 4, 1);
    const reset = step(
      match,
      { type: 'resetFrame', frameId: frame.frameId, baseVersion: frame.version },
      homeCaptain,
    );
    expect([reset.homeScore, reset.awayScore]).toEqual([9, 7]);
    const again = frameAt(reset, 4, 1);
    expectRefused(
      apply(reset, scoreAction(again, again.homePlayerId), homeCaptain),
      'conflict',
      /exceed the match's 16 frames/,
    );
    expect(step(match, { type: 'cancel' }, admin).state).toBe('cancelled');
  });

  it('refuses to confirm or complete a result with more frames won than frames', () => {
    const locked = allRoundsLocked();
    const match = withScores({
      ...locked,
      frames: locked.frames.map((frame) =>
        frame.round === 2 && frame.frameNumber === 2 ? { ...frame, homeScore: 1 } : frame,
      ),
    });
    expect(match.homeScore + match.awayScore).toBe(17);
    expectRefused(
      apply(match, { type: 'confirm', side: 'home' }, homeCaptain),
      'conflict',
      /exceed the match's 16 frames/,
    );
    expectRefused(apply(match, { type: 'forceComplete' }, admin), 'conflict', /exceed/);
  });
});

describe('an admin settles a dispute by correcting one frame', () => {
  const disputed = () =>
    step(
      step(allRoundsLocked(), { type: 'confirm', side: 'home' }, homeCaptain),
      { type: 'dispute', side: 'away', reason: 'Frame 5 was ours' },
      awayCaptain,
    );
  const correction = (match: Match, round = 2, frameNumber = 1): MatchAction => {
    const frame = frameAt(match, round, frameNumber);
    return {
      type: 'correctFrame',
      frameId: frame.frameId,
      winnerPlayerId: frame.awayPlayerId,
      baseVersion: frame.version,
      reason: 'Score sheet',
    };
  };

  it('changes that frame only, keeps every round locked, and clears the confirmations', () => {
    const before = disputed();
    expect(before.homeScore).toBe(10);
    const after = step(before, correction(before), ACTORS.admin);
    expect([after.homeScore, after.awayScore]).toEqual([9, 7]);
    expect(after.progress.roundsLocked).toBe(4);
    expect(after.frames.every((frame) => frame.state === 'locked')).toBe(true);
    expect(after.progress.confirmed).toEqual({ home: false, away: false });
    expect(after.progress.dispute?.side).toBe('away');
    // The admin then completes: the dispute is settled.
    const done = step(after, { type: 'forceComplete' }, ACTORS.admin);
    expect(done.state).toBe('completed');
    expect(done.progress.dispute).toBeNull();
  });

  it('is refused before every round is locked, on a stale version, and for the same winner', () => {
    const open = playRound(startedMatch(), 1, HOME_WINS);
    const early = applyMatchAction(open, correction(open, 1, 1), {
      actor: ACTORS.admin,
      now: NOW,
    });
    expect(early).toMatchObject({ ok: false, code: 'conflict' });
    const match = disputed();
    const stale = { ...correction(match), baseVersion: 0 } as MatchAction;
    expect(applyMatchAction(match, stale, { actor: ACTORS.admin, now: NOW })).toMatchObject({
      ok: false,
      code: 'conflict',
    });
    const frame = frameAt(match, 2, 1);
    const same: MatchAction = {
      type: 'correctFrame',
      frameId: frame.frameId,
      winnerPlayerId: frame.homePlayerId,
      baseVersion: frame.version,
      reason: 'x',
    };
    expect(applyMatchAction(match, same, { actor: ACTORS.admin, now: NOW })).toMatchObject({
      ok: false,
      code: 'conflict',
    });
  });
});

describe('who locked a round', () => {
  it('is kept with the side whose captain locked it, and cleared when the match reopens', () => {
    const match = playRound(startedMatch(), 1, HOME_WINS);
    expect(roundLockOf(match, 1)).toMatchObject({ round: 1, side: 'away' });
    const byAdmin = completedMatch();
    expect(roundLockOf(byAdmin, 4)?.side).toBe('away');
    const reopened = step(byAdmin, { type: 'reopen', reason: 'Wrong winner' }, ACTORS.admin);
    expect(roundLockOf(reopened, 1)).toBeUndefined();
  });
});

describe('line-up checks shared by the server and the line-up picker', () => {
  it('finds the positions that repeat a player, vacant aside', () => {
    expect(duplicateSlots(['p1', VACANT, 'p1', VACANT])).toEqual([2]);
    expect(duplicateSlots([VACANT, VACANT, 'p2', 'p3'])).toEqual([]);
  });

  it('finds the players who moved position since the previous round', () => {
    expect(movedSlots(['p1', 'p2', 'p3', 'p4'], ['p2', 'p1', 'p3', VACANT])).toEqual([0, 1]);
    expect(movedSlots(['p1', 'p2', 'p3', 'p4'], ['p1', 'p5', VACANT, 'p4'])).toEqual([]);
    expect(substitutionError(['p1', 'p2', 'p3', 'p4'], ['p2', 'p1', 'p3', 'p4'])).toBe(
      LINEUP_MESSAGES.moved(0),
    );
  });
});
