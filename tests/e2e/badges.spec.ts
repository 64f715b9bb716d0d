/**
 * Paper badges in Chromium: the loaded preset's published numbers checked in a worker and shown
 * beside its guidance as "fluid: matches the paper" and "packet: for comparison, see values" (eq
 * (15) is a fluid-model result: the packet value is shown beside it, not judged; the values one
 * click away); an edited preset says its paper's numbers no longer apply, and an undo back to the
 * preset brings the badges back; the gallery's cards carry the same chips.
 */
import { test, expect } from '@playwright/test';
import { watchErrors } from './watchErrors';

test('the landing card says the fluid run matches the paper and shows the packet run for comparison, its value one click away', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('run-status').filter({ hasText: 'Solved' })).toBeVisible({ timeout: 30_000 });
  // On a 720 px high screen the card starts folded to its summary line: open it.
  await page.locator('.lesson-card > summary').click();
  const tally = page.getByTestId('paper-tally');
  await expect(tally).toHaveText('fluid: matches the paperpacket: for comparison, see values', { timeout: 30_000 });
  // The card's summary line says the same in words (no button there: controls do not nest).
  await expect(page.getByTestId('paper-tally-summary')).toHaveText('fluid: matches the paperpacket: for comparison');
  // Neutral, never red or amber: the packet chip is a "comparison" button.
  const why = tally.getByRole('button', { name: 'packet: for comparison, see values' });
  await expect(why).toHaveClass(/comparison/);
  expect(await why.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(51, 65, 78)');
  await expect(page.locator('.paper-badges-details > summary')).toHaveText(
    "The paper's published numbers (1): fluid matches, packet for comparison",
  );
  await why.click();
  const dialog = page.getByRole('dialog', { name: 'What the packet run gives beside the paper' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByTestId('badge-reason');
  await expect(reason.locator('li')).toHaveText(
    /^§III-D, eq \(15\): the satellite's level at the end, WiFi out of reach \(68 % of 20\)\. The paper: 13\.6 ± 0\.05 Mbps; packet: (19|20)\.\d\d Mbps \(comparison; the paper's claim is a fluid-model result\)\.$/,
  );
  await expect(reason).toContainText('is judged only by the engine that can make it');
  await expect(reason).toContainText('The packet engine models what the fluid model averages away');
  await dialog.getByRole('button', { name: 'Close the reason' }).click();
  await expect(dialog).toHaveCount(0);
  // The card stayed open (the chip sits in its summary line).
  await expect(page.getByTestId('lesson-watch-for')).toBeVisible();
  await page.locator('.paper-badges-details > summary').click();
  const list = page.getByTestId('paper-badges');
  await expect(list.locator('li')).toHaveCount(1);
  await expect(list.locator('.paper-badge.pass')).toHaveText('✓ fluid 13.60 Mbps');
  await expect(list.locator('.paper-badge.comparison')).toContainText(
    "(comparison; the paper's claim is a fluid-model result)",
  );
  await expect(list.locator('.paper-badge.differs, .paper-badge.problem')).toHaveCount(0);
  await expect(list).toContainText('paper 13.6 ± 0.05 Mbps, §III-D, eq (15)');
  expect(errors).toEqual([]);
});

test("an edited preset says its paper's numbers no longer apply; an undo back to the preset brings the badges back", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const tally = page.getByTestId('paper-tally');
  await expect(tally).toHaveText('fluid: matches the paperpacket: for comparison, see values', { timeout: 30_000 });
  // A satellite of 25 instead of 20: no longer the paper's scenario.
  await page.getByLabel('sat capacity', { exact: false }).first().fill('25');
  const edited = page.getByTestId('paper-edited');
  await expect(edited).toHaveText("edited: the paper's numbers no longer apply");
  await expect(tally).toHaveCount(0);
  await expect(page.locator('.paper-badges-details')).toHaveCount(0);
  // The preset's title and its Watch-for claims go with it.
  await expect(page.locator('.scenario-title')).toHaveText('Edited from III-D · Head and tail to B1–B3 plus satellite');
  await expect(page.getByTestId('lesson-watch-for')).toHaveCount(0);
  await expect(page.getByTestId('lesson-edited')).toContainText('no longer apply');
  await page.getByRole('button', { name: 'Undo', exact: false }).first().click();
  await expect(edited).toHaveCount(0);
  await expect(page.locator('.scenario-title')).toHaveText('III-D · Head and tail to B1–B3 plus satellite');
  await expect(tally).toHaveText('fluid: matches the paperpacket: for comparison, see values', { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test("the gallery's cards carry the same chips: a fluid-model paper's claims match, a packet paper's fluid values are comparisons", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Presets' }).click();
  const card = page.locator('.card', { has: page.getByRole('button', { name: 'Load III-E', exact: true }) });
  await expect(card.getByTestId('paper-tally')).toHaveText(
    'fluid: matches the paperpacket: for comparison, see values',
    {
      timeout: 60_000,
    },
  );
  await expect(card.locator('.paper-badge.problem')).toHaveCount(0);
  const shared = page.locator('.card', {
    has: page.getByRole('button', { name: 'Load 001-shared-bottleneck', exact: true }),
  });
  const sharedWhy = shared.getByRole('button', { name: 'fluid: for comparison, see values' });
  await expect(sharedWhy).toHaveClass(/comparison/, { timeout: 60_000 });
  await sharedWhy.click();
  const dialog = page.getByRole('dialog', { name: 'What the fluid run gives beside the paper' });
  await expect(dialog.getByTestId('badge-reason')).toContainText(
    "§V-D, Fig 9: friendliness factor of the three-path bundle to TCP (Two-level (mHIP)). The paper: 0.95-1.03; fluid: 1.68 (comparison; the paper's claim is a packet-simulation result).",
  );
  await expect(dialog).toContainText('is judged only by the engine that can make it');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Presets and lessons' })).toBeVisible();
  expect(errors).toEqual([]);
});
