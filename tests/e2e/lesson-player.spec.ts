import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Opens the gallery and starts the lesson of this title. */
async function startLesson(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Presets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Presets' });
  await dialog.getByRole('button', { name: `Start lesson: ${title}` }).click();
  await expect(dialog).toBeHidden();
}

test('a lesson from the gallery: answer, play the step, see the result; its note is on the chart', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await startLesson(page, 'What does the satellite subflow do when WiFi fades?');
  const card = page.getByTestId('lesson-player');
  await expect(card).toContainText('Step 1 of 4');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  // The lesson card pushed the map down: the map fitted its view again, every station is inside it.
  await expect
    .poll(async () => {
      const map = (await page.locator('.leaflet-container').boundingBox())!;
      const stations = await page.getByRole('button', { name: /^Base station/ }).all();
      const boxes = await Promise.all(stations.map((m) => m.boundingBox()));
      return boxes.every(
        (b) =>
          !!b &&
          b.y >= map.y &&
          b.y + b.height <= map.y + map.height &&
          b.x >= map.x &&
          b.x + b.width <= map.x + map.width,
      );
    })
    .toBe(true);
  // The lesson's notes (at 170 s and 400 s) are not shown before the lesson has played there:
  // they would give the predictions away. The series end at the time played so far too.
  const throughput = page.getByRole('figure', { name: /Throughput per subflow/ });
  await expect(throughput.locator('.ts-chart-note')).toHaveCount(0);
  // The Watch-for card (it states the answers) waits for the end of the lesson.
  await expect(page.getByText('Watch for', { exact: false })).toHaveCount(0);
  await card.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByTestId('time-cursor')).toHaveText('t = 150.0 s', { timeout: 30_000 });
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card).toContainText('Step 2 of 4');
  await expect(card.getByRole('button', { name: 'Play' })).toBeDisabled();
  // Next waits for the question; the timeline cannot be moved past what the lesson has played.
  await expect(card.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('540');
  await expect(page.getByTestId('time-cursor')).toHaveText('t = 150.0 s');
  await card.getByRole('radio', { name: 'Rise' }).check();
  await card.getByRole('button', { name: 'Play' }).click();
  // The step plays the timeline to 190 s, then shows what the rule found on this run.
  await expect(card.locator('.lesson-result')).toContainText(
    'Right. On this run: Rise (sat: 12.38 Mbps at 150 s -> 12.99 Mbps at 190 s)',
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('time-cursor')).toHaveText('t = 190.0 s');
  await expect(card.getByRole('button', { name: 'Next' })).toBeEnabled();
  // Played to 190 s: the note of step 2 (at 170 s) shows, the one of step 3 (at 400 s) not yet.
  await expect(throughput.locator('.ts-chart-note')).toHaveCount(1);
  await expect(throughput.locator('.ts-chart-note')).toHaveAttribute('data-time', '170');
  // The satellite is highlighted (drawn thicker, the others dimmed).
  await expect(throughput).toHaveAttribute('data-emphasised', 'sat');
  await page.screenshot({ path: '.test-output/lesson-step-2.png' });
  // The lesson player, a step played and its result shown, passes axe (WCAG 2 A/AA, best practices).
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('a lesson survives a share link and switches a controller even when locked', async ({ page, browser }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await startLesson(page, 'Coupled or uncoupled: how much does a multipath flow take at a shared bottleneck?');
  await expect(page.getByTestId('lesson-player')).toContainText('Step 1 of 2');
  await expect(page.getByTestId('run-status')).toContainText('Solved 60 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/#s=v2\./);

  const context = await browser.newContext();
  const fresh = await context.newPage();
  const url = new URL(link);
  // Locked, and only the second step (the address's steps= is 1-based).
  url.search = '?lesson=1&speed=64&steps=2';
  await fresh.goto(url.toString());
  const card = fresh.getByTestId('lesson-player');
  await expect(card).toContainText('Coupled or uncoupled: how much does a multipath flow take');
  await expect(fresh.getByTestId('run-status')).toContainText('Solved 60 s', { timeout: 30_000 });
  // What the uncoupled flow carries at the start, before the lesson switches to LIA (the lesson
  // holds the clock: the cursor stays at 0 s until a step plays).
  const uncoupled = await fresh.getByTestId('carrying-summary').textContent();
  await expect(card).toContainText('Step 1 of 1 (lesson step 2)');
  await card.getByRole('textbox', { name: 'Your answer' }).fill('1.4');
  await card.getByRole('button', { name: 'Play' }).click();
  await expect(card.locator('.lesson-result')).toContainText(
    'Not quite: on this run the answer is 2.6 (tcp-bottleneck: 2.6 Mbps over 30-60 s).',
    { timeout: 30_000 },
  );
  // The lesson's setController went through the lock: the run is LIA's now.
  await expect(fresh.getByTestId('run-status')).toContainText('Solved 60 s', { timeout: 30_000 });
  await expect(fresh.getByTestId('time-cursor')).toHaveText('t = 60.0 s');
  await expect(fresh.getByTestId('carrying-summary')).not.toHaveText(uncoupled ?? '');
  // The last running step played: the lesson says it is over and offers to start again.
  await expect(card.getByTestId('lesson-done')).toContainText('End of the lesson');
  await card.getByRole('button', { name: 'Start again' }).click();
  await expect(card.getByTestId('lesson-done')).toHaveCount(0);
  await expect(fresh.getByTestId('time-cursor')).toHaveText('t = 0.0 s');
  await context.close();
});

test('a number answer is read as students type it: a decimal comma counts, "about 2" is refused', async ({ page }) => {
  await page.goto('/?speed=64');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await startLesson(page, 'Coupled or uncoupled: how much does a multipath flow take at a shared bottleneck?');
  const card = page.getByTestId('lesson-player');
  await expect(card).toContainText('Step 1 of 2');
  await card.getByRole('radio').first().check();
  await card.getByRole('button', { name: 'Play' }).click();
  await expect(card.locator('.lesson-result')).toContainText('on this run', { timeout: 30_000 });
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card).toContainText('Step 2 of 2');
  const box = card.getByRole('textbox', { name: 'Your answer' });
  const play = card.getByRole('button', { name: 'Play' });
  const problem = card.getByRole('alert');
  // Not one number: the card says what to type, and the step cannot be played.
  for (const typed of ['about 2', '2,6,1', '1e400']) {
    await box.fill(typed);
    await expect(problem).toHaveText('Type one number, such as 6.1');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(play).toBeDisabled();
  }
  // The refusal is announced and tied to the field: the card passes axe with it shown.
  await expect(box).toHaveAccessibleDescription('Type one number, such as 6.1');
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="lesson-player"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // A number typed first and then spoilt takes the answer back.
  await box.fill('2.6');
  await expect(play).toBeEnabled();
  await box.fill('2.6 about');
  await expect(play).toBeDisabled();
  // A decimal comma, with spaces around it: 2.6 (not 26), marked right on the run.
  await box.fill(' 2,6 ');
  await expect(problem).toHaveCount(0);
  await play.click();
  await expect(card.locator('.lesson-result')).toContainText(
    'Right. On this run: 2.6 (tcp-bottleneck: 2.6 Mbps over 30-60 s).',
    { timeout: 30_000 },
  );
});

test('a note pinned at the cursor is drawn on its chart, deleted, and undone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('123.4');
  await page.getByRole('button', { name: 'Pin a note on the throughput chart at 123.4 s' }).click();
  await page.getByLabel('Note at 123.4 s').fill('B2 takes over');
  await page.getByRole('button', { name: 'Pin', exact: true }).click();
  const throughput = page.getByRole('figure', { name: /Throughput per subflow/ });
  await expect(throughput.locator('.ts-chart-note')).toHaveCount(1);
  await expect(throughput.locator('.ts-chart-note')).toContainText('B2 takes over');
  await expect(throughput.locator('.ts-chart-note')).toHaveAttribute('data-time', '123.4');
  await expect(page.getByRole('figure', { name: /Channel capacities/ }).locator('.ts-chart-note')).toHaveCount(0);
  // The chart's SVG export carries the note.
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save the throughput chart as SVG' }).click();
  const svg = readFileSync((await (await saved).path())!, 'utf8');
  expect(svg).toContain('B2 takes over');
  await page.getByText('Notes (1)').click();
  await page.getByRole('button', { name: 'Delete the note "B2 takes over"' }).click();
  await expect(throughput.locator('.ts-chart-note')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(throughput.locator('.ts-chart-note')).toHaveCount(1);
});
