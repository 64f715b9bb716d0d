import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('"What am I looking at?" shows the equations (KaTeX, fonts loaded) and a DOI, and Escape closes it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  // A first visit is invited to open it; the lesson card keeps the preset's guidance on screen.
  await expect(page.getByText('New here? Start with')).toBeVisible();
  await expect(page.getByTestId('lesson-watch-for')).toContainText('settles at 13.6');
  const open = page.getByRole('button', { name: 'What am I looking at?' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'What am I looking at?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.katex-display')).toHaveCount(3);
  await expect(dialog.getByRole('link', { name: 'doi:10.1007/978-3-642-20931-4_1' })).toHaveAttribute(
    'href',
    'https://doi.org/10.1007/978-3-642-20931-4_1',
  );
  // The KaTeX fonts load under the page's Content-Security-Policy.
  const fontsOk = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px KaTeX_Main') && document.fonts.check('italic 16px KaTeX_Math');
  });
  expect(fontsOk).toBe(true);
  await page.screenshot({ path: '.test-output/explain-about.png' });
  // Nothing in the dialog (the KaTeX markup included) breaks an accessibility rule.
  const axe = await new AxeBuilder({ page }).include('.about-dialog').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Focus stays in the modal dialog; Escape closes it and focus returns to the button.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  // Opening it saw the invitation off, for good.
  await page.reload();
  await expect(page.getByRole('button', { name: 'What am I looking at?' })).toBeVisible();
  await expect(page.getByText('New here? Start with')).toHaveCount(0);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('the map legend, the chart descriptions and the help on beta', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.locator('.mp-legend summary').click();
  await expect(page.locator('.mp-legend')).toContainText('head vehicle (links to the WiFi stations)');
  await expect(page.locator('.ts-chart-desc').first()).toContainText("the head vehicle's subflow through station B1");
  await page.getByRole('button', { name: 'Base station B1' }).click();
  const help = page.getByRole('button', { name: 'Help on Responsiveness β' });
  await help.click();
  await expect(help).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Responsiveness beta_j of the station/)).toBeVisible();
  // Nor in the lesson card, the legend or the chart descriptions.
  const axe = await new AxeBuilder({ page })
    .include('.lesson-card')
    .include('.mp-legend')
    .include('.ts-chart-desc')
    .include('.about')
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // The field keeps its own label: the help button does not answer to it.
  await expect(page.getByLabel(/Nominal capacity/)).toHaveValue('20');
});
