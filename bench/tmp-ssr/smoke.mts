import { pathToFileURL } from 'node:url';
import { startDemoServer } from '/work/main/bench/lib/demo-server.ts';
process.env.SKIP_BUILD = '1';
const { base, server } = await startDemoServer('ssr');
console.log('server', base);
const mod = await import(pathToFileURL('/work/main/apps/web/dist-ssr/render-page.js').href);
const transport = (path: string, init: RequestInit) => fetch(base + path, init);
const live = await (await fetch(base + '/live')).text();
const matchPath = live.match(/href="(\/matches\/[^"]+)"/)?.[1];
console.log('match', matchPath);
for (const url of (process.argv[2] ?? matchPath!).split(',')) {
  const t = performance.now();
  try {
    const page = await mod.renderPage({ url, locale: "en-GB", signedOut: true, transport });
    const t2 = performance.now();
    const page2 = await mod.renderPage({ url, locale: "en-GB", signedOut: true, transport });
    console.log(url, Math.round(t2 - t), 'ms; again', Math.round(performance.now() - t2), 'ms; root', page.root.length, 'head', page.head.length, 'state', page.state.length);
    (await import("node:fs")).writeFileSync("/tmp/ssr/out" + url.replace(/\//g, "_") + ".html", page.head + "\n" + page.root + "\n" + page.state);
  } catch (e) { console.error(url, e?.stack?.split("\n").slice(0,8).join("\n")); }
}
server.kill();
process.exit(0);
