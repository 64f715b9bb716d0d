/**
 * Paper badges in Chromium: the loaded preset's published numbers checked in a worker and shown
 * pass or fail beside its guidance; the gallery's cards tally them; an edit re-checks.
 */
import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';

test("the convoy's card shows eq (15)'s 13.6 reproduced by the fluid run, and an edit re-checks it", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status').filter({ hasText: 'Solved' })).toBeVisible({ timeout: 30_000 });
  const tally = page.getByTestId('paper-tally');
  await expect(tally).toHaveText("paper's numbers: fluid 1/1packet 0/1", { timeout: 30_000 });
  await expect(page.locator('.paper-badges-details > summary')).toHaveText(
    "The paper's published numbers (1): fluid 1/1, packet 0/1",
  );
  await page.locator('.paper-badges-details > summary').click();
  const list = page.getByTestId('paper-badges');
  await expect(list.locator('li')).toHaveCount(1);
  await expect(list.locator('.paper-badge.pass')).toHaveText('✓ fluid 13.60 Mbps');
  await expect(list.locator('.paper-badge.fail')).toContainText('✗ packet ');
  await expect(list).toContainText('paper 13.6 ± 0.05 Mbps, §III-D, eq (15)');
  // A satellite of 25 instead of 20 moves eq (15)'s level: the badge fails once the edit settles.
  await page.getByLabel('sat capacity', { exact: false }).first().fill('25');
  await expect(tally).toHaveText("paper's numbers: fluid 0/1packet 0/1", { timeout: 30_000 });
  await expect(list.locator('.paper-badge').first()).toHaveClass(/fail/);
  // The gallery tallies every preset that carries published numbers.
  await page.getByRole('button', { name: 'Presets' }).click();
  const card = page.locator('.card', { has: page.getByRole('button', { name: 'Load III-E', exact: true }) });
  await expect(card.getByTestId('paper-tally')).toContainText('fluid 8/9', { timeout: 60_000 });
  const shared = page.locator('.card', {
    has: page.getByRole('button', { name: 'Load 001-shared-bottleneck', exact: true }),
  });
  await expect(shared.getByTestId('paper-tally')).toHaveText("paper's numbers: fluid 0/1", {
    timeout: 60_000,
  });
  expect(errors).toEqual([]);
});
