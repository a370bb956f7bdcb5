// The screenshots show the demo league: loaded through the setup page, as a newcomer would.
import { expect, test } from '@playwright/test';
import { E2E_SETUP_CODE } from '../setup-code.ts';

test('load the demo league', async ({ page }) => {
  await page.goto('/setup');
  await page.getByRole('textbox', { name: 'Setup code' }).fill(E2E_SETUP_CODE);
  await page.getByRole('button', { name: 'Load the demo league' }).click();
  await expect(page.getByRole('heading', { name: 'Demo league loaded' })).toBeVisible();
});
