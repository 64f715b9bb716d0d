import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';

test('the engine switch runs paper 003 packet by packet: windows, queues and drops appear; back to fluid', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('dialog', { name: 'Presets' }).getByRole('button', { name: 'Load 003-three-paths' }).click();
  await expect(page.getByTestId('run-status')).toContainText('Solved 1200 s', { timeout: 30_000 });
  await expect(page.getByRole('figure', { name: /Congestion window per subflow/ })).toHaveCount(0);
  const engine = page.getByLabel('Engine', { exact: true });
  await expect(engine).toHaveValue('fluid');
  await engine.selectOption('packet');
  await expect(page.getByTestId('run-status')).toContainText('Solved 1200 s', { timeout: 60_000 });
  for (const name of [/Congestion window per subflow/, /Queue per link/, /Drops per link/])
    await expect(page.getByRole('figure', { name })).toBeVisible();
  // The windows chart has a series per subflow, named by route.
  await expect(
    page.getByRole('figure', { name: /Congestion window per subflow/ }).getByRole('button', { name: /mtcp-path1/ }),
  ).toBeVisible();
  // Comparison mode waits for the fluid model (its table is built from run summaries).
  await expect(page.getByRole('button', { name: 'Compare' })).toBeDisabled();
  await engine.selectOption('fluid');
  await expect(page.getByTestId('run-status')).toContainText('Solved 1200 s', { timeout: 30_000 });
  await expect(page.getByRole('figure', { name: /Congestion window per subflow/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Comparing/ })).toBeVisible();
  // The convoy's Kelly-Voice has no packet form yet: the page names the field and keeps the result.
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('dialog', { name: 'Presets' }).getByRole('button', { name: 'Load III-D' }).click();
  await expect(page.getByTestId('run-status')).toContainText('Solved 540 s', { timeout: 30_000 });
  await engine.selectOption('packet');
  await expect(page.getByRole('alert')).toContainText(
    'sources.fleet.controller: the packet engine has no packet form of kelly-voice',
  );
  await expect(page.getByRole('figure', { name: /Throughput per subflow/ })).toBeVisible();
  expect(errors).toEqual([]);
});
