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
  // The panel shows B2 before its x is read (it was B3's a moment ago).
  await expect(page.getByRole('heading', { name: 'Base station B2' })).toBeVisible();
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

test('a drag is saved once, at its end, not per pointer move; reloaded at once, it is kept and undone in one step', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Count the writes of the saved scenario.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'multipath-playground/autosave/v1') {
        const w = window as unknown as { scenarioWrites?: number };
        w.scenarioWrites = (w.scenarioWrites ?? 0) + 1;
      }
      return setItem.call(this, key, value);
    };
  });
  const writes = () => page.evaluate(() => (window as unknown as { scenarioWrites?: number }).scenarioWrites ?? 0);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const savedB2 = () =>
    page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('multipath-playground/autosave/v1') ?? 'null')?.stations?.find(
          (s: { id: string }) => s.id === 'B2',
        )?.position,
    );
  const start = await savedB2();
  const before = await writes();
  const marker = page.getByRole('button', { name: 'Base station B2' });
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let k = 1; k <= 10; k += 1)
    await page.mouse.move(box.x + box.width / 2 + 25 * k, box.y + box.height / 2 + 20 * k, { steps: 2 });
  expect(await writes()).toBe(before);
  expect(await savedB2()).toEqual(start);
  await page.mouse.up();
  await expect.poll(writes).toBe(before + 1);
  const moved = await savedB2();
  expect(moved).not.toEqual(start);
  await page.reload();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B2' }).click();
  await expect(page.getByLabel(/^x/)).toHaveValue(String(moved.xM));
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel(/^x/)).toHaveValue(String(start.xM));
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
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
  // A locked lesson link (Undo is off there) keeps the work too, one Undo away outside the lesson.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(capacity).toHaveValue('35');
  const url = new URL(link);
  await page.goto('about:blank');
  await page.goto(`${url.pathname}?lesson=1${url.hash}`);
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.locator('.notice')).toContainText(
    'Opened a shared lesson; your previous work is kept: open the page without the lesson parameters and press Undo',
  );
  await page.goto('about:blank');
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await expect(capacity).toHaveValue('20');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(capacity).toHaveValue('35');
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
