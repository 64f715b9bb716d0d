/**
 * "Why not 100 %?" (src/explain/): under the throughput chart and in "What am I looking at?", the
 * equilibrium of the run's loss law with the run's numbers, which follow the scenario's beta; the
 * note that the lines are sending rates where 001-two-paths-udp offers path 2 more than it carries;
 * and the "For teachers" page, from the top bar and from "What am I looking at?".
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { openAction } from './topBarActions';

const preset = (name: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), 'public/scenarios', `${name}.json`), 'utf8')) as {
    channels: Array<{ id: string; responsiveness?: number }>;
    title: string;
  };

/** Collects page errors and console errors. */
function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  return errors;
}

test('"Why not 100 %?" gives the satellite\'s equilibrium with the run\'s beta, and follows a new beta', async ({
  page,
}) => {
  const errors = watch(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Why not 100 %?' }).click();
  const why = page.getByTestId('why-not-full');
  await why.getByLabel('Route').selectOption('sat');
  await expect(why).toContainText('at sat, c = 20.0 Mbps at t = 0.0 s and β = 16');
  await expect(why.getByTestId('why-not-full-here')).toContainText('settles at z = 13.6 Mbps, 68 % of the capacity');
  await expect(why.getByTestId('why-not-full-steeper')).toContainText(
    'with β four times as large (64) the same flows would settle at 90 %',
  );

  // The same scenario with the satellite's beta doubled (File > Open): the numbers follow.
  const steeper = preset('III-D');
  steeper.channels = steeper.channels.map((c) => (c.id === 'sat' ? { ...c, responsiveness: 32 } : c));
  steeper.title = 'III-D, beta 32';
  await page.getByLabel('Open a scenario file').setInputFiles({
    name: 'steeper.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(steeper)),
  });
  await expect(page.locator('.scenario-title')).toContainText('beta 32');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(why).toContainText('β = 32');
  await expect(why.getByTestId('why-not-full-here')).toContainText('settles at z = 16.4 Mbps, 82 % of the capacity');
  await expect(why.getByTestId('why-not-full-steeper')).toContainText('(128) the same flows would settle at 95 %');

  // The same explanation in "What am I looking at?".
  await page.getByRole('button', { name: 'What am I looking at?' }).click();
  const about = page.getByRole('dialog', { name: 'What am I looking at?' });
  await about.getByLabel('Route').selectOption('sat');
  await expect(about.getByTestId('why-not-full-here')).toContainText('82 % of the capacity');
  expect(errors).toEqual([]);
});

test('001-two-paths-udp: the note says the lines are sending rates where path 2 is offered 5.77 of its 4 Mbps', async ({
  page,
}) => {
  const errors = watch(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.getByTestId('over-capacity-note')).toHaveCount(0);
  const udp = readFileSync(resolve(process.cwd(), 'public/scenarios/001-two-paths-udp.json'), 'utf8');
  await page.getByLabel('Open a scenario file').setInputFiles({
    name: 'udp.json',
    mimeType: 'application/json',
    buffer: Buffer.from(udp),
  });
  await expect(page.locator('.scenario-title')).toContainText('UDP burst');
  // The preset compares two controllers: each run that overshoots has its note, named.
  const note = page.getByTestId('over-capacity-note').filter({ hasText: 'Two-level (mHIP):' });
  await expect(note).toContainText('These are sending rates: from 5.00 s to 5.14 s (0.14 s)', { timeout: 30_000 });
  await expect(note).toContainText('mhip-path2 + udp-path2 send 5.77 Mbps into path2, which carries 4.00 Mbps');
  expect(errors).toEqual([]);
});

test('"For teachers" opens from the top bar and from "What am I looking at?"', async ({ page }) => {
  const errors = watch(page);
  await page.goto('/');
  await openAction(page, 'For teachers');
  const dialog = page.getByRole('dialog', { name: 'For teachers' });
  await expect(dialog).toBeVisible();
  for (const heading of [
    'Run a lesson',
    'Run a live class',
    'Students join by lesson link',
    'Present',
    'Write a lesson',
  ])
    await expect(dialog.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(dialog).toContainText('Create lesson link');
  await expect(dialog).toContainText('?present=1');
  await expect(dialog).toContainText('level=school');
  // One screen: at 1280x720 the dialog holds the whole page without scrolling.
  await page.setViewportSize({ width: 1280, height: 720 });
  const fits = await dialog.evaluate((d) => d.scrollHeight <= d.clientHeight + 1);
  expect(fits).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'What am I looking at?' }).click();
  const about = page.getByRole('dialog', { name: 'What am I looking at?' });
  await about.getByRole('button', { name: 'For teachers' }).click();
  await expect(page.getByRole('dialog', { name: 'For teachers' })).toContainText('Run a lesson');
  expect(errors).toEqual([]);
});

test("the Theory view says why its 75 % is not the fluid runs' 60-70 %", async ({ page }) => {
  await page.goto('/');
  await openAction(page, 'Theory');
  const note = page.getByTestId('theory-fluid-note');
  await expect(note).toContainText('75 % on average with no buffer');
  await expect(note).toContainText('marks packets at random well before the link is full');
});

test('during a lesson "Why not 100 %?" waits until the lesson is over', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Why not 100 %?' })).toBeVisible();
  await page.getByRole('button', { name: 'Presets' }).click();
  const gallery = page.getByRole('dialog', { name: 'Presets' });
  await gallery
    .getByRole('button', { name: /^Start lesson: / })
    .first()
    .click();
  await expect(gallery).toBeHidden();
  await expect(page.getByTestId('lesson-player')).toContainText('Step 1 of');
  await expect(page.getByRole('button', { name: 'Why not 100 %?' })).toHaveCount(0);
  await page.getByRole('button', { name: 'What am I looking at?' }).click();
  const about = page.getByRole('dialog', { name: 'What am I looking at?' });
  await expect(about).toContainText('waits until the lesson is over');
  await expect(about.getByTestId('why-not-full')).toHaveCount(0);
});
