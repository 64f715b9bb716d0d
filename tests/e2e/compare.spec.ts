import { test, expect, type Page } from '@playwright/test';

/** The text of every cell of table row `key` (one per controller). */
async function rowCells(page: Page, key: string): Promise<string[]> {
  return page.locator(`.compare-table tr[data-row="${key}"] td`).allTextContents();
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
  const compare = page.getByRole('button', { name: 'Compare', exact: true });
  await expect(compare).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('dialog', { name: 'Presets' }).getByRole('button', { name: 'Load 002-relays-tcp' }).click();
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
  await expect(page.locator('.compare-table tr[data-row="file"] th')).toHaveText('Time to move 2.00 MB (s)', {
    timeout: 30_000,
  });
  await expect(verdict).toContainText(' vs ', { timeout: 30_000 });
  expect(await rowCells(page, 'total')).toHaveLength(3);

  // Leaving is an undoable edit; the Compare button starts a default comparison again.
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.compare-column')).toHaveCount(0);
  await expect(page.getByRole('figure', { name: /Throughput per subflow/ })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.compare-table thead th')).toHaveCount(4);
  await page.getByRole('button', { name: 'Leave comparison' }).click();
  await compare.click();
  await expect(page.locator('.compare-table thead th')).toHaveText(['Over the whole run', 'LIA', 'MCC-Coop']);
  await expect(verdict).toContainText('closest to their sending rates', { timeout: 30_000 });
  expect(errors, errors.join('\n')).toEqual([]);
});
