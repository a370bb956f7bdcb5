// A frame's result in words: a race's carry its racks ("R. Moss won 3-2", "2-1, being played");
// a one-frame format's read exactly as before.
import type { Frame, MatchFormat } from '@cueleague/domain/entities';
import { outcomeOf, withRacks, withResult } from '@cueleague/domain/frame-result';
import { customFormat, STANDARD_FORMAT } from '@cueleague/domain/match-format';
import { createMatch } from '@cueleague/domain/new-match';
import { describe, expect, it } from 'vitest';
import { frameLine, resultWords } from './frame-result-words.ts';

const NAMES: Record<string, string> = { h1: 'R. Moss', a1: 'M. Ward' };
const name = (id: string) => NAMES[id] ?? id;

/** Round 1, frame 1 of a new match in this format: R. Moss (home) v M. Ward (away). */
const firstFrame = (format: MatchFormat): Frame => {
  const [frame] = createMatch({
    id: 'm1',
    seasonId: 's1',
    homeTeamId: 't1',
    awayTeamId: 't2',
    scheduledDate: '2026-03-10T19:30:00.000Z',
    format,
  }).frames;
  if (!frame) throw new Error('A match has frames');
  return { ...frame, homePlayerId: 'h1', awayPlayerId: 'a1' };
};

const RACE_TO_3 = customFormat(2, 1, 3);
const race = (home: number, away: number): Frame =>
  withRacks(firstFrame(RACE_TO_3), { home, away }, 3);
const words = (frame: Frame) => resultWords(frame, outcomeOf(frame), name);

describe('resultWords and frameLine in a race to 3', () => {
  it("say the winner with the racks, the winner's first", () => {
    expect(words(race(3, 2))).toBe('R. Moss won 3-2');
    expect(words(race(1, 3))).toBe('M. Ward won 3-1');
    expect(frameLine(race(3, 2), name)).toBe(
      'Round 1, frame 1: R. Moss v M. Ward, R. Moss won 3-2',
    );
  });

  it('say a race being played by its racks, home first, not as a result', () => {
    expect(words(race(2, 1))).toBe('2-1, being played');
    expect(words(race(0, 2))).toBe('0-2, being played');
    expect(frameLine(race(2, 1), name)).toBe(
      'Round 1, frame 1: R. Moss v M. Ward, 2-1, being played',
    );
  });

  it('say a race not begun as no result', () => {
    expect(words(race(0, 0))).toBe('no result');
    expect(frameLine(race(0, 0), name)).toBe('Round 1, frame 1: R. Moss v M. Ward');
  });

  it("leave the stored racks out of an entry's different result", () => {
    // The other captain's entry said M. Ward won; the frame stands at 3-2 to R. Moss.
    expect(resultWords(race(3, 2), 'away', name)).toBe('M. Ward won');
    expect(resultWords(race(2, 1), 'home', name)).toBe('R. Moss won');
  });

  it('say a race won by a tap on its winner with the racks it was left at', () => {
    expect(words(withResult(race(1, 2), 'h1', 3))).toBe('R. Moss won 3-2');
  });
});

describe('resultWords and frameLine in a one-frame format', () => {
  const frame = firstFrame(STANDARD_FORMAT);

  it('read as they always have: no 1-0', () => {
    expect(words(withResult(frame, 'h1'))).toBe('R. Moss won');
    expect(words(withResult(frame, 'a1'))).toBe('M. Ward won');
    expect(words(withResult(frame, null))).toBe('no winner');
    expect(words(frame)).toBe('no result');
    expect(frameLine(withResult(frame, 'a1'), name)).toBe(
      'Round 1, frame 1: R. Moss v M. Ward, M. Ward won',
    );
    expect(frameLine(frame, name)).toBe('Round 1, frame 1: R. Moss v M. Ward');
  });
});
