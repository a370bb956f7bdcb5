// The scorecard's frames and running score: pairings won, each race's racks beside them.
import type { Frame, Match, MatchFormat } from '@cueleague/domain/entities';
import { withRacks, withResult } from '@cueleague/domain/frame-result';
import { customFormat, STANDARD_FORMAT } from '@cueleague/domain/match-format';
import { createMatch } from '@cueleague/domain/new-match';
import { describe, expect, it } from 'vitest';
import { scorecardOf } from './scorecard.ts';

/** A match in this format whose frames, in order, are as `play` leaves them (players named). */
const matchOf = (format: MatchFormat, play: (frame: Frame, index: number) => Frame): Match => {
  const input = {
    id: 'm1',
    seasonId: 's1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    scheduledDate: '2026-03-10T19:30:00.000Z',
    format,
  };
  const frames = createMatch(input).frames.map((frame, index) =>
    play({ ...frame, homePlayerId: `h${frame.frameNumber}`, awayPlayerId: `a${index + 1}` }, index),
  );
  return createMatch({ ...input, frames });
};

/** Each frame's racks, in order; null leaves the frame unplayed. */
const raceMatch = (racks: readonly ([number, number] | null)[]): Match =>
  matchOf(customFormat(2, 2, 3), (frame, index) => {
    const these = racks[index];
    return these ? withRacks(frame, { home: these[0], away: these[1] }, 3) : frame;
  });

const rows = (match: Match) =>
  scorecardOf(match).flatMap((round) =>
    round.frames.map(({ outcome, racks, inPlay, after }) => ({ outcome, racks, inPlay, after })),
  );

describe('scorecardOf in a race to 3', () => {
  it('runs the score on in pairings won, each frame with its racks', () => {
    const match = raceMatch([
      [3, 2],
      [1, 3],
      [3, 0],
      [2, 1],
    ]);
    expect(rows(match)).toEqual([
      { outcome: 'home', racks: { home: 3, away: 2 }, inPlay: false, after: { home: 1, away: 0 } },
      { outcome: 'away', racks: { home: 1, away: 3 }, inPlay: false, after: { home: 1, away: 1 } },
      { outcome: 'home', racks: { home: 3, away: 0 }, inPlay: false, after: { home: 2, away: 1 } },
      // A race being played: its racks, no result, no running score.
      { outcome: 'unplayed', racks: { home: 2, away: 1 }, inPlay: true, after: null },
    ]);
    const [round1, round2] = scorecardOf(match);
    expect(round1).toMatchObject({ home: 1, away: 1, racks: { home: 4, away: 5 }, complete: true });
    expect(round2).toMatchObject({
      home: 1,
      away: 0,
      racks: { home: 5, away: 1 },
      complete: false,
    });
  });

  it('counts a round begun by a race in play, with no frame done', () => {
    const [round1, round2] = scorecardOf(raceMatch([[1, 0], null, null, null]));
    expect(round1?.started).toBe(true);
    expect(round1?.frames[1]).toMatchObject({ racks: { home: 0, away: 0 }, inPlay: false });
    expect(round2?.racks).toEqual({ home: 0, away: 0 });
  });
});

describe('scorecardOf in a one-frame format', () => {
  it('keeps its running score and has no racks', () => {
    const match = matchOf(STANDARD_FORMAT, (frame, index) =>
      index < 3 ? withResult(frame, index === 1 ? frame.awayPlayerId : frame.homePlayerId) : frame,
    );
    expect(rows(match).slice(0, 4)).toEqual([
      { outcome: 'home', racks: null, inPlay: false, after: { home: 1, away: 0 } },
      { outcome: 'away', racks: null, inPlay: false, after: { home: 1, away: 1 } },
      { outcome: 'home', racks: null, inPlay: false, after: { home: 2, away: 1 } },
      { outcome: 'unplayed', racks: null, inPlay: false, after: null },
    ]);
    expect(scorecardOf(match)[0]?.racks).toBeNull();
  });
});
