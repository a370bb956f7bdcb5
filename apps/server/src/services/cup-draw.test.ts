// What each entered team is told when a five-team cup is published: seeds 1-3 have byes, so
// seeds 2 and 3 meet at once in the semi-finals; seed 1 waits for the winner of 4 v 5.
import type { Competition, TieRecord } from '@cueleague/domain/competitions/records';
import { createMatch } from '@cueleague/domain/new-match';
import { describe, expect, it } from 'vitest';
import { drawNotices } from './cup-draw.ts';

const side = (seed: number) => ({ teamId: `t${String(seed)}`, name: `Team ${String(seed)}`, seed });
const match = (id: string, home: number, away: number) =>
  createMatch({
    id,
    seasonId: 's1',
    homeTeamId: `t${String(home)}`,
    awayTeamId: `t${String(away)}`,
    scheduledDate: '2026-10-01T18:30:00.000Z',
  });
const tie = (
  id: string,
  round: number,
  home: number | null,
  away: number | null,
  status: TieRecord['status'],
  matchId: string | null = null,
): TieRecord => ({
  id,
  stage: 'winners',
  round,
  index: 0,
  home: home === null ? null : side(home),
  away: away === null ? null : side(away),
  status,
  winner: status === 'bye' ? 'home' : null,
  match:
    matchId === null
      ? null
      : {
          id: matchId,
          state: 'pre-match',
          scheduledDate: '',
          homeScore: 0,
          awayScore: 0,
        },
  decidedBy: null,
});

const cup = {
  entries: [1, 2, 3, 4, 5].map((seed) => ({ teamId: `t${String(seed)}`, name: '', seed })),
  rounds: [
    { round: 1, name: 'Quarter-finals', date: null },
    { round: 2, name: 'Semi-finals', date: null },
    { round: 3, name: 'Final', date: null },
  ],
  ties: [
    tie('W1-1', 1, 1, null, 'bye'),
    tie('W1-2', 1, 4, 5, 'ready', 'm45'),
    tie('W1-3', 1, 2, null, 'bye'),
    tie('W1-4', 1, 3, null, 'bye'),
    tie('W2-1', 2, 1, null, 'waiting'),
    tie('W2-2', 2, 2, 3, 'ready', 'm23'),
    tie('W3-1', 3, null, null, 'waiting'),
  ],
} as Competition;

describe('drawNotices', () => {
  it("gives each team its first tie made, after a bye or not, or its bye's round", () => {
    const [m45, m23] = [match('m45', 4, 5), match('m23', 2, 3)];
    const notices = drawNotices(cup, [
      { match: m45, cup: '' },
      { match: m23, cup: '' },
    ]);
    expect(notices).toEqual([
      { teamId: 't1', tie: null, byeTo: 'Semi-finals' },
      { teamId: 't2', tie: { match: m23, round: 'Semi-finals', afterBye: true }, byeTo: null },
      { teamId: 't3', tie: { match: m23, round: 'Semi-finals', afterBye: true }, byeTo: null },
      { teamId: 't4', tie: { match: m45, round: 'Quarter-finals', afterBye: false }, byeTo: null },
      { teamId: 't5', tie: { match: m45, round: 'Quarter-finals', afterBye: false }, byeTo: null },
    ]);
  });
});
