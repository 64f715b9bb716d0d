/**
 * A link trace dropped on the page: attached to a new channel from the convoy's head, the capacity
 * chart shows the trace's own values, Undo takes it away; Export traces downloads a zip whose
 * README and traces read back.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { parseTrace } from '../../src/realdata/trace/read';
import { capacityAt, traceLaw } from '../../src/realdata/trace/law';

const TRACE_NAME = 'wifi-outages.down';
const traceText = readFileSync(resolve(process.cwd(), 'public/traces', TRACE_NAME), 'utf8');

/** The trace as the page reads it (100 ms windows, looping). */
function fileLaw() {
  const parsed = parseTrace(traceText, TRACE_NAME, { windowMs: 100 });
  if (!parsed.ok) throw new Error('the shipped trace does not read');
  return traceLaw(parsed.value, true);
}

/** The capacity chart's value of `series` at `tS` (a whole number of 0.1 s samples), from its tooltip. */
async function capacityText(page: Page, series: string, tS: number): Promise<string> {
  const slider = page.getByRole('slider', { name: 'Channel capacities: time cursor' });
  await slider.focus();
  // Home, then PageUp (10 s on) and ArrowRight (a sample or two on), each press seen before the next.
  const now = async () => Number(await slider.getAttribute('aria-valuenow'));
  const press = async (key: string) => {
    const before = await now();
    await page.keyboard.press(key);
    await expect.poll(now).not.toBe(before);
  };
  if ((await now()) !== 0) await press('Home');
  while ((await now()) + 10 <= tS + 1e-6) await press('PageUp');
  while ((await now()) < tS - 1e-6) await press('ArrowRight');
  expect(await now()).toBeCloseTo(tS, 6);
  const tip = page.locator('.ts-chart-tooltip');
  await expect(tip.locator('.ts-chart-tooltip-time')).toHaveText(`t = ${tS.toFixed(1)} s`);
  return (await tip.locator(`tr[data-series="${series}"] .ts-chart-tooltip-value`).textContent()) ?? '';
}

test('a dropped Mahimahi trace becomes a new path; the chart shows it; Undo; Export traces', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });

  const dataTransfer = await page.evaluateHandle(
    ([text, name]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text!], name!));
      return dt;
    },
    [traceText, TRACE_NAME],
  );
  await page.dispatchEvent('main, body', 'drop', { dataTransfer });
  const dialog = page.getByRole('dialog', { name: /Import a link trace/ });
  await expect(dialog).toContainText('Mahimahi (1500-byte delivery opportunities)');
  await expect(dialog).toContainText('30 s (loops)');
  await expect(dialog.getByLabel('Channel id')).toHaveValue('trace');
  await expect(dialog.getByLabel('Linked from')).toHaveValue('convoy/head');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });

  // Two times against the file: 5.0 s (WiFi up) 12.4 s (in the 12-13.5 s outage: the floor) and 42.2 s (the loop's 12.2 s).
  const law = fileLaw();
  for (const tS of [5, 12.4, 42.2]) {
    expect(await capacityText(page, 'trace', tS)).toBe(`${capacityAt(law, tS).toFixed(2)} Mbps`);
  }
  expect(capacityAt(law, 12.4)).toBe(0.012);
  // The same values counted here from the file's lines, apart from the reader: 100 ms windows of the
  // 30 000 ms loop; a sample time k x 0.1 s sits between the middles of windows k - 1 and k.
  const counts = new Array<number>(300).fill(0);
  for (const line of traceText.trim().split('\n')) counts[(Math.ceil(Number(line) / 100) - 1 + 300) % 300]! += 1;
  const mbps = (k: number) => Math.max(0.012, (counts[(k + 300) % 300]! * 12000) / 0.1 / 1e6);
  for (const tS of [5, 12.4, 42.2]) {
    const k = Math.round(tS * 10) % 300;
    expect(capacityAt(law, tS)).toBeCloseTo((mbps(k - 1) + mbps(k)) / 2, 9);
  }
  expect(capacityAt(law, 5)).toBeGreaterThan(1);

  // Export traces: the zip holds the new path's trace, which reads back as the file's capacity.
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('button', { name: 'Export traces (Mahimahi)…' }).click();
  const zip = await saved;
  expect(zip.suggestedFilename()).toMatch(/^III-D-.*-traces\.zip$/);
  const files = unzipSync(readFileSync((await zip.path())!));
  const folder = zip.suggestedFilename().replace(/\.zip$/, '');
  const readme = strFromU8(files[`${folder}/README.txt`]!);
  expect(readme).toContain('mm-delay 15 mm-link uplink-12mbps.up trace.down -- <receiver>');
  // B1's delays are 15 ms forward, 25 ms back: mm-delay 20 each way keeps the 40 ms round trip.
  expect(readme).toContain('mm-delay 20 mm-link uplink-12mbps.up head-B1.down -- <receiver>');
  expect(readme).toMatch(/head-B1 \| .* \| head-B1\.down \| head-B1\.csv \| 15\/25 \| 20 \|/);
  const back = parseTrace(strFromU8(files[`${folder}/trace.down`]!), 'trace.down', { windowMs: 100 });
  expect(back.ok).toBe(true);
  if (back.ok) {
    expect(back.value.periodS).toBeCloseTo(540, 1);
    // Window k (k/10, (k+1)/10] s: the mean of the sampled capacity, within one packet (0.12 Mbps).
    for (const k of [50, 125, 423, 2001]) {
      const mean = (capacityAt(law, k / 10) + capacityAt(law, (k + 1) / 10)) / 2;
      expect(Math.abs(back.value.capacitiesMbps[k]! - Math.max(mean, 0.012))).toBeLessThanOrEqual(0.12 + 1e-9);
    }
  }

  // The channel's own export, in its panel: its c: column as CSV, the loop's values again.
  // (At a narrow width the panels are tabs; at this one they stand side by side.)
  const tab = page.getByRole('group', { name: 'Panels' }).getByRole('button', { name: 'Channels' });
  if (await tab.isVisible()) await tab.click();
  const csvSaved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export trace capacity (CSV)' }).click();
  const csvFile = await csvSaved;
  expect(csvFile.suggestedFilename()).toMatch(/^III-D-.*-trace\.csv$/);
  const rows = readFileSync((await csvFile.path())!, 'utf8')
    .trim()
    .split('\n');
  expect(rows[0]).toBe('time_s,mbps');
  expect(rows).toHaveLength(5402);
  const row = rows.find((r) => r.startsWith('42.2'))!.split(',');
  expect(Number(row[1])).toBeCloseTo(capacityAt(law, 42.2), 9);
  await expect(page.getByText(/Capacity: 300 points over time, looping every 30 s/)).toBeVisible();

  // Undo takes the channel away (one step).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('slider', { name: 'Channel capacities: time cursor' }).focus();
  await expect(page.locator('.ts-chart-tooltip tr[data-series="head-B1"]')).toHaveCount(1);
  await expect(page.locator('.ts-chart-tooltip tr[data-series="trace"]')).toHaveCount(0);
});

test('a malicious CSV trace is refused with its markup as text, and Cancel changes nothing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const before = await page.locator('.scenario-title').textContent();
  const markup = '<img src=x onerror="window.pwned=1">';
  // Asked for as a link trace (a dropped file starting with markup is refused as no known kind).
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('button', { name: 'Import link trace…' }).click();
  await (
    await chooser
  ).setFiles({ name: 'evil.csv', mimeType: 'text/csv', buffer: Buffer.from(`${markup},mbps\n0,1\n`) });
  const dialog = page.getByRole('dialog', { name: /Import a link trace/ });
  await expect(dialog.getByRole('list', { name: 'Why the file was refused' })).toHaveText(
    // Quoted text is cut at 40 characters.
    `evil.csv, line 1: expected the header time_s,mbps, got "${markup},mbp…"`,
  );
  await expect(dialog.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.scenario-title')).toHaveText(before ?? '');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});
