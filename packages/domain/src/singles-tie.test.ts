// A singles tie (docs/rules.md, Singles knockouts; docs/decisions/0048): two players, one race,
// made ready to start; each player holds their own side as a captain holds a team's.
import { describe, expect, it } from 'vitest';
import type { Match } from './entities.ts';
import { singlesFormat } from './match-format.ts';
import { createSinglesTie } from './new-match.ts';
import { canEnterAsPlayer, holdsSide } from './permissions.ts';
import {
  actor,
  admin,
  apply,
  AWAY,
  expectRefused,
  frameAt,
  HOME,
  otherCaptain,
  step,
} from './testing/lifecycle-driver.ts';

const kate = actor({ userId: 'u-kate', role: 'player', entrantOf: [HOME] });
const sam = actor({ userId: 'u-sam', role: 'user', entrantOf: [AWAY] });

const tie = (raceTo = 3): Match =>
  createSinglesTie(
    {
      id: 'm-singles',
      seasonId: 's1',
      homeTeamId: HOME,
      awayTeamId: AWAY,
      scheduledDate: '2025-03-06T19:30:00.000Z',
      format: singlesFormat(raceTo),
    },
    { home: 'p-kate', away: 'p-sam' },
  );

describe('a singles tie', () => {
  it('is one pairing of the two players, a race to N, ready to start', () => {
    const match = tie();
    expect(match.format).toEqual({
      roundsPerMatch: 1,
      framesPerRound: 1,
      positionsPerTeam: 1,
      name: 'Singles, race to 3',
      raceTo: 3,
    });
    expect(singlesFormat(1)).toMatchObject({ name: 'Singles', positionsPerTeam: 1 });
    expect(() => singlesFormat(16)).toThrow(RangeError);
    expect(match.state).toBe('pre-match');
    expect(match.frames.map((f) => [f.homePlayerId, f.awayPlayerId])).toEqual([
      ['p-kate', 'p-sam'],
    ]);
    expect(match.progress.lineupLocked).toEqual({ home: [true], away: [true] });
  });

  it('is started, raced, locked and confirmed by its two players, each for their own side', () => {
    let match = step(tie(2), { type: 'start' }, kate);
    const rack = (home: number, away: number, who = kate) => {
      const frame = frameAt(match, 1, 1);
      match = step(
        match,
        { type: 'scoreRacks', frameId: frame.frameId, home, away, baseVersion: frame.version },
        who,
      );
    };
    rack(1, 0);
    rack(1, 1, sam);
    rack(2, 1, sam);
    expect([match.homeScore, match.awayScore]).toEqual([1, 0]);
    match = step(match, { type: 'lockRound', round: 1 }, sam);
    // The lock says whose side locked it, as a captain's does.
    expect(match.progress.roundLocks).toEqual([
      expect.objectContaining({ round: 1, side: 'away', userId: 'u-sam' }),
    ]);
    expectRefused(apply(match, { type: 'confirm', side: 'away' }, kate), 'forbidden');
    match = step(match, { type: 'confirm', side: 'home' }, kate);
    match = step(match, { type: 'confirm', side: 'away' }, sam);
    expect(match.state).toBe('completed');
  });

  it('is nobody else’s to score but an admin’s', () => {
    const match = tie();
    // A captain of a club (not of either entrant) is nobody in this tie.
    expectRefused(apply(match, { type: 'start' }, otherCaptain), 'forbidden');
    expect(step(match, { type: 'start' }, admin).state).toBe('in-progress');
    expect(holdsSide(kate, HOME)).toBe(true);
    expect(holdsSide(kate, AWAY)).toBe(false);
    expect(holdsSide(null, HOME)).toBe(false);
  });

  it('lets a player enter themself, and an admin anyone', () => {
    expect(canEnterAsPlayer(kate, { userId: 'u-kate' })).toBe(true);
    expect(canEnterAsPlayer(kate, { userId: 'u-sam' })).toBe(false);
    expect(canEnterAsPlayer(kate, { userId: null })).toBe(false);
    expect(canEnterAsPlayer(null, { userId: 'u-kate' })).toBe(false);
    expect(canEnterAsPlayer(admin, { userId: null })).toBe(true);
  });
});
