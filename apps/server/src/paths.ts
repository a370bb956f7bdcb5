// Where the server's files are. Found by walking up from this module to the server package's
// package.json, so the answer is the same when run from src/ (tsx) and from the bundle in dist/.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const findPackageRoot = (from: string): string => {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
};

/** apps/server */
export const SERVER_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
/** The built web app, beside the server in the workspace (apps/web/dist). */
export const DEFAULT_WEB_DIST = join(SERVER_ROOT, '..', 'web', 'dist');
