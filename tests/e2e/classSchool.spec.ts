/**
 * A live class of a school-level lesson: the teacher's projected dashboard (the question, the bars
 * of the answers, the revealed finding) speaks at the school level like the students' cards: no
 * route id, `total:`, section number or equation (tests/e2e/schoolWords.ts).
 */
import { expect as baseExpect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import { startClassServer, type ClassServer } from './classServer';
import { expectConnected, openPerson, type Person } from './classPages';
import { openAction } from './topBarActions';
import { universityWordsIn } from './schoolWords';

const expect = baseExpect.configure({ timeout: 15_000 });
const TITLE = 'Sharing fairly: who gets more of a narrow link?';

let server: ClassServer;
const people: Person[] = [];

test.beforeAll(async () => {
  server = await startClassServer();
});

test.afterAll(async () => {
  for (const p of people) await p.context.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

test("a school lesson's class: the teacher's dashboard names the answers in school words, before and after the reveal", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const teacher = await openPerson(browser, server.url, '/');
  people.push(teacher);
  await teacher.page.getByRole('button', { name: 'Presets' }).click();
  const gallery = teacher.page.getByRole('dialog', { name: 'Presets' });
  await gallery.getByRole('button', { name: `Start lesson: ${TITLE}` }).click();
  await expect(gallery).toBeHidden();
  await openAction(teacher.page, 'Class', true);
  await teacher.page.getByRole('dialog', { name: 'Class' }).getByRole('button', { name: 'Start a class' }).click();
  const code = (await teacher.page.getByTestId('class-code').textContent({ timeout: 30_000 }))!.trim();

  const student = await openPerson(browser, server.url, '/?join=');
  people.push(student);
  const form = student.page.getByRole('dialog', { name: 'Join a class' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Nickname').fill('Zoë');
  await form.getByRole('button', { name: 'Join' }).click();
  await expectConnected(student.page);
  const card = student.page.getByTestId('lesson-player');
  await expect(card).toContainText(TITLE);
  await card.getByRole('radio').first().check();
  await card.getByRole('button', { name: 'Send answer' }).click();

  const dashboard = teacher.page.getByTestId('class-dashboard');
  await expect(dashboard.getByTestId('answered-count')).toHaveText('1', { timeout: 30_000 });
  // The bars are the two downloads by their names, not tcp-bottleneck and total:mhip.
  await expect(dashboard.getByTestId('class-bar').first()).toHaveAttribute('data-label', /bottleneck|total:/);
  await expect(dashboard.locator('.class-bar__label').first()).toContainText(/download/i);
  expect(await universityWordsIn(teacher.page, '[data-testid="class-dashboard"]'), 'before the reveal').toEqual([]);

  await dashboard.getByRole('button', { name: 'Reveal the answer to step 1' }).click();
  await expect(dashboard.locator('.class-found')).toContainText('On the run:');
  expect(await universityWordsIn(teacher.page, '[data-testid="class-dashboard"]'), 'after the reveal').toEqual([]);
});
