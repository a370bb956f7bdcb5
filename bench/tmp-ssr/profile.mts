import { chromium } from 'playwright-core';
import { startDemoServer } from '/work/main/bench/lib/demo-server.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '/work/main/e2e/chromium.ts';
const { base, server } = await startDemoServer('ssr');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const standings = await (await fetch(base + '/standings')).text();
const team = standings.match(/href="(\/teams\/[^"]+)"/)?.[1];
const path = (process.argv[2] ?? '/standings').replace('TEAM', team ?? '');
await fetch(base + path); // warm the server's cache
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.addInitScript(() => {
  (window as any).__tasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) (window as any).__tasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
const apiCalls: string[] = []; page.on('request', (r) => { if (r.url().includes('/api/')) apiCalls.push(r.url().replace(base, '')); });
await page.waitForTimeout(0);
await fetch(base + path); await new Promise((r) => setTimeout(r, 1500));
await page.goto(base + path + (process.argv[3] ?? ''), { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const tasks = await page.evaluate(() => (window as any).__tasks) as [number, number][];
console.log('long tasks', JSON.stringify(tasks), 'TBT-ish', tasks.reduce((a, [, d]) => a + Math.max(0, d - 50), 0));
console.log('api', apiCalls.join(' '));
console.log('paint', JSON.stringify(await page.evaluate(() => performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]))));
// RUNS-OF-WORK: contiguous non-idle stretches and what they spend their time in
{
  const byId2 = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
  const runs: { start: number; dur: number; fns: Map<string, number> }[] = [];
  let t = profile.startTime; let cur: any = null;
  profile.samples.forEach((id: number, k: number) => {
    t += profile.timeDeltas[k]; const n: any = byId2.get(id); const name = n.callFrame.functionName;
    if (name === '(idle)') { if (cur) { runs.push(cur); cur = null; } return; }
    if (!cur) cur = { start: t, dur: 0, fns: new Map() };
    const d = (profile.timeDeltas[k + 1] ?? 0) / 1000; cur.dur += d;
    // attribute to an ancestor chain summary: the first 4 named frames from the leaf up
    const chain: string[] = []; let x: any = n;
    while (x && chain.length < 60) { const f = x.callFrame; if (f.functionName && !f.functionName.startsWith('(')) chain.push(f.functionName); x = byId2.get(parent.get(x.id)!); }
    // The outermost component rendered in this sample: the frame just inside the outermost renderWithHooks.
    const outer = chain.lastIndexOf('renderWithHooks');
    if (outer > 0) { const comp = chain[outer - 1]; cur.fns.set('C:' + comp, (cur.fns.get('C:' + comp) ?? 0) + d); }
    for (const f of new Set(chain)) cur.fns.set(f, (cur.fns.get(f) ?? 0) + d);
  });
  if (cur) runs.push(cur);
  for (const r of runs.filter((r) => r.dur > 40).sort((a, b) => b.dur - a.dur).slice(0, 6)) {
    const comps = [...r.fns.entries()].filter(([f]) => f.startsWith('C:')).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([f, v]) => `${f}:${Math.round(v)}`).join(' ');
    console.log(`   components ${comps}`);
    const top = [...r.fns.entries()].filter(([f]) => !f.startsWith('C:')).sort((a, b) => b[1] - a[1]).slice(0, 14).map(([f, v]) => `${f}:${Math.round(v)}`).join(' ');
    console.log(`RUN ${Math.round((r.start - profile.startTime) / 1000)}ms dur ${Math.round(r.dur)}: ${top}`);
  }
}
// self time by function
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const self = new Map<string, number>();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { const n: any = byId.get(s); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i++] ?? 0) / 1000); }
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30);
for (const [k, v] of top) console.log(Math.round(v).toString().padStart(6), k);
// by url
const byUrl = new Map<string, number>(); i = 0;
for (const s of profile.samples) { const n: any = byId.get(s); const u = n.callFrame.url.split('/').pop() || n.callFrame.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + (dt[i++] ?? 0) / 1000); }
console.log([...byUrl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${Math.round(v)}`).join(' '));
await browser.close(); server.kill(); process.exit(0);
