// The match lifecycle as a machine: each action in the states it is allowed in, by whom it may be
// taken, what it offers each actor, and whole matches played through. Each part's own rules are
// tested beside it in match-lifecycle/.
import { describe, expect, it } from 'vitest';
import { VACANT } from './constants.ts';
import type { Match, MatchState, Side } from './entities.ts';
import {
  allowedActions,
  withScores,
  type MatchAction,
  type MatchActionType,
} from './match-lifecycle.ts';
import { SYSTEM_ACTOR, type Actor } from './permissions.ts';
import {
  admin,
  homeCaptain,
  awayCaptain,
  otherCaptain,
  ACTORS,
  HOME_SQUAD,
  AWAY_SQUAD,
  HOME_FOUR,
  AWAY_FOUR,
  apply,
  step,
  expectRefused,
  frameAt,
  newMatch,
  readyMatch,
  startedMatch,
  rosterUpdate,
  lineup,
  lockLineups,
  scoreAction,
  score,
  playRound,
  SPLIT,
  allRoundsLocked,
  completedMatch,
  inState,
  type ActorName,
} from './testing/lifecycle-driver.ts';

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
  scoreRacks: {
    match: () => lockLineups(startedMatch(), 1),
    action: (match) => {
      const frame = frameAt(match, 1, 1);
      return {
        type: 'scoreRacks',
        frameId: frame.frameId,
        home: 1,
        away: 0,
        baseVersion: frame.version,
      };
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
  autoComplete: { match: allRoundsLocked, action: () => ({ type: 'autoComplete' }) },
  reopen: {
    match: completedMatch,
    action: () => ({ type: 'reopen', reason: 'Wrong winner in R2' }),
  },
  postpone: {
    match: newMatch,
    action: () => ({ type: 'postpone', scheduledDate: '2025-03-11T19:30:00.000Z' }),
  },
  cancel: { match: newMatch, action: () => ({ type: 'cancel' }) },
  walkover: {
    match: newMatch,
    action: () => ({ type: 'walkover', winner: 'home', rule: 'frames', reason: 'Away no-show' }),
  },
  void: { match: newMatch, action: () => ({ type: 'void', reason: 'Neither team turned up' }) },
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
  scoreRacks: ['in-progress'],
  resetFrame: ['in-progress'],
  replaceFrames: ['in-progress'],
  lockRound: ['in-progress'],
  correctFrame: ['in-progress'],
  confirm: ['in-progress'],
  dispute: ['in-progress'],
  forceComplete: ['in-progress'],
  autoComplete: ['in-progress'],
  reopen: ['completed'],
  postpone: ['pre-match', 'postponed'],
  cancel: ['pre-match', 'postponed', 'in-progress'],
  walkover: ['pre-match', 'postponed'],
  void: ['pre-match', 'postponed'],
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
  scoreRacks: ['admin', 'homeCaptain', 'awayCaptain'],
  resetFrame: ['admin', 'homeCaptain', 'awayCaptain'],
  replaceFrames: ['admin', 'homeCaptain', 'awayCaptain'],
  lockRound: ['admin', 'homeCaptain', 'awayCaptain'],
  correctFrame: ['admin'],
  confirm: ['admin', 'homeCaptain'],
  dispute: ['admin', 'homeCaptain'],
  forceComplete: ['admin'],
  // The result timer's alone (SYSTEM_ACTOR): no account, not even an admin's.
  autoComplete: [],
  reopen: ['admin'],
  postpone: ['admin'],
  cancel: ['admin'],
  walkover: ['admin'],
  void: ['admin'],
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
    const who = type === 'autoComplete' ? SYSTEM_ACTOR : admin;
    const result = tryScenario(type, who, (base) => inState(base, state));
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
      expected: ['updatePreMatch', 'start', 'postpone', 'cancel', 'walkover', 'void'],
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
        'scoreRacks',
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
      expected: ['scoreFrame', 'scoreRacks', 'resetFrame', 'replaceFrames', 'lockRound'],
    },
    {
      state: 'in-progress',
      who: 'admin',
      side: 'home',
      expected: [
        'setLineup',
        'scoreFrame',
        'scoreRacks',
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
    { state: 'postponed', who: 'admin', expected: ['postpone', 'cancel', 'walkover', 'void'] },
    { state: 'postponed', who: 'homeCaptain', side: 'home', expected: [] },
    { state: 'cancelled', who: 'admin', expected: [] },
    { state: 'in-progress', who: 'otherCaptain', side: 'home', expected: [] },
    { state: 'in-progress', who: 'player', side: 'home', expected: [] },
    { state: 'pre-match', who: 'signedOut', expected: [] },
  ])('$who in $state (side $side)', ({ state, who, side, expected }) => {
    expect(allowedActions(inState(newMatch(), state), ACTORS[who], side)).toEqual(expected);
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
