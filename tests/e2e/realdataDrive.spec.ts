/**
 * A whole drive from the shipped files (issue 26): on the default convoy, the GPX track
 * (public/realdata/drive.gpx) and then the cell sites (drive-sites.csv) are dropped onto the map;
 * the convoy follows the track (at the start, along it, at its end), the sites near the road are
 * the stations, and two Undos give the convoy paper's scenario back.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { dropOnMap } from './dropFile';
import { watchErrors } from './watchErrors';

const shipped = (path: string) => readFileSync(resolve(process.cwd(), 'public', path), 'utf8');

type Px = { x: number; y: number };

/** Centres of the path's vertex handles on screen, in order. */
async function pathPx(page: Page): Promise<Px[]> {
  return page.locator('.mp-vertex').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }),
  );
}

/** Centre of the marker that shows the convoy's middle (alone, or merged with head and tail when they overlap). */
async function middle(page: Page): Promise<Px> {
  const box = (await page.locator('.mp-node:visible').filter({ hasText: 'M' }).first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Distance from `p` to the polyline `path` and how far along it (px of path length) the nearest point is. */
function onPath(p: Px, path: Px[]): { offPx: number; alongPx: number } {
  let best = { offPx: Infinity, alongPx: 0 };
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const u =
      len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len ** 2));
    const off = Math.hypot(a.x + u * (b.x - a.x) - p.x, a.y + u * (b.y - a.y) - p.y);
    if (off < best.offPx) best = { offPx: off, alongPx: walked + u * len };
    walked += len;
  }
  return best;
}

test('the shipped drive: a GPX then cell sites dropped on the map; the convoy follows the track; Undo twice', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  const status = page.getByTestId('run-status');
  await expect(status).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.locator('.mp-station')).toHaveCount(3);

  await dropOnMap(page, 'drive.gpx', shipped('realdata/drive.gpx'));
  const track = page.getByRole('dialog', { name: /Import a track/ });
  await expect(track.getByTestId('track-kept')).toContainText(/^kept \d+ of 522 points/, { timeout: 30_000 });
  await track.getByRole('button', { name: 'Apply' }).click();
  await expect(status).toContainText('Solved 521 s', { timeout: 30_000 });

  await dropOnMap(page, 'drive-sites.csv', shipped('realdata/drive-sites.csv'));
  const cells = page.getByRole('dialog', { name: /Import cell sites/ });
  const counts = cells.locator('.import-cells-counts');
  await expect(counts).toContainText(/^30 rows read, \d+ in the margin, \d+ kept/, { timeout: 30_000 });
  const kept = Number(/(\d+) kept/.exec((await counts.textContent()) ?? '')![1]);
  expect(kept).toBeGreaterThan(3);
  await cells.getByRole('button', { name: 'Apply' }).click();
  await expect(cells).toBeHidden();
  await expect(page.locator('.mp-station')).toHaveCount(kept);
  await expect(status).toContainText('Solved 521 s', { timeout: 60_000 });

  // The convoy follows the track: on the drawn path at every time, further along as time goes on,
  // at its first point at 0 s and at its last at the end.
  const path = await pathPx(page);
  expect(path.length).toBeGreaterThan(100);
  const cursor = page.getByRole('slider', { name: 'Time cursor', exact: true });
  const along: number[] = [];
  // How far the marker carrying M may be from the middle itself: a few pixels, or, when M is folded
  // into the head's or tail's marker (the map zoomed out: src/map/convoyMarkers.ts), that marker's
  // reach (half its width and one marker more).
  const slack: number[] = [];
  for (const tS of [0, 120, 260, 400, 521]) {
    await cursor.fill(String(tS));
    await expect.poll(async () => onPath(await middle(page), path).offPx, { message: `at ${tS} s` }).toBeLessThan(4);
    along.push(onPath(await middle(page), path).alongPx);
    const marker = page.locator('.mp-node:visible').filter({ hasText: 'M' }).first();
    const merged = ((await marker.textContent()) ?? '').trim().length > 1;
    slack.push(merged ? (await marker.boundingBox())!.width / 2 + 22 : 8);
  }
  for (let k = 1; k < along.length; k++)
    expect(along[k]!, `along the path: ${along.join(', ')}`).toBeGreaterThan(along[k - 1]!);
  let totalPx = 0;
  for (let i = 1; i < path.length; i++) totalPx += Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y);
  // At the ends, the middle is at the path's ends (within the marker's slack).
  expect(along[0]!).toBeLessThan(slack[0]!);
  expect(along.at(-1)!).toBeGreaterThan(totalPx - slack.at(-1)!);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.mp-station')).toHaveCount(3);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(status).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.locator('.mp-vertex')).toHaveCount(0);
  expect(errors).toEqual([]);
});
