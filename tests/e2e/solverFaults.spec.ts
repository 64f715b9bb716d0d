import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from '@playwright/test';

test('a .wasm that cannot be fetched is retried, then reported with a Reload button; file open says so too', async ({
  page,
  context,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (err) => uncaught.push(err.message));
  let wasmRequests = 0;
  await context.route('**/*.wasm', (route) => {
    wasmRequests += 1;
    return route.abort('failed');
  });
  await page.goto('/');
  const alert = page.getByTestId('solver-not-loaded');
  await expect(alert).toContainText('The solver could not be loaded', { timeout: 30_000 });
  await expect(alert).toContainText('4 attempts');
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The page's instance and the worker's each try four times (they start at slightly different
  // moments, so the worker's last attempt may come just after the page's report).
  await expect.poll(() => wasmRequests, { timeout: 15_000 }).toBeGreaterThanOrEqual(8);

  await page.getByLabel('Open a scenario file').setInputFiles({
    name: 'any.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"multipath-playground/scenario"}'),
  });
  await expect(page.locator('.notice')).toContainText('any.json: the solver could not be loaded to check it');
  expect(uncaught).toEqual([]);

  // Once the network is back, Reload brings the solver.
  await context.unroute('**/*.wasm');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.getByTestId('solver-not-loaded')).toHaveCount(0);
});

test('a broken .wasm with an autosave present opens the editor on the saved scenario, says why, and saves it as a file', async ({
  page,
  context,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (err) => uncaught.push(err.message));
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  // The user's work: a preset with its own title, autosaved as the page does.
  const work = JSON.parse(readFileSync(resolve(process.cwd(), 'public/scenarios/III-B.json'), 'utf8'));
  work.title = 'My convoy, edited';
  await page.evaluate((text) => localStorage.setItem('multipath-playground/autosave/v1', text), JSON.stringify(work));
  // The module is served, but broken (not WebAssembly).
  await context.route('**/*.wasm', (route) =>
    route.fulfill({ status: 200, contentType: 'application/wasm', body: Buffer.from('this is not a wasm module') }),
  );
  await page.reload();
  await expect(page.locator('.scenario-title')).toHaveText('My convoy, edited', { timeout: 30_000 });
  await expect(page.getByText('The solver could not be loaded').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('your saved scenario is open but cannot be run')).toBeVisible();
  await expect(page.getByText('The default scenario could not be loaded')).toHaveCount(0);
  // The work is downloadable as it was saved (the solver's alert, over the top bar, closes first).
  await page.getByTestId('solver-not-loaded').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'File', exact: true }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save scenario' }).click();
  const file = await saved;
  expect(JSON.parse(readFileSync((await file.path())!, 'utf8'))).toEqual(work);
  // Nothing was set aside: the autosave is still the user's work.
  expect(await page.evaluate(() => localStorage.getItem('multipath-playground/autosave/v1/set-aside'))).toBeNull();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('multipath-playground/autosave/v1')))!)).toEqual(
    work,
  );
  expect(uncaught).toEqual([]);
});
