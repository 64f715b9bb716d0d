import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './watchErrors';
import { openAction } from './topBarActions';

async function loadDefault(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s (5401 samples, 7 subflows)', {
    timeout: 30_000,
  });
}

async function setCursor(page: Page, tS: number) {
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill(String(tS));
}

test('the default scenario loads and streams to completion, map and charts together', async ({ page }) => {
  const errors = watchErrors(page);
  await loadDefault(page);
  await expect(page.getByRole('button', { name: 'Base station B1' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Throughput per subflow/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Channel capacities/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: /WiFi and satellite/ })).toBeVisible();
  // At 1280x720 map and charts are both on screen.
  const viewport = page.viewportSize()!;
  for (const name of ['Base station B3']) {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(box.y + box.height).toBeLessThan(viewport.height);
  }
  await setCursor(page, 500);
  await expect(page.getByTestId('carrying-summary')).toContainText(/carried by sat 13\.\d/);
  await page.screenshot({ path: '.test-output/playground-default.png' });
  expect(errors, errors.join('\n')).toEqual([]);
});

test('dragging a station re-solves and changes the throughput', async ({ page }) => {
  const errors = watchErrors(page);
  await loadDefault(page);
  await setCursor(page, 150);
  const before = await page.getByTestId('carrying-summary').textContent();
  const marker = page.getByRole('button', { name: 'Base station B2' });
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let k = 1; k <= 10; k += 1)
    await page.mouse.move(box.x + box.width / 2 + 25 * k, box.y + box.height / 2 + 20 * k, { steps: 2 });
  await page.screenshot({ path: '.test-output/playground-drag.png' });
  await page.mouse.up();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.getByTestId('carrying-summary')).not.toHaveText(before ?? '');
  expect(errors, errors.join('\n')).toEqual([]);
});

test('scrubbing moves the convoy and play advances time', async ({ page }) => {
  const errors = watchErrors(page);
  await loadDefault(page);
  const head = page.getByRole('img', { name: 'Convoy head' });
  await setCursor(page, 0);
  const at0 = (await head.boundingBox())!;
  await setCursor(page, 100);
  await expect.poll(async () => (await head.boundingBox())!.x).not.toBe(at0.x);
  await setCursor(page, 0);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(async () => Number((await page.getByTestId('time-cursor').textContent())!.replace(/[^0-9.]/g, '')), {
      timeout: 5000,
    })
    .toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.screenshot({ path: '.test-output/playground-playback.png' });
  expect(errors, errors.join('\n')).toEqual([]);
});

test('drawing a new trajectory runs it', async ({ page }) => {
  const errors = watchErrors(page);
  await loadDefault(page);
  await openAction(page, 'Draw path');
  const map = page.getByRole('application', { name: /Map of stations/ });
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.5);
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.3);
  await page.mouse.dblclick(box.x + box.width * 0.8, box.y + box.height * 0.5);
  await expect(page.getByLabel('Trajectory')).toHaveValue('polyline');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  expect(errors, errors.join('\n')).toEqual([]);
});

test('an invalid edit names the field and keeps the last result', async ({ page }) => {
  const errors = watchErrors(page);
  await loadDefault(page);
  await page.getByRole('button', { name: 'Base station B1' }).click();
  const capacity = page.getByLabel(/Nominal capacity/);
  await capacity.fill('-5');
  await expect(page.getByText('Nominal capacity: must be > 0')).toBeVisible();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s');
  expect(errors, errors.join('\n')).toEqual([]);
});
