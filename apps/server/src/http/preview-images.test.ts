// The previewed pages' images as a chat app fetches them: the address in a page's og:image answers
// a 1200x630 PNG of that page's card, kept for good at that address; a card is drawn once and kept
// until what it shows changes (then the page names a new address); an unknown page has no image;
// renders wait their turn, one at a time, a flood refused; and a request waits for its draw only
// so long.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { adminCookie, call, createMatch, playMatch, winnersFor } from '../test/match-driver.ts';
import { buildTestApp, seedWorld, type TestApp, type World } from '../test/test-app.ts';
import { TEST_DATABASES } from '../test/test-db.ts';
import { oneAtATime, PreviewImageBusy, RENDER_QUEUE } from './preview-image.ts';
import { servePreviewImages } from './preview-images.ts';
import type { LinkPreview } from '../services/link-previews.ts';

const PUBLIC_URL = 'https://league.example.org';
/** Tuesday 17 November 2026, noon in London. */
const NOW = new Date('2026-11-17T12:00:00.000Z');

/** A web build with just its page (the image needs nothing else of it). */
const fakeBuild = (): string => {
  const dir = join(mkdtempSync(join(tmpdir(), 'cueleague-web-')), 'dist');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>CueLeague</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
};

/** A PNG's width and height, from its IHDR chunk (which the format puts first). */
const pngSize = (bytes: Buffer): { width: number; height: number } => {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe.each(TEST_DATABASES)('preview images (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => t.close());

  const league = async (): Promise<World> => {
    t = await buildTestApp(
      kind,
      { WEB_DIST_DIR: fakeBuild(), PUBLIC_URL },
      { now: () => new Date(NOW) },
    );
    return seedWorld(t.db);
  };

  /** The image a page names (og:image), as the path to ask this server for. */
  const imageOf = async (page: string): Promise<string> => {
    const html = (await t.request({ method: 'GET', url: page })).body;
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    if (!image?.startsWith(PUBLIC_URL)) throw new Error(`${page} names no image: ${image}`);
    return image.slice(PUBLIC_URL.length).replaceAll('&amp;', '&');
  };

  const fetchImage = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });

  it('answers the address each page names with a 1200x630 PNG, kept for good', async () => {
    const world = await league();
    const match = await createMatch(t, world, {
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2026-11-10T19:30:00.000Z',
    });
    const before = await imageOf(`/matches/${match.id}`);
    await playMatch(t, world, match.id, winnersFor(9));

    const pages = ['/', '/standings', '/teams/t1', '/players/t1-p1', `/matches/${match.id}`];
    const images = await Promise.all(pages.map(imageOf));
    expect(images.slice(0, 4)).toEqual([
      expect.stringMatching(/^\/preview-images\/home\.png\?v=[\w-]{16}$/),
      expect.stringMatching(/^\/preview-images\/standings\.png\?v=/),
      expect.stringMatching(/^\/preview-images\/teams\/t1\.png\?v=/),
      expect.stringMatching(/^\/preview-images\/players\/t1-p1\.png\?v=/),
    ]);
    // The result changed the match's card, so its address changed too.
    expect(images[4]).toMatch(new RegExp(`^/preview-images/matches/${match.id}\\.png\\?v=`));
    expect(images[4]).not.toBe(before);

    for (const url of images) {
      const image = await fetchImage(url);
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(pngSize(image.rawPayload)).toEqual({ width: 1200, height: 630 });
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers.etag).toBe(`"${url.split('?v=')[1]}"`);
      // Other sites may show it (a chat's web client).
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    // An unknown id's page is the home page's preview, and names the home page's image.
    expect(await imageOf('/teams/no-such-team')).toBe(images[0]);
  });

  it('has no image for an id that names nothing, or a path that is no previewed page', async () => {
    await league();
    for (const url of [
      '/preview-images/teams/no-such-team.png',
      '/preview-images/players/no-such-player.png',
      '/preview-images/matches/no-such-match.png',
      '/preview-images/competitions/no-such-cup.png',
      `/preview-images/matches/${'x'.repeat(300)}.png`,
      '/preview-images/live.png',
      '/preview-images/teams/t1.jpg',
      '/preview-images/teams/t1/extra.png',
      '/preview-images/.png',
      '/preview-images/',
    ]) {
      const answer = await fetchImage(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json<{ error: { code: string } }>().error.code).toBe('not_found');
    }
  });

  it('draws a card once, until what it shows changes', async () => {
    const world = await league();
    const url = await imageOf('/teams/t3');
    const first = await fetchImage(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const again = await fetchImage(url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.rawPayload).toEqual(first.rawPayload);
    // A browser or chat app that has it asks with its ETag and gets a 304.
    const etag = String(first.headers.etag);
    const revalidated = await fetchImage(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);

    // A result between two other teams clears the cached answers, but team 3's card is the same:
    // it is not drawn again.
    const teamOne = await imageOf('/teams/t1');
    const match = await createMatch(t, world, {
      homeTeamId: 't1',
      awayTeamId: 't2',
      scheduledDate: '2026-11-10T19:30:00.000Z',
    });
    await playMatch(t, world, match.id, winnersFor(9));
    expect(await imageOf('/teams/t3')).toBe(url);
    expect((await fetchImage(url)).headers['x-cache']).toBe('hit');

    // Team 1's card changed (its place and points): a new address, a new image. Its old address
    // gets the current image, for revalidation only.
    const teamOneNow = await imageOf('/teams/t1');
    expect(teamOneNow).not.toBe(teamOne);
    const current = await fetchImage(teamOneNow);
    expect(current.headers['x-cache']).toBeUndefined();
    const old = await fetchImage(teamOne);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload).toEqual(current.rawPayload);
    expect(old.headers['cache-control']).toBe('public, no-cache');

    // A renamed team is a changed card too.
    await call(t, {
      method: 'PATCH',
      url: '/api/teams/t3',
      cookie: await adminCookie(t, world),
      payload: { name: 'Renamed Rovers' },
    });
    expect(await imageOf('/teams/t3')).not.toBe(url);
  });
});

describe.each(TEST_DATABASES)('a preview image drawn too slowly (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('answers 503 once the wait is over, and keeps the image the draw still makes', async () => {
    t = await buildTestApp(kind);
    await seedWorld(t.db);
    // The route on its own, on this app's database and caches, with a draw that waits for us.
    const server = Fastify();
    server.decorate('ctx', t.app.ctx);
    let finish = (): void => undefined;
    let draws = 0;
    servePreviewImages(
      server,
      async () => {
        draws += 1;
        await new Promise<void>((resolve) => (finish = resolve));
        return Buffer.from('a png');
      },
      { waitMs: 50 },
    );
    try {
      const late = await server.inject({ method: 'GET', url: '/preview-images/teams/t1.png' });
      expect(late.statusCode).toBe(503);
      expect(late.headers['retry-after']).toBe('5');
      expect(late.headers['cache-control']).toBe('no-store');
      expect(late.json<{ error: { code: string } }>().error.code).toBe('unavailable');
      // Asked again while it is drawn: no second draw.
      expect(
        (await server.inject({ method: 'GET', url: '/preview-images/teams/t1.png' })).statusCode,
      ).toBe(503);
      expect(draws).toBe(1);

      finish();
      await new Promise((resolve) => setImmediate(resolve));
      const kept = await server.inject({ method: 'GET', url: '/preview-images/teams/t1.png' });
      expect(kept.statusCode).toBe(200);
      expect(kept.headers['x-cache']).toBe('hit');
      expect(kept.body).toBe('a png');
      expect(draws).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('drawing cards one at a time', () => {
  const preview: Pick<LinkPreview, 'siteName' | 'card'> = {
    siteName: 'Test League',
    card: { kind: 'facts', title: 'A', facts: 'B' },
  };

  it('draws one card at a time, lets RENDER_QUEUE wait, and refuses the rest', async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const draw = oneAtATime(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      return Buffer.from('png');
    });
    const asked = Array.from({ length: RENDER_QUEUE + 1 }, () => draw(preview));
    // One under way, RENDER_QUEUE waiting: one more is refused at once.
    await expect(draw(preview)).rejects.toBeInstanceOf(PreviewImageBusy);
    for (let index = 0; index < asked.length; index += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      expect(releases).toHaveLength(index + 1);
      releases[index]?.();
      await asked[index];
    }
    expect(most).toBe(1);
    // The queue is free again.
    const later = draw(preview);
    await new Promise((resolve) => setImmediate(resolve));
    releases.at(-1)?.();
    await expect(later).resolves.toEqual(Buffer.from('png'));
  });
});
