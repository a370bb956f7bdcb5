// Issue 31 on the demo league: the admin makes a six-team cup (two byes), draws it, draws again,
// and publishes it; the two captains of a first-round tie agree its night on their phones inside
// the round's window; a visitor on a phone follows the bracket while that tie is played and won,
// live, and while the admin decides another tie as a walkover.
import type { Competition, TieRecord } from '@cueleague/domain/competitions/records';
import type { Match } from '@cueleague/domain/entities';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../a11y.ts';
import {
  apiLogin,
  DEMO_ADMIN,
  demoCaptain,
  demoSeasonTeams,
  ensureDemoLeague,
  playToTheLastLock,
  startWithLineups,
  getJson,
  PHONE,
} from '../helpers.ts';
import { field, open, pageHeading, signIn, visit } from '../people.ts';

const CUP = 'Spring Knockout';

/** A tie of the bracket as a screen reader hears it ("Quarter-final 2: Reds v Cannons, …"). */
const tieItem = (page: Page, sentence: RegExp) =>
  page.getByRole('region', { name: 'Bracket' }).getByRole('listitem', { name: sentence });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const HOUR = 3_600_000;

/** 8 pm league time on the day before a tie's window ends, as a datetime-local value. */
const nightBefore = (playBy: string, timeZone: string): string => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(
    new Date(Date.parse(playBy) - 30 * HOUR),
  );
  return `${day}T20:00`;
};

test('the admin draws and publishes a six-team cup; a visitor on a phone follows a tie won live and a walkover', async ({
  browser,
  request,
}) => {
  test.slow();
  await ensureDemoLeague(request);
  await apiLogin(request, DEMO_ADMIN);
  const { season, teams } = await demoSeasonTeams(request);
  const entered = teams.slice(0, 6).map((team) => team.name);
  expect(entered, 'the demo season has six teams or more').toHaveLength(6);

  const adminContext = await browser.newContext();
  const visitorContext = await browser.newContext(PHONE);
  const homeContext = await browser.newContext(PHONE);
  const awayContext = await browser.newContext(PHONE);
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);

    // The admin makes the cup: six of the season's teams, the rest left out.
    await visit(admin, '/admin/competitions', 'Cups');
    await admin.getByRole('button', { name: 'New cup' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New cup' });
    await field(dialog, 'Name').fill(CUP);
    await dialog.getByRole('button', { name: 'Select none' }).click();
    for (const name of entered) await dialog.getByRole('checkbox', { name, exact: true }).check();
    await expect(dialog).toContainText(`6 of ${teams.length} teams entered`);
    await expectAccessible(admin, 'the new cup dialog');
    await dialog.getByRole('button', { name: 'Create cup' }).click();
    await expect(dialog).toBeHidden();
    const manager = admin.getByRole('region', { name: CUP });
    await expect(manager).toContainText('6 teams entered');

    // The draw by hand lists the teams in seed order, each moved up or down with a button.
    await manager.getByRole('radio', { name: 'By hand' }).check();
    await expect(manager.getByRole('list', { name: 'Seed order' })).toBeVisible();
    await expectAccessible(admin, 'a cup drawn by hand');
    // At random, its seed shown; drawn again, another seed. Two byes in round 1.
    await manager.getByRole('radio', { name: 'Random' }).check();
    await manager.getByRole('button', { name: 'Draw', exact: true }).click();
    const seedLine = manager.getByText(/^Drawn at random, seed /);
    await expect(seedLine).toBeVisible();
    const firstSeed = await seedLine.textContent();
    await manager.getByRole('button', { name: 'Draw again' }).click();
    await expect(seedLine).not.toHaveText(firstSeed ?? '');
    await expect(tieItem(admin, /through with a bye$/)).toHaveCount(2);
    await expectAccessible(admin, 'a drawn cup before it is published');
    await manager
      .getByRole('form', { name: 'Publish the cup' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(manager.getByRole('button', { name: /^Decide… / }).first()).toBeVisible();

    // The bracket as the server has it: the two quarter-finals to be played.
    const list = await getJson<{ items: { id: string; name: string }[] }>(
      request,
      `/api/competitions?seasonId=${season.id}`,
    );
    const cupId = list.items.find((cup) => cup.name === CUP)?.id ?? '';
    const cup = await getJson<Competition>(request, `/api/competitions/${cupId}`);
    const playable = cup.ties.filter(
      (tie): tie is TieRecord & { home: object; away: object; match: object } =>
        tie.status === 'ready' && tie.match !== null && tie.home !== null && tie.away !== null,
    );
    expect(playable, 'two quarter-finals to play').toHaveLength(2);
    const [played, walkover] = playable;
    if (!played || !walkover) throw new Error('two ties to play');

    // A visitor on a phone opens the cup from the Cups page.
    const visitor = await visitorContext.newPage();
    await visit(visitor, '/competitions', 'Cups');
    await visitor.getByRole('link', { name: new RegExp(`^${escaped(CUP)}`) }).click();
    await expect(pageHeading(visitor, CUP)).toBeVisible();
    const playedName = `${played.home.name} v ${played.away.name}`;
    const playedTie = tieItem(visitor, new RegExp(`: ${escaped(playedName)}`));
    await expect(playedTie).toBeVisible();
    await expectAccessible(visitor, 'the bracket on a phone');

    // Its captains agree another night inside the round's window: the home captain proposes the
    // night before it closes, the away captain (their page already open) sees it come in with no
    // reload and accepts, and the fixture moves to it.
    const { timezone } = (await getJson<{ items: { timezone: string }[] }>(request, '/api/leagues'))
      .items[0] ?? { timezone: 'UTC' };
    const { playBy } = await getJson<{ playBy: string }>(
      request,
      `/api/matches/${played.match.id}/date-proposal`,
    );
    const night = nightBefore(playBy, timezone);
    const scorePath = `/team/match/${played.match.id}/score`;
    const away = await awayContext.newPage();
    await signIn(away, demoCaptain(played.away.name));
    await open(away, scorePath);
    const awayPanel = away.getByRole('region', { name: 'Tie date' });
    await expect(awayPanel).toContainText(/^Play by /);
    const home = await homeContext.newPage();
    await signIn(home, demoCaptain(played.home.name));
    await open(home, scorePath);
    const homePanel = home.getByRole('region', { name: 'Tie date' });
    await expect(homePanel).toContainText(/^Play by /);
    await homePanel.getByRole('button', { name: 'Propose a date' }).click();
    const propose = home.getByRole('dialog', { name: 'Propose a date' });
    await field(propose, 'Day and time').fill(night);
    await propose.getByRole('button', { name: 'Propose' }).click();
    await expect(propose).toBeHidden();
    await expect(homePanel).toContainText(`Waiting for ${played.away.name} to accept`);
    await expect(awayPanel).toContainText(`${played.home.name} propose`);
    await expectAccessible(away, 'a proposed cup tie date on a phone');
    await awayPanel.getByRole('button', { name: 'Accept' }).click();
    await expect(awayPanel).not.toContainText(`${played.home.name} propose`);
    const [day, time] = night.split('T');
    const moved = await getJson<Match>(request, `/api/matches/${played.match.id}`);
    expect(
      new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(
        new Date(moved.scheduledDate),
      ),
    ).toBe(day);
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: timezone,
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(moved.scheduledDate)),
    ).toBe(time);

    // The tie is played: live on the bracket as it starts, then won, with no refresh.
    const fixture = await getJson<Match>(request, `/api/matches/${played.match.id}`);
    const started = await startWithLineups(request, fixture);
    await expect(playedTie).toHaveAccessibleName(/, live$/);
    const scored = await playToTheLastLock(request, started);
    const rounds = scored.format.roundsPerMatch;
    const path = `/api/matches/${scored.id}`;
    expect((await request.post(`${path}/lock-round`, { data: { round: rounds } })).ok()).toBe(true);
    expect((await request.post(`${path}/complete`, { data: {} })).ok()).toBe(true);
    // playToTheLastLock gives the home side every frame.
    await expect(playedTie).toHaveAccessibleName(
      new RegExp(`: ${escaped(playedName)}, \\d+–0, ${escaped(played.home.name)} win$`),
    );
    // The winner waits in the semi-final its tie feeds.
    await expect(
      tieItem(visitor, new RegExp(`^Semi-final \\d: .*${escaped(played.home.name)}`)),
    ).toBeVisible();

    // The other quarter-final is a walkover: the admin puts the away side through, and says why.
    const walkoverName = `${walkover.home.name} v ${walkover.away.name}`;
    // Round 1 of a six-team cup is its quarter-finals; a tie is named by its place in the round.
    await manager
      .getByRole('button', { name: `Decide… Quarter-final ${walkover.index + 1}`, exact: true })
      .click();
    const decide = admin.getByRole('dialog', { name: /^Decide / });
    await decide.getByRole('radio', { name: walkover.away.name, exact: true }).check();
    await field(decide, 'Reason').fill(`Walkover: ${walkover.home.name} could not raise a side`);
    await expectAccessible(admin, 'deciding a tie');
    await decide.getByRole('button', { name: 'Put through' }).click();
    await expect(decide).toBeHidden();
    await expect(
      tieItem(
        visitor,
        new RegExp(
          `: ${escaped(walkoverName)}, ${escaped(walkover.away.name)} win, decided: Walkover`,
        ),
      ),
    ).toBeVisible();
    await expectAccessible(visitor, 'the bracket after a walkover');
  } finally {
    for (const context of [adminContext, visitorContext, homeContext, awayContext])
      await context.close();
  }
});
