// The build's brotli and gzip copies: which files get them, that they decode to the file, and
// that a real build compresses the service worker too without listing a copy for it to precache.
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDirectory, precompress } from './precompress.ts';
import { serviceWorker } from './service-worker.ts';

/** Text that compresses well, `bytes` long. */
const text = (bytes: number) =>
  'const frame = "break and run";\n'.repeat(bytes / 30).slice(0, bytes);

const expectCopies = (file: string) => {
  const content = readFileSync(file);
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(content), file).toBe(true);
  expect(gunzipSync(readFileSync(`${file}.gz`)).equals(content), file).toBe(true);
};

const expectNoCopies = (file: string) => {
  expect(existsSync(`${file}.br`), file).toBe(false);
  expect(existsSync(`${file}.gz`), file).toBe(false);
};

describe('precompressDirectory', () => {
  it('writes a .br and a .gz beside each text file worth it, and nothing beside the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cueleague-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const worth = [
      'assets/index-abc.js',
      'assets/index-abc.css',
      'index.html',
      'sw.js',
      'icon.svg',
    ];
    worth.push('stats.json', 'manifest.webmanifest');
    for (const file of worth) writeFileSync(join(dir, file), text(4 * MIN_BYTES));
    const skipped = {
      // Under the size worth a file.
      'assets/tiny-abc.js': text(MIN_BYTES - 1),
      // Compressed already.
      'assets/roboto-abc.woff2': text(4 * MIN_BYTES),
      'icons/icon-512.png': text(4 * MIN_BYTES),
      // Source maps are for developer tools only.
      'assets/index-abc.js.map': text(4 * MIN_BYTES),
      // Text that does not shrink: sent as it is.
      'noise.json': randomBytes(4 * MIN_BYTES),
    };
    mkdirSync(join(dir, 'icons'));
    for (const [file, content] of Object.entries(skipped)) writeFileSync(join(dir, file), content);

    const written = await precompressDirectory(dir);
    expect(written).toHaveLength(2 * worth.length);
    for (const file of worth) expectCopies(join(dir, file));
    for (const file of Object.keys(skipped)) expectNoCopies(join(dir, file));

    // A second run compresses the files again, never the copies.
    expect(await precompressDirectory(dir)).toEqual(written);
    expect(
      readdirSync(dir, { recursive: true }).filter((f) => /\.(br|gz)\./.test(String(f))),
    ).toEqual([]);
  });
});

describe('the precompress plugin in a build', () => {
  it('compresses the app and the service worker, which precaches only the files themselves', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cueleague-build-'));
    mkdirSync(join(root, 'public'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><head><title>CueLeague</title></head><body>' +
        '<script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(join(root, 'main.js'), `console.log(${JSON.stringify(text(8 * MIN_BYTES))});`);
    writeFileSync(
      join(root, 'public', 'favicon.svg'),
      `<svg><!-- ${text(2 * MIN_BYTES)} --></svg>`,
    );
    writeFileSync(join(root, 'public', 'manifest.webmanifest'), '{"name":"CueLeague"}');
    // A worker large enough to be worth compressing, which keeps its precache list readable.
    const entry = join(root, 'sw-entry.js');
    writeFileSync(
      entry,
      `self.precache = __PRECACHE__; self.note = ${JSON.stringify(text(2 * MIN_BYTES))};`,
    );
    const outDir = join(root, 'dist');

    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [serviceWorker({ entry }), precompress()],
      build: { outDir, sourcemap: true },
    });

    const assets = readdirSync(join(outDir, 'assets'));
    const main = assets.find((file) => /^index-.*\.js$/.test(file));
    if (!main) throw new Error(`no main chunk among ${assets.join(', ')}`);
    expectCopies(join(outDir, 'assets', main));
    expectCopies(join(outDir, 'favicon.svg'));
    // Written last by the service worker plugin, and still compressed.
    expectCopies(join(outDir, 'sw.js'));
    expectNoCopies(join(outDir, 'manifest.webmanifest'));
    expectNoCopies(join(outDir, 'assets', `${main}.map`));

    // The minifier may write the list as one string: read the names, whatever quotes them.
    const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
    expect(worker).toContain(`/assets/${main}`);
    expect(worker).toContain('/favicon.svg');
    expect(worker).not.toMatch(/\.(br|gz)[,`'"\]]/);
  });
});
