/**
 * Issue 22's "Done when": a teacher writes a lesson in the page (a rise/fall rule and a "which is
 * largest" rule) on the default convoy scenario and makes its link; a student opens it in a fresh
 * browser: nothing shows the answers before they are given, the timeline cannot run ahead of the
 * step, the result comes from the run. The teacher then moves stations so that one answer flips,
 * the builder flags that step, and a new link gives the student the new answer.
 */
import { test, expect, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { checkLayout } from './layoutChecks';
import { openAction } from './topBarActions';
import { openStudent, setNumber } from './lessonPages';

const SOLVED = 'Solved 540 s';

/** Waits for the page's run to finish. */
async function solved(page: Page): Promise<void> {
  await expect(page.getByTestId('run-status')).toContainText(SOLVED, { timeout: 60_000 });
}

/** The builder's step `n` (from 1). */
const stepOf = (page: Page, n: number) => page.getByRole('article', { name: `Step ${n}`, exact: true });

/** Writes the two steps of the lesson in the open builder. */
async function writeLesson(page: Page): Promise<void> {
  const panel = page.getByTestId('lesson-builder-panel');
  await panel.getByLabel('Lesson title (asks, does not tell)').fill('What happens to the satellite subflow?');
  // Step 1: play 0-190 s (the end picked with the timeline's cursor); a rise/fall question on sat, 150-190 s.
  const one = stepOf(page, 1);
  await one
    .getByLabel('Step 1 text')
    .fill('The convoy drives away from its WiFi stations; the satellite stays in reach.');
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('190');
  await expect(page.getByTestId('time-cursor')).toHaveText('t = 190.0 s');
  await setNumber(page, 'Step 1 from', 0);
  await one.getByRole('button', { name: 'Step 1 to: use the cursor (190.0 s)' }).click();
  await expect(one.getByLabel('Step 1 to', { exact: true })).toHaveValue('190');
  await one.getByLabel('Step 1: add an action').selectOption('highlight');
  await one.getByRole('button', { name: 'Add a note' }).click();
  await setNumber(page, 'Step 1 note 1 at', 170);
  await one.getByLabel('Step 1 note 1 text').fill('Here WiFi fades');
  await one.getByLabel('Step 1 question kind').selectOption('trend');
  await one
    .getByLabel('Step 1 question', { exact: true })
    .fill('What will the satellite subflow do from 150 s to 190 s?');
  await one.getByLabel('Step 1 series').selectOption('sat');
  await setNumber(page, 'Step 1 rule from', 150);
  await setNumber(page, 'Step 1 rule to', 190);
  await setNumber(page, 'Step 1 margin', 0.05);
  await expect(one.locator('.builder-choices')).toHaveText('Choices: Rise · Fall');
  // Step 2: play 190-480 s; which of sat and tail-B3 rises more from 380 s to 480 s.
  await page.getByRole('button', { name: 'Add a step' }).click();
  const two = stepOf(page, 2);
  await two.getByLabel('Step 2 text').fill('The convoy leaves for good.');
  await setNumber(page, 'Step 2 from', 190);
  await setNumber(page, 'Step 2 to', 480);
  await two.getByLabel('Step 2 question kind').selectOption('largest');
  await two.getByLabel('Step 2 question', { exact: true }).fill('Which curve rises more from 380 s to 480 s?');
  const checks = two.getByRole('group', { name: 'Step 2: series to compare (2 to 8)' });
  const ticked = checks.getByRole('checkbox', { checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  await checks.getByRole('checkbox', { name: 'sat', exact: true }).check();
  await checks.getByRole('checkbox', { name: 'tail-B3', exact: true }).check();
  await two.getByLabel('Ranked by').selectOption('change');
  await setNumber(page, 'Step 2 rule from', 380);
  await setNumber(page, 'Step 2 rule to', 480);
  await expect(two.locator('.builder-choices')).toHaveText('Choices: sat · tail-B3');
}

/** The answer line the builder shows for step `n`. */
async function previewOf(page: Page, n: number): Promise<string> {
  const line = stepOf(page, n).getByTestId('builder-answer');
  await expect(line).toContainText('Answer on this run:', { timeout: 30_000 });
  return (await line.textContent())!;
}

/** Makes the link in the builder's link dialog (locked, as the dialog proposes). */
async function makeLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Save as a link…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a lesson link' });
  const url = await dialog.getByTestId('lesson-link').inputValue();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return url;
}

/** Tries to move the cursor to `toS` on the timeline; it must stay at or before `limitS`. */
async function tryCursor(page: Page, toS: number, limitS: number): Promise<void> {
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill(String(toS));
  await page.waitForTimeout(200);
  const cursor = Number((await page.getByTestId('time-cursor').textContent())!.match(/[\d.]+/)![0]);
  expect(cursor, `the cursor went to ${cursor} s during a question`).toBeLessThanOrEqual(limitS);
}

/** Opens `url` as a student in a fresh browser context, once its run is solved. */
const student = (browser: Browser, url: string) => openStudent(browser, url, solved);

test('a teacher writes a two-step lesson in the page; the student link hides the answers; an edit that flips one is flagged and reaches the student', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await solved(page);
  await openAction(page, 'Lesson builder');
  await expect(page.getByTestId('lesson-builder-panel')).toBeVisible();
  await writeLesson(page);
  // The live preview: the answers the run gives, for the teacher only.
  const first = await previewOf(page, 1);
  expect(first).toBe('Answer on this run: Rise (sat: 12.38 Mbps at 150 s -> 12.99 Mbps at 190 s)');
  const second = await previewOf(page, 2);
  expect(second).toMatch(
    /^Answer on this run: sat \(change 380 s -> 480 s: sat \d+\.\d+ Mbps, tail-B3 -?\d+\.\d+ Mbps\)$/,
  );
  await expect(page.getByTestId('builder-problems')).toHaveCount(0);
  const url = await makeLink(page);
  expect(url).toMatch(/#s=v\d+\./);

  // The student, in a fresh browser.
  const s1 = await student(browser, url);
  const card = s1.page.getByTestId('lesson-player');
  await expect(card).toContainText('Step 1 of 2');
  await expect(card).toContainText('What will the satellite subflow do from 150 s to 190 s?');
  // Nothing on the page gives the answers: not the values the builder showed, not the notes of the step.
  const text = await s1.page.locator('body').innerText();
  for (const shown of [first, second])
    for (const value of shown.match(/-?\d+\.\d+ Mbps/g)!)
      expect(text, `"${value}" shown before the answer`).not.toContain(value);
  expect(text).not.toContain('Answer on this run');
  expect(text).not.toContain('Here WiFi fades');
  // "Rise" is on the page only as a choice.
  expect(text.match(/\bRise\b/g)?.length ?? 0).toBe(1);
  await expect(s1.page.locator('.ts-chart-note')).toHaveCount(0);
  // The timeline lock (student mode): during a question the cursor cannot go past what has been played.
  await tryCursor(s1.page, 400, 0);
  await expect(card.getByRole('button', { name: 'Next' })).toBeDisabled();
  await card.getByRole('radio', { name: 'Rise' }).check();
  await card.getByRole('button', { name: 'Play' }).click();
  await expect(card.getByTestId('lesson-result')).toContainText(
    'Right. On this run: Rise (sat: 12.38 Mbps at 150 s -> 12.99 Mbps at 190 s)',
    { timeout: 60_000 },
  );
  await expect(s1.page.locator('.ts-chart-note')).toHaveCount(1);
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card).toContainText('Step 2 of 2');
  await tryCursor(s1.page, 400, 190);
  await card.getByRole('radio', { name: 'sat' }).check();
  await card.getByRole('button', { name: 'Play' }).click();
  await expect(card.getByTestId('lesson-result')).toContainText(`Right. On this run: ${second.slice(20)}`, {
    timeout: 60_000,
  });
  expect(s1.errors).toEqual([]);
  await s1.context.close();

  // The teacher moves B1 and B2 (the station panel's fields) to where the convoy's head is at 170 s.
  for (const id of ['B1', 'B2']) {
    const panel = page.getByRole('region', { name: `Base station ${id}` });
    // The map may still be fitting its view after the last move: click until the panel opens.
    await expect(async () => {
      await page.getByRole('button', { name: `Base station ${id}` }).click();
      await expect(panel).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await panel.getByLabel(/^x \(/).fill('386');
    await panel.getByLabel(/^y \(/).fill('-86');
    await expect(panel.getByLabel(/^y \(/)).toHaveValue('-86');
  }
  await solved(page);
  const flag = stepOf(page, 1).getByRole('status').filter({ hasText: 'Answer changed' });
  await expect(flag).toHaveText('Answer changed: was Rise, now Fall Seen', { timeout: 30_000 });
  await expect(stepOf(page, 1)).toContainText(
    /Answer on this run: Fall \(sat: 12\.5\d Mbps at 150 s -> 12\.3\d Mbps at 190 s\)/,
  );
  const url2 = await makeLink(page);
  // Saving counts as seen.
  await expect(stepOf(page, 1).getByText('Answer changed')).toHaveCount(0);
  expect(url2).not.toBe(url);

  const s2 = await student(browser, url2);
  const card2 = s2.page.getByTestId('lesson-player');
  await card2.getByRole('radio', { name: 'Rise' }).check();
  await card2.getByRole('button', { name: 'Play' }).click();
  await expect(card2.getByTestId('lesson-result')).toContainText(
    /Not quite: on this run the answer is Fall \(sat: 12\.5\d Mbps at 150 s -> 12\.3\d Mbps at 190 s\)/,
    { timeout: 60_000 },
  );
  expect(s2.errors).toEqual([]);
  await s2.context.close();
  expect(errors).toEqual([]);
});

test('a lesson saved to My lessons is listed in the gallery, opens, exports as a file and is deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await solved(page);
  await openAction(page, 'Lesson builder');
  const panel = page.getByTestId('lesson-builder-panel');
  // Bad input is named: an empty step.
  await expect(page.getByTestId('builder-problems')).toHaveText('Step 1: write the text the student reads.');
  await panel.getByLabel('Lesson title (asks, does not tell)').fill('My convoy lesson');
  await stepOf(page, 1).getByLabel('Step 1 text').fill('Watch the convoy.');
  await page.getByRole('button', { name: 'Save to My lessons' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Saved to My lessons' })).toHaveText(
    'Saved to My lessons (Presets > Lessons) as "My convoy lesson".',
  );
  await page.getByRole('button', { name: 'Presets' }).click();
  const gallery = page.getByRole('dialog', { name: 'Presets' });
  const mine = gallery.getByTestId('my-lesson');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('My convoy lesson');
  await expect(mine).toContainText('1 steps');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    gallery.getByRole('button', { name: 'Export my lesson as a file: My convoy lesson' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('My-convoy-lesson.json');
  await gallery.getByRole('button', { name: 'Open my lesson: My convoy lesson' }).click();
  await expect(page.getByTestId('lesson-player')).toContainText('Watch the convoy.');
  await page.getByRole('button', { name: 'Presets' }).click();
  await gallery.getByRole('button', { name: 'Delete my lesson: My convoy lesson' }).click();
  await expect(gallery.getByTestId('my-lesson')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('screenshots of the builder at 1920x1080, 1280x720, 1024x768 and 390x844; it passes axe', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await solved(page);
  const sizes = [
    [1920, 1080],
    [1280, 720],
    [1024, 768],
    [390, 844],
  ] as const;
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    const panel = page.getByTestId('lesson-builder-panel');
    if (!(await panel.isVisible())) {
      if (width < 800) await page.getByRole('button', { name: 'Menu' }).click();
      await openAction(page, 'Lesson builder');
      await expect(panel).toBeVisible();
    }
    if (width === 1920) {
      await stepOf(page, 1).getByLabel('Step 1 text').fill('The convoy drives away from its WiFi stations.');
      await stepOf(page, 1).getByLabel('Step 1 question kind').selectOption('trend');
      await stepOf(page, 1).getByLabel('Step 1 question', { exact: true }).fill('What will sat do?');
      await stepOf(page, 1).getByLabel('Step 1 series').selectOption('sat');
      await expect(stepOf(page, 1).getByTestId('builder-answer')).toContainText('Answer on this run:');
    }
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots-builder/${width}x${height}.png` });
    // With the builder open, the page's regions still do not overlap, every control can be reached.
    const report = await checkLayout(page);
    expect(report.overlaps, `${width}x${height}: overlapping regions`).toEqual([]);
    expect(report.unreachable, `${width}x${height}: controls out of reach`).toEqual([]);
    expect(report.scrollWidth, `${width}x${height}: sideways scrolling`).toBeLessThanOrEqual(report.innerWidth);
  }
  // The open builder, a question and its answer shown, passes axe (WCAG 2 A/AA, best practices).
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="lesson-builder-panel"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(errors).toEqual([]);
});
