import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';

test("the packet preset's throughput chart shows goodput by default and switches to arrivals", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  // A fluid run has one measure: no switch.
  await expect(page.getByRole('group', { name: 'Throughput measure' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Presets' }).click();
  await page
    .getByRole('dialog', { name: 'Presets' })
    .getByRole('button', { name: 'Load 001-two-paths-packet', exact: true })
    .click();
  // The preset opens as a comparison of controllers; leave it for the one run's charts.
  await expect(page.getByRole('heading', { name: /^Comparing/ })).toBeVisible();
  // Its table gives the compared source's goodput beside its throughput (arrivals).
  const goodputRow = page.locator('.compare-table tr[data-row="goodput"]');
  await expect(goodputRow.locator('th')).toHaveText('Goodput (Mbps, in order, mean over the run)', { timeout: 60_000 });
  await expect(goodputRow.locator('td').first()).toHaveText(/^\d+(\.\d+)?$/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Leave comparison' }).click();
  await expect(page.getByTestId('run-status')).toContainText('Solved 20 s', { timeout: 60_000 });
  const figure = page.getByRole('figure', { name: /Throughput per subflow/ });
  const measure = page.getByRole('group', { name: 'Throughput measure' });
  const goodput = measure.getByRole('button', { name: 'Goodput (in order)' });
  const arrivals = measure.getByRole('button', { name: 'Arrivals' });
  await expect(goodput).toHaveAttribute('aria-pressed', 'true');
  await expect(arrivals).toHaveAttribute('aria-pressed', 'false');
  await expect(figure).toContainText('goodput (in order)');
  await expect(figure).toContainText('Goodput (Mbps)');
  await expect(figure.locator('.ts-chart-desc')).toContainText('Shown: goodput');
  await arrivals.click();
  await expect(arrivals).toHaveAttribute('aria-pressed', 'true');
  await expect(goodput).toHaveAttribute('aria-pressed', 'false');
  await expect(figure).toContainText('Arrivals (Mbps)');
  await expect(figure.locator('.ts-chart-desc')).toContainText('Shown: arrivals');
  await goodput.click();
  await expect(figure).toContainText('Goodput (Mbps)');
  expect(errors).toEqual([]);
});
