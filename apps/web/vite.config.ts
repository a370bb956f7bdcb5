import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { wireFingerprint } from '@cueleague/domain/answers';
import { resolveCacheSize } from './src/lib/query-persistence.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { optionalFontDisplay } from './vite-plugins/font-display.ts';
import { serviceWorker } from './vite-plugins/service-worker.ts';

// In development the API runs on :3000 (npm run dev at the root); Vite proxies /api to it.
export default defineConfig(({ mode, isSsrBuild }) => {
  // Checked here so a bad offline cache size stops the build with a clear message.
  resolveCacheSize(loadEnv(mode, process.cwd(), 'VITE_').VITE_CACHE_SIZE_BYTES);
  // The contract of the answers this build reads (docs/decisions/0024): the server sends its own
  // with every answer, and a page built from another one offers a reload.
  const define = { 'import.meta.env.VITE_WIRE_FINGERPRINT': JSON.stringify(wireFingerprint()) };
  // The server's renderer of the public pages' first views (src/ssr/render-page.tsx, `vite build
  // --ssr`): one self-contained module the server imports, outside dist/ so it is never served.
  if (isSsrBuild) {
    return {
      // Production React, MUI and emotion whatever the server's NODE_ENV: the same class names
      // as the browser's build (development ones carry labels), so the app takes the styles over.
      define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
      plugins: [react()],
      ssr: { noExternal: true },
      build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false },
    };
  }
  return {
    define,
    plugins: [
      react(),
      optionalFontDisplay(),
      serviceWorker({
        entry: fileURLToPath(new URL('src/service-worker/service-worker.ts', import.meta.url)),
      }),
      // Last: it compresses what the others wrote, sw.js included.
      precompress(),
    ],
    server: {
      proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
    },
    build: {
      outDir: 'dist',
      sourcemap: true,
      // Every browser of the build's target (baseline widely available) has modulepreload.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The home page and everything it imports are one chunk: left to itself the splitter
          // cut `/`'s first load into ~45 files by which other pages share each module, and
          // each file compressed on its own (bench/README.md, Web weight: 188 kB in 47 files,
          // 171 kB in 3). Other pages load that chunk for what they share with home.
          codeSplitting: {
            groups: [{ name: 'home', test: /features[\\/]home[\\/]components[\\/]home-page/ }],
          },
        },
      },
      // Fonts stay files, fetched only for the characters a page shows: inlined, every subset's
      // font would sit in the render-blocking CSS.
      assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    },
  };
});
