import { test, expect } from '@playwright/test';
import { openAction } from './topBarActions';

test('the presets dialog keeps focus: Shift+Tab stays inside, Escape closes it and focus returns to Presets', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const opener = page.getByRole('button', { name: 'Presets' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Presets' });
  await expect(dialog.getByRole('button', { name: 'Load III-B' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close presets' })).toBeFocused();
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('dialog'));
  const close = dialog.getByRole('button', { name: 'Close presets' });
  // Shift+Tab on the first control goes to the last one; Tab on the last comes back to the first.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: /^Load / }).last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `after Shift+Tab ${i + 1}`).toBe(true);
  }
  await expect(close).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a lesson link built in the dialog opens, in a fresh browser, on what the teacher chose', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await openAction(page, 'Create lesson link');
  const dialog = page.getByRole('dialog', { name: 'Create a lesson link' });
  await expect(dialog.getByRole('checkbox', { name: /Lock editing/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Play as soon as/ })).toBeChecked();
  // Locked: panels, tools and files are hidden whatever the list says.
  await expect(dialog.getByRole('checkbox', { name: /Panels/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Timeline' }).check();
  await dialog.getByRole('checkbox', { name: 'Channel capacities' }).uncheck();
  await dialog.getByRole('checkbox', { name: /WiFi and satellite/ }).uncheck();
  // The last chart cannot be taken away.
  await expect(dialog.getByRole('checkbox', { name: 'Throughput per subflow' })).toBeDisabled();
  await dialog.getByLabel('Playback speed').selectOption('64');
  const link = dialog.getByTestId('lesson-link');
  await expect(link).toHaveValue(/\?lock=1&hide=timeline&charts=throughput&autoplay=1&speed=64#s=v\d+\./);
  const url = await link.inputValue();
  const title = (await page.locator('.scenario-title').textContent())!;
  expect(new URL(url).pathname).toBe('/');
  await expect(dialog.getByRole('textbox', { name: 'Embed in a course page' })).toHaveValue(
    `<iframe src="${url.replace(/&/g, '&amp;')}" title="${title}" width="960" height="600" style="border: 0; max-width: 100%" allow="clipboard-write"></iframe>`,
  );
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The live preview shows the link: locked, one chart.
  const preview = page.frameLocator('iframe[title="Preview of the lesson link"]');
  await expect(preview.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(preview.getByRole('figure', { name: /Throughput per subflow/ })).toBeVisible();
  await expect(preview.getByRole('figure', { name: /Channel capacities/ })).toHaveCount(0);
  await page.screenshot({ path: '.test-output/lesson-builder.png' });
  // The preview kept nothing in the editor's storage; closing returns focus to the menu it came from.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Teach' })).toBeFocused();
  await expect(page.getByText('Another tab changed the saved scenario')).toHaveCount(0);

  const student = await browser.newContext();
  const lesson = await student.newPage();
  await lesson.goto(url);
  await expect(lesson.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(lesson.locator('.scenario-title')).toContainText('III-D');
  await expect(lesson.getByRole('figure', { name: /Throughput per subflow/ })).toBeVisible();
  await expect(lesson.getByRole('figure', { name: /Channel capacities/ })).toHaveCount(0);
  await expect(lesson.getByRole('figure', { name: /WiFi and satellite/ })).toHaveCount(0);
  await expect(lesson.getByRole('toolbar', { name: 'Map tools', includeHidden: true })).toHaveCount(0);
  await expect(lesson.getByRole('region', { name: 'Global channels' })).toHaveCount(0);
  await expect(lesson.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await expect(lesson.getByRole('button', { name: 'Create lesson link', includeHidden: true })).toHaveCount(0);
  await expect(lesson.getByRole('button', { name: 'Presets' })).toHaveCount(0);
  await expect(lesson.getByTestId('time-cursor')).toHaveCount(0);
  // The map is shown but locked: the arrow keys do not move a station.
  const b1 = lesson.getByRole('button', { name: 'Base station B1' });
  const before = await b1.boundingBox();
  await b1.focus();
  await lesson.keyboard.press('Shift+ArrowRight');
  await lesson.waitForTimeout(300);
  expect((await b1.boundingBox())!.x).toBe(before!.x);
  await lesson.screenshot({ path: '.test-output/lesson-from-builder.png' });
  await student.close();
});

test('"Copy link" on a page with lesson parameters keeps them in the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?charts=throughput,aggregate&speed=8&workers=2');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?charts=throughput,aggregate&speed=8#s=v\d+\./);
  const fresh = await context.newPage();
  await fresh.goto(link);
  await expect(fresh.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(fresh.getByRole('figure', { name: /Channel capacities/ })).toHaveCount(0);
  await expect(fresh.getByRole('figure', { name: /WiFi and satellite/ })).toBeVisible();
});

test('on a phone the builder dialog fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  // On a phone the top bar's actions are in its menu.
  await page.getByRole('button', { name: 'Menu' }).click();
  await openAction(page, 'Create lesson link');
  const dialog = page.getByRole('dialog', { name: 'Create a lesson link' });
  await expect(dialog.getByTestId('lesson-link')).toHaveValue(/#s=/);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  // Its content scrolls inside it: the last control can be reached.
  const copySnippet = dialog.getByRole('button', { name: 'Copy snippet' });
  await copySnippet.scrollIntoViewIfNeeded();
  await expect(copySnippet).toBeInViewport();
});
