// Issue 35, part 3 on the demo league: a team does not turn up. The admin makes points only the
// league's walkover rule, then records a walkover for the side present under it, with a penalty
// for the side absent; a visitor on a phone sees the result as a walkover on the absent team's
// page (no 0-0 draw), and the penalty in the table.
import type { Match, PointsAdjustment, Season, Team } from '@cueleague/domain/entities';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../a11y.ts';
import { apiLogin, DEMO_ADMIN, ensureDemoLeague, getJson } from '../helpers.ts';
import { field, signIn, visit } from '../people.ts';
import { dayOf, today } from '../riverside.ts';

test('the admin records a walkover with a penalty; a visitor on a phone sees it as such', async ({
  browser,
  request,
}) => {
  await ensureDemoLeague(request);
  await apiLogin(request, DEMO_ADMIN);
  const season = await getJson<Season>(request, '/api/seasons/current');
  const { items: adjustments } = await getJson<{ items: PointsAdjustment[] }>(
    request,
    `/api/adjustments?seasonId=${season.id}`,
  );
  const penalised = new Set(adjustments.map((item) => item.teamId));
  // Two teams of the top division (the table /standings opens on) with no adjustment yet, so the
  // figure is the walkover's penalty alone.
  const { items: teams } = await getJson<{ items: Team[] }>(
    request,
    `/api/teams?seasonId=${season.id}`,
  );
  const top = season.divisions[0]?.id;
  const [present, absent] = teams.filter(
    (team) => team.divisionId === top && !penalised.has(team.id),
  );
  if (!absent || !present) throw new Error('the demo season needs two teams with no adjustment');
  // Tonight's fixture (noon today), which the away side never turns up for.
  const created = await request.post('/api/matches', {
    data: {
      seasonId: season.id,
      homeTeamId: present.id,
      awayTeamId: absent.id,
      scheduledDate: `${today()}T12:00:00.000Z`,
    },
  });
  expect(created.ok()).toBe(true);
  const match = (await created.json()) as Match;

  const adminContext = await browser.newContext();
  const visitorContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    // The league plays walkovers as points only: its settings say so once.
    await visit(admin, '/admin/league', 'League settings');
    await admin.getByRole('radio', { name: /^Points only/ }).check();
    await expectAccessible(admin, 'the league settings page');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.getByText('League settings saved')).toBeVisible();

    await visit(admin, '/admin/schedule-matches', 'Schedule Matches');
    const label = `${present.name} v ${absent.name}`;
    const row = admin.getByRole('listitem', { name: label }).filter({ hasText: dayOf(today()) });
    await row.getByRole('button', { name: `Actions for ${label}` }).click();
    await admin.getByRole('menuitem', { name: 'Record a walkover…' }).click();
    const dialog = admin.getByRole('dialog', { name: `Walkover: ${label}` });
    await dialog.getByRole('radio', { name: `${present.name} (home)` }).check();
    // The form starts from the league's rule.
    await expect(dialog.getByRole('radio', { name: /^Points only/ })).toBeChecked();
    await field(dialog, 'Reason').fill(`${absent.name} could not raise a team`);
    await field(dialog, 'Penalty for the side absent (points)').fill('2');
    await expectAccessible(admin, 'the walkover dialog');
    await dialog.getByRole('button', { name: 'Record walkover' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(`Walkover: ${present.name} (no frames)`);

    // The visitor, on the absent team's page: a walkover, not a 0-0 draw.
    const visitor = await visitorContext.newPage();
    await visit(visitor, `/teams/${absent.id}`, absent.name);
    await expect(visitor.getByText(`Walkover: ${present.name} (no frames)`).first()).toBeVisible();
    const section = visitor.getByRole('region', { name: 'Points adjustments' });
    await expect(section).toContainText('Walkover conceded');
    await expectAccessible(visitor, 'a team page with a walkover and its penalty, on a phone');
    // And in the table: the penalty under the name, the reason a tap away.
    await visit(visitor, '/standings', 'Standings');
    await visitor.getByRole('button', { name: `Adjustments of ${absent.name}: \u22122` }).click();
    await expect(
      visitor.getByRole('dialog', { name: `${absent.name}: points adjustments` }),
    ).toContainText('Walkover conceded');
  } finally {
    await adminContext.close();
    await visitorContext.close();
    // The demo as it was for whoever follows: the penalty and the fixture go.
    const { items } = await getJson<{ items: PointsAdjustment[] }>(
      request,
      `/api/adjustments?seasonId=${season.id}`,
    );
    for (const item of items.filter((each) => each.matchId === match.id))
      await request.delete(`/api/adjustments/${item.id}`);
    await request.post(`/api/matches/${match.id}/reopen`, { data: { reason: 'Test tidy-up' } });
    await request.delete(`/api/matches/${match.id}`);
  }
});
