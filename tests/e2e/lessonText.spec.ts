/**
 * Issue 34, items 2, 3 and 5: one lesson, one link (the top bar's "Create lesson link" links the
 * lesson being written in the builder, saved or not); text bound to the run (a placeholder in a
 * step's text reads the run's number; a preset's Watch for goes once the preset is edited); a
 * verdict shows its step's view (in a class, a reveal before the student played moves their chart
 * to the step's end and series); "Stay about the same" shows its band with the question and on the
 * chart.
 */
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { startClassServer } from './classServer';
import { joinClass, startClass } from './classPages';
import { openAction } from './topBarActions';
import { openStudent, setNumber } from './lessonPages';

/** Pushes cross browsers on a loaded 2-core machine: a longer wait than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** Waits for the page's run to finish. */
async function solved(page: Page, durationS = 540): Promise<void> {
  await expect(page.getByTestId('run-status')).toContainText(`Solved ${durationS} s`, { timeout: 60_000 });
}

/** Opens the gallery and starts the lesson of this title. */
async function startLesson(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Presets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Presets' });
  await dialog.getByRole('button', { name: `Start lesson: ${title}` }).click();
  await expect(dialog).toBeHidden();
}

/** Opens `url` as a student in a fresh browser context, once its run is solved. */
const student = (browser: Browser, url: string) => openStudent(browser, url, solved);

test("the top bar's Create lesson link links the lesson being written, unsaved; its placeholder reads the student's run", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await solved(page);
  await openAction(page, 'Lesson builder');
  const panel = page.getByTestId('lesson-builder-panel');
  await panel.getByLabel('Lesson title (asks, does not tell)').fill('Where does the satellite go?');
  await panel.getByLabel('Step 1 text').fill('The satellite carries about {value sat 150} at 150 s.');
  // The builder's preview fills the placeholder from the page's run.
  await expect(panel.getByTestId('builder-run-text')).toHaveText(
    /^Reads on this run: The satellite carries about \d+\.\d Mbps at 150 s\.$/,
  );
  await setNumber(page, 'Step 1 from', 0);
  await setNumber(page, 'Step 1 to', 190);
  await panel.getByLabel('Step 1 question kind').selectOption('trend');
  await panel
    .getByLabel('Step 1 question', { exact: true })
    .fill('Which way does the satellite move from 150 s to 190 s?');
  await panel.getByLabel('Step 1 series').selectOption('sat');
  await setNumber(page, 'Step 1 rule from', 150);
  await setNumber(page, 'Step 1 rule to', 190);
  await setNumber(page, 'Step 1 margin', 0.05);
  await expect(page.getByTestId('builder-problems')).toHaveCount(0);

  // Not saved: the top bar's button (not the builder's own) makes the link.
  await openAction(page, 'Create lesson link', true);
  const dialog = page.getByRole('dialog', { name: 'Create a lesson link' });
  await expect(dialog.getByTestId('linked-lesson-note')).toHaveText(
    'This link carries the lesson you are writing, not yet saved to My lessons.',
  );
  await expect(dialog).toContainText('The satellite carries about {value sat 150} at 150 s.');
  const url = await dialog.getByTestId('lesson-link').inputValue();
  await page.keyboard.press('Escape');

  const s = await student(browser, url);
  const card = s.page.getByTestId('lesson-player');
  await expect(card).toContainText('Where does the satellite go?');
  // The top bar names the lesson the student opened, not the scenario it was written on.
  await expect(s.page.locator('.scenario-title')).toHaveText('Lesson · Where does the satellite go?');
  await expect(card).toContainText('Which way does the satellite move from 150 s to 190 s?');
  // Before the step has played to 150 s the value is not shown.
  await expect(card.locator('.lesson-text')).toHaveText('The satellite carries about ... at 150 s.');
  await card.getByRole('radio', { name: 'Rise' }).check();
  await card.getByRole('button', { name: 'Play' }).click();
  const result = card.getByTestId('lesson-result');
  await expect(result).toContainText('On this run: Rise (sat: ', { timeout: 60_000 });
  // The placeholder's number is the run's: the rule's value at 150 s, to 1 decimal.
  const atStart = Number((await result.textContent())!.match(/sat: (\d+\.\d+) Mbps at 150 s/)![1]);
  await expect(card.locator('.lesson-text')).toHaveText(
    `The satellite carries about ${atStart.toFixed(1)} Mbps at 150 s.`,
  );
  expect(s.errors).toEqual([]);
  await s.context.close();
});

test("after B3 moves, III-C's Watch for is gone and the card says the preset was edited", async ({ page }) => {
  await page.goto('/');
  await solved(page);
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('dialog', { name: 'Presets' }).getByRole('button', { name: 'Load III-C', exact: true }).click();
  await solved(page);
  const watchFor = page.getByTestId('lesson-watch-for');
  // Its numbers come from the run: "together under 1 Mbps from 419 s".
  await expect(watchFor).toContainText(/together under 1 Mbps from \d+ s\)/);
  const b3 = page.getByRole('region', { name: 'Base station B3' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Base station B3' }).click();
    await expect(b3).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await b3.getByLabel(/^y \(/).fill('0');
  await expect(watchFor).toHaveCount(0);
  await expect(page.getByTestId('lesson-edited')).toContainText('This is III-C · Head to B1–B3, changed (station B3):');
  await expect(page.getByTestId('lesson-edited')).toContainText('no longer apply');
  await expect(page.getByTestId('paper-edited')).toHaveText('edited: its Watch for no longer applies');
});

test('"Stay about the same" shows its band with the question and, with the verdict, on the throughput chart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await solved(page);
  await startLesson(page, 'A roadside unit drive-by: what happens when a second path appears?');
  await solved(page, 95);
  const card = page.getByTestId('lesson-player');
  await card.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByTestId('time-cursor')).toHaveText('t = 25.0 s', { timeout: 30_000 });
  await card.getByRole('button', { name: 'Next' }).click();
  await card.getByRole('radio').first().check();
  await card.getByRole('button', { name: 'Play' }).click();
  await expect(card.getByTestId('lesson-result')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card).toContainText('Step 3 of 3');
  // 3G carries about 2.4 Mbps at 25 s: 10 % of it.
  const same = card.getByRole('radio', { name: /^Stay about the same/ });
  await expect(card.locator('label', { hasText: 'Stay about the same' })).toHaveText(
    'Stay about the same (within 10 %, i.e. +/-0.2 Mbps)',
  );
  const throughput = page.getByRole('figure', { name: /Throughput per subflow/ });
  await expect(throughput.getByTestId('chart-band')).toHaveCount(0);
  await same.check();
  await card.getByRole('button', { name: 'Show the result' }).click();
  await expect(card.getByTestId('lesson-result')).toContainText('Right. On this run: Stay about the same', {
    timeout: 30_000,
  });
  await expect(card.getByTestId('lesson-result')).toContainText('within the band of +/-0.2 Mbps');
  const band = throughput.getByTestId('chart-band');
  await expect(band).toHaveCount(1);
  const low = Number(await band.getAttribute('data-low'));
  const high = Number(await band.getAttribute('data-high'));
  expect(high - low).toBeCloseTo(0.47, 1);
  expect((low + high) / 2).toBeCloseTo(2.37, 1);
  const box = (await band.boundingBox())!;
  expect(box.width).toBeGreaterThan(10);
  expect(box.height).toBeGreaterThan(1);
  await page.screenshot({ path: '.test-output/lesson-band.png' });
});

test('a reveal before the student played shows the step: the cursor at its end, its series highlighted', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = await startClassServer();
  try {
    const { teacher, code } = await startClass(browser, server.url);
    const pupil = await joinClass(browser, server.url, code, 'Noether');
    const dashboard = teacher.page.getByTestId('class-dashboard');
    await dashboard.getByRole('button', { name: 'Next step' }).click();
    await dashboard.getByRole('button', { name: 'Lock the class to step 2' }).click();
    const card = pupil.page.getByTestId('lesson-player');
    await expect(card).toContainText('Step 2 of 3');
    await expect(pupil.page.getByTestId('time-cursor')).toHaveText('t = 0.0 s');
    // The teacher reveals step 2 before this student answered or played it.
    await dashboard.getByRole('button', { name: 'Reveal the answer to step 2' }).click();
    await expect(card.getByTestId('lesson-result')).toBeVisible();
    // Step 2 highlights middle-RSU and plays to 55 s: the chart shows that view.
    await expect(pupil.page.getByTestId('time-cursor')).toHaveText('t = 55.0 s');
    const throughput = pupil.page.getByRole('figure', { name: /Throughput per subflow/ });
    await expect(throughput).toHaveAttribute('data-emphasised', 'middle-RSU');
    await teacher.context.close();
    await pupil.context.close();
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});
