import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';

const KEY = 'multipath-playground/autosave/v1';
const SET_ASIDE = `${KEY}/set-aside`;
const read = (name: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), `public/scenarios/${name}.json`), 'utf8'));
const preset = read('III-E');
const compared = read('000-convoy-controllers');

/** Hand-corrupted autosaves that once blanked the page on every reload. */
const CORRUPTED: Record<string, unknown> = {
  'stations is a string': { ...preset, stations: 'x' },
  'a null station': { ...preset, stations: [null] },
  'an empty platform': { ...preset, platforms: [{}] },
  'a channel without capacity': { ...preset, channels: [{ id: 'sat' }] },
  'station delays of 5e-324 ms in a comparison': {
    ...compared,
    stations: compared.stations.map((s: object) => ({ ...s, delays: { forwardMs: 5e-324, feedbackMs: 5e-324 } })),
  },
};

for (const [name, value] of Object.entries(CORRUPTED)) {
  test(`an autosave with ${name} never blanks the page`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
    const text = JSON.stringify(value);
    await page.evaluate(([key, v]) => localStorage.setItem(key, v), [KEY, text] as const);
    await page.reload();
    await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
    const notice = page.locator('.notice');
    if (name.startsWith('station delays')) {
      // Valid for the reader, so it opens; its summaries may hold non-finite numbers, which the
      // comparison table shows as dashes instead of throwing (it once blanked the page for good).
      await expect(page.locator('.scenario-title')).toContainText('000');
      await expect(page.locator('.compare-table')).toBeVisible({ timeout: 30_000 });
    } else {
      await expect(notice).toContainText('autosave: the saved scenario could not be opened');
      await expect(notice).toContainText(SET_ASIDE);
      await expect(page.locator('.scenario-title')).toContainText('III-D');
      expect(await page.evaluate((key) => localStorage.getItem(key), SET_ASIDE)).toBe(text);
      // Reloading again keeps what was set aside and opens cleanly.
      await page.reload();
      await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
      expect(await page.evaluate((key) => localStorage.getItem(key), SET_ASIDE)).toBe(text);
    }
    expect(errors).toEqual([]);
  });
}
