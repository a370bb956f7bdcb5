import { describe, expect, it } from 'vitest';
import type { FrameAction } from './api/scoring-api.ts';
import {
  alreadyDone,
  checkLineup,
  frameStatus,
  UNCHOSEN,
  withPendingFrames,
} from './scoring-view.ts';
import {
  advance,
  bothConfirmed,
  MATCH_ID,
  resultToConfirm,
  scoringRound1,
} from './testing/scoring-world.ts';

describe('checkLineup', () => {
  const previous = ['h1', 'h2', 'h3', 'h4'];

  it('uses the domain substitution rule and marks the moved player by its position', () => {
    expect(checkLineup('home', ['h2', 'h1', 'h3', 'h4'], previous)).toEqual({
      problem:
        'A player who played the previous round keeps the same position or sits out (position A)',
      badSlots: [0, 1],
    });
    expect(checkLineup('away', ['h2', 'h1', 'h3', 'h4'], previous).problem).toMatch(
      /\(position 1\)$/,
    );
  });

  it('allows sitting out and bench players', () => {
    expect(checkLineup('home', ['h1', 'vacant', 'h3', 'h5'], previous).problem).toBeNull();
  });

  it('refuses a player twice and empty slots', () => {
    expect(checkLineup('home', ['h5', 'h5', 'h3', 'h4'], null).problem).toBe(
      'A player can take only one position.',
    );
    expect(checkLineup('home', ['h1', UNCHOSEN, 'h3', 'h4'], null).problem).toMatch(
      /1 still empty/,
    );
  });
});

describe('withPendingFrames', () => {
  it('shows pending writes over the server frames and recounts the score', () => {
    const match = scoringRound1();
    const frameId = `${MATCH_ID}-R1-F2`;
    const action: FrameAction = {
      type: 'scoreFrame',
      matchId: MATCH_ID,
      mutationId: 'mutation-1',
      frameId,
      winnerPlayerId: 'a2',
      baseVersion: 1,
      reason: 'Scored at the table',
    };
    const shown = withPendingFrames(match, new Map([[frameId, action]]));
    expect(shown.awayScore).toBe(1);
    expect(shown.frames[1]).toMatchObject({ winnerPlayerId: 'a2', isComplete: true, awayScore: 1 });
    expect(shown.frames[1]?.version).toBe(match.frames[1]?.version);
    expect(match.awayScore).toBe(0);
  });
});

describe('alreadyDone', () => {
  it('recognises a start, lock or confirmation the match already shows', () => {
    const base = { matchId: MATCH_ID, mutationId: 'mutation-2' };
    const started = advance(bothConfirmed(), [{ type: 'start' }]);
    expect(alreadyDone({ ...base, type: 'start' }, started)).toBe(true);
    expect(alreadyDone({ ...base, type: 'start' }, bothConfirmed())).toBe(false);
    const result = resultToConfirm();
    expect(alreadyDone({ ...base, type: 'lockRound', round: 4 }, result)).toBe(true);
    expect(alreadyDone({ ...base, type: 'confirm', side: 'home' }, result)).toBe(false);
  });
});

describe('frameStatus', () => {
  const frame = {
    entry: undefined,
    forfeit: false,
    noWinner: false,
    locked: false,
    complete: false,
  };

  it("puts the captain's own entry before what the frame is", () => {
    expect(frameStatus({ ...frame, entry: 'sending', locked: true }).text).toBe('Sending…');
    expect(frameStatus({ ...frame, entry: 'failed', complete: true }).text).toBe('Not sent yet');
    expect(frameStatus({ ...frame, entry: 'queued' }).text).toBe('Not sent yet');
    expect(frameStatus({ ...frame, entry: 'conflict', forfeit: true }).text).toBe('Conflict');
    expect(frameStatus({ ...frame, entry: 'refused', complete: true })).toMatchObject({
      text: 'Not saved',
      color: 'error.light',
    });
  });

  it('then says what the frame is', () => {
    expect(frameStatus({ ...frame, forfeit: true, locked: true }).text).toBe('Forfeit');
    expect(frameStatus({ ...frame, forfeit: true, noWinner: true }).text).toBe(
      'Both vacant · no winner',
    );
    expect(frameStatus({ ...frame, locked: true, complete: true }).icon).toBe('lock');
    expect(frameStatus({ ...frame, complete: true }).text).toBe('Saved');
    expect(frameStatus({ ...frame, entry: 'saved' }).text).toBe('Saved');
    expect(frameStatus(frame).text).toBe('No result yet');
  });
});
