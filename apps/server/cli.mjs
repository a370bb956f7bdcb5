// `npm run backup | restore | export | import`: the compiled CLI (dist/cli.js), as docs/deploy.md's
// `league` helper runs it on a server. No build step here: building needs the dev dependencies
// (esbuild, the web app's toolchain), which a server need not keep; `npm run build` (or
// `npm start`) builds it once. Without a build, one line says so instead of a stack trace.
import { existsSync } from 'node:fs';

const cli = new URL('./dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error(
    'The server is not built (apps/server/dist/cli.js is missing): run `npm run build` first.',
  );
  process.exit(1);
}
await import(cli.href);
