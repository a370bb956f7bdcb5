import { createMatch } from '@cueleague/domain/new-match';
import { describe, expect, it } from 'vitest';
import { matchFromRow, matchToRow } from './rows.ts';

const base = createMatch({
  id: 'm1',
  seasonId: 's1',
  homeTeamId: 't1',
  awayTeamId: 't2',
  scheduledDate: '2026-03-10T19:30:00.000Z',
});
// Everything the lifecycle keeps in its JSON columns, filled in.
const match = {
  ...base,
  state: 'in-progress' as const,
  preMatchState: {
    homeRosterConfirmed: true,
    awayRosterConfirmed: true,
    homeAvailablePlayers: ['h1', 'h2', 'h3', 'h4'],
    awayAvailablePlayers: ['a1', 'a2', 'a3', 'a4'],
  },
  progress: {
    ...base.progress,
    roundsLocked: 1,
    lineupLocked: { home: [true, false, false, false], away: [true, false, false, false] },
    dispute: {
      side: 'away' as const,
      reason: 'Frame 3',
      raisedBy: 'u2',
      raisedAt: base.scheduledDate,
    },
    roundLocks: [{ round: 1, side: 'home' as const, userId: 'u1', at: base.scheduledDate }],
  },
};

describe('match rows', () => {
  it('reads back every field the JSON columns hold, through their schemas', () => {
    const row = { competitionId: null, tieId: null, ...matchToRow(match, base.scheduledDate) };
    expect(matchFromRow(row, match.frames)).toEqual(match);
  });

  it('refuses a stored column that does not fit its schema, naming it', () => {
    const row = { competitionId: null, tieId: null, ...matchToRow(match, base.scheduledDate) };
    const broken = { ...row, progress: JSON.stringify({ ...match.progress, roundsLocked: 'two' }) };
    expect(() => matchFromRow(broken, match.frames)).toThrow(/progress does not fit its schema/);
  });
});
