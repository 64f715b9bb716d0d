import { test, expect } from '@playwright/test';
import { openAction } from './topBarActions';

test('every preset loads from the gallery; loading is undoable and Reset returns to it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const expected: Record<string, string> = {
    'III-B': 'Solved 540 s (5401 samples, 1 subflows)',
    'III-C': 'Solved 540 s (5401 samples, 3 subflows)',
    'III-E': 'Solved 20 s (2001 samples, 7 subflows)',
    'III-F': 'Solved 540 s (5401 samples, 8 subflows)',
    'III-G': 'Solved 700 s (7001 samples, 7 subflows)',
    'III-D': 'Solved 540 s (5401 samples, 7 subflows)',
  };
  for (const [name, status] of Object.entries(expected)) {
    await page.getByRole('button', { name: 'Presets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Presets' });
    await expect(dialog.getByText('Watch for:').first()).toBeVisible();
    await dialog.getByRole('button', { name: `Load ${name}`, exact: true }).click();
    await expect(page.locator('.scenario-title')).toContainText(name);
    await expect(page.getByTestId('run-status')).toContainText(status, { timeout: 30_000 });
    if (name === 'III-F') {
      // As in Fig. 15: the competitor is its own layer, apart from the fleet's WiFi and satellite.
      const aggregate = page.getByRole('figure', { name: /WiFi and satellite/ });
      await expect(aggregate.locator('button[data-series="source:competitor"]')).toContainText('Competitor');
      await expect(aggregate.locator('button[data-series="satellite"]')).toBeVisible();
      await page.screenshot({ path: '.test-output/gallery-III-F.png' });
    }
  }
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.scenario-title')).toContainText('III-G');
  await page.getByRole('button', { name: 'Base station B1' }).click();
  await page.getByLabel(/Nominal capacity/).fill('5');
  await openAction(page, 'Reset', true);
  await expect(page.getByLabel(/Nominal capacity/)).toHaveValue('20');
  expect(errors, errors.join('\n')).toEqual([]);
});
