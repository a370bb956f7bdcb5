// Id-list reads go in chunks: GET /api/players?ids= takes at most ID_CHUNK_SIZE (10) ids and
// clients ask in chunks of that size (docs/api.md, Players and users; docs/rules.md, Constants).
import { ID_CHUNK_SIZE } from './constants.ts';

/**
 * Splits ids into chunks of at most `size`, after dropping repeats (first-seen order kept), so
 * no id is fetched twice and no chunk is wasted on a duplicate.
 */
export const chunkIds = (ids: readonly string[], size: number = ID_CHUNK_SIZE): string[][] => {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`Chunk size must be a whole number of at least 1, got ${size}`);
  }
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += size) {
    chunks.push(unique.slice(start, start + size));
  }
  return chunks;
};
