// Issue 17's browser benchmark: what a live event costs each spectator's page. Real Chromium
// pages (the home page, /live, the public match page as visitors; the scoring page as the other
// side's captain) watch one match in progress while FRAMES frames are scored through the API;
// each page counts the HTTP requests it makes (page.on('request'), the WebSocket not counted)
// and the bytes of each live event its socket receives (framereceived). The app runs as
// `npm start` runs it: the production build served by the server, with the demo league loaded.
//   npm run bench:requests --workspace bench    (SKIP_BUILD=1 reuses apps/web/dist; FRAMES=8)
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Match } from '@cueleague/domain/entities';
import { lineupOf } from '@cueleague/domain/match-lifecycle';
import type { Page } from 'playwright-core';
import { REPO_ROOT, stopProcess } from '../apps/server/src/test/processes.ts';
import { loadAverage, runFacts, sleep, summary, writeResults } from './lib/bench-util.ts';
import { launchChromium } from './lib/browser.ts';
import { demoMatchInPlay, startDemoServer } from './lib/demo-server.ts';

const FRAMES = Number(process.env.FRAMES ?? 8);
/** Where the built web app is (WEB_DIST_DIR measures another build, e.g. main's, for "before"). */
const LABEL = process.env.LABEL ?? 'after';

interface Watch {
  requests: string[];
  /** Payload bytes of each live event received, with its event name and version. */
  events: { event: string; version: number; bytes: number }[];
}

/** Counts a page's requests (not the socket) and its socket's event frames from now on. */
const watch = (page: Page): Watch => {
  const seen: Watch = { requests: [], events: [] };
  page.on('request', (request) => {
    if (request.resourceType() === 'websocket') return;
    seen.requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      if (!text.startsWith('{"type":"event"')) return;
      const message = JSON.parse(text) as { event: string; version: number };
      seen.events.push({
        event: message.event,
        version: message.version,
        bytes: Buffer.byteLength(text),
      });
    });
  });
  return seen;
};

const main = async () => {
  const { base, server, demo, dataDir } = await startDemoServer('requests');
  const browser = await launchChromium();
  const results: Record<string, unknown> = {
    label: LABEL,
    ...runFacts(),
    frames: FRAMES,
  };
  try {
    const { match: inPlay, send, awayCaptain } = await demoMatchInPlay(base, demo);
    let match: Match | undefined = inPlay;

    // The spectators: each page in its own context (its own cache and socket).
    const pages: Record<string, { url: string; ready?: string | RegExp; captain?: boolean }> = {
      '/': { url: '/', ready: 'Top of the table' },
      '/live': { url: '/live', ready: 'Live Matches' },
      // Still being built (issue 20): whatever it shows, counted the same way.
      '/matches/:id': { url: `/matches/${match.id}` },
      '/team/match/:id/score (other captain)': {
        url: `/team/match/${match.id}/score`,
        ready: /Round \d/,
        captain: true,
      },
    };
    const watches: Record<string, Watch> = {};
    for (const [name, { url, ready, captain }] of Object.entries(pages)) {
      const context = await browser.newContext({ baseURL: base });
      if (captain) {
        const signIn = await context.request.post('/api/auth/login', {
          data: { email: awayCaptain.email, password: awayCaptain.password },
        });
        if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
      }
      const page = await context.newPage();
      const seen = watch(page);
      await page.goto(url);
      if (ready) await page.getByRole('heading', { name: ready }).first().waitFor();
      else await page.waitForLoadState('load');
      watches[name] = seen;
    }
    // Every page's first reads done and its socket subscribed.
    await sleep(3000);
    for (const seen of Object.values(watches)) {
      seen.requests.length = 0;
      seen.events.length = 0;
    }

    // Score FRAMES frames as an admin would, round by round (line-ups and locks as needed).
    const frameVersions = new Set<number>();
    const P = match.format.positionsPerTeam;
    const firstLineup = (players: string[]) =>
      Array.from({ length: P }, (_, index) => players[index] ?? 'vacant');
    while (frameVersions.size < FRAMES) {
      const round = match.progress.roundsLocked + 1;
      if (round > match.format.roundsPerMatch) break;
      for (const side of ['home', 'away'] as const) {
        if (match.progress.lineupLocked[side][round - 1]) continue;
        match = await send('PUT', `/api/matches/${match.id}/lineup`, {
          side,
          round,
          // Each player keeps the position of the round before.
          positions:
            round > 1
              ? lineupOf(match, side, round - 1)
              : firstLineup(
                  side === 'home'
                    ? match.preMatchState.homeAvailablePlayers
                    : match.preMatchState.awayAvailablePlayers,
                ),
          locked: true,
        });
      }
      for (const frame of match.frames.filter((f) => f.round === round && !f.isComplete)) {
        if (frameVersions.size >= FRAMES) break;
        const winner = frame.homePlayerId === 'vacant' ? frame.awayPlayerId : frame.homePlayerId;
        match = await send('PATCH', `/api/matches/${match.id}/frames/${frame.frameId}`, {
          winnerPlayerId: winner,
          baseVersion: frame.version,
          reason: 'frame_scored',
        });
        frameVersions.add(match.version);
        // A captain's pace is seconds a frame; this leaves each page time to react.
        await sleep(700);
      }
      if (frameVersions.size >= FRAMES) break;
      match = await send('POST', `/api/matches/${match.id}/lock-round`, { round });
    }
    await sleep(3000);

    const perPage: Record<string, unknown> = {};
    for (const [name, seen] of Object.entries(watches)) {
      const frameEvents = seen.events.filter((event) => frameVersions.has(event.version));
      perPage[name] = {
        eventsReceived: seen.events.length,
        frameEventsReceived: frameEvents.length,
        requests: seen.requests.length,
        requestsPerFrameEvent: Number((seen.requests.length / frameVersions.size).toFixed(2)),
        frameEventBytes: summary(frameEvents.map((event) => event.bytes)),
        eventNames: [...new Set(seen.events.map((event) => event.event))],
        requestsMade: [...new Set(seen.requests)],
      };
    }
    results.framesScored = frameVersions.size;
    results.pages = perPage;
    results.wholeMatchBytes = Buffer.byteLength(JSON.stringify(match));
    results.target = { requestsPerFrameEvent: 0, frameEventBytesAtMost: 600 };
    results.loadAverageAtEnd = loadAverage();
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  // One file, a run per label (before: main's web build; after: this one's).
  const file = join(REPO_ROOT, 'bench', 'results', 'live-requests.json');
  const earlier = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  writeResults('live-requests', { ...earlier, [LABEL]: results });
  console.log(JSON.stringify(results, null, 2));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
