// Interaction to next paint as the web-vitals library measures it: the page's Event Timing
// entries (`event`, at the API's lowest duration threshold of 16 ms, and `first-input`) grouped by
// interaction, each interaction's latency being its longest entry. The observer runs in the page
// from its first script (`observeInteractions`); the bench reads the entries back and groups them.
import type { Page } from 'playwright-core';

/** An Event Timing entry, as the page sends it back. */
export interface EventEntry {
  name: string;
  entryType: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/**
 * Runs in the page before its own scripts (an init script): keeps every `event` and `first-input`
 * entry the browser reports. web-vitals observes `event` with a threshold of 40 ms by default; 16
 * is the lowest the API allows, so short interactions are kept too.
 */
export const observeInteractions = () => {
  const entries: EventEntry[] = [];
  (window as unknown as { __events: EventEntry[] }).__events = entries;
  const keep = (list: PerformanceObserverEntryList) => {
    // `interactionId` is not in TypeScript's DOM types yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      entries.push({
        name: entry.name,
        entryType: entry.entryType,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
  };
  new PerformanceObserver(keep).observe({
    type: 'event',
    buffered: true,
    durationThreshold: 16,
  } as PerformanceObserverInit);
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
};

/** The page's clock now (ms since its navigation started). */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** The entries of interactions that started at or after `since`, once the browser has reported
 * one (it does after the interaction's next paint), or [] after `timeoutMs`. */
export const interactionEntriesSince = async (
  page: Page,
  since: number,
  timeoutMs = 5_000,
): Promise<EventEntry[]> =>
  page.evaluate(
    async ({ since, timeoutMs }) => {
      const entries = (window as unknown as { __events: EventEntry[] }).__events;
      const of = () =>
        entries.filter(
          (entry) =>
            entry.startTime >= since &&
            (entry.interactionId > 0 || entry.entryType === 'first-input'),
        );
      const deadline = performance.now() + timeoutMs;
      while (of().length === 0 && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      // The other entries of the same interaction come in the same report, or just after.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return of();
    },
    { since, timeoutMs },
  );

/** One interaction: its latency (its longest entry's duration, as web-vitals counts it) and where
 * that entry's time went: before the handlers ran, in them, and from them to the next paint. */
export interface Interaction {
  interactionId: number;
  latencyMs: number;
  events: string[];
  inputDelayMs: number;
  processingMs: number;
  presentationDelayMs: number;
}

export const groupInteractions = (entries: readonly EventEntry[]): Interaction[] => {
  const byId = new Map<number, EventEntry[]>();
  for (const entry of entries) {
    // A first input is the same interaction as its `event` entry (web-vitals merges them by id).
    const group = byId.get(entry.interactionId) ?? [];
    group.push(entry);
    byId.set(entry.interactionId, group);
  }
  return [...byId].map(([interactionId, group]) => {
    const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a));
    return {
      interactionId,
      latencyMs: longest.duration,
      events: [...new Set(group.map((entry) => entry.name))],
      inputDelayMs: Math.round(longest.processingStart - longest.startTime),
      processingMs: Math.round(longest.processingEnd - longest.processingStart),
      presentationDelayMs: Math.round(longest.startTime + longest.duration - longest.processingEnd),
    };
  });
};

/**
 * INP over a page's interactions, as web-vitals estimates its 98th percentile: the longest, then
 * one further down for every 50 interactions (the 2nd longest from 50, the 3rd from 100, ...).
 */
export const inpOf = (latencies: readonly number[]): number => {
  const longestFirst = [...latencies].sort((a, b) => b - a);
  return (
    longestFirst[Math.min(longestFirst.length - 1, Math.floor(longestFirst.length / 50))] ??
    Number.NaN
  );
};
