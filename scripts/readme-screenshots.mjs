// The README's two screenshots (docs/img/main.png, docs/img/lesson.png), taken from a running build:
//   npx vite build && npx vite preview --port 4300 &  node scripts/readme-screenshots.mjs http://127.0.0.1:4300/
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:4173/';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.goto(base);
await page.getByTestId('run-status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60_000 });
await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('200');
await page.waitForTimeout(500);
await page.screenshot({ path: 'docs/img/main.png' });

await page.getByRole('button', { name: 'Presets' }).first().click();
await page.getByRole('button', { name: 'Start lesson: Why the satellite subflow rises when WiFi fades' }).click();
await page.getByTestId('run-status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60_000 });
const card = page.getByTestId('lesson-player');
await card.getByRole('button', { name: 'Next' }).click();
await card.getByRole('radio', { name: 'Rise' }).check();
await card.getByRole('button', { name: 'Play' }).click();
await card.locator('.lesson-result').waitFor({ timeout: 60_000 });
await page.waitForTimeout(300);
await page.screenshot({ path: 'docs/img/lesson.png' });
await browser.close();
