// Soak test (a script, not CI): scripted use of the production build in real Chromium for a while
// (SOAK_MINUTES, default 30) — drag and nudge stations, edit a field, undo and redo, switch presets,
// turn comparison on and off, play and scrub, open share links — sampling the page's JS heap (after a
// garbage collection) and the number of live workers once a minute. Prints a table and the growth
// from the second sample to the last; exits 1 if either grows beyond a bound (heap +50 %, workers +2).
//   npm run build && node scripts/soak.mjs        (SOAK_MINUTES=5 for a short run)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const port = 4181;
const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium'].find(
  (p) => p && existsSync(p),
);
const server = spawn(
  resolve(root, 'node_modules/.bin/vite'),
  ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { cwd: root, stdio: 'ignore' },
);
const base = `http://127.0.0.1:${port}/`;
let linksOpened = 0;

/** One round of the things a class does with the page; each step waits for its solve. */
async function round(page, i) {
  const status = page.getByTestId('run-status');
  const solved = () => status.filter({ hasText: 'Solved' }).waitFor({ timeout: 60_000 });
  const b1 = page.getByRole('button', { name: 'Base station B1' });
  if (await b1.count()) {
    await b1.click();
    for (let k = 0; k < 6; k += 1) await b1.press(k % 2 ? 'ArrowLeft' : 'ArrowRight');
    const box = await b1.boundingBox();
    if (box) {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      for (let k = 1; k <= 10; k += 1) await page.mouse.move(box.x + box.width / 2 + 4 * k, box.y + box.height / 2);
      await page.mouse.up();
    }
    await solved();
    const capacity = page.getByLabel(/Nominal capacity/).first();
    if (await capacity.count()) {
      await capacity.fill(String(15 + (i % 10)));
      await capacity.press('Enter');
    }
    await solved();
  }
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+Shift+z');
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Compare' }).click();
  await solved();
  const play = page.getByRole('button', { name: /^Play/ });
  if (await play.count()) {
    await play.click();
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: /^Pause/ }).click();
  }
  await page.getByLabel('Time cursor', { exact: true }).fill(String((i * 37) % 500));
  // Open the current scenario as a share link in the open page (hashchange), as a student would.
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.evaluate(() => navigator.clipboard?.readText?.().catch(() => null) ?? null);
  if (link && link.includes('#s=')) {
    await page.evaluate((l) => (location.hash = l.slice(l.indexOf('#'))), link);
    linksOpened += 1;
  }
  await solved();
  await page.getByRole('button', { name: 'Presets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Presets' });
  const names = ['III-D', 'III-F', 'III-E', '000-convoy-controllers'];
  await dialog.getByRole('button', { name: `Load ${names[i % names.length]}` }).click();
  await solved();
  if (names[i % names.length] !== 'III-D') {
    await page.getByRole('button', { name: 'Presets' }).click();
    await page.getByRole('dialog', { name: 'Presets' }).getByRole('button', { name: 'Load III-D' }).click();
    await solved();
  }
}

try {
  await new Promise((r) => setTimeout(r, 1500));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--js-flags=--expose-gc'],
  });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(base);
  await page.getByTestId('run-status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60_000 });
  const samples = [];
  const sample = async (minute, rounds) => {
    await page.evaluate(() => globalThis.gc?.());
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    samples.push({ minute, rounds, heapMB: usedSize / 1e6, workers: page.workers().length });
    const s = samples.at(-1);
    console.log(
      `${String(minute).padStart(3)} min  ${String(rounds).padStart(4)} rounds  heap ${s.heapMB.toFixed(1)} MB  workers ${s.workers}`,
    );
  };
  const started = Date.now();
  let rounds = 0;
  let nextSample = 0;
  while (Date.now() - started < minutes * 60_000) {
    const minute = Math.floor((Date.now() - started) / 60_000);
    if (minute >= nextSample) {
      await sample(minute, rounds);
      nextSample = minute + 1;
    }
    await round(page, rounds);
    rounds += 1;
  }
  await sample(minutes, rounds);
  await browser.close();
  const from = samples[Math.min(1, samples.length - 1)];
  const to = samples.at(-1);
  const heapGrowth = to.heapMB / from.heapMB - 1;
  console.log(
    `\n${rounds} rounds (${linksOpened} share links opened) in ${minutes} min; heap ${from.heapMB.toFixed(1)} -> ${to.heapMB.toFixed(1)} MB (${(100 * heapGrowth).toFixed(1)} %), workers ${from.workers} -> ${to.workers}`,
  );
  process.exitCode = heapGrowth > 0.5 || to.workers > from.workers + 2 ? 1 : 0;
} finally {
  server.kill();
}
