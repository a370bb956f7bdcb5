// Issue 35, part 4 on the demo league: the demo season's entry fee was charged to every team but
// one that joined late. The admin (a keeper of the ledger) charges the fee again, which charges
// that team alone, and records its part payment on its statement; that team's captain, on a
// phone, reads what the team still owes and cannot change it. A player charged a registration of
// their own reads it, and what they owe, on their profile.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../a11y.ts';
import {
  DEMO_ADMIN,
  demoCaptain,
  demoPlayer,
  demoSeasonTeams,
  ensureDemoLeague,
  PHONE,
} from '../helpers.ts';
import { field, signIn, visit } from '../people.ts';

test('the admin charges entry fees and records a payment; the captain reads the balance on a phone', async ({
  browser,
  request,
}) => {
  await ensureDemoLeague(request);
  const { teams } = await demoSeasonTeams(request);
  // The team last by name joined late (apps/server/src/seed/demo-ledger.ts).
  const team = [...teams].sort((a, b) => a.name.localeCompare(b.name)).at(-1);
  if (!team) throw new Error('The demo season has no teams');

  const adminContext = await browser.newContext();
  const captainContext = await browser.newContext(PHONE);
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    await visit(admin, '/treasurer', 'Fees and fines');
    await admin.getByRole('button', { name: 'Charge entry fees' }).click();
    const fees = admin.getByRole('dialog', { name: 'Charge entry fees' });
    await field(fees, 'Amount').fill('45.00');
    await expectAccessible(admin, 'the entry fee dialog');
    await fees.getByRole('button', { name: 'Charge entry fees' }).click();
    await expect(fees).toBeHidden();
    await expect(admin.getByText('Entry fee charged to 1 team')).toBeVisible();
    const owed = admin.getByRole('table', { name: 'What each team owes' });
    await expect(owed.getByRole('row', { name: new RegExp(team.name) })).toContainText('£45.00');
    await expectAccessible(admin, 'who owes what');

    // The team pays £20 in cash at the bar: recorded on its statement.
    await owed.getByRole('link', { name: team.name, exact: true }).click();
    await expect(admin.getByRole('heading', { name: `Statement: ${team.name}` })).toBeVisible();
    await admin.getByRole('button', { name: 'Record a payment' }).click();
    const payment = admin.getByRole('dialog', { name: `Record a payment: ${team.name}` });
    await payment.getByRole('combobox', { name: 'Paid by' }).click();
    await admin.getByRole('option', { name: 'Cash' }).click();
    await field(payment, 'Amount').fill('20');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(payment).toBeHidden();
    await expect(admin.getByText('Owes £25.00').first()).toBeVisible();
    await expectAccessible(admin, "a team's statement");

    // The captain on a phone: the team's statement, to read only.
    const captain = await captainContext.newPage();
    await signIn(captain, demoCaptain(team.name));
    await visit(captain, '/team', team.name);
    await captain.getByRole('link', { name: 'Fees statement' }).click();
    await expect(captain.getByRole('heading', { name: `Statement: ${team.name}` })).toBeVisible();
    await expect(captain.getByText('Owes £25.00').first()).toBeVisible();
    await expect(captain.getByRole('button', { name: 'Record a payment' })).toHaveCount(0);
    await expectAccessible(captain, "the captain's statement on a phone");
  } finally {
    await adminContext.close();
    await captainContext.close();
  }
});

test("a player reads their own fees on their profile; the team's statement totals them by player", async ({
  browser,
  request,
}) => {
  await ensureDemoLeague(request);
  const { teams } = await demoSeasonTeams(request);
  // The first team by name charged its player a registration (apps/server/src/seed/demo-ledger.ts).
  const team = [...teams].sort((a, b) => a.name.localeCompare(b.name)).at(0);
  if (!team) throw new Error('The demo season has no teams');
  const context = await browser.newContext(PHONE);
  const captainContext = await browser.newContext(PHONE);
  try {
    const player = await context.newPage();
    await signIn(player, demoPlayer(team.name));
    await visit(player, '/profile', /./);
    const fees = player.getByRole('region', { name: 'Your fees' });
    await expect(fees).toContainText('Player registration');
    await expect(fees).toContainText('Owes £5.00');
    await expectAccessible(player, "a player's own fees on a phone");
    // The team's money is the captain's and the keepers': not a player's.
    await player.goto('/team/statement');
    // The route guard sends them away, and the statement is never drawn.
    await expect(player).not.toHaveURL(/\/team\/statement/);
    await expect(player.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(player.getByRole('heading', { name: `Statement: ${team.name}` })).toHaveCount(0);

    // The captain on a phone of their own (the player's stays signed in).
    const captain = await captainContext.newPage();
    await signIn(captain, demoCaptain(team.name));
    await captain.goto('/team/statement');
    const byPlayer = captain.getByRole('table', { name: 'By player' });
    await expect(byPlayer.getByRole('row')).toHaveCount(2);
    await expect(byPlayer).toContainText('Owes £5.00');
  } finally {
    await context.close();
    await captainContext.close();
  }
});
