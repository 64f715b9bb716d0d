import { test, expect, type Page } from '@playwright/test';
import { at } from '../../src/util/at';
import { watchErrors } from './watchErrors';

/** The field canvas's alpha at a point of the page (CSS pixels), 0-255. */
async function alphaAt(page: Page, x: number, y: number): Promise<number> {
  return page.evaluate(
    ([px, py]) => {
      const c = document.querySelector<HTMLCanvasElement>('canvas.mp-field');
      if (!c) return -1;
      const r = c.getBoundingClientRect();
      const k = c.width / r.width;
      const ctx = c.getContext('2d')!;
      // A 1 x 1 image has its four channels (this runs in the page: no imports).
      return ctx.getImageData(Math.round((px - r.left) * k), Math.round((py - r.top) * k), 1, 1).data[3]!;
    },
    [x, y] as const,
  );
}

test("the capacity field (paper 000 Fig. 4) shades the map by the stations' capacity and follows a dragged station", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const toggle = page.getByRole('button', { name: 'Capacity field' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // Three stations of 20 Mbps: the scale tops at 60.
  await expect(page.getByTestId('field-legend')).toContainText('0');
  await expect(page.getByTestId('field-legend')).toContainText('60 Mbps');
  const b2 = (await page.getByRole('button', { name: 'Base station B2' }).boundingBox())!;
  const at = { x: b2.x + b2.width / 2, y: b2.y + b2.height / 2 };
  await expect.poll(() => alphaAt(page, at.x, at.y)).toBeGreaterThan(40);
  // Drag B2 away: the shade where it stood fades.
  const before = await alphaAt(page, at.x, at.y);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 220, at.y + 160, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => alphaAt(page, at.x, at.y), { timeout: 10_000 }).toBeLessThan(before);
  await page.screenshot({ path: '.test-output/capacity-field.png' });
  await toggle.click();
  await expect(page.locator('canvas.mp-field')).toHaveCount(0);
  await expect(page.getByTestId('field-legend')).toHaveCount(0);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('the throughput chart marks each subflow’s equilibrium (eq 15) at the cursor, and the marks follow it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const chart = page.getByRole('figure', { name: /Throughput per subflow/ });
  const marks = chart.getByTestId('chart-levels').locator('line');
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('150');
  await expect(marks).toHaveCount(7);
  await expect(chart.locator('.ts-chart-desc')).toContainText('Dashed marks at the cursor');
  const at150 = await marks.evaluateAll((ls) => ls.map((l) => l.getAttribute('y1')));
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('300');
  await expect.poll(() => marks.evaluateAll((ls) => ls.map((l) => l.getAttribute('y1')))).not.toEqual(at150);
  // A hidden series loses its mark.
  await chart.getByRole('button', { name: /^sat/ }).click();
  await expect(marks).toHaveCount(6);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('where eq (15) does not apply the marks come from a held run: each controller of a split comparison', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('button', { name: 'Load 001-shared-bottleneck', exact: true }).click();
  await page.getByRole('radio', { name: 'Split' }).click();
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('40');
  const levelsOf = async (controller: string) => {
    const chart = page
      .getByRole('region', { name: `Charts of ${controller}` })
      .getByRole('figure', { name: /Throughput per subflow/ });
    // One mark per subflow (three multipath subflows and the TCP flow), explained as a held run.
    const marks = chart.getByTestId('chart-levels').locator('line');
    await expect(marks).toHaveCount(4, { timeout: 20_000 });
    await expect(chart.locator('.ts-chart-desc')).toContainText('the fluid model, run on from there with them held');
    const ids = await marks.evaluateAll((ls) => ls.map((l) => l.getAttribute('data-series')));
    const y = await marks.evaluateAll((ls) => ls.map((l) => Number(l.getAttribute('y1'))));
    return {
      subflows: y.filter((_, i) => ids[i] !== 'tcp-bottleneck'),
      tcp: at(y, ids.indexOf('tcp-bottleneck'), 'tcp-bottleneck level'),
    };
  };
  // Uncoupled: each subflow takes a TCP share, so all four settle together. LIA: the three
  // subflows together take about one TCP share, so each sits well below the TCP flow (higher y).
  const uncoupled = await levelsOf('Uncoupled');
  for (const y of uncoupled.subflows) expect(Math.abs(y - uncoupled.tcp)).toBeLessThan(2);
  const lia = await levelsOf('LIA');
  for (const y of lia.subflows) expect(y).toBeGreaterThan(lia.tcp + 5);
  expect(errors, errors.join('\n')).toEqual([]);
});

test("the station panel draws the station's capacity against distance and redraws it when d0 changes", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B2' }).click();
  const curve = page.getByTestId('decay-curve');
  await expect(curve).toContainText('Capacity with distance');
  const path = curve.locator('path');
  const before = await path.getAttribute('d');
  const d0 = page
    .getByRole('textbox', { name: /d₀/ })
    .or(page.getByRole('spinbutton', { name: /d₀/ }))
    .first();
  await d0.fill('300');
  await d0.press('Enter');
  await expect.poll(() => path.getAttribute('d')).not.toBe(before);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('“Check accuracy” runs the scenario at half its step and says dt is small enough', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Check accuracy' }).click();
  const result = page.getByTestId('accuracy-result');
  await expect(result).toContainText('dt = 1 ms is small enough', { timeout: 20_000 });
  await page.screenshot({ path: '.test-output/accuracy.png' });
  await result.getByRole('button', { name: 'Close the accuracy check' }).click();
  await expect(result).toHaveCount(0);
  expect(errors, errors.join('\n')).toEqual([]);
});
