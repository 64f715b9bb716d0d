import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from '@playwright/test';

const RLO = '\u202E';

test("a right-to-left override in a label stays inside it: the app's own text around it is isolated", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const scenario = JSON.parse(
    readFileSync(resolve(process.cwd(), 'public/scenarios/000-convoy-controllers.json'), 'utf8'),
  );
  scenario.title = `${RLO}Convoy`;
  scenario.stations[0].label = `${RLO}Tower`;
  await page.getByLabel('Open a scenario file').setInputFiles({
    name: 'rlo.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(scenario)),
  });
  await expect(page.locator('.scenario-title')).toHaveText(`${RLO}Convoy`);
  // Elements holding only user text isolate it.
  expect(await page.locator('.scenario-title').evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate');
  const label = page.locator('.mp-station__label', { hasText: 'Tower' });
  expect(await label.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate');
  // Where user text is set into the app's sentences, it is wrapped in U+2068 ... U+2069.
  await expect(page.locator('.mp-station[role="button"]').first()).toHaveAttribute(
    'aria-label',
    `Base station \u2068${RLO}Tower\u2069`,
  );
  await expect(page.locator('.mp-station').first()).toHaveAttribute('title', /^\u2068\u202ETower\u2069: drag to move;/);
});
