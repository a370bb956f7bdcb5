// Issue 30's target for the captain's scoring page: interaction to next paint for a frame tap at a
// 4× CPU slowdown, and the page's first load at the same slowdown. The app runs as `npm start`
// runs it (the production build served by the server) on a fresh demo league. A home captain signs
// in through the login page, in Debian's Chromium (lib/browser.ts) on a phone-sized screen (360 ×
// 780, touch, device scale 2), and opens the scoring page of the demo's match in progress. With
// the CPU slowed 4× (the DevTools protocol's Emulation.setCPUThrottlingRate), the bench taps a
// winner on the next scorable frame's card (e2e's `nextScorableFrame`), waits until the card shows
// the win saved, has the admin reset the frame through the API, and taps again. Each tap's latency
// is read in the page from the Event Timing API, as the web-vitals library reads it
// (lib/interactions.ts). The floor, in the same run: a tap on the card's title, which does nothing
// (the browser's and the machine's own cost of a tap and a frame at 4×), and the frame taps again
// without the slowdown. First load: the scoring page opened in a fresh browser context (signed in,
// empty cache, no service worker) at 4× and without, timed from navigation start to the frame
// cards on the screen, with the JavaScript it transferred.
//   npm run bench:scoring-inp --workspace bench   (SKIP_BUILD=1 reuses apps/web/dist; TAPS=20;
//   WARM_UP=2 taps thrown away first; LOADS=5 first loads per setting; PORT=4700; PAUSE_MS=500;
//   PROFILE_DIR=dir writes a CPU profile of each throttled tap there, tap-N.cpuprofile; TRACE_DIR=dir
//   a performance trace of each, tap-N.trace.json)
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Match } from '@cueleague/domain/entities';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { stopProcess } from '../apps/server/src/test/processes.ts';
import { nextScorableFrame } from '../e2e/tests/helpers.ts';
import { loadAverage, percentile, runFacts, sleep, writeResults } from './lib/bench-util.ts';
import { launchChromium } from './lib/browser.ts';
import { chromiumVersion } from './lib/debug-chromium.ts';
import { demoMatchInPlay, startDemoServer, WEB_DIST } from './lib/demo-server.ts';
import {
  groupInteractions,
  inpOf,
  interactionEntriesSince,
  observeInteractions,
  pageNow,
  type Interaction,
} from './lib/interactions.ts';

const TAPS = Number(process.env.TAPS ?? 20);
/** Taps first made and thrown away (the first chunks, the outbox's first IndexedDB open). */
const WARM_UP = Number(process.env.WARM_UP ?? 2);
const LOADS = Number(process.env.LOADS ?? 5);
/** A port of the range this bench may use on the shared machine. */
const PORT = Number(process.env.PORT ?? 4700);
/** A captain's pace is seconds a frame: the page settles between taps. */
const PAUSE_MS = Number(process.env.PAUSE_MS ?? 500);
/** Issue 30: 4× slower CPU, the Lighthouse mobile profile's. */
const SLOWDOWN = 4;
const TARGET_INP_MS = 100;

/** A phone: 360 × 780 CSS pixels, touch, device scale 2. */
const PHONE = {
  viewport: { width: 360, height: 780 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

const figures = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p75: percentile(sorted, 75),
    p98: percentile(sorted, 98),
    max: sorted.at(-1) ?? Number.NaN,
    // web-vitals' INP: the longest, or one further down per 50 interactions.
    inp: inpOf(sorted),
  };
};

const throttle = async (page: Page, rate: number): Promise<CDPSession> => {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
};

/** A context of the phone, its pages observing their interactions and noting when the frame
 * cards are first in the DOM and first painted. */
const phoneContext = async (
  browser: Awaited<ReturnType<typeof launchChromium>>,
  base: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) => {
  const context = await browser.newContext({
    baseURL: base,
    ...PHONE,
    ...(storageState ? { storageState } : {}),
  });
  // tsx keeps function names with a helper the page lacks: a no-op one for what is sent there.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(observeInteractions);
  await context.addInitScript(() => {
    const marks = { cardsInDom: Number.NaN, cardsPainted: Number.NaN };
    (window as unknown as { __cards: typeof marks }).__cards = marks;
    const shown = () =>
      Array.from(document.querySelectorAll('article h3')).some((title) =>
        title.textContent?.startsWith('Frame '),
      );
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      marks.cardsInDom = performance.now();
      // The frame that shows them: after the next animation frame's rendering.
      requestAnimationFrame(() =>
        setTimeout(() => {
          marks.cardsPainted = performance.now();
        }, 0),
      );
    });
    observer.observe(document, { subtree: true, childList: true });
  });
  return context;
};

/** A performance trace through the DevTools protocol: the main thread's tasks, JavaScript
 * samples, style, layout and paint, as DevTools' Performance panel records them. */
const startTrace = (session: CDPSession) => {
  const events: unknown[] = [];
  const collect = ({ value }: { value: unknown[] }) => events.push(...value);
  session.on('Tracing.dataCollected', collect);
  const started = session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'blink.user_timing',
        'latencyInfo',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  });
  const stop = async (): Promise<string> => {
    const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.end');
    await complete;
    session.off('Tracing.dataCollected', collect);
    return JSON.stringify({ traceEvents: events });
  };
  return { started, stop };
};

/** The scripted login: the captain types their e-mail and password into the login page. */
const signIn = async (page: Page, login: { email: string; password: string }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(login.email);
  await page.getByLabel(/^Password/).fill(login.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
};

/** One first load of the scoring page in a fresh context (signed in by its cookie alone). */
const firstLoad = async (
  browser: Awaited<ReturnType<typeof launchChromium>>,
  base: string,
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>,
  url: string,
  rate: number,
) => {
  const context = await phoneContext(browser, base, { cookies, origins: [] });
  try {
    const page = await context.newPage();
    await throttle(page, rate);
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .locator('article h3', { hasText: /^Frame \d/ })
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () =>
        !Number.isNaN(
          (window as unknown as { __cards: { cardsPainted: number } }).__cards.cardsPainted,
        ),
    );
    const atCards = await page.evaluate(() => ({
      cards: (window as unknown as { __cards: { cardsInDom: number; cardsPainted: number } })
        .__cards,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          transferSize: entry.transferSize,
          encodedBodySize: entry.encodedBodySize,
          responseEnd: entry.responseEnd,
        })),
    }));
    // The scripts by the time the cards were painted, and all of them once the page is quiet.
    await page.waitForLoadState('networkidle');
    const allScripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          transferSize: entry.transferSize,
          encodedBodySize: entry.encodedBodySize,
        })),
    );
    const weigh = (scripts: { path: string; encodedBodySize: number }[]) => ({
      files: scripts.length,
      // On the wire (brotli from this server), and gzipped at zlib's default level, as
      // bench:web counts it (its figures in the README compare with this one).
      wireBytes: scripts.reduce((sum, script) => sum + script.encodedBodySize, 0),
      gzipBytes: scripts.reduce(
        (sum, script) => sum + gzipSync(readFileSync(join(WEB_DIST, script.path.slice(1)))).length,
        0,
      ),
    });
    return {
      cardsInDomMs: Math.round(atCards.cards.cardsInDom),
      cardsPaintedMs: Math.round(atCards.cards.cardsPainted),
      fcpMs: Math.round(atCards.fcp),
      jsBeforeCards: weigh(
        atCards.scripts.filter((script) => script.responseEnd <= atCards.cards.cardsPainted),
      ),
      jsAfterQuiet: weigh(allScripts),
    };
  } finally {
    await context.close();
  }
};

const main = async () => {
  const { base, server, demo, dataDir } = await startDemoServer('scoring-inp', PORT);
  const browser = await launchChromium();
  const results: Record<string, unknown> = {
    ...runFacts(),
    node: process.version,
    chromium: chromiumVersion(),
    phone: PHONE,
    cpuSlowdown: SLOWDOWN,
    taps: TAPS,
    warmUp: WARM_UP,
    target: { inpMs: TARGET_INP_MS, firstLoad: 'no slower than before' },
  };
  try {
    const { match: inPlay, send, homeCaptain } = await demoMatchInPlay(base, demo);
    let match: Match = inPlay;
    const url = `/team/match/${match.id}/score`;
    const frameOf = (current: Match) => {
      const frame = nextScorableFrame(current);
      if (!frame) throw new Error('The demo match has no frame ready to score');
      return frame;
    };
    const target = frameOf(match);
    results.match = { id: match.id, frame: target.frameNumber, round: target.round };

    const context = await phoneContext(browser, base);
    const page = await context.newPage();
    await signIn(page, homeCaptain);
    // A new document: its interactions are the scoring page's alone.
    await page.goto(url);
    const card = page.locator('article', { hasText: `Frame ${target.frameNumber} ·` });
    const halves = card.getByRole('button', { name: /^Record a win for / });
    await halves.first().waitFor();
    const cookies = await context.cookies();
    // The page's first reads done and its live socket subscribed.
    await sleep(2000);

    /** PROFILE_DIR: a CPU profile of each throttled tap, from just before it to its result shown. */
    const profiling = process.env.PROFILE_DIR;
    /** TRACE_DIR: a performance trace of each throttled tap (to open in DevTools' Performance
     * panel), from just before it to its result shown. */
    const tracing = process.env.TRACE_DIR;
    const tapFrame = async (tap: number, profiler?: CDPSession): Promise<Interaction[]> => {
      if (profiling) await profiler?.send('Profiler.start');
      const traced = tracing && profiler ? startTrace(profiler) : undefined;
      await traced?.started;
      const since = await pageNow(page);
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === 'PATCH' && response.url().includes('/frames/'),
      );
      await halves.nth(tap % 2).tap();
      await answered;
      // The tap's result on the screen: a winner, saved.
      await card.filter({ hasText: 'Won', hasNotText: 'sending' }).waitFor();
      if (traced) writeFileSync(join(tracing ?? '', `tap-${tap}.trace.json`), await traced.stop());
      if (profiler && profiling) {
        const { profile } = await profiler.send('Profiler.stop');
        writeFileSync(join(profiling ?? '', `tap-${tap}.cpuprofile`), JSON.stringify(profile));
      }
      const interactions = groupInteractions(await interactionEntriesSince(page, since));
      // Played again: the admin resets the frame, and the page shows it unplayed.
      match = (await (await fetch(`${base}/api/matches/${match.id}`)).json()) as Match;
      const scored = match.frames.find((frame) => frame.frameId === target.frameId);
      if (!scored?.isComplete) throw new Error(`tap ${tap}: the frame was not scored`);
      match = await send('PATCH', `/api/matches/${match.id}/frames/${scored.frameId}`, {
        reset: true,
        baseVersion: scored.version,
        reason: 'Benchmark: played again',
      });
      await halves.nth(1).waitFor();
      await sleep(PAUSE_MS);
      return interactions;
    };
    /** A tap on the card's title: nothing happens but the tap and a frame. */
    const tapNothing = async (): Promise<Interaction[]> => {
      const since = await pageNow(page);
      await card.locator('h3').tap();
      const interactions = groupInteractions(await interactionEntriesSince(page, since));
      await sleep(PAUSE_MS);
      return interactions;
    };

    const tapsAt = async (rate: number, withFloor: boolean) => {
      const session = await throttle(page, rate);
      const profiler = (profiling || tracing) && rate > 1 ? session : undefined;
      await profiler?.send('Profiler.enable');
      await profiler?.send('Profiler.setSamplingInterval', { interval: 100 });
      const taps: Interaction[][] = [];
      const nothing: Interaction[][] = [];
      for (let tap = 0; tap < TAPS + WARM_UP; tap++) {
        const interactions = await tapFrame(tap, profiler);
        const floor = withFloor ? await tapNothing() : [];
        if (tap < WARM_UP) continue;
        taps.push(interactions);
        nothing.push(floor);
        console.error(
          `×${rate} tap ${tap - WARM_UP + 1}: ${interactions.map((i) => i.latencyMs).join(', ')} ms` +
            (withFloor ? `; nothing: ${floor.map((i) => i.latencyMs).join(', ')} ms` : ''),
        );
      }
      await session.detach();
      const latencies = (list: Interaction[][]) =>
        list.map((interactions) => Math.max(...interactions.map((i) => i.latencyMs)));
      return {
        frameTap: figures(latencies(taps)),
        ...(withFloor ? { tapOnNothing: figures(latencies(nothing)) } : {}),
        // Per tap: its interactions (one, unless the browser split it) and where the time went.
        perTap: taps.map((interactions, index) => ({
          frameTap: interactions,
          ...(withFloor ? { tapOnNothing: nothing[index] } : {}),
        })),
      };
    };

    results.throttled = await tapsAt(SLOWDOWN, true);
    results.unthrottled = await tapsAt(1, false);
    results.interactionCount = await page.evaluate(
      () => (performance as unknown as { interactionCount?: number }).interactionCount ?? null,
    );
    await context.close();

    const loads: Record<string, unknown> = {};
    for (const rate of [SLOWDOWN, 1]) {
      const runs: Awaited<ReturnType<typeof firstLoad>>[] = [];
      for (let load = 0; load < LOADS; load++)
        runs.push(await firstLoad(browser, base, cookies, url, rate));
      const median = (pick: (run: (typeof runs)[number]) => number) =>
        percentile(
          runs.map(pick).sort((a, b) => a - b),
          50,
        );
      loads[`×${rate}`] = {
        cardsPaintedMs: median((run) => run.cardsPaintedMs),
        fcpMs: median((run) => run.fcpMs),
        runs,
      };
      console.error(`first load ×${rate}: ${runs.map((run) => run.cardsPaintedMs).join(', ')} ms`);
    }
    results.firstLoad = loads;
    results.loadAverageAtEnd = loadAverage();
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeResults('scoring-inp', results);
  const {
    throttled,
    unthrottled,
    firstLoad: loads,
  } = results as {
    throttled: { frameTap: ReturnType<typeof figures>; tapOnNothing: ReturnType<typeof figures> };
    unthrottled: { frameTap: ReturnType<typeof figures> };
    firstLoad: Record<
      string,
      { cardsPaintedMs: number; fcpMs: number; runs: Awaited<ReturnType<typeof firstLoad>>[] }
    >;
  };
  const row = (name: string, f: ReturnType<typeof figures>) =>
    `| ${name} | ${f.count} | ${f.p50} | ${f.p75} | ${f.p98} | ${f.max} | ${f.inp} |`;
  console.log(
    [
      `load average ${JSON.stringify(results.loadAverageAtStart)} → ${JSON.stringify(results.loadAverageAtEnd)}; ${String(results.chromium)}; Node ${process.version}`,
      '',
      '| interaction | taps | p50 | p75 | p98 | max | INP |',
      '| --- | --: | --: | --: | --: | --: | --: |',
      row(`frame tap, CPU ×${SLOWDOWN}`, throttled.frameTap),
      row(`tap on nothing, CPU ×${SLOWDOWN}`, throttled.tapOnNothing),
      row('frame tap, no slowdown', unthrottled.frameTap),
      '',
      ...Object.entries(loads).map(([rate, load]) => {
        const js = load.runs[0]?.jsBeforeCards;
        return `first load ${rate}: cards painted ${load.cardsPaintedMs} ms (runs ${load.runs.map((run) => run.cardsPaintedMs).join(', ')}), FCP ${load.fcpMs} ms, JS before the cards ${js?.files} files ${js?.wireBytes} B on the wire, ${js?.gzipBytes} B gzipped`;
      }),
    ].join('\n'),
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
