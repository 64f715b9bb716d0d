import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './watchErrors';
import { at } from '../../src/util/at';

/** Markup that would run script if any sink read user text as HTML. */
const MARKUP = '<img src=x onerror="window.__pwned=(window.__pwned||0)+1"><b>bold</b>';
/** The same, short enough for a channel group (at most 64 characters). */
const SHORT_MARKUP = '<img src=x onerror=window.__pwned=1>';
/** The scenario's free-text string fields (the schema's strings without a pattern; see userText.test.ts). */
const FREE_TEXT = ['title', 'description', 'label', 'group', 'summary', 'text', 'question', 'explanation'];

let counter = 0;

/** Every free-text field of `value`, at any depth, set to markup (labels unique); objects that take a label get one. */
function inject(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => inject(v, key));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] =
      FREE_TEXT.includes(k) && typeof v === 'string'
        ? k === 'group'
          ? SHORT_MARKUP
          : `${MARKUP} ${k} ${++counter}`
        : k === 'choices' && Array.isArray(v)
          ? v.map((c) => `${SHORT_MARKUP} ${String(c)}`)
          : inject(v, k);
  }
  const labelled = ['stations', 'channels', 'platforms', 'sources', 'variants'];
  if (labelled.includes(key) && out.label === undefined) out.label = `${MARKUP} label ${++counter}`;
  return out;
}

/**
 * Hovers a point of the convoy path (on the line itself, not the middle of its bounding box), one
 * that no label or marker covers.
 */
async function hoverPath(page: Page): Promise<void> {
  const point = await page
    .locator('path.mp-path-hit')
    .first()
    .evaluate((el) => {
      const path = el as SVGPathElement;
      const m = path.getScreenCTM()!;
      const at = (f: number) => {
        const p = path.getPointAtLength(path.getTotalLength() * f);
        return { x: p.x * m.a + p.y * m.c + m.e, y: p.x * m.b + p.y * m.d + m.f };
      };
      for (let f = 0.3; f < 0.9; f += 0.02) {
        const p = at(f);
        if (document.elementFromPoint(p.x, p.y) === path) return p;
      }
      return at(0.3);
    });
  await page.mouse.move(point.x, point.y);
  await page.mouse.move(point.x + 1, point.y + 1);
}

test('user text is text everywhere: markup in every free-text field shows literally and runs nothing', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });

  const preset = JSON.parse(
    readFileSync(resolve(process.cwd(), 'public/scenarios/000-convoy-controllers.json'), 'utf8'),
  );
  const injected = inject(preset) as { title: string };
  await page.getByLabel('Open a scenario file').setInputFiles({
    name: 'markup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(injected)),
  });
  await expect(page.locator('.scenario-title')).toHaveText(injected.title);
  await expect(page.locator('.compare-table')).toContainText('<img src=x', { timeout: 30_000 });
  await expect(page.locator('.mp-station__label').first()).toContainText('<img src=x');

  await hoverPath(page);
  await expect(page.locator('.leaflet-tooltip')).toContainText(`${MARKUP} label`);
  await expect(page.locator('.notice')).not.toContainText('not loaded');
  await page.locator('.mp-station').first().click();

  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('main img[src="x"], body img[src="x"], b:text("bold")').count()).toBe(0);
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('a lesson with markup in its title, steps, question, choices, explanation and chart notes shows it as text', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const lesson = JSON.parse(readFileSync(resolve(process.cwd(), 'public/lessons/satellite-rises.json'), 'utf8'));
  // Students may skip in this lesson, and its notes belong to no step: every text shows at once.
  lesson.lesson.allowSkip = true;
  for (const note of lesson.annotations) delete note.step;
  // Step 2 a poll: its choices are the lesson's own text (a rule's choices are the page's words).
  const step2 = lesson.lesson.steps[1].prediction;
  lesson.lesson.steps[1].prediction = { question: step2.question, choices: ['Rise', 'Fall'], explanation: 'x' };
  const injected = inject(lesson) as { lesson: { steps: Array<{ text: string; prediction?: { question: string } }> } };
  await page.getByLabel('Open a scenario file').setInputFiles({
    name: 'lesson-markup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(injected)),
  });
  const card = page.getByTestId('lesson-player');
  await expect(card).toContainText(at(injected.lesson.steps, 0).text);
  // The lesson's notes show once played past (a lesson does not give its predictions away).
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('540');
  await expect(page.locator('.ts-chart-note').first()).toContainText('<img src=x');
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card).toContainText(at(injected.lesson.steps, 1).prediction!.question);
  await expect(card.getByRole('radio').first()).toBeAttached();
  await expect(card).toContainText(`${SHORT_MARKUP} `);

  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('body img[src="x"], b:text("bold")').count()).toBe(0);
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('the Content-Security-Policy blocks an injected inline script and the app keeps working', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*;\s*style/);

  const blocked = await page.evaluate(
    () =>
      new Promise<string>((done) => {
        document.addEventListener('securitypolicyviolation', (e) => done(e.violatedDirective), { once: true });
        const script = document.createElement('script');
        script.textContent = 'window.__inline = 1';
        document.head.append(script);
      }),
  );
  expect(blocked).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as { __inline?: number }).__inline)).toBeUndefined();

  // Still works: an edit is solved again.
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('button', { name: /III-B/ }).first().click();
  await expect(page.getByTestId('run-status')).toContainText('Solved', { timeout: 30_000 });
  await expect(page.locator('.scenario-title')).toContainText('III-B');
});
