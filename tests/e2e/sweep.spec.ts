/**
 * The Sweep dialog in Chromium: fields picked from a list of named parameters (in words, with
 * units); a field of III-B varied over five values on the worker pool gives the numbers the native
 * CLI's sweep gives, under an axis title in words with round ticks; two fields make a heat map; a
 * bad axis is named.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from '@playwright/test';
import { at } from '../../src/util/at';
import { watchErrors } from './watchErrors';
import { openAction } from './topBarActions';

test("a sweep of III-B's B1 capacity matches mpsim sweep, and two fields draw a heat map", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status').filter({ hasText: 'Solved' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('button', { name: 'Load III-B', exact: true }).click();
  await expect(page.getByTestId('run-status')).toContainText('1 subflows', { timeout: 30_000 });
  await openAction(page, 'Sweep');
  const dialog = page.getByRole('dialog', { name: 'Sweep a parameter' });
  await expect(dialog.getByRole('combobox', { name: 'Metric' })).toContainText('mean throughput', { timeout: 15_000 });
  const field = dialog.getByRole('combobox', { name: 'Field' });
  // The fields in words, with units, not JSON paths; the path for mpsim is shown beside the choice.
  const names = await field.locator('option').allTextContents();
  expect(names).toEqual(expect.arrayContaining(['B1 capacity (Mbps)', 'B2 beta', 'B2 forward delay (ms)']));
  for (const n of names) expect(n).not.toMatch(/\w\.\w/);
  await field.selectOption({ label: 'B1 capacity (Mbps)' });
  await expect(dialog.locator('.sweep-path')).toHaveText('stations.B1.capacityMbps');
  // Its axis starts at round ends around B1's 20 Mbps.
  await expect(dialog.getByRole('textbox', { name: 'from' })).toHaveValue('10');
  await expect(dialog.getByRole('textbox', { name: 'to' })).toHaveValue('30');
  await dialog.getByRole('textbox', { name: 'from' }).fill('10');
  await dialog.getByRole('textbox', { name: 'to' }).fill('30');
  await dialog.getByRole('textbox', { name: 'steps' }).fill('5');
  await dialog.getByRole('button', { name: 'Run the sweep' }).click();
  const status = dialog.getByTestId('sweep-status');
  await expect(status).toContainText(/^5 of 5 runs · best ([\d.]+) Mbps at B1 capacity \(Mbps\) = 30\.00$/, {
    timeout: 60_000,
  });
  const best = Number(/best ([\d.]+) Mbps/.exec((await status.textContent()) ?? '')![1]);
  const csv = execFileSync(
    resolve(process.cwd(), 'solver/target/release/mpsim'),
    ['sweep', 'III-B', '--set', 'stations.B1.capacityMbps=10:30:5'],
    { cwd: process.cwd(), encoding: 'utf8' },
  );
  const table = csv
    .trim()
    .split('\n')
    .map((l) => l.split(','));
  const [header, rows] = [at(table, 0, 'CSV header'), table.slice(1)];
  const cli = rows.map((r) => Number(r[header.indexOf('source.fleet.meanMbps')]));
  expect(Math.max(...cli).toPrecision(4)).toBe(best.toPrecision(4));
  await expect(dialog.locator('.sweep-chart circle')).toHaveCount(5);
  await expect(dialog.locator('.sweep-axis-title')).toHaveText('B1 capacity (Mbps)');
  await expect(dialog.locator('.sweep-x-tick')).toHaveText(['10', '15', '20', '25', '30']);
  // Round y ticks: each a whole number or a single decimal step of d3's nice ticks.
  const yTicks = (await dialog.locator('.sweep-y-tick').allTextContents()).map(Number);
  expect(yTicks.length).toBeGreaterThanOrEqual(3);
  const step = at(yTicks, 1) - at(yTicks, 0);
  expect([0.1, 0.2, 0.5, 1, 2, 5, 10]).toContain(Number(step.toPrecision(3)));
  for (const t of yTicks) expect(Math.abs(t / step - Math.round(t / step))).toBeLessThan(1e-6);
  await dialog.getByText('The rows as CSV').click();
  const rowsText = await dialog.getByRole('textbox', { name: 'Sweep rows as CSV' }).inputValue();
  expect(
    rowsText
      .split('\n')
      .slice(1)
      .map((l) => Number(l.split(',')[1])),
  ).toEqual(cli);
  // Two fields: a 3 x 3 heat map.
  await dialog.getByLabel('and a second field').check();
  await dialog.getByRole('textbox', { name: 'steps' }).first().fill('3');
  await dialog.getByRole('combobox', { name: 'Field' }).nth(1).selectOption({ label: 'B1 x position (m)' });
  await dialog.getByRole('textbox', { name: 'steps' }).nth(1).fill('3');
  await dialog.getByRole('button', { name: 'Run the sweep' }).click();
  await expect(status).toContainText(/^9 of 9 runs · best/, { timeout: 60_000 });
  await expect(dialog.locator('.sweep-chart rect')).toHaveCount(9);
  // A bad axis is named and nothing runs.
  await dialog.getByRole('textbox', { name: 'steps' }).first().fill('0');
  await dialog.getByRole('button', { name: 'Run the sweep' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('First field steps: a whole number from 1 to 20, got "0"');
  expect(errors).toEqual([]);
});

test('a sweep of a scenario the cost gate holds does not start, and says why (issue 23)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status').filter({ hasText: 'Solved' })).toBeVisible({ timeout: 30_000 });
  const scenario = JSON.parse(readFileSync(resolve(process.cwd(), 'public/scenarios/III-D.json'), 'utf8'));
  scenario.solver.durationS = 2e5;
  await page
    .getByLabel('Open a scenario file')
    .setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(scenario)) });
  await expect(page.getByTestId('cost-gate')).toBeVisible({ timeout: 30_000 });
  await openAction(page, 'Sweep');
  const dialog = page.getByRole('dialog', { name: 'Sweep a parameter' });
  // Its metrics come from a whole run, which is not started: the dialog says why and cannot run.
  await expect(dialog.getByRole('alert')).toContainText(
    /^The scenario cannot be run: over the cost limits: solver\.durationS: about [\d.]+ s to solve/,
    { timeout: 15_000 },
  );
  await expect(dialog.getByRole('button', { name: 'Run the sweep' })).toBeDisabled();
  await expect(dialog.getByTestId('sweep-status')).toHaveCount(0);
});
