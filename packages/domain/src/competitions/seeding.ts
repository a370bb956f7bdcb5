// Standard knockout seeding (docs/rules.md, Knockouts): where each seed stands in a bracket.

/** The smallest power of two holding `count` entrants: the bracket's size. */
export const bracketSize = (count: number): number => {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`An entrant count must be a whole number of at least 1, got ${count}`);
  }
  let size = 1;
  while (size < count) size *= 2;
  return size;
};

/**
 * The seed on each line of a bracket of `size` (a power of two), top line first:
 * seedOrder(8) = [1, 8, 4, 5, 2, 7, 3, 6]. Each doubling puts seed s beside seed size + 1 - s, so
 * seeds 1 and 2 are in opposite halves, 1-4 in different quarters, and a first-round tie pairs
 * seed s with seed size + 1 - s: with fewer entrants than lines, the missing high seeds are the
 * byes of seeds 1, 2, 3...
 */
export const seedOrder = (size: number): number[] => {
  if (!Number.isInteger(size) || size < 1 || bracketSize(size) !== size) {
    throw new RangeError(`A bracket's size is a power of two, got ${size}`);
  }
  let order = [1];
  while (order.length < size) {
    const doubled = order.length * 2;
    order = order.flatMap((seed) => [seed, doubled + 1 - seed]);
  }
  return order;
};

/**
 * The round in which lines `a` and `b` (0-based) of a bracket could first meet: 1 if they share
 * a first-round tie, 2 if the same second-round tie, and so on.
 */
export const meetingRound = (a: number, b: number): number => {
  let round = 0;
  for (let x = a, y = b; x !== y; x >>= 1, y >>= 1) round++;
  return round;
};
