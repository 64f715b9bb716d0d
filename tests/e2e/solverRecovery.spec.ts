import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
/**
 * Issue 23 item 2: a solver that runs out of memory (a worker's, or the page's own instance that
 * checks links and files) is thrown away and replaced; the page says what happened in words about
 * the scenario, never "unreachable", and the next link, file and edit work.
 */
import { test, expect, type Page } from '@playwright/test';
import { linkFragment } from './shareLink';

const preset = (name: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), `public/scenarios/${name}.json`), 'utf8'));

/** Opens `scenario` as a file through the File menu's input. */
async function openFile(page: Page, name: string, scenario: unknown): Promise<void> {
  await page.getByLabel('Open a scenario file').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(scenario)),
  });
}

/** The next link, file and edit work: each solves. */
async function nextWorks(page: Page): Promise<void> {
  const status = page.getByTestId('run-status');
  await page.evaluate((hash) => (location.hash = hash), linkFragment(preset('001-two-paths-udp')));
  await expect(status).toContainText('Solved 20 s (1001 samples, 4 subflows)', { timeout: 30_000 });
  await openFile(page, 'III-D.json', preset('III-D'));
  await expect(status).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Undo' }).first().click();
  await expect(status).toContainText('Solved 20 s (1001 samples, 4 subflows)', { timeout: 30_000 });
  await expect(page.locator('body')).not.toContainText('unreachable');
}

test('a worker that runs out of memory is replaced: the page says so in words, and the next link, file and edit solve', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Issue 23 item 3: a 1e9 Mbps UDP burst in a packet run, which the packet budget missed; a later
  // estimate may refuse it, and then "Run anyway" runs it all the same.
  const burst = preset('001-two-paths-packet');
  burst.solver.durationS = 640;
  burst.sources[2].controller = { ...burst.sources[2].controller, rateMbps: 1e9, activeS: [[1, 9]] };
  await page.goto('/');
  const status = page.getByTestId('run-status');
  await expect(status).toContainText('Solved 540 s', { timeout: 30_000 });
  await openFile(page, 'burst.json', burst);
  const runAnyway = page.getByRole('button', { name: 'Run anyway' });
  await expect(status.or(runAnyway)).toContainText(/Solver failed|Run anyway/, { timeout: 60_000 });
  if (await runAnyway.isVisible()) await runAnyway.click();
  await expect(status).toContainText('Solver failed: the solver ran out of memory on this scenario', {
    timeout: 60_000,
  });
  await expect(status).not.toContainText('unreachable');
  await nextWorks(page);
  expect(errors).toEqual([]);
});

test("the page's own solver that runs out of memory checking a link is replaced: the notice says so in words, and the next link, file and edit solve", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Issue 23 item 2: III-D with 200 clover platforms linked to the satellite, a 2.4 KB link.
  const clovers = preset('III-D');
  for (let i = 0; i < 200; i++)
    clovers.platforms.push({
      id: `p${i}`,
      trajectory: { kind: 'clover', radiusM: 1000, revolutions: 100 },
      links: [{ node: 'middle', to: ['sat'] }],
    });
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.evaluate((hash) => (location.hash = hash), linkFragment(clovers));
  const notice = page.locator('.notice').filter({ hasText: 'This link could not be opened' });
  // Out of memory on the page's instance today; refused by the solver's estimate once it counts
  // clover paths' memory (either way in words, never the module's trap).
  await expect(notice).toContainText(/the solver ran out of memory on this scenario|platforms/, { timeout: 60_000 });
  await expect(notice).not.toContainText('unreachable');
  await expect(notice).not.toContainText('could not be loaded');
  await nextWorks(page);
  expect(errors).toEqual([]);
});
