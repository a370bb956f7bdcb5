// The browser of the page benchmarks: Debian's Chromium with the flags every run of it here uses
// (e2e/chromium.ts), headless.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/chromium.ts';

export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROMIUM_ARGS] });
