import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';

/** A 1x1 PNG, the local tile server's only tile. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TEMPLATE = '/tiles-test/{z}/{x}/{y}.png';

test('tiles from a link load only after the user allows the host, and the answer is remembered', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchErrors(page);
  const requested: string[] = [];
  // A tiny tile server on the test server's own origin.
  await context.route('**/tiles-test/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  await page.goto(`/?tiles=${encodeURIComponent(TEMPLATE)}`);
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const host = new URL(baseURL!).host;
  const dialog = page.getByRole('dialog', { name: 'Map tiles' });
  await expect(dialog).toHaveText(`Load map tiles from ${host}? Allow No`);
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
  expect(await page.locator('img.leaflet-tile').count()).toBe(0);

  await dialog.getByRole('button', { name: 'Allow' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  expect(requested.every((url) => url.startsWith(`${baseURL}/tiles-test/`))).toBe(true);
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached();

  // Remembered for this host: the next visit loads the tiles without asking.
  requested.length = 0;
  await page.reload();
  await expect.poll(() => requested.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('dialog', { name: 'Map tiles' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('"No" keeps the metre grid and loads nothing', async ({ page, context }) => {
  const requested: string[] = [];
  await context.route('**/tiles-test/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  await page.goto(`/?tiles=${encodeURIComponent(TEMPLATE)}`);
  await page.getByRole('dialog', { name: 'Map tiles' }).getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('dialog', { name: 'Map tiles' })).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
});

test('protocol-relative and http tile URLs are refused with a notice; a host the build does not allow is named', async ({
  page,
  context,
}) => {
  const foreign: string[] = [];
  await context.route(
    (url) => ['evil.example', 'tile.example.org'].includes(url.hostname),
    (route) => {
      foreign.push(route.request().url());
      return route.abort();
    },
  );
  await page.goto(`/?tiles=${encodeURIComponent('//evil.example/{z}/{x}/{y}.png')}`);
  await expect(page.locator('.notice')).toContainText(
    'parameter tiles: "//evil.example/{z}/{x}/{y}.png" is a protocol-relative URL: map tiles load only over https',
  );
  await page.goto(`/?tiles=${encodeURIComponent('http://evil.example/{z}/{x}/{y}.png')}`);
  await expect(page.locator('.notice')).toContainText(
    'parameter tiles: "http://evil.example/{z}/{x}/{y}.png" is an http URL',
  );
  await expect(page.getByRole('dialog', { name: 'Map tiles' })).toHaveCount(0);

  // This build lists no tile host (MP_TILE_HOSTS unset), so its policy would block any other host: it says so.
  await page.goto(`/?tiles=${encodeURIComponent('https://tile.example.org/{z}/{x}/{y}.png')}`);
  await expect(page.locator('.mp-map__tiles[role="alert"]')).toHaveText(
    'Map tiles from tile.example.org cannot load here: this site allows map tiles only from its own address.',
  );
  await expect(page.getByRole('dialog', { name: 'Map tiles' })).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(foreign).toEqual([]);
});
