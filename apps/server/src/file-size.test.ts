// No source file over 500 lines, in any package: a file that long holds several ideas, and the
// next change to it is hard to place and to review. Split it along its seams (docs/architecture.md).
// Tests are left out (a test file is a list of cases), and so is the demo league's seed data.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

export const MAX_LINES = 500;

/** Where the source is. */
const FOLDERS = ['packages', 'apps', 'bench', 'e2e'];
/** Built, installed or generated: not ours to split. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-ssr', 'coverage', 'test-results']);

/** Whether a file (its path from the repository's root) is source that the limit holds for. */
export const isCounted = (path: string): boolean =>
  /\.(ts|tsx|js|mjs|cjs)$/.test(path) &&
  !/\.(test|spec)\.(ts|tsx)$/.test(path) &&
  !path.startsWith('apps/server/src/seed/');

interface FileLines {
  path: string;
  lines: number;
}

/** The files over `max` lines, longest first. */
export const oversized = (files: readonly FileLines[], max: number): FileLines[] =>
  files.filter((file) => file.lines > max).sort((a, b) => b.lines - a.lines);

const lineCount = (text: string): number =>
  text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Every counted source file of the repository's source folders, with its length in lines. */
const sourceFiles = (): FileLines[] => {
  const found: FileLines[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(full);
        continue;
      }
      const path = relative(root, full);
      if (entry.isFile() && isCounted(path))
        found.push({ path, lines: lineCount(readFileSync(full, 'utf8')) });
    }
  };
  for (const folder of FOLDERS) walk(join(root, folder));
  return found;
};

describe('source file size', () => {
  const files = sourceFiles();

  it(`no source file is over ${MAX_LINES} lines`, () => {
    expect(files.length).toBeGreaterThan(100);
    expect(oversized(files, MAX_LINES)).toEqual([]);
  });

  it('names a file over the limit, longest first, and lets one at the limit pass', () => {
    const fake = [
      { path: 'apps/server/src/routes/a.ts', lines: 500 },
      { path: 'apps/server/src/routes/b.ts', lines: 501 },
      { path: 'packages/domain/src/c.ts', lines: 698 },
      { path: 'apps/web/src/d.tsx', lines: 652 },
    ];
    expect(oversized(fake, 500)).toEqual([
      { path: 'packages/domain/src/c.ts', lines: 698 },
      { path: 'apps/web/src/d.tsx', lines: 652 },
      { path: 'apps/server/src/routes/b.ts', lines: 501 },
    ]);
  });

  it('counts source, not tests or the seed data', () => {
    expect(isCounted('packages/domain/src/match-lifecycle.ts')).toBe(true);
    expect(isCounted('apps/web/src/features/scoring/components/frame-card.tsx')).toBe(true);
    expect(isCounted('bench/lib/spectator-worker.mjs')).toBe(true);
    expect(isCounted('packages/domain/src/match-lifecycle.test.ts')).toBe(false);
    expect(isCounted('e2e/tests/journeys/a-season.spec.ts')).toBe(false);
    expect(isCounted('apps/server/src/seed/demo-data.ts')).toBe(false);
    expect(isCounted('docs/architecture.md')).toBe(false);
  });

  it('counts lines as an editor numbers them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('one\ntwo\n')).toBe(2);
    expect(lineCount('one\ntwo')).toBe(2);
  });
});
