// Issue 5's promise: a newcomer starts the app, loads the demo league from the setup page, and
// browses every public page, with the live page updating without a refresh.
import type { Match } from '@cueleague/domain/entities';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../a11y.ts';
import { apiLogin, DEMO_ADMIN, nextScorableFrame } from '../helpers.ts';

test('a newcomer loads the demo league and browses every public page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByRole('button', { name: 'Load the demo league' }).click();
  await expect(page.getByRole('heading', { name: 'Demo league loaded' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Demo logins' })).toContainText(DEMO_ADMIN.email);
  await expectAccessible(page, 'the demo logins');

  const pages: [string, string][] = [
    ['/', 'CueLeague Demo'],
    ['/live', 'Live Matches'],
    ['/standings', 'Standings'],
    ['/fixtures', 'Fixtures'],
    ['/players', 'Players'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('CueLeague');
    await expectAccessible(page, `${path} with a season's data`);
  }
  // The table has all eight teams; the stats have players.
  await page.goto('/standings');
  await expect(page.getByRole('table').first().locator('tbody tr')).toHaveCount(8);
  await page.goto('/players');
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
});

test('the live page shows a frame scored elsewhere without a refresh', async ({
  page,
  request,
}) => {
  await apiLogin(request, DEMO_ADMIN);
  const live = (await (await request.get('/api/matches?state=in-progress')).json()) as {
    items: Match[];
  };
  const match = live.items[0];
  expect(match, 'the demo has a match in progress').toBeTruthy();
  if (!match) return;
  const frame = nextScorableFrame(match);
  expect(frame, 'the demo match has a frame to score').toBeTruthy();
  if (!frame) return;

  await page.goto('/live');
  const board = page.getByRole('heading', {
    name: new RegExp(`${match.homeScore}, .* ${match.awayScore}$`),
  });
  await expect(board).toBeAttached();

  const scored = await request.patch(`/api/matches/${match.id}/frames/${frame.frameId}`, {
    data: {
      winnerPlayerId: frame.homePlayerId,
      baseVersion: frame.version,
      reason: 'frame_scored',
    },
  });
  expect(scored.status()).toBe(200);
  await expect(
    page.getByRole('heading', {
      name: new RegExp(`${match.homeScore + 1}, .* ${match.awayScore}$`),
    }),
  ).toBeAttached({ timeout: 5_000 });
});
