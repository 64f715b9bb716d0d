import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
await page.goto('http://127.0.0.1:4400/');
await page.getByTestId('run-status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60000 });
await page.getByRole('button', { name: 'Compare' }).click();
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/misc/compare2-1024.png' });
const info = await page.evaluate(() => {
  const row = document.querySelector('.panel-row');
  return { sh: row?.scrollHeight, ch: row?.clientHeight, st: row?.scrollTop, sw: row?.scrollWidth, cw: row?.clientWidth, slots: [...document.querySelectorAll('.panel-slot')].map(e => { const r = e.getBoundingClientRect(); return [e.className, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)]; }) };
});
console.log(JSON.stringify(info));
await browser.close();
