/**
 * A GPX track dropped onto the map (issue 26): the import dialog, Apply, the convoy drives the track
 * at the track's own times, Undo brings the scenario back; a bad GPX is refused with a message naming
 * the file and the element; the street map loads OpenStreetMap tiles by the tile rules.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { dropOnMap } from './dropFile';
import { watchErrors } from './watchErrors';
import { expectNoViolations } from './axe';

const fixture = (name: string) => readFileSync(resolve(process.cwd(), 'tests/fixtures/realdata', name), 'utf8');

/** Centres of the path's vertex handles on screen, in order. */
async function handleCentres(page: Page): Promise<Array<{ x: number; y: number }>> {
  return page.locator('.mp-vertex').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }),
  );
}

/** Centre of the convoy's middle marker on screen. */
async function middle(page: Page): Promise<{ x: number; y: number }> {
  const box = (await page.locator('.mp-node--middle').first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The fixture's fixes as seconds since the first (drive.gpx: 8 fixes, the fourth repeats the third). */
const FIX_TIMES_S = [0, 10, 20, 50, 58, 70, 80, 95];
/** Which vertex (distinct point) each fix is. */
const FIX_VERTEX = [0, 1, 2, 2, 3, 4, 5, 6];

/** Where the GPX puts the vehicle at `tS`, on screen: between the two fixes around it (moving, not at a stop). */
function expectedAt(tS: number, handles: Array<{ x: number; y: number }>): { x: number; y: number } {
  const k = FIX_TIMES_S.findIndex((t, i) => t <= tS && tS <= FIX_TIMES_S[i + 1]!);
  const u = (tS - FIX_TIMES_S[k]!) / (FIX_TIMES_S[k + 1]! - FIX_TIMES_S[k]!);
  const a = handles[FIX_VERTEX[k]!]!;
  const b = handles[FIX_VERTEX[k + 1]!]!;
  return { x: a.x + u * (b.x - a.x), y: a.y + u * (b.y - a.y) };
}

test('a GPX dropped on the map becomes the convoy path, driven at the track times; Undo restores it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/');
  const status = page.getByTestId('run-status');
  await expect(status).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.locator('.mp-vertex')).toHaveCount(0); // the clover has no vertex handles

  await dropOnMap(page, 'drive.gpx', fixture('drive.gpx'), 'application/gpx+xml');
  const dialog = page.getByRole('dialog', { name: /Import a track/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('track-name')).toHaveText('Test drive <b>north</b>');
  await expect(dialog.getByTestId('track-kept')).toHaveText('kept 7 of 8 points (1 repeated point dropped)');
  await expect(dialog.getByTestId('track-duration')).toHaveText('95 s');
  await expect(dialog.getByLabel(/Run for the whole drive \(95 s\)/)).toBeChecked();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status).toContainText('Solved 95 s', { timeout: 30_000 });

  // The path is the track: 7 vertices, a straight north leg, then east, then north.
  await expect(page.locator('.mp-vertex')).toHaveCount(7);
  const h = await handleCentres(page);
  const map = (await page.locator('.mp-map').boundingBox())!;
  for (const p of h) {
    expect(p.x).toBeGreaterThan(map.x);
    expect(p.x).toBeLessThan(map.x + map.width);
    expect(p.y).toBeGreaterThan(map.y);
    expect(p.y).toBeLessThan(map.y + map.height);
  }
  const northPx = h[0]!.y - h[1]!.y;
  expect(northPx).toBeGreaterThan(10);
  expect(Math.abs(h[1]!.x - h[0]!.x)).toBeLessThan(1);
  // Markers sit on whole pixels: within 1.5 px of the track's shape.
  expect(Math.abs(h[3]!.y - h[2]!.y + northPx)).toBeLessThan(1.5);
  // 0.0016° of longitude is 109.39 m at 52.203° N, 0.001° of latitude 111.27 m.
  expect(Math.abs(h[4]!.x - h[3]!.x - (northPx * 109.39) / 111.27)).toBeLessThan(1.5);
  expect(Math.abs(h[4]!.y - h[3]!.y)).toBeLessThan(1.5);

  // The convoy is where the GPX times put it.
  const cursor = page.getByRole('slider', { name: 'Time cursor', exact: true });
  for (const tS of [13, 77]) {
    await cursor.fill(String(tS));
    const want = expectedAt(tS, h);
    await expect
      .poll(async () => Math.hypot((await middle(page)).x - want.x, (await middle(page)).y - want.y))
      .toBeLessThan(3);
  }

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(status).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.locator('.mp-vertex')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Street map (OpenStreetMap)' })).toHaveCount(0); // planar again
  expect(errors).toEqual([]);
});

test('a bad GPX is refused with the file, the element and what was expected; nothing changes', async ({ page }) => {
  await page.goto('/');
  const status = page.getByTestId('run-status');
  await expect(status).toContainText('Solved 540 s', { timeout: 30_000 });
  await dropOnMap(page, 'bad-latitude.gpx', fixture('bad-latitude.gpx'), 'application/gpx+xml');
  const dialog = page.getByRole('dialog', { name: /Import a track/ });
  await expect(dialog.getByRole('alert')).toContainText(
    'bad-latitude.gpx, <trkpt> 4 (line 10): expected a latitude from -90 to 90 degrees (attribute lat), got "95.2020"',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(status).toContainText('Solved 540 s');
  await expect(page.locator('.mp-vertex')).toHaveCount(0);
});

/** A 1x1 PNG: every tile of the local stand-in for tile.openstreetmap.org (Leaflet draws it 256 px square). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const OSM = 'https://tile.openstreetmap.org';

/** Imports drive.gpx from the default scenario. */
async function importDrive(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await dropOnMap(page, 'drive.gpx', fixture('drive.gpx'), 'application/gpx+xml');
  await page
    .getByRole('dialog', { name: /Import a track/ })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(page.getByTestId('run-status')).toContainText('Solved 95 s', { timeout: 30_000 });
}

test('street map: a build that does not list OpenStreetMap says so and stays on the grid with the track', async ({
  page,
  context,
}) => {
  const contacted: string[] = [];
  await context.route(`${OSM}/**`, (route) => (contacted.push(route.request().url()), route.abort()));
  await importDrive(page);
  const street = page.getByRole('button', { name: 'Street map (OpenStreetMap)' });
  await expect(street).toHaveAttribute('aria-pressed', 'false');
  await street.click();
  await expect(street).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.mp-map__tiles[role="alert"]')).toHaveText(
    'Map tiles from tile.openstreetmap.org cannot load here: this site allows map tiles only from its own address.',
  );
  await page.waitForTimeout(500);
  expect(contacted).toEqual([]);
  await expect(page.locator('img.leaflet-tile')).toHaveCount(0);
  await expect(page.locator('.mp-vertex')).toHaveCount(7);
});

test('street map: a build that lists OpenStreetMap loads its tiles under the track, in Web Mercator, with the attribution', async ({
  page,
  context,
}) => {
  // The policy a deployer's build with MP_TILE_HOSTS="https://tile.openstreetmap.org" carries
  // (scripts/csp.ts), in the meta tag and the header; the tiles come from a local stand-in.
  await context.route(
    (url) => url.pathname === '/' || url.pathname === '/index.html',
    async (route) => {
      const response = await route.fetch();
      const allow = (policy: string) => policy.replace(/(img-src [^;]*)/, `$1 ${OSM}`);
      const headers = { ...response.headers() };
      if (headers['content-security-policy'])
        headers['content-security-policy'] = allow(headers['content-security-policy']);
      const body = (await response.text()).replace(/(img-src [^;"]*)/, `$1 ${OSM}`);
      await route.fulfill({ response, body, headers });
    },
  );
  const requested: string[] = [];
  await context.route(`${OSM}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  await importDrive(page);
  await page.getByRole('button', { name: 'Street map (OpenStreetMap)' }).click();
  // An allowed host loads without a question.
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached({ timeout: 10_000 });
  await expect(page.getByRole('dialog', { name: 'Map tiles' })).toHaveCount(0);
  await expect(page.locator('.leaflet-control-attribution')).toHaveText('© OpenStreetMap contributors');
  expect(requested.every((u) => /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(u))).toBe(true);
  // The tile under the track's first point is the Web Mercator tile of 52.2° N, 0.12° E at that zoom.
  const first = (await handleCentres(page))[0]!;
  const tile = await page.locator('img.leaflet-tile-loaded').evaluateAll(
    (imgs, p) =>
      imgs
        .map((img) => ({ src: (img as HTMLImageElement).src, r: img.getBoundingClientRect() }))
        .filter(({ r }) => r.left <= p.x && p.x < r.right && r.top <= p.y && p.y < r.bottom)
        .map(({ src }) => src)
        .pop(),
    first,
  );
  const [z, x, y] = /\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(tile!)!.slice(1).map(Number) as [number, number, number];
  const n = 2 ** z;
  const lat = (52.2 * Math.PI) / 180;
  expect(x).toBe(Math.floor(((0.12 + 180) / 360) * n));
  expect(y).toBe(Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n));
  expect(z).toBeGreaterThanOrEqual(14);
});

test('a route without times is driven at the constant speed chosen in the dialog', async ({ page }) => {
  await page.goto('/');
  const status = page.getByTestId('run-status');
  await expect(status).toContainText('Solved 540 s', { timeout: 30_000 });
  await dropOnMap(page, 'route.gpx', fixture('route.gpx'), 'application/gpx+xml');
  const dialog = page.getByRole('dialog', { name: /Import a track/ });
  await expect(dialog).toContainText('No speeds from the file (no point has a time).');
  const speed = dialog.getByLabel('Constant speed, m/s');
  await expect(speed).toHaveValue('13.9');
  await expect(dialog).toContainText('= 50 km/h');
  await speed.fill('10');
  await expect(dialog).toContainText('= 36 km/h');
  // 1300.77 m (0.01° of longitude at 48.1° N, then 0.005° of latitude) at 10 m/s.
  await expect(dialog.getByLabel('Run for the whole drive (130.1 s)')).toBeChecked();
  await speed.fill('0');
  await expect(dialog.getByRole('alert')).toHaveText('The speed must be from 0.01 to 10000 m/s.');
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await speed.fill('10');
  await expectNoViolations(page, 'the track import dialog');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(status).toContainText('Solved 130.1 s', { timeout: 30_000 });
  await expect(page.locator('.mp-vertex')).toHaveCount(3);
  await expectNoViolations(page, 'the map in the track geographic frame, with its street map switch');
});
