import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';

test('each chart saves as a PNG of what is on screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  for (const name of ['throughput', 'capacity', 'aggregate']) {
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: `Save the ${name} chart as PNG` }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe(`${name}.png`);
    const png = readFileSync((await file.path())!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height at twice the on-screen size.
    expect(png.readUInt32BE(16)).toBeGreaterThan(1000);
    expect(png.readUInt32BE(20)).toBeGreaterThan(200);
    expect(png.length).toBeGreaterThan(20_000);
    if (name === 'throughput') await file.saveAs('.test-output/throughput.png');
  }
  expect(errors).toEqual([]);
});
