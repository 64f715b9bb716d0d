/**
 * Chart exports with hostile text in every text they draw (notes, the scenario's title, source and
 * controller labels in legends and titles): each PNG is a file, each SVG well-formed XML (the
 * defects: an emoji at a note's characters 39-40 made PNG export throw "URI malformed" with no file
 * and no message; U+0001 or U+FFFF made the SVG ill-formed and the PNG fail silently).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { watchErrors } from './watchErrors';
import { HOSTILE_TEXTS } from '../unit/hostileText';

/** The hostile texts the solver takes in a scenario (it refuses lone surrogates, which JSON escapes). */
const TEXTS = HOSTILE_TEXTS.filter((t) => !/[\uD800-\uDFFF]/.test(t.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '')));

function preset(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(process.cwd(), `public/scenarios/${name}.json`), 'utf8'));
}

/** Opens `scenario` through File > Open. */
async function open(page: Page, scenario: object): Promise<void> {
  await page.getByLabel('Open a scenario file').setInputFiles({
    name: 'hostile.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(scenario)),
  });
}

/** Clicks `button` (a name or a locator), and returns the saved file's bytes. */
async function saved(page: Page, button: string | Locator): Promise<Buffer> {
  const download = page.waitForEvent('download', { timeout: 20_000 });
  await (typeof button === 'string' ? page.getByRole('button', { name: button }) : button).click();
  return readFileSync((await (await download).path())!);
}

/** `bytes` as UTF-8 (throws on invalid UTF-8) parsed as XML by the browser: its parse errors. */
async function xmlErrors(page: Page, bytes: Buffer): Promise<string[]> {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  return page.evaluate((svg) => {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    return [...doc.getElementsByTagName('parsererror')].map((e) => e.textContent ?? 'parsererror');
  }, text);
}

/** A PNG file at least `minWidth` pixels wide. */
function expectPng(bytes: Buffer, minWidth: number): void {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBeGreaterThan(minWidth);
}

test('charts with hostile notes, title and labels save as a PNG file and as well-formed SVG', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const scenario = preset('III-D');
  const charts = ['throughput', 'capacity', 'aggregate'];
  scenario.title = TEXTS.slice(0, 4).join(' ');
  scenario.annotations = TEXTS.flatMap((text, k) =>
    charts.map((chart) => ({ chart, timeS: 10 + ((k * 37) % 520), text })),
  );
  (scenario.sources as Array<{ label?: string }>).forEach((s, k) => (s.label = TEXTS[k % TEXTS.length]));
  await open(page, scenario);
  await expect(page.locator('.scenario-title')).toContainText('start of heading');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.locator('.ts-chart-note').first()).toBeVisible();
  for (const name of charts) {
    expectPng(await saved(page, `Save the ${name} chart as PNG`), 1000);
    const svg = await saved(page, `Save the ${name} chart as SVG`);
    expect(await xmlErrors(page, svg)).toEqual([]);
    // The notes are in it: the emoji at characters 39-40 kept whole.
    expect(svg.toString('utf8')).toContain(`${'x'.repeat(38)}🚀…`);
  }
  await expect(page.locator('.chart-export-problem')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('comparison overlay charts with hostile controller labels and title save as PNG and well-formed SVG', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const scenario = preset('000-convoy-controllers') as { title: string; comparison: { variants: { label: string }[] } };
  scenario.title = TEXTS.slice(0, 3).join(' ');
  scenario.comparison.variants.forEach((v, k) => (v.label = `${k} ${TEXTS[(k * 5 + 1) % TEXTS.length]!.slice(0, 60)}`));
  await open(page, scenario);
  await expect(page.locator('.scenario-title')).toContainText('start of heading');
  // The first overlay chart's buttons: SVG, then PNG (their names hold the hostile labels).
  const buttons = page.locator('.compare-chart-export').first().locator('button');
  await expect(buttons.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.compare-chart .ts-chart canvas').first()).toBeVisible({ timeout: 30_000 });
  expectPng(await saved(page, buttons.nth(1)), 500);
  expect(await xmlErrors(page, await saved(page, buttons.nth(0)))).toEqual([]);
  await expect(page.locator('.chart-export-problem')).toHaveCount(0);
  expect(errors).toEqual([]);
});
