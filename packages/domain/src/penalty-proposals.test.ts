import { describe, expect, it } from 'vitest';
import {
  latePenaltiesDue,
  NO_PENALTIES,
  penaltiesFromAfter,
  unconfirmedPenaltiesDue,
  type PenaltyRules,
} from './penalty-proposals.ts';
import { DEFAULT_RESULT_DEADLINES } from './result-deadlines.ts';
import {
  allRoundsLocked,
  awayCaptain,
  homeCaptain,
  newMatch,
  startedMatch,
  step,
} from './testing/lifecycle-driver.ts';

const HOUR = 3_600_000;
/** The driver's matches start at 19:30 UTC on 4 March 2025. */
const START = Date.parse('2025-03-04T19:30:00.000Z');
const OVERDUE = START + 49 * HOUR;
const RULES: PenaltyRules = {
  lateResultPenalty: 4,
  unconfirmedPenalty: 6,
  penaltiesFrom: '2025-03-01T00:00:00.000Z',
};
const late = (match: Parameters<typeof latePenaltiesDue>[0], rules = RULES, at = OVERDUE) =>
  latePenaltiesDue(match, DEFAULT_RESULT_DEADLINES, rules, at).map(({ side, teamId, points }) => [
    side,
    teamId,
    points,
  ]);

describe('late-result penalties', () => {
  it('are due once the result is overdue, for each side it still waits on', () => {
    expect(late(startedMatch(), RULES, START + 47 * HOUR)).toEqual([]);
    const { homeTeamId: home, awayTeamId: away } = startedMatch();
    expect(late(startedMatch())).toEqual([
      ['home', home, -4],
      ['away', away, -4],
    ]);
    const homeConfirmed = step(allRoundsLocked(), { type: 'confirm', side: 'home' }, homeCaptain);
    expect(late(homeConfirmed)).toEqual([['away', away, -4]]);
  });

  it('are never due for a match not started, a dispute, a cup tie, or with the rule off', () => {
    expect(late(newMatch())).toEqual([]);
    const disputed = step(
      allRoundsLocked(),
      { type: 'dispute', side: 'away', reason: 'Frame 3 was ours' },
      awayCaptain,
    );
    expect(late(disputed)).toEqual([]);
    expect(late({ ...startedMatch(), competitionId: 'cup-1' })).toEqual([]);
    expect(late(startedMatch(), { ...RULES, lateResultPenalty: 0 })).toEqual([]);
    expect(late(startedMatch(), NO_PENALTIES)).toEqual([]);
  });

  it('reach no match scheduled before the rules were switched on', () => {
    expect(late(startedMatch(), { ...RULES, penaltiesFrom: '2025-03-05T00:00:00.000Z' })).toEqual(
      [],
    );
  });
});

describe('unconfirmed-result penalties', () => {
  it('name the sides that never confirmed, only while confirmations are awaited', () => {
    const homeConfirmed = step(allRoundsLocked(), { type: 'confirm', side: 'home' }, homeCaptain);
    expect(unconfirmedPenaltiesDue(homeConfirmed, RULES)).toEqual([
      { side: 'away', teamId: homeConfirmed.awayTeamId, kind: 'unconfirmed', points: -6 },
    ]);
    expect(unconfirmedPenaltiesDue(allRoundsLocked(), RULES)).toHaveLength(2);
    expect(unconfirmedPenaltiesDue(startedMatch(), RULES)).toEqual([]);
    expect(unconfirmedPenaltiesDue(homeConfirmed, { ...RULES, unconfirmedPenalty: 0 })).toEqual([]);
  });
});

describe('from when the rules apply', () => {
  const NOW = '2025-04-01T12:00:00.000Z';
  it('starts when a rule is switched on, and stays while the points change', () => {
    expect(
      penaltiesFromAfter(NO_PENALTIES, { lateResultPenalty: 4, unconfirmedPenalty: 0 }, NOW),
    ).toBe(NOW);
    expect(penaltiesFromAfter(RULES, { lateResultPenalty: 3, unconfirmedPenalty: 6 }, NOW)).toBe(
      RULES.penaltiesFrom,
    );
    // The second rule switched on: it applies from now, as the first then does too.
    expect(
      penaltiesFromAfter(
        { ...RULES, unconfirmedPenalty: 0 },
        { ...RULES, unconfirmedPenalty: 2 },
        NOW,
      ),
    ).toBe(NOW);
    expect(
      penaltiesFromAfter(RULES, { lateResultPenalty: 0, unconfirmedPenalty: 0 }, NOW),
    ).toBeNull();
  });
});
