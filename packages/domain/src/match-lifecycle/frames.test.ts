// Frames: scoring and resetting one, the whole-frames update, and an admin's correction.
import { describe, expect, it } from 'vitest';
import { VACANT } from '../constants.ts';
import type { Frame, Match } from '../entities.ts';
import { applyMatchAction, type MatchAction } from '../match-lifecycle.ts';
import {
  NOW,
  homeCaptain,
  awayCaptain,
  ACTORS,
  HOME_FOUR,
  AWAY_FOUR,
  apply,
  step,
  expectRefused,
  frameAt,
  startedMatch,
  lineup,
  lockLineups,
  scoreAction,
  score,
  playRound,
  HOME_WINS,
  SPLIT,
  allRoundsLocked,
} from '../testing/lifecycle-driver.ts';

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

  it('changes that frame only, keeps every round locked, and clears the confirmations and the dispute', () => {
    const before = disputed();
    expect(before.homeScore).toBe(10);
    const after = step(before, correction(before), ACTORS.admin);
    expect([after.homeScore, after.awayScore]).toEqual([9, 7]);
    expect(after.progress.roundsLocked).toBe(4);
    expect(after.frames.every((frame) => frame.state === 'locked')).toBe(true);
    expect(after.progress.confirmed).toEqual({ home: false, away: false });
    // The fix settles the dispute: the captains confirm the corrected result, or dispute it
    // afresh, or the admin completes the match.
    expect(after.progress.dispute).toBeNull();
    const again = step(
      after,
      { type: 'dispute', side: 'away', reason: 'Still wrong' },
      awayCaptain,
    );
    expect(again.progress.dispute?.reason).toBe('Still wrong');
    const done = step(after, { type: 'forceComplete' }, ACTORS.admin);
    expect(done.state).toBe('completed');
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
