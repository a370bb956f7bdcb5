// Timing a live update across browsers: each page watches its own DOM and notes the wall-clock
// moment some element first holds all the given texts. Both pages run in one Chromium on one
// machine, so their clocks agree; watching from inside the page adds no polling delay.
import type { Page } from '@playwright/test';

export interface TextWatch {
  /** Elements to look in (a CSS selector). */
  selector: string;
  /** Texts that one such element must all contain. */
  texts: string[];
}

/** How long a watch waits before giving up (it resolves with null then). */
const WATCH_LIMIT_MS = 15_000;

type Watches = Record<string, Promise<number | null>>;

/**
 * Starts watching the page for the element; resolves once the watch is in place, so whatever is
 * done next is seen. `watchedAt` then gives the moment it appeared.
 */
export const startWatch = async (page: Page, name: string, watch: TextWatch): Promise<void> => {
  await page.evaluate(
    ({ name, selector, texts, limit }) => {
      const found = () =>
        Array.from(document.querySelectorAll(selector)).some((element) =>
          texts.every((text) => element.textContent?.includes(text)),
        );
      const watches = ((window as unknown as { __watches?: Watches }).__watches ??= {});
      watches[name] = new Promise<number | null>((resolve) => {
        if (found()) {
          resolve(Date.now());
          return;
        }
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(Date.now());
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, limit);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    { name, ...watch, limit: WATCH_LIMIT_MS },
  );
};

/** `Date.now()` in the page when the watched element appeared; null if it did not in time. */
export const watchedAt = (page: Page, name: string): Promise<number | null> =>
  page.evaluate(
    (name) => (window as unknown as { __watches?: Watches }).__watches?.[name] ?? null,
    name,
  );

/** Notes the moment of the page's next click (a captain's tap), for `tappedAt`. */
export const startTapWatch = async (page: Page, name: string): Promise<void> => {
  await page.evaluate((name) => {
    const taps = ((window as unknown as { __taps?: Record<string, number> }).__taps ??= {});
    document.addEventListener('click', () => (taps[name] = Date.now()), {
      capture: true,
      once: true,
    });
  }, name);
};

/** `Date.now()` in the page at the click `startTapWatch` waited for; null if none came. */
export const tappedAt = (page: Page, name: string): Promise<number | null> =>
  page.evaluate(
    (name) => (window as unknown as { __taps?: Record<string, number> }).__taps?.[name] ?? null,
    name,
  );
