import { test, expect } from '@playwright/test';

test('the default convoy scenario streams to completion in the worker', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2 })).toContainText('III-D');
  const status = page.getByTestId('run-status');
  await expect(status).toContainText('Solved 540 s (5401 samples, 7 subflows)', { timeout: 30_000 });

  // The paper's eq (15): once the convoy has left the stations the satellite carries 13.60.
  const satellite = Number(await page.getByTestId('final-sat').textContent());
  expect(satellite).toBeCloseTo(13.6, 1);
  const table = page.getByRole('table', { name: 'Throughput per subflow' });
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('progressbar', { name: 'Solver progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('img', { name: /Throughput per subflow over time/ })).toBeVisible();
  await page.screenshot({ path: '.test-output/default-run.png', fullPage: true });

  expect(errors, errors.join('\n')).toEqual([]);
});
