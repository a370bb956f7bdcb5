// The app's font (Roboto, from @fontsource) is shown only if it has arrived by the time the page
// first paints text (`font-display: optional`); otherwise that page load keeps the fallback
// (Android's own Roboto, Helvetica, Arial) and the next one has it from the cache. With the
// packages' `swap`, a phone on 4G painted the page, then reflowed every line when the font came,
// and the page jumped (Lighthouse: layout shift 0.03-0.07 from "Web font loaded").
import type { Plugin } from 'vite';

const FONT_CSS = /[\\/]@fontsource[\\/][^\\/]+[\\/][^\\/]+\.css$/;

export const optionalFontDisplay = (): Plugin => ({
  name: 'cueleague-optional-font-display',
  enforce: 'pre',
  transform(code, id) {
    if (!FONT_CSS.test(id.split('?')[0] ?? '')) return null;
    return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
  },
});
