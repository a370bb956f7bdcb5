// Imports run one way (docs/architecture.md): in the server, app.ts builds the app from the
// routes, and the routes and services take the shared types from app-context.ts, never from
// app.ts. A circle, type imports included (they tie the files together for a reader as much as
// a runtime import does; eslint's import-x/no-cycle skips them), is refused here for every package.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

type Graph = Map<string, string[]>;

/** Each source file (tests left out) of `dir` and the files of `dir` it imports. */
const importGraph = (dir: string): Graph => {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
  const known = new Set(files);
  const target = (from: string, spec: string): string | null => {
    if (!spec.startsWith('.')) return null;
    const base = resolve(dirname(from), spec).replace(/\.js$/, '.ts');
    return (
      [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.ts$/, '.tsx')].find((path) =>
        known.has(path),
      ) ?? null
    );
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const deps = importedFiles.map((ref) => target(file, ref.fileName));
      return [file, deps.filter((dep): dep is string => dep !== null)];
    }),
  );
};

/** The import circles of a graph: each strongly connected group of two or more files. */
export const importCircles = (graph: Graph): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const dep of graph.get(file) ?? []) {
      if (!index.has(dep)) {
        visit(dep);
        low.set(file, Math.min(low.get(file)!, low.get(dep)!));
      } else if (onStack.has(dep)) {
        low.set(file, Math.min(low.get(file)!, index.get(dep)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
};

const circlesIn = (dir: string) =>
  importCircles(importGraph(join(root, dir))).map((group) =>
    group.map((file) => relative(root, file)),
  );

describe('import circles', () => {
  it.each(['apps/server/src', 'packages/domain/src', 'apps/web/src'])('%s has none', (dir) => {
    expect(circlesIn(dir)).toEqual([]);
  });

  it('finds a circle through a type import, as app.ts once made with its routes', () => {
    const graph: Graph = new Map([
      ['app.ts', ['routes/team-routes.ts']],
      ['routes/team-routes.ts', ['auth/session-cookie.ts']],
      ['auth/session-cookie.ts', ['app.ts']],
      ['main.ts', ['app.ts']],
    ]);
    expect(importCircles(graph)).toEqual([
      ['app.ts', 'auth/session-cookie.ts', 'routes/team-routes.ts'],
    ]);
  });

  it('reads `import type` as an import', () => {
    const { importedFiles } = ts.preProcessFile("import type { AppContext } from '../app.ts';");
    expect(importedFiles.map((ref) => ref.fileName)).toEqual(['../app.ts']);
  });
});
