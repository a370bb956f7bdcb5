// What the apps need at run time is what their package.json files declare as dependencies: a
// server installed without the dev dependencies runs without tsx or pino-pretty (they run the
// dev server, the tests and pretty logs), and every package the apps' own code imports is
// declared by that app, not borrowed from another workspace's list.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './test/processes.ts';

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const manifest = (workspace: string): Manifest =>
  JSON.parse(readFileSync(join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as Manifest;

/** Tools for building, testing and developing: never needed by a running server. */
const DEV_ONLY_TOOLS = ['tsx', 'pino-pretty', 'esbuild', 'typescript', 'vitest', 'smtp-server'];

/** The source files that ship: not tests, nor the helpers only tests use. */
const shippedSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'testing' ? [] : shippedSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The npm packages a file imports, by package name (`@scope/name` or `name`). */
const packagesImported = (source: string): string[] =>
  ts
    .preProcessFile(source, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((name) => !name.startsWith('.') && !name.startsWith('node:'))
    .map((name) =>
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/'),
    );

describe('the apps’ dependencies', () => {
  it('leave the dev-only tools out of the server’s run-time dependencies', () => {
    const runtime = Object.keys(manifest('apps/server').dependencies ?? {});
    expect(runtime.filter((name) => DEV_ONLY_TOOLS.includes(name))).toEqual([]);
    expect(runtime.filter((name) => name.startsWith('@types/'))).toEqual([]);
  });

  it('reads the packages a file imports, and no relative or built-in module', () => {
    expect(
      packagesImported(
        "import { z } from 'zod';\nimport type { Match } from '@cueleague/domain/entities';\n" +
          "import { join } from 'node:path';\nimport { x } from './x.ts';\nconst l = await import('pino');\n",
      ),
    ).toEqual(['zod', '@cueleague/domain', 'pino']);
  });

  it.each(['apps/server', 'apps/web'])('declares every package %s imports', (workspace) => {
    const declared = new Set(Object.keys(manifest(workspace).dependencies ?? {}));
    const undeclared = shippedSources(join(REPO_ROOT, workspace, 'src')).flatMap((file) =>
      packagesImported(readFileSync(file, 'utf8'))
        .filter((name) => !declared.has(name))
        .map((name) => `${relative(REPO_ROOT, file)}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });
});
