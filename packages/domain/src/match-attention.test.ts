import { describe, expect, it } from 'vitest';
import type { Match } from './entities.ts';
import { attentionReason, matchesNeedingAttention } from './match-attention.ts';
import { createMatch } from './new-match.ts';

const match = (
  overrides: Partial<Match> & Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId'>,
): Match => ({
  ...createMatch({
    id: overrides.id,
    seasonId: 's1',
    homeTeamId: overrides.homeTeamId,
    awayTeamId: overrides.awayTeamId,
    scheduledDate: '2026-03-10T19:30:00.000Z',
  }),
  ...overrides,
});

const NOW = new Date('2026-03-12T12:00:00Z');
const progress = (
  overrides: Partial<ReturnType<typeof match>['progress']> = {},
): ReturnType<typeof match>['progress'] => ({
  lineupLocked: { home: [true, true, true, true], away: [true, true, true, true] },
  roundsLocked: 4,
  confirmed: { home: true, away: false },
  dispute: null,
  ...overrides,
});
const played = (
  id: string,
  scheduledDate: string,
  overrides: Parameters<typeof progress>[0] = {},
) =>
  match({
    id,
    homeTeamId: 't1',
    awayTeamId: 't2',
    state: 'in-progress',
    scheduledDate,
    progress: progress(overrides),
  });

describe('attentionReason', () => {
  it('flags a result once it is past the league’s due time (48 hours by default)', () => {
    expect(attentionReason(played('a', '2026-03-10T11:59:00Z'), NOW)).toBe('overdue');
    expect(attentionReason(played('b', '2026-03-10T12:30:00Z'), NOW)).toBeNull();
    const day = { resultDueHours: 24, autoCompleteHours: 72 };
    expect(attentionReason(played('c', '2026-03-11T11:59:00Z'), NOW, day)).toBe('overdue');
  });

  it('flags any result still missing: not started, rounds unlocked, a confirmation short', () => {
    const old = '2026-03-01T19:30:00Z';
    expect(attentionReason(played('a', old, { roundsLocked: 3 }), NOW)).toBe('overdue');
    const notStarted = match({ id: 'n', homeTeamId: 't1', awayTeamId: 't2', scheduledDate: old });
    expect(attentionReason(notStarted, NOW)).toBe('overdue');
    expect(
      attentionReason(played('b', old, { confirmed: { home: true, away: true } }), NOW),
    ).toBeNull();
    expect(attentionReason({ ...notStarted, state: 'completed' }, NOW)).toBeNull();
  });

  it('flags a dispute at once, and a postponed match', () => {
    const dispute = {
      side: 'away' as const,
      reason: 'F7',
      raisedBy: 'u2',
      raisedAt: '2026-03-12T11:00:00Z',
    };
    expect(attentionReason(played('a', '2026-03-12T10:00:00Z', { dispute }), NOW)).toBe('disputed');
    expect(
      attentionReason(
        match({ id: 'p', homeTeamId: 't1', awayTeamId: 't2', state: 'postponed' }),
        NOW,
      ),
    ).toBe('postponed');
    expect(
      attentionReason(
        match({ id: 'c', homeTeamId: 't1', awayTeamId: 't2', state: 'completed' }),
        NOW,
      ),
    ).toBeNull();
  });
});

describe('matchesNeedingAttention', () => {
  it('puts disputes first, then overdue, then postponed, oldest first, each once', () => {
    const dispute = {
      side: 'home' as const,
      reason: 'x',
      raisedBy: 'u1',
      raisedAt: '2026-03-10T22:00:00Z',
    };
    const postponed = match({
      id: 'p',
      homeTeamId: 't1',
      awayTeamId: 't2',
      state: 'postponed',
      scheduledDate: '2026-02-01T19:30:00Z',
    });
    const items = matchesNeedingAttention(
      [
        postponed,
        played('o2', '2026-03-05T19:30:00Z'),
        played('o1', '2026-03-03T19:30:00Z'),
        played('d', '2026-03-10T19:30:00Z', { dispute }),
        postponed,
      ],
      NOW,
    );
    expect(items.map((item) => [item.match.id, item.reason])).toEqual([
      ['d', 'disputed'],
      ['o1', 'overdue'],
      ['o2', 'overdue'],
      ['p', 'postponed'],
    ]);
  });
});
