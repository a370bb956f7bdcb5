import { describe, expect, it } from 'vitest';
import type { Match } from './entities.ts';
import { matchStatusLabel, matchStatusOf } from './match-status.ts';
import { playedMatch } from './testing/played-match.ts';

const locked = (rounds: number) => Array.from({ length: 4 }, (_, index) => index < rounds);

const inProgress = (progress: Partial<Match['progress']>): Match => {
  const match = playedMatch('m1', [], { state: 'in-progress' });
  return { ...match, progress: { ...match.progress, ...progress } };
};

const allLocked = {
  lineupLocked: { home: locked(4), away: locked(4) },
  roundsLocked: 4,
};

describe('matchStatusOf', () => {
  it('says a match not begun is not started, postponed or cancelled', () => {
    expect(matchStatusLabel(playedMatch('m1', [], { state: 'pre-match' }))).toBe('Not started');
    expect(matchStatusLabel(playedMatch('m1', [], { state: 'postponed' }))).toBe('Postponed');
    expect(matchStatusLabel(playedMatch('m1', [], { state: 'cancelled' }))).toBe('Cancelled');
  });

  it('is in progress while rounds are still being played', () => {
    expect(matchStatusOf(inProgress({}))).toBe('in-progress');
    expect(matchStatusOf(inProgress({ ...allLocked, roundsLocked: 3 }))).toBe('in-progress');
  });

  it('awaits confirmation once every round is locked, even with one captain confirmed', () => {
    expect(matchStatusLabel(inProgress(allLocked))).toBe('Awaiting confirmation');
    expect(
      matchStatusOf(inProgress({ ...allLocked, confirmed: { home: true, away: false } })),
    ).toBe('awaiting-confirmation');
  });

  it('is disputed while a dispute is open, and confirmed once completed', () => {
    const dispute = {
      side: 'away' as const,
      reason: 'Frame 3',
      raisedBy: 'u2',
      raisedAt: '2025-01-06T22:00:00.000Z',
    };
    expect(matchStatusLabel(inProgress({ ...allLocked, dispute }))).toBe('Disputed');
    expect(matchStatusLabel(playedMatch('m1', ['a>b'], { state: 'completed' }))).toBe('Confirmed');
  });
});
