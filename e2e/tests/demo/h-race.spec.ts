// Races (issue 36, part 1) on the demo league: the admin makes a cup whose ties are races to 2;
// the two captains score its tie rack by rack on their phones, each seeing the other's racks
// live; a rack tapped by mistake is taken back; the pairing is won at the race, and a visitor's
// match page reads the racks.
import type { Competition } from '@cueleague/domain/competitions/records';
import type { Match } from '@cueleague/domain/entities';
import { customFormat } from '@cueleague/domain/match-format';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../a11y.ts';
import {
  apiLogin,
  DEMO_ADMIN,
  demoCaptain,
  demoSeasonTeams,
  frameCardOf,
  rackButton,
  ensureDemoLeague,
  getJson,
  startWithLineups,
  PHONE,
} from '../helpers.ts';
import { open, signIn } from '../people.ts';

const SLOW = { timeout: 30_000 };
test('two captains score a race to 2 rack by rack on their phones; a visitor reads the racks', async ({
  browser,
  request,
}) => {
  test.slow();
  await ensureDemoLeague(request);
  await apiLogin(request, DEMO_ADMIN);
  const { season, teams } = await demoSeasonTeams(request);
  const [first, second] = teams.slice(-2);
  if (!first || !second) throw new Error('the demo season needs two teams');

  // The admin's cup of two, each pairing a race to 2, published for tonight.
  const made = await request.post('/api/competitions', {
    data: {
      seasonId: season.id,
      name: 'Race Night',
      teamIds: [first.id, second.id],
      format: customFormat(4, 1, 2),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const cup = (await made.json()) as Competition;
  expect(
    (await request.post(`/api/competitions/${cup.id}/draw`, { data: { method: 'random' } })).ok(),
  ).toBe(true);
  const published = await request.post(`/api/competitions/${cup.id}/publish`, {
    data: { roundDates: [new Date(Date.now() + 3_600_000).toISOString()] },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const tie = (await getJson<Competition>(request, `/api/competitions/${cup.id}`)).ties[0];
  if (!tie?.match) throw new Error('the race cup has no tie to play');
  const match = await startWithLineups(
    request,
    await getJson<Match>(request, `/api/matches/${tie.match.id}`),
  );
  expect(match.format).toMatchObject({ raceTo: 2 });
  const teamName = (id: string) => teams.find((team) => team.id === id)?.name ?? '';
  const serverFrame = async () =>
    (await getJson<Match>(request, `/api/matches/${match.id}`)).frames[0];

  const homeContext = await browser.newContext(PHONE);
  const awayContext = await browser.newContext(PHONE);
  const visitorContext = await browser.newContext(PHONE);
  try {
    const home = await homeContext.newPage();
    const away = await awayContext.newPage();
    await signIn(home, demoCaptain(teamName(match.homeTeamId)));
    await signIn(away, demoCaptain(teamName(match.awayTeamId)));
    const scorePath = `/team/match/${match.id}/score`;
    await open(home, scorePath);
    await open(away, scorePath);
    await expect(frameCardOf(home, 1)).toContainText('Race to 2', SLOW);
    await expect(rackButton(home, 'home')).toHaveAccessibleName(/\(0 of 2 so far\)$/, SLOW);

    // Home's rack, then away's: each phone sees the other's rack arrive.
    await rackButton(home, 'home').tap();
    await expect.poll(async () => (await serverFrame())?.homeScore, SLOW).toBe(1);
    await expect(rackButton(away, 'home')).toHaveAccessibleName(/\(1 of 2 so far\)$/, SLOW);
    await rackButton(away, 'away').tap();
    await expect(rackButton(home, 'away')).toHaveAccessibleName(/\(1 of 2 so far\)$/, SLOW);

    // The away captain's mistap: a second rack to their player, taken back at once.
    await rackButton(away, 'away').tap();
    await expect(frameCardOf(away, 1)).toContainText('Won', SLOW);
    await frameCardOf(away, 1)
      .getByRole('button', { name: /^Take a rack back from .* \(2 now\)$/ })
      .tap();
    await expect(rackButton(away, 'away')).toHaveAccessibleName(/\(1 of 2 so far\)$/, SLOW);
    await expect.poll(async () => (await serverFrame())?.isComplete, SLOW).toBe(false);

    // The deciding rack: home has won the pairing, 2-1.
    await expect(rackButton(home, 'home')).toHaveAccessibleName(/\(1 of 2 so far\)$/, SLOW);
    await rackButton(home, 'home').tap();
    await expect(frameCardOf(home, 1)).toContainText('Won', SLOW);
    await expect(frameCardOf(away, 1)).toContainText('Won', SLOW);
    expect(await serverFrame()).toMatchObject({ homeScore: 2, awayScore: 1, isComplete: true });
    await expect(frameCardOf(home, 1).getByRole('button', { name: /^Rack to / })).toHaveCount(0);
    await expectAccessible(home, 'scoring a race');

    // A visitor's match page: the pairing won 2-1, the match one pairing to none.
    const visitor = await visitorContext.newPage();
    await open(visitor, `/matches/${match.id}`);
    await expect(visitor.getByText('Race to 2').first()).toBeVisible(SLOW);
    await expect(visitor.getByText(/2–1/).first()).toBeVisible(SLOW);
    await expectAccessible(visitor, 'a race on the match page');
  } finally {
    await homeContext.close();
    await awayContext.close();
    await visitorContext.close();
  }
});
