// Issue 35, part 2 on the demo league: a result its away captain never confirmed was completed by
// the result timer, which had reminded that captain before it was due, told both captains of the
// completion, and proposed the league's penalties (a late result's point, an unconfirmed result's
// two). The captain reads the reminder and the completion in the bell on a phone; the admin finds
// both penalties on the dashboard, waives one with a reason and applies the other; a visitor on a
// phone then reads the penalty and its reason in the table.
import type { PointsAdjustment } from '@cueleague/domain/entities';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../a11y.ts';
import {
  DEMO_ADMIN,
  demoCaptain,
  demoSeasonTeams,
  ensureDemoLeague,
  getJson,
  PHONE,
} from '../helpers.ts';
import { field, signIn, visit } from '../people.ts';

const MINUS = '\u2212';

test('the timer reminds a captain of a result and completes it unconfirmed; the admin decides its penalties; a visitor on a phone reads the one applied', async ({
  browser,
  request,
}) => {
  await ensureDemoLeague(request);
  const { season, teams } = await demoSeasonTeams(request);

  const adminContext = await browser.newContext();
  const visitorContext = await browser.newContext(PHONE);
  const captainContext = await browser.newContext(PHONE);
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    await visit(admin, '/admin', 'Admin Dashboard');
    const proposals = admin.getByRole('list', { name: 'Penalties to decide' });
    // The demo's: the unconfirmed result's two (the live match, when overdue, may have its own).
    const unconfirmed = proposals.getByRole('listitem', {
      name: new RegExp(`^${MINUS}2 for .+ \\(Result not confirmed\\)$`),
    });
    await expect(unconfirmed).toHaveCount(1);
    const label = (await unconfirmed.getAttribute('aria-label')) ?? '';
    const teamName = label.replace(`${MINUS}2 for `, '').replace(' (Result not confirmed)', '');
    const team = teams.find((candidate) => candidate.name === teamName);
    expect(team, `${teamName} is a team of the season`).toBeDefined();
    const late = proposals.getByRole('listitem', {
      name: `${MINUS}1 for ${teamName} (Late result)`,
    });
    await expect(late).toBeVisible();
    const fixture = unconfirmed.getByRole('link', { name: / v / });
    await expect(fixture).toBeVisible();
    await expectAccessible(admin, 'the dashboard with penalties to decide');

    // That side's captain was reminded before the result was due, then told it was completed.
    const captain = await captainContext.newPage();
    await signIn(captain, demoCaptain(teamName));
    await captain.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
    const bell = captain.getByRole('dialog');
    // The dashboard's link reads "Home v Away, day"; the reminder names the fixture alone.
    const fixtureName = ((await fixture.textContent()) ?? '').split(', ')[0] ?? '';
    await expect(
      bell.getByRole('link', { name: `${fixtureName}: the result is due by`, exact: false }),
    ).toBeVisible();
    const completed = bell.getByRole('link', {
      name: /: completed automatically, as it was not confirmed in time/,
    });
    await expect(completed).toBeVisible();
    await expectAccessible(captain, "the timer's notices in a captain's bell on a phone");

    // The late result is waived, with why: a reason is required.
    await late.getByRole('button', { name: `Waive ${MINUS}1 for ${teamName}` }).click();
    const waive = admin.getByRole('dialog', { name: 'Waive this penalty?' });
    await waive.getByRole('button', { name: 'Waive' }).click();
    await expect(waive).toContainText('Say why it is waived');
    await field(waive, 'Reason').fill('The venue lost its signal that night');
    await expectAccessible(admin, 'the waive dialog');
    await waive.getByRole('button', { name: 'Waive' }).click();
    await expect(waive).toBeHidden();
    await expect(late).toBeHidden();

    // The unconfirmed result's penalty is applied: it is in the table now.
    await unconfirmed.getByRole('button', { name: `Apply ${MINUS}2 to ${teamName}` }).click();
    await expect(unconfirmed).toBeHidden();
    await expect(admin.getByText(`Penalty of ${MINUS}2 applied`)).toBeVisible();

    // The team's adjustments now: the applied penalty, and any it had before (the demo's −2).
    const { items } = await getJson<{ items: PointsAdjustment[] }>(
      request,
      `/api/adjustments?teamId=${team?.id ?? ''}`,
    );
    expect(items.map((item) => [item.points, item.reason])).toContainEqual([
      -2,
      'Result not confirmed',
    ]);
    const total = items.reduce((sum, item) => sum + item.points, 0);

    // A visitor on a phone: the team's division's table shows it, and the figure says why.
    const visitor = await visitorContext.newPage();
    const division = season.divisions?.find((candidate) => candidate.id === team?.divisionId);
    await visit(visitor, `/standings?division=${division?.id ?? ''}`, 'Standings');
    await visitor
      .getByRole('button', { name: `Adjustments of ${teamName}: ${MINUS}${-total}` })
      .click();
    const reasons = visitor.getByRole('dialog', { name: `${teamName}: points adjustments` });
    await expect(reasons).toContainText('Result not confirmed');
    await expectAccessible(visitor, 'an applied penalty in the table on a phone');
  } finally {
    await adminContext.close();
    await visitorContext.close();
    await captainContext.close();
  }
});
