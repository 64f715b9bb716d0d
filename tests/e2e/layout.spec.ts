/**
 * The layout at the sizes a class meets (issue 11 item 1): 1920x1080, 1280x720, 1024x768, a
 * 960x540 iframe in a course page, a 390x844 phone. At each: a screenshot into the test's output
 * folder, no two regions overlapping, every control reachable, no sideways scrolling. Then the
 * map splitter, the phone's menu and Present (with the old projector mode). axe runs at every size.
 */
import { test, expect, type Page, type Frame, type Browser } from '@playwright/test';
import { checkLayout, checkMapLabels, checkText } from './layoutChecks';
import { watchErrors } from './watchErrors';
import { expectNoViolations } from './axe';
import { at } from '../../src/util/at';
import { openAction, actionButton } from './topBarActions';

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
  { width: 390, height: 844, phone: true },
];

async function waitSolved(target: Page | Frame) {
  await expect(target.getByTestId('run-status').filter({ hasText: 'Solved' })).toBeVisible({ timeout: 30_000 });
}

async function expectGoodLayout(target: Page | Frame, label: string) {
  const report = await checkLayout(target);
  expect(report.regions.length, `${label}: regions found ${report.regions.join(', ')}`).toBeGreaterThanOrEqual(4);
  expect(report.overlaps, `${label}: overlapping regions`).toEqual([]);
  expect(report.unreachable, `${label}: controls out of reach`).toEqual([]);
  expect(report.scrollWidth, `${label}: sideways scrolling`).toBeLessThanOrEqual(report.innerWidth);
  return report;
}

async function openAt(browser: Browser, size: (typeof SIZES)[number], path = '/') {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    ...(size.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(path);
  await waitSolved(page);
  return { context, page, errors };
}

for (const size of SIZES) {
  test(`layout at ${size.width}x${size.height}: no overlap, every control reachable, no sideways scroll`, async ({
    browser,
  }, testInfo) => {
    const { context, page, errors } = await openAt(browser, size);
    await page.screenshot({ path: testInfo.outputPath(`main-${size.width}x${size.height}.png`) });
    const report = await expectGoodLayout(page, `${size.width}x${size.height}`);
    // Three charts; those that do not fit (a lesson card above takes room) scroll into view.
    await expect(page.locator('.chart-slot')).toHaveCount(3);
    expect(report.regions.filter((r) => r.startsWith('.chart-slot')).length).toBeGreaterThanOrEqual(2);
    expect(report.regions.some((r) => r.startsWith('.map-frame'))).toBe(true);
    if (!size.phone) {
      // The charts fill the height they are given: the last one ends near the bottom bar.
      const last = await page.locator('.chart-slot').last().boundingBox();
      const bottom = await page.locator('.bottombar').boundingBox();
      expect(bottom!.y - (last!.y + last!.height)).toBeLessThan(40);
    }
    // The diagram's text is readable (>= 13 px on screen).
    const labelPx = await page
      .locator('.network-panel .nd-label')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    if (!size.phone) expect(labelPx).toBeGreaterThanOrEqual(12.5);
    // Accessible at every size (axe: WCAG 2 A/AA and best practices, zero violations).
    await expectNoViolations(page, `${size.width}x${size.height}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('phone: the top bar folds into a menu, and Presets can be tapped', async ({ browser }, testInfo) => {
  const { context, page } = await openAt(browser, at(SIZES, 3));
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('button', { name: 'Presets' })).toBeHidden();
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Presets' }).tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('phone-presets.png') });
  await page.keyboard.press('Escape');
  // Panels one at a time: the Convoy button shows the convoy panel and hides the diagram.
  await page.getByRole('button', { name: 'Convoy', exact: true }).tap();
  await expect(page.getByRole('heading', { name: 'Convoy' })).toBeVisible();
  await expect(page.locator('.network-panel')).toBeHidden();
  await expectGoodLayout(page, 'phone, convoy panel');
  // Starting a lesson from the menu closes the menu: the page shows the lesson.
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Presets' }).tap();
  await page
    .getByRole('button', { name: /^Start lesson: / })
    .first()
    .tap();
  await expect(page.getByTestId('lesson-player')).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await context.close();
});

test('iframe 960x540 on a course page: the lesson and the plain app', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1000, height: 600 });
  await page.goto('/');
  for (const [name, src] of [
    ['lesson', '/?lesson=1&charts=throughput'],
    ['app', '/'],
  ]) {
    await page.setContent(
      `<body style="margin:10px"><iframe title="Playground" src="${src}" width="960" height="540" style="border:1px solid #888"></iframe></body>`,
    );
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    await waitSolved(frame);
    await page.screenshot({ path: testInfo.outputPath(`iframe-${name}-960x540.png`) });
    const report = await expectGoodLayout(frame, `iframe ${name}`);
    expect(report.innerWidth).toBe(960);
    await expect(frame.locator('.chart-slot')).toHaveCount(name === 'lesson' ? 1 : 3);
    expect(report.regions.some((r) => r.startsWith('.chart-slot'))).toBe(true);
  }
});

test('the map splitter resizes the map with the keyboard and the pointer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await waitSolved(page);
  const splitter = page.getByRole('separator', { name: 'Resize the map' });
  const mapHeight = async () => (await page.locator('.map-frame').boundingBox())!.height;
  const before = await mapHeight();
  const startPct = Number(await splitter.getAttribute('aria-valuenow'));
  await splitter.focus();
  await page.keyboard.press('PageDown');
  await expect(splitter).toHaveAttribute('aria-valuenow', String(startPct + 10));
  expect(await mapHeight()).toBeGreaterThan(before + 30);
  await page.keyboard.press('Home');
  await expect(splitter).toHaveAttribute('aria-valuenow', '30');
  const box = (await splitter.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 200, { steps: 5 });
  await page.mouse.up();
  expect(Number(await splitter.getAttribute('aria-valuenow'))).toBeGreaterThan(50);
  await expectGoodLayout(page, 'after resizing the map');
});

test('Present (the old projector mode is part of it): the switch and ?projector=1 give larger type and thicker lines', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await waitSolved(page);
  const fontPx = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const before = { body: await fontPx('.playground'), title: await fontPx('.ts-chart-title') };
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  await expect(page.locator('.present-bar').getByRole('button', { name: 'Present' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await fontPx('.playground')).toBeGreaterThan(before.body);
  expect(await fontPx('.ts-chart-title')).toBeGreaterThan(before.title);
  const lineScale = await page
    .locator('.ts-chart-canvas')
    .first()
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--chart-line-scale').trim());
  expect(Number(lineScale)).toBeGreaterThan(1);
  await page.screenshot({ path: testInfo.outputPath('present-1280x720.png') });
  await expectGoodLayout(page, 'present');

  await page.goto('/?projector=1');
  await waitSolved(page);
  await expect(page.locator('.present-bar').getByRole('button', { name: 'Present' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await fontPx('.playground')).toBeGreaterThan(before.body);
});

test('the tool hint covers none of the map, epoch labels are clear of stations, tooltips stay inside', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  await waitSolved(page);
  type Box = { x: number; y: number; width: number; height: number };
  const overlap = (a: Box, b: Box) =>
    Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 &&
    Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;

  // Epoch labels (t1..t18): none under a station's marker or label.
  const rects = (selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, text: e.textContent ?? '' };
      }),
    );
  const epochLabels = await rects('.mp-epoch__label');
  expect(epochLabels.length).toBeGreaterThanOrEqual(18);
  const stationParts = await rects('.mp-station__dot, .mp-station__label');
  const hidden = epochLabels.filter((l) => stationParts.some((s) => overlap(l, s))).map((l) => l.text);
  expect(hidden).toEqual([]);

  // The add-station hint sits in a strip under the map, not over it.
  await openAction(page, 'Add station');
  const hint = page.locator('.mp-map__hint');
  await expect(hint).toContainText('place a base station');
  expect(overlap((await hint.boundingBox())!, (await page.locator('.mp-map').boundingBox())!)).toBe(false);
  await page.keyboard.press('Escape');

  // A chart tooltip at the right edge of the plot stays inside the chart and the viewport.
  const plot = (await page.locator('.chart-slot .ts-chart-hit').first().boundingBox())!;
  const chart = (await page.locator('.chart-slot .ts-chart-box').first().boundingBox())!;
  await page.mouse.move(plot.x + plot.width - 3, plot.y + 5);
  const tip = (await page.locator('.ts-chart-tooltip').first().boundingBox())!;
  expect(tip.x).toBeGreaterThanOrEqual(chart.x - 1);
  expect(tip.x + tip.width).toBeLessThanOrEqual(chart.x + chart.width + 1);
  expect(tip.x + tip.width).toBeLessThanOrEqual(1024);
});

test('a lesson link in a 960x540 iframe: the notices and cards leave the map and the charts half the height', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1000, height: 600 });
  await page.goto('/');
  await waitSolved(page);
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('button', { name: 'Start lesson: What does the satellite subflow do when WiFi fades?' }).click();
  await waitSolved(page);
  // The teacher copies the link with the cursor at 200 s: the lesson still opens at its start.
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('200');
  await page.getByRole('button', { name: 'Copy link' }).click();
  const url = new URL(await page.getByRole('textbox', { name: 'Share link' }).inputValue());
  url.search = '?lesson=1&charts=throughput';
  // A student's browser with nothing saved (a course page on another site usually has no storage).
  await page.evaluate(() => localStorage.clear());
  await page.setContent(
    `<body style="margin:10px"><iframe title="Lesson" src="${url}" width="960" height="540" style="border:0"></iframe></body>`,
  );
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  await waitSolved(frame);
  await expect(frame.getByTestId('lesson-player')).toContainText('Step 1 of 4');
  await expect(frame.getByTestId('time-cursor')).toHaveText('t = 0.0 s');
  await expect(frame.locator('.ts-chart-note')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('iframe-lesson-link-960x540.png') });
  await expectGoodLayout(frame, 'iframe lesson link');
  const workspacePx = await frame.locator('.workspace').evaluate((el) => el.getBoundingClientRect().height);
  expect(workspacePx).toBeGreaterThanOrEqual(540 / 2);
  // The Watch-for card states the answers: it waits for the end of the lesson.
  await expect(frame.locator('.lesson-card')).toHaveCount(0);
});

test('1024x768: a field help opens in sight, and comparison mode stacks the panels at a usable width', async ({
  browser,
}) => {
  const { context, page } = await openAt(browser, at(SIZES, 2));
  await page.getByRole('button', { name: 'Base station B3' }).click();
  // The last help of the page's panels (the satellite's feedback delay, at the bottom of a scrolled row).
  const toggles = page.locator('.panel-row button.field-help-toggle');
  await toggles.last().click();
  const help = page.locator('.panel-row .field-help:not([hidden])').last();
  await expect(help).toBeVisible();
  await expect(help).toBeInViewport({ ratio: 0.99 });
  // Help texts stay hidden until asked for (a legend's too).
  await expect(page.locator('.panel-row .field-help:not([hidden])')).toHaveCount(1);
  await openAction(page, 'Compare');
  await expect(page.getByRole('heading', { name: /^Comparing/ })).toBeVisible();
  await expectGoodLayout(page, '1024x768 comparison');
  const row = await page.locator('.panel-row').evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(row[0], 'no sideways scrolling in the panel row').toBeLessThanOrEqual(at(row, 1) + 1);
  for (const slot of await page.locator('.panel-row .panel-slot').all()) {
    const box = (await slot.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(Math.min(260, at(row, 1) - 16));
  }
  await context.close();
});

/** The five sizes of issue 22 item 5; the 960x540 one is an iframe in a course page. */
const TEXT_SIZES = [...SIZES.slice(0, 3), { width: 960, height: 540, embed: true }, at(SIZES, 3)];

/** Text cut or covered, and map labels over each other, in `target`, each named with `label`. */
async function textAndLabelProblems(target: Page | Frame, label: string): Promise<string[]> {
  const text = await checkText(target);
  expect(text.checked, `${label}: text elements checked`).toBeGreaterThan(20);
  const map = await checkMapLabels(target);
  return [...text.problems, ...map.overlaps].map((p) => `${label}: ${p}`);
}

for (const size of TEXT_SIZES) {
  const name = `${size.width}x${size.height}${'embed' in size ? ' iframe' : ''}`;
  test(`${name}: no text cut or covered and no map label over another, every panel tab and the placement tool`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const embed = 'embed' in size;
    const { context, page, errors } = await openAt(browser, embed ? { width: 1000, height: 600 } : size);
    let target: Page | Frame = page;
    if (embed) {
      // The course page (with an icon of its own: no favicon request that is not the app's).
      await page.setContent(
        `<head><link rel="icon" href="data:,"></head><body style="margin:10px"><iframe title="Playground" src="/" width="960" height="540" style="border:1px solid #888"></iframe></body>`,
      );
      target = page.frames().find((f) => f !== page.mainFrame())!;
      await waitSolved(target);
    }
    await page.screenshot({ path: testInfo.outputPath(`text-${name.replace(' ', '-')}.png`) });
    const problems = await textAndLabelProblems(target, 'start');
    // A station selected (its panel), then every panel the tab row offers, one at a time.
    await target.getByRole('button', { name: 'Base station B1' }).click();
    problems.push(...(await textAndLabelProblems(target, 'B1 selected')));
    for (const tab of await target.locator('.panel-switch button').all()) {
      if (!(await tab.isVisible())) continue;
      const tabName = (await tab.textContent()) ?? '';
      await tab.click();
      problems.push(...(await textAndLabelProblems(target, `${tabName} tab`)));
    }
    // The placement tool's form, open over the map.
    const opener = target.getByRole('button', { name: 'Menu' });
    if (await opener.isVisible()) await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await target.getByRole('button', { name: 'Placement map' }).click();
    await expect(target.getByTestId('placement-panel')).toBeVisible();
    // The form sits beside the map (in the strip under it): none of the map, nor of a heat map, under it.
    const form = (await target.getByTestId('placement-panel').boundingBox())!;
    const mapBox = (await target.locator('.mp-map').boundingBox())!;
    expect(form.y, 'placement form below the map').toBeGreaterThanOrEqual(mapBox.y + mapBox.height - 1);
    await page.screenshot({ path: testInfo.outputPath(`placement-${name.replace(' ', '-')}.png`) });
    problems.push(...(await textAndLabelProblems(target, 'placement form')));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('phone: Draw path closes the menu, taps add points, Undo point and Finish set the path the run follows', async ({
  browser,
}) => {
  const { context, page, errors } = await openAt(browser, at(SIZES, 3));
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.tap();
  await (await actionButton(page, 'Draw path')).tap();
  // The menu closes: the map is there to be drawn on.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const map = page.getByRole('application', { name: /Map of stations/ });
  await expect(map).toBeInViewport({ ratio: 0.9 });
  // Touch words, no keys or clicks.
  const hint = page.locator('.mp-map__hint');
  await expect(hint).toContainText('Tap the map to add points');
  expect(await hint.textContent()).not.toMatch(/click|Enter|Backspace|Esc/i);
  const finish = page.getByRole('button', { name: 'Finish' });
  const undo = page.getByRole('button', { name: 'Undo point' });
  await expect(finish).toBeDisabled();
  const box = (await map.boundingBox())!;
  const taps = [
    [0.2, 0.3],
    [0.5, 0.75],
    [0.8, 0.45],
    [0.4, 0.15],
  ].map(([fx, fy]) => ({ x: box.x + box.width * fx!, y: box.y + box.height * fy! }));
  for (const t of taps) await page.touchscreen.tap(t.x, t.y);
  // The fourth point was a mistake: Undo point takes it back, Finish ends the path.
  await undo.tap();
  await finish.tap();
  await expect(hint).toHaveClass(/is-empty/);
  await waitSolved(page);
  // The scenario (as autosaved) has the three points, in the order tapped (x east, y north).
  const trajectory = async () =>
    page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('multipath-playground/autosave/v1') ?? '{}');
      return saved.platforms?.[0]?.trajectory as { kind: string; points: Array<{ xM: number; yM: number }> };
    });
  await expect.poll(async () => (await trajectory())?.kind).toBe('polyline');
  const points = (await trajectory()).points;
  expect(points).toHaveLength(3);
  const [p1, p2, p3] = [at(points, 0), at(points, 1), at(points, 2)];
  expect(p1.xM < p2.xM && p2.xM < p3.xM).toBe(true);
  expect(p1.yM > p3.yM && p3.yM > p2.yM).toBe(true);
  // The run follows it: at the end the convoy's head is at the last point tapped.
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('540');
  // (Both relative to the map, which the page may have scrolled.)
  const mapNow = (await map.boundingBox())!;
  const head = (await page.locator('.mp-node--head').boundingBox())!;
  const last = at(taps, 2);
  const dx = head.x + head.width / 2 - mapNow.x - (last.x - box.x);
  const dy = head.y + head.height / 2 - mapNow.y - (last.y - box.y);
  expect(Math.hypot(dx, dy)).toBeLessThan(20);
  expect(errors).toEqual([]);
  await context.close();
});
