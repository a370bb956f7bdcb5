// One lint config for the whole workspace: type-aware typescript-eslint, plus the dependency
// direction (docs/architecture.md): domain imports no app; web never imports server; inside the
// web, features never import each other, the shared layers never import a feature, and only app/
// imports app/.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The web's layers, from shared to specific: components and lib, then entities (each entity's
// queries, hooks and small views), then features (pages), then app (routes). A feature composes
// entities; what two features need moves down a layer.
const WEB = './apps/web/src';
const features = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayers = (from = { app: true }) => [
  ...(from.app
    ? [
        {
          target: `${WEB}/features`,
          from: `${WEB}/app`,
          message:
            'app/ loads the features: a feature never imports app/. Move what it needs into entities/, components/ or lib/.',
        },
      ]
    : []),
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: `A feature never imports another feature: move what ${feature} shares into entities/ or components/.`,
  })),
  {
    target: `${WEB}/entities`,
    from: [`${WEB}/features`, ...(from.app ? [`${WEB}/app`] : [])],
    message: 'Entities are shared by features: they never import a feature or app/.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/entities`, ...(from.app ? [`${WEB}/app`] : [])],
    message: 'components/ and lib/ are the bottom layer: they import no feature, entity or app/.',
  },
];

const appZones = [
  {
    target: './packages/domain',
    from: './apps',
    message: 'domain is pure: it imports nothing of the apps.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'web never imports server code; share types through domain.',
  },
];

// The calls that start a Kysely query: outside repositories/ and db/ they are refused.
const QUERY_BUILDERS = [
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'selectNoFrom',
  'mergeInto',
  'replaceInto',
  'executeQuery',
];
const QUERY_MESSAGE =
  'Queries live in repositories: move this query into apps/server/src/repositories/<table family>.ts (or db/ for the database as a whole) and call it from here.';
// A query's clauses: a repository that took them from its caller (a callback narrowing its query)
// would let the query be written outside it. No other object on the server has these methods.
const QUERY_CLAUSES = [
  'where',
  'whereRef',
  'orderBy',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'groupBy',
  'having',
  'selectAll',
  'returning',
  'returningAll',
  'onConflict',
  'forUpdate',
  'distinctOn',
];
const CLAUSE_MESSAGE =
  'Query clauses live in repositories too: give the repository a named read (or a field of its typed filter, as MatchFilter in repositories/matches.ts) instead of narrowing its query from here.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...webLayers()] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` keeps the module's import (and its side effects, zod schemas
      // included) in a bundle; `import type { A }` does not.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // Fastify hooks and handlers are async so that a thrown error becomes the reply.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // A web test may use app/ (its query client, its theme); the other layer rules hold for tests too.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...appZones, ...webLayers({ app: false })] },
      ],
    },
  },
  {
    // A query key comes from its entity's key factory (docs/architecture.md), never written out:
    // two spellings of one key would miss each other's invalidations. Tests may write them out.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='queryKey'] > ArrayExpression, CallExpression[callee.property.name=/^(get|set)QueryData$/] > ArrayExpression.arguments:first-child",
          message: "A query key comes from its entity's key factory (e.g. matchKeys.detail(id)).",
        },
      ],
    },
  },
  {
    // The DOM's globals named like a variable (`origin`, `name`, `status`, `event`): a missing
    // local of that name still compiles and runs in a browser, reading the window's, and fails
    // only where there is no window (the server's page renderer, ssr/). Say `window.` if meant.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['origin', 'name', 'status', 'event', 'length', 'top', 'parent'].map((name) => ({
          name,
          message: `The window's ${name}: declare the local, or write window.${name}.`,
        })),
      ],
    },
  },
  {
    // The domain package does no I/O: no Node built-ins.
    files: ['packages/domain/**/*.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // Queries live in repositories (docs/architecture.md): on the server, only repositories/ and
    // db/ (and tests) build a query or add a clause to one. A `with(...)` holds its own
    // selectFrom, so it is caught too.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/repositories/**',
      'apps/server/src/db/**',
      'apps/server/src/test/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS.join('|')})$/]`,
          message: QUERY_MESSAGE,
        },
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_CLAUSES.join('|')})$/]`,
          message: CLAUSE_MESSAGE,
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', importNames: ['sql'], message: QUERY_MESSAGE }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
  },
);
