// Races (docs/rules.md, Races): a pairing played as a race to N racks, scored rack by rack.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Match, Side } from './entities.ts';
import {
  isInPlay,
  racksOfFrames,
  scoreOfFrames,
  validRacks,
  withRacks,
  withResult,
} from './frame-result.ts';
import { customFormat, raceToOf, sameFormat, STANDARD_FORMAT } from './match-format.ts';
import { createMatch } from './new-match.ts';
import {
  apply,
  AWAY,
  awayCaptain,
  expectRefused,
  frameAt,
  HOME,
  homeCaptain,
  HOME_SQUAD,
  AWAY_SQUAD,
  lockLineups,
  rosterUpdate,
  step,
} from './testing/lifecycle-driver.ts';
import type { MatchAction } from './match-lifecycle.ts';
import { computeStandings } from './compute-standings.ts';

const RACE_3 = customFormat(2, 1, 3);

/** A started race-to-N match of two pairings a side, one round, line-ups locked. */
const raceMatch = (raceTo = 3): Match => {
  let match = createMatch({
    id: 'm-race',
    seasonId: 's1',
    homeTeamId: HOME,
    awayTeamId: AWAY,
    scheduledDate: '2025-03-04T19:30:00.000Z',
    format: customFormat(2, 1, raceTo),
  });
  match = step(match, rosterUpdate('home', HOME_SQUAD, true), homeCaptain);
  match = step(match, rosterUpdate('away', AWAY_SQUAD, true), awayCaptain);
  match = step(match, { type: 'start' }, homeCaptain);
  return lockLineups(match, 1, ['h1', 'h2'], ['a1', 'a2']);
};

const racks = (match: Match, frameNumber: number, home: number, away: number): MatchAction => {
  const frame = frameAt(match, 1, frameNumber);
  return { type: 'scoreRacks', frameId: frame.frameId, home, away, baseVersion: frame.version };
};

/** One more rack to `side` on frame 1, as a captain's tap sends it. */
const tap = (match: Match, side: Side, who = homeCaptain): Match => {
  const frame = frameAt(match, 1, 1);
  const home = frame.homeScore + (side === 'home' ? 1 : 0);
  const away = frame.awayScore + (side === 'away' ? 1 : 0);
  return step(match, racks(match, 1, home, away), who);
};

describe('race formats', () => {
  it('names a custom race and keeps one-frame formats as they were', () => {
    expect(RACE_3).toMatchObject({ name: 'Custom 2v2, 1 round, race to 3', raceTo: 3 });
    expect(customFormat(4, 4)).not.toHaveProperty('raceTo');
    expect(raceToOf(STANDARD_FORMAT)).toBe(1);
    expect(sameFormat(customFormat(2, 1), { ...customFormat(2, 1), raceTo: 1 })).toBe(true);
    expect(sameFormat(customFormat(2, 1, 3), customFormat(2, 1, 5))).toBe(false);
    expect(() => customFormat(2, 1, 16)).toThrow(RangeError);
    expect(() => customFormat(2, 1, 0)).toThrow(RangeError);
  });

  it('a race to 1 is the one-frame pairing: a win scores 1-0', () => {
    const frame = frameAt(raceMatch(1), 1, 1);
    expect(withRacks(frame, { home: 1, away: 0 }, 1)).toEqual(
      withResult(frame, frame.homePlayerId),
    );
  });

  it('racks stand between 0 and the race, and never both at it', () => {
    expect(validRacks({ home: 2, away: 2 }, 3)).toBe(true);
    expect(validRacks({ home: 3, away: 3 }, 3)).toBe(false);
    expect(validRacks({ home: 4, away: 0 }, 3)).toBe(false);
    expect(validRacks({ home: -1, away: 0 }, 3)).toBe(false);
    expect(validRacks({ home: 1.5, away: 0 }, 3)).toBe(false);
  });
});

describe('scoring a race rack by rack', () => {
  it('has no result until a side reaches the race, then that player has won the pairing', () => {
    let match = raceMatch();
    match = tap(match, 'home');
    match = tap(match, 'away', awayCaptain);
    match = tap(match, 'home');
    const twoOne = frameAt(match, 1, 1);
    expect([twoOne.homeScore, twoOne.awayScore, twoOne.isComplete]).toEqual([2, 1, false]);
    expect(isInPlay(twoOne)).toBe(true);
    expect([match.homeScore, match.awayScore]).toEqual([0, 0]);

    match = tap(match, 'home');
    const won = frameAt(match, 1, 1);
    expect(won).toMatchObject({
      homeScore: 3,
      awayScore: 1,
      isComplete: true,
      state: 'resulted',
      winnerPlayerId: won.homePlayerId,
    });
    // The match counts pairings: one won, whatever the racks.
    expect([match.homeScore, match.awayScore]).toEqual([1, 0]);
    expect(racksOfFrames(match.frames)).toEqual({ home: 3, away: 1 });
  });

  it('takes a rack back (undo), and a won race back into play', () => {
    let match = raceMatch();
    for (const side of ['home', 'home', 'home'] as const) match = tap(match, side);
    expect(frameAt(match, 1, 1).isComplete).toBe(true);
    match = step(match, racks(match, 1, 2, 0), homeCaptain);
    const back = frameAt(match, 1, 1);
    expect([back.homeScore, back.isComplete, back.winnerPlayerId, back.state]).toEqual([
      2,
      false,
      null,
      'unplayed',
    ]);
    expect(match.homeScore).toBe(0);
  });

  it('resets a race in play to 0-0', () => {
    let match = tap(raceMatch(), 'away', awayCaptain);
    const frame = frameAt(match, 1, 1);
    match = step(
      match,
      { type: 'resetFrame', frameId: frame.frameId, baseVersion: frame.version },
      homeCaptain,
    );
    expect(frameAt(match, 1, 1)).toMatchObject({ homeScore: 0, awayScore: 0, isComplete: false });
  });

  it('refuses racks past the race, both sides at it, a stale version and the same racks again', () => {
    const match = tap(raceMatch(), 'home');
    expectRefused(
      apply(match, racks(match, 1, 4, 0), homeCaptain),
      'validation_failed',
      /race to 3/,
    );
    expectRefused(apply(match, racks(match, 1, 3, 3), homeCaptain), 'validation_failed');
    expectRefused(
      apply(match, racks(match, 1, 1, 0), homeCaptain),
      'conflict',
      /already stands at 1-0/,
    );
    const stale = { ...racks(match, 1, 2, 0), baseVersion: 0 } as MatchAction;
    expectRefused(apply(match, stale, awayCaptain), 'conflict', /changed this frame meanwhile/);
  });

  it('does not lock a round while one of its races is being played', () => {
    let match = tap(raceMatch(), 'home');
    const frame2 = frameAt(match, 1, 2);
    match = step(match, {
      type: 'scoreFrame',
      frameId: frame2.frameId,
      winnerPlayerId: frame2.awayPlayerId,
      baseVersion: frame2.version,
    });
    expect(apply(match, { type: 'lockRound', round: 1 }, homeCaptain).ok).toBe(false);
  });

  it('a winner given outright takes the race, the other side keeping its racks', () => {
    let match = tap(tap(raceMatch(), 'away', awayCaptain), 'away', awayCaptain);
    match = tap(match, 'home');
    const frame = frameAt(match, 1, 1);
    match = step(match, {
      type: 'scoreFrame',
      frameId: frame.frameId,
      winnerPlayerId: frame.homePlayerId,
      baseVersion: frame.version,
    });
    expect(frameAt(match, 1, 1)).toMatchObject({ homeScore: 3, awayScore: 2, isComplete: true });
  });

  it('a forfeit and a walkover give the whole race', () => {
    let match = createMatch({
      id: 'm-forfeit',
      seasonId: 's1',
      homeTeamId: HOME,
      awayTeamId: AWAY,
      scheduledDate: '2025-03-04T19:30:00.000Z',
      format: RACE_3,
    });
    const walkedOver = step(match, {
      type: 'walkover',
      winner: 'away',
      rule: 'frames',
      reason: 'x',
    });
    expect(walkedOver.frames.map((frame) => [frame.homeScore, frame.awayScore])).toEqual([
      [0, 3],
      [0, 3],
    ]);
    expect([walkedOver.homeScore, walkedOver.awayScore]).toEqual([0, 2]);

    match = step(match, rosterUpdate('home', HOME_SQUAD, true), homeCaptain);
    match = step(match, rosterUpdate('away', AWAY_SQUAD, true), awayCaptain);
    match = step(match, { type: 'start' }, homeCaptain);
    match = lockLineups(match, 1, ['h1', 'vacant'], ['a1', 'a2']);
    const forfeit = match.frames.find((frame) => frame.homePlayerId === 'vacant');
    expect(forfeit).toMatchObject({ homeScore: 0, awayScore: 3, isComplete: true });
  });

  it('a stored race in play is read back with its racks', () => {
    const played = tap(tap(raceMatch(), 'home'), 'away', awayCaptain);
    const again = createMatch({
      id: played.id,
      seasonId: played.seasonId,
      homeTeamId: HOME,
      awayTeamId: AWAY,
      scheduledDate: played.scheduledDate,
      format: played.format,
      frames: played.frames,
    });
    expect(frameAt(again, 1, 1)).toMatchObject({ homeScore: 1, awayScore: 1, isComplete: false });
  });
});

describe('a race in the table', () => {
  /** Pairing 1 home 3-2, pairing 2 away 3-0: one pairing each, racks 3-5; completed. */
  const split = (): Match => {
    let match = raceMatch();
    for (const [home, away] of [
      [1, 0],
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 2],
    ] as const)
      match = step(match, racks(match, 1, home, away), homeCaptain);
    for (const away of [1, 2, 3]) match = step(match, racks(match, 2, 0, away), homeCaptain);
    match = step(match, { type: 'lockRound', round: 1 }, homeCaptain);
    match = step(match, { type: 'confirm', side: 'home' }, homeCaptain);
    return step(match, { type: 'confirm', side: 'away' }, awayCaptain);
  };
  const teams = [
    { id: HOME, name: 'Home' },
    { id: AWAY, name: 'Away' },
  ];

  it('counts pairings as frames: a 1-1 draw, whatever the racks', () => {
    const rows = computeStandings({ teams, matches: [split()] });
    expect(rows.map((row) => [row.teamId, row.drawn, row.framesWon, row.points])).toEqual([
      [AWAY, 1, 1, 1],
      [HOME, 1, 1, 1],
    ]);
  });

  it('gives points per rack won on top when the season says so, and per pairing as before', () => {
    const rows = computeStandings({
      teams,
      matches: [split()],
      points: { pointsPerRack: 1, pointsPerFrame: 2 },
    });
    // Away: draw 1 + pairing 2 + racks 5 = 8; home: 1 + 2 + 3 = 6.
    expect(rows.map((row) => [row.teamId, row.points, row.framePoints])).toEqual([
      [AWAY, 8, 7],
      [HOME, 6, 5],
    ]);
  });
});

describe('races terminate (property)', () => {
  it('any run of taps ends the race after at most 2N - 1 racks, won by the side that reached N', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }),
        fc.array(fc.boolean(), { minLength: 29, maxLength: 29 }),
        (raceTo, coins) => {
          let frame = frameAt(raceMatch(raceTo), 1, 1);
          let taps = 0;
          for (const homeWins of coins) {
            if (frame.isComplete) break;
            const next = {
              home: frame.homeScore + (homeWins ? 1 : 0),
              away: frame.awayScore + (homeWins ? 0 : 1),
            };
            expect(validRacks(next, raceTo)).toBe(true);
            frame = withRacks(frame, next, raceTo);
            taps += 1;
          }
          expect(frame.isComplete).toBe(true);
          expect(taps).toBeLessThanOrEqual(2 * raceTo - 1);
          expect(Math.max(frame.homeScore, frame.awayScore)).toBe(raceTo);
          expect(scoreOfFrames([frame])).toEqual(
            frame.homeScore > frame.awayScore ? { home: 1, away: 0 } : { home: 0, away: 1 },
          );
        },
      ),
    );
  });
});
