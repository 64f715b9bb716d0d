/**
 * A new deployment under an open page: the new build's service worker waits, the page says "A new
 * version is ready" with Reload, and Reload brings the new build in (the defect: reloading kept the
 * old build for as long as any tab was open, with no notice). The new build is dist/sw.js with a new
 * version, what any rebuild with a change writes (scripts/serviceWorker.ts), served by the preview.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './watchErrors';

// This spec needs the service worker the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SW = resolve(process.cwd(), 'dist/sw.js');
/** The version of the second build (16 hex digits, as buildVersion writes). */
const NEW_VERSION = '0123456789abcdef';

/** The names of the page's precaches (`['(navigating)']` while the page reloads, for `expect.poll` to retry). */
async function precaches(page: Page): Promise<string[]> {
  try {
    return await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('mp-precache-')));
  } catch (error) {
    if (/context was destroyed|navigat/i.test(String(error))) return ['(navigating)'];
    throw error;
  }
}

test('a new build offers "A new version is ready: Reload", and Reload loads it', async ({ page }) => {
  const original = readFileSync(SW, 'utf8');
  const oldVersion = /mp-precache-([0-9a-f]{16})/.exec(original)?.[1];
  expect(oldVersion).toBeDefined();
  try {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => precaches(page)).toEqual([`mp-precache-${oldVersion}`]);
    // The first install takes over at once: no notice.
    const notice = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(notice).toHaveCount(0);

    // A new deployment; the reload finds it (registration checks sw.js), and it waits.
    writeFileSync(SW, original.replace(`mp-precache-${oldVersion}`, `mp-precache-${NEW_VERSION}`));
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 30_000 });
    expect(await precaches(page)).toContain(`mp-precache-${oldVersion}`);

    // Reload: the new worker takes over, the page reloads once under it, the old cache is gone.
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => precaches(page), { timeout: 30_000 }).toEqual([`mp-precache-${NEW_VERSION}`]);
    await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
    await expect(notice).toHaveCount(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    expect(errors).toEqual([]);
  } finally {
    writeFileSync(SW, original);
  }
});
