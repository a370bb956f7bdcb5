// A divided season, through the UI only, on the journeys server after a-season.spec.ts: its league,
// admin, venues, players and captains' accounts exist. The admin creates a two-division '5v5'
// season with 3/1/0 points and 1 a frame won, adds teams to both divisions (the clubs' players from
// the first season on the rosters, the same captains), and generates fixtures for both at once;
// two captains (one on a phone) play a 25-frame Premier match to a confirmed result while a
// signed-out visitor watches /live; the Premier table shows the points with its frame points; the
// admin starts the next season with one team up and one down; the old season's tables are still
// there to browse; and on a phone the admin adds two clubs sharing a one-table pub to the next
// season's Division One and generates its fixtures, with a week skipped, free of clashes. The
// steps build on each other, so they run in order.
import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from '../a11y.ts';
import { field, newPerson, open, pageHeading, signIn, visit, type Person } from '../people.ts';
import {
  ADMIN,
  CANNONS,
  NEWCOMER,
  REDS,
  RESERVES,
  accountOf,
  addDays,
  frameCard,
  fullName,
  mainAction,
  openAdminArea,
  shortName,
  today,
  type PlayerSpec,
} from '../riverside.ts';

test.describe.configure({ mode: 'serial' });

// A year in the name, so the next season's suggested name is the next year's.
const SEASON = 'Autumn 2026';
const NEXT_SEASON = 'Autumn 2027';
const PREMIER = 'Premier';
const DIVISION_ONE = 'Division One';
const POINTS = { win: 3, draw: 1, loss: 0, frame: 1 };

interface DivisionTeam {
  name: string;
  division: string;
  venue: string;
  /** Five in line-up order (positions A-E at home, 1-5 away), the captain first; or none. */
  players: PlayerSpec[];
}
// The two clubs of the first season play on in Premier with the same captains, each with a fifth
// player for the 5v5 (the Reds' match-night newcomer, the Cannons' imported reserve).
const REDS_5: DivisionTeam = {
  name: REDS.name,
  division: PREMIER,
  venue: REDS.venue.name,
  players: [...REDS.players, NEWCOMER],
};
const CANNONS_5: DivisionTeam = {
  name: CANNONS.name,
  division: PREMIER,
  venue: CANNONS.venue.name,
  players: [...CANNONS.players, RESERVES[0]],
};
// Three more clubs, new this season, with no players yet: the fixture generator needs only teams.
const ANCHOR: DivisionTeam = {
  name: 'Anchor Aces',
  division: PREMIER,
  venue: REDS.venue.name,
  players: [],
};
const BRIDGE: DivisionTeam = {
  name: 'Bridge Breakers',
  division: DIVISION_ONE,
  venue: REDS.venue.name,
  players: [],
};
const MILL: DivisionTeam = {
  name: 'Mill Lane Misfits',
  division: DIVISION_ONE,
  venue: REDS.venue.name,
  players: [],
};
const TEAMS = [REDS_5, CANNONS_5, ANCHOR, BRIDGE, MILL];
const teamsOf = (division: string) => TEAMS.filter((team) => team.division === division);

/** Who is at home is the fixture generator's call: its preview says. */
let HOME = REDS_5;
let AWAY = CANNONS_5;

// The 5v5: frame f of round r pits home position f against away position f + r - 1, past 5 back
// to 1 (docs/rules.md, Match format).
const ROUNDS = [1, 2, 3, 4, 5] as const;
const FRAMES = [1, 2, 3, 4, 5] as const;
const pairing = (round: number, frame: number) => {
  const home = HOME.players[(frame - 1) % 5];
  const away = AWAY.players[(frame - 1 + round - 1) % 5];
  if (!home || !away) throw new Error('no such frame');
  return { home, away };
};
/** The away side wins frames 2 and 5 of every round: 3-2 a round, 15-10 the match. */
const winnerSide = (_round: number, frame: number): 'home' | 'away' =>
  frame === 2 || frame === 5 ? 'away' : 'home';
const FINAL = { home: 15, away: 10 };

let admin: Person;
const captains = new Map<DivisionTeam, Person>();
let visitor: Person;

const captainOf = (team: DivisionTeam): Person => {
  const person = captains.get(team);
  if (!person) throw new Error(`${team.name} has no captain here`);
  return person;
};

test.beforeAll(async ({ browser }) => {
  admin = await newPerson(browser, 'the admin');
  // The Reds' captain scores on a phone at the table; the Cannons' on a tablet-sized screen.
  captains.set(
    REDS_5,
    await newPerson(browser, `${REDS_5.name}' captain`, {
      viewport: { width: 360, height: 740 },
    }),
  );
  captains.set(CANNONS_5, await newPerson(browser, `${CANNONS_5.name}' captain`));
  visitor = await newPerson(browser, 'a visitor');
});

test.afterAll(async () => {
  for (const person of [admin, ...captains.values(), visitor]) await person?.context.close();
});

/** The option of an open MUI select (a listbox), picked by its exact name. */
const pick = async (select: Locator, option: string): Promise<void> => {
  await select.click();
  await select.page().getByRole('option', { name: option, exact: true }).click();
};

test('1. the admin creates a two-division 5v5 season with points for frames won', async () => {
  // Proves: the season form takes a preset format, a points scheme with frame points and named
  // divisions (top first), and the seasons list sums them up.
  const { page } = admin;
  await signIn(page, ADMIN);
  await openAdminArea(page, 'Seasons');
  await page.getByRole('link', { name: 'Create season' }).first().click();
  await expect(pageHeading(page, 'Create Season')).toBeVisible();
  await field(page, 'Name').fill(SEASON);
  await field(page, 'Starts').fill(today());
  await field(page, 'Ends').fill(addDays(today(), 90));
  await pick(page.getByRole('combobox', { name: 'Match format' }), '5v5');
  await expect(page.getByText('25 frames a match')).toBeVisible();
  await field(page, 'Points for a win').fill(String(POINTS.win));
  await field(page, 'Points for a draw').fill(String(POINTS.draw));
  await field(page, 'Points for a loss').fill(String(POINTS.loss));
  await field(page, 'Points per frame won').fill(String(POINTS.frame));
  const scheme = '3 a win, 1 a draw, 0 a loss, +1 a frame won';
  await expect(page.getByText(scheme)).toBeVisible();
  await page.getByRole('button', { name: 'Add divisions' }).click();
  await field(page, 'Division 1 name').fill(PREMIER);
  await field(page, 'Division 2 name').fill(DIVISION_ONE);
  // Not the league's first season: it is made current by hand, so the public pages and the
  // captains' team pages show it.
  const current = page.getByRole('switch', { name: 'Current season' });
  await expect(current).not.toBeChecked();
  await current.check();
  await expectAccessible(page, 'the create-season page, a 5v5 season in two divisions');
  await page.getByRole('button', { name: 'Create season' }).click();

  await expect(pageHeading(page, 'Seasons')).toBeVisible();
  const row = page.getByRole('listitem', { name: SEASON });
  await expect(row).toContainText('Current');
  await expect(row).toContainText(`5v5 · ${scheme} · 2 divisions`);
  await expectAccessible(page, 'the seasons page with a divided season');
});

test('2. the admin adds teams to both divisions, their rosters and captains', async () => {
  // Proves: the team dialog puts a team in a division, the teams page lists them under their
  // divisions, and last season's players and captains go on this season's rosters.
  const { page } = admin;
  await openAdminArea(page, 'Teams');
  await expect(page.getByText(`${SEASON}: each team's home venue`)).toBeVisible();
  for (const team of TEAMS) {
    await page.getByRole('button', { name: 'Add team' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Add a team to ${SEASON}` });
    await field(dialog, 'Team name').fill(team.name);
    await pick(dialog.getByRole('combobox', { name: 'Home venue' }), team.venue);
    await pick(dialog.getByRole('combobox', { name: 'Division' }), team.division);
    await expectAccessible(page, 'the add-team dialog of a divided season');
    await dialog.getByRole('button', { name: 'Add team' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole('list', { name: `Teams, ${team.division}` })
        .getByRole('listitem', { name: team.name }),
    ).toContainText(`Home: ${team.venue}`);
  }
  for (const division of [PREMIER, DIVISION_ONE])
    await expect(
      page.getByRole('list', { name: `Teams, ${division}` }).getByRole('listitem'),
    ).toHaveCount(teamsOf(division).length);
  await expectAccessible(page, 'the teams page of a divided season');

  for (const team of [REDS_5, CANNONS_5]) {
    await page.getByRole('button', { name: `Roster and captain of ${team.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `${team.name}: roster and captain` });
    for (const player of team.players) {
      await dialog.getByRole('combobox', { name: 'Add a player' }).fill(player.first);
      await page.getByRole('option', { name: fullName(player) }).click();
      await dialog.getByRole('button', { name: 'Add to roster' }).click();
      await expect(dialog.getByRole('listitem', { name: fullName(player) })).toBeVisible();
    }
    const captain = team.players[0];
    if (!captain) throw new Error(`${team.name} has no players`);
    await dialog.getByRole('button', { name: `Make ${fullName(captain)} captain` }).click();
    await expect(dialog.getByRole('listitem', { name: fullName(captain) })).toContainText(
      'Captain',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem', { name: team.name })).toContainText(
      `Captain: ${fullName(captain)} · 5 active players`,
    );
  }
});

test('3. the admin generates the fixtures of both divisions at once', async () => {
  // Proves: the generator's "All divisions" makes each division's round robin on the same nights,
  // and no fixture pits teams of two divisions against each other.
  const { page } = admin;
  await openAdminArea(page, 'Schedule', 'Schedule Matches');
  const generator = page.getByRole('form', { name: 'Fixture generator' });
  await expect(generator.getByRole('combobox', { name: 'Division' })).toHaveText('All divisions');
  await expectAccessible(page, 'the schedule page of a divided season');
  await generator.getByRole('button', { name: 'Preview fixtures' }).click();
  const preview = page.getByRole('region', { name: 'Fixture preview' });
  // Premier's three teams meet once each over three weeks (one sits out a week); Division One's
  // two meet in week 1.
  await expect(preview).toContainText('4 matches over 3 weeks');
  await expect(preview).toContainText('No conflicts');
  for (const division of [PREMIER, DIVISION_ONE]) {
    const names = teamsOf(division).map((team) => team.name);
    const fixtures = await preview
      .getByRole('list', { name: division })
      .getByRole('listitem')
      .allTextContents();
    expect(fixtures, `${division}'s fixtures`).toHaveLength(division === PREMIER ? 3 : 1);
    for (const fixture of fixtures) {
      const [home, away] = fixture.split(/ v |\d\d:\d\d/);
      expect(names, `${fixture}: the home team is of ${division}`).toContain(home);
      expect(names, `${fixture}: the away team is of ${division}`).toContain(away);
    }
  }
  // The captains' match: who is at home is the generator's call.
  const ours = preview
    .getByRole('list', { name: PREMIER })
    .getByText(
      new RegExp(`^(${REDS_5.name}|${CANNONS_5.name}) v (${REDS_5.name}|${CANNONS_5.name})$`),
    );
  if ((await ours.textContent())?.startsWith(CANNONS_5.name)) [HOME, AWAY] = [CANNONS_5, REDS_5];
  await expectAccessible(page, 'the fixture preview of two divisions');
  await preview.getByRole('button', { name: 'Save 4 matches' }).click();
  await expect(preview).toBeHidden();
  await expect(
    page.getByRole('listitem', { name: new RegExp(`${HOME.name} v ${AWAY.name}`) }),
  ).toBeVisible();

  // The public fixtures page shows each division's own: Division One's single match.
  await visit(visitor.page, '/fixtures', 'Fixtures');
  await pick(visitor.page.getByRole('combobox', { name: 'Division' }), DIVISION_ONE);
  await expect(visitor.page).toHaveURL(/[?&]division=/);
  const fixtures = visitor.page.getByRole('group', { name: / versus / });
  const divisionOnes = new RegExp(
    `^(${BRIDGE.name} versus ${MILL.name}|${MILL.name} versus ${BRIDGE.name}), `,
  );
  // The page opens on this month; Division One's week 1 may be next month's: the way there. The
  // URL changes before the new division's month is drawn (the router renders in a transition),
  // so Premier's weeks may still be on screen for a moment: wait for Division One's own.
  const onward = visitor.page.getByRole('link', { name: /^Go to / });
  await expect(fixtures.filter({ hasText: BRIDGE.name }).or(onward)).toBeVisible();
  if (await onward.isVisible()) await onward.click();
  await expect(fixtures).toHaveCount(1);
  await expect(fixtures).toHaveAccessibleName(divisionOnes);
  await expectAccessible(visitor.page, 'the fixtures of Division One');
});

test('4. two captains play a 25-frame Premier match while a visitor watches /live', async () => {
  // Proves: a 5v5 season's match has five positions a side and 25 frames in five rounds, scored
  // through two captains' browsers (one a phone) to a confirmed result, each frame reaching a
  // signed-out visitor's /live.
  const homeCaptain = captainOf(HOME);
  const awayCaptain = captainOf(AWAY);
  const sides = [
    { person: homeCaptain, team: HOME, other: AWAY },
    { person: awayCaptain, team: AWAY, other: HOME },
  ];
  const live = visitor.page;

  await visit(live, '/live', 'Live Matches');
  await expect(live.getByText('No matches are being played right now')).toBeVisible();

  await test.step('pre-match: each captain confirms five players, and the home one starts', async () => {
    for (const { person, team, other } of sides) {
      const { page } = person;
      await signIn(page, accountOf(team.players[0] ?? NEWCOMER));
      // The current season's team is the captain's: its matches list has this one to prepare.
      await visit(page, '/team/matches', 'Team Matches');
      await page.getByRole('link', { name: `Pre-match vs ${other.name}` }).click();
      await expect(page.getByRole('heading', { name: 'Who can play tonight?' })).toBeVisible();
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await expectAccessible(page, `the 5v5 pre-match (${team.name})`);
      await mainAction(page).getByRole('button', { name: 'Confirm roster (5)' }).click();
      await expect(page.getByRole('region', { name: 'Who can play tonight?' })).toContainText(
        'Roster confirmed · 5 available',
      );
    }
    const home = homeCaptain.page;
    await expect(home.getByRole('region', { name: AWAY.name })).toContainText(
      'Roster confirmed · 5 available',
    );
    await mainAction(home).getByRole('button', { name: 'Start match' }).click();
    // Week 1 is today; a match of a later week asks first.
    const roundOne = home.getByRole('heading', { name: 'Round 1 line-up' });
    const otherDay = home.getByRole('dialog', { name: 'Start on another day?' });
    await expect(roundOne.or(otherDay)).toBeVisible();
    if (await otherDay.isVisible())
      await otherDay.getByRole('button', { name: 'Start it anyway' }).click();
    for (const { person } of sides)
      await expect(person.page.getByRole('heading', { name: 'Round 1 line-up' })).toBeVisible();
    await expect(
      live.getByRole('heading', { name: `${HOME.name} 0, ${AWAY.name} 0` }),
    ).toBeAttached();
    await expectAccessible(live, '/live with a 5v5 match in progress');
  });

  const score = { home: 0, away: 0 };
  for (const round of ROUNDS) {
    await test.step(`round ${round}: five a side line up`, async () => {
      for (const { person, team } of sides) {
        const { page } = person;
        await expect(page.getByRole('heading', { name: `Round ${round} line-up` })).toBeVisible();
        for (const [slot, player] of team.players.entries()) {
          const position = page.getByLabel(
            `Position ${team === HOME ? 'ABCDE'.charAt(slot) : String(slot + 1)}`,
          );
          if (round === 1) await position.selectOption({ label: fullName(player) });
          else
            await expect(position.locator('option:checked')).toHaveText(
              new RegExp(`^${fullName(player)} \\(played`),
            );
        }
        if (round === 1) await expectAccessible(page, `the 5v5 line-up (${team.name})`);
        await mainAction(page)
          .getByRole('button', { name: `Lock round ${round} line-up` })
          .click();
      }
      for (const { person } of sides)
        await expect(
          person.page.getByRole('heading', { name: `Round ${round}`, exact: true }),
        ).toBeVisible();
    });

    await test.step(`round ${round}: five frames, the visitor sees each`, async () => {
      for (const frame of FRAMES) {
        const { home, away } = pairing(round, frame);
        const side = winnerSide(round, frame);
        const winner = side === 'home' ? home : away;
        // The captains take turns at the table: home scores the odd frames, away the even.
        const [scorer, watcher] =
          frame % 2 === 1 ? [homeCaptain, awayCaptain] : [awayCaptain, homeCaptain];
        await frameCard(scorer.page, frame)
          .getByRole('button', { name: `Record a win for ${shortName(winner)}` })
          .click();
        score[side] += 1;
        await expect(frameCard(scorer.page, frame).getByRole('status')).toHaveText('Saved');
        await expect(frameCard(watcher.page, frame)).toContainText('Entered by the other captain');
        // The visitor's scoreboard has the frame and the new score.
        await expect(
          live
            .getByRole('listitem')
            .filter({
              hasText: `Frame ${frame}: ${shortName(home)} v ${shortName(away)}, won by ${shortName(winner)}`,
            })
            .first(),
        ).toBeAttached();
        await expect(
          live.getByRole('heading', {
            name: `${HOME.name} ${score.home}, ${AWAY.name} ${score.away}`,
          }),
        ).toBeAttached();
      }
      if (round === 1)
        await expectAccessible(homeCaptain.page, `five frames of a round, scored (${HOME.name})`);
      const locker = round % 2 === 1 ? homeCaptain : awayCaptain;
      await mainAction(locker.page)
        .getByRole('button', { name: `Lock round ${round}` })
        .click();
      const dialog = locker.page.getByRole('dialog', { name: `Lock round ${round}?` });
      await expect(dialog).toContainText(`${HOME.name} 3–2 ${AWAY.name}`);
      await dialog.getByRole('button', { name: `Lock round ${round}` }).click();
      await expect(live.getByRole('region', { name: `Round ${round}: 3–2` })).toBeAttached();
    });
  }

  await test.step('both captains confirm the result', async () => {
    expect(score).toEqual(FINAL);
    for (const { person } of sides) {
      await expect(person.page.getByRole('heading', { name: 'Result' })).toBeVisible();
      await expect(person.page.getByText(`${FINAL.home}–${FINAL.away}`).first()).toBeVisible();
      await expect(person.page.getByText(`${HOME.name} win`)).toBeVisible();
    }
    await expectAccessible(captainOf(REDS_5).page, 'the 5v5 result to confirm on a phone');
    await mainAction(homeCaptain.page).getByRole('button', { name: 'Confirm result' }).click();
    await expect(homeCaptain.page.getByText('You confirmed the result')).toBeVisible();
    // The away captain sees the home confirmation arrive, and confirms too: the match completes.
    await expect(
      awayCaptain.page
        .getByRole('list', { name: 'Confirmations' })
        .getByRole('listitem')
        .filter({ hasText: HOME.name }),
    ).toContainText('Confirmed');
    await mainAction(awayCaptain.page).getByRole('button', { name: 'Confirm result' }).click();
    for (const { person } of sides)
      await expect(
        person.page.getByText('Completed: both captains confirmed the result'),
      ).toBeVisible();
    // Completed, the match leaves /live.
    await expect(live.getByText('No matches are being played right now')).toBeVisible();
  });
});

/** A row of the standings table: position, P, W, D, L, FW, FL, FD, (Frame pts,) Pts. */
const standingsRow = async (scope: Locator, team: string, columns: number) =>
  (
    await scope
      .getByRole('row')
      .filter({
        has: scope
          .page()
          .getByRole('rowheader')
          .filter({ hasText: new RegExp(`^${team}$`) }),
      })
      .getByRole('cell')
      .allTextContents()
  ).slice(0, columns);

/** The Premier table after the match: 3 for the win and 1 a frame; 0 and 1 a frame. */
const expectPremierTable = async (table: Locator): Promise<void> => {
  await expect(table.getByRole('columnheader', { name: 'Frame pts' })).toBeVisible();
  const diff = FINAL.home - FINAL.away;
  expect(await standingsRow(table, HOME.name, 10)).toEqual([
    '1',
    '1',
    '1',
    '0',
    '0',
    String(FINAL.home),
    String(FINAL.away),
    `+${diff}`,
    String(FINAL.home * POINTS.frame),
    String(POINTS.win + FINAL.home * POINTS.frame),
  ]);
  expect(await standingsRow(table, AWAY.name, 10)).toEqual([
    '2',
    '1',
    '0',
    '0',
    '1',
    String(FINAL.away),
    String(FINAL.home),
    `-${diff}`,
    String(FINAL.away * POINTS.frame),
    String(POINTS.loss + FINAL.away * POINTS.frame),
  ]);
  expect(await standingsRow(table, ANCHOR.name, 10)).toEqual([
    '3',
    '0',
    '0',
    '0',
    '0',
    '0',
    '0',
    '0',
    '0',
    '0',
  ]);
};

test("5. the Premier table shows the winner's 3 points and a point a frame", async () => {
  // Proves: standings are per division, picked by ?division=, with a "Frame pts" column when the
  // season gives points per frame, counted in Pts.
  const { page } = visitor;
  await visit(page, '/standings', 'Standings');
  await expect(page.getByRole('combobox', { name: 'Division' })).toHaveText(PREMIER);
  // Division One first, by the picker: its two teams, nothing played.
  await pick(page.getByRole('combobox', { name: 'Division' }), DIVISION_ONE);
  await expect(page).toHaveURL(/[?&]division=/);
  const divisionOneUrl = page.url();
  const table = page.getByRole('table', { name: `${SEASON}, ${DIVISION_ONE}: league table` });
  await expect(table.getByRole('rowheader')).toHaveText(
    [BRIDGE.name, MILL.name].sort((a, b) => a.localeCompare(b)),
  );
  // Premier, by its own link: ?division= with Premier's id.
  const premierId = await page.evaluate(async (name) => {
    const season = (await (await fetch('/api/seasons/current')).json()) as {
      divisions: { id: string; name: string | null }[];
    };
    return season.divisions.find((division) => division.name === name)?.id ?? '';
  }, PREMIER);
  expect(premierId).not.toBe('');
  await open(page, `/standings?division=${encodeURIComponent(premierId)}`);
  const premier = page.getByRole('table', { name: `${SEASON}, ${PREMIER}: league table` });
  await expect(premier).toBeVisible();
  await expect(premier.getByRole('rowheader')).toHaveCount(3);
  await expectPremierTable(premier);
  await expect(
    page.getByText(`Frame pts points for frames won (1 a frame, counted in Pts)`),
  ).toBeVisible();
  await expectAccessible(page, 'the Premier table with frame points');
  expect(divisionOneUrl).not.toContain(premierId);
});

test('6. the admin starts the next season with one team up and one down', async () => {
  // Proves: the next season's page suggests moves from the final tables (the bottom of Premier
  // down, the top of Division One up), marks them, and creates the season with them.
  const { page } = admin;
  await openAdminArea(page, 'Seasons');
  await page.getByRole('link', { name: `Start the next season after ${SEASON}` }).click();
  await expect(pageHeading(page, 'Start the next season')).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(NEXT_SEASON);
  await field(page, 'Teams up from each division').fill('1');
  await field(page, 'Teams down from each division').fill('1');
  // Premier's bottom team goes down; Division One's top (level on nothing, the name decides) up.
  const [up] = [BRIDGE.name, MILL.name].sort((a, b) => a.localeCompare(b));
  const stays = up === BRIDGE.name ? MILL.name : BRIDGE.name;
  const board = page.getByRole('region', { name: "The next season's divisions" });
  const premier = board.getByRole('list', { name: `Teams of ${PREMIER}` });
  const divisionOne = board.getByRole('list', { name: `Teams of ${DIVISION_ONE}` });
  await expect(premier.getByRole('listitem', { name: up })).toContainText(
    `Up from ${DIVISION_ONE}`,
  );
  await expect(divisionOne.getByRole('listitem', { name: ANCHOR.name })).toContainText(
    `Down from ${PREMIER}`,
  );
  for (const name of [HOME.name, AWAY.name])
    await expect(premier.getByRole('listitem', { name })).not.toContainText(/Up from|Down from/);
  await expect(divisionOne.getByRole('listitem', { name: stays })).toBeVisible();
  await expect(premier.getByRole('listitem')).toHaveCount(3);
  await expect(divisionOne.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page, 'the next season preview');

  await page.getByRole('button', { name: 'Create season (5 teams)' }).click();
  await expect(
    page.getByText(`${NEXT_SEASON} is created with 5 teams in 2 divisions`),
  ).toBeVisible();
  await expectAccessible(page, 'the next season created');
  await page.getByRole('button', { name: 'Make it current' }).click();
  await expect(page.getByText('It is now the current season.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to seasons' }).click();
  await expect(page.getByRole('listitem', { name: NEXT_SEASON })).toContainText('Current');
  await expect(page.getByRole('listitem', { name: NEXT_SEASON })).toContainText(
    `5v5 · 3 a win, 1 a draw, 0 a loss, +1 a frame won · 2 divisions`,
  );
});

test("7. the old season's tables are still browsable from the season picker", async () => {
  // Proves: the new current season opens at its own (unplayed) tables with the moves made, and
  // the old season, picked from the season picker, still has its results.
  const { page } = visitor;
  await visit(page, '/standings', 'Standings');
  const now = page.getByRole('table', { name: `${NEXT_SEASON}, ${PREMIER}: league table` });
  await expect(now.getByRole('rowheader')).toHaveCount(3);
  const [up] = [BRIDGE.name, MILL.name].sort((a, b) => a.localeCompare(b));
  await expect(now.getByRole('rowheader').filter({ hasText: up ?? '' })).toHaveCount(1);
  await expect(now.getByRole('rowheader').filter({ hasText: ANCHOR.name })).toHaveCount(0);
  expect(await standingsRow(now, HOME.name, 2)).toEqual([expect.any(String), '0']);

  await pick(page.getByRole('combobox', { name: 'Season' }), SEASON);
  await expect(page).toHaveURL(/[?&]season=/);
  const old = page.getByRole('table', { name: `${SEASON}, ${PREMIER}: league table` });
  await expect(old).toBeVisible();
  await expectPremierTable(old);
  await expectAccessible(page, "last season's Premier table");
  await pick(page.getByRole('combobox', { name: 'Division' }), DIVISION_ONE);
  await expect(
    page
      .getByRole('table', { name: `${SEASON}, ${DIVISION_ONE}: league table` })
      .getByRole('rowheader'),
  ).toHaveCount(2);
});

test("8. on a phone, two clubs of a one-table pub get the next season's fixtures without a clash", async () => {
  // Proves (issue 32): the generator pairs two teams of a one-table venue on alternate weeks, so
  // the preview and the saved list have no clash; a skipped week is a break, not a week, on the
  // preview, the saved list and the public fixtures page alike.
  const { page } = admin;
  await page.setViewportSize({ width: 360, height: 780 });
  // On a phone the top bar has no Admin link (it is in the menu): the dashboard by its address.
  const openAdminPage = async (link: string, heading = link) => {
    await open(page, '/admin');
    await expect(pageHeading(page, 'Admin Dashboard')).toBeVisible();
    await page.getByRole('region', { name: 'Manage' }).getByRole('link', { name: link }).click();
    await expect(pageHeading(page, heading)).toBeVisible();
  };
  const ferry = { name: 'The Ferry Inn', address: '2 Quay Road, Riverside', tables: 1 };
  const ferryTeams = ['Ferry Flyers', 'Ferry Foxes'];

  await test.step('a pub with one table, and its two teams in Division One', async () => {
    await openAdminPage('Venues');
    await page.getByRole('button', { name: 'Add venue' }).first().click();
    const venue = page.getByRole('dialog', { name: 'Add a venue' });
    await field(venue, 'Name').fill(ferry.name);
    await field(venue, 'Address').fill(ferry.address);
    await field(venue, 'Number of tables').fill(String(ferry.tables));
    await venue.getByRole('button', { name: 'Add venue' }).click();
    await expect(venue).toBeHidden();
    await expect(page.getByRole('listitem', { name: ferry.name })).toContainText('1 table');

    await openAdminPage('Teams');
    for (const name of ferryTeams) {
      await page.getByRole('button', { name: 'Add team' }).first().click();
      const dialog = page.getByRole('dialog', { name: `Add a team to ${NEXT_SEASON}` });
      await field(dialog, 'Team name').fill(name);
      await pick(dialog.getByRole('combobox', { name: 'Home venue' }), ferry.name);
      await pick(dialog.getByRole('combobox', { name: 'Division' }), DIVISION_ONE);
      await dialog.getByRole('button', { name: 'Add team' }).click();
      await expect(dialog).toBeHidden();
    }
    // Division One: the team that went down, the one that stayed, and the Ferry's two.
    await expect(
      page.getByRole('list', { name: `Teams, ${DIVISION_ONE}` }).getByRole('listitem'),
    ).toHaveCount(4);
    await expectAccessible(page, 'the teams page on a phone, two teams of a one-table pub');
  });

  let weekTwo = '';
  await test.step("Division One's fixtures, the second match night skipped", async () => {
    await openAdminPage('Schedule', 'Schedule Matches');
    const generator = page.getByRole('form', { name: 'Fixture generator' });
    await pick(generator.getByRole('combobox', { name: 'Division' }), DIVISION_ONE);
    // The match night is the first week's day: skip the one a week later.
    const first = await field(generator, 'First week from').inputValue();
    await field(generator, 'Date to skip').fill(addDays(first, 7));
    await generator.getByRole('button', { name: 'Skip' }).click();
    weekTwo = addDays(first, 14);
    await generator.getByRole('button', { name: 'Preview fixtures' }).click();
    const preview = page.getByRole('region', { name: 'Fixture preview' });
    // Four teams meet once each: three weeks of two matches.
    await expect(preview).toContainText('6 matches over 3 weeks');
    await expect(preview).toContainText('No conflicts');
    await expect(preview.getByTitle('Conflict')).toHaveCount(0);
    await expect(preview.getByText(/^Season break: no matches /)).toHaveCount(1);
    // The pub's two teams are at home on alternate weeks: one match a week at its one table.
    for (const week of [1, 2, 3])
      await expect(
        preview.getByRole('region', { name: `Week ${week}` }).getByText(`· ${ferry.name}`),
      ).toHaveCount(1);
    await expect(preview.getByRole('region', { name: 'Week 4' })).toHaveCount(0);
    await expectAccessible(page, 'the clash-free fixture preview on a phone');
    await preview.getByRole('button', { name: 'Save 6 matches' }).click();
    await expect(preview).toBeHidden();

    // The saved list: the same three weeks and the break, and no match marked as a clash.
    const list = page.getByRole('region', { name: 'Fixture list' });
    await expect(list.getByRole('heading', { level: 3, name: /^Week \d+$/ })).toHaveText([
      'Week 1',
      'Week 2',
      'Week 3',
    ]);
    await expect(list.getByText(/^Season break: no matches /)).toHaveCount(1);
    for (const name of ferryTeams)
      await expect(list.getByRole('listitem', { name: new RegExp(name) })).toHaveCount(3);
    await expect(list.getByTitle('Conflict')).toHaveCount(0);
    await expectAccessible(page, 'the saved fixture list on a phone');
  });

  await test.step('the public fixtures page numbers the same weeks, the break marked', async () => {
    const live = visitor.page;
    await live.setViewportSize({ width: 360, height: 780 });
    await visit(live, '/fixtures', 'Fixtures');
    await pick(live.getByRole('combobox', { name: 'Division' }), DIVISION_ONE);
    await expect(live).toHaveURL(/[?&]division=/);
    // The month of the second week: the break shows there (before it, or at its month's end).
    const url = new URL(live.url());
    url.searchParams.set('month', weekTwo.slice(0, 7));
    await open(live, `${url.pathname}${url.search}`);
    await expect(live.getByRole('heading', { level: 2, name: 'Week 2' })).toBeVisible();
    await expect(live.getByText(/^Season break: no matches /).first()).toBeVisible();
    for (const heading of await live
      .getByRole('heading', { level: 2, name: /^Week \d+$/ })
      .allTextContents())
      expect(['Week 1', 'Week 2', 'Week 3'], 'a week of the public page').toContain(heading);
    await expectAccessible(live, 'the public fixtures across a break on a phone');
  });
  await page.setViewportSize({ width: 1280, height: 720 });
});
