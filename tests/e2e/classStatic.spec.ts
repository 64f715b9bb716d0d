/**
 * "Class" on a plain static host (the preview server, no session server): it says that class
 * sessions need the server started with npm start.
 */
import { expect, test } from '@playwright/test';

test('Class says that sessions need the session server on a static host', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Class', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Class' });
  await expect(dialog.getByTestId('class-needs-server')).toContainText('need the session server');
  await expect(dialog.getByTestId('class-needs-server')).toContainText('npm start');
  await expect(dialog.getByRole('button', { name: 'Start a class' })).toHaveCount(0);
});

test('a phone finds Class in the Menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Class', exact: true }).click();
  await expect(page.getByTestId('class-needs-server')).toBeVisible();
});

test('a join link on a static host says so in the join form', async ({ page }) => {
  await page.goto('/?join=ACDEFG');
  const form = page.getByRole('dialog', { name: 'Join a class' });
  await expect(form.getByLabel('Code')).toHaveValue('ACDEFG');
  await expect(form.getByTestId('class-needs-server')).toContainText('need the session server');
});
