// Browser benchmark of the playground, driven through real Chromium against the production build
// (vite preview): time from an edit to the first chunk on screen and to the complete result, full
// 540 s results per second during a scripted drag, and frame times while a run streams.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4179);
// BENCH_DIST serves another build (scripts/bench-versions.mjs); BENCH_QUICK measures edits and the
// drag only (no packet or placement parts).
const dist = process.env.BENCH_DIST ?? resolve(root, 'dist');
const quick = !!process.env.BENCH_QUICK;
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium'].find(
  (p) => p && existsSync(p),
);
const server = spawn(
  resolve(root, 'node_modules/.bin/vite'),
  ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dist],
  { cwd: root, stdio: 'ignore' },
);
let poolNote = '';
async function workersOf() {
  return poolNote;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

try {
  await new Promise((r) => setTimeout(r, 1500));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const query = process.env.BENCH_WORKERS ? `?workers=${process.env.BENCH_WORKERS}` : '';
  await page.goto(`http://127.0.0.1:${port}/${query}`);
  const status = page.getByTestId('run-status');
  await status.filter({ hasText: 'Solved 540 s' }).waitFor({ timeout: 60_000 });
  const attr = async (name) => Number(await status.getAttribute(name));

  // 1. Edits: select B1, then nudge it with the arrow keys, one complete solve at a time.
  const b1 = page.getByRole('button', { name: 'Base station B1' });
  await b1.click();
  const first = [];
  const complete = [];
  for (let i = 0; i < 8; i += 1) {
    const runs = await attr('data-completed-runs');
    await b1.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="run-status"]')?.getAttribute('data-completed-runs')) > n,
      runs,
      { timeout: 30_000 },
    );
    first.push(await attr('data-first-chunk-ms'));
    complete.push(await attr('data-complete-ms'));
  }

  // 2. Frame times while a run streams (requestAnimationFrame deltas on the page).
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__frames.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const runsBeforeStream = await attr('data-completed-runs');
  await b1.press('ArrowUp');
  await page.waitForFunction(
    (n) => Number(document.querySelector('[data-testid="run-status"]')?.getAttribute('data-completed-runs')) > n,
    runsBeforeStream,
  );
  const frames = (await page.evaluate(() => window.__frames)).slice(1);

  // 3. A scripted drag of B2 for about 5 s: complete results per second.
  const b2 = page.getByRole('button', { name: 'Base station B2' });
  const box = await b2.boundingBox();
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  const runsAtStart = await attr('data-completed-runs');
  const started = Date.now();
  let k = 0;
  while (Date.now() - started < 5000) {
    k += 1;
    await page.mouse.move(x0 + 80 * Math.sin(k / 20), y0 + 60 * Math.cos(k / 25));
    await page.waitForTimeout(16);
  }
  const dragS = (Date.now() - started) / 1000;
  const dragRuns = (await attr('data-completed-runs')) - runsAtStart;
  await page.mouse.up();
  const packetFirst = [];
  const packetComplete = [];
  let coarseS = NaN;
  let allS = NaN;
  if (!quick) {
    // 4. The packet engine: paper 003's packet preset (1200 s, about 11 million events), edits of
    // path 1's capacity, one complete run at a time.
    await page.getByRole('button', { name: 'Presets' }).click();
    await page.getByRole('button', { name: 'Load 003-three-paths-packet', exact: true }).click();
    await status.filter({ hasText: 'Solved 1200 s' }).waitFor({ timeout: 60_000 });
    const capacity = page.getByLabel(/path1 capacity/);
    for (let i = 0; i < 4; i += 1) {
      const runs = await attr('data-completed-runs');
      await capacity.fill(String(11 + (i % 2)));
      await page.waitForFunction(
        (n) => Number(document.querySelector('[data-testid="run-status"]')?.getAttribute('data-completed-runs')) > n,
        runs,
        { timeout: 60_000 },
      );
      packetFirst.push(await attr('data-first-chunk-ms'));
      packetComplete.push(await attr('data-complete-ms'));
    }

    // 5. The placement map: III-D's B1 over a 20 x 20 grid of the visible map, on the worker pool.
    await page.getByRole('button', { name: 'Presets' }).click();
    await page.getByRole('button', { name: 'Load III-D', exact: true }).click();
    await status.filter({ hasText: 'Solved 540 s' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Placement map' }).click();
    await page.getByRole('combobox', { name: 'Best for' }).filter({ hasText: 'mean throughput' }).waitFor();
    await page.getByRole('combobox', { name: 'Grid' }).selectOption('20');
    const placed = page.getByTestId('placement-status');
    const mapStart = performance.now();
    await page.getByRole('button', { name: 'Map it' }).click();
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="placement-status"]')?.textContent?.split(' ')[0]) >= 25,
      undefined,
      { timeout: 120_000, polling: 20 },
    );
    coarseS = (performance.now() - mapStart) / 1000;
    await placed.filter({ hasText: '400 of 400 runs in' }).waitFor({ timeout: 300_000 });
    const placementText = await placed.textContent();
    allS = Number(/runs in ([\d.]+) s/.exec(placementText ?? '')?.[1]);
  }

  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  poolNote = `${cores} cores, ${process.env.BENCH_WORKERS ?? 'default'} solver workers`;
  await browser.close();

  console.log(`Playground in Chromium (production build, 1280x720, default preset III-D, ${await workersOf()}):`);
  console.log(
    `  edit -> first chunk on screen   median ${median(first).toFixed(0)} ms   (target: first pixels within 100 ms)`,
  );
  console.log(`  edit -> complete 540 s result   median ${median(complete).toFixed(0)} ms`);
  console.log(
    `  full results per second while dragging   ${(dragRuns / dragS).toFixed(1)} /s   (${dragRuns} in ${dragS.toFixed(1)} s; target >= 10)`,
  );
  console.log(
    `  frame time while streaming   p50 ${pct(frames, 0.5).toFixed(1)} ms, p95 ${pct(frames, 0.95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms over ${frames.length} frames   (target < 16 ms)`,
  );
  if (!quick) {
    console.log('Packet engine in Chromium (preset 003-three-paths-packet, 1200 s, edits of path 1):');
    console.log(
      `  edit -> first chunk on screen   median ${median(packetFirst).toFixed(0)} ms   (target: within 150 ms)`,
    );
    console.log(`  edit -> complete 1200 s result  median ${median(packetComplete).toFixed(0)} ms`);
    console.log(`Placement map in Chromium (III-D, station B1, 20 x 20 runs of 540 s, one worker per core):`);
    console.log(`  first 25 (coarse) runs on the map   ${coarseS.toFixed(1)} s   (target: within 2 s)`);
    console.log(`  all 400 runs                        ${allS.toFixed(1)} s   (target: within 10 s)`);
  }
} finally {
  server.kill();
}
