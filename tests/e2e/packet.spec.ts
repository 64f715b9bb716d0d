import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';
import { openAction, openMenu } from './topBarActions';

test('the engine switch runs paper 003 packet by packet: windows, queues, drops, a comparison with loss rates; back to fluid', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Presets' }).click();
  await page
    .getByRole('dialog', { name: 'Presets' })
    .getByRole('button', { name: 'Load 003-three-paths', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: /^Comparing/ })).toBeVisible();
  await page.getByRole('button', { name: 'Leave comparison' }).click();
  await expect(page.getByTestId('run-status')).toContainText('Solved 1200 s', { timeout: 30_000 });
  await expect(page.getByRole('figure', { name: /Congestion window per subflow/ })).toHaveCount(0);
  const engine = page.getByLabel('Engine', { exact: true });
  await expect(engine).toHaveValue('fluid');
  const smooth = page.getByRole('button', { name: 'Smooth', exact: true });
  await expect(smooth).toHaveCount(0);
  await openMenu(page, 'Analyse');
  await engine.selectOption('packet');
  for (const name of [/Congestion window per subflow/, /Queue per link/, /Drops per link/])
    await expect(page.getByRole('figure', { name })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('run-status')).toContainText('Solved 1200 s', { timeout: 60_000 });
  await expect(
    page.getByRole('figure', { name: /Congestion window per subflow/ }).getByRole('button', { name: /mtcp-path1/ }),
  ).toBeVisible();
  // The diagram shows each link's queue against its buffer.
  await expect(page.locator('.nd-queue')).toHaveCount(3);
  // A packet run's throughput jumps per sample interval: "Smooth" (on by default) shows trailing 5 s
  // means; pressed again, the samples.
  await expect(smooth).toHaveAttribute('aria-pressed', 'true');
  const throughputDesc = page.getByRole('figure', { name: /Throughput per subflow/ }).locator('.ts-chart-desc');
  await expect(throughputDesc).toContainText('the mean of the 5 s before it');
  await smooth.click();
  await expect(smooth).toHaveAttribute('aria-pressed', 'false');
  await expect(throughputDesc).not.toContainText('the mean of the 5 s before it');
  await smooth.click();
  await expect(smooth).toHaveAttribute('aria-pressed', 'true');
  // Comparison mode runs every controller packet by packet, with each link's loss rate and queue.
  await openAction(page, 'Compare');
  await expect(page.getByRole('heading', { name: /^Comparing/ })).toBeVisible();
  await expect(engine).toHaveValue('packet');
  const lossRow = page.getByRole('row', { name: /Loss rate at path2/ });
  await expect(lossRow).toBeVisible({ timeout: 90_000 });
  await expect(lossRow.getByRole('cell').nth(1)).toHaveText(/^\d+\.\d+ %$/, { timeout: 90_000 });
  await openMenu(page, 'Analyse');
  await engine.selectOption('fluid');
  await expect(page.getByRole('row', { name: /Loss rate at path2/ })).toHaveCount(0, { timeout: 60_000 });
  // "Fluid vs packet": one click puts the two engines side by side; only the packet column has loss rates.
  await openAction(page, 'Fluid vs packet');
  await expect(page.getByRole('heading', { name: /^Comparing .*, fluid, .*, packet/ })).toBeVisible();
  const both = page.getByRole('row', { name: /Loss rate at path2/ });
  await expect(both.getByRole('cell').nth(1)).toHaveText(/^\d+\.\d+ %$/, { timeout: 90_000 });
  await expect(both.getByRole('cell').nth(0)).toHaveText('–');
  await page.getByRole('button', { name: 'Leave comparison' }).click();
  // The convoy's Kelly-Voice runs packet by packet too: its windows chart appears.
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('dialog', { name: 'Presets' }).getByRole('button', { name: 'Load III-D', exact: true }).click();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await openMenu(page, 'Analyse');
  await engine.selectOption('packet');
  await expect(page.getByRole('figure', { name: /Congestion window/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 60_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('figure', { name: /Throughput per subflow/ })).toBeVisible();
  expect(errors).toEqual([]);
});
