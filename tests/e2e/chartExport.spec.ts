import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';

test('each chart saves as a PNG of what is on screen and as a vector SVG', async ({ page }) => {
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

    const savedSvg = page.waitForEvent('download');
    await page.getByRole('button', { name: `Save the ${name} chart as SVG` }).click();
    const svgFile = await savedSvg;
    expect(svgFile.suggestedFilename()).toBe(`${name}.svg`);
    const svg = readFileSync((await svgFile.path())!, 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Vector lines: one path or more per visible series, with many points each.
    expect((svg.match(/<path d="M/g) ?? []).length).toBeGreaterThanOrEqual(2);
    expect(svg.length).toBeGreaterThan(20_000);
    if (name === 'throughput') {
      await svgFile.saveAs('.test-output/throughput.svg');
      // It renders as an image (well-formed) in the browser.
      const ok = await page.evaluate(
        (text) =>
          new Promise<boolean>((resolve) => {
            const image = new Image();
            image.onload = () => resolve(image.width > 0);
            image.onerror = () => resolve(false);
            image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
          }),
        svg,
      );
      expect(ok).toBe(true);
    }
  }
  expect(errors).toEqual([]);
});
