import { test, expect } from '@playwright/test';
import { openAction } from './topBarActions';

test('undo and redo every edit, with buttons and Ctrl+Z / Ctrl+Shift+Z', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const b1 = page.getByRole('button', { name: 'Base station B1' });
  await b1.click();
  const x = page.getByLabel(/^x/);
  await expect(x).toHaveValue('-200');
  await b1.press('ArrowRight');
  await b1.press('ArrowRight');
  await expect(x).toHaveValue('-180');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(x).toHaveValue('-200');
  await page.keyboard.press('Control+Shift+Z');
  await expect(x).toHaveValue('-180');
  await page.keyboard.press('Control+Z');
  await expect(x).toHaveValue('-200');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('the scenario survives a reload (autosave), and Reset brings the preset back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await page.getByLabel(/Nominal capacity/).fill('35');
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await expect(page.getByLabel(/Nominal capacity/)).toHaveValue('35');
  await openAction(page, 'Reset', true);
  await expect(page.getByLabel(/Nominal capacity/)).toHaveValue('20');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel(/Nominal capacity/)).toHaveValue('35');
});

test('a saved undo history shortened to fit the storage says so (a 1.2 M character description from a link)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await page.getByLabel(/Nominal capacity/).fill('35'); // the user's work
  await page.waitForTimeout(600);
  const scenario = await page.evaluate(() => fetch('scenarios/III-D.json').then((r) => r.json()));
  const json = JSON.stringify({ scenario: { ...scenario, description: 'd'.repeat(1_200_000) }, view: {} });
  const deflated = await new Response(
    new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw')),
  ).arrayBuffer();
  await page.goto('about:blank'); // a fresh load, as a link opened from elsewhere
  await page.goto(`/#s=v1.${Buffer.from(deflated).toString('base64url')}`);
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  const notice = page.locator('.notice').first();
  await expect(notice).toContainText('Opened a shared link');
  await page.getByRole('button', { name: 'Base station B3' }).click();
  const capacity = page.getByLabel(/Nominal capacity/);
  await capacity.fill('40');
  await page.waitForTimeout(1200);
  await capacity.fill('45');
  await expect(notice).toContainText("Undo history was shortened to the last 1 step to fit the browser's storage");
  await page.waitForTimeout(600);
  await page.goto('about:blank'); // reopen the page without the link
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await expect(page.getByLabel(/Nominal capacity/)).toHaveValue('45');
  // What the notice said: one step back, and no further.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel(/Nominal capacity/)).toHaveValue('40');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});
