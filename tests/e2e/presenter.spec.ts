/**
 * The presenter view (issue 22 item 4): `?present=1` and the "Present" switch show the map and one
 * large chart (plot >= 300 px tall at 1280x720 and 1024x768), type >= 18 px, lines 3 px, the legend
 * beside the plot, the panels folded away; keys 1-4 choose the chart, space plays, arrows step,
 * L shows or hides the lesson card, Esc leaves. Screenshots at four sizes go to the test's output
 * folder (and to /tmp/shots-presenter when SHOTS_DIR says so).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openAction } from './topBarActions';
import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './watchErrors';
import { expectNoViolations } from './axe';

/** Records the width of every line stroked on a chart's canvas (the real draw calls). */
async function recordStrokes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const strokes: number[] = [];
    (window as unknown as { chartStrokes: number[] }).chartStrokes = strokes;
    const proto = CanvasRenderingContext2D.prototype;
    const stroke = proto.stroke as (this: CanvasRenderingContext2D, ...args: unknown[]) => void;
    proto.stroke = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
      if (this.canvas.classList.contains('ts-chart-canvas')) strokes.push(this.lineWidth);
      stroke.apply(this, args);
    } as typeof proto.stroke;
  });
}

async function waitSolved(page: Page): Promise<void> {
  await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 60_000 });
}

/** The font sizes (CSS px) of the elements `selector` finds. */
async function fontSizes(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
}

/** Every axis title of every chart on the page: its text, and whether its box is inside the chart box. */
async function axisTitles(page: Page): Promise<Array<{ text: string; inside: boolean }>> {
  return page.locator('.ts-chart-box').evaluateAll((boxes) =>
    boxes.flatMap((box) => {
      const b = box.getBoundingClientRect();
      return [...box.querySelectorAll('text.ts-chart-label')].map((t) => {
        const r = t.getBoundingClientRect();
        const inside =
          r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5 && r.left >= b.left - 0.5 && r.right <= b.right + 0.5;
        return { text: t.textContent ?? '', inside };
      });
    }),
  );
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test(`?present=1 at ${size.width}x${size.height}: one large chart, 18 px type, 3 px lines, legend beside, panels folded`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const errors = watchErrors(page);
    await recordStrokes(page);
    await page.goto('/?present=1');
    await waitSolved(page);
    const bar = page.locator('.present-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
    // One chart, the throughput; no panels, no diagram panel, no other chart, no note controls.
    await expect(page.locator('.ts-chart')).toHaveCount(1);
    const chart = page.getByRole('figure', { name: /Throughput per subflow/ });
    await expect(chart).toBeVisible();
    await expect(page.locator('.panel-area')).toHaveCount(0);
    await expect(page.locator('.network-panel')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pin a note' })).toHaveCount(0);
    // The status details are folded away (the line stays for screen readers).
    expect((await page.getByTestId('run-status').boundingBox())!.width).toBeLessThanOrEqual(1);
    // The plot area is at least 300 px tall.
    const plot = (await chart.locator('.ts-chart-canvas').boundingBox())!;
    expect(plot.height).toBeGreaterThanOrEqual(300);
    // Type at least 18 px: ticks and axis titles, legend, title, sentence, the bar's buttons.
    for (const selector of [
      '.ts-chart-axes text',
      '.chart-legend-item',
      '.chart-legend-label',
      '.ts-chart-title',
      '.ts-chart-desc',
      '.present-bar button',
      '.lesson-card-region p',
    ]) {
      const sizes = await fontSizes(page, selector);
      expect(sizes.length, selector).toBeGreaterThan(0);
      expect(Math.min(...sizes), selector).toBeGreaterThanOrEqual(18);
    }
    // Lines 3 px: every line the chart's canvas stroked since the chart was drawn.
    const widths = await page.evaluate(() => (window as unknown as { chartStrokes: number[] }).chartStrokes);
    expect(widths.length).toBeGreaterThan(0);
    for (const w of new Set(widths)) expect(w).toBeCloseTo(3, 1);
    // The legend beside the plot, not over it.
    const legend = (await chart.locator('.chart-legend').boundingBox())!;
    expect(legend.x).toBeGreaterThanOrEqual(plot.x + plot.width);
    // The axis titles are whole; the sentence shows its first clause, whole, and "more" shows the rest.
    for (const title of await axisTitles(page)) expect(title.inside, title.text).toBe(true);
    const desc = chart.locator('.ts-chart-desc');
    const rest = desc.locator('.ts-chart-desc-rest');
    await expect(rest).toBeHidden();
    expect(await desc.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await chart.getByRole('button', { name: 'More of the description' }).click();
    await expect(rest).toBeVisible();
    // Accessible (axe: WCAG 2 A/AA and best practices).
    await expectNoViolations(page, `presenter ${size.width}x${size.height}`);
    expect(errors).toEqual([]);
  });
}

test('the Present switch and the keys: 1-4 choose the chart, space plays, arrows step, L the lesson card, Esc leaves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const errors = watchErrors(page);
  await page.goto('/');
  await waitSolved(page);
  await expect(page.locator('.ts-chart')).toHaveCount(3);
  await page.getByRole('button', { name: 'Present' }).click();
  await expect(page.locator('.present-bar')).toBeVisible();
  await expect(page.locator('.ts-chart')).toHaveCount(1);
  const only = (name: RegExp) => expect(page.getByRole('figure', { name })).toBeVisible();
  await page.keyboard.press('2');
  await only(/Channel capacities/);
  await expect(page.locator('.ts-chart')).toHaveCount(1);
  await expect(page.getByRole('button', { name: '2 Capacity' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('3');
  await only(/stacked/);
  // 4 on a fluid run: the network diagram at the cursor, large.
  await page.keyboard.press('4');
  await expect(page.locator('.ts-chart')).toHaveCount(0);
  await expect(page.locator('.present-diagram')).toBeVisible();
  await expect(page.getByRole('button', { name: '4 Network' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('1');
  await only(/Throughput per subflow/);
  // Arrows step the time; space plays and pauses.
  const time = page.locator('.timeline .time');
  await expect(time).toHaveText('t = 0.0 s');
  await page.keyboard.press('ArrowRight');
  await expect(time).not.toHaveText('t = 0.0 s');
  const stepped = await time.textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(time).toHaveText('t = 0.0 s');
  await page.keyboard.press(' ');
  await expect(time).not.toHaveText('t = 0.0 s');
  await page.keyboard.press(' ');
  const paused = await time.textContent();
  await page.waitForTimeout(400);
  await expect(time).toHaveText(paused!);
  expect(stepped).toMatch(/^t = \d/);
  // Esc leaves: the top bar, the three charts and the panels are back.
  await page.keyboard.press('Escape');
  await expect(page.locator('.present-bar')).toHaveCount(0);
  await expect(page.locator('.ts-chart')).toHaveCount(3);
  await expect(page.locator('.panel-area')).toHaveCount(1);
  // A lesson: L hides and shows its card while presenting (the lesson keeps its step).
  await page.getByRole('button', { name: 'Presets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Presets' });
  await dialog
    .getByRole('button', { name: /^Start lesson:/ })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('lesson-player');
  await expect(card).toContainText('Step 1 of');
  await page.getByRole('button', { name: 'Present' }).click();
  await expect(card).toBeVisible();
  // With the lesson's card shown, the plot is still at least 300 px tall.
  const plot = (await page.locator('.ts-chart-canvas').boundingBox())!;
  expect(plot.height).toBeGreaterThanOrEqual(300);
  await page.keyboard.press('l');
  await expect(card).toBeHidden();
  await expect(page.getByRole('button', { name: 'L Lesson' })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('L');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Step 1 of');
  // The switch leaves too.
  await page.locator('.present-bar').getByRole('button', { name: 'Present' }).click();
  await expect(page.locator('.present-bar')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Present never projects the lesson builder (its previews give the answers); leaving Present brings it back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
  await openAction(page, 'Lesson builder');
  const builder = page.getByTestId('lesson-builder-panel');
  await expect(builder).toBeVisible();
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  await expect(page.locator('.playground.presenting')).toBeVisible();
  await expect(builder).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('.playground.presenting')).toHaveCount(0);
  await expect(builder).toBeVisible();
});

test('screenshots of the presenter view at four sizes', async ({ page }, testInfo) => {
  const dir = process.env.SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/?present=1');
    await waitSolved(page);
    await expect(page.locator('.ts-chart-canvas')).toBeVisible();
    const name = `presenter-${size.width}x${size.height}.png`;
    await page.screenshot({ path: dir ? join(dir, name) : testInfo.outputPath(name) });
    if (size.width < 800) {
      // A phone scrolls: the chart under the map.
      await page.locator('.ts-chart').scrollIntoViewIfNeeded();
      const chart = `presenter-${size.width}x${size.height}-chart.png`;
      await page.screenshot({ path: dir ? join(dir, chart) : testInfo.outputPath(chart) });
    }
    // Nothing sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  }
});
