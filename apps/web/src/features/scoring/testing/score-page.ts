// The scoring page of the scoring world's match, as the page tests open it.
import { beforeAll } from 'vitest';
import { MATCH_ID } from './scoring-world.ts';

export const SCORE_PATH = `/team/match/${MATCH_ID}/score`;

/** The page is a lazy chunk: loads it once before a file's tests, so the first test does not
 * time out waiting for it. */
export const preloadScorePage = (): void => {
  beforeAll(async () => {
    await import('../components/match-score-page.tsx');
  });
};
