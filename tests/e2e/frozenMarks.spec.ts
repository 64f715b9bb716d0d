import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';

test('a window controller’s subflows get marks at the cursor: LIA on the roadside preset, from a frozen-capacity run', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('button', { name: 'Load 004-roadside', exact: true }).click();
  await expect(page.getByTestId('run-status')).toContainText('Solved 95 s', { timeout: 30_000 });
  // Every window-controller preset compares controllers: in the split view each controller's
  // throughput chart has its own marks.
  await page.getByRole('radio', { name: 'Split' }).click();
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('40');
  const chart = page
    .getByRole('region', { name: 'Charts of LIA' })
    .getByRole('figure', { name: /Throughput per subflow/ });
  // One mark per subflow (the roadside unit and 3G), explained as a run with the capacities held.
  const marks = chart.getByTestId('chart-levels').locator('line');
  await expect(marks).toHaveCount(2, { timeout: 20_000 });
  await expect(chart.locator('.ts-chart-desc')).toContainText('the fluid model, run on from there with them held');
  const ys = await marks.evaluateAll((ls) => ls.map((l) => Number(l.getAttribute('y1'))));
  for (const y of ys) expect(Number.isFinite(y)).toBe(true);
  // At another moment the capacities differ, and so do the marks.
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('70');
  await expect
    .poll(() => marks.evaluateAll((ls) => ls.map((l) => Number(l.getAttribute('y1')))), { timeout: 20_000 })
    .not.toEqual(ys);
  expect(errors, errors.join('\n')).toEqual([]);
});
