// A doubles tie (docs/rules.md, Doubles knockouts; docs/decisions/0049): two pairs, one race; each
// pair plays as one, so its frame names the two sides and counts for no one player.
import { describe, expect, it } from 'vitest';
import {
  createCompetitionSchema,
  enterCompetitionSchema,
  isPlayersCup,
  playersPerEntry,
} from './competitions/records.ts';
import type { Match } from './entities.ts';
import { boardScore } from './frame-result.ts';
import { singlesFormat } from './match-format.ts';
import { createSinglesTie, tiePlayerOf } from './new-match.ts';
import { computeRatings } from './player-rating.ts';
import { computePlayerStats, isIndividualFrame, isPairFrame } from './player-stats.ts';
import { actor, AWAY, frameAt, HOME, step } from './testing/lifecycle-driver.ts';

// Kate plays with Tom (HOME), Sam with Ann (AWAY); Tom holds the home side as Kate does.
const tom = actor({ userId: 'u-tom', role: 'player', entrantOf: [HOME] });
const sam = actor({ userId: 'u-sam', role: 'user', entrantOf: [AWAY] });

const tie = (): Match =>
  createSinglesTie(
    {
      id: 'm-doubles',
      seasonId: 's1',
      homeTeamId: HOME,
      awayTeamId: AWAY,
      scheduledDate: '2025-03-06T19:30:00.000Z',
      format: singlesFormat(2),
    },
    { home: tiePlayerOf(HOME, ['p-kate', 'p-tom']), away: tiePlayerOf(AWAY, ['p-sam', 'p-ann']) },
  );

const player = (id: string) => ({
  id,
  userId: null,
  firstName: id,
  lastName: 'Player',
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('a doubles tie', () => {
  it('names its sides in its frame, a singles tie its players', () => {
    expect(tiePlayerOf(HOME, ['p-kate', 'p-tom'])).toBe(HOME);
    expect(tiePlayerOf(HOME, ['p-kate'])).toBe('p-kate');
    const frame = frameAt(tie(), 1, 1);
    expect([frame.homePlayerId, frame.awayPlayerId]).toEqual([HOME, AWAY]);
    expect(isPairFrame(frame, tie())).toBe(true);
  });

  it('is raced by either player of each pair, and its winner is the side', () => {
    let match = step(tie(), { type: 'start' }, tom);
    const rack = (home: number, away: number, who = tom) => {
      const frame = frameAt(match, 1, 1);
      match = step(
        match,
        { type: 'scoreRacks', frameId: frame.frameId, home, away, baseVersion: frame.version },
        who,
      );
    };
    rack(1, 0);
    rack(1, 1, sam);
    rack(1, 2, sam);
    expect(frameAt(match, 1, 1).winnerPlayerId).toBe(AWAY);
    // A scoreboard shows the race's racks; the match counts its one pairing.
    expect(boardScore(match)).toEqual({ home: 1, away: 2 });
    expect([match.homeScore, match.awayScore]).toEqual([0, 1]);

    // Counted for nobody: no player's frames, no rating, though the frame is complete.
    const played = { ...match, state: 'completed' as const };
    expect(isIndividualFrame(frameAt(played, 1, 1), played)).toBe(false);
    expect(computeRatings([played]).ratings.size).toBe(0);
    const rows = computePlayerStats({
      matches: [played],
      players: ['p-kate', 'p-tom', 'p-sam', 'p-ann', HOME, AWAY].map(player),
    });
    expect(rows.every((row) => row.framesPlayed === 0)).toBe(true);
  });
});

describe('a doubles knockout', () => {
  const base = { seasonId: 's1', name: 'Doubles', kind: 'doubles-knockout' as const };

  it('takes pairs: two different players each, nobody in two pairs', () => {
    expect(playersPerEntry('doubles-knockout')).toBe(2);
    expect(isPlayersCup({ kind: 'doubles-knockout' })).toBe(true);
    expect(isPlayersCup({ kind: 'team-knockout' })).toBe(false);
    const pairs = [
      ['a', 'b'],
      ['c', 'd'],
    ];
    expect(createCompetitionSchema.safeParse({ ...base, pairs }).success).toBe(true);
    const refused = (fields: object) => [
      ...new Set(
        createCompetitionSchema
          .safeParse({ ...base, ...fields })
          .error?.issues.map((issue) => issue.path.join('.')),
      ),
    ];
    expect(refused({ pairs: [['a', 'b']] })).toEqual(['pairs']);
    expect(refused({ pairs: [...pairs, ['e', 'e']] })).toEqual(['pairs']);
    expect(refused({ pairs: [...pairs, ['a', 'e']] })).toEqual(['pairs']);
    expect(refused({ pairs, playerIds: ['e', 'f'] })).toEqual(['playerIds']);
    expect(refused({ pairs, teamIds: ['t1', 't2'] })).toEqual(['teamIds']);
  });

  it('is entered by a pair, or a player, or a team: one of them', () => {
    const entry = (body: object) => enterCompetitionSchema.safeParse(body).success;
    expect(entry({ playerIds: ['a', 'b'] })).toBe(true);
    expect(entry({ playerIds: ['a', 'a'] })).toBe(false);
    expect(entry({ playerIds: ['a'] })).toBe(false);
    expect(entry({ playerIds: ['a', 'b'], playerId: 'a' })).toBe(false);
    expect(entry({})).toBe(false);
  });
});
