import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on :3000 (npm run dev at the root); Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every browser of the build's target (baseline widely available) has modulepreload.
    modulePreload: { polyfill: false },
    // Fonts stay files, fetched only for the characters a page shows: inlined, every subset's
    // font would sit in the render-blocking CSS.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
});
