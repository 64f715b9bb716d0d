import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import type { Scenario } from '../../src/scenario/types';
import { watchErrors } from './watchErrors';

/** III-D with other solver settings. */
function iiiD(solver: Partial<Scenario['solver']>): Scenario {
  const scenario = JSON.parse(readFileSync(resolve(process.cwd(), 'public/scenarios/III-D.json'), 'utf8')) as Scenario;
  return { ...scenario, solver: { ...scenario.solver, ...solver } };
}

/** The page answers a script within `ms` (its main thread is not frozen). */
async function expectResponsive(page: Page, ms = 1000): Promise<void> {
  const t0 = Date.now();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  expect(Date.now() - t0).toBeLessThan(ms);
}

test('the tab-freezer of issue 10 as a share link is held with its cost; the suggested duration runs; Undo brings it back', async ({
  page: maker,
  browser,
}) => {
  test.setTimeout(240_000);
  // The link is made by the page's own Share button, from the scenario opened as a file (held too).
  await maker.goto('/');
  await maker.getByLabel('Open a scenario file').setInputFiles({
    name: 'freezer.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(iiiD({ durationS: 1e7, dtS: 0.05, sampleEveryS: 0.5 }))),
  });
  await expect(maker.getByTestId('cost-gate')).toContainText('2.4 GB', { timeout: 30_000 });
  await expect(maker.getByTestId('run-status')).toHaveText('Not started: over the cost limits');
  await maker.getByRole('button', { name: 'Copy link' }).click();
  const link = await maker.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/#s=v2\./);

  // A new browser profile: nothing but the link.
  const page = await (await browser.newContext()).newPage();
  const errors = watchErrors(page);
  await page.goto(link);
  const gate = page.getByTestId('cost-gate');
  await expect(gate).toBeVisible({ timeout: 30_000 });
  // What the run would cost, by the solver's estimate.
  await expect(gate).toContainText('It would take about 70.0 s to solve and hold 2.4 GB of samples');
  await expect(gate).toContainText('the map would draw 334,941 points');
  await expect(gate).toContainText('the page allows 5.0 s, 200 MB and 50,000 points');
  await expect(gate).toContainText('solver.sampleEveryS: 2.4 GB of samples (20000001 rows x 15 columns x 8 bytes)');
  await expect(gate).toContainText(
    'solver.durationS: about 70.0 s to solve (200000000 steps x (7 routes + 7 resources))',
  );
  // No run started, and none starts while it waits.
  const status = page.getByTestId('run-status');
  await expect(status).toHaveText('Not started: over the cost limits');
  await page.waitForTimeout(1500);
  await expect(status).toHaveText('Not started: over the cost limits');
  await expect(page.getByTestId('carrying-summary')).toHaveText('Not started');
  await expectResponsive(page);
  // An edit is still possible (and the scenario, still over, stays held).
  const length = page.getByLabel('Convoy length');
  const before = await length.inputValue();
  await length.fill(String(Number(before) + 10));
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await expect(gate).toContainText('2.4 GB');
  await expect(status).toHaveText('Not started: over the cost limits');
  await expectResponsive(page);

  // The solver suggests only a shorter run here (time and drawing are over too).
  await expect(page.getByRole('button', { name: /Use the suggested sample interval/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Use the suggested duration (710000 s)' }).click();
  await expect(gate).toHaveCount(0);
  await expect(status).toContainText(/Solving… \d+ \/ 710000 s|Solved 710000 s/, { timeout: 30_000 });
  await expect(status).toContainText('Solved 710000 s', { timeout: 180_000 });
  await expectResponsive(page, 3000);

  // Undo: the unshortened scenario, held again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(gate).toContainText('2.4 GB of samples');
  await expect(status).toHaveText('Not started: over the cost limits');
  await expect(page.getByRole('button', { name: 'Use the suggested duration (710000 s)' })).toBeVisible();
  expect(errors, errors.join('\n')).toEqual([]);
});

test('a run over the time limit runs anyway in the background with progress, and Cancel stops it', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('/');
  const status = page.getByTestId('run-status');
  // Below the limits nothing changes: the default preset runs at once.
  await expect(status).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.getByTestId('cost-gate')).toHaveCount(0);
  // 20 million steps x 14 routes and resources: about 7 s to solve, over the 5 s limit; 2,001 rows.
  const slow = iiiD({ durationS: 20_000, dtS: 0.001, sampleEveryS: 10 });
  await page.getByLabel('Open a scenario file').setInputFiles({
    name: 'slow.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(slow)),
  });
  const gate = page.getByTestId('cost-gate');
  await expect(gate).toContainText('It would take about 7.0 s to solve');
  await expect(gate).toContainText('solver.durationS: about 7.0 s to solve (20000000 steps');
  await expect(status).toHaveText('Not started: over the cost limits');
  await expect(page.getByRole('button', { name: /Use the suggested sample interval/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Run anyway' }).click();
  await expect(gate).toContainText('Running anyway in the background');
  const bar = page.getByRole('progressbar', { name: 'Background run progress' });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(status).toContainText(/Solving… \d+ \/ 20000 s/);
  await expectResponsive(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(gate).toContainText(/The run started anyway was cancelled at \d+ \/ 20000 s/);
  await expect(status).toHaveText('Not started: over the cost limits');
  // No late frame of the stopped run brings "Solving…" back.
  await page.waitForTimeout(1500);
  await expect(status).toHaveText('Not started: over the cost limits');
  await expect(page.getByRole('button', { name: 'Run anyway' })).toBeVisible();
  expect(errors, errors.join('\n')).toEqual([]);
});
