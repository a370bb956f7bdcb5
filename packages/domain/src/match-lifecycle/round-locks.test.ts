// Locking rounds in order, and who locked each.
import { describe, expect, it } from 'vitest';
import { openRound, roundLockOf } from '../match-lifecycle.ts';
import {
  homeCaptain,
  ACTORS,
  HOME_FOUR,
  apply,
  step,
  expectRefused,
  frameAt,
  startedMatch,
  lineup,
  lockLineups,
  score,
  playRound,
  HOME_WINS,
  allRoundsLocked,
  completedMatch,
} from '../testing/lifecycle-driver.ts';

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
