// Issue 35, part 2 on the demo league: a visitor on a phone finds the demo's penalty in the table
// and taps it for its reason; the admin records an award for the same team, which the visitor's
// open table shows at once with both reasons, then removes it (after being asked), and the table
// is back as it was.
import type { PointsAdjustment, Season, Team } from '@cueleague/domain/entities';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../a11y.ts';
import { DEMO_ADMIN, ensureDemoLeague, getJson, PHONE } from '../helpers.ts';
import { field, signIn, visit } from '../people.ts';

test("a visitor reads a penalty's reason in the table; the admin's award shows there live, and goes", async ({
  browser,
  request,
}) => {
  await ensureDemoLeague(request);
  const season = await getJson<Season>(request, '/api/seasons/current');
  const { items: adjustments } = await getJson<{ items: PointsAdjustment[] }>(
    request,
    `/api/adjustments?seasonId=${season.id}`,
  );
  const penalty = adjustments.find((item) => item.points === -2);
  expect(penalty, 'the demo season has a −2 penalty').toBeDefined();
  const team = await getJson<Team>(request, `/api/teams/${penalty?.teamId ?? ''}`);

  const visitorContext = await browser.newContext(PHONE);
  const adminContext = await browser.newContext();
  try {
    // The visitor on a phone: the table has the column, and the figure gives the reason.
    const visitor = await visitorContext.newPage();
    await visit(visitor, '/standings', 'Standings');
    const figure = (points: string) =>
      visitor.getByRole('button', { name: `Adjustments of ${team.name}: ${points}` });
    await figure('\u22122').click();
    const reasons = visitor.getByRole('dialog', { name: `${team.name}: points adjustments` });
    await expect(reasons).toContainText('Late result');
    await expectAccessible(visitor, "a penalty's reason on a phone");
    await reasons.getByRole('button', { name: 'Close' }).click();
    await expect(reasons).toBeHidden();

    // The admin awards the team a point back.
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    await visit(admin, '/admin/adjustments', 'Points adjustments');
    await admin.getByRole('button', { name: 'Add adjustment' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a points adjustment' });
    await dialog.getByRole('combobox', { name: 'Team' }).click();
    await admin.getByRole('option', { name: team.name, exact: true }).click();
    await dialog.getByRole('radio', { name: 'Award (plus)' }).check();
    await field(dialog, 'Points').fill('1');
    await dialog.getByRole('combobox', { name: 'Reason' }).fill('Fair play award');
    await expectAccessible(admin, 'the add-adjustment dialog');
    await dialog.getByRole('button', { name: 'Add adjustment' }).click();
    await expect(dialog).toBeHidden();
    const award = admin.getByRole('listitem', { name: `+1 for ${team.name}` });
    await expect(award).toContainText('Fair play award');
    await expectAccessible(admin, 'the points adjustments page');

    // The visitor's open table follows with no reload: −2 and +1 make −1, both reasons listed.
    await figure('\u22121').click();
    await expect(reasons).toContainText('Late result');
    await expect(reasons).toContainText('Fair play award');
    await reasons.getByRole('button', { name: 'Close' }).click();

    // Removed, after the admin is asked: the table is as it was.
    await award.getByRole('button', { name: `Delete +1 for ${team.name}` }).click();
    const ask = admin.getByRole('dialog', { name: `Delete +1 for ${team.name}?` });
    await ask.getByRole('button', { name: 'Delete adjustment' }).click();
    await expect(award).toBeHidden();
    await expect(figure('\u22122')).toBeVisible();
  } finally {
    await visitorContext.close();
    await adminContext.close();
  }
});
