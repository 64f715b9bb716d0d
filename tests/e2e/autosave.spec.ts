import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';

const KEY = 'multipath-playground/autosave/v1';
const SET_ASIDE = `${KEY}/set-aside`;
/** The texts of the set-aside copies, oldest first (src/state/setAside.ts). */
const setAsideTexts = (page: import('@playwright/test').Page) =>
  page.evaluate((prefix) => {
    const index = JSON.parse(localStorage.getItem(`${prefix}/index`) ?? '[]') as { key: string }[];
    return index.map((c) => localStorage.getItem(c.key));
  }, SET_ASIDE);
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
      await expect(notice).toContainText('1 set-aside copy');
      await expect(page.locator('.scenario-title')).toContainText('III-D');
      expect(await setAsideTexts(page)).toEqual([text]);
      // Reloading again keeps what was set aside and opens cleanly.
      await page.reload();
      await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
      expect(await setAsideTexts(page)).toEqual([text]);
    }
    expect(errors).toEqual([]);
  });
}

test('two unreadable autosaves in a row are both set aside, and each downloads as it was stored', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
  let meta: unknown = 1;
  for (let i = 0; i < 80; i++) meta = { a: meta };
  const texts = [JSON.stringify({ ...preset, version: 2 }), JSON.stringify({ ...preset, meta })];
  for (const [i, text] of texts.entries()) {
    await page.evaluate(([key, v]) => localStorage.setItem(key, v), [KEY, text] as const);
    await page.reload();
    await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
    await expect(page.locator('.notice')).toContainText(i === 0 ? 'version: must be 1' : 'meta: nested 80 levels deep');
  }
  const list = page.getByTestId('set-aside');
  await expect(list.locator('li')).toHaveCount(2);
  for (const [i, text] of texts.entries()) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: 'Download' }).nth(i).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^set-aside-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.json$/);
    expect(readFileSync(await download.path(), 'utf8')).toBe(text);
  }
  // The File menu offers the same downloads after the notice is gone.
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Download the scenario set aside / })).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('a tab opened by another page as "multipath-playground-preview" says its edits are not saved, and Save here keeps them', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
  const mine = JSON.stringify({ ...preset, title: 'my own work' });
  await page.evaluate(([key, v]) => localStorage.setItem(key, v), [KEY, mine] as const);
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => void window.open('/', 'multipath-playground-preview')),
  ]);
  const tabErrors = watchErrors(tab);
  await expect(tab.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
  const notice = tab.getByTestId('preview-notice');
  await expect(notice).toContainText('edits in this tab are not saved');
  // An edit in the preview tab is kept in memory only: the saved work is untouched.
  await tab.getByRole('button', { name: 'Base station B3' }).click();
  await tab.getByLabel(/Nominal capacity/).fill('35');
  await tab.waitForTimeout(600);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(mine);
  await notice.getByRole('button', { name: 'Save here' }).click();
  await expect(notice).toHaveCount(0);
  const saved = await page.evaluate((key) => localStorage.getItem(key), KEY);
  expect(saved).not.toBe(mine);
  expect(JSON.parse(saved ?? '{}').stations[2].capacityMbps).toBe(35);
  // The work saved before is set aside, downloadable, not lost.
  expect(await setAsideTexts(page)).toEqual([mine]);
  // The tab saves like any other from now on, and keeps its edit across a reload.
  await tab.reload();
  await expect(tab.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
  await expect(tab.getByTestId('preview-notice')).toHaveCount(0);
  await tab.getByRole('button', { name: 'Base station B3' }).click();
  await expect(tab.getByLabel(/Nominal capacity/)).toHaveValue('35');
  expect(errors).toEqual([]);
  expect(tabErrors).toEqual([]);
});
