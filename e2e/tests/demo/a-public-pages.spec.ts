// Issue 5's promise: a newcomer starts the app, loads the demo league from the setup page, and
// browses every public page (this season's top division, a team's page and last season's final
// table), with the live page updating without a refresh.
import type { Match, Season, Team } from '@cueleague/domain/entities';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../a11y.ts';
import { apiLogin, DEMO_ADMIN, E2E_SETUP_CODE, nextScorableFrame } from '../helpers.ts';
import { open } from '../people.ts';

test('a newcomer loads the demo league and browses every public page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByRole('textbox', { name: 'Setup code' }).fill(E2E_SETUP_CODE);
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
  // The fixtures a month at a time, on a phone: the next month, Back to this one, and a month
  // with none, which leads back to the last month with fixtures.
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, '/fixtures');
  const month = page
    .getByRole('navigation', { name: 'Months' })
    .getByRole('combobox', { name: /^Month / });
  const shown = (await month.textContent()) ?? '';
  await page.getByRole('button', { name: /^Next month, / }).click();
  await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}$/);
  await expect(month).not.toHaveText(shown);
  await expectAccessible(page, 'the next month of fixtures on a phone');
  await page.goBack();
  await expect(month).toHaveText(shown);
  await open(page, '/fixtures?month=2099-12');
  await expect(page.getByText('No fixtures in December 2099')).toBeVisible();
  await expectAccessible(page, 'a month with no fixtures on a phone');
  await page.getByRole('link', { name: /^Back to / }).click();
  await expect(page.getByRole('group', { name: / versus / }).first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  // The table has every team of the season's top division; the stats have players.
  const seasons = (await (await request.get('/api/seasons')).json()) as { items: Season[] };
  const current = seasons.items.find((season) => season.isCurrent);
  const previous = seasons.items.find((season) => !season.isCurrent);
  if (!current || !previous) throw new Error('the demo has a current and a previous season');
  const teamsOf = async (season: Season) =>
    ((await (await request.get(`/api/teams?seasonId=${season.id}`)).json()) as { items: Team[] })
      .items;
  const topDivision = current.divisions[0];
  expect(current.divisions.length, 'the demo season is divided').toBeGreaterThan(1);
  const topTeams = (await teamsOf(current)).filter((team) => team.divisionId === topDivision?.id);
  expect(topTeams.length).toBeGreaterThan(1);
  await open(page, '/standings');
  const table = page.getByRole('table').first();
  await expect(table.locator('tbody tr')).toHaveCount(topTeams.length);
  for (const team of topTeams) await expect(table).toContainText(team.name);
  // A team's name in the table opens its page: its place, squad, fixtures and results.
  const [topTeam] = topTeams;
  if (!topTeam) throw new Error('the top division has teams');
  await table.getByRole('link', { name: topTeam.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${topTeam.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: topTeam.name })).toBeVisible();
  await expect(page.getByRole('table', { name: `${topTeam.name}: squad` })).toBeVisible();
  await expect(page.getByRole('list', { name: `${topTeam.name}: results` })).toBeVisible();
  await expectAccessible(page, "a team's page");
  await page.setViewportSize({ width: 360, height: 780 });
  await expectAccessible(page, "a team's page on a phone");
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page, '/players');
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();

  // Last season's pages have its finished table: every club, every match played.
  const previousTeams = await teamsOf(previous);
  await open(page, `/standings?season=${previous.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Standings' })).toBeVisible();
  const finalTable = page.getByRole('table').first();
  await expect(finalTable).toHaveAccessibleName(`${previous.name}: league table`);
  await expect(finalTable.locator('tbody tr')).toHaveCount(previousTeams.length);
  await expectAccessible(page, "/standings of last season's final table");
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
  // A cup tie's board also names its cup and round, after the score.
  const board = page.getByRole('heading', {
    name: new RegExp(`${match.homeScore}, .* ${match.awayScore}(,|$)`),
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
  // Live, or (the socket still connecting on a busy machine) by the page's 15 s poll: either way
  // with no refresh. How soon is measured by the season journey and bench/, not here.
  await expect(
    page.getByRole('heading', {
      name: new RegExp(`${match.homeScore + 1}, .* ${match.awayScore}(,|$)`),
    }),
  ).toBeAttached({ timeout: 30_000 });
});
