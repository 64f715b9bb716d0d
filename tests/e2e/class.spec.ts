/**
 * A live class in real Chromium: one teacher and five students, each in their own browser context,
 * on the built session server (spawned by tests/e2e/classServer.ts on its own port and data
 * folder). The tests run in order on one class: join, pacing, answers into the histogram, reveal,
 * pause, an answer made offline, a reload, the server killed and restarted, the results CSV.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expectNoViolations } from './axe';
import { startClassServer, type ClassServer } from './classServer';
import {
  answerChoice,
  answeredOnDashboard,
  expectConnected,
  joinClass,
  openPerson,
  startClass,
  type Person,
} from './classPages';
import { openAction } from './topBarActions';

/** Pushes cross browsers on a loaded 2-core machine: a longer wait than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const NICKNAMES = ['Ada', 'Boole', 'Curie', 'Dijkstra', 'Euler'];
const PHONE = { width: 390, height: 844 };

let server: ClassServer;
let teacher: Person;
let code = '';
const students: Person[] = [];

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  // Any free port; a restart takes the same one (the pages reconnect to their own origin).
  server = await startClassServer();
});

test.afterAll(async () => {
  for (const p of [teacher, ...students]) await p?.context.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

const card = (p: Page) => p.getByTestId('lesson-player');
const dashboard = () => teacher.page.getByTestId('class-dashboard');

test('five students join by code; the dashboard lists them', async ({ browser }) => {
  ({ teacher, code } = await startClass(browser, server.url));
  // The teacher's token is never left in the (projected) address bar.
  expect(teacher.page.url()).not.toContain('teacher=');
  expect(new URL(teacher.page.url()).search).toBe(`?class=${code}`);
  // Step 1 asks nothing: nothing to reveal.
  await expect(dashboard().getByRole('button', { name: 'Nothing to reveal' })).toBeDisabled();
  // The last student is on a phone.
  for (const nick of NICKNAMES)
    students.push(await joinClass(browser, server.url, code, nick, nick === 'Euler' ? PHONE : undefined));
  await expect(dashboard().getByTestId('joined-count')).toHaveText('5');
  // A nickname already taken (in any case) is refused by the server, which the form says by field.
  const late = await openPerson(browser, server.url, `/?join=${code}`);
  const form = late.page.getByRole('dialog', { name: 'Join a class' });
  await expect(form.getByLabel('Code')).toHaveValue(code);
  await form.getByLabel('Nickname').fill('ada');
  await form.getByRole('button', { name: 'Join' }).click();
  await expect(form.getByTestId('join-problem')).toContainText(/^Nickname: .*taken/i);
  // Through Class > Join a class, a code no class has keeps the nickname typed.
  await form.getByRole('button', { name: 'Close' }).click();
  await openAction(late.page, 'Class', true);
  await late.page.getByRole('dialog', { name: 'Class' }).getByRole('button', { name: 'Join a class' }).click();
  await form.getByLabel('Code').fill('999999');
  await form.getByLabel('Nickname').fill('Zed');
  await form.getByRole('button', { name: 'Join' }).click();
  await expect(form.getByTestId('join-problem')).toContainText(/^Code: no class has this code/);
  await expect(form.getByLabel('Nickname')).toHaveValue('Zed');
  await late.context.close();
  for (const nick of NICKNAMES) await expect(dashboard().getByTestId('class-roster')).toContainText(nick);
  // Anonymise replaces the nicknames on the projected view (a teacher action: it survives a reload).
  await dashboard().getByLabel('Anonymise').click();
  await expect(dashboard().getByLabel('Anonymise')).toBeChecked();
  await expect(dashboard().getByTestId('class-roster')).not.toContainText('Ada');
  await expect(dashboard().getByTestId('class-roster')).toContainText('Otter');
  await dashboard().getByLabel('Anonymise').click();
  await expect(dashboard().getByTestId('class-roster')).toContainText('Ada');
});

test('locking the class to step 2 moves every student there, and Next stops there', async () => {
  await dashboard().getByRole('button', { name: 'Next step' }).click();
  await dashboard().getByRole('button', { name: 'Lock the class to step 2' }).click();
  // The projected step shows its question, in large type.
  const question = dashboard().getByTestId('class-question');
  await expect(question).toHaveText('Which curve will rise between 25 s and 40 s, as the car nears the unit?');
  expect(parseFloat(await question.evaluate((e) => getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(22);
  for (const s of students) {
    await expect(card(s.page)).toContainText('Step 2 of 3');
    await expect(card(s.page).getByRole('button', { name: 'Next' })).toBeDisabled();
  }
  await expect(dashboard().getByTestId('thinking-count')).toHaveText('5');
});

test('answers appear in the histogram with the count still thinking; each is sent once', async () => {
  await answerChoice(students[0]!.page, 0);
  await answerChoice(students[1]!.page, 0);
  await answerChoice(students[2]!.page, 1);
  for (const s of students.slice(0, 3)) {
    await expect(s.page.getByTestId('live-answer-status')).toHaveText('Sent');
    await expect(card(s.page).getByRole('radio').first()).toBeDisabled();
  }
  await expect.poll(() => answeredOnDashboard(teacher.page)).toBe(3);
  await expect(dashboard().getByTestId('thinking-count')).toHaveText('2');
  const tally = dashboard().getByTestId('class-tally');
  await expect(tally).toContainText('Step 1: no question');
  await expect(tally).toContainText('Step 2: 3/5 answered, held here');
  await expect(tally).toContainText('Step 3: 0/5 answered');
  // The right answer is not marked before the reveal, nor does a student see a verdict.
  await expect(dashboard().locator('.class-bars li.is-right')).toHaveCount(0);
  await expect(card(students[0]!.page).getByTestId('lesson-result')).toHaveCount(0);
});

test('reveal reaches every student at once', async () => {
  await dashboard().getByRole('button', { name: 'Reveal the answer to step 2' }).click();
  for (const s of students) await expect(card(s.page).getByTestId('lesson-result')).toBeVisible();
  const verdicts = await Promise.all(
    students.slice(0, 3).map((s) => card(s.page).getByTestId('lesson-result').textContent()),
  );
  // Students 1 and 2 chose the same, student 3 the other: one pair right and the other wrong.
  expect(verdicts[0]).toBe(verdicts[1]);
  expect(verdicts[0]!.startsWith('Right')).not.toBe(verdicts[2]!.startsWith('Right'));
  await expect(dashboard().locator('.class-bars li.is-right')).toHaveCount(1);
  // Who had not answered is told their answer will not be graded; who had, is not.
  await expect(card(students[3]!.page).getByTestId('live-late')).toHaveText(
    'The answer was revealed before you answered: your answer is still sent, but not graded',
  );
  await expect(card(students[0]!.page).getByTestId('live-late')).toHaveCount(0);
  await expectNoViolations(teacher.page, 'the dashboard');
  // The student's class line and lesson card (the roadside map's own handles are the map's matter).
  const student = await new AxeBuilder({ page: students[2]!.page })
    .include('[data-testid="class-status"]')
    .include('[data-testid="lesson-player"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(student.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  if (process.env.CLASS_SHOTS) {
    await students[2]!.page.screenshot({ path: `${process.env.CLASS_SHOTS}/student.png` });
    await students[4]!.page.screenshot({ path: `${process.env.CLASS_SHOTS}/phone-student.png` });
  }
});

test('pause shows the overlay on every student and blocks the page; resume removes it', async () => {
  await dashboard().getByRole('button', { name: 'Pause all screens' }).click();
  for (const s of students) await expect(s.page.getByTestId('class-paused')).toHaveText('Eyes on the teacher');
  if (process.env.CLASS_SHOTS) {
    await students[4]!.page.screenshot({ path: `${process.env.CLASS_SHOTS}/phone-paused.png` });
  }
  expect(await students[3]!.page.evaluate(() => document.getElementById('root')!.inert)).toBe(true);
  // No key reaches the page's shortcuts (listeners on the window, as src/app/keyboardShortcuts.ts).
  const keysSeen = await students[3]!.page.evaluateHandle(() => {
    const seen = { count: 0 };
    window.addEventListener('keydown', () => (seen.count += 1));
    return seen;
  });
  await students[3]!.page.keyboard.press('Space');
  await students[3]!.page.keyboard.press('ArrowRight');
  expect(await keysSeen.evaluate((seen) => seen.count)).toBe(0);
  await dashboard().getByRole('button', { name: 'Resume screens' }).click();
  for (const s of students) await expect(s.page.getByTestId('class-paused')).toHaveCount(0);
});

test('an answer made offline is kept, then delivered when the network is back', async () => {
  const s = students[3]!;
  await s.context.setOffline(true);
  await expect(s.page.getByTestId('class-status')).not.toHaveAttribute('data-connection', 'open');
  await answerChoice(s.page, 1);
  await expect(s.page.getByTestId('live-answer-status')).toHaveText('Saved: will be sent when you are back online');
  await expect.poll(() => answeredOnDashboard(teacher.page)).toBe(3);
  await s.context.setOffline(false);
  await expect(s.page.getByTestId('live-answer-status')).toHaveText('Sent', { timeout: 20_000 });
  await expect.poll(() => answeredOnDashboard(teacher.page)).toBe(4);
  await expect(dashboard().getByTestId('thinking-count')).toHaveText('1');
  // Step 2 was revealed before this answer: it is kept, not graded, and the tally says so.
  await expect(dashboard().getByTestId('class-tally')).toContainText('1 after reveal (not graded)');
  await expect(s.page.getByTestId('live-late')).toBeVisible();
  // The server says so: the note stays after a reload (the page's own memory of sending is gone).
  await s.page.reload();
  await expectConnected(s.page);
  await expect(s.page.getByTestId('live-answer-status')).toHaveText('Sent');
  await expect(s.page.getByTestId('live-late')).toBeVisible();
});

test('a student who reloads keeps their place and their answer', async () => {
  const s = students[0]!;
  const chosen = await card(s.page).getByRole('radio').first().isChecked();
  await s.page.reload();
  await expectConnected(s.page);
  await expect(card(s.page)).toContainText('Step 2 of 3');
  await expect(s.page.getByTestId('live-answer-status')).toHaveText('Sent');
  expect(await card(s.page).getByRole('radio').first().isChecked()).toBe(chosen);
  await expect(card(s.page).getByTestId('lesson-result')).toBeVisible();
});

test('let them run ahead: a student goes on to step 3 alone', async () => {
  await dashboard().getByRole('button', { name: 'Let them run ahead' }).click();
  const s = students[4]!;
  await answerChoice(s.page, 0);
  await expect(s.page.getByTestId('live-answer-status')).toHaveText('Sent');
  await card(s.page).getByRole('button', { name: 'Play' }).click();
  await card(s.page).getByRole('button', { name: 'Next' }).click({ timeout: 60_000 });
  await expect(card(s.page)).toContainText('Step 3 of 3');
  await expect(card(students[1]!.page)).toContainText('Step 2 of 3');
  await expect(dashboard().getByTestId('class-roster')).toContainText('Euler · step 3');
  // Unlocked, a reload keeps the place the student ran ahead to (not the first step).
  await s.page.reload();
  await expectConnected(s.page);
  await expect(card(s.page)).toContainText('Step 3 of 3');
});

test('the server killed and restarted mid-class: everyone reconnects and the dashboard is whole', async ({
  browser,
}) => {
  await server.kill();
  await expect(dashboard().getByTestId('class-connection')).not.toHaveAttribute('data-connection', 'open');
  await expect(students[1]!.page.getByTestId('class-status')).not.toHaveAttribute('data-connection', 'open');
  server = await startClassServer({ port: server.port, dataDir: server.dataDir });
  await expect(dashboard().getByTestId('class-connection')).toHaveAttribute('data-connection', 'open', {
    timeout: 30_000,
  });
  for (const s of students) await expectConnected(s.page);
  await expect(dashboard().getByTestId('joined-count')).toHaveText('5');
  await expect.poll(() => answeredOnDashboard(teacher.page)).toBe(5);
  await expect(dashboard().locator('.class-bars li.is-right')).toHaveCount(1);
  // `/?class=CODE` reopens the same dashboard after a reload: the token is kept in this browser.
  await teacher.page.reload();
  await expect(dashboard().getByTestId('class-code')).toHaveText(code);
  await expect(dashboard().getByTestId('joined-count')).toHaveText('5');
  // "Copy teacher link" gives the full link (with the token) for the teacher's other devices.
  await teacher.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await dashboard().getByRole('button', { name: 'Copy teacher link' }).click();
  const link = await teacher.page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/\\?class=${code}#teacher=.+`));
  // Another device (a fresh context) opens it: the dashboard, and the token leaves the address bar.
  const other = await openPerson(browser, server.url, link.replace(server.url, ''));
  await expect(other.page.getByTestId('class-dashboard').getByTestId('joined-count')).toHaveText('5');
  await expect.poll(() => other.page.url()).not.toContain('teacher=');
  // Its fragment is the teacher's token, not a share link: no "link could not be opened".
  await expect(other.page.getByText('This link could not be opened')).toHaveCount(0);
  await other.context.close();
});

test('the results CSV has one row per student and step, answered or not', async () => {
  await dashboard().getByRole('button', { name: 'Next step' }).click();
  await answerChoice(students[4]!.page, 1);
  await expect(students[4]!.page.getByTestId('live-answer-status')).toHaveText('Sent');
  const [download] = await Promise.all([
    teacher.page.waitForEvent('download'),
    dashboard().getByRole('button', { name: 'Download results (CSV)' }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  const rows = text.trim().split(/\r?\n/);
  expect(rows[0]).toBe('step,nickname,answered,answer,correct,time to answer s');
  const body = rows.slice(1).map((r) => r.split(','));
  // Two questions (steps 2 and 3) x five students.
  expect(body).toHaveLength(10);
  const step2 = body.filter((r) => r[0] === '2');
  expect(step2.map((r) => r[1]).sort()).toEqual([...NICKNAMES].sort());
  for (const r of step2) {
    expect(r[2]).toBe('yes');
    // Dijkstra and Euler answered step 2 after its reveal: kept, not graded.
    if (['Dijkstra', 'Euler'].includes(r[1]!)) expect(r[4]).toBe('after reveal');
    else expect(['yes', 'no']).toContain(r[4]);
    expect(Number(r[5])).toBeGreaterThanOrEqual(0);
  }
  const step3 = body.filter((r) => r[0] === '3');
  expect(step3.filter((r) => r[2] === 'yes').map((r) => r[1])).toEqual(['Euler']);
  for (const r of step3.filter((r) => r[2] === 'no')) expect(r.slice(3)).toEqual(['', '', '']);
});

test('the dashboard fits and reads at projector, laptop and phone sizes', async () => {
  const sizes = [
    { width: 1024, height: 768 },
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ];
  // The revealed step 2 is shown: its question, every bar, the finding and the controls on one screen.
  await dashboard()
    .getByTestId('class-tally')
    .getByRole('button', { name: /^Step 2:/ })
    .click();
  await expect(dashboard().getByTestId('class-shown-step')).toContainText('Step 2 of');
  await expect(dashboard().locator('.class-found')).toContainText('On the run');
  for (const size of sizes) {
    await teacher.page.setViewportSize(size);
    if (process.env.CLASS_SHOTS)
      await teacher.page.screenshot({ path: `${process.env.CLASS_SHOTS}/dashboard-${size.width}.png` });
    if (size.width >= 1024) await expectOneScreen(size.height);
    const fit = await dashboard().evaluate((el) => ({
      overflowPx: el.scrollWidth - el.clientWidth,
      codePx: parseFloat(getComputedStyle(el.querySelector('.class-code')!).fontSize),
      barPx: parseFloat(getComputedStyle(el.querySelector('.class-histogram')!).fontSize),
    }));
    expect(fit.overflowPx, `${size.width}x${size.height}`).toBeLessThanOrEqual(0);
    expect(fit.codePx).toBeGreaterThanOrEqual(18);
    expect(fit.barPx).toBeGreaterThanOrEqual(18);
    if (size.width >= 1024) {
      // The controls are within the first screen (the projector's 1024x768 included), whole.
      for (const button of await dashboard().getByRole('group', { name: 'Class controls' }).getByRole('button').all()) {
        const b = (await button.boundingBox())!;
        expect(b.y + b.height, `${size.width}x${size.height}`).toBeLessThanOrEqual(size.height);
      }
    }
  }
});

/** The code, the shown question, every bar, the finding and the controls lie within the screen, unscrolled. */
async function expectOneScreen(heightPx: number) {
  const all = [
    dashboard().getByTestId('class-code'),
    dashboard().getByTestId('class-question'),
    ...(await dashboard().getByTestId('class-bar').all()),
    dashboard().locator('.class-found'),
    ...(await dashboard().getByRole('group', { name: 'Class controls' }).getByRole('button').all()),
  ];
  expect(all.length).toBeGreaterThan(5);
  for (const item of all) {
    await expect(item).toBeVisible();
    const box = (await item.boundingBox())!;
    const what = `${await item.textContent()} at height ${heightPx}`;
    expect(box.y, what).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, what).toBeLessThanOrEqual(heightPx);
    // Nothing lies over it (the controls used to cover the second bar): its middle hits itself.
    const hit = await item.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + Math.min(20, r.width / 2), r.y + r.height / 2);
      return !!top && (el === top || el.contains(top));
    });
    expect(hit, what).toBe(true);
  }
  for (const box of [dashboard(), dashboard().locator('.class-step')])
    expect(await box.evaluate((e) => e.scrollTop)).toBe(0);
}

test('ending the class (after a confirmation) reaches every student; a later answer is refused', async () => {
  await teacher.page.setViewportSize({ width: 1280, height: 720 });
  await dashboard().getByRole('button', { name: 'End the class' }).click();
  await dashboard().getByRole('button', { name: 'No', exact: true }).click();
  await expect(dashboard().getByTestId('class-connection')).not.toContainText('ended');
  await dashboard().getByRole('button', { name: 'End the class' }).click();
  await dashboard().getByRole('button', { name: 'Yes, end it' }).click();
  await expect(dashboard().getByTestId('class-connection')).toContainText('The class has ended');
  // The dashboard says so instead of showing a code no one can join with; the results stay downloadable.
  await expect(dashboard().getByTestId('class-ended')).toContainText('The class has ended');
  await expect(dashboard().getByTestId('class-code')).toHaveCount(0);
  await expect(dashboard().getByTestId('class-qr')).toHaveCount(0);
  await expect(dashboard().getByTestId('class-connection')).not.toContainText('live');
  await expect(dashboard().getByRole('button', { name: 'Download results (CSV)' })).toBeEnabled();
  for (const s of students) {
    await expect(s.page.getByTestId('class-status')).toContainText('the class has ended');
    await expect(s.page.getByTestId('class-status')).not.toContainText('the class is on step');
    await expect(s.page.getByTestId('class-ended')).toHaveText(
      'The class has ended: you can finish the lesson on your own',
    );
  }
  // The card is a lesson alone again: no Send, no "when your teacher reveals", the answer graded in the page.
  const s = students[1]!;
  await card(s.page).getByRole('button', { name: 'Play' }).click();
  await card(s.page).getByRole('button', { name: 'Next' }).click({ timeout: 60_000 });
  await expect(card(s.page)).toContainText('Step 3 of 3');
  await card(s.page).getByRole('radio').first().check();
  await expect(card(s.page).getByRole('button', { name: 'Send answer' })).toHaveCount(0);
  // Step 3 replays nothing: its button shows the result.
  await card(s.page)
    .getByRole('button', { name: /^(Play|Show the result)$/ })
    .click();
  await expect(card(s.page).getByTestId('lesson-result')).toContainText(/^(Right|Not quite)/, { timeout: 60_000 });
  await expect(card(s.page)).not.toContainText('when your teacher reveals');
});
