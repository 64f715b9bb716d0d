import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * axe-core on each view of the page: every rule of WCAG 2 A and AA (2.0, 2.1, 2.2) and axe's best
 * practices, zero violations of any impact. A failure lists each violation (rule, impact, targets).
 */
async function expectNoViolations(page: Page, view: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const report = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n'),
  );
  expect(report, `${view}: ${results.violations.length} axe violations\n${report.join('\n')}`).toEqual([]);
  // axe saw the page (not an empty document).
  expect(results.passes.length, view).toBeGreaterThan(10);
}

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
  await page.getByRole('button', { name: 'Compare' }).click();
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
  await page.getByRole('button', { name: 'Create lesson link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a lesson link' });
  await expect(dialog.getByTestId('lesson-link')).toHaveValue(/#s=/);
  await solved(page.frameLocator('iframe[title="Preview of the lesson link"]') as unknown as Page);
  await expectNoViolations(page, 'lesson builder');
});
