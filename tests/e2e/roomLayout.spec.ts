/**
 * Issue 34 item 4, a layout for the room: in the normal view at 1280x720 and 1024x768 the top bar
 * keeps to one row (1280) or two (1024), the throughput plot is at least 160 px high with the
 * Watch-for card folded, the map at least 300 px with the lesson builder open; in Present, with a
 * lesson's card shown, the plot is at least 300 px, ticks and legend at least 24 px, lines at least
 * 3 px; `?projector=1` opens Present; a lesson starting and ending shifts the layout by less than
 * 0.05 (CLS); a phone never scrolls sideways. Screenshots at four sizes go to the test's output
 * folder (and to SHOTS_DIR when set).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './watchErrors';
import { actionButton, openAction } from './topBarActions';
import { linkFragment } from './shareLink';

const SIZES = [
  { width: 1280, height: 720, maxRows: 1 },
  { width: 1024, height: 768, maxRows: 2 },
];
const LESSON = 'What does the satellite subflow do when WiFi fades?';

async function waitSolved(page: Page): Promise<void> {
  await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 60_000 });
}

/** Records every line width each chart canvas strokes, by canvas (the real draw calls), and the layout shifts. */
async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { strokes: WeakMap<HTMLCanvasElement, number[]>; cls: number };
    w.strokes = new WeakMap();
    w.cls = 0;
    const proto = CanvasRenderingContext2D.prototype;
    const stroke = proto.stroke as (this: CanvasRenderingContext2D, ...args: unknown[]) => void;
    proto.stroke = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
      const list = w.strokes.get(this.canvas) ?? [];
      list.push(this.lineWidth);
      w.strokes.set(this.canvas, list);
      stroke.apply(this, args);
    } as typeof proto.stroke;
    // Cumulative layout shift: shifts not right after an input (as the CLS metric counts them).
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the last call (and resets it). */
async function takeShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { cls: number };
    const v = w.cls;
    w.cls = 0;
    return v;
  });
}

/** The number of rows the top bar's items (name, each action, status) take: items that do not overlap vertically. */
async function topBarRows(page: Page): Promise<number> {
  return page.locator('header.topbar').evaluate((bar) => {
    const items = [...bar.querySelectorAll(':scope > *, :scope > .topbar-actions > *')]
      .filter((el) => !el.classList.contains('topbar-actions'))
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .sort((a, b) => a.top - b.top);
    let rows = 0;
    let bottom = -Infinity;
    for (const r of items)
      if (r.top >= bottom - 2) {
        rows += 1;
        bottom = r.bottom;
      } else bottom = Math.max(bottom, r.bottom);
    return rows;
  });
}

/** The throughput chart's plot (its canvas: the axes' inner area). */
const plot = (page: Page) => page.getByRole('figure', { name: /Throughput per subflow/ }).locator('.ts-chart-canvas');

async function startLesson(page: Page): Promise<void> {
  await openAction(page, 'Presets', true);
  const dialog = page.getByRole('dialog', { name: 'Presets' });
  await dialog.getByRole('button', { name: `Start lesson: ${LESSON}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('lesson-player')).toContainText('Step 1 of');
}

for (const size of SIZES) {
  test(`normal view at ${size.width}x${size.height}: top bar in ${size.maxRows} row(s), throughput plot >= 160 px, map >= 300 px beside the builder`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const errors = watchErrors(page);
    await page.goto('/');
    await waitSolved(page);
    expect(await topBarRows(page)).toBeLessThanOrEqual(size.maxRows);
    // The Watch-for card starts folded on a short screen; the plot keeps 160 px.
    await expect(page.locator('.lesson-card')).not.toHaveAttribute('open', '');
    expect((await plot(page).boundingBox())!.height).toBeGreaterThanOrEqual(160);
    // With a lesson's card too, the top bar keeps its rows.
    await startLesson(page);
    await waitSolved(page);
    expect(await topBarRows(page)).toBeLessThanOrEqual(size.maxRows);
    expect((await plot(page).boundingBox())!.height).toBeGreaterThanOrEqual(160);
    // The lesson builder opens beside the map: the map keeps at least 300 px.
    await openAction(page, 'Lesson builder');
    await expect(page.getByTestId('lesson-builder-panel')).toBeVisible();
    expect((await page.locator('.map-frame').boundingBox())!.height).toBeGreaterThanOrEqual(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    expect(errors).toEqual([]);
  });

  test(`Present with a lesson at ${size.width}x${size.height}: plot >= 300 px, ticks and legend >= 24 px, lines >= 3 px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await instrument(page);
    const errors = watchErrors(page);
    await page.goto('/');
    await waitSolved(page);
    await startLesson(page);
    await waitSolved(page);
    await openAction(page, 'Present', true);
    await expect(page.locator('.present-bar')).toBeVisible();
    await expect(page.getByTestId('lesson-player')).toBeVisible();
    const box = (await plot(page).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(300);
    const sizes = async (selector: string) =>
      page.locator(selector).evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    for (const selector of ['.ts-chart-axes text:not(.ts-chart-label)', '.chart-legend-item']) {
      const found = await sizes(selector);
      expect(found.length, selector).toBeGreaterThan(0);
      expect(Math.min(...found), selector).toBeGreaterThanOrEqual(24);
    }
    // The step highlights the satellite: its line is drawn at least 3 px (the others thinner, paler).
    const widths = await plot(page).evaluate((c) =>
      (window as unknown as { strokes: WeakMap<Element, number[]> }).strokes.get(c),
    );
    expect(widths!.length).toBeGreaterThan(0);
    expect(Math.max(...widths!)).toBeGreaterThanOrEqual(3);
    // Without a highlight (L hides the card; Esc, then ?present=1 on a plain preset) every line is 3 px or more.
    await page.goto('/?present=1');
    await waitSolved(page);
    await expect(page.locator('.present-bar')).toBeVisible();
    const plain = await plot(page).evaluate((c) =>
      (window as unknown as { strokes: WeakMap<Element, number[]> }).strokes.get(c),
    );
    expect(plain!.length).toBeGreaterThan(0);
    expect(Math.min(...plain!)).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
  });
}

test('?projector=1 (an old link) opens Present; there is no separate Projector switch', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?projector=1');
  await waitSolved(page);
  await expect(page.locator('.present-bar')).toBeVisible();
  await expect(page.locator('.present-bar').getByRole('button', { name: 'Present' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(page.locator('header.topbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Projector', includeHidden: true })).toHaveCount(0);
});

test('a lesson starting and ending, the status text changing and a copied link shift the layout by less than 0.05 (CLS)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await instrument(page);
  const errors = watchErrors(page);
  // Only the first step (it plays 150 s, at 64x): the lesson ends when it has played.
  await page.goto('/?speed=64&steps=1');
  await waitSolved(page);
  await page.waitForTimeout(500);
  // (The page's first load is not measured: its charts' legends fill in as the first run arrives.)
  await takeShift(page);
  // An edit solves again (a station moved by the keyboard): the status changes, nothing moves.
  await page.getByRole('button', { name: /^Base station B1/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('run-status')).toContainText('Solving', { timeout: 10_000 });
  await waitSolved(page);
  await page.waitForTimeout(1000);
  expect(await takeShift(page), 'status text of a new solve').toBeLessThan(0.05);
  await startLesson(page);
  await waitSolved(page);
  await page.waitForTimeout(1000);
  expect(await takeShift(page), 'lesson start').toBeLessThan(0.05);
  await page.getByTestId('lesson-player').getByRole('button', { name: 'Play' }).click();
  await expect(page.getByTestId('lesson-done')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  expect(await takeShift(page), 'lesson end').toBeLessThan(0.05);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAction(page, 'Copy link', true);
  await expect(page.locator('.share-message')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await takeShift(page), 'copy link').toBeLessThan(0.05);
  expect(errors).toEqual([]);
});

test("at 1280x720 and 1024x768 a step's verdict leaves Back, Play and Next in sight in the lesson card", async ({
  page,
}) => {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/?speed=64');
    await waitSolved(page);
    await startLesson(page);
    const card = page.getByTestId('lesson-player');
    await card.getByRole('button', { name: 'Play' }).click();
    await card.getByRole('button', { name: 'Next' }).click();
    await card.getByRole('radio').first().check();
    await card.getByRole('button', { name: 'Play' }).click();
    await expect(card.getByTestId('lesson-result')).toBeVisible({ timeout: 60_000 });
    // The card scrolls inside; its buttons are within its visible box, not below its fold.
    const inSight = await card.evaluate((c) => {
      const box = c.getBoundingClientRect();
      return [...c.querySelectorAll('.lesson-buttons button')].map((b) => {
        const r = b.getBoundingClientRect();
        return r.top >= box.top && r.bottom <= box.bottom + 0.5;
      });
    });
    expect(inSight.length, `${size.width}x${size.height}: buttons`).toBeGreaterThan(0);
    expect(inSight, `${size.width}x${size.height}: buttons in sight`).not.toContain(false);
  }
});

test('a phone (390x844): the menus open from Menu, no sideways scrolling, Escape closes a menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitSolved(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const theory = await actionButton(page, 'Theory');
  await expect(theory).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(theory).toBeHidden();
  const fragment = linkFragment(JSON.parse(readFileSync(resolve('public/lessons/satellite-rises.json'), 'utf8')));
  await page.goto(`/?present=1#${fragment}`);
  await waitSolved(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the menus work from the keyboard: Down opens at the first item, arrows move, Escape closes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await waitSolved(page);
  const analyse = page.getByRole('button', { name: 'Analyse' });
  await analyse.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Compare' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('button', { name: 'Sweep' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(analyse).toBeFocused();
  await expect(page.getByRole('button', { name: 'Sweep' })).toBeHidden();
  // A dialog an item opens stays shown (the closed list keeps it) and takes the focus.
  await openAction(page, 'Theory');
  await expect(page.getByRole('dialog', { name: /Theory/ })).toBeVisible();
});

test('screenshots: the normal view and Present with a lesson at four sizes', async ({ page }, testInfo) => {
  const dir = process.env.SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  const shot = (name: string) => page.screenshot({ path: dir ? join(dir, name) : testInfo.outputPath(name) });
  const fragment = linkFragment(JSON.parse(readFileSync(resolve('public/lessons/satellite-rises.json'), 'utf8')));
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await waitSolved(page);
    await shot(`normal-${size.width}x${size.height}.png`);
    // A menu open (on a phone, inside the folded Menu).
    await actionButton(page, 'Theory');
    await shot(`menu-${size.width}x${size.height}.png`);
    await page.keyboard.press('Escape');
    await page.goto(`/?present=1#${fragment}`);
    await waitSolved(page);
    await expect(page.getByTestId('lesson-player')).toBeVisible();
    await shot(`present-lesson-${size.width}x${size.height}.png`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  }
});
