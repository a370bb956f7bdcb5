// Issue 17 part 5's browser benchmark: how long after a captain's tap a visitor sees the frame.
// Real Chromium pages on one machine (so their clocks agree): the away captain on the scoring page
// taps "Record a win for …" on the real UI, and two visitors (/live and the match's public page)
// watch their DOM for the frame's new result (a MutationObserver, no polling). Each page notes, on
// one clock (performance.timeOrigin + now), the steps in between: the captain's tap (pointerdown,
// click), the outbox's durable write (its IndexedDB transaction completing), the request sent and
// its answer, the captain's "Saved"; each visitor's WebSocket event and its render. The browser's
// network timing says when the request went on the wire and its answer came back, and the
// server's /metrics its own time for each write. Between taps
// an admin resets the frame through the API, so every tap scores an unplayed frame of the same
// round. The floor, in the same browser and the same run: a bare page whose button POSTs to a
// bare node server that answers and sends the same bytes to a bare page's WebSocket, which writes
// them into its DOM. The app runs as `npm start` runs it (the production build served by the
// server, the demo league loaded). Its pieces: lib/page-marks.ts (what each page notes),
// lib/dom-watch.ts (seeing a frame appear) and lib/floor-server.ts (the floor).
//   npm run bench:tap --workspace bench   (SKIP_BUILD=1 reuses apps/web/dist; FRAMES=40; LABEL;
//   PROFILE_DIR=dir writes each app page's CPU profile there)
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Match } from '@cueleague/domain/entities';
import type { Page } from 'playwright-core';
import { REPO_ROOT, stopProcess } from '../apps/server/src/test/processes.ts';
import {
  cpuTimeOf,
  loadAverage,
  runFacts,
  sleep,
  summary,
  writeResults,
} from './lib/bench-util.ts';
import { launchChromium } from './lib/browser.ts';
import { demoMatchInPlay, METRICS_TOKEN, startDemoServer } from './lib/demo-server.ts';
import { scoredSight, startWatch, watched } from './lib/dom-watch.ts';
import { startFloorServer } from './lib/floor-server.ts';
import { firstAfter, newPage, takeMarks } from './lib/page-marks.ts';

const FRAMES = Number(process.env.FRAMES ?? 40);
/** Taps first made and thrown away (the first chunks, the first IndexedDB open). */
const WARM_UP = Number(process.env.WARM_UP ?? 3);
/** Where the built web app is (WEB_DIST_DIR measures another build, e.g. main's, for "before"). */
const LABEL = process.env.LABEL ?? 'after';
/** A captain's pace is seconds a frame: the pages settle between taps. */
const PAUSE_MS = Number(process.env.PAUSE_MS ?? 400);

/** The server's own request time for the frame route (taps and the resets between them alike)
 * and its database time, from /metrics (with the token): sums and counts so far. */
const serverTimes = async (base: string) => {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const read = (name: string, labels = ''): number =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
      .filter((line) => line.includes(labels))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  const route = 'method="PATCH",route="/api/matches/:id/frames/:frameId"';
  return {
    requestS: read('cueleague_http_request_duration_seconds_sum', route),
    requests: read('cueleague_http_request_duration_seconds_count', route),
    queryS: read('cueleague_db_query_duration_seconds_sum'),
    queries: read('cueleague_db_query_duration_seconds_count'),
  };
};

const stats = (values: (number | undefined)[]) => {
  const known = values.filter(
    (value): value is number => value !== undefined && Number.isFinite(value),
  );
  const s = summary(known);
  const round = (value: number) => Number(value.toFixed(1));
  const sorted = [...known].sort((a, b) => a - b);
  return {
    count: s.count,
    median: round(sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN),
    p90: round(
      sorted[Math.min(sorted.length - 1, Math.ceil(0.9 * sorted.length) - 1)] ?? Number.NaN,
    ),
    slowest: round(s.max),
  };
};

const main = async () => {
  const { base, server, demo, dataDir } = await startDemoServer('tap');
  const floor = await startFloorServer();
  const browser = await launchChromium();
  const results: Record<string, unknown> = {
    label: LABEL,
    ...runFacts(),
    frames: FRAMES,
  };
  const driverCpuAtStart = process.cpuUsage();
  const serverCpuAtStart = server.pid ? cpuTimeOf(server.pid) : 0;
  const runStartedAt = Date.now();
  try {
    const { match: inPlay, send, awayCaptain: captain } = await demoMatchInPlay(base, demo);
    let match: Match | undefined = inPlay;
    const round = match.progress.roundsLocked + 1;
    // The frames of the round being played whose players are set (a forfeit is already complete).
    const playable = match.frames.filter(
      (frame) =>
        frame.round === round && frame.homePlayerId !== 'vacant' && frame.awayPlayerId !== 'vacant',
    );
    // Every tap scores an unplayed frame: reset any already scored.
    const reset = async (frame: Frame) => {
      match = await send('PATCH', `/api/matches/${match?.id}/frames/${frame.frameId}`, {
        reset: true,
        baseVersion: frame.version,
        reason: 'Benchmark: played again',
      });
    };
    for (const frame of playable) if (frame.isComplete) await reset(frame);
    if (playable.length === 0) throw new Error('No frame to score in the current round');

    const scorer = await newPage(browser, base, captain);
    // The scoring requests as the network stack saw them: when each went on the wire and when its
    // answer's first byte came (the browser's own timing, ms since the epoch).
    const wire: { sent: number; answered: number }[] = [];
    scorer.on('requestfinished', (request) => {
      if (request.method() !== 'PATCH' || !request.url().includes('/frames/')) return;
      const timing = request.timing();
      wire.push({
        sent: timing.startTime + timing.requestStart,
        answered: timing.startTime + timing.responseStart,
      });
    });
    await scorer.goto(`/team/match/${match.id}/score`);
    await scorer
      .getByRole('heading', { name: /Round \d/ })
      .first()
      .waitFor();
    const visitors: Record<string, Page> = {
      '/live': await newPage(browser, base),
      '/matches/:id': await newPage(browser, base),
    };
    await visitors['/live']?.goto('/live');
    await visitors['/live']?.getByRole('heading', { name: 'Live Matches' }).waitFor();
    await visitors['/matches/:id']?.goto(`/matches/${match.id}`);
    await visitors['/matches/:id']?.waitForLoadState('load');
    const floorCaptain = await newPage(browser, floor.url);
    const floorVisitor = await newPage(browser, floor.url);
    await floorCaptain.goto('/');
    await floorVisitor.goto('/');
    // Every page's first reads done and its socket subscribed.
    await sleep(3000);
    // PROFILE_DIR: a CPU profile of each app page over the taps (with an unminified build).
    const profiled = process.env.PROFILE_DIR
      ? await Promise.all(
          Object.entries({ captain: scorer, ...visitors }).map(async ([pageName, page]) => {
            const session = await page.context().newCDPSession(page);
            await session.send('Profiler.enable');
            await session.send('Profiler.setSamplingInterval', { interval: 200 });
            await session.send('Profiler.start');
            return { pageName, session };
          }),
        )
      : [];

    const players = new Map<string, string>();
    const playerName = async (frame: Frame, side: 'home' | 'away'): Promise<string> => {
      // The button names the player as the scoring page shows them.
      const id = side === 'home' ? frame.homePlayerId : frame.awayPlayerId;
      if (!players.has(id)) {
        const label = await scorer
          .locator('article', { hasText: `Frame ${frame.frameNumber} ·` })
          .getByRole('button', { name: /^Record a win for / })
          .nth(side === 'home' ? 0 : 1)
          .getAttribute('aria-label');
        players.set(id, label?.replace('Record a win for ', '') ?? '');
      }
      return players.get(id) ?? '';
    };

    interface Sample {
      frame: number;
      click: number;
      [step: string]: number | undefined;
    }
    const samples: Sample[] = [];
    const floorSamples: number[] = [];
    const floorAnswers: number[] = [];
    const floorEvents: number[] = [];
    const wholeMatchBytes = Buffer.byteLength(JSON.stringify(match));
    let frameEventBytes = 600;

    const serverAtStart = await serverTimes(base);
    for (let tap = 0; tap < FRAMES + WARM_UP; tap++) {
      const target = playable[tap % playable.length];
      if (!target) break;
      const frame = match.frames.find((f) => f.frameId === target.frameId) ?? target;
      const side = tap % 2 === 0 ? 'home' : 'away';
      const name = await playerName(frame, side);
      const card = scorer.locator('article', { hasText: `Frame ${frame.frameNumber} ·` });
      const button = card.getByRole('button', { name: `Record a win for ${name}` });
      await button.waitFor();
      const key = `tap${tap}`;
      await startWatch(scorer, key, {
        scope: 'body',
        scopeLabel: '',
        selector: 'article',
        texts: [`Frame ${frame.frameNumber} ·`, 'Saved'],
        fresh: true,
      });
      for (const [pageName, page] of Object.entries(visitors)) {
        const early = await startWatch(
          page,
          key,
          scoredSight(pageName, round, frame.frameNumber, true),
        );
        if (early !== null) throw new Error(`tap ${tap}: ${pageName} shows it already: ${early}`);
      }
      await Promise.all([scorer, ...Object.values(visitors)].map(takeMarks));
      wire.length = 0;
      await button.click();
      const saved = await watched(scorer, key);
      const seen: Record<string, number | null> = {};
      for (const [pageName, page] of Object.entries(visitors))
        seen[pageName] = await watched(page, key);
      for (let wait = 0; wait < 100 && wire.length === 0; wait++) await sleep(20);
      const captainMarks = await takeMarks(scorer);
      const click = firstAfter(captainMarks, 'click', 0);
      if (!click || saved === null || Object.values(seen).some((value) => value === null))
        throw new Error(`tap ${tap}: not seen (${JSON.stringify({ click, saved, seen })})`);
      const pointerdown = captainMarks.find((mark) => mark.name === 'pointerdown')?.at;
      const sample: Sample = {
        frame: frame.frameNumber,
        click,
        pointerdownToClick: pointerdown === undefined ? undefined : click - pointerdown,
        durableWrite: (firstAfter(captainMarks, 'idb-readwrite-done', click) ?? Number.NaN) - click,
        lockHeld: (firstAfter(captainMarks, 'lock-held', click) ?? Number.NaN) - click,
        requestSent: (firstAfter(captainMarks, 'request-sent', click) ?? Number.NaN) - click,
        answer: (firstAfter(captainMarks, 'answer-headers', click) ?? Number.NaN) - click,
        captainSaved: saved - click,
        onTheWire: (wire.at(-1)?.sent ?? Number.NaN) - click,
        firstByteBack: (wire.at(-1)?.answered ?? Number.NaN) - click,
      };
      for (const [pageName, page] of Object.entries(visitors)) {
        const marks = await takeMarks(page);
        sample[`${pageName} event`] = (firstAfter(marks, 'ws-event', click) ?? Number.NaN) - click;
        sample[`${pageName} render`] = (seen[pageName] ?? Number.NaN) - click;
        const event = marks.find((mark) => mark.name === 'ws-event' && mark.at >= click);
        if (event?.detail) frameEventBytes = Number(event.detail);
      }
      if (tap >= WARM_UP) samples.push(sample);

      // The floor, between the same taps: the same bytes a frame event carries.
      const floorKey = `floor${tap}`;
      await floorCaptain.evaluate(
        ({ tap, pad }) => {
          (window as unknown as { __next: number }).__next = tap;
          (window as unknown as { __pad: string }).__pad = pad;
        },
        { tap, pad: 'x'.repeat(Math.max(0, frameEventBytes - 60)) },
      );
      await startWatch(floorVisitor, floorKey, {
        scope: 'body',
        scopeLabel: '',
        selector: '#seen',
        texts: [`tap ${tap}`],
      });
      await Promise.all([floorCaptain, floorVisitor].map(takeMarks));
      await floorCaptain.locator('#tap').click();
      const floorSeen = await watched(floorVisitor, floorKey);
      const floorCaptainMarks = await takeMarks(floorCaptain);
      const floorVisitorMarks = await takeMarks(floorVisitor);
      const floorClick = firstAfter(floorCaptainMarks, 'click', 0);
      if (floorSeen === null || !floorClick) throw new Error(`floor tap ${tap}: not seen`);
      if (tap >= WARM_UP) {
        floorSamples.push(floorSeen - floorClick);
        floorAnswers.push(
          (firstAfter(floorCaptainMarks, 'answer-headers', floorClick) ?? Number.NaN) - floorClick,
        );
        floorEvents.push(
          (firstAfter(floorVisitorMarks, 'ws-event', floorClick) ?? Number.NaN) - floorClick,
        );
      }

      // Played again: the frame back to unplayed, on every page, before the next tap.
      const current = (await (await fetch(`${base}/api/matches/${match.id}`)).json()) as Match;
      match = current;
      const scored = current.frames.find((f) => f.frameId === frame.frameId);
      if (!scored?.isComplete) throw new Error(`tap ${tap}: the frame was not scored`);
      await reset(scored);
      for (const [pageName, page] of Object.entries(visitors)) {
        await startWatch(
          page,
          `${key} reset`,
          scoredSight(pageName, round, frame.frameNumber, false),
        );
        if ((await watched(page, `${key} reset`)) === null)
          throw new Error(`tap ${tap}: ${pageName} did not show the frame reset`);
      }
      await sleep(PAUSE_MS);
      await Promise.all(
        [scorer, ...Object.values(visitors), floorCaptain, floorVisitor].map(takeMarks),
      );
    }

    for (const { pageName, session } of profiled) {
      const { profile } = await session.send('Profiler.stop');
      const name = pageName.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'page';
      writeFileSync(
        join(process.env.PROFILE_DIR ?? '', `${name}.cpuprofile`),
        JSON.stringify(profile),
      );
    }
    const steps = Object.keys(samples[0] ?? {}).filter(
      (step) => step !== 'frame' && step !== 'click',
    );
    const breakdown: Record<string, ReturnType<typeof stats>> = {};
    for (const step of steps) breakdown[step] = stats(samples.map((sample) => sample[step]));
    const elapsedS = (Date.now() - runStartedAt) / 1000;
    const driverCpu = process.cpuUsage(driverCpuAtStart);
    results.tapToVisitor = {
      '/live': breakdown['/live render'],
      '/matches/:id': breakdown['/matches/:id render'],
    };
    results.breakdownFromClickMs = breakdown;
    results.floor = {
      tapToVisitor: stats(floorSamples),
      answer: stats(floorAnswers),
      event: stats(floorEvents),
      what: 'bare node:http + ws server; a bare page POSTs on click, the other writes the pushed text into its DOM',
    };
    const serverAtEnd = await serverTimes(base);
    const writes = serverAtEnd.requests - serverAtStart.requests;
    results.server = {
      // Fastify's own time for each write (from the request's arrival to its answer sent).
      frameWriteMeanMs: Number(
        (((serverAtEnd.requestS - serverAtStart.requestS) / writes) * 1000).toFixed(2),
      ),
      frameWrites: writes,
      queriesPerFrameWrite: Number(
        ((serverAtEnd.queries - serverAtStart.queries) / writes).toFixed(1),
      ),
      queryTimePerFrameWriteMs: Number(
        (((serverAtEnd.queryS - serverAtStart.queryS) / writes) * 1000).toFixed(2),
      ),
    };
    results.wholeMatchBytes = wholeMatchBytes;
    results.frameEventBytes = frameEventBytes;
    results.target = { medianMs: 80, slowestMs: 150 };
    results.generator = {
      // The driver (playwright, the floor server) and the server, in CPU % of one core over the run.
      driverCpuPercent: Number(
        (((driverCpu.user + driverCpu.system) / 1000 / (elapsedS * 1000)) * 100).toFixed(1),
      ),
      serverCpuPercent: server.pid
        ? Number(
            (((cpuTimeOf(server.pid) - serverCpuAtStart) / (elapsedS * 1000)) * 100).toFixed(1),
          )
        : null,
      elapsedS: Number(elapsedS.toFixed(1)),
    };
    results.samples = samples.map((sample) =>
      Object.fromEntries(
        Object.entries(sample).map(([key, value]) => [
          key,
          key === 'click' || typeof value !== 'number' ? value : Number(value.toFixed(1)),
        ]),
      ),
    );
    results.loadAverageAtEnd = loadAverage();
  } finally {
    await browser.close();
    await stopProcess(server);
    await new Promise((resolve) => floor.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  // One file, a run per label (before: main's web build; after: this one's).
  const file = join(REPO_ROOT, 'bench', 'results', 'tap-to-visitor.json');
  const earlier = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  writeResults('tap-to-visitor', { ...earlier, [LABEL]: results });
  const { samples: _samples, ...shown } = results;
  console.log(JSON.stringify(shown, null, 2));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
