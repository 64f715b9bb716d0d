import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from '@playwright/test';

const preset = (name: string) => readFileSync(resolve(process.cwd(), `public/scenarios/${name}.json`), 'utf8');

test('save the scenario and the run, open a file, and refuse a broken one by name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('button', { name: 'Save scenario' }).click();
  const scenarioFile = await saved;
  expect(scenarioFile.suggestedFilename()).toMatch(/^III-D-.*\.json$/);
  expect(JSON.parse(readFileSync((await scenarioFile.path())!, 'utf8'))).toEqual(JSON.parse(preset('III-D')));

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const lines = readFileSync((await (await csv).path())!, 'utf8')
    .trim()
    .split('\n');
  expect(lines[0]).toBe(
    't_s,x:head-B1,x:head-B2,x:head-B3,x:sat,x:tail-B1,x:tail-B2,x:tail-B3,c:head-B1,c:head-B2,c:head-B3,c:sat,c:tail-B1,c:tail-B2,c:tail-B3',
  );
  expect(lines).toHaveLength(5402);

  const broken = JSON.parse(preset('III-E'));
  broken.stations[0].decay.alphaPerM = -1;
  await page
    .getByLabel('Open a scenario file')
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await expect(page.getByRole('alert')).toContainText('broken.json: stations[0].decay.alphaPerM: must be > 0, got -1');
  await expect(page.locator('.scenario-title')).toContainText('III-D');

  await page
    .getByLabel('Open a scenario file')
    .setInputFiles({ name: 'static.json', mimeType: 'application/json', buffer: Buffer.from(preset('III-E')) });
  await expect(page.locator('.scenario-title')).toContainText('III-E');
  await expect(page.getByTestId('run-status')).toContainText('Solved 20 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.scenario-title')).toContainText('III-D');

  // Dropping a file anywhere on the page opens it.
  const dataTransfer = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
    return dt;
  }, preset('III-B'));
  await page.dispatchEvent('main, body', 'drop', { dataTransfer });
  await expect(page.locator('.scenario-title')).toContainText('III-B');
});

test('a scenario with a lesson and a comparison exports the run it shows as CSV', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const scenario = JSON.parse(preset('001-two-paths-udp'));
  scenario.lesson = JSON.parse(
    readFileSync(resolve(process.cwd(), 'public/lessons/coupled-vs-uncoupled.json'), 'utf8'),
  ).lesson;
  await page.getByLabel('Open a scenario file').setInputFiles({
    name: 'lesson.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(scenario)),
  });
  // A scenario with a lesson is titled by its lesson in the top bar.
  await expect(page.locator('.scenario-title')).toHaveText(`Lesson · ${scenario.lesson.title}`);
  await expect(page.getByTestId('run-status')).toContainText('Solved 20 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'File', exact: true }).click();
  const button = page.getByRole('button', { name: 'Export CSV' });
  await expect(button).toBeEnabled();
  const csv = page.waitForEvent('download');
  await button.click();
  const header = readFileSync((await (await csv).path())!, 'utf8').split('\n', 1)[0]!;
  expect(header).toMatch(/^t_s,x:/);
});

test('File > Open refuses what the page could not keep, by field: a meta nested 80 levels, 1e400 (issue 23, items 5 and 7c)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const open = (name: string, text: string) =>
    page
      .getByLabel('Open a scenario file')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  let meta: unknown = 1;
  for (let i = 0; i < 80; i++) meta = { a: meta };
  await open('deep.json', JSON.stringify({ ...JSON.parse(preset('III-E')), meta }));
  await expect(page.getByRole('alert')).toContainText(
    'deep.json: meta: nested 80 levels deep; the page keeps at most 64',
  );
  await expect(page.locator('.scenario-title')).toContainText('III-D');
  await page.getByRole('alert').getByRole('button', { name: 'Dismiss', exact: true }).first().click();
  const huge = preset('III-E').replace(/"durationS": \d+/, '"durationS": 1e400');
  expect(huge).toContain('1e400');
  await open('huge.json', huge);
  await expect(page.getByRole('alert')).toContainText('huge.json: solver.durationS: number out of range');
  await expect(page.locator('.scenario-title')).toContainText('III-D');
});
