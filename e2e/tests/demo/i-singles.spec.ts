// A singles knockout (issue 31) on the demo league: the admin opens a 12-player knockout with a
// closing date; two players enter themselves on their phones; the admin draws it so they meet
// in the first round and publishes it with a race per round; the two play their race to 3 on
// their own phones, start to confirmation, while a visitor watches the bracket move on. The
// admin settles the other ties; the winner plays the final, a race to 5, and the roll of honour
// names them.
import type { Competition } from '@cueleague/domain/competitions/records';
import type { Player } from '@cueleague/domain/entities';
import { expect, test } from '@playwright/test';
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

test('two players enter a singles knockout on their phones, play their race to 3, and the winner wins the final', async ({
  browser,
  request,
}) => {
  test.slow();
  await ensureDemoLeague(request);
  await apiLogin(request, DEMO_ADMIN);
  const { season, teams } = await demoSeasonTeams(request);
  const [teamA, teamB] = teams;
  if (!teamA || !teamB) throw new Error('the demo season needs two teams');
  const players = (await getJson<{ items: Player[] }>(request, '/api/players')).items;

  // The admin's knockout: ten players entered now, entries open for an hour, each tie a race to 2.
  const made = await request.post('/api/competitions', {
    data: {
      seasonId: season.id,
      name: 'Singles Open',
      kind: 'singles-knockout',
      playerIds: players
        .filter((player) => player.userId === null)
        .slice(0, 10)
        .map((p) => p.id),
      raceTo: 2,
      entries: { closesAt: new Date(Date.now() + 3_600_000).toISOString() },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const cup = (await made.json()) as Competition;
  const cupPath = `/competitions/${cup.id}`;

  const contexts = await Promise.all([1, 2, 3].map(() => browser.newContext(PHONE)));
  const [aContext, bContext, visitorContext] = contexts;
  if (!aContext || !bContext || !visitorContext) throw new Error('no browser contexts');
  try {
    const a = await aContext.newPage();
    const b = await bContext.newPage();
    await signIn(a, demoPlayer(teamA.name));
    await signIn(b, demoPlayer(teamB.name));

    // Each player enters themself from the knockout's page.
    for (const page of [a, b]) {
      await open(page, cupPath);
      const enter = page.getByRole('button', { name: /^Enter / });
      await expect(enter).toBeVisible(SLOW);
      const name = ((await enter.textContent()) ?? '').replace(/^Enter /, '');
      await enter.tap();
      await expect(page.getByRole('button', { name: `Withdraw ${name}` })).toBeVisible(SLOW);
      await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
    }
    await expectAccessible(a, 'a singles knockout taking entries');
    const entered = await getJson<Competition>(request, `/api/competitions/${cup.id}`);
    expect(entered.entries).toHaveLength(12);
    const [entryA, entryB] = entered.entries.filter(
      (entry) => !cup.entries.some((e) => e.teamId === entry.teamId),
    );
    if (!entryA || !entryB) throw new Error('the two players did not enter');

    // Drawn by hand: seed 5 meets seed 12 in the first round (seeds 1-4 have byes).
    const others = entered.entries.filter((entry) => entry !== entryA && entry !== entryB);
    const order = [...others.slice(0, 4), entryA, ...others.slice(4), entryB].map((e) => e.teamId);
    const drawn = await request.post(`/api/competitions/${cup.id}/draw`, {
      data: { method: 'manual', order },
    });
    expect(drawn.ok(), await drawn.text()).toBe(true);
    // The first round now (an hour from now is tomorrow after 11 pm, and starting it would ask
    // "Start on another day?"), the rest a week apart.
    const roundDates = [0, 7, 14, 21].map((days) =>
      new Date(Date.now() + days * DAY).toISOString(),
    );
    const published = await request.post(`/api/competitions/${cup.id}/publish`, {
      data: { roundDates, roundRaces: [3, 3, 3, 5] },
    });
    expect(published.ok(), await published.text()).toBe(true);
    const bracket = (await published.json()) as Competition;
    expect(bracket.rounds.map((round) => round.raceTo)).toEqual([3, 3, 3, 5]);
    const pair = (ids: (string | undefined)[]) => ids.sort().join();
    const ours = bracket.ties.find(
      (tie) => pair([tie.home?.teamId, tie.away?.teamId]) === pair([entryA.teamId, entryB.teamId]),
    );
    if (!ours?.match) throw new Error('the two players were not drawn together');
    const aAtHome = ours.home?.teamId === entryA.teamId;
    const [home, away] = aAtHome ? [a, b] : [b, a];

    // A visitor watches the bracket.
    const visitor = await visitorContext.newPage();
    await open(visitor, cupPath);
    await expect(visitor.getByText(/race to 3/i).first()).toBeVisible(SLOW);
    await expectAccessible(visitor, "a singles knockout's bracket");
    const winner = aAtHome ? entryA : entryB;
    const winnerLinks = visitor.getByRole('link', { name: winner.name, exact: true });
    const before = await winnerLinks.count();
    expect(before).toBeGreaterThan(0);

    // The home player starts the tie and the two race to 3 on their own phones.
    const scorePath = `/team/match/${ours.match.id}/score`;
    await open(home, scorePath);
    await open(away, scorePath);
    await mainAction(home).getByRole('button', { name: 'Start match' }).tap();
    await expect(rackButton(home, 'home')).toHaveAccessibleName(/\(0 of 3 so far\)$/, SLOW);
    await rackButton(home, 'home').tap();
    await expect(rackButton(away, 'home')).toHaveAccessibleName(/\(1 of 3 so far\)$/, SLOW);
    await rackButton(away, 'away').tap();
    await expect(rackButton(home, 'away')).toHaveAccessibleName(/\(1 of 3 so far\)$/, SLOW);
    await rackButton(home, 'home').tap();
    await expect(rackButton(away, 'home')).toHaveAccessibleName(/\(2 of 3 so far\)$/, SLOW);
    await rackButton(away, 'home').tap();
    await expect(frameCardOf(home, 1)).toContainText('Won', SLOW);
    await expectAccessible(home, 'a singles tie being scored');

    await mainAction(away).getByRole('button', { name: 'Lock round 1' }).tap();
    await away
      .getByRole('dialog', { name: 'Lock round 1?' })
      .getByRole('button', { name: 'Lock round 1' })
      .tap();
    await mainAction(home).getByRole('button', { name: 'Confirm result' }).tap();
    await expect(home.getByText('You confirmed the result')).toBeVisible(SLOW);
    await mainAction(away).getByRole('button', { name: 'Confirm result' }).tap();
    for (const page of [home, away])
      await expect(page.getByText(/^Completed: both players confirmed the result/)).toBeVisible(
        SLOW,
      );
    // The lock says which player locked it.
    await expect(home.getByText(/Locked by /).first()).not.toContainText('admin');

    // The winner goes through: the visitor's bracket shows them in the next round, with no reload.
    await expect
      .poll(async () => {
        const now = await getJson<Competition>(request, `/api/competitions/${cup.id}`);
        return now.ties.find((tie) => tie.id === ours.id)?.winner;
      }, SLOW)
      .toBe('home');
    await expect.poll(() => winnerLinks.count(), SLOW).toBeGreaterThan(before);

    // The admin settles every other tie (a walkover, the winner always going through) until the
    // final is ready.
    const lastRound = Math.max(...bracket.ties.map((tie) => tie.round));
    let final = bracket.ties.find((tie) => tie.round === lastRound);
    for (let settled = 0; settled < 12 && final?.status !== 'ready'; settled++) {
      const now = await getJson<Competition>(request, `/api/competitions/${cup.id}`);
      final = now.ties.find((tie) => tie.round === lastRound);
      const next = now.ties.find((tie) => tie.status === 'ready' && tie.round < lastRound);
      if (!next) continue;
      const decided = await request.post(`/api/competitions/${cup.id}/ties/${next.id}/decide`, {
        data: {
          winner: next.away?.teamId === winner.teamId ? 'away' : 'home',
          reason: 'Opponent withdrew',
        },
      });
      expect(decided.ok(), await decided.text()).toBe(true);
    }
    if (!final?.match || final.status !== 'ready') throw new Error('the final is not ready');
    const winnerSide = final.home?.teamId === winner.teamId ? 'home' : 'away';
    expect(final[winnerSide]?.teamId).toBe(winner.teamId);

    // The final, a race to 5, scored rack by rack on the winner's phone: 5-1.
    await open(home, `/team/match/${final.match.id}/score`);
    await mainAction(home).getByRole('button', { name: 'Start match' }).tap();
    // Its round is dated three weeks ahead: played early, which the page asks about.
    await home
      .getByRole('dialog', { name: 'Start on another day?' })
      .getByRole('button', { name: 'Start it anyway' })
      .tap();
    const loserSide = winnerSide === 'home' ? 'away' : 'home';
    await expect(rackButton(home, winnerSide)).toHaveAccessibleName(/\(0 of 5 so far\)$/, SLOW);
    await rackButton(home, loserSide).tap();
    for (let rack = 0; rack < 5; rack++) {
      await expect(rackButton(home, winnerSide)).toHaveAccessibleName(
        new RegExp(`\\(${rack} of 5 so far\\)$`),
        SLOW,
      );
      await rackButton(home, winnerSide).tap();
    }
    await expect(frameCardOf(home, 1)).toContainText('Won', SLOW);
    await mainAction(home).getByRole('button', { name: 'Lock round 1' }).tap();
    await home
      .getByRole('dialog', { name: 'Lock round 1?' })
      .getByRole('button', { name: 'Lock round 1' })
      .tap();
    // The runner-up has no account here: the admin completes the final.
    const completed = await request.post(`/api/matches/${final.match.id}/complete`, { data: {} });
    expect(completed.ok(), await completed.text()).toBe(true);

    // The roll of honour names the winner, each name a link to the player's page.
    await open(visitor, '/competitions');
    const honour = visitor
      .getByRole('region', { name: 'Roll of honour' })
      .getByRole('listitem', { name: 'Singles Open' });
    await expect(honour).toContainText(`Winner: ${winner.name}`, SLOW);
    await expect(honour.getByRole('link', { name: winner.name, exact: true })).toBeVisible();
  } finally {
    for (const context of contexts) await context.close();
  }
});
