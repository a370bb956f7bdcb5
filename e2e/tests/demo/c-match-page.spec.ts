// Issue 18's match page: a visitor opens a finished demo match from the fixture list, reads its
// scorecard round by round, and prints the score sheet: one A4 page, the app around it hidden.
import type { League, Match, Season, Team } from '@cueleague/domain/entities';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../a11y.ts';
import { ensureDemoLeague } from '../helpers.ts';
import { open } from '../people.ts';

/** The pages of a PDF Chromium wrote: its page objects (not the /Pages tree above them). */
const pdfPages = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

test('a visitor opens a finished match, reads its scorecard and prints it on one A4 page', async ({
  page,
  request,
}) => {
  await ensureDemoLeague(request);
  const seasons = (await (await request.get('/api/seasons')).json()) as { items: Season[] };
  const current = seasons.items.find((season) => season.isCurrent);
  if (!current) throw new Error('the demo has a current season');
  const teams = (
    (await (await request.get(`/api/teams?seasonId=${current.id}`)).json()) as { items: Team[] }
  ).items;
  const topTeams = new Set(
    teams.filter((team) => team.divisionId === current.divisions[0]?.id).map((team) => team.id),
  );
  const matches = (
    (await (await request.get(`/api/matches?seasonId=${current.id}&state=completed`)).json()) as {
      items: Match[];
    }
  ).items;
  // A result of the top division, which the fixture list shows first.
  const finished = matches.find((match) => topTeams.has(match.homeTeamId));
  if (!finished) throw new Error('the demo has a finished match in its top division');
  const name = (id: string) => teams.find((team) => team.id === id)?.name ?? '';
  const home = name(finished.homeTeamId);
  const away = name(finished.awayTeamId);

  // The fixture list shows a month at a time: the month the match was played in, in the
  // league's time, as a link names it.
  const leagues = (await (await request.get('/api/leagues')).json()) as { items: League[] };
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: leagues.items[0]?.timezone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date(finished.scheduledDate));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  await open(page, `/fixtures?month=${part('year')}-${part('month')}`);
  await page
    .getByRole('link', {
      name: `Scorecard: ${home} ${finished.homeScore} – ${finished.awayScore} ${away}`,
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`/matches/${finished.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${home} v ${away}` })).toBeVisible();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('Confirmed');
  await expect(result.getByRole('link', { name: home })).toBeVisible();
  const rounds = finished.format.roundsPerMatch;
  await expect(page.getByRole('heading', { level: 2, name: /^Round \d$/ })).toHaveCount(rounds);
  const lastRound = page.getByRole('table', { name: new RegExp(`^Round ${rounds} frames`) });
  await expect(lastRound.locator('tbody tr')).toHaveCount(finished.format.framesPerRound);
  // The running score after the last frame is the match's result.
  await expect(lastRound.locator('tbody tr').last().locator('td').last()).toHaveText(
    `${finished.homeScore}–${finished.awayScore}`,
  );
  await expect(page.getByText('…')).toHaveCount(0);
  await expectAccessible(page, 'the match page of a finished match');

  // In print only the score sheet shows, black on white over the dark theme.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print score sheet' })).toBeHidden();
  const sheet = page.locator('.cl-print-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
    `${home} v ${away}`,
  );
  await expect(sheet).toContainText('Score sheet');
  expect(await sheet.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
  await page.emulateMedia({ media: null });

  const pdf = await page.pdf({ format: 'A4' });
  expect(pdfPages(pdf), 'the score sheet is one A4 page').toBe(1);
});
