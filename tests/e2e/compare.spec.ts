import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { at } from '../../src/util/at';
import { openAction } from './topBarActions';

/** The text of every cell of table row `key` (one per controller). */
async function rowCells(page: Page, key: string): Promise<string[]> {
  return page.locator(`.compare-table tr[data-row="${key}"] td`).allTextContents();
}

/**
 * Every marked cell of the table is a number, in a row without a dash, better than each unmarked
 * number of its row by more than 5 % (the caption's margin; rows of percentages and plain numbers).
 */
async function expectMarksBeyondMargin(page: Page): Promise<void> {
  const rows = await page.locator('.compare-table tbody tr[data-row]').all();
  for (const row of rows) {
    const cells = await row.locator('td').all();
    const texts = await row.locator('td').allTextContents();
    const marked = await Promise.all(cells.map((c) => c.evaluate((el) => el.classList.contains('best'))));
    if (!marked.includes(true)) continue;
    const key = await row.getAttribute('data-row');
    expect(texts, `row ${key} has a mark beside a dash`).not.toContain('–');
    const numbers = texts.map((t) => parseFloat(t));
    const best = numbers.filter((_, k) => marked[k]);
    const rest = numbers.filter((n, k) => !marked[k] && Number.isFinite(n));
    for (const b of best)
      for (const r of rest) {
        if (key!.startsWith('ff') || key!.startsWith('pathff'))
          expect(Math.abs(Math.abs(r - 1) - Math.abs(b - 1))).toBeGreaterThan(0.05);
        else expect(Math.abs(b - r), `row ${key}: ${b} vs ${r}`).toBeGreaterThan(0.05 * Math.abs(b) - 1e-9);
      }
  }
}

test('comparison mode: the relay preset runs LIA and MCC-Coop side by side and says which protects the local flows', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const compare = page.getByRole('button', { name: 'Compare', exact: true, includeHidden: true });
  await expect(compare).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Presets' }).click();
  await page
    .getByRole('dialog', { name: 'Presets' })
    .getByRole('button', { name: 'Load 002-relays-tcp', exact: true })
    .click();
  // The preset carries its comparison: comparison mode opens with it.
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  const verdict = page.getByTestId('compare-verdict');
  await expect(verdict).toContainText('closest to their sending rates', { timeout: 30_000 });
  await expect(page.locator('.compare-table thead th')).toHaveText(['Over the whole run', 'LIA', 'MCC-Coop']);

  // One number per controller in every row of the compared source.
  const totals = await rowCells(page, 'total');
  expect(totals).toHaveLength(2);
  for (const t of totals) expect(Number(t)).toBeGreaterThan(0.1);
  expect(totals[0]).not.toBe(totals[1]);
  for (const t of await rowCells(page, 'path:root-lte1+wifi1')) expect(t).toMatch(/^\d+\.\d% · \d+\.\d+ MB$/);
  for (const t of await rowCells(page, 'file')) expect(t).toMatch(/^\d+\.\d$|^not done$/);
  // The local flows as a share of their sending rates, per controller.
  const local1 = await rowCells(page, 'source:local1');
  for (const t of local1) expect(t).toMatch(/^\d\.\d{3} Mbps = \d+\.\d% of its 1\.00 Mbps sending rate$/);
  expect(await rowCells(page, 'source:local2')).toEqual([
    expect.stringMatching(/of its 0\.900 Mbps sending rate$/),
    expect.stringMatching(/of its 0\.900 Mbps sending rate$/),
  ]);
  // The verdict quotes the table's numbers.
  const together = await rowCells(page, 'app-limited');
  const best = together.map(parseFloat).indexOf(Math.max(...together.map(parseFloat)));
  const labels = ['LIA', 'MCC-Coop'];
  await expect(verdict).toContainText(
    `${labels[best]} keeps the app-limited flows closest to their sending rates (${together[best]} vs ${together[1 - best]})`,
  );
  await expect(page.locator(`.compare-table tr[data-row="app-limited"] td.best`)).toHaveCount(1);
  // The verdict names the metric it ranks by; the caption says what "best" means.
  await expect(verdict).toHaveText(
    /^Ranked by the app-limited flows' share of their sending rates \(mean over the run\), then total throughput \(mean over the run\): /,
  );
  await expect(page.locator('.compare-table caption')).toContainText('beats every other controller by more than 5 %');
  await expectMarksBeyondMargin(page);
  await page.screenshot({ path: '.test-output/compare.png' });

  // Overlay: the compared source's total per controller; Split: each controller's own charts.
  await expect(
    page
      .getByRole('figure', { name: /total throughput per controller/ })
      .locator('button[data-series="variant:MCC-Coop"]'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Split' }).click();
  await expect(
    page.getByRole('region', { name: 'Charts of LIA' }).getByRole('figure', { name: /Throughput per subflow/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Charts of MCC-Coop' }).getByRole('figure', { name: /Throughput per subflow/ }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  // A third controller and a smaller file: three columns, the file time re-computed.
  await page.getByRole('button', { name: 'Add controller' }).click();
  await page.getByLabel('File size').fill('2');
  await expect(page.locator('.compare-table thead th')).toHaveText(
    ['Over the whole run', 'LIA', 'MCC-Coop', 'Kelly-Voice'],
    { timeout: 30_000 },
  );
  await expect(page.locator('.compare-table tr[data-row="file"] th')).toHaveText(
    'Time to move 2.00 MB (s from the start, not a mean)',
    {
      timeout: 30_000,
    },
  );
  await expect(verdict).toContainText(' vs ', { timeout: 30_000 });
  expect(await rowCells(page, 'total')).toHaveLength(3);

  // Leaving is an undoable edit; the Compare button starts a default comparison again.
  await openAction(page, 'Compare', true);
  await expect(compare).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.compare-column')).toHaveCount(0);
  await expect(page.getByRole('figure', { name: /Throughput per subflow/ })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.compare-table thead th')).toHaveCount(4);
  await page.getByRole('button', { name: 'Leave comparison' }).click();
  await openAction(page, 'Compare', true);
  await expect(page.locator('.compare-table thead th')).toHaveText(['Over the whole run', 'LIA', 'MCC-Coop']);
  await expect(verdict).toContainText('closest to their sending rates', { timeout: 30_000 });
  expect(errors, errors.join('\n')).toEqual([]);
});

test('the convoy comparison weighs fairness, exports every controller to CSV and each overlay chart to SVG and PNG', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Presets' }).click();
  await page
    .getByRole('dialog', { name: 'Presets' })
    .getByRole('button', { name: 'Load 000-convoy-controllers' })
    .click();
  const verdict = page.getByTestId('compare-verdict');
  // Nothing competes with the fleet: uncoupled carries the most, but the verdict says what it would take.
  await expect(verdict).toContainText('Uncoupled gives Convoy fleet the most throughput', { timeout: 60_000 });
  await expect(verdict).toContainText('at a bottleneck shared with TCP, it takes one TCP share per subflow');
  const totals = await rowCells(page, 'total');
  // The verdict agrees with the table: LIA, the one-share design, ranks below Kelly-Voice.
  expect(Number(totals[0])).toBeGreaterThan(Number(totals[1]));
  await expect(verdict).toHaveText(
    new RegExp(
      `^Ranked by total throughput \\(mean over the run\\): .*of the controllers designed to take a single TCP share, LIA ranks 3rd of 4 \\(${totals[1]} Mbps\\) here\\.$`,
    ),
  );
  await expect(verdict).not.toContainText('LIA gives the most');
  await expect(page.locator('.compare-table tr[data-row="total"] th')).toHaveText(
    'Total throughput (Mbps, mean over the run)',
  );
  await expect(page.locator('.compare-table tr[data-row="total"] td.best')).toHaveText([totals[2]!]);
  // File times 6.3 and 6.2 s are within 5 %: only uncoupled's 2.8 s is marked.
  const file = await rowCells(page, 'file');
  await expect(page.locator('.compare-table tr[data-row="file"] td.best')).toHaveCount(1);
  expect(Math.min(...file.map(Number))).toBe(
    Number(await page.locator('.compare-table tr[data-row="file"] td.best').textContent()),
  );
  await expectMarksBeyondMargin(page);
  await expect(page.locator('.compare-verdict-rule')).toContainText('fairness to the other flows first');
  await expect(page.locator('.compare-table tr[data-row="total"] th')).toHaveAttribute('title', /higher is better/);

  // Export CSV: one file, a column per controller and series.
  const savedCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvFile = await savedCsv;
  expect(csvFile.suggestedFilename()).toMatch(/-comparison\.csv$/);
  const csv = readFileSync((await csvFile.path())!, 'utf8');
  const header = at(csv.split('\n', 1), 0).split(',');
  expect(header[0]).toBe('t_s');
  for (const label of ['Kelly-Voice', 'LIA', 'Uncoupled', 'Fully coupled'])
    expect(header).toContain(`${label}/x:head-B1`);
  expect(csv.trim().split('\n').length).toBe(5402);

  // The overlay's first chart as SVG and PNG, the scenario title in the figure.
  const figureName = 'Convoy fleet: total throughput per controller';
  const savedSvg = page.waitForEvent('download');
  await page.getByRole('button', { name: `Save the chart ${figureName} as SVG` }).click();
  const svgFile = await savedSvg;
  expect(svgFile.suggestedFilename()).toBe('000-The-convoy-controller-by-controller-compare-fleet.svg');
  const svg = readFileSync((await svgFile.path())!, 'utf8');
  expect(svg).toContain('>000 · The convoy, controller by controller</text>');
  expect((svg.match(/<path d="M/g) ?? []).length).toBeGreaterThanOrEqual(4);
  const savedPng = page.waitForEvent('download');
  await page.getByRole('button', { name: `Save the chart ${figureName} as PNG` }).click();
  const png = readFileSync((await (await savedPng).path())!);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.readUInt32BE(20)).toBeGreaterThan(200);

  // "Add controller" skips MCC-Coop and GMCC-Coop (LIA's law here) and adds OLIA, whose curve differs.
  await page.getByRole('button', { name: 'Remove Fully coupled' }).click();
  await page.getByRole('button', { name: 'Add controller' }).click();
  await expect(page.locator('.compare-table thead th')).toHaveText(
    ['Over the whole run', 'Kelly-Voice', 'LIA', 'Uncoupled', 'OLIA'],
    { timeout: 30_000 },
  );
  await expect(verdict).toContainText(' vs ', { timeout: 60_000 });
  const withOlia = await rowCells(page, 'total');
  expect(withOlia[3]).not.toBe(withOlia[1]);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('station colours follow the station: deleting B2 leaves B3 green on the map and in the charts', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s (5401 samples, 7 subflows)', {
    timeout: 30_000,
  });
  const markerColour = (id: string) =>
    page
      .getByRole('button', { name: `Base station ${id}` })
      .evaluate((el) => (el as HTMLElement).style.getPropertyValue('--mp-colour'));
  const swatch = (series: string) =>
    page
      .getByRole('figure', { name: /Throughput per subflow/ })
      .locator(`button[data-series="${series}"] .chart-legend-swatch`)
      .evaluate((el) => (el as HTMLElement).style.borderColor);
  const before = { marker: await markerColour('B3'), head: await swatch('head-B3'), tail: await swatch('tail-B3') };
  expect(before.marker).not.toBe(await markerColour('B2'));
  await page.getByRole('button', { name: 'Base station B2' }).click();
  await page.keyboard.press('Delete');
  await expect(page.getByRole('button', { name: 'Base station B2' })).toHaveCount(0);
  await expect(page.getByTestId('run-status')).toContainText('5 subflows', { timeout: 30_000 });
  expect(await markerColour('B3')).toBe(before.marker);
  expect(await swatch('head-B3')).toBe(before.head);
  expect(await swatch('tail-B3')).toBe(before.tail);
  await expect(page.locator('.scenario-title')).not.toContainText('7 subflows');
});
