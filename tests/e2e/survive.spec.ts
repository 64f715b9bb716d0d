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

test('two tabs do not overwrite each other silently: keep yours / load theirs', async ({ page, context }) => {
  const errors = watchErrors(page);
  const other = await context.newPage();
  const otherErrors = watchErrors(other);
  for (const p of [page, other]) {
    await p.goto('/');
    await expect(p.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
    await p.getByRole('button', { name: 'Base station B3' }).click();
  }
  const savedB3 = () =>
    page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('multipath-playground/autosave/v1') ?? 'null')?.stations?.find(
          (s: { id: string }) => s.id === 'B3',
        )?.capacityMbps,
    );
  // This tab saves an edit: the other tab is told, and loads it.
  await page.getByLabel(/Nominal capacity/).fill('35');
  await expect(page.getByTestId('tab-conflict')).toHaveCount(0);
  const otherNotice = other.getByTestId('tab-conflict');
  await expect(otherNotice).toContainText('Another tab changed the saved scenario.');
  await otherNotice.getByRole('button', { name: 'Load theirs' }).click();
  await expect(otherNotice).toHaveCount(0);
  await expect(other.getByLabel(/Nominal capacity/)).toHaveValue('35');
  // Loading theirs is one undoable step.
  await other.getByRole('button', { name: 'Undo' }).click();
  await expect(other.getByLabel(/Nominal capacity/)).toHaveValue('20');
  // The other tab's undo is the newest save (last writer wins); this tab is told and keeps its own.
  await expect.poll(savedB3).toBe(20);
  const notice = page.getByTestId('tab-conflict');
  await expect(notice).toContainText('Another tab changed the saved scenario.');
  await notice.getByRole('button', { name: 'Keep yours' }).click();
  await expect(notice).toHaveCount(0);
  await expect.poll(savedB3).toBe(35);
  await expect(otherNotice).toContainText('Another tab changed the saved scenario.');
  // Hiding or closing a tab with nothing new to save writes nothing.
  await other.close({ runBeforeUnload: true });
  await page.waitForTimeout(300);
  expect(await savedB3()).toBe(35);
  expect(errors).toEqual([]);
  expect(otherErrors).toEqual([]);
});
