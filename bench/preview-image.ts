// The CPU one preview image costs (apps/server/src/http/preview-image.ts): each kind of card drawn
// RUNS times, one at a time as the server draws them, after one warm-up draw (satori's first
// layout loads its fonts and WebAssembly).
//   npm run bench:preview-image --workspace bench      (RUNS=20)
// CPU = the process's user + system time over one draw (satori's layout on the event loop and
// resvg's rasterising on libuv's pool both count); the event loop's longest block is what other
// requests wait for meanwhile at most.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadCardRenderer } from '../apps/server/src/http/preview-image.ts';
import type { LinkPreview } from '../apps/server/src/services/link-previews.ts';
import { loadAverage, runFacts, summary, writeResults } from './lib/bench-util.ts';

const RUNS = Number(process.env.RUNS ?? 20);

const siteName = 'Anytown & District Pool League';
const cards: Record<string, LinkPreview['card']> = {
  match: {
    kind: 'match',
    home: 'Red Lion Rebels',
    away: 'Anchor Sharks',
    score: [9, 7],
    facts: 'Division One · Tue 17 Nov',
  },
  table: {
    kind: 'table',
    title: 'Winter 2026 standings',
    rows: ['Red Lion Rebels', 'Anchor Sharks', 'Crown Cavaliers', 'Fox and Hounds'].map(
      (team, index) => ({ label: `${index + 1}th`, team, points: `${14 - index * 2} pts` }),
    ),
    facts: null,
  },
  facts: {
    kind: 'facts',
    title: 'Ben Richardson-Smythe',
    facts: 'Red Lion Rebels · Winter 2026: 12 of 20 frames won (60%) · Rating 1532.4',
  },
};

const log = { warn: (...args: unknown[]) => console.warn(...args) };
const draw = await loadCardRenderer(log as never);
if (!draw) throw new Error('No card renderer');
const facts = runFacts();
await draw({ siteName, card: cards.facts as LinkPreview['card'] });

const results: Record<string, unknown> = {};
for (const [kind, card] of Object.entries(cards)) {
  const cpu: number[] = [];
  const wall: number[] = [];
  const blocks = monitorEventLoopDelay({ resolution: 1 });
  blocks.enable();
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const before = process.cpuUsage();
    bytes = (await draw({ siteName, card })).length;
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
    wall.push(performance.now() - started);
  }
  blocks.disable();
  results[kind] = {
    cpuMs: summary(cpu),
    wallMs: summary(wall),
    longestEventLoopBlockMs: blocks.max / 1e6,
    pngBytes: bytes,
  };
  console.log(kind, JSON.stringify(results[kind]));
}
writeResults('preview-image', { ...facts, runs: RUNS, loadAverageAtEnd: loadAverage(), results });
