import { test, expect } from '@playwright/test';

test('a copied link opens the same scenario and the same charts in a fresh page', async ({ page, browser }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  // Make it this user's own scenario: move B2 and change B3's capacity.
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await page.getByLabel(/Nominal capacity/).fill('31');
  const b2 = page.getByRole('button', { name: 'Base station B2' });
  await b2.click();
  for (let k = 0; k < 5; k += 1) await b2.press('Shift+ArrowRight');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('123.4');
  // Hide the satellite in the throughput chart: the link keeps hidden series too.
  const satToggle = page.getByRole('figure', { name: /Throughput per subflow/ }).locator('button[data-series="sat"]');
  await satToggle.click();
  await expect(satToggle).toHaveAttribute('aria-pressed', 'false');
  const summary = await page.getByTestId('carrying-summary').textContent();
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/#s=v2\./);

  // A new browser profile: no autosave, nothing but the link.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto(link);
  await expect(fresh.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(fresh.getByTestId('time-cursor')).toHaveText('t = 123.4 s');
  await expect(fresh.getByTestId('carrying-summary')).toHaveText(summary ?? '');
  await expect(
    fresh.getByRole('figure', { name: /Throughput per subflow/ }).locator('button[data-series="sat"]'),
  ).toHaveAttribute('aria-pressed', 'false');
  await expect(
    fresh.getByRole('figure', { name: /Channel capacities/ }).locator('button[data-series="sat"]'),
  ).toHaveAttribute('aria-pressed', 'true');
  await fresh.getByRole('button', { name: 'Base station B3' }).click();
  await expect(fresh.getByLabel(/Nominal capacity/)).toHaveValue('31');
  await context.close();
});

test('a broken link names what is wrong and keeps the scenario the user had', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await page.getByLabel(/Nominal capacity/).fill('27');
  await page.waitForTimeout(600);
  await page.goto('/#s=v1.AAAA-not-a-real-link');
  await page.reload();
  await expect(page.getByRole('alert').first()).toContainText(
    'This link could not be opened, your scenario was kept: link:',
  );
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Base station B3' }).click();
  await expect(page.getByLabel(/Nominal capacity/)).toHaveValue('27');
});

test('a link pasted into the open page restores the cursor and hidden series like a fresh load', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('123.4');
  const throughput = page.getByRole('figure', { name: /Throughput per subflow/ });
  await throughput.locator('button[data-series="sat"]').click();
  await expect(throughput.locator('button[data-series="sat"]')).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/#s=v2\./);

  // What a fresh page opened on the link shows: the cursor, the summary, every series button.
  const pressedStates = (p: typeof page) =>
    p
      .locator('figure button[data-series]')
      .evaluateAll((buttons) =>
        buttons.map(
          (b) =>
            `${b.closest('figure')?.querySelector('figcaption')?.textContent}/${b.getAttribute('data-series')}=${b.getAttribute('aria-pressed')}`,
        ),
      );
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto(link);
  await expect(fresh.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(fresh.getByTestId('time-cursor')).toHaveText('t = 123.4 s');
  const freshSummary = await fresh.getByTestId('carrying-summary').textContent();
  const freshStates = await pressedStates(fresh);
  expect(freshStates.filter((s) => s.endsWith('/sat=false'))).toEqual([
    expect.stringMatching(/^Throughput per subflow/),
  ]);
  expect(freshStates.filter((s) => s.endsWith('/sat=true')).length).toBeGreaterThan(0);
  await context.close();

  // Another state in the open page: a 20 s preset, every series shown, the cursor at 7 s.
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('dialog', { name: 'Presets' }).getByRole('button', { name: 'Load III-E', exact: true }).click();
  await expect(page.getByTestId('run-status')).toContainText('Solved 20 s', { timeout: 30_000 });
  await page.getByRole('slider', { name: 'Time cursor', exact: true }).fill('7');
  await expect(page.getByTestId('time-cursor')).toHaveText('t = 7.0 s');
  await throughput.locator('button[data-series="sat"]').click();
  await expect(throughput.locator('button[data-series="sat"]')).toHaveAttribute('aria-pressed', 'true');

  // Paste the link into the open page's address.
  await page.evaluate((hash) => {
    location.hash = hash;
  }, new URL(link).hash);
  await expect(page.locator('.scenario-title')).toContainText('III-D');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await expect(page.getByTestId('time-cursor')).toHaveText('t = 123.4 s');
  await expect(throughput.locator('button[data-series="sat"]')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('carrying-summary')).toHaveText(freshSummary ?? '');
  expect(await pressedStates(page)).toEqual(freshStates);
  // Loading the link is one undoable step.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.scenario-title')).toContainText('III-E');
});
