import { describe, expect, it } from 'vitest';
import { mergeTeamMatches } from './merge-matches.ts';

interface Row {
  id: string;
  scheduledDate: string;
  side?: string;
}

const m = (id: string, scheduledDate: string, side?: string): Row =>
  side ? { id, scheduledDate, side } : { id, scheduledDate };

describe('mergeTeamMatches', () => {
  it.each<[string, Row[], Row[], string[]]>([
    ['both empty', [], [], []],
    ['home only', [m('h1', '2026-03-04T19:30:00Z')], [], ['h1']],
    ['away only', [], [m('a1', '2026-03-04T19:30:00Z')], ['a1']],
    [
      'newest first across both lists',
      [m('h1', '2026-03-04T19:30:00Z'), m('h2', '2026-03-18T19:30:00Z')],
      [m('a1', '2026-03-11T19:30:00Z'), m('a2', '2026-02-25T19:30:00Z')],
      ['h2', 'a1', 'h1', 'a2'],
    ],
    [
      'the same instant written two ways is a tie, broken by id',
      [m('z', '2026-03-04T19:30:00.000Z')],
      [m('b', '2026-03-04T19:30:00Z'), m('y', '2026-03-04T20:30:00+01:00')],
      ['b', 'y', 'z'],
    ],
    [
      'an unreadable date goes last',
      [m('bad', 'soon'), m('h1', '2026-03-04T19:30:00Z')],
      [m('a1', '2020-01-01T00:00:00Z')],
      ['h1', 'a1', 'bad'],
    ],
  ])('%s', (_label, home, away, expected) => {
    expect(mergeTeamMatches(home, away).map((row) => row.id)).toEqual(expected);
  });

  it('de-duplicates by id, keeping the home copy', () => {
    const merged = mergeTeamMatches(
      [m('x', '2026-03-04T19:30:00Z', 'home'), m('x', '2026-03-04T19:30:00Z', 'home again')],
      [m('x', '2026-03-04T19:30:00Z', 'away'), m('y', '2026-03-11T19:30:00Z', 'away')],
    );
    expect(merged).toEqual([
      m('y', '2026-03-11T19:30:00Z', 'away'),
      m('x', '2026-03-04T19:30:00Z', 'home'),
    ]);
  });

  it('gives the same order whatever order the inputs come in', () => {
    const rows = [
      m('c', '2026-03-04T19:30:00Z'),
      m('a', '2026-03-04T19:30:00Z'),
      m('b', '2026-03-11T19:30:00Z'),
      m('d', '2026-02-25T19:30:00Z'),
    ];
    const expected = ['b', 'a', 'c', 'd'];
    expect(mergeTeamMatches(rows, []).map((r) => r.id)).toEqual(expected);
    expect(mergeTeamMatches([], [...rows].reverse()).map((r) => r.id)).toEqual(expected);
    expect(mergeTeamMatches(rows.slice(2), rows.slice(0, 2)).map((r) => r.id)).toEqual(expected);
  });

  it('does not change its inputs and keeps extra fields', () => {
    const home = [m('h1', '2026-03-04T19:30:00Z', 'home'), m('h2', '2026-03-18T19:30:00Z', 'home')];
    const snapshot = home.map((row) => ({ ...row }));
    const merged = mergeTeamMatches(home, []);
    expect(home).toEqual(snapshot);
    expect(merged[0]).toBe(home[1]);
  });
});
