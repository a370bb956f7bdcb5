// Issue 18's promise, on the demo league: a visitor goes from the standings to a team, from the
// team to a player and their head-to-head, and from the team's results to a finished match, each
// page's served HTML carrying the link preview a chat app shows; and when a captain enters a
// result, the other captain's bell goes up live and the e-mail arrives, except for a kind they
// switched off.
import type { Match, Season, Team } from '@cueleague/domain/entities';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dataDir } from '../../servers.ts';
import { expectAccessible } from '../a11y.ts';
import { demoCaptain, ensureDemoLeague, playToTheLastLock, readyMatch } from '../helpers.ts';
import { readableMailsTo as mailsTo } from '../outbox.ts';
import { pageHeading, signIn, visit } from '../people.ts';
import { mainAction } from '../riverside.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The Open Graph and Twitter tags of the HTML the server answers a path with. */
const previewOf = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.ok(), path).toBe(true);
  const html = await response.text();
  // An attribute's text as a browser reads it (names come HTML-escaped: King&#39;s Arms).
  const unescaped = (text: string) =>
    text.replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ENTITIES[name] ?? '');
  const tag = (attribute: 'property' | 'name', key: string) => {
    const content = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
    return content === undefined ? null : unescaped(content);
  };
  return {
    title: tag('property', 'og:title'),
    description: tag('property', 'og:description'),
    twitterTitle: tag('name', 'twitter:title'),
    twitterCard: tag('name', 'twitter:card'),
  };
};

/** The served page of `path` previews as `title`, for Open Graph and Twitter alike. */
const expectPreview = async (request: APIRequestContext, path: string, title: string) => {
  const preview = await previewOf(request, path);
  expect(preview.title, `${path}: og:title`).toBe(title);
  expect(preview.twitterTitle, `${path}: twitter:title`).toBe(title);
  expect(preview.twitterCard, `${path}: twitter:card`).toBe('summary');
  expect(preview.description, `${path}: og:description`).toBeTruthy();
  return preview;
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

test('a visitor follows the league from the standings to a team, a player, a head-to-head and a finished match', async ({
  page,
  request,
}) => {
  await ensureDemoLeague(request);
  const season = (await (await request.get('/api/seasons/current')).json()) as Season;
  await visit(page, '/standings', 'Standings');
  await expectPreview(request, '/standings', `${season.name} standings`);
  const table = page.getByRole('table').first();
  const leader = (
    await table.locator('tbody tr').first().getByRole('link').first().textContent()
  )?.trim();
  if (!leader) throw new Error('the demo table has a leader');

  // The table's leader: its page, squad and results.
  await table.getByRole('link', { name: leader, exact: true }).click();
  await expect(pageHeading(page, leader)).toBeVisible();
  await expect(page).toHaveURL(/\/teams\/[^/]+$/);
  const teamPath = pathOf(page);
  await expectPreview(request, teamPath, leader);
  const squad = page.getByRole('table', { name: `${leader}: squad` });
  await expect(squad.locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page, "the leader's team page");

  // Its first player: figures, every frame, and a head-to-head against someone they played.
  const playerLink = squad.locator('tbody tr').first().getByRole('link').first();
  const player = (await playerLink.textContent())?.trim() ?? '';
  await playerLink.click();
  await expect(pageHeading(page, player)).toBeVisible();
  await expect(page).toHaveURL(/\/players\/[^/]+$/);
  await expectPreview(request, pathOf(page), player);
  await page.getByRole('combobox', { name: 'Opponent' }).click();
  const firstOpponent = page.getByRole('option').first();
  const opponent = (await firstOpponent.textContent())?.trim() ?? '';
  await firstOpponent.click();
  const headToHead = page.getByRole('region', { name: `${player} against ${opponent}` });
  await expect(headToHead.getByRole('status')).toContainText(
    new RegExp(`^${player} \\d+–\\d+ ${opponent}, in \\d+ frames?$`),
  );
  await expect(headToHead.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, "a player's page with a head-to-head");
  // On a phone the career's team goes under its season: two links, each a tap target.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(
    page.getByRole('table', { name: `${player}'s career, oldest season first` }),
  ).toBeVisible();
  await expectAccessible(page, "a player's page on a phone");
  await page.setViewportSize({ width: 1280, height: 720 });

  // Back on the team's page, its latest result opens the match: the scorecard, frame by frame.
  await page.goBack();
  await expect(pageHeading(page, leader)).toBeVisible();
  const results = page.getByRole('list', { name: `${leader}: results` });
  await results
    .getByRole('link', { name: /^Frames/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/matches\/[^/]+$/);
  const matchId = decodeURIComponent(pathOf(page).split('/').at(-1) ?? '');
  const match = (await (await request.get(`/api/matches/${matchId}`)).json()) as Match;
  const teams = (
    (await (await request.get(`/api/teams?seasonId=${match.seasonId}`)).json()) as {
      items: Team[];
    }
  ).items;
  const name = (id: string) => teams.find((team) => team.id === id)?.name ?? '';
  const [home, away] = [name(match.homeTeamId), name(match.awayTeamId)];
  await expect(pageHeading(page, `${home} v ${away}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('Confirmed');
  const preview = await expectPreview(
    request,
    pathOf(page),
    `${home} ${match.homeScore}-${match.awayScore} ${away}`,
  );
  expect(preview.description).toContain(`${home} ${match.homeScore}-${match.awayScore} ${away}`);
  await expectAccessible(page, 'the finished match from the team page');

  // The home page previews as the league.
  expect((await previewOf(request, '/')).title).toBeTruthy();
});

/** The unread count the bell says. */
const unreadOf = async (page: Page): Promise<number> => {
  const name = (await bellOf(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
};
const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test("a captain enters a result: the other captain's bell goes up live, the e-mail arrives, and a kind switched off sends none", async ({
  browser,
  request,
}) => {
  await ensureDemoLeague(request);
  const { match: ready, home, away } = await readyMatch(request, [6, 7]);
  const played = await playToTheLastLock(request, ready);
  const rounds = played.format.roundsPerMatch;
  const awayEmail = demoCaptain(away.name).email;
  const outbox = dataDir('demo');

  const homeContext = await browser.newContext();
  const awayContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const homePage = await homeContext.newPage();
    const awayPage = await awayContext.newPage();
    await signIn(homePage, demoCaptain(home.name));
    await signIn(awayPage, demoCaptain(away.name));

    // The away captain keeps e-mails of results entered, and switches off those of confirmations.
    await visit(awayPage, '/profile', /./);
    const confirmedSwitch = awayPage.getByRole('switch', {
      name: 'The other captain confirmed a result',
    });
    await expect(confirmedSwitch).toBeChecked();
    await confirmedSwitch.click();
    await expect(confirmedSwitch).not.toBeChecked();
    await expect(
      awayPage.getByText('The other captain confirmed a result: e-mails off'),
    ).toBeVisible();
    await expect(
      awayPage.getByRole('switch', { name: 'A result awaits your confirmation' }),
    ).toBeChecked();
    const before = await unreadOf(awayPage);
    const mailsBefore = mailsTo(outbox, awayEmail).length;

    // The home captain locks the last round: the result is in.
    await homePage.goto(`/team/match/${played.id}/score`);
    await mainAction(homePage)
      .getByRole('button', { name: `Lock round ${rounds}` })
      .click();
    const dialog = homePage.getByRole('dialog', { name: `Lock round ${rounds}?` });
    await dialog.getByRole('button', { name: `Lock round ${rounds}` }).click();
    await expect(homePage.getByRole('heading', { name: 'Result' })).toBeVisible();

    // The away captain's bell goes up with no refresh, and says what is waiting.
    await expect
      .poll(() => unreadOf(awayPage), { message: 'the bell goes up live' })
      .toBeGreaterThan(before);
    const score = `${home.name} ${played.homeScore}-${played.awayScore} ${away.name}`;
    const unreadNow = await unreadOf(awayPage);
    await bellOf(awayPage).click();
    const entered = awayPage
      .getByRole('dialog')
      .getByRole('link', { name: new RegExp(`${score}: the result awaits your confirmation`) });
    await expect(entered).toBeVisible();
    await expectAccessible(awayPage, 'the notifications list on a phone');

    // ...and the e-mail, with its one-click unsubscribe.
    await expect
      .poll(
        () =>
          mailsTo(outbox, awayEmail)
            .slice(mailsBefore)
            .filter((mail) => mail.includes('the result awaits your confirmation')).length,
        { message: 'the result-entered e-mail to the away captain' },
      )
      .toBe(1);
    const mail = mailsTo(outbox, awayEmail)
      .slice(mailsBefore)
      .find((candidate) => candidate.includes('the result awaits your confirmation'));
    expect(mail).toMatch(/^List-Unsubscribe: <[^>]*\/api\/notifications\/unsubscribe\?token=/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // Opening it marks it read and goes to the captain's scoring page.
    await entered.click();
    await expect(awayPage).toHaveURL(new RegExp(`/team/match/${played.id}/score$`));
    await expect.poll(() => unreadOf(awayPage)).toBeLessThan(unreadNow);

    // The home captain confirms: the away captain is told in the app, but gets no e-mail of it.
    const mailsAfterEntered = mailsTo(outbox, awayEmail).length;
    const beforeConfirm = await unreadOf(awayPage);
    await mainAction(homePage).getByRole('button', { name: 'Confirm result' }).click();
    await expect(homePage.getByText('You confirmed the result')).toBeVisible();
    await expect.poll(() => unreadOf(awayPage)).toBeGreaterThan(beforeConfirm);
    // The mail of a notification leaves right after its commit, before the confirmation is
    // answered. A mail asked for after that (a password reset) is written to the outbox after
    // it: once that one is there, a mail of the confirmation would be too.
    const resetAsked = await request.post('/api/auth/forgot-password', {
      data: { email: awayEmail },
    });
    expect(resetAsked.status()).toBe(202);
    await expect
      .poll(
        () =>
          mailsTo(outbox, awayEmail)
            .slice(mailsAfterEntered)
            .filter((candidate) => candidate.includes('Reset your CueLeague password')).length,
        { message: 'the later password-reset e-mail to the away captain' },
      )
      .toBe(1);
    expect(
      mailsTo(outbox, awayEmail)
        .slice(mailsAfterEntered)
        .filter((candidate) => candidate.includes('confirmed')),
      'no e-mail of a kind switched off',
    ).toEqual([]);
  } finally {
    await homeContext.close();
    await awayContext.close();
  }
});
