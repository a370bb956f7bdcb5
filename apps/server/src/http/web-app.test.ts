// The built web app as the server serves it: caching of the shell, the worker and hashed assets,
// the build's brotli and gzip copies by the client's Accept-Encoding, JSON for unknown API paths,
// the public pages' link previews (title, Open Graph and Twitter tags) in the served index.html,
// HEAD answered as GET, and the visitor pages' first views rendered by the build's renderer (a
// fake one here), kept by language and session, and served unrendered when it fails or is busy.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { markupOf, writeFakeRenderer, type FakeRenderer } from '../test/fake-page-renderer.ts';
import { adminCookie, call, createMatch, playMatch, winnersFor } from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { APP_START_SCRIPT, APP_START_SCRIPT_SOURCE } from './page-html.ts';
import type { PageToRender } from './page-renderer.ts';
import type { Competition } from '@cueleague/domain/competitions/records';
import { createCup } from '../test/cup-driver.ts';

/** A rendered page's root names the app's entry, which its start script loads after paint. */
const ENTRY = ' data-entry="/assets/index-3f9c2a.js"';

/** The head of a real build (apps/web/dist/index.html), shortened to what matters here. */
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta
      name="description"
      content="CueLeague: live scores, standings, fixtures and player stats for your pool league."
    />
    <title>CueLeague</title>
    <script type="module" crossorigin src="/assets/index-3f9c2a.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A hashed script of the build, large enough for the build to compress it. */
const ASSET = Buffer.from('console.log("break and run");\n'.repeat(100));
const WORKER = Buffer.from('self.addEventListener("fetch", () => {});\n'.repeat(50));

/** A file of the build with the .br and .gz copies the build writes beside it. */
const writeWithCopies = (path: string, content: Buffer) => {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
};

/**
 * A stand-in for apps/web/dist: the shell, the worker, the manifest, one hashed asset, an icon;
 * the worker and the asset with their compressed copies. In a folder of its own, as dist is in
 * apps/web, so the page renderer is looked for beside it (and found only where a test puts one).
 */
const fakeBuild = (options: { icon?: boolean } = {}): string => {
  const dir = join(mkdtempSync(join(tmpdir(), 'cueleague-web-')), 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), BUILT_INDEX);
  writeWithCopies(join(dir, 'sw.js'), WORKER);
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"CueLeague"}');
  writeWithCopies(join(dir, 'assets', 'index-3f9c2a.js'), ASSET);
  if (options.icon !== false) {
    mkdirSync(join(dir, 'icons'));
    writeFileSync(join(dir, 'icons', 'icon-512.png'), 'png');
  }
  return dir;
};

describe('the built web app', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('keeps hashed assets for good and revalidates the shell, the worker and the manifest', async () => {
    t = await buildTestApp('sqlite', { WEB_DIST_DIR: fakeBuild() });
    const asset = await t.request({ method: 'GET', url: '/assets/index-3f9c2a.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const worker = await t.request({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');

    const manifest = await t.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');

    // With no league yet, every page is sent to the first-run page before it paints.
    const early = await t.request({ method: 'GET', url: '/team/match/m1/score' });
    expect(early.statusCode).toBe(302);
    expect(early.headers.location).toBe('/setup');
    expect((await t.request({ method: 'GET', url: '/setup' })).statusCode).toBe(200);

    // Once there is one, a deep link gets the shell, which must never be kept stale.
    await seedWorld(t.db);
    const page = await t.request({ method: 'GET', url: '/team/match/m1/score' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli copy to a browser, the gzip copy to a client without brotli, the file to the rest', async () => {
    const dir = fakeBuild();
    t = await buildTestApp('sqlite', { WEB_DIST_DIR: dir });
    const url = '/assets/index-3f9c2a.js';
    const get = (acceptEncoding?: string, headers: Record<string, string> = {}) =>
      t.request({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding, ...headers } : headers,
      });

    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(readFileSync(join(dir, 'assets', 'index-3f9c2a.js.br')))).toBe(
      true,
    );
    expect(brotliDecompressSync(brotli.rawPayload).equals(ASSET)).toBe(true);

    const gzip = await get('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(ASSET)).toBe(true);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(ASSET)).toBe(true);
    expect(Number(plain.headers['content-length'])).toBe(ASSET.length);

    // Each is the same script to the browser, kept for good, and kept apart by shared caches.
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toBe('accept-encoding');
    }
    // Each encoding has its own validator, so a revalidation never mixes them up.
    expect(new Set([brotli, gzip, plain].map((response) => response.headers.etag)).size).toBe(3);

    // HEAD tells the length of what a GET would send.
    const head = await t.request({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(brotli.headers['content-length']);

    // A range is of the bytes sent: the file's without an encoding, the copy's with one.
    const range = await get(undefined, { range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(ASSET.subarray(0, 10))).toBe(true);
    const brotliRange = await get('br', { range: 'bytes=0-9' });
    expect(brotliRange.statusCode).toBe(206);
    expect(brotliRange.headers['content-encoding']).toBe('br');
    expect(brotliRange.rawPayload.equals(brotli.rawPayload.subarray(0, 10))).toBe(true);

    // The worker is compressed too, and still revalidated on every load.
    const worker = await t.request({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(worker.rawPayload).equals(WORKER)).toBe(true);

    // A file the build did not compress (an image, a file too small) is sent as it is.
    const icon = await t.request({
      method: 'GET',
      url: '/icons/icon-512.png',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body).toBe('png');
    const manifest = await t.request({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-encoding': 'br' },
    });
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('answers an unknown API path with JSON, never the shell', async () => {
    t = await buildTestApp('sqlite', { WEB_DIST_DIR: fakeBuild() });
    const response = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

const PUBLIC_URL = 'https://league.example.org';
/** Tuesday 17 November 2026, noon in London: match night. */
const NOW = new Date('2026-11-17T12:00:00.000Z');

/** A served page's head, read as a chat app reads it. */
interface Preview {
  html: string;
  title: string | undefined;
  meta: (key: string) => string | undefined;
  metaCount: number;
}

const previewOf = (html: string): Preview => {
  const tags = [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)];
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    meta: (key) => tags.find((tag) => tag[1] === key)?.[2],
    metaCount: tags.length,
  };
};

describe.each(TEST_DATABASES)('link previews in the served pages (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => t.close());

  /** The test world with the spec's names: Division One (teams 1 and 2) and Two (team 3). */
  const league = async (env: Record<string, string> = {}, icon = true): Promise<World> => {
    t = await buildTestApp(
      kind,
      { WEB_DIST_DIR: fakeBuild({ icon }), ...env },
      { now: () => new Date(NOW) },
    );
    const world = await seedWorld(t.db);
    await t.db
      .updateTable('divisions')
      .set({ name: 'Division One' })
      .where('id', '=', 'd1')
      .execute();
    await t.db
      .insertInto('divisions')
      .values({ id: 'd2', seasonId: world.seasonId, name: 'Division Two', position: 1 })
      .execute();
    await t.db.updateTable('teams').set({ divisionId: 'd2' }).where('id', '=', 't3').execute();
    await t.db
      .updateTable('teams')
      .set({ name: 'Red Lion Rebels' })
      .where('id', '=', 't1')
      .execute();
    await t.db.updateTable('teams').set({ name: 'Anchor Sharks' }).where('id', '=', 't2').execute();
    return world;
  };

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.request({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    return previewOf(response.body);
  };

  /** Asserts a page's title and description the way every tag that carries them says them. */
  const expectPreview = (
    preview: Preview,
    expected: { title: string; description: string; url?: string },
  ) => {
    expect(preview.title).toBe(
      expected.title === 'Test League' ? 'Test League' : `${expected.title} · Test League`,
    );
    expect(preview.meta('og:title')).toBe(expected.title);
    expect(preview.meta('twitter:title')).toBe(expected.title);
    expect(preview.meta('description')).toBe(expected.description);
    expect(preview.meta('og:description')).toBe(expected.description);
    expect(preview.meta('twitter:description')).toBe(expected.description);
    expect(preview.meta('og:type')).toBe('website');
    expect(preview.meta('og:site_name')).toBe('Test League');
    if (expected.url !== undefined) {
      expect(preview.meta('og:url')).toBe(expected.url);
      // Its drawn card: the page's path as a PNG, with the card's version.
      const page = expected.url.slice(PUBLIC_URL.length);
      expect(preview.meta('og:image')).toMatch(
        new RegExp(
          `^${PUBLIC_URL}/preview-images/${page === '/' ? 'home' : page.slice(1)}\\.png\\?v=[\\w-]{16}$`,
        ),
      );
    }
    // A large picture where there is an image (PUBLIC_URL set), else a line of text.
    expect(preview.meta('twitter:card')).toBe(
      preview.meta('og:image') ? 'summary_large_image' : 'summary',
    );
    // One title and one description: the build's own are replaced, not repeated.
    expect(preview.html.match(/<title>/g)).toHaveLength(1);
    expect(preview.html.match(/name="description"/g)).toHaveLength(1);
    // The rest of the build is untouched.
    expect(preview.html).toContain(
      '<script type="module" crossorigin src="/assets/index-3f9c2a.js">',
    );
    expect(preview.html).toContain('<div id="root"></div>');
  };

  it('previews a match before, during and after it is played, in the league time zone', async () => {
    const world = await league({ PUBLIC_URL });
    // 19:30 in London on Tuesday 17 November.
    const match = await createMatch(t, world, {
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2026-11-17T19:30:00.000Z',
    });
    const url = `/matches/${match.id}`;
    expectPreview(await page(url), {
      title: 'Red Lion Rebels v Anchor Sharks',
      description: 'Red Lion Rebels v Anchor Sharks · Division One · Tue 17 Nov',
      url: `${PUBLIC_URL}${url}`,
    });

    const nine = winnersFor(9);
    await playMatch(t, world, match.id, nine, { rounds: 2 });
    expectPreview(await page(url), {
      title: 'Red Lion Rebels 8-0 Anchor Sharks',
      description: 'Red Lion Rebels 8-0 Anchor Sharks · in progress · Division One · Tue 17 Nov',
    });

    await playMatch(t, world, match.id, nine);
    expectPreview(await page(url), {
      title: 'Red Lion Rebels 9-7 Anchor Sharks',
      description: 'Red Lion Rebels 9-7 Anchor Sharks · Division One · Tue 17 Nov',
      url: `${PUBLIC_URL}${url}`,
    });
  });

  it('previews a cup by its next round, then by its winner, and a cup tie by its cup and round', async () => {
    const world = await league();
    const admin = await adminCookie(t, world);
    const post = async (url: string, payload: object, status = 200) =>
      (await call(t, { method: 'POST', url, cookie: admin, payload }, status)).json<{
        id: string;
        ties: { id: string; match: { id: string } | null }[];
      }>();
    const cup = await post(
      '/api/competitions',
      { seasonId: world.seasonId, name: 'Winter Cup', teamIds: world.teams },
      201,
    );
    // Not published: the league's general preview, as for an id that names nothing.
    expect((await page(`/competitions/${cup.id}`)).meta('og:title')).toBe('Test League');
    await post(`/api/competitions/${cup.id}/draw`, { method: 'manual', order: world.teams });
    const published = await post(`/api/competitions/${cup.id}/publish`, {
      roundDates: ['2026-11-17T19:30:00.000Z', '2026-12-01T19:30:00.000Z'],
    });
    expectPreview(await page(`/competitions/${cup.id}`), {
      title: 'Winter Cup',
      description: 'Winter 2026 · 3 teams · Semi-finals, Tue 17 Nov',
    });
    const semi = published.ties.find((tie) => tie.id === 'W1-2')?.match?.id ?? '';
    expectPreview(await page(`/matches/${semi}`), {
      title: 'Anchor Sharks v Team 3',
      description: 'Anchor Sharks v Team 3 · Winter Cup · Semi-finals · Tue 17 Nov',
    });
    await post(`/api/competitions/${cup.id}/ties/W1-2/decide`, {
      winner: 'home',
      reason: 'Walkover',
    });
    await post(`/api/competitions/${cup.id}/ties/W2-1/decide`, {
      winner: 'away',
      reason: 'Walkover',
    });
    expectPreview(await page(`/competitions/${cup.id}`), {
      title: 'Winter Cup',
      description: 'Won by Anchor Sharks · runner-up Red Lion Rebels · Winter 2026',
    });
  });

  it('previews a group cup by its next group round, and a group tie by its group', async () => {
    const world = await league();
    const admin = await adminCookie(t, world);
    const cup = await createCup(t, world, admin, { groups: { size: 3, qualifiers: 2 } });
    await call(
      t,
      {
        method: 'POST',
        url: `/api/competitions/${cup.id}/draw`,
        cookie: admin,
        payload: { method: 'manual', order: world.teams },
      },
      200,
    );
    const published = (
      await call(
        t,
        {
          method: 'POST',
          url: `/api/competitions/${cup.id}/publish`,
          cookie: admin,
          payload: {
            roundDates: ['17', '24', '30']
              .map((day) => `2026-11-${day}T19:30:00.000Z`)
              .concat('2026-12-08T19:30:00.000Z'),
          },
        },
        200,
      )
    ).json<Competition>();
    expectPreview(await page(`/competitions/${cup.id}`), {
      title: 'Winter Cup',
      description: 'Winter 2026 · 3 teams · Group round 1, Tue 17 Nov',
    });
    const first = published.groupStage?.groups[0]?.ties.find((tie) => tie.round === 1);
    const match = await page(`/matches/${first?.match?.id ?? ''}`);
    expect(match.meta('og:description')).toContain(' · Winter Cup · Group A · Tue 17 Nov');
  });

  it('previews a cup taking entries by its closing day and how full it is', async () => {
    const world = await league();
    const admin = await adminCookie(t, world);
    const cup = await createCup(t, world, admin, {
      name: 'Open Cup',
      teamIds: [world.teams[0]],
      entries: { closesAt: '2026-11-10T19:30:00.000Z', capacity: 8 },
    });
    expectPreview(await page(`/competitions/${cup.id}`), {
      title: 'Open Cup',
      description: 'Winter 2026 · Entries close Tue 10 Nov · 1 of 8',
    });
  });

  it('previews a team by its place, its points and its home, a player by their frames and rating, and the standings by their leaders', async () => {
    const world = await league({ PUBLIC_URL });
    expectPreview(await page('/standings'), {
      title: 'Winter 2026 standings',
      description: 'Winter 2026 · No results yet',
      url: `${PUBLIC_URL}/standings`,
    });
    expectPreview(await page('/teams/t1'), {
      title: 'Red Lion Rebels',
      description: 'Division One · No results yet · Home: The Red Lion',
    });

    const match = await createMatch(t, world, {
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2026-11-10T19:30:00.000Z',
    });
    await playMatch(t, world, match.id, winnersFor(9));

    expectPreview(await page('/standings'), {
      title: 'Winter 2026 standings',
      description: 'Winter 2026 · Division One: Red Lion Rebels, 2 pts',
    });
    expectPreview(await page('/teams/t1'), {
      title: 'Red Lion Rebels',
      description: '1st in Division One · 2 pts · Home: The Red Lion',
      url: `${PUBLIC_URL}/teams/t1`,
    });
    expectPreview(await page('/teams/t2'), {
      title: 'Anchor Sharks',
      description: '2nd in Division One · 0 pts · Home: The Red Lion',
    });
    expectPreview(await page('/teams/t3'), {
      title: 'Team 3',
      description: 'Division Two · No results yet · Home: The Red Lion',
    });

    // The player stats page's numbers, said in a line.
    const stats = (await call(t, { method: 'GET', url: '/api/stats/players?seasonId=s1' })).json<{
      items: { playerId: string; framesWon: number; winPercent: number; rating: number }[];
    }>();
    const row = stats.items.find((candidate) => candidate.playerId === 't1-p1');
    if (!row) throw new Error('no stats row for t1-p1');
    expectPreview(await page('/players/t1-p1'), {
      title: 'Player1 Team1',
      description: `Red Lion Rebels · Winter 2026: ${row.framesWon} of 4 frames won (${row.winPercent}%) · Rating ${row.rating.toFixed(1)}`,
      url: `${PUBLIC_URL}/players/t1-p1`,
    });
    expectPreview(await page('/players/t3-p1'), {
      title: 'Player1 Team3',
      description: 'Team 3 · Winter 2026: no frames played yet',
    });
  });

  it('previews the home page with the league and what is on', async () => {
    const world = await league({ PUBLIC_URL });
    expectPreview(await page('/'), {
      title: 'Test League',
      description: 'Test League: live scores, standings, fixtures and player stats',
      url: `${PUBLIC_URL}/`,
    });

    const tonight = await createMatch(t, world, {
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2026-11-17T19:30:00.000Z',
    });
    await createMatch(t, world, {
      homeTeamId: 't2',
      awayTeamId: 't1',
      scheduledDate: '2026-11-24T19:30:00.000Z',
    });
    expectPreview(await page('/'), {
      title: 'Test League',
      description: 'Test League · Next fixtures Tue 17 Nov',
    });
    await playMatch(t, world, tonight.id, 'home', { rounds: 1 });
    expectPreview(await page('/'), {
      title: 'Test League',
      description: 'Test League · 1 match live now · Next fixtures Tue 24 Nov',
    });
  });

  it('answers an unknown or impossible id with the league general preview, never an error', async () => {
    await league({ PUBLIC_URL });
    for (const url of [
      '/teams/no-such-team',
      '/players/no-such-player',
      '/matches/no-such-match',
      `/matches/${'x'.repeat(300)}`,
      '/players/%20',
    ]) {
      expectPreview(await page(url), {
        title: 'Test League',
        description: 'Test League: live scores, standings, fixtures and player stats',
        url: `${PUBLIC_URL}/`,
      });
    }
  });

  it('escapes names from the database, so a hostile team name stays text', async () => {
    const world = await league({ PUBLIC_URL });
    const hostile = '"><script>alert(1)</script>';
    await call(t, {
      method: 'PATCH',
      url: '/api/teams/t1',
      cookie: await adminCookie(t, world),
      payload: { name: hostile },
    });
    await call(t, {
      method: 'PATCH',
      url: '/api/players/t1-p2',
      cookie: await adminCookie(t, world),
      payload: { firstName: "Ben & 'Jerry'", lastName: '<b>Bold</b>' },
    });

    const team = await page('/teams/t1');
    expect(team.html).not.toContain('<script>alert(1)</script>');
    expect(team.html).not.toContain('"><script>');
    const escaped = '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(team.meta('og:title')).toBe(escaped);
    expect(team.meta('twitter:title')).toBe(escaped);
    expect(team.title).toBe(`${escaped} · Test League`);
    // Only the build's script runs: no tag of the name's own was made.
    expect(team.html.match(/<script/g)).toHaveLength(1);
    expect(team.metaCount).toBe(15);
    // The image's description too.
    expect(team.meta('og:image:alt')).toBe(
      `${escaped} · Division One · No results yet · Home: The Red Lion`,
    );

    const player = await page('/players/t1-p2');
    expect(player.meta('og:title')).toBe('Ben &amp; &#39;Jerry&#39; &lt;b&gt;Bold&lt;/b&gt;');
    expect(player.meta('og:description')).toMatch(/^&quot;&gt;&lt;script&gt;/);
    expect(player.html).not.toContain('<b>');
  });

  it('builds og:url and og:image on PUBLIC_URL only, never on the request Host', async () => {
    await league({ PUBLIC_URL });
    const withUrl = await page('/teams/t2', { host: 'attacker.example' });
    expect(withUrl.meta('og:url')).toBe(`${PUBLIC_URL}/teams/t2`);
    expect(withUrl.meta('og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/preview-images/teams/t2\\.png\\?v=`),
    );
    expect(withUrl.meta('og:image:width')).toBe('1200');
    expect(withUrl.meta('og:image:height')).toBe('630');
    expect(withUrl.meta('og:image:type')).toBe('image/png');
    expect(withUrl.html).not.toContain('attacker.example');
    await t.close();

    await league();
    const withoutUrl = await page('/teams/t2', { host: 'attacker.example' });
    expect(withoutUrl.meta('og:title')).toBe('Anchor Sharks');
    expect(withoutUrl.meta('og:url')).toBeUndefined();
    expect(withoutUrl.meta('og:image')).toBeUndefined();
    expect(withoutUrl.html).not.toContain('attacker.example');
    await t.close();

    // The drawn image needs nothing of the build: no icon, still a picture.
    await league({ PUBLIC_URL }, false);
    const noIcon = await page('/teams/t2');
    expect(noIcon.meta('og:url')).toBe(`${PUBLIC_URL}/teams/t2`);
    expect(noIcon.meta('og:image')).toBe(withUrl.meta('og:image'));
  });

  it('keeps the page headers: CSP, no-cache with a validator, gzip, from the cache until a write', async () => {
    const world = await league({ PUBLIC_URL });
    const first = await t.request({
      method: 'GET',
      url: '/teams/t1?ref=chat',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toBe('accept-encoding');
    const html = gunzipSync(first.rawPayload).toString();
    expect(previewOf(html).meta('og:title')).toBe('Red Lion Rebels');

    const plain = await t.request({ method: 'GET', url: '/teams/t1' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);

    // A revalidating browser with the page it has gets a 304, and no body.
    const etag = String(plain.headers.etag);
    const again = await t.request({
      method: 'GET',
      url: '/teams/t1',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // Served from the cache: a change behind the app's back is not seen...
    await t.db
      .updateTable('teams')
      .set({ name: 'Behind The Back' })
      .where('id', '=', 't1')
      .execute();
    expect(
      previewOf((await t.request({ method: 'GET', url: '/teams/t1' })).body).meta('og:title'),
    ).toBe('Red Lion Rebels');
    // ...until a write through the API clears it, like every other public read.
    await call(t, {
      method: 'PATCH',
      url: '/api/teams/t1',
      cookie: await adminCookie(t, world),
      payload: { name: 'Renamed Rebels' },
    });
    const renamed = await t.request({
      method: 'GET',
      url: '/teams/t1',
      headers: { 'if-none-match': etag },
    });
    expect(renamed.statusCode).toBe(200);
    expect(previewOf(renamed.body).meta('og:title')).toBe('Renamed Rebels');
  });

  it('answers HEAD on each previewed page (and any other page) like GET, without the body', async () => {
    const world = await league({ PUBLIC_URL });
    const match = await createMatch(t, world, { homeTeamId: 't1', awayTeamId: 't2' });
    for (const url of [
      '/',
      '/standings',
      '/teams/t1',
      '/players/t1-p1',
      `/matches/${match.id}`,
      '/teams/no-such-team',
      '/fixtures',
    ]) {
      const get = await t.request({ method: 'GET', url });
      const head = await t.request({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
      expect(head.headers['cache-control'], url).toBe('no-cache');
      expect(head.headers.etag, url).toBe(get.headers.etag);
    }
    // A revalidating HEAD gets the 304 a GET would.
    const etag = String((await t.request({ method: 'HEAD', url: '/teams/t1' })).headers.etag);
    const again = await t.request({
      method: 'HEAD',
      url: '/teams/t1',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // The API's unknown paths still answer 404 to HEAD.
    expect((await t.request({ method: 'HEAD', url: '/api/no-such-thing' })).statusCode).toBe(404);
  });

  it('serves every other page the plain index.html, as built', async () => {
    await league({ PUBLIC_URL });
    const built = readFileSync(join(t.config.webDistDir ?? '', 'index.html'), 'utf8');
    for (const url of ['/fixtures', '/players', '/live', '/team/match/m1/score', '/admin/teams']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(built);
    }
  });
});

describe.each(TEST_DATABASES)('server-rendered first views (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  let fake: FakeRenderer;
  afterEach(async () => t.close());

  /** The test league, served with a build that has a page renderer beside it. */
  const start = async () => {
    const dir = fakeBuild();
    fake = writeFakeRenderer(dir);
    t = await buildTestApp(kind, { WEB_DIST_DIR: dir, PUBLIC_URL }, { now: () => new Date(NOW) });
    world = await seedWorld(t.db);
  };

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.request({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
    return response;
  };

  /** The view markupOf writes for a page, where it belongs in the served page. */
  const expectRendered = (html: string, page: PageToRender) => {
    const view = markupOf(page);
    expect(html).toContain(`${view.head}</head>`);
    expect(html).toContain(`<div id="root"${ENTRY}>${view.root}</div>${view.state}`);
    expect(html.match(/<style/g)).toHaveLength(1);
  };

  /** The page as the browser renders it: the build's empty root, no view, no data. */
  const expectUnrendered = (html: string) => {
    expect(html).toContain('<div id="root"></div>\n  </body>');
    expect(html).not.toContain('<style');
    expect(html.match(/<script/g)).toHaveLength(1);
  };

  const rendered = () => fake.calls.map((call) => call.url);

  it('renders /standings into the page, in its head and root, and keeps it until a write', async () => {
    await start();
    fake.render = async (request) => {
      // The page's data, read through the server's own routes.
      const seasons = await request.transport('/api/seasons', { method: 'GET' });
      const { items } = (await seasons.json()) as { items: { name: string }[] };
      const view = markupOf(request);
      return { ...view, root: view.root.replace('></main>', `>${items[0]?.name}</main>`) };
    };
    const page = { url: '/standings', locale: 'en-GB', signedOut: true };
    const headers = { 'accept-language': 'en-GB,en;q=0.9' };
    const first = await get('/standings', headers);
    expect(first.body).toContain(
      'data-url="/standings" data-signed-out="true">Winter 2026</main></div>',
    );
    expect(first.body).toContain(`${markupOf(page).head}</head>`);
    // The app starts after the first paint, from the one script the CSP allows by its hash.
    expect(first.body).toContain(
      `</main></div>${markupOf(page).state}\n  <script type="module">${APP_START_SCRIPT}</script>\n  </body>`,
    );
    // Its link preview is still there, once, and the app's script.
    const preview = previewOf(first.body);
    expect(preview.title).toBe('Winter 2026 standings · Test League');
    expect(preview.meta('og:url')).toBe(`${PUBLIC_URL}/standings`);
    expect(first.body.match(/<title>/g)).toHaveLength(1);
    expect(first.body).not.toContain('<script type="module" crossorigin src=');
    expect(first.headers['content-security-policy']).toContain(APP_START_SCRIPT_SOURCE);
    // Written in the visitor's language: a cache must keep the languages apart.
    expect(String(first.headers.vary).split(/,\s*/)).toEqual(
      expect.arrayContaining(['accept-language', 'accept-encoding']),
    );
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(fake.calls).toEqual([page]);

    // The next visitor gets the same page from the cache, gzipped when asked, and a 304 when
    // they have it.
    const second = await get('/standings', { ...headers, 'accept-encoding': 'gzip' });
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(second.rawPayload).toString()).toBe(first.body);
    const again = await t.request({
      method: 'GET',
      url: '/standings',
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // HEAD says what a GET would send.
    const head = await t.request({ method: 'HEAD', url: '/standings', headers });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(fake.calls).toHaveLength(1);

    // A write clears it: the page is rendered again, from the new data.
    await call(t, {
      method: 'PATCH',
      url: `/api/seasons/${world.seasonId}`,
      cookie: await adminCookie(t, world),
      payload: { name: 'Spring 2027' },
    });
    const renamed = await get('/standings', headers);
    expect(renamed.body).toContain('data-signed-out="true">Spring 2027</main></div>');
    expect(previewOf(renamed.body).title).toBe('Spring 2027 standings · Test League');
    expect(fake.calls).toHaveLength(2);
  });

  it("renders in the visitor's language, and apart for a visitor with a session", async () => {
    await start();
    // Signed in first: signing in is a write, which clears the cache.
    const session = await t.login(world.emails.plain);
    expect(session.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    const english = await get('/standings', { 'accept-language': 'en-GB,en;q=0.9' });
    const french = await get('/standings', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expectRendered(english.body, { url: '/standings', locale: 'en-GB', signedOut: true });
    expectRendered(french.body, { url: '/standings', locale: 'fr-FR', signedOut: true });
    // No language, or one no date is written in: plain English.
    expectRendered((await get('/standings')).body, {
      url: '/standings',
      locale: 'en',
      signedOut: true,
    });
    await get('/standings', { 'accept-language': 'tlh' });
    // Each language rendered once, then kept: the same language in another spelling is the same.
    expect((await get('/standings', { 'accept-language': 'EN-gb' })).body).toBe(english.body);
    expect((await get('/standings', { 'accept-language': 'fr-fr' })).body).toBe(french.body);
    expect(fake.calls.map((call) => call.locale)).toEqual(['en-GB', 'fr-FR', 'en']);

    // A request with a session is rendered apart (who is signed in is left to the browser), and
    // a cookie that is not the session changes nothing.
    const signedIn = await get('/standings', { cookie: session });
    expectRendered(signedIn.body, { url: '/standings', locale: 'en', signedOut: false });
    expect(String(signedIn.headers.vary)).toContain('cookie');
    await get('/standings', { cookie: session });
    await get('/standings', { cookie: 'theme=dark' });
    expect(fake.calls.slice(3)).toEqual([{ url: '/standings', locale: 'en', signedOut: false }]);
  });

  it('renders the visitor pages, with their previews, and leaves the signed-in pages to the browser', async () => {
    await start();
    const match = await createMatch(t, world, {
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2026-11-17T19:30:00.000Z',
    });
    const built = readFileSync(join(t.config.webDistDir ?? '', 'index.html'), 'utf8');
    for (const url of [
      '/login',
      '/admin',
      '/admin/teams',
      '/team',
      '/team/match/m1/score',
      '/settings',
      '/teams/',
      '/teams/t1/players',
    ]) {
      expect((await get(url)).body, url).toBe(built);
    }
    expect(fake.calls).toEqual([]);

    const pages = {
      '/': 'Test League',
      '/live': 'CueLeague',
      '/fixtures': 'CueLeague',
      '/players': 'CueLeague',
      '/teams/t1?tab=players': 'Team 1 · Test League',
      '/players/t1-p1': 'Player1 Team1 · Test League',
      [`/matches/${match.id}`]: 'Team 1 v Team 2 · Test League',
      '/competitions': 'CueLeague',
    };
    for (const [url, title] of Object.entries(pages)) {
      const { body } = await get(url);
      expectRendered(body, { url, locale: 'en', signedOut: true });
      expect(previewOf(body).title, url).toBe(title);
    }
    // The query is part of the page rendered.
    expect(rendered()).toEqual(Object.keys(pages));
    expect(previewOf((await get(`/matches/${match.id}`)).body).meta('og:url')).toBe(
      `${PUBLIC_URL}/matches/${match.id}`,
    );
  });

  it('writes the markup as it is, `$&` and all', async () => {
    await start();
    const tricky = {
      head: "<style>/* $& $' $` $$ */</style>",
      root: "<p>$& and $' and $` and $$ and $1</p>",
      state: '<script>self.s="$\'$&"</script>',
    };
    fake.render = async () => tricky;
    const { body } = await get('/teams/t2');
    expect(body).toContain(`${tricky.head}</head>`);
    expect(body).toContain(`<div id="root"${ENTRY}>${tricky.root}</div>${tricky.state}`);
    expect(previewOf(body).meta('og:title')).toBe('Team 2');
  });

  it('serves the page unrendered, with its preview, when the render fails, and tries again next time', async () => {
    await start();
    fake.render = () => Promise.reject(new Error('the renderer broke'));
    const broken = await get('/teams/t1');
    expectUnrendered(broken.body);
    expect(previewOf(broken.body).meta('og:title')).toBe('Team 1');
    expect(previewOf(broken.body).meta('og:url')).toBe(`${PUBLIC_URL}/teams/t1`);
    expectUnrendered((await get('/fixtures')).body);

    // A failure is not kept: the next visitor gets the page rendered.
    fake.render = async (request) => markupOf(request);
    expectRendered((await get('/teams/t1')).body, {
      url: '/teams/t1',
      locale: 'en',
      signedOut: true,
    });
    expect(rendered()).toEqual(['/teams/t1', '/fixtures', '/teams/t1']);
  });

  it('serves a page unrendered, with its preview, while another is being rendered', async () => {
    await start();
    const waiting: (() => void)[] = [];
    fake.render = (request) =>
      new Promise((resolve) => waiting.push(() => resolve(markupOf(request))));
    const standings = t.request({ method: 'GET', url: '/standings' });
    await vi.waitFor(() => expect(waiting).toHaveLength(1));

    // Another page goes out at once, as the browser renders it, with its preview.
    const team = await get('/teams/t1');
    expectUnrendered(team.body);
    expect(previewOf(team.body).meta('og:title')).toBe('Team 1');
    expectUnrendered((await get('/fixtures')).body);
    // The same page waits for the render under way instead.
    const sameStandings = t.request({ method: 'GET', url: '/standings' });
    expect(rendered()).toEqual(['/standings']);

    waiting[0]?.();
    const page = { url: '/standings', locale: 'en', signedOut: true };
    for (const response of await Promise.all([standings, sameStandings])) {
      expect(response.statusCode).toBe(200);
      expectRendered(response.body, page);
    }
    expect(rendered()).toEqual(['/standings']);

    // The next visitor of the page that went out unrendered gets it rendered.
    fake.render = async (request) => markupOf(request);
    const later = await get('/teams/t1');
    expectRendered(later.body, { url: '/teams/t1', locale: 'en', signedOut: true });
    expect(previewOf(later.body).meta('og:title')).toBe('Team 1');
  });

  it('does not keep a page rendered from data a write changed meanwhile', async () => {
    await start();
    const waiting: (() => void)[] = [];
    fake.render = async (request) => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      const team = await request.transport('/api/teams/t1', { method: 'GET' });
      const { name } = (await team.json()) as { name: string };
      return { ...markupOf(request), root: name };
    };
    const before = t.request({ method: 'GET', url: '/teams/t1' });
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    // The preview was read before the write, so this page goes out with the old name...
    await call(t, {
      method: 'PATCH',
      url: '/api/teams/t1',
      cookie: await adminCookie(t, world),
      payload: { name: 'Renamed Rebels' },
    });
    waiting[0]?.();
    expect(previewOf((await before).body).meta('og:title')).toBe('Team 1');

    // ...but it is not kept: the next visitor's page is rendered again, with the new one.
    fake.render = async (request) => markupOf(request);
    const after = await get('/teams/t1');
    expect(previewOf(after.body).meta('og:title')).toBe('Renamed Rebels');
    expect(rendered()).toEqual(['/teams/t1', '/teams/t1']);
  });
});
