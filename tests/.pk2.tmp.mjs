import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w,h] of [[1280,720],[1920,1080]]) {
const page = await browser.newPage({ viewport: { width: w, height: h } });
await page.goto('http://127.0.0.1:4400/');
await page.getByTestId('run-status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60000 });
await page.getByRole('button', { name: 'Presets' }).click();
await page.getByRole('button', { name: 'Load 003-three-paths-packet' }).click();
await page.waitForTimeout(4000);
await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('600');
await page.waitForTimeout(800);
await page.screenshot({ path: `/tmp/misc/packet-preset-${w}.png` });
await page.close();
}
await browser.close();
