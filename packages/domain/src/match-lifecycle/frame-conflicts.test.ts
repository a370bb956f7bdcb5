// Two captains entering one frame differently at once: the match keeps both entries until the
// frame is settled, and the round cannot be locked meanwhile.
import { describe, expect, it } from 'vitest';
import type { Match } from '../entities.ts';
import { conflictOf, conflictsOfRound } from '../match-lifecycle.ts';
import {
  NOW,
  admin,
  apply,
  awayCaptain,
  expectRefused,
  frameAt,
  homeCaptain,
  lockLineups,
  scoreAction,
  startedMatch,
  step,
} from '../testing/lifecycle-driver.ts';

const ready = (): Match => lockLineups(startedMatch(), 1);

/** The home captain scores frame 1 for h1; the away captain, not having seen it, for a1. */
const clash = () => {
  const match = ready();
  const frame = frameAt(match, 1, 1);
  const first = step(match, scoreAction(frame, 'h1'), homeCaptain);
  const second = apply(first, scoreAction(frame, 'a1'), awayCaptain);
  return { match, frame, first, second };
};

describe('conflicting entries', () => {
  it('refuses the second entry and keeps both on the match: the standing one first', () => {
    const { frame, first, second } = clash();
    expectRefused(second, 'conflict', /changed this frame/);
    if (second.ok || !('recorded' in second)) throw new Error('not recorded');
    const kept = second.recorded.match;
    expect(second.recorded.reason).toBe('frame_conflict');
    expect(kept.version).toBe(first.version + 1);
    // The frame itself still holds the first entry.
    expect(frameAt(kept, 1, 1)).toEqual(frameAt(first, 1, 1));
    expect(conflictOf(kept, frame.frameId)).toEqual({
      frameId: frame.frameId,
      entries: [
        { userId: homeCaptain.userId, side: null, winnerPlayerId: 'h1', at: NOW },
        { userId: awayCaptain.userId, side: 'away', winnerPlayerId: 'a1', at: NOW },
      ],
      at: NOW,
    });
  });

  it('keeps a reset asked for on a stale frame as a conflict too', () => {
    const match = ready();
    const frame = frameAt(match, 1, 2);
    const first = step(match, scoreAction(frame, 'h2'), homeCaptain);
    const second = apply(
      first,
      { type: 'resetFrame', frameId: frame.frameId, baseVersion: frame.version },
      awayCaptain,
    );
    if (second.ok || !('recorded' in second)) throw new Error('not recorded');
    expect(conflictOf(second.recorded.match, frame.frameId)?.entries[1]?.winnerPlayerId).toBe(null);
  });

  it.each([
    {
      why: 'the same result (nothing to choose)',
      second: (frameId: string, version: number) => ({
        action: {
          type: 'scoreFrame' as const,
          frameId,
          winnerPlayerId: 'h1',
          baseVersion: version,
        },
        who: awayCaptain,
      }),
    },
    {
      why: 'the writer’s own earlier entry (a second phone of one captain)',
      second: (frameId: string, version: number) => ({
        action: {
          type: 'scoreFrame' as const,
          frameId,
          winnerPlayerId: 'a1',
          baseVersion: version,
        },
        who: homeCaptain,
      }),
    },
  ])('keeps no conflict for $why', ({ second }) => {
    const match = ready();
    const frame = frameAt(match, 1, 1);
    const first = step(match, scoreAction(frame, 'h1'), homeCaptain);
    const { action, who } = second(frame.frameId, frame.version);
    const result = apply(first, action, who);
    expectRefused(result, 'conflict');
    expect('recorded' in result).toBe(false);
  });

  it('blocks locking the round until the frame is settled', () => {
    const { second } = clash();
    if (second.ok || !('recorded' in second)) throw new Error('not recorded');
    let match = second.recorded.match;
    for (const n of [2, 3, 4]) match = step(match, scoreAction(frameAt(match, 1, n), 'h' + n));
    expectRefused(
      apply(match, { type: 'lockRound', round: 1 }, homeCaptain),
      'conflict',
      'The captains entered frame 1 differently: settle it before round 1 is locked.',
    );
    expect(conflictsOfRound(match, 1)).toHaveLength(1);
  });

  it.each([
    {
      who: 'the away captain, keeping the home captain’s result',
      actor: awayCaptain,
      winner: 'h1',
    },
    { who: 'the home captain, taking the away captain’s', actor: homeCaptain, winner: 'a1' },
    { who: 'an admin', actor: admin, winner: 'a1' },
  ])('is settled by a write on the frame as it stands: $who', ({ actor, winner }) => {
    const { second } = clash();
    if (second.ok || !('recorded' in second)) throw new Error('not recorded');
    const kept = second.recorded.match;
    const settled = step(kept, scoreAction(frameAt(kept, 1, 1), winner), actor);
    expect(frameAt(settled, 1, 1).winnerPlayerId).toBe(winner);
    expect(conflictsOfRound(settled, 1)).toEqual([]);
    let match = settled;
    for (const n of [2, 3, 4]) match = step(match, scoreAction(frameAt(match, 1, n), 'h' + n));
    expect(apply(match, { type: 'lockRound', round: 1 }, homeCaptain).ok).toBe(true);
  });

  it('does not keep the same disagreement twice (a phone sending its refused entry again)', () => {
    const { frame, second } = clash();
    if (second.ok || !('recorded' in second)) throw new Error('not recorded');
    const again = apply(second.recorded.match, scoreAction(frame, 'a1'), awayCaptain);
    expectRefused(again, 'conflict');
    expect('recorded' in again).toBe(false);
  });
});
