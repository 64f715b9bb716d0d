import { test, expect } from '@playwright/test';

test('page loads with heading and no console or page errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => errors.push(`requestfailed: ${req.url()} ${req.failure()?.errorText ?? ''}`));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Multipath Playground' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(errors, errors.join('\n')).toEqual([]);
});
