/**
 * The import dialogs as a first-time user meets them (issue 26): on a wide page the cell sites
 * dialog leaves the map (and the margin band drawn on it) in view; on a phone its table of
 * technologies fits inside it; sites all outside the margin say why Apply is off; a refused
 * trace says, in an alert, that nothing changed (cell sites before a track: realdataCells.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { dropOnMap } from './dropFile';

const shipped = (path: string) => readFileSync(resolve(process.cwd(), 'public', path), 'utf8');

/** Opens the page, imports the shipped drive and drops cell sites (the shipped ones unless told). */
async function openCellsDialog(page: Page, name = 'drive-sites.csv', text = shipped('realdata/drive-sites.csv')) {
  await page.goto('/');
  const status = page.getByTestId('run-status');
  await expect(status).toContainText('Solved 540 s', { timeout: 30_000 });
  await dropOnMap(page, 'drive.gpx', shipped('realdata/drive.gpx'));
  await page
    .getByRole('dialog', { name: /Import a track/ })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(status).toContainText('Solved 521 s', { timeout: 30_000 });
  await dropOnMap(page, name, text);
  return page.getByRole('dialog', { name: /Import cell sites/ });
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test(`at ${size.width}x${size.height} the cell sites dialog leaves the map in view`, async ({ page }) => {
    await page.setViewportSize(size);
    const dialog = await openCellsDialog(page);
    await expect(dialog.getByRole('status')).toHaveText('30 rows read, 19 in the margin, 19 kept, 0 skipped.');
    const box = (await dialog.boundingBox())!;
    const map = (await page.locator('.mp-map').boundingBox())!;
    // The map's part on screen, and how much of it the dialog covers.
    const top = Math.max(map.y, 0);
    const bottom = Math.min(map.y + map.height, size.height);
    expect(bottom - top).toBeGreaterThan(250);
    const overlapX = Math.max(0, Math.min(map.x + map.width, box.x + box.width) - Math.max(map.x, box.x));
    expect(overlapX / map.width).toBeLessThan(0.1);
    // The dialog is on screen whole, Apply included.
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeInViewport({ ratio: 1 });
  });
}

test('at 1280x720 a long cell sites dialog (rows skipped) scrolls inside, with Apply and Cancel in sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const rows = shipped('realdata/drive-sites.csv').trim().split('\n');
  const junk = ['hello,world', 'LTE,1,1,1,1,0,notanumber,52.2', ',,,,,,,,', '<b>LTE</b>,1,1,1,1,0,0.2,52.2'];
  const dialog = await openCellsDialog(page, 'junk-sites.csv', [...rows, ...junk].join('\n'));
  await expect(dialog.getByRole('status')).toHaveText('34 rows read, 19 in the margin, 19 kept, 4 skipped.');
  const box = (await dialog.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(720);
  expect(await dialog.evaluate((d) => d.scrollHeight > d.clientHeight)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
});

test('on a phone the cell sites dialog holds its table of technologies', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openCellsDialog(page);
  await expect(dialog.getByRole('status')).toHaveText('30 rows read, 19 in the margin, 19 kept, 0 skipped.');
  const box = (await dialog.boundingBox())!;
  const table = (await dialog.getByRole('table').boundingBox())!;
  expect(table.x + table.width).toBeLessThanOrEqual(box.x + box.width);
  for (const input of await dialog.getByRole('table').getByRole('textbox').all()) {
    const b = (await input.boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
  }
});

test('a trace with letters in it is refused in an alert that says nothing changed', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await dropOnMap(page, 'letters.down', '2\n4\nabc\n8\n');
  const dialog = page.getByRole('dialog', { name: /Import a link trace/ });
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('The trace was not imported; nothing changed.');
  await expect(alert).toContainText(
    'letters.down, line 3: expected a whole number of milliseconds (Mahimahi: one delivery opportunity per line), got "abc"',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('cell sites far from the drive: the dialog says why there is nothing to apply and what to do', async ({
  page,
}) => {
  // One LTE site at Berlin's Alexanderplatz; the drive is near Cambridge.
  const dialog = await openCellsDialog(
    page,
    'berlin.csv',
    'radio,mcc,net,area,cell,unit,lon,lat,range\nLTE,262,1,1,1,0,13.4132,52.5219,1000\n',
  );
  await expect(dialog.getByRole('status')).toHaveText('1 row read, 0 in the margin, 0 kept, 0 skipped.');
  await expect(dialog.getByRole('alert')).toHaveText(
    'No site is within 1000 m of the path, so there is nothing to apply: widen the margin (up to 50000 m) or use a file of the sites around the drive.',
  );
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
});

test('File > Import track…: the dialog takes the focus, Tab stays in it, Escape cancels', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'File', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import track…' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'drive.gpx',
    mimeType: 'application/gpx+xml',
    buffer: Buffer.from(shipped('realdata/drive.gpx')),
  });
  const dialog = page.getByRole('dialog', { name: /Import a track/ });
  await expect(dialog).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s');
});
