// A doubles knockout (issue 31) on the demo league: the admin opens a knockout with two pairs
// entered and a closing date; two players each enter with a partner on their phones; the admin
// draws it so their pairs meet in the semi-finals and publishes it; the two play the race to 2
// on their own phones, each pair named on the scoring page, while a visitor watches the bracket.
import type { Competition } from '@cueleague/domain/competitions/records';
import type { Player } from '@cueleague/domain/entities';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../a11y.ts';
import {
  apiLogin,
  DEMO_ADMIN,
  demoPlayer,
  demoSeasonTeams,
  ensureDemoLeague,
  frameCardOf,
  getJson,
  rackButton,
  PHONE,
} from '../helpers.ts';
import { open, signIn } from '../people.ts';
import { mainAction } from '../riverside.ts';

const SLOW = { timeout: 30_000 };
const DAY = 86_400_000;

/** Enters the signed-in player's pair with `partner` from the knockout's page. */
const enterWithPartner = async (page: Page, partner: Player): Promise<string> => {
  await page.getByRole('button', { name: 'Enter with a partner' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Enter with a partner' });
  const partnerName = `${partner.firstName} ${partner.lastName}`;
  await dialog.getByRole('combobox', { name: 'Partner' }).fill(partner.lastName);
  await page.getByRole('option', { name: partnerName, exact: true }).tap();
  await dialog.getByRole('button', { name: 'Enter the pair' }).tap();
  const withdraw = page.getByRole('button', { name: /^Withdraw .+ & / });
  await expect(withdraw).toBeVisible(SLOW);
  await expect(withdraw).toContainText(partnerName);
  return ((await withdraw.textContent()) ?? '').replace(/^Withdraw /, '');
};

test('two players enter a doubles knockout with partners on their phones and race their pairs to 2', async ({
  browser,
  request,
}) => {
  test.slow();
  await ensureDemoLeague(request);
  await apiLogin(request, DEMO_ADMIN);
  const { season, teams } = await demoSeasonTeams(request);
  const [, , teamC, teamD] = teams;
  if (!teamC || !teamD) throw new Error('the demo season needs four teams');
  const players = (await getJson<{ items: Player[] }>(request, '/api/players')).items;
  // Players with no account: two pairs the admin enters, and a partner for each of the two.
  const [p1, p2, p3, p4, partnerC, partnerD] = players.filter((player) => player.userId === null);
  if (!p1 || !p2 || !p3 || !p4 || !partnerC || !partnerD)
    throw new Error('the demo needs six players without an account');

  const made = await request.post('/api/competitions', {
    data: {
      seasonId: season.id,
      name: 'Doubles Open',
      kind: 'doubles-knockout',
      pairs: [
        [p1.id, p2.id],
        [p3.id, p4.id],
      ],
      raceTo: 2,
      entries: { closesAt: new Date(Date.now() + 3_600_000).toISOString() },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const cup = (await made.json()) as Competition;
  const cupPath = `/competitions/${cup.id}`;

  const contexts = await Promise.all([1, 2, 3].map(() => browser.newContext(PHONE)));
  const [cContext, dContext, visitorContext] = contexts;
  if (!cContext || !dContext || !visitorContext) throw new Error('no browser contexts');
  try {
    const c = await cContext.newPage();
    const d = await dContext.newPage();
    await signIn(c, demoPlayer(teamC.name));
    await signIn(d, demoPlayer(teamD.name));
    await open(c, cupPath);
    await open(d, cupPath);
    // The knockout says what each tie is before anyone enters.
    await expect(c.getByText(/race to 2/i).first()).toBeVisible(SLOW);
    const pairC = await enterWithPartner(c, partnerC);
    await expectAccessible(c, 'a doubles knockout taking entries');
    const pairD = await enterWithPartner(d, partnerD);

    const entered = await getJson<Competition>(request, `/api/competitions/${cup.id}`);
    const entryOf = (name: string) => entered.entries.find((entry) => entry.name === name);
    const entryC = entryOf(pairC);
    const entryD = entryOf(pairD);
    if (!entryC || !entryD) throw new Error('the two pairs did not enter');
    expect(entryC.playerIds).toHaveLength(2);

    // Drawn by hand: seeds 2 and 3 meet in a semi-final.
    const [first, last] = entered.entries.filter((entry) => entry !== entryC && entry !== entryD);
    if (!first || !last) throw new Error('the admin’s pairs are missing');
    const drawn = await request.post(`/api/competitions/${cup.id}/draw`, {
      data: { method: 'manual', order: [first, entryC, entryD, last].map((e) => e.teamId) },
    });
    expect(drawn.ok(), await drawn.text()).toBe(true);
    const published = await request.post(`/api/competitions/${cup.id}/publish`, {
      data: {
        // The first round now: an hour from now is tomorrow after 11 pm, and starting a tie of
        // tomorrow asks "Start on another day?".
        roundDates: [0, 7].map((days) => new Date(Date.now() + days * DAY).toISOString()),
        roundRaces: [2, 3],
      },
    });
    expect(published.ok(), await published.text()).toBe(true);
    const bracket = (await published.json()) as Competition;
    const ours = bracket.ties.find((tie) =>
      [tie.home?.teamId, tie.away?.teamId].every(
        (id) => id === entryC.teamId || id === entryD.teamId,
      ),
    );
    if (!ours?.match) throw new Error('the two pairs were not drawn together');
    const cAtHome = ours.home?.teamId === entryC.teamId;
    const [home, away] = cAtHome ? [c, d] : [d, c];
    const [homePair, awayPair] = cAtHome ? [pairC, pairD] : [pairD, pairC];

    const visitor = await visitorContext.newPage();
    await open(visitor, cupPath);
    await expect(visitor.getByText(/race to 3/i).first()).toBeVisible(SLOW);
    await expectAccessible(visitor, "a doubles knockout's bracket");
    const homePairShown = visitor.getByText(homePair);
    const before = await homePairShown.count();
    expect(before).toBeGreaterThan(0);

    // Either player of a pair scores for it: each phone names both pairs, never "…".
    const scorePath = `/team/match/${ours.match.id}/score`;
    await open(home, scorePath);
    await open(away, scorePath);
    await mainAction(home).getByRole('button', { name: 'Start match' }).tap();
    await expect(rackButton(home, 'home')).toHaveAccessibleName(/\(0 of 2 so far\)$/, SLOW);
    for (const page of [home, away]) {
      await expect(frameCardOf(page, 1)).toContainText(homePair, SLOW);
      await expect(frameCardOf(page, 1)).toContainText(awayPair);
      await expect(frameCardOf(page, 1)).not.toContainText('…');
    }
    await rackButton(home, 'home').tap();
    await expect(rackButton(away, 'home')).toHaveAccessibleName(/\(1 of 2 so far\)$/, SLOW);
    await rackButton(away, 'home').tap();
    await expect(frameCardOf(home, 1)).toContainText('Won', SLOW);
    await expectAccessible(home, 'a doubles tie being scored');

    await mainAction(away).getByRole('button', { name: 'Lock round 1' }).tap();
    await away
      .getByRole('dialog', { name: 'Lock round 1?' })
      .getByRole('button', { name: 'Lock round 1' })
      .tap();
    await mainAction(home).getByRole('button', { name: 'Confirm result' }).tap();
    await expect(home.getByText('You confirmed the result')).toBeVisible(SLOW);
    await mainAction(away).getByRole('button', { name: 'Confirm result' }).tap();
    await expect(away.getByText(/^Completed: /)).toBeVisible(SLOW);

    // The winning pair goes through to the final, on the visitor's bracket with no reload.
    await expect
      .poll(async () => {
        const now = await getJson<Competition>(request, `/api/competitions/${cup.id}`);
        return now.ties.find((tie) => tie.id === ours.id)?.winner;
      }, SLOW)
      .toBe('home');
    await expect.poll(() => homePairShown.count(), SLOW).toBeGreaterThan(before);
  } finally {
    for (const context of contexts) await context.close();
  }
});
