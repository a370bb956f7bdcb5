// Every format of the range (P positions a side 2-8, R rounds 1-P) laid out and played through,
// with fast-check choosing the ids, line-ups and winners.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VACANT } from './constants.ts';
import {
  leagueFormatSchema,
  matchFormatSchema,
  matchSchema,
  type Frame,
  type Match,
  type Side,
} from './entities.ts';
import type { RuleResult } from './errors.ts';
import { completeFrames, generateFrames } from './generate-frames.ts';
import {
  allRoundsWords,
  awayPositionNumber,
  awayPositionsOf,
  customFormat,
  singlesFormat,
  FORMAT_PRESETS,
  frameIndex,
  framesPerMatch,
  homePositionLetter,
  homePositionsOf,
  isFrameOfFormat,
  STANDARD_FORMAT,
} from './match-format.ts';
import {
  applyMatchAction,
  lineupOf,
  openRound,
  type LifecycleChange,
  type MatchAction,
} from './match-lifecycle.ts';
import { createMatch } from './new-match.ts';
import type { Actor } from './permissions.ts';
import { framesReplaceSchema, lineupBodySchema } from './requests.ts';
import { roundsOf } from './rounds.ts';

const ALL_FORMATS = Array.from({ length: 7 }, (_, index) => index + 2).flatMap((positions) =>
  Array.from({ length: positions }, (_, index) => customFormat(positions, index + 1)),
);

const NOW = '2025-03-04T20:15:00.000Z';
const HOME = 'team-home';
const AWAY = 'team-away';
const captainOf = (teamId: string, userId: string): Actor => ({
  userId,
  role: 'captain',
  isAdmin: false,
  captainOf: [teamId],
  memberOf: [teamId],
});
const homeCaptain = captainOf(HOME, 'u-home');
const awayCaptain = captainOf(AWAY, 'u-away');

const apply = (match: Match, action: MatchAction, actor: Actor): RuleResult<LifecycleChange> =>
  applyMatchAction(match, action, { actor, now: NOW });

const step = (match: Match, action: MatchAction, actor: Actor): Match => {
  const result = apply(match, action, actor);
  if (!result.ok) throw new Error(`${action.type} refused: ${result.code} ${result.message}`);
  return result.value.match;
};

const squad = (prefix: string, size: number): string[] =>
  Array.from({ length: size }, (_, index) => `${prefix}${index + 1}`);

const newMatch = (format = STANDARD_FORMAT, id = 'm1'): Match =>
  createMatch({
    id,
    seasonId: 's1',
    homeTeamId: HOME,
    awayTeamId: AWAY,
    scheduledDate: '2025-03-04T19:30:00.000Z',
    format,
  });

/** Both rosters confirmed with the format's P players each, and the match started. */
const startedMatch = (format = STANDARD_FORMAT): Match => {
  const { positionsPerTeam } = format;
  let match = newMatch(format);
  const roster = (side: Side, players: string[]): MatchAction => ({
    type: 'updatePreMatch',
    side,
    availablePlayers: players,
    rosterConfirmed: true,
  });
  match = step(match, roster('home', squad('h', positionsPerTeam)), homeCaptain);
  match = step(match, roster('away', squad('a', positionsPerTeam)), awayCaptain);
  return step(match, { type: 'start' }, homeCaptain);
};

const frameAt = (match: Match, round: number, frameNumber: number): Frame | undefined =>
  match.frames.find((frame) => frame.round === round && frame.frameNumber === frameNumber);

describe('the formats', () => {
  it('offers the presets, the 4v4 Standard first', () => {
    expect(FORMAT_PRESETS).toEqual([
      STANDARD_FORMAT,
      { positionsPerTeam: 5, roundsPerMatch: 5, framesPerRound: 5, name: '5v5' },
      { positionsPerTeam: 3, roundsPerMatch: 3, framesPerRound: 3, name: '3v3' },
    ]);
    expect(STANDARD_FORMAT).toEqual({
      positionsPerTeam: 4,
      roundsPerMatch: 4,
      framesPerRound: 4,
      name: '4v4 Standard',
    });
    expect(FORMAT_PRESETS.map(framesPerMatch)).toEqual([16, 25, 9]);
  });

  it('names a custom format by its positions and rounds', () => {
    expect(customFormat(6, 3)).toEqual({
      positionsPerTeam: 6,
      roundsPerMatch: 3,
      framesPerRound: 6,
      name: 'Custom 6v6, 3 rounds',
    });
    expect(customFormat(2, 1).name).toBe('Custom 2v2, 1 round');
  });

  it('refuses a custom format outside the range', () => {
    for (const [positions, rounds] of [
      [1, 1],
      [9, 4],
      [4, 0],
      [4, 5],
      [4.5, 2],
    ] as const) {
      expect(() => customFormat(positions, rounds)).toThrow();
    }
  });

  it('still reads the stored 4v4 Standard, with or without its name', () => {
    const stored = { roundsPerMatch: 4, framesPerRound: 4, positionsPerTeam: 4 };
    expect(matchFormatSchema.parse({ ...stored, name: '4v4 Standard' })).toEqual(STANDARD_FORMAT);
    expect(matchFormatSchema.parse(stored)).toEqual(STANDARD_FORMAT);
    expect(matchSchema.safeParse(newMatch()).success).toBe(true);
  });

  it('accepts exactly the range: P 2-8, R 1-P, P frames a round; as stored, a singles tie too', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 10 }),
        fc.integer({ min: -1, max: 10 }),
        fc.integer({ min: -1, max: 10 }),
        (positionsPerTeam, roundsPerMatch, framesPerRound) => {
          const valid =
            positionsPerTeam >= 2 &&
            positionsPerTeam <= 8 &&
            roundsPerMatch >= 1 &&
            roundsPerMatch <= positionsPerTeam &&
            framesPerRound === positionsPerTeam;
          const format = { positionsPerTeam, roundsPerMatch, framesPerRound, name: 'Any' };
          expect(leagueFormatSchema.safeParse(format).success).toBe(valid);
          // A stored match may also be a singles tie: one position, one round (decision 0048).
          const singles = positionsPerTeam === 1 && roundsPerMatch === 1 && framesPerRound === 1;
          expect(matchFormatSchema.safeParse(format).success).toBe(valid || singles);
          // customFormat checks the league's range by hand (it runs where no schema is loaded).
          if (framesPerRound === positionsPerTeam) {
            const made = () => customFormat(positionsPerTeam, roundsPerMatch);
            if (valid) expect(leagueFormatSchema.parse(made())).toEqual(made());
            else expect(made).toThrow(RangeError);
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(matchFormatSchema.safeParse({ ...STANDARD_FORMAT, name: '' }).success).toBe(false);
    expect(matchFormatSchema.parse(singlesFormat(3))).toEqual(singlesFormat(3));
  });

  it('says "all four rounds" in the 4v4 Standard', () => {
    expect(allRoundsWords(STANDARD_FORMAT)).toBe('all four rounds');
    expect(allRoundsWords(customFormat(3, 1))).toBe('the round');
  });
});

describe.each(ALL_FORMATS)('$name', (format) => {
  const P = format.positionsPerTeam;
  const R = format.roundsPerMatch;
  const matchIdArb = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6})?$/);

  it(`has ${R} x ${P} frames, each with its id, round 1 frame 1 first`, () => {
    fc.assert(
      fc.property(matchIdArb, (matchId) => {
        const frames = generateFrames({ matchId, seasonId: 's1' }, format);
        expect(frames).toHaveLength(R * P);
        expect(framesPerMatch(format)).toBe(R * P);
        frames.forEach((frame, index) => {
          expect(frameIndex(frame.round, frame.frameNumber, format)).toBe(index);
          expect(frame.frameId).toBe(`${matchId}-R${frame.round}-F${frame.frameNumber}`);
          expect(isFrameOfFormat(format, frame.round, frame.frameNumber)).toBe(true);
          expect(frame.matchId).toBe(matchId);
        });
        expect(new Set(frames.map((frame) => frame.frameId)).size).toBe(R * P);
      }),
      { numRuns: 10 },
    );
  });

  const match = newMatch(format);

  it('fields each home and each away position exactly once per round', () => {
    for (const { round, frames } of roundsOf(match)) {
      expect(frames.map((frame) => frame.frameNumber)).toEqual(squad('', P).map(Number));
      expect([...frames.map((frame) => frame.homePosition)].sort()).toEqual(
        homePositionsOf(format),
      );
      expect([...frames.map((frame) => frame.awayPosition)].sort((a, b) => a - b)).toEqual(
        awayPositionsOf(format),
      );
      expect(frames.every((frame) => frame.round === round)).toBe(true);
    }
  });

  it('turns the away order one place each round; home holds its order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: R }),
        fc.integer({ min: 1, max: P }),
        (round, frameNumber) => {
          const frame = frameAt(match, round, frameNumber);
          expect(frame?.homePosition).toBe(homePositionLetter((frameNumber - 1) % P));
          expect(frame?.awayPosition).toBe(awayPositionNumber((frameNumber - 1 + round - 1) % P));
          if (round < R) {
            const next = frameAt(match, round + 1, frameNumber);
            expect(next?.homePosition).toBe(frame?.homePosition);
            expect(next?.awayPosition).toBe(((frame?.awayPosition ?? 0) % P) + 1);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('pairs each home position with each away position at most once', () => {
    const pairs = match.frames.map((frame) => `${frame.homePosition}v${frame.awayPosition}`);
    expect(new Set(pairs).size).toBe(R * P);
  });

  it('lets home break on odd frame numbers, away on even', () => {
    for (const frame of match.frames) {
      expect(frame.breakerSide).toBe(frame.frameNumber % 2 === 1 ? 'home' : 'away');
    }
  });

  it('starts with one line-up flag per round and nothing locked', () => {
    expect(match.progress.lineupLocked.home).toHaveLength(R);
    expect(match.progress.lineupLocked.away).toHaveLength(R);
    expect(match.progress.roundsLocked).toBe(0);
    expect(matchSchema.safeParse(match).success).toBe(true);
  });

  it('drops supplied frames outside the format when completing a match', () => {
    const owner = { matchId: 'm1', seasonId: 's1' };
    const outside = [
      { ...generateFrames(owner, format)[0], round: R + 1, homePlayerId: 'x' },
      { ...generateFrames(owner, format)[0], frameNumber: P + 1, homePlayerId: 'x' },
    ];
    expect(completeFrames(owner, outside, format)).toEqual(generateFrames(owner, format));
  });

  it('plays a whole match through the lifecycle to completed, the score the frames won', () => {
    const started = startedMatch(format);
    const sideArb = fc.constantFrom<Side>('home', 'away');
    const lineupArb = (prefix: string) =>
      fc
        .array(fc.boolean(), { minLength: P, maxLength: P })
        .map((fielded) =>
          fielded.map((plays, index) => (plays ? `${prefix}${index + 1}` : VACANT)),
        );
    const roundArb = fc.record({
      home: lineupArb('h'),
      away: lineupArb('a'),
      winners: fc.array(sideArb, { minLength: P, maxLength: P }),
    });
    fc.assert(
      fc.property(fc.array(roundArb, { minLength: R, maxLength: R }), (rounds) => {
        let match = started;
        rounds.forEach(({ home, away, winners }, index) => {
          const round = index + 1;
          expect(openRound(match)).toBe(round);
          match = step(
            match,
            { type: 'setLineup', side: 'home', round, positions: home, locked: true },
            homeCaptain,
          );
          match = step(
            match,
            { type: 'setLineup', side: 'away', round, positions: away, locked: true },
            awayCaptain,
          );
          expect(lineupOf(match, 'home', round)).toEqual(home);
          expect(lineupOf(match, 'away', round)).toEqual(away);
          winners.forEach((side, frameIndexInRound) => {
            const frame = frameAt(match, round, frameIndexInRound + 1);
            if (!frame || frame.state !== 'unplayed') return;
            const winnerPlayerId = side === 'home' ? frame.homePlayerId : frame.awayPlayerId;
            match = step(
              match,
              {
                type: 'scoreFrame',
                frameId: frame.frameId,
                winnerPlayerId,
                baseVersion: frame.version,
              },
              side === 'home' ? homeCaptain : awayCaptain,
            );
          });
          match = step(match, { type: 'lockRound', round }, awayCaptain);
        });
        expect(openRound(match)).toBeNull();
        match = step(match, { type: 'confirm', side: 'home' }, homeCaptain);
        match = step(match, { type: 'confirm', side: 'away' }, awayCaptain);
        expect(match.state).toBe('completed');
        expect(match.frames).toHaveLength(R * P);
        expect(match.frames.every((frame) => frame.isComplete && frame.state === 'locked')).toBe(
          true,
        );
        const wonBy = (side: Side) =>
          match.frames.filter(
            (frame) =>
              frame.winnerPlayerId !== null &&
              frame.winnerPlayerId === (side === 'home' ? frame.homePlayerId : frame.awayPlayerId),
          ).length;
        expect(match.homeScore).toBe(wonBy('home'));
        expect(match.awayScore).toBe(wonBy('away'));
        expect(match.homeScore + match.awayScore).toBe(
          match.frames.filter((frame) => frame.winnerPlayerId !== null).length,
        );
        expect(matchSchema.safeParse(match).success).toBe(true);
      }),
      { numRuns: 8 },
    );
  });

  it(`refuses a line-up of anything but ${P} positions, saying ${P}`, () => {
    const started = startedMatch(format);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }).filter((length) => length !== P),
        (length) => {
          const positions = Array.from({ length }, () => VACANT);
          const result = apply(
            started,
            { type: 'setLineup', side: 'home', round: 1, positions, locked: false },
            homeCaptain,
          );
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(result.code).toBe('validation_failed');
          expect(result.message).toBe(`Give ${P} positions.`);
        },
      ),
      { numRuns: 10 },
    );
    expect(
      lineupBodySchema.safeParse({ side: 'home', round: R, positions: squad('h', P) }).success,
    ).toBe(true);
  });

  it('refuses to lock a round before its frames have results, naming its P frames', () => {
    const result = apply(startedMatch(format), { type: 'lockRound', round: 1 }, homeCaptain);
    expect(!result.ok && result.message).toBe(
      `All ${P} frames of round 1 need a result before it is locked.`,
    );
  });

  it('takes the whole frames of the format, and refuses a count of another', () => {
    const frames = newMatch(format).frames;
    expect(framesReplaceSchema.safeParse({ frames, reason: 'fix' }).success).toBe(true);
    const other = generateFrames(
      { matchId: 'm1', seasonId: 's1' },
      R === P ? customFormat(P, 1) : STANDARD_FORMAT,
    );
    const result = apply(
      startedMatch(format),
      { type: 'replaceFrames', frames: other },
      homeCaptain,
    );
    if (other.length !== frames.length) {
      expect(!result.ok && result.message).toBe(
        R * P === 16
          ? 'Frames array must contain exactly 16 frames.'
          : `Frames array must contain exactly ${R * P} frames.`,
      );
    }
  });
});

describe('a 5v5 match', () => {
  const fiveVFive = FORMAT_PRESETS[1] ?? STANDARD_FORMAT;

  it('has frame 25, R5 F5: E v 4', () => {
    const match = newMatch(fiveVFive);
    expect(match.frames).toHaveLength(25);
    expect(match.frames[24]).toMatchObject({
      frameId: 'm1-R5-F5',
      round: 5,
      frameNumber: 5,
      homePosition: 'E',
      awayPosition: 4,
      breakerSide: 'home',
    });
  });

  it('refuses a frame of round 6', () => {
    const match = startedMatch(fiveVFive);
    expect(isFrameOfFormat(fiveVFive, 6, 1)).toBe(false);
    expect(frameAt(match, 6, 1)).toBeUndefined();
    const scored = apply(
      match,
      { type: 'scoreFrame', frameId: 'm1-R6-F1', winnerPlayerId: 'h1', baseVersion: 0 },
      homeCaptain,
    );
    expect(!scored.ok && scored.code).toBe('not_found');
    const lineup = apply(
      match,
      { type: 'setLineup', side: 'home', round: 6, positions: squad('h', 5), locked: true },
      homeCaptain,
    );
    expect(!lineup.ok && lineup.code).toBe('conflict');
    const locked = apply(match, { type: 'lockRound', round: 6 }, homeCaptain);
    expect(!locked.ok && locked.code).toBe('conflict');
  });

  it('refuses 16 frames with the count of its own 25', () => {
    const frames = generateFrames({ matchId: 'm1', seasonId: 's1' });
    const result = apply(startedMatch(fiveVFive), { type: 'replaceFrames', frames }, homeCaptain);
    expect(!result.ok && result.message).toBe('Frames array must contain exactly 25 frames.');
  });
});

describe('the whole-frames update schema', () => {
  const frames = generateFrames({ matchId: 'm1', seasonId: 's1' });

  it('refuses a list that forms no grid with the count of the grid it reaches', () => {
    const repeated = framesReplaceSchema.safeParse({ frames: [...frames, frames[0]], reason: 'x' });
    expect(!repeated.success && repeated.error.issues[0]?.message).toBe(
      'Frames array must contain exactly 16 frames.',
    );
    const fives = generateFrames({ matchId: 'm1', seasonId: 's1' }, customFormat(5, 5));
    const short = framesReplaceSchema.safeParse({ frames: fives.slice(1), reason: 'x' });
    expect(!short.success && short.error.issues[0]?.message).toBe(
      'Frames array must contain exactly 25 frames.',
    );
  });

  it('refuses more frames than any format has', () => {
    const many = Array.from({ length: 65 }, () => frames[0]);
    expect(framesReplaceSchema.safeParse({ frames: many, reason: 'x' }).success).toBe(false);
  });
});
