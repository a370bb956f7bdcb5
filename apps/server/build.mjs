// Builds the server once for `npm start`: each entry point bundled with our own code (and the
// domain package's TypeScript) into dist/, every npm package left to be loaded from node_modules
// as usual (native ones such as better-sqlite3 and argon2 cannot be bundled). Plain `node` then
// runs it, with no TypeScript compiled at run time.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    'seed-demo': 'src/seed/seed-demo.ts',
    cli: 'src/cli/cli.ts',
  },
  // SERVER_BUILD_DIR: a test builds an installation elsewhere, leaving this checkout's dist alone.
  outdir: process.env.SERVER_BUILD_DIR ?? 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(build) {
        // Bare imports are npm packages, except our workspace's own domain package (TypeScript).
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@cueleague/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
