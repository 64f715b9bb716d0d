/**
 * A packet run's charts readable by default (issue 22 item 7): the throughput smoothed, with the
 * window in its legend; the drops axis not set by the start-up burst (its top well below the
 * burst's value, which a marker states, checked against the native solver's run of the same
 * scenario); no axis title cut off.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';
import { openMenu } from './topBarActions';

/** The largest drop count of any link in a scenario's run, and when, from the native `mpsim` (release build). */
function nativeDropSpike(scenarioPath: string): { value: number; tS: number } {
  const csv = execFileSync('solver/target/release/mpsim', ['run', scenarioPath], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const [head = '', ...body] = csv.trim().split('\n');
  const header = head.split(',');
  let best = { value: -Infinity, tS: NaN };
  for (const line of body) {
    const row = line.split(',').map(Number);
    header.forEach((name, k) => {
      if (name.startsWith('loss:') && row[k]! > best.value) best = { value: row[k]!, tS: row[0]! };
    });
  }
  return best;
}

test('III-D packet by packet at 1280x720: throughput smoothed by default, drops axis robust to the start-up burst, axis titles whole', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await openMenu(page, 'Analyse');
  await page.getByLabel('Engine', { exact: true }).selectOption('packet');
  const drops = page.getByRole('figure', { name: /Drops per link/ });
  await expect(drops).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('run-status')).toContainText(/Solved 540 s .* in \d+ ms/, { timeout: 90_000 });

  // Smoothing is on from the start, and the legend says what is shown (goodput) and over what window.
  const throughput = page.getByRole('figure', { name: /Throughput per subflow/ });
  await expect(page.getByRole('button', { name: 'Smooth', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(throughput.locator('.chart-legend-note')).toHaveText('goodput (in order), smoothed over 5 s');
  await expect(throughput.locator('.ts-chart-desc')).toContainText('the mean of the 5 s before it');

  // The drops axis: its top is well below the start-up burst, and a marker gives the burst's value,
  // the same as the native solver's run of the same scenario.
  const scenario = JSON.parse(readFileSync('public/scenarios/III-D.json', 'utf8'));
  scenario.solver.engine = 'packet';
  const path = testInfo.outputPath('III-D-packet.json');
  writeFileSync(path, JSON.stringify(scenario));
  const spike = nativeDropSpike(path);
  expect(spike.value).toBeGreaterThan(50);
  const yTicks = await drops
    .locator('.ts-chart-axes text[x="-8"]')
    .evaluateAll((ts) => ts.map((t) => Number(t.textContent)));
  const axisTop = Math.max(...yTicks);
  expect(axisTop).toBeLessThan(spike.value / 3);
  const peak = drops.locator('.ts-chart-peak').filter({ hasText: `${spike.value} ↑` });
  await expect(peak).toHaveCount(1);
  expect(Number(await peak.getAttribute('data-value'))).toBe(spike.value);
  expect(Number(await peak.getAttribute('data-t'))).toBeCloseTo(spike.tS, 6);

  // Every axis title of the six charts is inside its chart's box (not cut: "Window (pa...").
  await expect(page.locator('.ts-chart')).toHaveCount(6);
  const titles = await page.locator('.ts-chart-box').evaluateAll((boxes) =>
    boxes.flatMap((box) => {
      const b = box.getBoundingClientRect();
      return [...box.querySelectorAll('text.ts-chart-label')].map((t) => {
        const r = t.getBoundingClientRect();
        return {
          text: t.textContent,
          inside: r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5 && r.left >= b.left - 0.5,
        };
      });
    }),
  );
  expect(titles.map((t) => t.text)).toContain('Window (packets)');
  for (const t of titles) expect(t.inside, t.text ?? '').toBe(true);
  // No chart sentence ends cut in "...": on this short screen the drops' one is one line with a
  // "more" button, which shows it whole.
  const desc = drops.locator('.ts-chart-desc');
  const rest = desc.locator('.ts-chart-desc-rest');
  await expect(rest).toBeHidden();
  expect(await desc.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await drops.getByRole('button', { name: 'More of the description' }).click();
  await expect(rest).toBeVisible();
  await expect(drops.getByRole('button', { name: 'Less of the description' })).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});
