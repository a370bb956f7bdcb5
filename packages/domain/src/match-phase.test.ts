import { describe, expect, it } from 'vitest';
import type { Match } from './entities.ts';
import { phaseOf, roundInPlay } from './match-phase.ts';
import { playedMatch } from './testing/played-match.ts';

const inProgress = (progress: Partial<Match['progress']>): Match => {
  const match = playedMatch('m1', [], { state: 'in-progress' });
  return { ...match, progress: { ...match.progress, ...progress } };
};
const locked = (rounds: number) => Array.from({ length: 4 }, (_, index) => index < rounds);

describe('phaseOf', () => {
  it('is before the match until it starts, postponed included', () => {
    expect(phaseOf(playedMatch('m1', [], { state: 'pre-match' }))).toEqual({ kind: 'pre-match' });
    expect(phaseOf(playedMatch('m1', [], { state: 'postponed' }))).toEqual({ kind: 'pre-match' });
  });

  it('sets line-ups for the open round until both sides lock them, then scores it', () => {
    expect(phaseOf(inProgress({}))).toEqual({ kind: 'lineups', round: 1 });
    const homeOnly = { home: locked(1), away: locked(0) };
    expect(phaseOf(inProgress({ lineupLocked: homeOnly }))).toEqual({ kind: 'lineups', round: 1 });
    const both = { home: locked(2), away: locked(2) };
    expect(phaseOf(inProgress({ lineupLocked: both, roundsLocked: 1 }))).toEqual({
      kind: 'scoring',
      round: 2,
    });
  });

  it('asks for the result once every round is locked, and ends with the match', () => {
    const all = { home: locked(4), away: locked(4) };
    expect(phaseOf(inProgress({ lineupLocked: all, roundsLocked: 4 }))).toEqual({
      kind: 'result',
    });
    expect(phaseOf(playedMatch('m1', []))).toEqual({ kind: 'completed' });
    expect(phaseOf(playedMatch('m1', [], { state: 'cancelled' }))).toEqual({ kind: 'cancelled' });
  });
});

describe('roundInPlay', () => {
  const wins = (count: number) => Array.from({ length: count }, () => 'h>a');

  it('is the first round with a frame to play, whatever has been locked', () => {
    expect(roundInPlay(playedMatch('m1', []))).toBe(1);
    expect(roundInPlay(playedMatch('m1', wins(3)))).toBe(1);
    expect(roundInPlay(playedMatch('m1', wins(4)))).toBe(2);
    expect(roundInPlay(playedMatch('m1', wins(9)))).toBe(3);
  });

  it('stays on the last round once every frame is played', () => {
    expect(roundInPlay(playedMatch('m1', wins(16)))).toBe(4);
  });
});
