/**
 * The Theory dialog in Chromium: paper 003's utilization closed forms drawn by the page's solver,
 * switched between its Figs 4 and 6, and a setting out of range named without losing the chart.
 */
import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';
import { openAction } from './topBarActions';

test("Theory draws paper 003's Figs 4 and 6 and names a setting out of range", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status').filter({ hasText: 'Solved' })).toBeVisible({ timeout: 30_000 });
  await openAction(page, 'Theory');
  const dialog = page.getByRole('dialog', { name: "Theory: paper 003's closed forms" });
  const chart = dialog.getByRole('img', { name: /^Link utilization against subflows/ });
  await expect(chart).toHaveAttribute('aria-label', /MSTCP from 0\.72 to 0\.26; Coupled decrease from 0\.75 to 0\.51;/);
  await expect(dialog.locator('path.curve')).toHaveCount(4);
  // The packet engine at every point of Fig 4: 40 runs on the worker pool, drawn as squares.
  await dialog.getByRole('button', { name: 'Run the packet engine at each point' }).click();
  await expect(dialog.getByTestId('theory-measured')).toHaveText('40 of 40 packet runs', { timeout: 60_000 });
  await expect(dialog.locator('rect.measured')).toHaveCount(40);
  await dialog.getByRole('button', { name: 'Fig 6' }).click();
  await expect(dialog.locator('rect.measured')).toHaveCount(0);
  await expect(
    dialog.getByRole('img', { name: /^Link utilization against flows, 1 to 10: MSTCP from 0\.42 to 0\.90/ }),
  ).toBeVisible();
  await dialog.getByLabel('b', { exact: true }).fill('2');
  await expect(dialog.getByRole('alert')).toHaveText('b: the decrease factor must be between 0 and 1, got 2');
  await expect(dialog.locator('.theory-stale path.curve')).toHaveCount(4);
  await dialog.getByLabel('b', { exact: true }).fill('0.3');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // Fig 8: the paths MTCP uses over the alpha-beta square.
  await dialog.getByRole('button', { name: 'Paths used (Fig 8)' }).click();
  const paths = dialog.getByRole('img', {
    name: /^Paths used over the alpha-beta square for p = 0\.01, 0\.02, 0\.03, 0\.05: 1 path on \d+ %, 2 paths on \d+ %, 3 paths on \d+ %, 4 paths on \d+ %; at alpha = beta = 0 4, at alpha = beta = 1 1$/,
  });
  await expect(paths).toBeVisible();
  await expect(dialog.locator('.paths-chart rect')).toHaveCount(51 * 51);
  const losses = dialog.getByLabel('Loss probabilities p');
  await losses.fill('0.01, 0.01');
  await expect(
    dialog.getByRole('img', { name: /^Paths used over the alpha-beta square for p = 0\.01, 0\.01: 2 paths on 100 %/ }),
  ).toBeVisible();
  await losses.fill('0.01, 2');
  await expect(dialog.getByRole('alert')).toHaveText('p[1]: a loss probability must be between 0 and 1, got 2');
  // Fig 7: the direction field of fully coupled MTCP on two paths.
  await dialog.getByRole('button', { name: 'Direction field (Fig 7)' }).click();
  await expect(
    dialog.getByRole('img', { name: /equilibria \(14\.1, 0\.0\) stable and \(0\.0, 9\.9\) unstable$/ }),
  ).toBeVisible();
  // Filled where stable, hollow where unstable, and the caption says so.
  const points = dialog.locator('.direction-chart .equilibrium-point');
  await expect(points).toHaveCount(2);
  expect(await points.evaluateAll((els) => els.map((el) => getComputedStyle(el).fill))).toEqual([
    'rgb(214, 39, 40)',
    'rgb(255, 255, 255)',
  ]);
  await expect(dialog.getByTestId('direction-stability')).toHaveText(
    'Equilibria: (14.1, 0.0) stable: a small push off it dies away; (0.0, 9.9) unstable: a small push off it grows, the windows leave it.',
  );
  await expect(dialog.locator('.direction-legend')).toContainText('stable equilibrium');
  await expect(dialog.locator('.direction-legend')).toContainText('unstable equilibrium');
  await expect(dialog.locator('.direction-chart polyline.solver-trajectory')).toHaveCount(7);
  await dialog.locator('.direction-chart').screenshot({ path: '.test-output/direction-field.png' });
  await expect(dialog.locator('.direction-chart .arrow')).toHaveCount(256);
  await dialog.getByRole('button', { name: 'Fig 7(b)' }).click();
  await expect(dialog.getByRole('img', { name: /equilibria the segment w1 \+ w2 = 14\.1$/ })).toBeVisible();
  await expect(dialog.getByTestId('direction-stability')).toContainText('every point neutral');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(errors).toEqual([]);
});
