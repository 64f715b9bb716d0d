import { test, expect, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { openAction } from './topBarActions';

async function solved(page: Page, duration = 'Solved 540 s') {
  await expect(page.getByTestId('run-status')).toContainText(duration, { timeout: 30_000 });
}

test('the main page after the solve', async ({ page }) => {
  await page.goto('/');
  await solved(page);
  await expectNoViolations(page, 'main page');
  // With a station selected: its panel's fields.
  await page.getByRole('button', { name: 'Base station B1' }).click();
  await expect(page.getByLabel(/Nominal capacity/)).toBeVisible();
  await expectNoViolations(page, 'main page with the station panel');
});

test('the keyboard goes from the map to its stations, not through the unnamed convoy path', async ({ page }) => {
  await page.goto('/');
  await solved(page);
  await expect(page.locator('path.mp-path-hit')).toHaveAttribute('tabindex', '-1');
  await page
    .getByRole('region', { name: /Map of stations/ })
    .or(page.locator('.mp-map'))
    .first()
    .focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Base station B1' })).toBeFocused();
});

test('the presets gallery', async ({ page }) => {
  await page.goto('/');
  await solved(page);
  await page.getByRole('button', { name: 'Presets' }).click();
  await expect(page.getByRole('dialog', { name: 'Presets' }).getByRole('button', { name: 'Load III-B' })).toBeVisible();
  await expectNoViolations(page, 'presets gallery');
});

test('comparison mode', async ({ page }) => {
  await page.goto('/');
  await solved(page);
  await openAction(page, 'Compare');
  await expect(page.getByTestId('compare-verdict')).not.toBeEmpty({ timeout: 30_000 });
  await expectNoViolations(page, 'comparison mode');
});

test('the lesson view', async ({ page }) => {
  await page.goto('/?lesson=1');
  await solved(page);
  await expectNoViolations(page, 'lesson view');
});

test('the lesson builder dialog', async ({ page }) => {
  await page.goto('/');
  await solved(page);
  await openAction(page, 'Create lesson link');
  const dialog = page.getByRole('dialog', { name: 'Create a lesson link' });
  await expect(dialog.getByTestId('lesson-link')).toHaveValue(/#s=/);
  await solved(page.frameLocator('iframe[title="Preview of the lesson link"]') as unknown as Page);
  await expectNoViolations(page, 'lesson builder');
});
