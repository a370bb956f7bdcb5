// Debian's Chromium (never a downloaded browser) and the flags every run of it here uses: the
// browser journeys, the screenshots and the page benchmarks (bench/lib/browser.ts).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
