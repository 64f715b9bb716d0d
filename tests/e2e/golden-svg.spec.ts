/**
 * Golden outputs (issue 21 item 5): the SVG export of the throughput chart of five presets, at one
 * fixed viewport, checked in under tests/golden/svg (Observable Plot's snapshot practice: every
 * number cut to one decimal, so a sub-pixel change or a font's metrics do not churn them).
 * `UPDATE_GOLDEN=1 npx playwright test tests/e2e/golden-svg.spec.ts` rewrites them when a change
 * of the picture is meant.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './watchErrors';

const DIR = resolve(process.cwd(), 'tests/golden/svg');
const PRESETS = ['III-D', 'III-F', 'III-G', '000-unstable', '003-three-paths-packet'];

test.use({ viewport: { width: 1280, height: 720 } });

/** The SVG with every number cut to one decimal and one element a line. */
function cutDigits(svg: string): string {
  return svg
    .replace(/-?\d+\.\d+/g, (n) => {
      const cut = Number(n).toFixed(1);
      return cut === '-0.0' ? '0.0' : cut;
    })
    .replace(/></g, '>\n<');
}

/** Opens the app and loads preset `name`, waiting until its own run has finished. */
async function openPreset(page: Page, name: string) {
  await page.goto('/');
  const status = page.getByTestId('run-status');
  await expect(status).toContainText('Solved', { timeout: 30_000 });
  const runs = Number(await status.getAttribute('data-completed-runs'));
  if (name !== 'III-D') {
    await page.getByRole('button', { name: 'Presets' }).click();
    await page.getByRole('button', { name: `Load ${name}`, exact: true }).click();
    await expect(status).toHaveAttribute('data-completed-runs', String(runs + 1), { timeout: 60_000 });
  }
  await expect(status).toContainText('Solved');
}

for (const preset of PRESETS) {
  test(`the throughput chart of ${preset} saves the golden SVG`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await openPreset(page, preset);
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save the throughput chart as SVG' }).click();
    const svg = cutDigits(readFileSync((await (await saved).path())!, 'utf8'));
    const path = resolve(DIR, `${preset}.throughput.svg`);
    if (process.env.UPDATE_GOLDEN) writeFileSync(path, svg);
    expect(existsSync(path), `${path}: no golden file (UPDATE_GOLDEN=1 writes it)`).toBe(true);
    const want = readFileSync(path, 'utf8').split('\n');
    const got = svg.split('\n');
    const differing = got.flatMap((line, i) => (line === want[i] ? [] : [`line ${i + 1}: - ${want[i]}\n+ ${line}`]));
    if (want.length !== got.length) differing.push(`lines: ${want.length} golden, ${got.length} now`);
    expect(differing.slice(0, 8).join('\n')).toBe('');
    expect(errors).toEqual([]);
  });
}
