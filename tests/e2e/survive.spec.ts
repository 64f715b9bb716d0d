/** Work that survives: autosave on every committed edit and on page hide. */
import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';

test('an edit followed at once by a reload is kept (no wait)', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await page.getByLabel(/Nominal capacity/).fill('35');
  await page.reload();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await expect(page.getByLabel(/Nominal capacity/)).toHaveValue('35');
  // A keyboard nudge of a station, reloaded at once, is kept too.
  const b2 = page.getByRole('button', { name: 'Base station B2' });
  await b2.click();
  const x = page.getByLabel(/^x/);
  const before = Number(await x.inputValue());
  await b2.press('ArrowRight');
  await expect(x).toHaveValue(String(before + 10));
  await page.reload();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B2' }).click();
  await expect(page.getByLabel(/^x/)).toHaveValue(String(before + 10));
  expect(errors).toEqual([]);
});

test('undo history survives a reload: edit, reload, Undo and Redo work', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await page.getByRole('button', { name: 'Base station B3' }).click();
  const capacity = page.getByLabel(/Nominal capacity/);
  await capacity.fill('35');
  await page.waitForTimeout(1100); // a separate undo step from the next edit of the same field
  await capacity.fill('45');
  await page.reload();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await expect(capacity).toHaveValue('45');
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(capacity).toHaveValue('35');
  // An undone step is kept across a reload too, as a redo.
  await page.reload();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await expect(capacity).toHaveValue('35');
  await redo.click();
  await expect(capacity).toHaveValue('45');
  await undo.click();
  await undo.click();
  await expect(capacity).toHaveValue('20');
  await expect(undo).toBeDisabled();
  expect(errors).toEqual([]);
});

test('opening a share link keeps the previous work one Undo away, with a notice', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  // The user's own work, autosaved, then the link opened in a fresh load of the page.
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await page.getByLabel(/Nominal capacity/).fill('35');
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.locator('.notice')).toContainText('Opened a shared link; Undo brings back your previous work');
  await page.getByRole('button', { name: 'Base station B3' }).click();
  const capacity = page.getByLabel(/Nominal capacity/);
  await expect(capacity).toHaveValue('20');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(capacity).toHaveValue('35');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(capacity).toHaveValue('20');
  expect(errors).toEqual([]);
});
