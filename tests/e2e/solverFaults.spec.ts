import { test, expect } from '@playwright/test';

test('a .wasm that cannot be fetched is retried, then reported with a Reload button; file open says so too', async ({
  page,
  context,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (err) => uncaught.push(err.message));
  let wasmRequests = 0;
  await context.route('**/*.wasm', (route) => {
    wasmRequests += 1;
    return route.abort('failed');
  });
  await page.goto('/');
  const alert = page.getByTestId('solver-not-loaded');
  await expect(alert).toContainText('The solver could not be loaded', { timeout: 30_000 });
  await expect(alert).toContainText('4 attempts');
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The page's instance and the worker's each try four times (they start at slightly different
  // moments, so the worker's last attempt may come just after the page's report).
  await expect.poll(() => wasmRequests, { timeout: 15_000 }).toBeGreaterThanOrEqual(8);

  await page.getByLabel('Open a scenario file').setInputFiles({
    name: 'any.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"multipath-playground/scenario"}'),
  });
  await expect(page.locator('.notice')).toContainText('any.json: the solver could not be loaded to check it');
  expect(uncaught).toEqual([]);

  // Once the network is back, Reload brings the solver.
  await context.unroute('**/*.wasm');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.getByTestId('solver-not-loaded')).toHaveCount(0);
});
