// Screenshots at the five sizes of the guide: node /work/shots5.mjs <base> <outdir> [query]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
const base = process.argv[2] ?? 'http://127.0.0.1:5173/';
const out = process.argv[3] ?? '/tmp/shots5';
const query = process.argv[4] ?? '';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const problems = [];
for (const [w, h] of [[1920, 1080], [1280, 720], [1024, 768], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, ...(w < 500 ? { isMobile: true, hasTouch: true } : {}) });
  page.on('pageerror', (e) => problems.push(`${w}: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`${w}: console ${m.text()}`));
  await page.goto(base + query);
  await page.getByTestId('run-status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60000 }).catch(() => problems.push(`${w}: no Solved`));
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/main-${w}x${h}.png` });
  const sw = await page.evaluate(() => [document.scrollingElement.scrollWidth, innerWidth]);
  console.log(w, 'scrollWidth/innerWidth', sw.join('/'));
  await page.close();
}
const host = await browser.newPage({ viewport: { width: 1000, height: 600 } });
await host.goto(base);
await host.setContent(`<body style="margin:10px"><iframe title="lesson" src="${base}${query || '?lesson=1&charts=throughput'}" width="960" height="540" style="border:1px solid #888"></iframe></body>`);
await host.waitForTimeout(8000);
await host.screenshot({ path: `${out}/iframe-960x540.png` });
console.log(problems.join('\n') || 'no page errors');
await browser.close();
