// Decision 0024 by rule, not by luck: what `/` loads first (the app's entry and the home page,
// with every module they import at run time) holds no schema library. zod is 26 kB gzipped that
// cannot be tree-shaken per schema; one value import of a module that defines a schema (a domain
// records file, say) puts all of it back on every phone's first load. Type-only imports are
// erased by the build, so they are not followed; lazy `import()`s load later, so neither are they.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB_SRC = resolve(import.meta.dirname);
const DOMAIN_SRC = resolve(WEB_SRC, '../../../packages/domain/src');
const FIRST_LOAD = ['main.tsx', 'features/home/components/home-page.tsx'].map((file) =>
  join(WEB_SRC, file),
);
const SCHEMA_LIBRARIES = new Set(['zod', 'zod/mini', 'zod/v4']);

/** The specifiers a module imports (or re-exports) at run time: no `import type`, no `import()`. */
const runtimeImports = (source: string, fileName = 'module.ts'): string[] => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly && ts.isStringLiteral(statement.moduleSpecifier))
        specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
};

/** A specifier as a file of this repository, or null for a package from node_modules. */
const resolveLocal = (from: string, specifier: string): string | null => {
  if (specifier.startsWith('@cueleague/domain/'))
    return join(DOMAIN_SRC, `${specifier.slice('@cueleague/domain/'.length)}.ts`);
  if (!specifier.startsWith('.')) return null;
  const path = resolve(dirname(from), specifier);
  return existsSync(path) ? path : null;
};

/** Every module reached from `entries` at run time, and the packages each of them imports. */
const firstLoadGraph = (entries: readonly string[]): Map<string, string[]> => {
  const packages = new Map<string, string[]>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (packages.has(file) || /\.(css|svg|png|json)$/.test(file)) continue;
    const imports = runtimeImports(readFileSync(file, 'utf8'), file);
    packages.set(
      file,
      imports.filter((specifier) => resolveLocal(file, specifier) === null),
    );
    for (const specifier of imports) {
      const local = resolveLocal(file, specifier);
      if (local) pending.push(local);
    }
  }
  return packages;
};

describe('the first load of /', () => {
  it('follows value imports and re-exports only', () => {
    expect(
      runtimeImports(
        [
          "import { a } from './a.ts';",
          "import type { B } from './b.ts';",
          "import { type C } from './c.ts';",
          "import './d.ts';",
          "export { e } from './e.ts';",
          "export type { F } from './f.ts';",
          "const g = () => import('./g.ts');",
        ].join('\n'),
      ),
    ).toEqual(['./a.ts', './d.ts', './e.ts']);
  });

  it('holds no schema library', () => {
    const graph = firstLoadGraph(FIRST_LOAD);
    // The walk does reach the domain: a test of nothing would pass too.
    expect([...graph.keys()].some((file) => file.startsWith(DOMAIN_SRC))).toBe(true);
    const withSchemas = [...graph]
      .filter(([, packages]) => packages.some((name) => SCHEMA_LIBRARIES.has(name)))
      .map(([file]) => relative(resolve(WEB_SRC, '../../..'), file));
    expect(withSchemas).toEqual([]);
  });
});
