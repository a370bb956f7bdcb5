import { describe, expect, it } from 'vitest';
import { createMatch } from './new-match.ts';
import {
  availableOf,
  bySide,
  framePlayerOf,
  otherSide,
  preMatchOf,
  rosterConfirmedOf,
  sideTeamId,
  SIDES,
  withFramePlayer,
} from './sides.ts';

const match = {
  ...createMatch({
    id: 'm1',
    seasonId: 's1',
    homeTeamId: 'home-team',
    awayTeamId: 'away-team',
    scheduledDate: '2026-03-10T19:30:00.000Z',
  }),
};
const withPreMatch = {
  ...match,
  preMatchState: {
    ...match.preMatchState,
    ...preMatchOf('home', ['h1', 'h2'], true),
    ...preMatchOf('away', ['a1'], false),
  },
};

describe('sides', () => {
  it('names the other side', () => {
    expect(SIDES.map(otherSide)).toEqual(['away', 'home']);
  });

  it("reads a side's team, available players and roster confirmation", () => {
    expect(SIDES.map((side) => sideTeamId(match, side))).toEqual(['home-team', 'away-team']);
    expect(availableOf(withPreMatch, 'home')).toEqual(['h1', 'h2']);
    expect(availableOf(withPreMatch, 'away')).toEqual(['a1']);
    expect(rosterConfirmedOf(withPreMatch, 'home')).toBe(true);
    expect(rosterConfirmedOf(withPreMatch, 'away')).toBe(false);
    expect(bySide('away', 'A', 'B')).toBe('B');
  });

  it("reads and sets a side's player in a frame, leaving the other side's alone", () => {
    const frame = match.frames[0]!;
    const changed = withFramePlayer(frame, 'away', 'a9');
    expect(framePlayerOf(changed, 'away')).toBe('a9');
    expect(framePlayerOf(changed, 'home')).toBe(frame.homePlayerId);
    expect(changed.frameId).toBe(frame.frameId);
  });
});
