// Line-ups: positions, substitutions between rounds, forfeits, and the checks the line-up picker
// shares.
import { describe, expect, it } from 'vitest';
import { VACANT } from '../constants.ts';
import type { Match } from '../entities.ts';
import {
  duplicateSlots,
  LINEUP_MESSAGES,
  movedSlots,
  lineupOf,
  openRound,
  substitutionError,
  lineupRefusal,
} from '../match-lifecycle.ts';
import {
  NOW,
  admin,
  homeCaptain,
  awayCaptain,
  HOME_FOUR,
  AWAY_FOUR,
  apply,
  step,
  expectRefused,
  frameAt,
  newMatch,
  startedMatch,
  rosterUpdate,
  lineup,
  lockLineups,
  scoreAction,
  playRound,
  HOME_WINS,
} from '../testing/lifecycle-driver.ts';

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
      { why: 'two players swap', positions: ['h2', 'h1', 'h3', 'h4'], position: 'A' },
      {
        why: 'a player moves to a vacated position',
        positions: ['h1', VACANT, 'h2', 'h4'],
        position: 'C',
      },
      {
        why: 'a player moves for a bench player',
        positions: ['h1', 'h2', 'h5', 'h3'],
        position: 'D',
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
      expectRefused(
        result,
        'validation_failed',
        'A player who played the previous round keeps the same position or sits out (position 1)',
      );
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
          expect(allowed).toBe(substitutionError('home', previous, positions) === null);
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
      const message = substitutionError('away', previous, next);
      if (error === null) expect(message).toBeNull();
      else expect(message).toContain(`(${error})`);
    });

    it('names a home position by its letter, as the home sheet does', () => {
      expect(substitutionError('home', previous, ['p1', 'p2', 'p4', VACANT])).toContain(
        '(position C)',
      );
    });

    it('accepts anything in the first round (nobody played before)', () => {
      expect(
        substitutionError('home', [VACANT, VACANT, VACANT, VACANT], ['p4', 'p3', 'p2', 'p1']),
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

describe('line-up checks shared by the server and the line-up picker', () => {
  it('finds the positions that repeat a player, vacant aside', () => {
    expect(duplicateSlots(['p1', VACANT, 'p1', VACANT])).toEqual([2]);
    expect(duplicateSlots([VACANT, VACANT, 'p2', 'p3'])).toEqual([]);
  });

  it('finds the players who moved position since the previous round', () => {
    expect(movedSlots(['p1', 'p2', 'p3', 'p4'], ['p2', 'p1', 'p3', VACANT])).toEqual([0, 1]);
    expect(movedSlots(['p1', 'p2', 'p3', 'p4'], ['p1', 'p5', VACANT, 'p4'])).toEqual([]);
    expect(substitutionError('home', ['p1', 'p2', 'p3', 'p4'], ['p2', 'p1', 'p3', 'p4'])).toBe(
      LINEUP_MESSAGES.moved('home', 0),
    );
  });
});
