import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './watchErrors';
import { at } from '../../src/util/at';

async function setCursor(page: Page, tS: number) {
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill(String(tS));
}

test('the network diagram draws every route and its widths follow the time cursor', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const status = page.getByTestId('run-status');
  await expect(status).toContainText(/Solved 540 s \(5401 samples, \d+ subflows\)/, { timeout: 30_000 });
  // The routes as the page names them: the subflow count and the throughput chart's legend.
  const subflows = Number(/(\d+) subflows/.exec((await status.textContent()) ?? '')![1]);
  const routeIds = await page
    .getByRole('group', { name: 'Series of Throughput per subflow' })
    .locator('[data-series]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-series')!));
  expect(routeIds).toHaveLength(subflows);

  const diagram = page.getByRole('img', { name: /^Network diagram:/ });
  await expect(diagram).toBeVisible();
  const paths = diagram.locator('path[data-route]');
  await expect(paths).toHaveCount(subflows);
  const drawn = await paths.evaluateAll((els) => els.map((e) => e.getAttribute('data-route')!));
  expect([...drawn].sort()).toEqual([...routeIds].sort());
  // Every resource box shows load/capacity numbers.
  const numbers = await diagram.locator('[data-load-capacity]').allTextContents();
  expect(numbers.length).toBeGreaterThan(0);
  for (const text of numbers) expect(text).toMatch(/^\d+(\.\d+)?\/\d+(\.\d+)?$/);

  const widths = () => paths.evaluateAll((els) => els.map((e) => Number(e.getAttribute('stroke-width'))));
  await setCursor(page, 30);
  await expect(diagram).toHaveAttribute('aria-label', /At 30\.0 s the destination receives/);
  const at30 = await widths();
  for (const w of at30) {
    expect(w).toBeGreaterThanOrEqual(1);
    expect(w).toBeLessThanOrEqual(14);
  }
  await setCursor(page, 150);
  await expect(diagram).toHaveAttribute('aria-label', /At 150\.0 s/);
  const at150 = await widths();
  expect(at150.some((w, k) => Math.abs(w - at(at30, k)) > 0.5)).toBe(true);

  // The page still fits a 1280x720 projector without scrolling sideways.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: '.test-output/diagram.png' });
  expect(errors, errors.join('\n')).toEqual([]);
});
