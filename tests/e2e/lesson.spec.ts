import { test, expect } from '@playwright/test';
import { at } from '../../src/util/at';
import { openMenu } from './topBarActions';

test('lesson mode: locked, focused on the chosen charts, playing on load', async ({ page }) => {
  await page.goto('/?lesson=1&charts=aggregate&autoplay=1&speed=64');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.getByRole('figure', { name: /WiFi and satellite/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Throughput per subflow/ })).toHaveCount(0);
  await expect(page.getByRole('toolbar', { name: 'Map tools', includeHidden: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Global channels' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(async () => Number((await page.getByTestId('time-cursor').textContent())!.replace(/[^0-9.]/g, '')))
    .toBeGreaterThan(20);
  // Editing is locked: arrow keys on a station do not move it.
  const b1 = page.getByRole('button', { name: 'Base station B1' });
  const before = await b1.boundingBox();
  await b1.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.waitForTimeout(300);
  expect((await b1.boundingBox())!.x).toBe(before!.x);
  await page.screenshot({ path: '.test-output/lesson.png' });
});

test('lesson parameters it does not know are named; the page works inside an iframe', async ({ page }) => {
  await page.goto('/?charts=pie');
  await expect(page.getByRole('alert')).toContainText('lesson parameter charts: unknown chart "pie"');
  await page.setContent(
    `<iframe title="lesson" src="${page.url().replace(/\\?.*$/, '')}?lesson=1" width="1200" height="700"></iframe>`,
  );
  const frame = page.frameLocator('iframe[title="lesson"]');
  await expect(frame.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
});

test("the page's other parameters come from the same table: a bad workers value is named, the page still solves", async ({
  page,
}) => {
  await page.goto('/?workers=9&speed=4');
  await expect(page.getByRole('alert')).toContainText(
    'parameter workers: must be one of 1, 2, 3, 4, 5, 6, 7, 8, got "9"',
  );
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await openMenu(page, 'Edit');
  await expect(page.getByRole('toolbar', { name: 'Map tools' })).toBeVisible();
});

test('embedded in a page of another site that blocks its storage, the locked lesson still opens, with no notice (it takes no edits)', async ({
  page,
  baseURL,
}) => {
  // about:blank is another site to the app: the frame's localStorage throws SecurityError here.
  await page.setContent(`<iframe title="lesson" src="${baseURL}/?lesson=1" width="1200" height="700"></iframe>`);
  const frame = page.frameLocator('iframe[title="lesson"]');
  await expect(frame.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const blocked = await at(page.frames(), 1).evaluate(() => {
    try {
      return localStorage.length < 0;
    } catch {
      return true;
    }
  });
  expect(blocked).toBe(true);
  await expect(frame.locator('.notice')).toBeEmpty();
});

test('embedded with storage blocked and editing allowed, the page says its edits are not kept, and the notice closes', async ({
  page,
  baseURL,
}) => {
  await page.setContent(`<iframe title="app" src="${baseURL}/?charts=throughput" width="1200" height="700"></iframe>`);
  const frame = page.frameLocator('iframe[title="app"]');
  await expect(frame.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(frame.locator('.notice')).toContainText('does not let the page keep anything');
  await frame.getByRole('button', { name: 'Close this notice' }).click();
  await expect(frame.locator('.notice')).toBeEmpty();
});
