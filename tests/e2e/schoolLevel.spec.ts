/**
 * The school level (`level=school`, or a lesson's own `level: "school"`): every shipped lesson,
 * stepped through (each question answered, each step played, each verdict shown), shows no raw id
 * (route ids, `total:`, `c:`), no section number and no equation or paper reference in the page's
 * visible text or its legends' tooltips; the university level still shows the ids.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { universityWordsIn } from './schoolWords';

const index = JSON.parse(readFileSync(resolve(process.cwd(), 'public/presets.json'), 'utf8')) as {
  lessons: Array<{ name: string; file: string }>;
};
const lessons = index.lessons.map(({ file }) => {
  const s = JSON.parse(readFileSync(resolve(process.cwd(), 'public/lessons', file), 'utf8')) as {
    lesson: { title: string; level?: string; steps: unknown[] };
    solver?: { durationS?: number };
  };
  return { file, title: s.lesson.title, level: s.lesson.level, steps: s.lesson.steps.length };
});

/** Opens the gallery and starts the lesson of this title. */
async function startLesson(page: Page, title: string): Promise<void> {
  // On a phone Presets is in the Menu.
  const presets = page.getByRole('button', { name: 'Presets' });
  if (!(await presets.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await presets.click();
  const dialog = page.getByRole('dialog', { name: 'Presets' });
  await dialog.getByRole('button', { name: `Start lesson: ${title}` }).click();
  await expect(dialog).toBeHidden();
}

/** Answers the step's question (the first choice, a number, or words), if it has one. */
async function answer(page: Page): Promise<boolean> {
  const card = page.getByTestId('lesson-player');
  const radios = card.getByRole('radio');
  if ((await radios.count()) > 0) {
    await radios.first().check();
    return true;
  }
  const number = card.locator('input').and(card.getByRole('textbox', { name: 'Your answer' }));
  if ((await number.count()) > 0) {
    await number.fill('1');
    return true;
  }
  const words = card.getByRole('textbox', { name: 'Your answer' });
  if ((await words.count()) > 0) {
    await words.fill('Because of the coupling.');
    return true;
  }
  return false;
}

// A laptop and a phone: the phone shows what a short screen folds away (the charts' whole descriptions).
const SIZES = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

for (const [lesson, size] of lessons.flatMap((l) => SIZES.map((z) => [l, z] as const))) {
  test(`school level at ${size.width}x${size.height}: ${lesson.file} shows no id, section number or equation at any step`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.goto('/?level=school&speed=64');
    await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
    await startLesson(page, lesson.title);
    const card = page.getByTestId('lesson-player');
    await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
    for (let k = 1; k <= lesson.steps; k++) {
      await expect(card).toContainText(`Step ${k} of ${lesson.steps}`);
      expect(await universityWordsIn(page), `step ${k}, before playing`).toEqual([]);
      const asked = await answer(page);
      const play = card.getByRole('button', { name: /^(Play|Show the result)$/ });
      if ((await play.count()) > 0) await play.click();
      if (asked)
        await expect(card.locator('.lesson-result')).toContainText(/on this run|not settle|not graded/i, {
          timeout: 60_000,
        });
      await expect(card.getByRole('button', { name: /^(Playing…|Showing…)$/ })).toHaveCount(0, { timeout: 60_000 });
      expect(await universityWordsIn(page), `step ${k}, played`).toEqual([]);
      if (k < lesson.steps) await card.getByRole('button', { name: 'Next' }).click();
    }
    // The end of the lesson: the Watch-for card and the whole run show.
    await expect(card.getByTestId('lesson-done')).toBeVisible();
    expect(await universityWordsIn(page), 'the end').toEqual([]);
  });
}

test('the university level still names series by their ids', async ({ page }) => {
  await page.goto('/?level=university');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await startLesson(page, 'What does the satellite subflow do when WiFi fades?');
  await expect(page.getByTestId('lesson-player')).toContainText('Step 1 of 4');
  const throughput = page.getByRole('figure', { name: /Throughput per subflow/ });
  await expect(throughput.locator('.chart-legend-item[data-series="head-B1"]')).toHaveText('head-B1');
  await expect(throughput.locator('.chart-legend-item[data-series="sat"]')).toHaveText('sat');
  expect(await universityWordsIn(page)).not.toEqual([]);
});

test('a school lesson speaks at the school level without level= in the address', async ({ page }) => {
  const school = lessons.find((l) => l.level === 'school');
  expect(school, 'a shipped school lesson').toBeDefined();
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
  await startLesson(page, school!.title);
  await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
  const legend = page
    .getByRole('figure', { name: /Throughput/ })
    .locator('.chart-legend-item')
    .first();
  await expect(legend).toBeVisible();
  expect(await universityWordsIn(page)).toEqual([]);
});

test('the gallery tags each lesson with its level', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Presets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Presets' });
  for (const lesson of lessons) {
    const card = dialog.locator('.lesson-gallery .card').filter({ hasText: lesson.title });
    await expect(card.getByTestId('lesson-level')).toHaveText(lesson.level === 'school' ? 'School' : 'University');
  }
});

test('"Why not 100 %?" at the school level: words and one picture, no symbols, equations or paper numbers', async ({
  page,
}) => {
  await page.goto('/?level=school');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Why not 100 %?' }).click();
  const why = page.getByTestId('why-not-full');
  await why.getByLabel('Route').selectOption({ label: 'satellite' });
  await expect(why.getByTestId('why-picture')).toBeVisible();
  await expect(why.getByTestId('why-not-full-here')).toContainText(
    'Here the limit is the satellite, which could carry 20.0 Mbps at 0 s. The senders there settle at about 13.6 Mbps: 68 % of what it could carry.',
  );
  const text = await why.innerText();
  expect(text).not.toMatch(/μ|β|\beq\b|paper 0|\(z\/c\)/);
  // The university level keeps the law and its source.
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Why not 100 %?' }).click();
  await expect(page.getByTestId('why-not-full')).toContainText('μ = (z/c)^β');
  await expect(page.getByTestId('why-picture')).toHaveCount(0);
});

test('"What am I looking at?" at the school level: roads in plain words, no equation, id or paper number', async ({
  page,
}) => {
  await page.goto('/?level=school');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'What am I looking at?' }).click();
  const dialog = page.getByRole('dialog', { name: 'What am I looking at?' });
  await expect(dialog).toContainText('Each line of the chart is one road');
  await expect(dialog).toContainText('A multipath connection uses several roads at once');
  expect(await universityWordsIn(page, '.about-dialog')).toEqual([]);
  await expect(dialog.locator('.katex')).toHaveCount(0);
  await expect(dialog).not.toContainText(/Kelly|paper|head-B1/i);
  // The way to the maths: the same page at the university level.
  const link = dialog.getByRole('link', { name: 'university level of this page' });
  expect(new URL((await link.getAttribute('href'))!).searchParams.get('level')).toBe('university');
  // The university level keeps the model's equations and its papers.
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'What am I looking at?' }).click();
  const full = page.getByRole('dialog', { name: 'What am I looking at?' });
  await expect(full.locator('.katex').first()).toBeVisible();
  await expect(full).toContainText('head-B1');
  expect(await universityWordsIn(page, '.about-dialog')).not.toEqual([]);
});
