import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { planeToGeo, tilePixel, WEB_MERCATOR_R_M } from '../../src/geometry/geoFrame';
import { at as itemAt } from '../../src/util/at';
import { watchErrors } from './watchErrors';
import { openAction } from './topBarActions';

/** A 1x1 PNG: every tile of the tiny local tile server (Leaflet draws it 256 px square). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TEMPLATE = '/geo-tiles/{z}/{x}/{y}.png';
/** The Eiffel Tower, the frame's origin. */
const ORIGIN = { originLatDeg: 48.8584, originLonDeg: 2.2945 };

/** The roadside preset in a geographic frame, with a second station and a bent path near the middle. */
function geoScenario(): string {
  const s = JSON.parse(readFileSync('public/scenarios/004-roadside.json', 'utf8'));
  s.title = 'Roadside on the map';
  s.frame = { kind: 'geographic', ...ORIGIN };
  s.stations[0].position = { xM: 37, yM: 23 };
  s.platforms[0].trajectory.points = [
    { xM: -450, yM: 120 },
    { xM: -20, yM: -31 },
    { xM: 600, yM: -80 },
  ];
  return JSON.stringify(s);
}

/** The loaded tiles on screen: zoom, column, row and box. */
async function tiles(page: Page) {
  const found = await page.locator('img.leaflet-tile-loaded').evaluateAll((imgs) =>
    imgs.map((img) => {
      const m = /\/geo-tiles\/(-?\d+)\/(-?\d+)\/(-?\d+)\.png/.exec((img as HTMLImageElement).src);
      const r = img.getBoundingClientRect();
      return m ? { z: Number(m[1]), x: Number(m[2]), y: Number(m[3]), left: r.left, top: r.top, width: r.width } : null;
    }),
  );
  return found.filter((t) => t !== null);
}

/**
 * How far (metres on the ground) the centre of `selector`'s element is from where the tile grid puts
 * the point `xM` east, `yM` north of the origin.
 */
async function misalignmentM(page: Page, selector: string, p: { xM: number; yM: number }): Promise<number> {
  const all = await tiles(page);
  const z = Math.max(...all.map((t) => t.z));
  const geo = planeToGeo(ORIGIN, p);
  const px = tilePixel(geo, z);
  const tile = all.find((t) => t.z === z && t.x === Math.floor(px.x / 256) && t.y === Math.floor(px.y / 256));
  expect(tile, `tile under ${selector}`).toBeDefined();
  const scale = tile!.width / 256;
  const expected = { x: tile!.left + (px.x - tile!.x * 256) * scale, y: tile!.top + (px.y - tile!.y * 256) * scale };
  const box = (await page.locator(selector).first().boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const metresPerScreenPx =
    (2 * Math.PI * WEB_MERCATOR_R_M * Math.cos((geo.latDeg * Math.PI) / 180)) / (256 * 2 ** z) / scale;
  return Math.hypot(centre.x - expected.x, centre.y - expected.y) * metresPerScreenPx;
}

test('in a geographic frame, stations and path points line up with Web Mercator tiles to within a metre', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  await context.route('**/geo-tiles/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  await page.goto(`/?tiles=${encodeURIComponent(TEMPLATE)}&attribution=${encodeURIComponent('<b>Local</b> tiles')}`);
  await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
  await page.getByRole('dialog', { name: 'Map tiles' }).getByRole('button', { name: 'Allow' }).click();
  await page
    .getByLabel('Open a scenario file')
    .setInputFiles({ name: 'geo.json', mimeType: 'application/json', buffer: Buffer.from(geoScenario()) });
  await expect(page.locator('.scenario-title')).toContainText('Roadside on the map');
  // The attribution is shown, as text.
  await expect(page.locator('.leaflet-control-attribution')).toHaveText('<b>Local</b> tiles');
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached({ timeout: 10_000 });
  // Web Mercator zooms (a city view), not the planar map's -8..5.
  expect(Math.max(...(await tiles(page)).map((t) => t.z))).toBeGreaterThanOrEqual(14);

  // Zoom to street level (tile zoom 18) with the wheel, between the station and the path's middle point.
  const station = page.locator('.mp-station').first();
  const vertex = page.locator('.mp-vertex').nth(1);
  for (let i = 0; i < 40; i++) {
    const zooms = (await tiles(page)).map((t) => t.z);
    if (zooms.length && Math.max(...zooms) >= 18) break;
    const a = (await station.boundingBox())!;
    const b = (await vertex.boundingBox())!;
    await page.mouse.move((a.x + b.x) / 2 + 8, (a.y + b.y) / 2 + 8);
    await page.mouse.wheel(0, -120);
    await page.waitForTimeout(250);
  }
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached();
  await page.waitForTimeout(500);
  expect(Math.max(...(await tiles(page)).map((t) => t.z))).toBeGreaterThanOrEqual(18);

  expect(await misalignmentM(page, '.mp-station', { xM: 37, yM: 23 })).toBeLessThan(1);
  // The bent path's middle point (a vertex handle), 60 m from the station.
  expect(await misalignmentM(page, '.mp-vertex >> nth=1', { xM: -20, yM: -31 })).toBeLessThan(1);
  expect(errors).toEqual([]);
});

test('the Map settings set the tile URL, its attribution and the origin; the origin is an undoable edit', async ({
  page,
  context,
}) => {
  const requested: string[] = [];
  await context.route('**/geo-tiles/**', (route) => {
    requested.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
  await page.locator('.mp-map-settings > summary').click();
  const form = page.getByRole('form', { name: 'Map settings' });
  await form.getByLabel('Latitude, ° N').fill('95');
  await form.getByLabel('Longitude, ° E').fill('2.2945');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('alert')).toContainText('Latitude must be a number of degrees from -85 to 85');

  await form.getByLabel('Tile URL template').fill(TEMPLATE);
  await form.getByLabel('Attribution (text)').fill('© Test tiles <i>x</i>');
  await form.getByLabel('Latitude, ° N').fill('48.8584');
  await form.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog', { name: 'Map tiles' }).getByRole('button', { name: 'Allow' }).click();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  // Tiles of a city-scale Web Mercator view: zoom 12 or more.
  expect(requested.every((p) => Number(p.split('/')[2]) >= 12)).toBe(true);
  await expect(page.locator('.leaflet-control-attribution')).toHaveText('© Test tiles <i>x</i>');

  await page.getByRole('button', { name: 'Undo' }).click();
  await page.locator('.mp-map-settings > summary').click();
  await expect(page.getByRole('form', { name: 'Map settings' }).getByLabel('Latitude, ° N')).toHaveValue('');
  await page.getByRole('button', { name: 'Redo' }).click();
  await page.locator('.mp-map-settings > summary').click();
  await expect(page.getByRole('form', { name: 'Map settings' }).getByLabel('Latitude, ° N')).toHaveValue('48.8584');
});

test('a freehand stroke leaves a few path handles, not one per sample', async ({ page }) => {
  const errors = watchErrors(page);
  // Wide, so that the status line's words while the edit solves do not rewrap the top bar and
  // move the map under the stroke.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  // A first stroke makes the preset an edited one: its Watch-for card gives way to a shorter
  // "Edited preset" note and the map moves up. The stroke measured is the second one.
  const stroke = async () => {
    await openAction(page, 'Freehand');
    const map = (await page.locator('.mp-map').boundingBox())!;
    // A wavy stroke across most of the map, one pointer event every 4 px.
    const x0 = map.x + map.width * 0.1;
    const x1 = map.x + map.width * 0.9;
    const yMid = map.y + map.height / 2;
    const amplitude = map.height * 0.25;
    const steps = Math.round((x1 - x0) / 4);
    const at = (i: number) => ({
      x: x0 + ((x1 - x0) * i) / steps,
      y: yMid + amplitude * Math.sin((i / steps) * 2 * Math.PI),
    });
    await page.mouse.move(at(0).x, at(0).y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) await page.mouse.move(at(i).x, at(i).y);
    await page.mouse.up();
    return { at, steps };
  };
  await stroke();
  await expect(page.getByTestId('lesson-edited')).toBeAttached();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.waitForTimeout(500);
  const { at, steps } = await stroke();
  await expect(page.locator('.mp-vertex').first()).toBeAttached();
  const handles = await page.locator('.mp-vertex').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }),
  );
  expect(handles.length).toBeGreaterThanOrEqual(4);
  expect(handles.length).toBeLessThanOrEqual(20);
  // Every point of the stroke is within the tolerance (6 px, plus a pixel of rounding) of the path.
  const dist = (p: { x: number; y: number }) => {
    let best = Infinity;
    for (let k = 0; k + 1 < handles.length; k++) {
      const a = itemAt(handles, k, 'vertex handle');
      const b = itemAt(handles, k + 1, 'vertex handle');
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const u = Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
      best = Math.min(best, Math.hypot(p.x - a.x - u * dx, p.y - a.y - u * dy));
    }
    return best;
  };
  let worst = 0;
  for (let i = 0; i <= steps; i++) worst = Math.max(worst, dist(at(i)));
  expect(worst).toBeLessThan(8);
  expect(errors).toEqual([]);
});
