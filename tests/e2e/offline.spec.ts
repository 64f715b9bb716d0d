import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';

// This spec needs the service worker the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('after the first visit the app, its wasm and the presets load with the network off', async ({ page, context }) => {
  await page.goto('/?speed=2');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  // The worker installs (precaching every file of the build) and takes control of the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith('mp-precache-'))!);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  expect(cached).toContain('/presets.json');
  expect(cached).toContain('/scenarios/III-B.json');
  expect(cached.some((p) => /^\/assets\/mpsolver-.*\.wasm$/.test(p))).toBe(true);

  await context.setOffline(true);
  const errors = watchErrors(page);
  const failed: string[] = [];
  // A request the page itself aborted is not an offline failure: the first page's background
  // work (a badge job's worker fetching the wasm) is cut off by the navigation below. A fresh
  // clone's run once failed on the wasm's URL, most likely so (its reason was not recorded; 7
  // runs here passed, 4 of them under load); a request that needed the network fails otherwise
  // (net::ERR_INTERNET_DISCONNECTED) and is still counted, with its reason.
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    if (why !== 'net::ERR_ABORTED') failed.push(`${r.url()} ${why}`);
  });
  // A reload with another query (a lesson link) is the same cached page.
  await page.goto('/?speed=4');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s (5401 samples, 7 subflows)', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Presets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Presets' });
  await dialog.getByRole('button', { name: 'Load III-B' }).click();
  await expect(page.locator('.scenario-title')).toContainText('III-B');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s (5401 samples, 1 subflows)', {
    timeout: 30_000,
  });
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  await context.setOffline(false);
});
