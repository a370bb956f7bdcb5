// Issue 7's promise: a captain in a basement with no signal scores a whole match and loses
// nothing. The app opens with no network after one visit (its service worker), shows what it has
// saved, keeps every entry on the device across a reload, sends each exactly once when the signal
// is back, shares all of it with a second tab, and shows a conflict with the other captain rather
// than overwriting either result. Each journey scores a match of its own.
import type { Match } from '@cueleague/domain/entities';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin, demoCaptain, ensureDemoLeague, readyMatch } from '../helpers.ts';

const OFFLINE_MESSAGE = 'Failed to get document because the client is offline.';
// Conditions, not timings: a busy machine may take a while to get there.
const SLOW = { timeout: 30_000 };

const scorePath = (match: Match) => `/team/match/${match.id}/score`;
const card = (page: Page, frame: number) =>
  page.getByRole('article', { name: new RegExp(`^Frame ${frame}\\b`) });
const connection = (page: Page) => page.getByRole('status', { name: 'Connection' });

/**
 * Tells a document loaded while its context is offline that it has no network. Debian's Chromium
 * 150 no longer carries the context's offline emulation over to a reloaded or new document:
 * requests still fail, but `navigator.onLine` reads true there, which a phone in airplane mode
 * never says. The answer takes the emulation off again, once the context is back online.
 */
const stillOffline = async (context: BrowserContext, page: Page) => {
  const session = await context.newCDPSession(page);
  const emulate = (offline: boolean) =>
    session.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  await emulate(true);
  return () => emulate(false);
};

const signIn = async (context: BrowserContext, account: { email: string; password: string }) => {
  const response = await context.request.post('/api/auth/login', { data: account });
  expect(response.ok(), `sign in ${account.email}`).toBe(true);
};

/** Whether this tab's offline cache (IndexedDB) holds the signed-in user and the match. */
const cached = (matchId: string): Promise<boolean> =>
  new Promise((resolve) => {
    const open = indexedDB.open('cueleague-query-cache');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('queries')) return resolve(false);
      const keys = db.transaction('queries').objectStore('queries').getAllKeys();
      keys.onerror = () => resolve(false);
      keys.onsuccess = () => {
        const stored = keys.result.map(String);
        resolve(
          stored.includes(JSON.stringify(['auth', 'me'])) &&
            stored.includes(JSON.stringify(['matches', 'detail', matchId])),
        );
      };
    };
  });

/** The score page, open once with a signal: the app shell and the match are now on the device. */
const openOnline = async (page: Page, match: Match) => {
  await page.goto(scorePath(match));
  await expect(
    card(page, 1)
      .getByRole('button', { name: /^Record a win for/ })
      .first(),
  ).toBeVisible(SLOW);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, SLOW);
  await expect.poll(() => page.evaluate(cached, match.id), SLOW).toBe(true);
};

const recordHomeWin = async (page: Page, frame: number) => {
  await card(page, frame)
    .getByRole('button', { name: /^Record a win for/ })
    .first()
    .click();
  await expect(card(page, frame)).toContainText('Won (not sent)');
  await expect(card(page, frame)).toContainText('Not sent yet');
};

const serverMatch = async (request: Parameters<typeof apiLogin>[0], id: string) =>
  (await (await request.get(`/api/matches/${id}`)).json()) as Match;

test.beforeAll(async ({ request }) => {
  await ensureDemoLeague(request);
});

test('a captain scores four frames with no signal, reloads, and each reaches the server once', async ({
  browser,
  request,
}) => {
  const { match, home } = await readyMatch(request, [0, 1]);
  const context = await browser.newContext();
  await signIn(context, demoCaptain(home.name));
  const page = await context.newPage();
  await openOnline(page, match);

  await context.setOffline(true);
  for (const frame of [1, 2, 3, 4]) await recordHomeWin(page, frame);
  await expect(connection(page)).toContainText('Offline · 4 entries waiting to be sent');
  await expect(page.getByTestId('header-score')).toHaveText('4–0');

  // Still offline: the app shell comes from the service worker, the match and the entries from
  // the device.
  await page.reload();
  const pageBackOnline = await stillOffline(context, page);
  for (const frame of [1, 2, 3, 4]) {
    await expect(card(page, frame)).toContainText('Won (not sent)', SLOW);
  }
  await expect(connection(page)).toContainText('Offline · 4 entries waiting to be sent');

  // A page never seen has nothing stored: it says so in the error catalogue's words
  // (docs/rules.md).
  await page.goto('/players');
  const playersBackOnline = await stillOffline(context, page);
  // Asked again now that the page knows it has no network (stillOffline, above).
  await page.getByRole('button', { name: 'Retry' }).first().click();
  await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible(SLOW);

  // A second tab, also offline, shows the same waiting entries.
  await page.goto(scorePath(match));
  const second = await context.newPage();
  await second.goto(scorePath(match));
  const secondBackOnline = await stillOffline(context, second);
  await expect(card(second, 4)).toContainText('Won (not sent)', SLOW);
  await expect(connection(second)).toContainText('Offline · 4 entries waiting to be sent');

  // Nothing has reached the server yet.
  const before = await serverMatch(request, match.id);
  expect(before.frames.filter((frame) => frame.round === 1 && frame.isComplete)).toHaveLength(0);

  await context.setOffline(false);
  for (const backOnline of [pageBackOnline, playersBackOnline, secondBackOnline])
    await backOnline();
  for (const tab of [page, second]) {
    await expect(connection(tab)).toHaveCount(0, SLOW);
    await expect(tab.getByTestId('header-score')).toHaveText('4–0', SLOW);
  }
  for (const frame of [1, 2, 3, 4]) await expect(card(page, frame)).toContainText('Saved', SLOW);

  // On the server: the four results, each applied exactly once.
  const after = await serverMatch(request, match.id);
  const round1 = after.frames.filter((frame) => frame.round === 1);
  expect(round1.map((frame) => frame.winnerPlayerId)).toEqual(
    round1.map((frame) => frame.homePlayerId),
  );
  round1.forEach((frame, index) => {
    expect(frame.version).toBe((before.frames[index]?.version ?? 0) + 1);
  });
  const audit = (await (await request.get(`/api/matches/${match.id}/audit`)).json()) as {
    items: { mutationId: string | null; at: string }[];
  };
  const scored = audit.items.filter((row) => row.mutationId !== null);
  expect(scored).toHaveLength(4);
  expect(new Set(scored.map((row) => row.mutationId)).size).toBe(4);
  await context.close();
});

test('an entry made with no signal that the other captain beat is kept as a conflict for both, never overwritten, until one is chosen', async ({
  browser,
  playwright,
  request,
  baseURL,
}) => {
  const { match, home, away } = await readyMatch(request, [2, 3]);
  const context = await browser.newContext();
  await signIn(context, demoCaptain(home.name));
  const page = await context.newPage();
  await openOnline(page, match);

  await context.setOffline(true);
  await recordHomeWin(page, 1);

  // Meanwhile the other captain, with a signal, gives frame 1 to the away player.
  const frame = match.frames.find(
    (candidate) => candidate.round === 1 && candidate.frameNumber === 1,
  );
  if (!frame) throw new Error('The match has no frame 1');
  const other = await playwright.request.newContext({ ...(baseURL ? { baseURL } : {}) });
  await apiLogin(other, demoCaptain(away.name));
  const theirs = await other.patch(`/api/matches/${match.id}/frames/${frame.frameId}`, {
    data: { winnerPlayerId: frame.awayPlayerId, baseVersion: frame.version, reason: 'Scored' },
  });
  expect(theirs.status()).toBe(200);
  await other.dispose();

  await context.setOffline(false);
  const conflict = card(page, 1).getByRole('alert');
  await expect(conflict).toContainText('The captains entered this frame differently', SLOW);
  await expect(conflict).toContainText('You:');

  // The server keeps the other captain's result and both entries, and the conflict outlives a
  // reload (it is the match's now, not this device's).
  const kept = await serverMatch(request, match.id);
  expect(kept.frames[0]?.winnerPlayerId).toBe(frame.awayPlayerId);
  expect(kept.progress.conflicts?.[0]?.entries.map((entry) => entry.winnerPlayerId)).toEqual([
    frame.awayPlayerId,
    frame.homePlayerId,
  ]);
  await page.reload();
  await expect(card(page, 1).getByRole('alert')).toContainText(
    'entered this frame differently',
    SLOW,
  );

  await card(page, 1)
    .getByRole('button', { name: /^Settle frame 1: .* won$/ })
    .last()
    .click();
  await expect(card(page, 1).getByRole('alert')).toHaveCount(0, SLOW);
  const settled = await serverMatch(request, match.id);
  expect(settled.frames[0]?.winnerPlayerId).toBe(frame.homePlayerId);
  expect(settled.progress.conflicts).toEqual([]);
  await context.close();
});
