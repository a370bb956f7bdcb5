// Builds the service worker (src/service-worker/service-worker.ts) to /sw.js after the app:
// the list of files to precache comes from the app's own bundle (every emitted file but source
// maps and the .woff fonts that browsers with a service worker never load) plus the public
// folder, and the list's hash names the cache, so every build that changes a file installs anew.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const skipped = (fileName: string): boolean =>
  fileName.endsWith('.map') || fileName.endsWith('.woff') || fileName === 'sw.js';

const filesUnder = (root: string): string[] => {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(root, path).split(sep).join('/'));
    }
  };
  try {
    walk(root);
  } catch {
    // No public folder.
  }
  return out.sort();
};

export const serviceWorker = ({ entry }: { entry: string }): Plugin => {
  let config: ResolvedConfig;
  let precache: { version: string; files: string[] } | null = null;
  return {
    name: 'cueleague:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const files: string[] = [];
      for (const fileName of Object.keys(bundle).sort()) {
        const output = bundle[fileName];
        if (!output || skipped(fileName)) continue;
        files.push(`/${fileName}`);
        hash.update(fileName).update(output.type === 'chunk' ? output.code : output.source);
      }
      for (const fileName of config.publicDir ? filesUnder(config.publicDir) : []) {
        if (skipped(fileName)) continue;
        files.push(`/${fileName}`);
        hash.update(fileName).update(readFileSync(join(config.publicDir, fileName)));
      }
      if (!files.includes('/index.html'))
        this.error('The service worker needs index.html in the build.');
      precache = { version: hash.digest('hex').slice(0, 16), files };
    },
    async closeBundle() {
      if (!precache) return;
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __PRECACHE__: JSON.stringify(precache) },
        build: {
          outDir: config.build.outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          sourcemap: false,
          lib: {
            entry,
            formats: ['iife'],
            name: 'cueleagueServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
};
