import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from '@playwright/test';

test("a round trip far below the step is run as two steps, and the page shows the solver's warning by field", async ({
  page,
}) => {
  const scenario = JSON.parse(readFileSync(resolve(process.cwd(), 'public/scenarios/III-D.json'), 'utf8'));
  scenario.stations[0].delays = { forwardMs: 5e-7, feedbackMs: 5e-7 };
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByLabel('Open a scenario file').setInputFiles({
    name: 'tiny-delay.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(scenario)),
  });
  await expect(page.locator('.notice')).toContainText('Solver warning: stations[0].delays', { timeout: 30_000 });
  await expect(page.locator('.notice')).toContainText('run as a 2 ms round trip');
  // The spoken summary at the end of the run: no subflow above its station's 20 Mbps.
  await page.getByLabel('Time cursor', { exact: true }).fill('300');
  const summary = await page.getByTestId('carrying-summary').textContent();
  const rates = [...(summary ?? '').matchAll(/(head|tail)-B\d ([\d.]+)/g)].map((m) => Number(m[2]));
  expect(rates.length).toBeGreaterThan(0);
  for (const rate of rates) expect(rate).toBeLessThanOrEqual(20);
});
