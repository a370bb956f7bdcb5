// How the tap-to-visitor bench (../tap-to-visitor.ts) sees a frame appear: a MutationObserver in
// the page, armed before the tap, notes the moment what it looks for shows (no polling).
import type { Page } from 'playwright-core';

/** What a watch looks for: an element matching `selector` (whose first `th` reads `th`, if
 * given) whose text has every one of `texts` and none of `without`. */
export interface Sight {
  /** Where to look: elements matching `scope` whose label (aria-label, or their table's
   * caption) starts with `scopeLabel`. */
  scope: string;
  scopeLabel: string;
  selector: string;
  th?: string;
  texts: string[];
  without?: string[];
  /** Already there: wait for it to go and come back (the captain's "Saved" of the last tap). */
  fresh?: boolean;
}

/** Starts watching the page's DOM for `sight`; `watched` then gives the moment it appeared. */
export const startWatch = (page: Page, name: string, sight: Sight) =>
  page.evaluate(
    ({ name, sight }) => {
      const now = () => performance.timeOrigin + performance.now();
      const found = () =>
        Array.from(document.querySelectorAll(sight.scope))
          .filter((scope) =>
            (
              scope.getAttribute('aria-label') ??
              scope.querySelector('caption')?.textContent ??
              ''
            ).startsWith(sight.scopeLabel),
          )
          .flatMap((scope) => Array.from(scope.querySelectorAll(sight.selector)))
          .find((element) => {
            const text = element.textContent ?? '';
            return (
              (sight.th === undefined || element.querySelector('th')?.textContent === sight.th) &&
              sight.texts.every((part) => text.includes(part)) &&
              !(sight.without ?? []).some((part) => text.includes(part))
            );
          });
      const watches = ((
        window as unknown as { __watch?: Record<string, Promise<number | null>> }
      ).__watch ??= {});
      watches[name] = new Promise<number | null>((resolve) => {
        // `fresh`: what shows already counts only once it has gone and come back.
        let armed = !sight.fresh || !found();
        if (armed && found()) return resolve(now());
        const observer = new MutationObserver(() => {
          if (!armed) {
            armed = !found();
            return;
          }
          if (!found()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(now());
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 15_000);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      return found()?.textContent ?? null;
    },
    { name, sight },
  );

export const watched = (page: Page, name: string): Promise<number | null> =>
  page.evaluate(
    (name) =>
      (window as unknown as { __watch?: Record<string, Promise<number | null>> }).__watch?.[name] ??
      null,
    name,
  );

/** A frame's row on a visitor's page, scored or not: /live's frame list, the match page's table. */
export const scoredSight = (
  pageName: string,
  round: number,
  frameNumber: number,
  scored: boolean,
): Sight =>
  pageName === '/live'
    ? {
        scope: 'section',
        scopeLabel: `Round ${round}:`,
        selector: 'li:not(:has(li))',
        texts: [`Frame ${frameNumber}:`, scored ? 'won by' : 'not played yet'],
      }
    : {
        scope: 'table',
        scopeLabel: `Round ${round} frames`,
        selector: 'tr',
        th: String(frameNumber),
        texts: scored ? ['(won)'] : [],
        ...(scored ? {} : { without: ['(won)'] }),
      };
