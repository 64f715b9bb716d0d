import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w,h] of [[1280,720],[1920,1080]]) {
const page = await browser.newPage({ viewport: { width: w, height: h } });
await page.goto('http://127.0.0.1:4400/');
await page.getByTestId('run-status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60000 });
await page.getByRole('button', { name: 'Presets' }).click();
await page.getByRole('button', { name: 'Start lesson: Why the satellite subflow rises when WiFi fades' }).click();
await page.getByTestId('run-status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60000 });
await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('540');
await page.waitForTimeout(600);
const fig = page.getByRole('figure', { name: /Throughput per subflow/ });
await fig.screenshot({ path: `/tmp/misc/notes-${w}.png` });
await page.close();
}
await browser.close();
