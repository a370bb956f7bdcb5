import { chromium } from 'playwright-core';
import { startDemoServer } from '/work/main/bench/lib/demo-server.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '/work/main/e2e/chromium.ts';
const { base, server, demo } = await startDemoServer('ssr');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const home = await (await fetch(base + '/standings')).text();
const stats = await (await fetch(base + '/players')).text();
const live = await (await fetch(base + '/live')).text();
const first = (html: string, kind: string) => html.match(new RegExp(`href="(/${kind}/[^"]+)"`))?.[1];
const pages = (process.argv[2] ?? ['/', '/live', '/standings', '/fixtures', '/players', first(home, 'teams'), first(stats, 'players'), first(live, 'matches')].join(',')).split(',');
const list = await (await fetch(base + '/api/matches?status=in_progress')).json().catch(() => null);
console.log('matches answer keys', list && Object.keys(list));
for (const path of pages) {
  for (const js of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled: js, locale: 'en-GB', viewport: { width: 412, height: 800 } });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') messages.push(m.type() + ': ' + m.text().slice(0, 300)); });
    page.on('pageerror', (e) => messages.push('pageerror: ' + e.message.slice(0, 300)));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const text = (await page.locator('main').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 160);
    console.log(`${path} js=${js}: ${text}`);
    for (const m of messages) console.log('   ', m);
    await context.close();
  }
}
await browser.close();
server.kill();
process.exit(0);
