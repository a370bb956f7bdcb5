// The live delta: for any change (fast-check's, and every step of a match played through the
// lifecycle), applying the delta to the match before gives the match after exactly, also after a
// trip through JSON; and it applies to the version it follows and to no other.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Frame, Match, Side } from './entities.ts';
import { STANDARD_FORMAT } from './match-format.ts';
import { applyMatchDelta, isMatchDelta, matchDelta, type MatchDelta } from './match-delta.ts';
import { applyMatchAction, type MatchAction } from './match-lifecycle.ts';
import { createMatch } from './new-match.ts';
import type { Actor } from './permissions.ts';

const NOW = '2025-03-04T20:15:00.000Z';
const base = createMatch({
  id: 'm1',
  seasonId: 's1',
  homeTeamId: 'team-home',
  awayTeamId: 'team-away',
  scheduledDate: '2025-03-04T19:30:00.000Z',
  format: STANDARD_FORMAT,
});

const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Delta built, sent as JSON, checked and applied: what a client ends up with. */
const replay = (before: Match, after: Match): Match | null => {
  const sent = wire(matchDelta(before, after));
  expect(isMatchDelta(sent)).toBe(true);
  return applyMatchDelta(wire(before), sent);
};

const idArb = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const frameChangeArb = fc.record(
  {
    homePlayerId: idArb,
    awayPlayerId: idArb,
    winnerPlayerId: fc.option(idArb),
    homeScore: fc.integer({ min: 0, max: 1 }),
    awayScore: fc.integer({ min: 0, max: 1 }),
    isComplete: fc.boolean(),
    state: fc.constantFrom<Frame['state']>('unplayed', 'resulted', 'locked'),
    version: fc.nat(50),
    scoredBy: fc.option(idArb, { nil: undefined }),
    scoredAt: fc.option(fc.constant(NOW)),
  },
  { requiredKeys: [], noNullPrototype: true },
);

/** Any later version of `base`: frames changed, dropped, added or moved; any field changed. */
const changeArb = fc
  .record(
    {
      frameChanges: fc.array(fc.option(frameChangeArb, { freq: 2 }), {
        minLength: base.frames.length,
        maxLength: base.frames.length,
      }),
      dropScoredBy: fc.array(fc.boolean(), {
        minLength: base.frames.length,
        maxLength: base.frames.length,
      }),
      keep: fc.array(
        fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
        {
          minLength: base.frames.length,
          maxLength: base.frames.length,
        },
      ),
      added: fc.array(fc.record({ id: idArb, change: frameChangeArb }, { noNullPrototype: true }), {
        maxLength: 2,
      }),
      shuffle: fc.boolean(),
      state: fc.constantFrom<Match['state']>('pre-match', 'in-progress', 'completed'),
      homeScore: fc.nat(16),
      awayScore: fc.nat(16),
      venueId: fc.option(fc.option(idArb), { nil: undefined }),
      roundsLocked: fc.nat(4),
      confirmed: fc.record({ home: fc.boolean(), away: fc.boolean() }, { noNullPrototype: true }),
      homeAvailablePlayers: fc.array(idArb, { maxLength: 6 }),
      steps: fc.integer({ min: 1, max: 3 }),
    },
    { noNullPrototype: true },
  )
  .map((change): [Match, Match] => {
    const before: Match = {
      ...base,
      version: 3,
      frames: base.frames.map((frame, index) =>
        index % 3 === 0 ? { ...frame, scoredBy: 'u1', scoredAt: NOW } : frame,
      ),
    };
    let frames = before.frames
      .map((frame, index) => {
        const next: Frame = { ...frame, ...change.frameChanges[index] };
        if (change.dropScoredBy[index]) delete next.scoredBy;
        return next;
      })
      .filter((_, index) => change.keep[index]);
    frames = frames.concat(
      change.added.map(({ id, change: fields }) => ({
        ...base.frames[0]!,
        ...fields,
        frameId: `new-${id}`,
      })),
    );
    if (change.shuffle) frames = [...frames].reverse();
    const after: Match = {
      ...before,
      version: before.version + change.steps,
      state: change.state,
      homeScore: change.homeScore,
      awayScore: change.awayScore,
      frames: frames.filter(
        (frame, index) => frames.findIndex((other) => other.frameId === frame.frameId) === index,
      ),
      progress: {
        ...before.progress,
        roundsLocked: change.roundsLocked,
        confirmed: change.confirmed,
      },
      preMatchState: {
        ...before.preMatchState,
        homeAvailablePlayers: change.homeAvailablePlayers,
      },
    };
    if (change.venueId === undefined) delete after.venueId;
    else after.venueId = change.venueId;
    return [before, after];
  });

describe('a match delta', () => {
  it('turns the match before into the match after, exactly, for any change', () => {
    fc.assert(
      fc.property(changeArb, ([before, after]) => {
        expect(applyMatchDelta(before, matchDelta(before, after))).toStrictEqual(after);
        expect(replay(before, after)).toStrictEqual(wire(after));
      }),
      { numRuns: 400 },
    );
  });

  it('applies only to the version it follows', () => {
    fc.assert(
      fc.property(changeArb, fc.integer({ min: -3, max: 3 }), ([before, after], skew) => {
        fc.pre(skew !== 0);
        const delta = matchDelta(before, after);
        expect(applyMatchDelta({ ...before, version: before.version + skew }, delta)).toBeNull();
        expect(applyMatchDelta({ ...before, id: 'another' }, delta)).toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it('updates a summary (a list without frames) with everything but the frames', () => {
    fc.assert(
      fc.property(changeArb, ([before, after]) => {
        const { frames: _before, ...summary } = before;
        const { frames: _after, ...expected } = after;
        expect(applyMatchDelta(summary, matchDelta(before, after))).toStrictEqual(expected);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a copy that lacks a frame the delta only patches', () => {
    const after: Match = {
      ...base,
      version: 1,
      frames: base.frames.map((frame, index) => (index === 0 ? { ...frame, homeScore: 1 } : frame)),
    };
    const delta = matchDelta(base, after);
    expect(applyMatchDelta({ ...base, frames: base.frames.slice(1) }, delta)).toBeNull();
  });

  it('says nothing of what did not change', () => {
    const after: Match = { ...base, version: 1 };
    expect(matchDelta(base, after)).toEqual({
      id: 'm1',
      from: 0,
      version: 1,
      state: 'pre-match',
      homeScore: 0,
      awayScore: 0,
    });
  });
});

const captainOf = (teamId: string, userId: string): Actor => ({
  userId,
  role: 'captain',
  isAdmin: false,
  captainOf: [teamId],
  memberOf: [teamId],
});
const home = captainOf('team-home', 'u-home');
const away = captainOf('team-away', 'u-away');

describe('a match played through, a delta per step', () => {
  it('rebuilds every step from the one before, and a frame result carries one frame', () => {
    const sideArb = fc.constantFrom<Side>('home', 'away');
    fc.assert(
      fc.property(fc.array(sideArb, { minLength: 16, maxLength: 16 }), (winners) => {
        let match = base;
        const step = (action: MatchAction, actor: Actor): MatchDelta => {
          const result = applyMatchAction(match, action, { actor, now: NOW });
          if (!result.ok) throw new Error(`${action.type} refused: ${result.message}`);
          const next = result.value.match;
          expect(replay(match, next)).toStrictEqual(wire(next));
          const delta = matchDelta(match, next);
          match = next;
          return delta;
        };
        const squad = (prefix: string) => [1, 2, 3, 4].map((n) => `${prefix}${n}`);
        for (const [side, actor] of [
          ['home', home],
          ['away', away],
        ] as const) {
          step(
            {
              type: 'updatePreMatch',
              side,
              availablePlayers: squad(side === 'home' ? 'h' : 'a'),
              rosterConfirmed: true,
            },
            actor,
          );
        }
        step({ type: 'start' }, home);
        for (let round = 1; round <= 4; round++) {
          step(
            { type: 'setLineup', side: 'home', round, positions: squad('h'), locked: true },
            home,
          );
          step(
            { type: 'setLineup', side: 'away', round, positions: squad('a'), locked: true },
            away,
          );
          for (const frame of match.frames.filter((candidate) => candidate.round === round)) {
            const side = winners[match.frames.indexOf(frame)] ?? 'home';
            const delta = step(
              {
                type: 'scoreFrame',
                frameId: frame.frameId,
                winnerPlayerId: side === 'home' ? frame.homePlayerId : frame.awayPlayerId,
                baseVersion: frame.version,
              },
              side === 'home' ? home : away,
            );
            expect(delta.frames?.map((change) => change.frameId)).toEqual([frame.frameId]);
            expect(delta.frameIds).toBeUndefined();
          }
          step({ type: 'lockRound', round }, away);
        }
        step({ type: 'confirm', side: 'home' }, home);
        step({ type: 'confirm', side: 'away' }, away);
        expect(match.state).toBe('completed');
      }),
      { numRuns: 5 },
    );
  });
});

describe('a delta off the wire', () => {
  const sent = {
    id: 'm1',
    from: 3,
    version: 4,
    state: 'in-progress',
    homeScore: 1,
    awayScore: 0,
    set: { currentRound: 1 },
    unset: ['lockedRounds'],
    frames: [
      { frameId: 'f1', winnerPlayerId: 'p1' },
      { frameId: 'f2', whole: true },
    ],
    frameIds: ['f1', 'f2'],
  };

  it('is taken when it has what applying it reads', () => {
    expect(isMatchDelta(sent)).toBe(true);
    const { set: _set, unset: _unset, frames: _frames, frameIds: _frameIds, ...bare } = sent;
    expect(isMatchDelta(bare)).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a list', [sent]],
    ['no id', { ...sent, id: undefined }],
    ['a version in words', { ...sent, version: '4' }],
    ['a fractional score', { ...sent, homeScore: 0.5 }],
    ['no version it follows', { ...sent, from: undefined }],
    ['fields to set as a list', { ...sent, set: ['currentRound'] }],
    ['fields to unset that are not names', { ...sent, unset: [1] }],
    ['a frame without its id', { ...sent, frames: [{ winnerPlayerId: 'p1' }] }],
    ['a frame half whole', { ...sent, frames: [{ frameId: 'f1', whole: false }] }],
    ['frame ids that are not ids', { ...sent, frameIds: [null] }],
  ])('is refused with %s', (_case, value) => {
    expect(isMatchDelta(value)).toBe(false);
  });
});
