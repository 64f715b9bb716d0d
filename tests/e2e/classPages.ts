/**
 * Page helpers of the live class specs: a teacher who opens a shipped lesson and starts a class,
 * students who join it with a code and a nickname, and reads of the teacher's dashboard.
 */
import {
  expect as baseExpect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { openAction } from './topBarActions';

/** Pushes cross browsers on a loaded 2-core machine: a longer wait than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** The shipped lesson the class specs run: 3 steps, step 2 a choice (largest), step 3 a choice (trend). */
export const LESSON_TITLE = 'A roadside unit drive-by: what happens when a second path appears?';

/** One browser context and its page. */
export interface Person {
  context: BrowserContext;
  page: Page;
}

/** A new context on `baseURL` (the class server's origin), opened at `path` (`extra`: e.g. a touch screen). */
export async function openPerson(
  browser: Browser,
  baseURL: string,
  path: string,
  viewport?: { width: number; height: number },
  extra: BrowserContextOptions = {},
): Promise<Person> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    ...(viewport && { viewport }),
    ...extra,
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
  await page.goto(path);
  return { context, page };
}

/** The teacher: opens the lesson from the gallery, starts a class; resolves to them and the join code. */
export async function startClass(browser: Browser, baseURL: string): Promise<{ teacher: Person; code: string }> {
  const teacher = await openPerson(browser, baseURL, '/');
  const { page } = teacher;
  await page.getByRole('button', { name: 'Presets' }).click();
  const gallery = page.getByRole('dialog', { name: 'Presets' });
  await gallery.getByRole('button', { name: `Start lesson: ${LESSON_TITLE}` }).click();
  await expect(gallery).toBeHidden();
  await openAction(page, 'Class', true);
  await page.getByRole('dialog', { name: 'Class' }).getByRole('button', { name: 'Start a class' }).click();
  const code = (await page.getByTestId('class-code').textContent({ timeout: 30_000 }))!.trim();
  expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTWXY]{6}$/);
  await expect(page.getByTestId('class-connection')).toHaveAttribute('data-connection', 'open');
  return { teacher, code };
}

/** A student who joins `code` as `nickname` (the code typed in lower case) from `/?join=`. */
export async function joinClass(
  browser: Browser,
  baseURL: string,
  code: string,
  nickname: string,
  viewport?: { width: number; height: number },
  extra: BrowserContextOptions = {},
): Promise<Person> {
  const student = await openPerson(browser, baseURL, '/?join=', viewport, extra);
  const form = student.page.getByRole('dialog', { name: 'Join a class' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Nickname').fill(nickname);
  await form.getByRole('button', { name: 'Join' }).click();
  await expectConnected(student.page);
  await expect(student.page.getByTestId('lesson-player')).toContainText(LESSON_TITLE);
  return student;
}

/** The student's class line says connected. */
export async function expectConnected(page: Page, timeoutMs = 30_000): Promise<void> {
  await expect(page.getByTestId('class-status')).toHaveAttribute('data-connection', 'open', { timeout: timeoutMs });
}

/** The dashboard's bars of the shown step: label -> count. */
export async function histogram(teacher: Page): Promise<Record<string, number>> {
  const bars = teacher.getByTestId('class-bar');
  const out: Record<string, number> = {};
  for (const bar of await bars.all())
    out[(await bar.getAttribute('data-label'))!] = Number(await bar.getAttribute('data-count'));
  return out;
}

/** The sum of the shown step's bars. */
export async function answeredOnDashboard(teacher: Page): Promise<number> {
  return Object.values(await histogram(teacher)).reduce((a, b) => a + b, 0);
}

/** The student picks choice `index` of the card's question and sends it. */
export async function answerChoice(student: Page, index: number): Promise<void> {
  const card = student.getByTestId('lesson-player');
  await card.getByRole('radio').nth(index).check();
  await card.getByRole('button', { name: 'Send answer' }).click();
}
