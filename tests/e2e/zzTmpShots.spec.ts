import { test, expect } from '@playwright/test';
for (const size of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`shots ${size.width}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.goto('/?speed=64');
    await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
    const presets = page.getByRole('button', { name: 'Presets' });
    if (await presets.isVisible()) await presets.click();
    else {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Presets' }).click();
    }
    const dialog = page.getByRole('dialog', { name: 'Presets' });
    const start = dialog.getByRole('button', { name: /Start lesson: Two roads/ });
    await start.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/school-shots/gallery-${size.width}.png` });
    await start.click();
    const card = page.getByTestId('lesson-player');
    await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
    await card.getByRole('button', { name: 'Play' }).click();
    await card.getByRole('button', { name: 'Next' }).click();
    await card.getByRole('radio').nth(1).check();
    await card.getByRole('button', { name: 'Play' }).click();
    await expect(card.locator('.lesson-result')).toContainText(/on this run/i, { timeout: 60_000 });
    await page.screenshot({ path: `/tmp/school-shots/two-roads-step2-${size.width}.png` });
    await page.screenshot({ path: `/tmp/school-shots/two-roads-step2-full-${size.width}.png`, fullPage: true });
    await page.evaluate(() => localStorage.clear());
    await page.goto('/?level=school');
    await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Why not 100 %?' }).click();
    const w = page.getByTestId('why-not-full');
    await w.getByLabel('Route').selectOption({ label: 'satellite' });
    await w.screenshot({ path: `/tmp/school-shots/why-${size.width}.png` });
    await page.screenshot({ path: `/tmp/school-shots/school-page-${size.width}.png` });
  });
}
