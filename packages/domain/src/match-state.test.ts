import { describe, expect, it } from 'vitest';
import type { MatchState } from './entities.ts';
import { nextMatchOf, UPCOMING_GRACE_MS } from './match-state.ts';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const match = (
  id: string,
  home: string,
  away: string,
  at: string,
  state: MatchState = 'pre-match',
) => ({
  id,
  homeTeamId: home,
  awayTeamId: away,
  scheduledDate: at,
  state,
});

describe('nextMatchOf', () => {
  const season = [
    match('later', 't2', 't1', '2026-03-24T19:30:00.000Z'),
    match('next', 't1', 't3', '2026-03-17T19:30:00.000Z'),
    match('played', 't1', 't2', '2026-03-03T19:30:00.000Z', 'completed'),
    match('moved', 't1', 't4', '2026-03-12T19:30:00.000Z', 'postponed'),
    match('others', 't3', 't4', '2026-03-11T19:30:00.000Z'),
  ];

  it("is the team's earliest match still to come, home or away", () => {
    expect(nextMatchOf(season, ['t1'], NOW)?.id).toBe('next');
    expect(nextMatchOf(season, ['t2'], NOW)?.id).toBe('later');
  });

  it('is the one being played when there is one', () => {
    const tonight = [
      ...season,
      match('live', 't2', 't1', '2026-03-10T11:30:00.000Z', 'in-progress'),
    ];
    expect(nextMatchOf(tonight, ['t1'], NOW)?.id).toBe('live');
  });

  it('keeps a match that should have started a little while ago, and none for no team', () => {
    const late = [
      match('late', 't1', 't2', new Date(NOW - UPCOMING_GRACE_MS + 60_000).toISOString()),
    ];
    expect(nextMatchOf(late, ['t1'], NOW)?.id).toBe('late');
    expect(nextMatchOf(late, ['t1'], NOW + 120_000)).toBeNull();
    expect(nextMatchOf(season, [], NOW)).toBeNull();
  });
});
