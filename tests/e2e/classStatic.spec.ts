/**
 * "Class" on a plain static host (the preview server, no session server): it says that class
 * sessions need the server started with npm start.
 */
import { expect, test } from '@playwright/test';
import { openAction } from './topBarActions';

test('Class says that sessions need the session server on a static host', async ({ page }) => {
  await page.goto('/');
  await openAction(page, 'Class', true);
  const dialog = page.getByRole('dialog', { name: 'Class' });
  await expect(dialog.getByTestId('class-needs-server')).toContainText('need the session server');
  await expect(dialog.getByTestId('class-needs-server')).toContainText('npm start');
  await expect(dialog.getByRole('button', { name: 'Start a class' })).toHaveCount(0);
});

test('a phone finds Class in the Menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await openAction(page, 'Class', true);
  await expect(page.getByTestId('class-needs-server')).toBeVisible();
});

test('a join link on a static host says so in the join form', async ({ page }) => {
  await page.goto('/?join=ACDEFG');
  const form = page.getByRole('dialog', { name: 'Join a class' });
  await expect(form.getByLabel('Code')).toHaveValue('ACDEFG');
  await expect(form.getByTestId('class-needs-server')).toContainText('need the session server');
  // The default scenario's "Watch for" card (it can state a lesson's answer) waits behind the join form.
  await expect(page.getByTestId('lesson-watch-for')).toHaveCount(0);
  await form.getByRole('button', { name: 'Close' }).click();
  // Back: the card (folded to its summary line on a 720 px high screen) shows what to watch for.
  await page.locator('.lesson-card > summary').click();
  await expect(page.getByTestId('lesson-watch-for')).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test(`the join form fits inside its dialog, in 16 px type or more, at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/?join=ACDEFG');
    const form = page.getByRole('dialog', { name: 'Join a class' });
    await expect(form.getByLabel('Code')).toHaveValue('ACDEFG');
    const box = (await form.boundingBox())!;
    for (const control of [
      form.getByLabel('Code'),
      form.getByLabel('Nickname'),
      form.getByRole('button', { name: 'Join' }),
    ]) {
      const b = (await control.boundingBox())!;
      // Inside the dialog with room to spare (its padding), never cut at the right.
      expect(b.x).toBeGreaterThanOrEqual(box.x + 8);
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width - 8);
      expect(parseFloat(await control.evaluate((e) => getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(16);
    }
    // A code refused in the page (a letter codes do not use) keeps the nickname typed.
    await form.getByLabel('Code').fill('ZZZ9ZZ');
    await form.getByLabel('Nickname').fill('Zed');
    await form.getByRole('button', { name: 'Join' }).click();
    await expect(form.getByTestId('join-problem')).toContainText(/^Code: /);
    await expect(form.getByLabel('Nickname')).toHaveValue('Zed');
  });
}
