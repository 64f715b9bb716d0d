import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
await page.goto('http://127.0.0.1:4400/');
await page.getByTestId('run-status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60000 });
await page.getByRole('button', { name: 'Compare' }).click();
await page.waitForTimeout(2000);
const wide = await page.evaluate(() => {
  const row = document.querySelector('.panel-row');
  const rr = row.getBoundingClientRect();
  return [...row.querySelectorAll('*')].filter(e => e.getBoundingClientRect().right > rr.right + 2).slice(0, 8).map(e => `${e.tagName}.${e.className?.baseVal ?? e.className} ${Math.round(e.getBoundingClientRect().right)}`);
});
console.log(wide.join('\n'));
await browser.close();
