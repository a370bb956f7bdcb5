// Writes a brotli (.br, best quality) and a gzip (.gz, level 9) copy beside every text file of
// the build, so the server sends them as they are (@fastify/static's preCompressed) at no cost
// per request. It runs after everything else has written the build, the service worker plugin's
// sw.js included: rolldown runs closeBundle hooks one plugin after another, and this one last.
// The service worker's precache list is made from the bundle and the public folder before this
// runs, so it never names a .br or .gz file: the browser decodes what it fetches.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; fonts (woff2) and images (png) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
/** Below this, compressing saves a few hundred bytes at most: not worth two more files. */
export const MIN_BYTES = 1024;

const filesUnder = async (root: string): Promise<string[]> =>
  (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * Compresses every compressible file under `root` of `MIN_BYTES` or more, writing each copy only
 * when it is smaller than the file (otherwise the server sends the file). Returns the copies made.
 */
export const precompressDirectory = async (root: string): Promise<string[]> => {
  const written: string[] = [];
  const files = (await filesUnder(root)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const copies: [string, Buffer][] = [
        [
          `${file}.br`,
          await brotli(content, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        ],
        [`${file}.gz`, await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION })],
      ];
      for (const [path, bytes] of copies) {
        if (bytes.length >= content.length) continue;
        await writeFile(path, bytes);
        written.push(path);
      }
    }),
  );
  return written.sort();
};

export const precompress = (): Plugin => {
  let config: ResolvedConfig;
  let wrote = false;
  return {
    name: 'cueleague:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      wrote = true;
    },
    closeBundle: {
      order: 'post',
      async handler() {
        // Nothing to compress when the build failed before writing.
        if (!wrote) return;
        await precompressDirectory(resolve(config.root, config.build.outDir));
      },
    },
  };
};
