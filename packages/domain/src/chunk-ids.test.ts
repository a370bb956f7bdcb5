import { describe, expect, it } from 'vitest';
import { chunkIds } from './chunk-ids.ts';
import { ID_CHUNK_SIZE } from './constants.ts';

const ids = (count: number, prefix = 'p') =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

describe('chunkIds', () => {
  it('chunks by ID_CHUNK_SIZE (10) by default', () => {
    expect(ID_CHUNK_SIZE).toBe(10);
  });

  it.each<[number, number[]]>([
    [0, []],
    [1, [1]],
    [10, [10]],
    [11, [10, 1]],
    [25, [10, 10, 5]],
  ])('%i ids make chunks of %j', (count, sizes) => {
    const chunks = chunkIds(ids(count));
    expect(chunks.map((chunk) => chunk.length)).toEqual(sizes);
    expect(chunks.flat()).toEqual(ids(count));
  });

  it.each<[string[], string[][]]>([
    [['a', 'a', 'a'], [['a']]],
    [['b', 'a', 'b', 'c', 'a'], [['b', 'a', 'c']]],
    // 12 entries but only 10 distinct ids: one chunk, not two.
    [[...ids(10), 'p3', 'p7'], [ids(10)]],
    [
      [...ids(11), 'p1'],
      [ids(10), ['p11']],
    ],
  ])('drops repeats, keeping first-seen order: %j', (input, expected) => {
    expect(chunkIds(input)).toEqual(expected);
  });

  it.each<[number, number[]]>([
    [1, [1, 1, 1]],
    [2, [2, 1]],
    [3, [3]],
    [50, [3]],
  ])('takes another size: %i', (size, sizes) => {
    expect(chunkIds(ids(3), size).map((chunk) => chunk.length)).toEqual(sizes);
  });

  it.each([0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'size %s throws a RangeError',
    (size) => {
      expect(() => chunkIds(ids(3), size)).toThrow(RangeError);
    },
  );

  it('does not change its input', () => {
    const input = ['a', 'b', 'a'];
    chunkIds(input, 1);
    expect(input).toEqual(['a', 'b', 'a']);
  });
});
