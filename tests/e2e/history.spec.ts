import { test, expect } from '@playwright/test';

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
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByLabel(/Nominal capacity/)).toHaveValue('20');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel(/Nominal capacity/)).toHaveValue('35');
});
